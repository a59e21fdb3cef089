import * as z from "zod/mini";
import { uuid } from "./fields";

export const idParam = z.object({ id: uuid() });
export const restaurantIdParam = z.object({ restaurantId: uuid() });
export const orderIdParam = z.object({ orderId: uuid() });
export const customerIdParam = z.object({ customerId: uuid() });
export const tableIdParam = z.object({ tableId: uuid() });
