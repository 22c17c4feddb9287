/**
 * Writes a file of `worker/generated/` (see lib/generated.ts) and its
 * `.d.json.ts` declaration. Unchanged files keep their mtime, so watchers
 * and the worker build do not rebuild for nothing.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMBEDDED_INDEX_FILES, GENERATED_TYPES } from '../lib/generated';

function writeIfChanged(file: string, text: string): void {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

export function writeGenerated<N extends keyof typeof GENERATED_TYPES>(root: string, name: N, json: string): void {
  const dir = join(root, 'worker', 'generated');
  mkdirSync(dir, { recursive: true });
  writeIfChanged(join(dir, name), json);
  const type = GENERATED_TYPES[name];
  writeIfChanged(
    join(dir, name.replace(/\.json$/, '.d.json.ts')),
    `// Written by the build (scripts/generated-json.ts): the type of ${name}.\nimport type { ${type} } from '../../lib/generated';\ndeclare const value: ${type};\nexport default value;\n`,
  );
}

/**
 * Writes the search indexes a production worker carries (lib/generated.ts
 * `EMBEDDED_INDEX_FILES`), or removes them (`undefined`: a build for `npm start`,
 * whose worker reads the indexes from KV), so a worker build never embeds stale ones.
 */
export function writeEmbeddedIndexes(root: string, indexes: Record<keyof typeof EMBEDDED_INDEX_FILES, string> | undefined): void {
  const dir = join(root, 'worker', 'generated');
  mkdirSync(dir, { recursive: true });
  for (const [locale, name] of Object.entries(EMBEDDED_INDEX_FILES) as [keyof typeof EMBEDDED_INDEX_FILES, string][]) {
    if (indexes) writeIfChanged(join(dir, name), indexes[locale]);
    else rmSync(join(dir, name), { force: true });
  }
}
