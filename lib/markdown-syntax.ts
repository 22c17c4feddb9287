/**
 * The docs' own markdown syntax, read line by line (no remark) by the search
 * extraction (scripts/search/extract.ts) and the worker's markdown output
 * (worker/markdown.ts): fenced code (never scanned for the rest), embeds
 * (`{{"demo": …}}`, `{{"generated": …}}`) and callouts (`:::info` … `:::`).
 * The content compiler's plugins (scripts/content/remark/) use the same
 * reader where they meet these lines: the embeds and generated-blocks
 * plugins read a paragraph's line with it, and the callouts plugin refuses
 * any callout line this reader sees that the compiler's tree does not have,
 * so all readers agree on what a callout is.
 */

/** Callout kinds the compiler accepts. */
export const CALLOUTS = ['info', 'warning', 'success', 'error'] as const;
export type Callout = (typeof CALLOUTS)[number];

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const EMBED = /^\{\{(.*)\}\}$/;
const GENERATED = /^\{\{\s*"generated"\s*:\s*"([a-z0-9-]+)"\s*\}\}$/;
const CALLOUT = /^:::\s*(\w+)?$/;

/** The fence run (```` ``` ```` or `~~~`, three or more) a line opens or closes with, if any. */
export function fenceOf(line: string): string | undefined {
  return FENCE.exec(line)?.[1];
}

/** Whether a fence run closes the fence opened by `open`: the same character, at least as long (CommonMark). */
export function closesFence(run: string, open: string): boolean {
  return run[0] === open[0] && run.length >= open.length;
}

/**
 * Tracks fenced code across lines: `inCode(line)` is true for every line of
 * a fenced block, its opening and closing fence lines included.
 */
export function fenceTracker(): (line: string) => boolean {
  let open: string | undefined;
  return (line) => {
    const run = fenceOf(line);
    if (open) {
      if (run && closesFence(run, open)) open = undefined;
      return true;
    }
    if (run) {
      open = run;
      return true;
    }
    return false;
  };
}

/** The inside of an embed line (`{{…}}` alone on its line), without the braces. */
export function embedOf(line: string): string | undefined {
  return EMBED.exec(line.trim())?.[1];
}

/** The generator name of a `{{"generated": "name"}}` line. */
export function generatedOf(line: string): string | undefined {
  return GENERATED.exec(line.trim())?.[1];
}

/** A callout line: `{ open: kind }` for `:::kind`, `{ close: true }` for a bare `:::`. The kind is not checked here. */
export function calloutOf(line: string): { open: string } | { close: true } | undefined {
  const m = CALLOUT.exec(line.trim());
  if (!m) return undefined;
  return m[1] ? { open: m[1] } : { close: true };
}

/** Whether a callout kind is one the compiler accepts. */
export function isCallout(kind: string): kind is Callout {
  return (CALLOUTS as readonly string[]).includes(kind);
}
