/**
 * Server for the browser tests: the already-built worker on workerd with
 * in-memory KV seeded from dist/, plus local stub services (ad network) on
 * 127.0.0.1 whose addresses replace the ad vars.
 */
import { startStubs } from '../tests/e2e/stub-servers';
import { serve } from './serve';

const port = Number(process.env.E2E_PORT ?? 8788);
const stubs = await startStubs();
const server = await serve({ port, persist: false, vars: { ...stubs.vars } });
await server.seed();
console.log(`e2e server on ${server.url}`);
const stop = async () => {
  await server.dispose();
  await stubs.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
