import { Hono } from "hono";
import type { AppEnv } from "../env";

export const tablesRoutes = new Hono<AppEnv>();
