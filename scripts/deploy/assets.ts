/**
 * Old client files stay reachable after a deploy: a tab opened before it
 * lazy-loads `/build/*` chunks (demos, the search dialog, the editor) and
 * `/site/*` stylesheets by the names of the build that served its page.
 * Workers Static Assets serves only the files uploaded with the live Worker
 * version, so each deploy uploads a staging folder: `public/` plus the
 * hashed files of the kept older versions (the deploy history lists them)
 * that the new build no longer has. Static Assets stores files by content
 * hash, so carried files are not uploaded again, cost no KV write, and are
 * served by the edge with public/_headers' `immutable` header like any other;
 * a rollback deploys a Worker version whose own upload carried them too.
 *
 * A carried file comes from the local mirror (`.deploy/assets/`, filled by
 * every deploy from this machine) or, on a fresh checkout, from the live
 * site (SITE_URL), which serves it right now.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Folders of public/ whose files have build-bound names, carried across deploys. */
export const CARRIED_DIRS = ['build', 'site'] as const;

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** URL paths (`/build/chunks/x-HASH.js`) of a build's carried files, sorted. */
export function buildFiles(publicDir: string): string[] {
  return CARRIED_DIRS.flatMap((d) => walk(join(publicDir, d)))
    .map((f) => `/${relative(publicDir, f).split(sep).join('/')}`)
    .sort();
}

/** Files of the kept older versions that the new build lacks: they go into its upload. */
export function carriedFiles(current: readonly string[], olderKept: readonly { assets?: readonly string[] }[]): string[] {
  const have = new Set(current);
  const out = new Set<string>();
  for (const v of olderKept) for (const p of v.assets ?? []) if (!have.has(p) && safePath(p)) out.add(p);
  return [...out].sort();
}

/** A carried path stays inside its folder (the history is data read from KV). */
function safePath(p: string): boolean {
  return /^\/(build|site)\/[\w./-]+$/.test(p) && !p.split('/').includes('..');
}

export interface StageResult {
  /** The folder to upload (`wrangler versions upload --assets <dir>`). */
  dir: string;
  fromMirror: number;
  fetched: number;
  /** Carried files found nowhere: tabs of old builds that need them will show the reload notice. */
  missing: string[];
}

/**
 * Builds the upload folder: a copy of `publicDir` plus the `carry` files,
 * from `mirrorDir` or fetched from `siteUrl` (left out when `siteUrl` is
 * undefined: a dry run counts what the mirror lacks).
 */
export async function stageAssets(opts: {
  publicDir: string;
  stageDir: string;
  mirrorDir: string;
  carry: readonly string[];
  siteUrl?: string;
  fetchFile?: (url: string) => Promise<Uint8Array | undefined>;
}): Promise<StageResult> {
  rmSync(opts.stageDir, { recursive: true, force: true });
  cpSync(opts.publicDir, opts.stageDir, { recursive: true });
  const fetchFile = opts.fetchFile ?? defaultFetch;
  const result: StageResult = { dir: opts.stageDir, fromMirror: 0, fetched: 0, missing: [] };
  for (const p of opts.carry) {
    const target = join(opts.stageDir, p);
    const mirrored = join(opts.mirrorDir, p);
    mkdirSync(dirname(target), { recursive: true });
    if (existsSync(mirrored)) {
      copyFileSync(mirrored, target);
      result.fromMirror++;
      continue;
    }
    const bytes = opts.siteUrl ? await fetchFile(new URL(p, opts.siteUrl).href) : undefined;
    if (bytes) {
      writeFileSync(target, bytes);
      mkdirSync(dirname(mirrored), { recursive: true });
      writeFileSync(mirrored, bytes);
      result.fetched++;
    } else result.missing.push(p);
  }
  return result;
}

async function defaultFetch(url: string): Promise<Uint8Array | undefined> {
  try {
    const res = await fetch(url);
    return res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After a deploy: the mirror holds the files of the kept versions (`keep`
 * paths), the new build's copied in from `publicDir`, everything else removed.
 */
export function updateMirror(mirrorDir: string, publicDir: string, current: readonly string[], keep: ReadonlySet<string>): void {
  for (const p of current) {
    const target = join(mirrorDir, p);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(publicDir, p), target);
  }
  for (const f of walk(mirrorDir)) {
    const p = `/${relative(mirrorDir, f).split(sep).join('/')}`;
    if (!keep.has(p)) rmSync(f);
  }
}
