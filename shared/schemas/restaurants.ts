import * as z from "zod/mini";
import { PLANS } from "../constants";

export const restaurant = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  cuisine: z.string(),
  plan: z.enum(PLANS),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Restaurant = z.infer<typeof restaurant>;
