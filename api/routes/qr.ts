import { Hono } from "hono";
import type { AppEnv } from "../env";

export const qrRoutes = new Hono<AppEnv>();
