/**
 * What a deploy writes and deletes, computed before any call: the values of
 * the new build that KV does not hold yet (content-addressed, lib/content-
 * address.ts), and the values no kept version references. Pure, so the
 * dry run prints it without a network call and tests check it directly.
 *
 * The deploy history (one KV key, DEPLOY_HISTORY_KEY, mirrored in
 * `.deploy/history.json`) lists the deployed versions newest first, each
 * with its content manifest and Worker version id: the last `keep` of them
 * stay complete in KV for `npm run rollback`.
 */
import { referencedKeys, storedEntries, type ContentManifest } from '../../lib/content-address';
import { carriedFiles } from './assets';

/** KV key of the deploy history (JSON DeployHistory). */
export const DEPLOY_HISTORY_KEY = 'deploy:history';

/** Content versions kept complete by default. */
export const DEFAULT_KEEP = 3;

export interface DeployedVersion {
  contentVersion: string;
  /** The worker bundle's build id (worker/generated/build.json). */
  buildId: string;
  /** Worker version id given by `wrangler versions upload`. */
  workerVersionId: string;
  deployedAt: string;
  /** Logical name -> value hash of its content. */
  manifest: ContentManifest;
  /** URL paths of its client files (scripts/deploy/assets.ts): carried into later uploads while it is kept. */
  assets?: string[];
}

export interface DeployHistory {
  versions: DeployedVersion[];
}

export interface DeployPlan {
  /** Stored entries to write (each value once). */
  write: { key: string; value: string }[];
  writeBytes: number;
  /** Stored keys no kept version references, deleted after the new worker is live. */
  remove: string[];
  /** Versions kept after this deploy, newest first (the new one first, without its worker id yet). */
  kept: Omit<DeployedVersion, 'workerVersionId' | 'deployedAt'>[];
  /** Values of the new build already in KV. */
  reused: number;
  /** Client files of the kept older versions the new build lacks: uploaded with it so their open tabs keep working. */
  carry: string[];
}

/**
 * The plan of a deploy of a build (its logical `entries`, KV `prefix` and
 * `manifest`) onto a namespace that holds `stored` keys, after `history`.
 */
export function planDeploy(input: {
  entries: readonly { key: string; value: string }[];
  prefix: string;
  manifest: ContentManifest;
  contentVersion: string;
  buildId: string;
  stored: ReadonlySet<string>;
  history: DeployHistory;
  keep: number;
  /** The new build's client files (URL paths). */
  assets?: string[];
}): DeployPlan {
  const all = storedEntries(input.entries, input.prefix, input.manifest);
  const write = all.filter((e) => !input.stored.has(e.key));
  const kept = [{ contentVersion: input.contentVersion, buildId: input.buildId, manifest: input.manifest, assets: input.assets }, ...input.history.versions].slice(0, Math.max(1, input.keep));
  const referenced = new Set<string>();
  for (const v of kept) for (const k of referencedKeys(v.manifest)) referenced.add(k);
  const remove = [...input.stored].filter((k) => k.startsWith('v:') && !referenced.has(k)).sort();
  const carry = carriedFiles(input.assets ?? [], kept.slice(1));
  return { write, writeBytes: write.reduce((n, e) => n + Buffer.byteLength(e.value), 0), remove, kept, reused: all.length - write.length, carry };
}

/** The history after a deploy of `version` went live, cut to `keep` versions. */
export function recordDeploy(history: DeployHistory, version: DeployedVersion, keep: number): DeployHistory {
  return { versions: [version, ...history.versions].slice(0, Math.max(1, keep)) };
}

/** The history after a rollback: the newest version is dropped, the one before is live again. */
export function recordRollback(history: DeployHistory): { history: DeployHistory; to: DeployedVersion } {
  const [, to, ...rest] = history.versions;
  if (!to) throw new Error('rollback: the deploy history holds no earlier version');
  return { history: { versions: [to, ...rest] }, to };
}

/** A history read from JSON, or an empty one (first deploy). */
export function parseHistory(text: string | null | undefined): DeployHistory {
  if (!text) return { versions: [] };
  const v = JSON.parse(text) as Partial<DeployHistory>;
  if (!Array.isArray(v.versions)) throw new Error(`${DEPLOY_HISTORY_KEY}: not a deploy history`);
  return { versions: v.versions };
}
