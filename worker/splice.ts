/**
 * Splices a byte stream into another at a marker: the page shell is
 * rendered by React around a marker where the body goes, and the body
 * (stored in KV as text, up to 1.2 MB) streams through in its place without
 * ever being one string in the worker.
 */

/** The marker the shell carries where the body goes: control characters never appear in rendered HTML. */
export const BODY_MARK = '\u0001body\u0001';

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Whether `buf` from `at` on is the start of `needle` (cut off by the end of `buf`, or whole). */
function startsAt(buf: Uint8Array, at: number, needle: Uint8Array): boolean {
  for (let j = 0; j < needle.length && at + j < buf.length; j++) if (buf[at + j] !== needle[j]) return false;
  return true;
}

/**
 * A transform that passes `outer` through and, at the first `mark`, the
 * whole of `inner` instead of the mark. When the mark never comes, `inner`
 * is cancelled and the outer bytes pass unchanged; an error of `inner`
 * errors the result (a cut page is never taken for a whole one).
 *
 * The mark starts with a byte that rendered HTML never holds (a control
 * character), so a chunk without that byte passes as it is, found by one
 * native scan: no copy, no promise. Only a mark cut across chunks is held
 * back until the next chunk tells.
 */
export function spliceAt(mark: string, inner: ReadableStream<Uint8Array>): TransformStream<Uint8Array, Uint8Array> {
  const needle = new TextEncoder().encode(mark);
  const first = needle[0]!;
  let held: Uint8Array | undefined;
  let done = false;
  const pour = async (controller: TransformStreamDefaultController<Uint8Array>) => {
    const reader = inner.getReader();
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) break;
      controller.enqueue(value);
    }
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      const buf = held ? concat(held, chunk) : chunk;
      held = undefined;
      let at = buf.indexOf(first);
      // A lone first byte that is not the mark's start passes (it cannot be in rendered HTML, but be exact).
      while (at !== -1 && !startsAt(buf, at, needle)) at = buf.indexOf(first, at + 1);
      if (at === -1) return controller.enqueue(buf);
      if (buf.length - at < needle.length) {
        // The mark may go on in the next chunk.
        if (at > 0) controller.enqueue(buf.subarray(0, at));
        held = buf.slice(at);
        return;
      }
      done = true;
      if (at > 0) controller.enqueue(buf.subarray(0, at));
      const rest = buf.subarray(at + needle.length);
      return pour(controller).then(() => {
        if (rest.length) controller.enqueue(rest);
      });
    },
    async flush(controller) {
      if (held) controller.enqueue(held);
      if (!done) await inner.cancel().catch(() => undefined);
    },
  });
}
