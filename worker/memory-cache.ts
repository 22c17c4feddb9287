/**
 * Rendered HTML kept in the isolate's memory, in front of the Cache API, as
 * gzip bytes only (about a sixth of the HTML, and no string on the V8 heap):
 * a repeat request for a variant the isolate already rendered (or read from
 * the Cache API) costs no cache lookup and, for a browser that takes gzip,
 * no compression; another client gets the bytes through a
 * DecompressionStream. Keys are the render cache's variant keys, which carry
 * the content version, so an entry never goes stale. Every per-isolate cache
 * here is bounded in bytes: the least recently used go first past it.
 */
export interface Rendered {
  gzip: Uint8Array;
}

export class MemoryCache<T = Rendered> {
  private entries = new Map<string, T>();
  private size = 0;
  /** `sizeOf`: the bytes an entry holds (default: the gzip bytes of a Rendered). */
  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: T) => number = (v) => (v as Rendered).gzip.byteLength,
  ) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: T): void {
    const size = this.sizeOf(value) + key.length * 2;
    if (size > this.maxSize / 4) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.size -= this.sizeOf(old) + key.length * 2;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.size += size;
    for (const [k, v] of this.entries) {
      if (this.size <= this.maxSize) break;
      this.entries.delete(k);
      this.size -= this.sizeOf(v) + k.length * 2;
    }
  }

  get count(): number {
    return this.entries.size;
  }

  /** The bytes held (entries and keys). */
  get bytes(): number {
    return this.size;
  }
}

/**
 * The cache `caches` keeps for a KV binding, made on first use: one per
 * binding, so that a test's faulty binding never sees another's entries.
 */
export function cacheFor<T>(caches: WeakMap<object, MemoryCache<T>>, binding: object, maxSize: number, sizeOf: (value: T) => number): MemoryCache<T> {
  let memo = caches.get(binding);
  if (!memo) caches.set(binding, (memo = new MemoryCache<T>(maxSize, sizeOf)));
  return memo;
}

/** A string's size on the V8 heap at most (two bytes per UTF-16 unit). */
export const stringBytes = (s: string) => s.length * 2;

/** The gzip bytes of a byte stream (CompressionStream, in the runtime): the HTML never becomes one string. */
export async function gzipStream(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(body.pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
}

/** The bytes of a gzip entry, decompressed as they are read. */
export function gunzipStream(gzip: Uint8Array): ReadableStream<Uint8Array> {
  return new Blob([gzip]).stream().pipeThrough(new DecompressionStream('gzip'));
}

/** The isolate's rendered pages: 12 MB of gzip (about 500 average pages) of a Worker's 128 MB. */
export const RENDERED = new MemoryCache(12 * 1024 * 1024);
