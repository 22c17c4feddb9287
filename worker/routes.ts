/**
 * Worker routes beside the docs pages (service worker script, search,
 * llms.txt, MCP). Each feature mounts its own sub-app here.
 */
import { Hono } from 'hono';

export const extraRoutes = new Hono<{ Bindings: Env }>();
