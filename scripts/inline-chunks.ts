/**
 * Folds small stateless chunks into the shell script (production builds).
 *
 * esbuild's code splitting puts every module that the shell shares with a
 * lazy chunk or a demo (constants, UI strings, cookie parsers, esbuild's
 * own helpers) in a chunk of its own: six files of 0.1 to 1.6 KB that the
 * browser can only discover once the shell has arrived, each a request
 * with about 330 bytes of response headers. A chunk is folded into the
 * shell when it imports nothing and every module in it is listed in
 * STATELESS_MODULES: its code then runs in a function scope at the top
 * of the shell, in import order, and the shell reads the same exports from
 * the function's result. The chunk file stays for the lazy chunks and
 * demos that import it: a module holding state would then exist twice,
 * which is why only modules without state (constants and pure functions)
 * may be listed.
 */

/** Source modules that hold no state, so that a copy in the shell is the same as the shared chunk. */
export const STATELESS_MODULES: ReadonlySet<string> = new Set(['lib/constants.ts', 'lib/preferences.ts', 'lib/theme-settings.ts', 'lib/client-config.ts', 'client/cookies.ts', 'client/sw/host.ts']);

/** What the build knows of a chunk: its text, the modules in it and whether it imports anything. */
export interface ChunkInfo {
  text: string;
  inputs: readonly string[];
  imports: number;
}

/** True when `chunk` can be folded: no imports, and only stateless modules (esbuild's helpers have none listed). */
export function isFoldable(chunk: ChunkInfo): boolean {
  return chunk.imports === 0 && chunk.inputs.every((m) => STATELESS_MODULES.has(m));
}

/** `export{a as b,c}` at the end of a chunk, as an object literal `{b:a,c:c}`; undefined when the chunk does not end so. */
function exportsOf(text: string): { body: string; object: string } | undefined {
  const m = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(text);
  if (!m) return m === null && !/\bexport\b/.test(text) ? { body: text, object: '{}' } : undefined;
  const fields: string[] = [];
  for (const part of m[1]!.split(',')) {
    const spec = part.trim();
    if (!spec) continue;
    const [local, exported = local] = spec.split(/\s+as\s+/) as [string, string?];
    if (!/^[\w$]+$/.test(local) || !/^[\w$]+$/.test(exported!)) return undefined;
    fields.push(`${exported}:${local}`);
  }
  const body = text.slice(0, m.index);
  // Any other export form (export default, export const ...) is not handled.
  if (/\bexport\s*[{*]|\bexport\s+(default|const|let|var|function|class)\b/.test(body)) return undefined;
  return { body, object: `{${fields.join(',')}}` };
}

/**
 * The shell with its leading static imports of foldable chunks replaced by
 * their code. `chunks` maps an import specifier as written in the shell
 * (`./chunks/chunk-X.js`) to the chunk. Imports it cannot fold stay as they are.
 */
export function foldChunks(shell: string, chunks: ReadonlyMap<string, ChunkInfo>): { text: string; folded: string[] } {
  const folded: string[] = [];
  let out = '';
  let rest = shell;
  // Only the import statements at the very top (esbuild writes them first, one after another).
  const re = /^import\s*(?:(\{[^}]*\})\s*from\s*)?"([^"]+)"\s*;?\n?/;
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    const statement = m[0];
    const clause = m[1];
    const spec = m[2]!;
    const chunk = chunks.get(spec);
    const parts = chunk && isFoldable(chunk) ? exportsOf(chunk.text) : undefined;
    if (!parts) {
      out += statement;
    } else {
      const call = `(()=>{${parts.body.trimEnd()}\n;return ${parts.object}})()`;
      if (clause) {
        const bindings = clause
          .slice(1, -1)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => {
            const [imported, local = imported] = s.split(/\s+as\s+/) as [string, string?];
            return `${imported}:${local}`;
          });
        out += `const{${bindings.join(',')}}=${call};`;
      } else {
        out += `${call};`;
      }
      folded.push(spec);
    }
    rest = rest.slice(statement.length);
  }
  return { text: out + rest, folded };
}
