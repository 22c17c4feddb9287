/**
 * Content-addressed KV: in a production build every value is stored once
 * under `v:<hash>` (the first 16 hex digits of its SHA-256), and the worker
 * carries the build's manifest (`worker/generated/manifest.json`: logical
 * name -> hash, the name being the key without its `<contentVersion>:`
 * prefix, e.g. `en:/x/introduction#html`). A deploy then uploads only the
 * values no earlier deploy stored, and a page view costs no extra KV read
 * for the manifest (it is in the bundle). A build for `npm start` (KV prefix
 * `dev`) keeps plain logical keys, so an edit reaches KV without a new worker.
 *
 * Pure functions shared by the worker (key lookup), the build and deploy
 * scripts, and the test seeders.
 */

/** Prefix of every content-addressed value key. */
export const VALUE_KEY_PREFIX = 'v:';

/** The KV prefix of `npm start`'s stable logical keys (no manifest). */
export const DEV_KV_PREFIX = 'dev';

/** Logical name (key without the version prefix) -> value hash. */
export type ContentManifest = Record<string, string>;

/** The KV key of a value of hash `hash`. */
export function valueKey(hash: string): string {
  return VALUE_KEY_PREFIX + hash;
}

/** The logical name of a key under `prefix` (`<prefix>:en:/x` -> `en:/x`); undefined for a key of another prefix. */
export function logicalName(key: string, prefix: string): string | undefined {
  return key.startsWith(`${prefix}:`) ? key.slice(prefix.length + 1) : undefined;
}

/**
 * Where the value of logical key `key` is stored: the key itself for
 * `npm start`'s stable keys, else `v:<hash>` from the manifest; null when
 * the build has no such value (nothing to read: the caller answers 404
 * without a KV read).
 */
export function storedKey(key: string, prefix: string, manifest: ContentManifest): string | null {
  if (prefix === DEV_KV_PREFIX) return key;
  const name = logicalName(key, prefix);
  const hash = name === undefined ? undefined : manifest[name];
  return hash === undefined ? null : valueKey(hash);
}

/**
 * The entries as they are stored: each logical entry under its stored key,
 * each value once (the first entry of a value keeps its place). Entries the
 * manifest does not name are left out.
 */
export function storedEntries<E extends { key: string; value: string }>(entries: readonly E[], prefix: string, manifest: ContentManifest): { key: string; value: string }[] {
  const out = new Map<string, string>();
  for (const e of entries) {
    const key = storedKey(e.key, prefix, manifest);
    if (key !== null && !out.has(key)) out.set(key, e.value);
  }
  return [...out].map(([key, value]) => ({ key, value }));
}

/** The stored keys a manifest references (each value once). */
export function referencedKeys(manifest: ContentManifest): Set<string> {
  return new Set(Object.values(manifest).map(valueKey));
}
