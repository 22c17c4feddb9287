/**
 * Worker routes beside the docs pages. Each feature owns a sub-app in its
 * own module; they are mounted here before the page catch-all.
 */
import { Hono } from 'hono';
import { devRoutes } from './dev';
import { feedbackRoutes } from './feedback';
import { searchRoutes } from './search/routes';
import { seoRoutes } from './seo';
import { DEV_MODE } from './site';
import { swRoutes } from './sw/routes';

type Bindings = { Bindings: Env & { MUI_X_LICENSE_KEY?: string } };

export const featureRoutes = new Hono<Bindings>();
if (DEV_MODE) featureRoutes.route('/', devRoutes);
featureRoutes.route('/', swRoutes);
featureRoutes.route('/', searchRoutes);
featureRoutes.route('/', seoRoutes);
featureRoutes.route('/', feedbackRoutes);
