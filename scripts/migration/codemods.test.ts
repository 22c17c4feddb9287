/**
 * Every codemod command of the migration pages (`npx @mui/x-codemod@<tag> <name>`
 * or `npx @mui/codemod@<tag> <name>`) names a transform from the package's
 * published list (content/migration-types/codemods.json, made by codemods.ts),
 * and its version folder is the major the guide upgrades to
 * (migration-data-grid-v6 upgrades to v7: `v7.0.0/...`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CodemodList } from './codemods';

const root = resolve(import.meta.dirname, '..', '..');
const pagesDir = join(root, 'content', 'pages', 'migration');
const list = JSON.parse(readFileSync(join(root, 'content', 'migration-types', 'codemods.json'), 'utf8')) as CodemodList;

/** The codemod version folder a guide may use: the major it upgrades to. */
export function expectedFolder(page: string): string | undefined {
  if (/-lab$/.test(page)) return 'v5.0.0'; // @mui/codemod's moved-to-x transforms
  const m = /-v(\d+)$/.exec(page);
  return m ? `v${Number(m[1]) + 1}.0.0` : undefined;
}

export function commandsIn(md: string): { pkg: string; tag: string; name: string; line: number }[] {
  const out: { pkg: string; tag: string; name: string; line: number }[] = [];
  md.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(/npx (@mui\/(?:x-)?codemod)@([\w.-]+) (v\d+\.\d+\.\d+\/[\w./-]+)/g)) out.push({ pkg: m[1]!, tag: m[2]!, name: m[3]!, line: i + 1 });
  });
  return out;
}

describe('commandsIn', () => {
  it('finds the package, tag and codemod name', () => {
    expect(commandsIn('x\nnpx @mui/x-codemod@latest v7.0.0/data-grid/preset-safe src\n')).toEqual([{ pkg: '@mui/x-codemod', tag: 'latest', name: 'v7.0.0/data-grid/preset-safe', line: 2 }]);
  });
  it('maps a guide to the version it upgrades to', () => {
    expect(expectedFolder('migration-data-grid-v6')).toBe('v7.0.0');
    expect(expectedFolder('migration-pickers-v7')).toBe('v8.0.0');
    expect(expectedFolder('migration-tree-view-lab')).toBe('v5.0.0');
  });
});

for (const page of existsSync(pagesDir) ? readdirSync(pagesDir).sort() : []) {
  const file = join(pagesDir, page, 'index.md');
  if (!existsSync(file)) continue;
  const commands = commandsIn(readFileSync(file, 'utf8'));
  if (!commands.length) continue;
  describe(`codemods of ${page}`, () => {
    it('are published and in the version folder of the target major', () => {
      const problems: string[] = [];
      for (const c of commands) {
        const published = list.packages[c.pkg]?.codemods ?? [];
        if (!published.includes(c.name)) problems.push(`line ${c.line}: ${c.name} is not a codemod of ${c.pkg}@${list.packages[c.pkg]?.version}`);
        const folder = expectedFolder(page);
        if (folder && !c.name.startsWith(`${folder}/`)) problems.push(`line ${c.line}: ${c.name} is not in ${folder}/`);
        if (c.tag !== 'latest' && !/^\d/.test(c.tag)) problems.push(`line ${c.line}: tag ${c.tag} is neither latest nor a version`);
      }
      expect(problems).toEqual([]);
    });
  });
}
