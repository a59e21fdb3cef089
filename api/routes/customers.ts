import { Hono } from "hono";
import type { AppEnv } from "../env";

export const customersRoutes = new Hono<AppEnv>();
