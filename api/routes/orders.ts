import { Hono } from "hono";
import type { AppEnv } from "../env";

export const ordersRoutes = new Hono<AppEnv>();
