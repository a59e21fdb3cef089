import * as z from "zod/mini";
import { email, optionalText, phone, requiredText, uuid } from "./fields";

/** The landing page's Book A Demo form. */
export const demoRequestInput = z.object({
  id: z.optional(uuid()),
  name: requiredText(100, "Name is required", "Name"),
  email: email(),
  phone: phone(),
  restaurantName: requiredText(100, "Restaurant name is required", "Restaurant name"),
  message: optionalText(1000, "Message", { multiline: true }),
});
export type DemoRequestInput = z.infer<typeof demoRequestInput>;

export const demoRequest = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  restaurantName: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type DemoRequest = z.infer<typeof demoRequest>;
