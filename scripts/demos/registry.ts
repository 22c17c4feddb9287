/**
 * The demo chunks the content build asked for, handed to the client build:
 * one esbuild entry per demo and styling, with the public file names the
 * page records already point at.
 */
import type { CodeStyling } from '../../lib/page-record';

/** One demo chunk to bundle. */
export interface DemoEntry {
  id: string;
  styling: CodeStyling;
  /** Stable esbuild entry name, `demos/<id>-<styling>` (the output is renamed to `js`). */
  name: string;
  /** Absolute path of the demo source. */
  file: string;
  /** Public URL of the chunk, `/build/demos/<id>-<styling>-<srchash>.js`. */
  js: string;
  /** Hash of the demo's sources, lockfile and compiler (not the build mode): the stand-in cache key. */
  sourceHash: string;
  /** Public URL of the stylesheet, when the variant has one. */
  css?: string;
  /** Compiled Tailwind CSS, written to `css` by the client build. */
  tailwindCss?: string;
}

const entries = new Map<string, DemoEntry[]>();

/** Forgets every registered demo; call before a full content build. */
export function resetDemoRegistry(): void {
  entries.clear();
}

/** Records the chunks of one demo (replacing an earlier registration). */
export function registerDemo(id: string, chunks: DemoEntry[]): void {
  entries.set(id, chunks);
}

/** The chunks registered for one demo. */
export function demoChunks(id: string): DemoEntry[] {
  return entries.get(id) ?? [];
}

/** Every registered chunk, in a stable order. */
export function demoEntries(): DemoEntry[] {
  return [...entries.keys()].sort().flatMap((id) => entries.get(id)!);
}

/** A fingerprint of the registered chunks: equal fingerprints need no new client build. */
export function demoFingerprint(list: readonly DemoEntry[] = demoEntries()): string {
  return list.map((e) => `${e.name}=${e.js}|${e.css ?? ''}`).join('\n');
}
