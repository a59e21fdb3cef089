import { Hono } from "hono";
import type { AppEnv } from "../env";

export const demoRequestsRoutes = new Hono<AppEnv>();
