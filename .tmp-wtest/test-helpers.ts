import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import app from '../worker/index';
let seeded: Promise<void> | undefined;
export function seedPages(): Promise<void> {
  seeded ??= (async () => {
    const entries = (await (await fetch('http://127.0.0.1:8799/kv-bulk.json')).json()) as { key: string; value: string }[];
    for (let i = 0; i < entries.length; i += 100) await Promise.all(entries.slice(i, i + 100).map((e) => env.PAGES.put(e.key, e.value)));
  })();
  return seeded;
}
export async function call(path: string, init: RequestInit = {}, bindings: Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://127.0.0.1${path}`, { redirect: 'manual', ...init }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
export { env };
