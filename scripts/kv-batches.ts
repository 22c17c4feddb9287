/**
 * Cloudflare KV's limits, checked at build time and honoured at deploy time:
 * a key is at most 512 bytes, a value at most 25 MiB, and one bulk write
 * carries at most 10,000 pairs and 100 MB. `kvBatches` splits the content's
 * entries into bulk requests that each fit, with a margin for JSON overhead.
 */
import { createHash } from 'node:crypto';

/**
 * A KV entry built before the content version is known: its key comes from
 * a key function of lib/page-record.ts, applied to the version prefix (or
 * `dev`) once the build has hashed the content.
 */
export interface PendingEntry {
  key: (prefix: string) => string;
  value: string;
}

/** Hash of a stored value: the first 16 hex digits of its SHA-256 (its key is `v:<hash>`, lib/content-address.ts). */
export function valueHash(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}

export const KV_LIMITS = {
  keyBytes: 512,
  valueBytes: 25 * 1024 * 1024,
  pairsPerBulk: 10_000,
  bytesPerBulk: 100 * 1000 * 1000,
} as const;

export interface KvEntry {
  key: string;
  value: string;
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** Every entry that breaks a per-entry limit, as a message (empty when all fit). */
export function kvLimitErrors(entries: readonly KvEntry[], limits = KV_LIMITS): string[] {
  const errors: string[] = [];
  for (const e of entries) {
    if (bytes(e.key) > limits.keyBytes) errors.push(`KV key of ${bytes(e.key)} bytes (limit ${limits.keyBytes}): ${e.key.slice(0, 80)}…`);
    if (bytes(e.value) > limits.valueBytes) errors.push(`KV value of ${bytes(e.value)} bytes under ${e.key} (limit ${limits.valueBytes})`);
  }
  return errors;
}

/**
 * Splits entries into bulk requests within the pair and size limits, in
 * order. Each pair is counted as its JSON encoding plus a separator.
 * @example kvBatches(entries).length // 2 for a first deploy of the site (2,580 values deduplicated by hash, 137 MB: over the 100 MB limit; 2026-11-29)
 */
export function kvBatches(entries: readonly KvEntry[], limits = KV_LIMITS): KvEntry[][] {
  const errors = kvLimitErrors(entries, limits);
  if (errors.length) throw new Error(errors.join('\n'));
  const batches: KvEntry[][] = [];
  let current: KvEntry[] = [];
  let size = 2; // []
  for (const e of entries) {
    const pair = bytes(JSON.stringify(e)) + 1;
    if (current.length && (current.length >= limits.pairsPerBulk || size + pair > limits.bytesPerBulk)) {
      batches.push(current);
      current = [];
      size = 2;
    }
    current.push(e);
    size += pair;
  }
  if (current.length) batches.push(current);
  return batches;
}
