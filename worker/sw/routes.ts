/** Service worker script route (placeholder until it lands). */
import { Hono } from 'hono';

export const swRoutes = new Hono<{ Bindings: Env }>();
