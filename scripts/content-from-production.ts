/**
 * The development build's content, made from the production build's instead
 * of compiling every page again (`--content-from-production`, which
 * scripts/test.ts passes to the development build that follows the
 * production one). The content build reads no build mode except in one
 * place: a demo chunk's public name carries the mode
 * (scripts/demos/index.ts `chunkHash`), so that no browser caches a
 * production chunk under a development name. So the development content is
 * the production content with every demo chunk URL renamed, and the
 * content version, KV keys and manifest that follow from the values
 * computed again, as buildContent computes them.
 *
 * Used only when the tree on disk is exactly the production build of the
 * current inputs (its build stamp, scripts/build-stamp.ts, matches inputs
 * and outputs) and that build left its demo chunk list (remembered by
 * `rememberProductionContent`); otherwise the caller runs the whole
 * content build. Saves the content build's page compiles, stand-ins, API
 * pages and search indexes: about two thirds of a development build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteData } from '../lib/generated';
import { inputHash, upToDate } from './build-stamp';
import { chunkHash } from './demos/chunk-name';
import { registerDemo, resetDemoRegistry, type DemoEntry } from './demos/registry';
import { writeGenerated } from './generated-json';
import { valueHash } from './kv-batches';

const FILE = '.cache/production-content.json';

interface Remembered {
  /** The production build's input hash (build-stamp.ts). */
  inputs: string;
  /** Its demo chunks, as the content build registered them. */
  demos: readonly DemoEntry[];
}

/** Called by a production build after its content build: the demo chunks a development build would rename. */
export function rememberProductionContent(root: string, inputs: string, demos: readonly DemoEntry[]): void {
  mkdirSync(dirname(join(root, FILE)), { recursive: true });
  writeFileSync(join(root, FILE), JSON.stringify({ inputs, demos } satisfies Remembered));
}

/** What the production build remembered, or why it cannot be used. */
function unusable(root: string): string | Remembered {
  if (!existsSync(join(root, FILE))) return 'no production build remembered';
  const remembered = JSON.parse(readFileSync(join(root, FILE), 'utf8')) as Remembered;
  const inputs = inputHash(root, true);
  if (remembered.inputs !== inputs) return 'the inputs changed since the production build';
  if (!upToDate(root, inputs)) return 'the outputs on disk are not the production build of these inputs';
  return remembered;
}

/**
 * Writes the development build's content outputs (dist/kv-bulk.json,
 * dist/content-meta.json, worker/generated/manifest.json and site.json; the
 * search indexes and stand-ins are the same in both modes) and registers
 * its demo chunks; returns the content version, or a reason (a string
 * starting with "not: ") when the whole content build must run.
 */
export function devContentFromProduction(root: string): { contentVersion: string } | { not: string } {
  const found = unusable(root);
  if (typeof found === 'string') return { not: found };
  // Production chunk base (`/build/demos/<id>-<styling>-<hash>`, .js and .css) -> development one.
  const renamed = new Map<string, string>();
  const devDemos = found.demos.map((e): DemoEntry => {
    const prodBase = e.js.replace(/\.js$/, '');
    if (prodBase !== `/build/demos/${e.id}-${e.styling}-${chunkHash(e.sourceHash, true)}`) throw new Error(`content from production: ${e.js} is not the name the production build gives`);
    const devBase = `/build/demos/${e.id}-${e.styling}-${chunkHash(e.sourceHash, false)}`;
    renamed.set(prodBase, devBase);
    return { ...e, js: `${devBase}.js`, ...(e.css ? { css: `${devBase}.css` } : {}) };
  });
  const site = JSON.parse(readFileSync(join(root, 'worker', 'generated', 'site.json'), 'utf8')) as SiteData;
  const bulk = JSON.parse(readFileSync(join(root, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
  const meta = JSON.parse(readFileSync(join(root, 'dist', 'content-meta.json'), 'utf8')) as { contentVersion: string; pagesPresent: number; pagesTotal: number; entries: number };
  const prefix = `${site.kvPrefix}:`;
  const unknown = new Set<string>();
  const rename = (value: string) =>
    value.replace(/\/build\/demos\/[\w.-]+-[0-9a-f]{10}(?=\.(?:js|css)\b)/g, (base) => {
      const to = renamed.get(base);
      if (!to) unknown.add(base);
      return to ?? base;
    });
  // As buildContent: the payload under logical names, then the content version over every name and value and the nav.
  const payload = bulk.map((e) => {
    if (!e.key.startsWith(prefix)) throw new Error(`content from production: ${e.key} is not under ${prefix}`);
    return { name: e.key.slice(prefix.length), value: rename(e.value) };
  });
  if (unknown.size) return { not: `demo chunk URLs the production build did not list: ${[...unknown].slice(0, 3).join(', ')}` };
  const hash = createHash('sha256');
  for (const p of payload) hash.update(`:${p.name}`).update('\0').update(p.value).update('\0');
  hash.update(JSON.stringify(site.nav));
  const contentVersion = hash.digest('hex').slice(0, 12);
  // Written as buildContent writes them.
  writeFileSync(join(root, 'dist', 'kv-bulk.json'), JSON.stringify(payload.map((p) => ({ key: `${contentVersion}:${p.name}`, value: p.value }))));
  writeGenerated(root, 'manifest.json', JSON.stringify(Object.fromEntries(payload.map((p) => [p.name, valueHash(p.value)]))));
  writeFileSync(join(root, 'dist', 'content-meta.json'), JSON.stringify({ ...meta, contentVersion }, null, 2));
  writeGenerated(root, 'site.json', JSON.stringify({ ...site, contentVersion, kvPrefix: contentVersion }));
  resetDemoRegistry();
  const byId = new Map<string, DemoEntry[]>();
  for (const e of devDemos) byId.set(e.id, [...(byId.get(e.id) ?? []), e]);
  for (const [id, chunks] of byId) registerDemo(id, chunks);
  return { contentVersion };
}
