/**
 * Prints the "Removed" tables of a migration guide from its committed type
 * data, so that a guide lists every removed name (the author then edits the
 * "Use instead" column where the data cannot tell):
 *
 *   npx tsx scripts/migration/tables.ts data-grid-v6-v7 > /tmp/tables.md
 *
 * "Use instead" is filled mechanically when the data knows it: a `@deprecated
 * Use X` rename, a member of the same type whose name differs only by case
 * (v6 `ColumnMenu` slot -> v7 `columnMenu`), or an export that moved to
 * another group of the newer major.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TypeDiff } from './type-diff';

const root = resolve(import.meta.dirname, '..', '..');

export function tables(data: TypeDiff): string {
  const toNames = data.toNames ?? {};
  const allExports = new Set(Object.values(toNames).flatMap((g) => g.exports));
  const membersOf = (type: string) => Object.values(toNames).flatMap((g) => g.members[type] ?? []);
  const groups = new Map<string, TypeDiff['removed']>();
  const seenExport = new Set<string>();
  for (const c of data.removed) {
    // An export removed from the community package is removed from pro and premium too: list it once.
    if (c.kind === 'export' || c.kind === 'subpath') {
      if (seenExport.has(c.name)) continue;
      seenExport.add(c.name);
    }
    if (c.kind === 'member') {
      // Still a member of the same type in another group (a community method that is Pro-only now): not removed for everyone.
      if (membersOf(c.in).includes(c.name)) continue;
      if (seenExport.has(`${c.in}.${c.name}`)) continue;
      seenExport.add(`${c.in}.${c.name}`);
    }
    const key = c.kind === 'export' ? 'exports' : c.kind === 'subpath' ? 'subpaths' : c.in;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(c);
  }
  const out: string[] = [];
  for (const [key, list] of groups) {
    out.push(`### ${key}`, '', `| Removed${key === 'exports' || key === 'subpaths' ? '' : ` from \`${key}\``} | Use instead |`, '| :--- | :--- |');
    for (const c of list) {
      const rename = data.renamed.find((r) => r.name === c.name && r.in === c.in);
      let instead = rename ? `\`${rename.to}\`` : '';
      if (!instead && c.kind === 'member') {
        const same = membersOf(c.in).find((m) => m.toLowerCase() === c.name.toLowerCase());
        if (same) instead = `\`${same}\``;
      }
      // `unstable_foo` that became stable as `foo`.
      const stable = c.name.replace(/^unstable_/, '');
      if (!instead && stable !== c.name && (c.kind === 'export' ? allExports.has(stable) : membersOf(c.in).includes(stable))) instead = `\`${stable}\` (stable now)`;
      if (!instead && c.kind === 'export' && allExports.has(c.name))
        instead = `moved to ${Object.entries(toNames)
          .filter(([, g]) => g.exports.includes(c.name))
          .map(([n]) => `\`${n}\``)
          .join(', ')}`;
      out.push(`| \`${c.name}\` | ${instead || 'TODO'} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

if (process.argv[1]?.endsWith('tables.ts')) {
  const file = process.argv[2]!;
  const data = JSON.parse(readFileSync(join(root, 'content', 'migration-types', `${file}.json`), 'utf8')) as TypeDiff;
  process.stdout.write(tables(data));
}
