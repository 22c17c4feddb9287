/**
 * Build-time text patches of package files (the stand-in bundle's chart
 * size, scripts/demos/standins.ts; the client bundle's grid size hint,
 * scripts/demos/grid-size-hint.ts): each replaced text must be found, or the
 * build fails, so that an upgrade of the package is a conscious update of
 * the file that patches it.
 */

/** Replaces each `from` with its `to` once; throws, naming `owner` (the file to update), when one is missing. */
export function patchText(path: string, code: string, edits: readonly (readonly [string, string])[], owner: string): string {
  for (const [from, to] of edits) {
    if (!code.includes(from)) throw new Error(`${path}: "${from.slice(0, 80)}" not found; update ${owner}`);
    code = code.replace(from, to);
  }
  return code;
}
