/**
 * Where a demo chunk's list of static imports lives: the client build
 * writes it beside the chunk (scripts/build-client.ts), from the same build,
 * and a page fetches it at `load` to preload the chunks the demo will import
 * (client/demos/preload.ts). A JSON array of public URLs.
 */

/** `/build/demos/X.js` -> `/build/demos/X.deps.json`. */
export function demoDepsFile(chunk: string): string {
  return chunk.replace(/\.js$/, '.deps.json');
}
