import { Hono } from "hono";
import type { AppEnv } from "../env";

export const menuRoutes = new Hono<AppEnv>();
