/**
 * The request chain of an esbuild entry, read from the build's metafile:
 * the chunks an entry imports statically (directly or through another
 * chunk). A page lists them beside the entry (`data-scripts`, ui/Document.tsx),
 * so the browser requests all of them in the same round as the entry
 * instead of discovering each one only once its importer has arrived.
 * Dynamic imports (`import()`) are left out: they load when the code asks.
 */
import type { Metafile } from 'esbuild';

/** Output paths (as the metafile names them) that `entry` imports statically, transitively, in first-seen order. */
export function staticImports(meta: Metafile, entry: string): string[] {
  const seen = new Set<string>([entry]);
  const order: string[] = [];
  const visit = (out: string) => {
    for (const imp of meta.outputs[out]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || imp.external || seen.has(imp.path)) continue;
      seen.add(imp.path);
      order.push(imp.path);
      visit(imp.path);
    }
  };
  visit(entry);
  return order;
}
