/** Search, llms.txt and MCP routes (placeholder until they land). */
import { Hono } from 'hono';

export const searchRoutes = new Hono<{ Bindings: Env }>();
