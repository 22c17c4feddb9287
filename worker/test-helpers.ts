/**
 * Worker test helpers: seed the KV binding from the real content build and
 * call the Hono app inside workerd with a real execution context.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import app from './index';

let seeded: Promise<void> | undefined;

/** Puts every entry of dist/kv-bulk.json into env.PAGES (once per file). */
export function seedPages(): Promise<void> {
  seeded ??= (async () => {
    // Served by worker/test-global-setup.ts from the real build output.
    const url = (env as unknown as { TEST_BULK_URL: string }).TEST_BULK_URL;
    const entries = (await (await fetch(url)).json()) as { key: string; value: string }[];
    for (let i = 0; i < entries.length; i += 100) {
      await Promise.all(entries.slice(i, i + 100).map((e) => env.PAGES.put(e.key, e.value)));
    }
  })();
  return seeded;
}

/** Sends a request to the app; `bindings` overrides env entries. */
export async function call(path: string, init: RequestInit = {}, bindings: Partial<Env> & Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://127.0.0.1${path}`, { redirect: 'manual', ...init }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export { env };
