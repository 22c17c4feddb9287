/**
 * Inline-script build: esbuild bundles client/inline/head.ts and
 * client/inline/load.ts, each into one minified classic script, and writes
 * them with the CSP hashes of every inline script a page runs (those two,
 * the speculation rules and the hover rules the client adds) to
 * `worker/generated/inline.json`. The worker puts the scripts in every page
 * (ui/Document.tsx) and allows them by those hashes (worker/headers.ts), so
 * the policy always matches the bytes served. It also bundles `npm start`'s
 * page-reload script (client/dev-reload.ts) into
 * `worker/generated/dev-reload.json`, which only worker/dev.ts imports (a
 * production worker leaves that module out). Runs before the worker build.
 */
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import type { DevReloadBundle, InlineScripts } from '../lib/generated';
import { HOVER_SPECULATION_RULES, SPECULATION_RULES } from '../lib/speculation';
import { writeGenerated } from './generated-json';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

/** The CSP source of an inline script's exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Bundles one browser entry into a single classic script (an IIFE), the
 * form of the inline scripts and of the service worker (scripts/build-sw.ts).
 * `pure` names calls esbuild may drop when their result is unused.
 */
export async function bundleClassicScript(root: string, entry: string, production: boolean, pure: string[] = []): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    minify: production,
    legalComments: 'none',
    pure,
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

/**
 * An inline script: the lib/ modules these scripts import build some
 * constants they do not use with `JSON.stringify` and `Object.freeze`;
 * marked pure, the unused ones drop out of every page's bytes. esbuild ends
 * its output with a newline; the page carries the script without it.
 */
async function bundle(root: string, entry: string, production: boolean): Promise<string> {
  return (await bundleClassicScript(root, entry, production, ['JSON.stringify', 'Object.freeze'])).trim();
}

/** Bundles both inline scripts; returns their sizes in bytes. */
export async function buildInline(options: { root?: string; production?: boolean } = {}): Promise<{ head: number; load: number }> {
  const root = options.root ?? ROOT;
  const production = options.production ?? true;
  const [head, load, devReload] = await Promise.all([
    bundle(root, 'client/inline/head.ts', production),
    bundle(root, 'client/inline/load.ts', production),
    bundle(root, 'client/dev-reload.ts', production),
  ]);
  const cspHashes = [head, load, SPECULATION_RULES, HOVER_SPECULATION_RULES].map(cspHash);
  writeGenerated(root, 'inline.json', JSON.stringify({ head, load, cspHashes } satisfies InlineScripts));
  writeGenerated(root, 'dev-reload.json', JSON.stringify({ code: devReload } satisfies DevReloadBundle));
  return { head: head.length, load: load.length };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  buildInline({ production: process.env.NODE_ENV !== 'development' }).then((n) => console.log(`inline: worker/generated/inline.json (head ${n.head} bytes, load ${n.load} bytes)`));
}
