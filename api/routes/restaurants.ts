import { Hono } from "hono";
import type { AppEnv } from "../env";

export const restaurantsRoutes = new Hono<AppEnv>();
