/**
 * Server for the browser tests: the already-built worker on workerd with
 * in-memory KV seeded from dist/, plus local stub services (ad network) on
 * 127.0.0.1 whose addresses replace the ad vars.
 *
 * It stops workerd and the stubs on SIGINT, SIGTERM or SIGHUP, also while it
 * is still seeding, and when its parent process (the `tsx` launcher) goes
 * away, and workerd's scratch state goes with it (scripts/serve.ts). Start it
 * as `node --import tsx scripts/e2e-server.ts`: the `tsx` launcher SIGKILLs a
 * child that is slow to acknowledge a signal, which leaves the state behind
 * until the next server starts. To stop one started with `npx`, signal its
 * process group (`setsid` it, then `kill -- -<pid>`): killing the `npx`
 * wrapper alone reaches none of its children.
 */
import { startStubs } from '../tests/e2e/stub-servers';
import { serve, type Server } from './serve';

const port = Number(process.env.E2E_PORT ?? 8788);
/** What has started so far (a signal can come while seeding). */
const running: { stubs?: Awaited<ReturnType<typeof startStubs>>; server?: Server } = {};
let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await running.server?.dispose().catch(() => undefined);
  await running.stubs?.close().catch(() => undefined);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop();
}, 1000).unref();

const stubs = (running.stubs = await startStubs());
const server = (running.server = await serve({ port, persist: false, vars: { ...stubs.vars } }));
await server.seed();
console.log(`e2e server on ${server.url}`);
