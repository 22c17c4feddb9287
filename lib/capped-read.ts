/**
 * Reading a body no further than a byte cap: a declared length over the cap
 * is refused before any read, and the stream is cancelled as soon as it
 * passes the cap, so nobody can make the reader buffer more than the cap.
 * Used by the worker's JSON endpoints (worker/limits.ts) and the client's
 * ad-service answers (client/analytics/ad-network.ts).
 */
import { concatBytes } from './bytes';

/**
 * The bytes of `body`, at most `maxBytes` of them; undefined when the
 * declared length (`Content-Length`, may be null) or the bytes read pass it.
 * @example await readCappedBytes(new Response('abc').body, '3', 2) // undefined
 */
export async function readCappedBytes(body: ReadableStream<Uint8Array> | null, declaredLength: string | null, maxBytes: number): Promise<Uint8Array | undefined> {
  if (declaredLength !== null && Number(declaredLength) > maxBytes) {
    await body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}
