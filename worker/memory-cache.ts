/**
 * Rendered HTML kept in the isolate's memory, in front of the Cache API: a
 * repeat request for a variant the isolate already rendered (or read from
 * the Cache API) costs no cache lookup, no stream copy and, for a browser
 * that takes gzip, no compression: the entry holds the gzip bytes too,
 * made once. Keys are the render cache's variant keys, which carry the
 * content version, so an entry never goes stale; the least recently used go
 * first past a size budget (UTF-16 code units of the HTML plus gzip bytes).
 */
export interface Rendered {
  html: string;
  gzip?: Uint8Array;
}

export class MemoryCache {
  private entries = new Map<string, Rendered>();
  private size = 0;
  constructor(private readonly maxSize: number) {}

  private static sizeOf(v: Rendered): number {
    return v.html.length + (v.gzip?.byteLength ?? 0);
  }

  get(key: string): Rendered | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Rendered): void {
    const size = MemoryCache.sizeOf(value);
    if (size > this.maxSize / 4) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.size -= MemoryCache.sizeOf(old);
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.size += size;
    for (const [k, v] of this.entries) {
      if (this.size <= this.maxSize) break;
      this.entries.delete(k);
      this.size -= MemoryCache.sizeOf(v);
    }
  }

  get count(): number {
    return this.entries.size;
  }
}

/** The gzip bytes of a text (CompressionStream, in the runtime). */
export async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Whether the client's preferred compression is gzip: the first of gzip and
 * br by weight (ties in the client's order), as Cloudflare's edge (and
 * Miniflare's copy of it) picks. Only then may the stored gzip bytes go out
 * as they are.
 */
export function prefersGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const codings = acceptEncoding
    .split(',')
    .map((part, i) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { name: name.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((c) => c.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  return codings.find((c) => c.name === 'gzip' || c.name === 'br')?.name === 'gzip';
}

/** The isolate's rendered pages: 24 M units (a few hundred pages) of a Worker's 128 MB. */
export const RENDERED = new MemoryCache(24 * 1024 * 1024);
