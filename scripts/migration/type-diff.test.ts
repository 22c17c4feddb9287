/**
 * The migration guides must agree with their committed type data.
 *
 * v7→v8: the "Upgrade to v8" guides must agree with the generated type data and with
 * the installed v8 declarations: a name that a guide lists in a "Removed" table
 * must be in the data's `removed` list and must not exist in 8.x where it was
 * removed from; a name in an "Added" table must be in `added` and exist in 8.x.
 * No network: v8 is read from node_modules with the TypeScript compiler API.
 *
 * Older pairs (v6→v7, v5→v6, lab→v6, lab→v5, v4→v5; see PAIRS in extract.ts):
 * the project's node_modules has only v8, so the newer major's names are read
 * from the `toNames` lists committed in the same JSON file by type-diff.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTS, readPackages } from './extract';
import type { TypeDiff } from './type-diff';

const root = resolve(import.meta.dirname, '..', '..');
const dataDir = join(root, 'content', 'migration-types');
const GUIDES: Record<string, string> = {
  'data-grid': 'migration-data-grid-v7',
  'date-pickers': 'migration-pickers-v7',
  charts: 'migration-charts-v7',
  'tree-view': 'migration-tree-view-v7',
};

/** First-column code spans of markdown tables whose first header cell starts with `Removed` or `Added`. */
export function tableClaims(md: string): { removed: string[]; added: string[] } {
  const out = { removed: [] as string[], added: [] as string[] };
  let mode: 'removed' | 'added' | undefined;
  const lines = md.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line.startsWith('|')) {
      mode = undefined;
      continue;
    }
    const first = line.split('|')[1]!.trim();
    if (/^:?-+:?$/.test(first)) continue;
    const next = lines[i + 1]?.trim() ?? '';
    if (/^\|\s*:?-+/.test(next)) {
      mode = /^Removed/i.test(first) ? 'removed' : /^Added/i.test(first) ? 'added' : undefined;
      continue;
    }
    const span = /`([^`]+)`/.exec(first);
    if (mode && span) out[mode].push(span[1]!);
  }
  return out;
}

/** Older pairs: data file -> guide folder. */
export const PAIR_GUIDES: Record<string, string> = {
  'data-grid-v6-v7': 'migration-data-grid-v6',
  'date-pickers-v6-v7': 'migration-pickers-v6',
  'charts-v6-v7': 'migration-charts-v6',
  'tree-view-v6-v7': 'migration-tree-view-v6',
  'data-grid-v5-v6': 'migration-data-grid-v5',
  'date-pickers-v5-v6': 'migration-pickers-v5',
  'tree-view-lab-v6': 'migration-tree-view-lab',
  'date-pickers-lab-v5': 'migration-pickers-lab',
  'data-grid-v4-v5': 'migration-data-grid-v4',
};

describe('tableClaims', () => {
  it('reads the first column of Removed and Added tables only', () => {
    const md = [
      '| Removed | Use instead |',
      '| :--- | :--- |',
      '| `oldProp` | `newProp` |',
      '',
      '| Codemod | x |',
      '| --- | --- |',
      '| `v8.0.0/x` | y |',
      '',
      '| Added | Purpose |',
      '| --- | --- |',
      '| `newThing` | z |',
    ].join('\n');
    expect(tableClaims(md)).toEqual({ removed: ['oldProp'], added: ['newThing'] });
  });
});

for (const file of existsSync(dataDir) ? readdirSync(dataDir).filter((f) => f.endsWith('-v7-v8.json')) : []) {
  const data = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as TypeDiff;
  const guide = join(root, 'content', 'pages', 'migration', GUIDES[data.product] ?? '-', 'index.md');
  if (!existsSync(guide)) continue;
  describe(`${data.product} guide`, () => {
    const claims = tableClaims(readFileSync(guide, 'utf8'));
    const spec = PRODUCTS.find((p) => p.product === data.product)!;
    let v8: ReturnType<typeof readPackages> | undefined;
    // Exports are read one package per program, as an app that uses that package sees them: a
    // higher plan's package augments the lower one's modules (premium adds `GridApiCaches` to
    // `@mui/x-data-grid-pro`), which would otherwise make the answer depend on what else is read.
    const alone = new Map<string, ReturnType<typeof readPackages>[string]>();
    const has = (where: string, kind: 'export' | 'member' | 'subpath', name: string) => {
      if (kind === 'subpath') return existsSync(join(root, 'node_modules', name, 'index.d.ts'));
      if (kind === 'export') {
        // Exports only: no members to resolve.
        if (!alone.has(where)) alone.set(where, readPackages(join(root, 'node_modules'), [where], {})[where]!);
        return alone.get(where)?.exports.includes(name) ?? false;
      }
      v8 ??= readPackages(join(root, 'node_modules'), spec.packages, spec.types);
      return Object.values(v8).some((p) => p.members[where]?.includes(name));
    };

    it('lists names in its Removed tables that the data says were removed and 8.x does not have there', { timeout: 120_000 }, () => {
      expect(claims.removed.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const name of claims.removed) {
        const entries = data.removed.filter((c) => c.name === name);
        if (entries.length === 0) problems.push(`${name}: not in ${file} removed`);
        for (const c of entries) if (has(c.in, c.kind, name)) problems.push(`${name}: still in ${c.in} in 8.x`);
      }
      expect(problems).toEqual([]);
    });

    it('lists names in its Added tables that the data says were added and 8.x has', { timeout: 120_000 }, () => {
      const problems: string[] = [];
      for (const name of claims.added) {
        const entries = data.added.filter((c) => c.name === name);
        if (entries.length === 0) problems.push(`${name}: not in ${file} added`);
        for (const c of entries) if (!has(c.in, c.kind, name)) problems.push(`${name}: missing from ${c.in} in 8.x`);
      }
      expect(problems).toEqual([]);
    });
  });
}

for (const [file, folder] of Object.entries(PAIR_GUIDES)) {
  const dataFile = join(dataDir, `${file}.json`);
  const guide = join(root, 'content', 'pages', 'migration', folder, 'index.md');
  if (!existsSync(dataFile) || !existsSync(guide)) continue;
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as TypeDiff;
  describe(`${folder} guide (${file})`, () => {
    const claims = tableClaims(readFileSync(guide, 'utf8'));
    const toNames = data.toNames ?? {};
    const has = (where: string, kind: 'export' | 'member' | 'subpath', name: string) =>
      kind === 'export'
        ? (toNames[where]?.exports.includes(name) ?? false)
        : kind === 'subpath'
          ? (toNames[where]?.subpaths?.includes(name) ?? false)
          : Object.values(toNames).some((g) => g.members[where]?.includes(name));

    it("carries the newer major's names for an offline check", () => {
      expect(Object.keys(toNames).length).toBeGreaterThan(0);
      for (const g of Object.values(toNames)) expect(g.exports.length).toBeGreaterThan(0);
    });

    it('lists names in its Removed tables that the data says were removed and the newer major does not have there', () => {
      expect(claims.removed.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const name of claims.removed) {
        const entries = data.removed.filter((c) => c.name === name);
        if (entries.length === 0) problems.push(`${name}: not in ${file}.json removed`);
        for (const c of entries) if (has(c.in, c.kind, name)) problems.push(`${name}: still in ${c.in} in ${Object.values(data.to)[0]}`);
      }
      expect(problems).toEqual([]);
    });

    it('lists names in its Added tables that the data says were added and the newer major has', () => {
      const problems: string[] = [];
      for (const name of claims.added) {
        const entries = data.added.filter((c) => c.name === name);
        if (entries.length === 0) problems.push(`${name}: not in ${file}.json added`);
        for (const c of entries) if (!has(c.in, c.kind, name)) problems.push(`${name}: missing from ${c.in} in ${Object.values(data.to)[0]}`);
      }
      expect(problems).toEqual([]);
    });

    it('misses no removed name of the data', () => {
      // Inline code spans outside code fences; a member that another plan's type still has
      // (a community method that became Pro-only) is not a removal for everyone.
      const prose = readFileSync(guide, 'utf8').replace(/```[\s\S]*?```/g, '');
      const spans = new Set(prose.split('\n').flatMap((line) => [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)));
      const missing = [...new Set(data.removed.filter((c) => !spans.has(c.name) && !(c.kind === 'member' && has(c.in, 'member', c.name))).map((c) => c.name))];
      expect(missing).toEqual([]);
    });
  });
}
