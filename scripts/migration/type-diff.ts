/**
 * Generates content/migration-types/<product>-v7-v8.json: the public type
 * differences between the last v7 release and the installed v8 packages.
 *
 *   npx tsx scripts/migration/type-diff.ts [product...] [--scratch /tmp/mui-v7] [--skip-install]
 *
 * Any other pair of majors (see PAIRS in extract.ts) is compared with both
 * sides installed into scratch folders under /tmp, one per side:
 *
 *   npx tsx scripts/migration/type-diff.ts --from 6 --to 7 [product...] [--skip-install]
 *   npx tsx scripts/migration/type-diff.ts --from lab --to 5 date-pickers
 *   npx tsx scripts/migration/type-diff.ts --from 4 --to 5 data-grid
 *
 * For those pairs the newer major is not in the project's node_modules, so
 * the JSON also carries `toNames` (every export and compared member of the
 * newer side), which type-diff.test.ts checks the guides against offline.
 *
 * The v7 packages are installed from npm into a scratch folder OUTSIDE the
 * repository (never into the project's package.json); v8 is read from the
 * project's node_modules. Both sides are read with the TypeScript compiler
 * API (see extract.ts): exported names of each package entry, and the members
 * of the main types (props, apiRef, slots).
 *
 * `renamed` is filled only where it is mechanically detectable: a v7 name
 * removed in v8 whose v7 JSDoc says `@deprecated Use X` (or "... renamed to X")
 * where X exists in v8.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PAIRS, PRODUCTS, hasPackage, readPackages, readSide, type Deprecation, type PackageTypes, type PairSpec } from './extract';

const root = resolve(import.meta.dirname, '..', '..');

export interface Change {
  name: string;
  /** package (for exports) or type (for members) */
  in: string;
  kind: 'export' | 'member' | 'subpath';
}
export interface Rename extends Change {
  to: string;
  note: string;
}
export interface TypeDiff {
  product: string;
  generatedBy: string;
  from: Record<string, string>;
  to: Record<string, string>;
  removed: Change[];
  added: Change[];
  renamed: Rename[];
  /** Pairs other than v7→v8: the entries read on the older side of each group. */
  fromEntries?: Record<string, string[]>;
  /** Pairs other than v7→v8: the newer side's exports and compared members, per group. */
  toNames?: Record<string, { exports: string[]; members: Record<string, string[]>; subpaths?: string[] }>;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** The name a `@deprecated` text points to: of the names after "use"/"renamed to"/"replaced by" (or in backticks), the one that exists in v8 and is closest to the old name. */
function replacementOf(name: string, text: string, exists: (n: string) => boolean): string | undefined {
  if (!/\buse\b|renamed|replaced/i.test(text)) return undefined;
  const candidates = new Set<string>();
  for (const m of text.matchAll(/`([A-Za-z_$][\w$]*(?:\.[\w$]+)*)`/g)) candidates.add(m[1]!);
  for (const m of text.matchAll(/(?:\buse\b|renamed to|replaced by)\s+(?:the\s+)?([A-Za-z_$][\w$]*)/gi)) candidates.add(m[1]!);
  const ok = [...candidates].filter((c) => c !== name && exists(c.split('.').pop()!));
  ok.sort((a, b) => distance(name, a.split('.').pop()!) - distance(name, b.split('.').pop()!));
  return ok[0];
}

export function diff(product: string, v7: Record<string, PackageTypes>, v8: Record<string, PackageTypes>): TypeDiff {
  const removed: Change[] = [];
  const added: Change[] = [];
  const renamed: Rename[] = [];
  const compare = (kind: Change['kind'], where: string, a: string[], b: string[], deps: Deprecation[]) => {
    const bs = new Set(b);
    const as = new Set(a);
    for (const n of a) {
      if (bs.has(n)) continue;
      removed.push({ name: n, in: where, kind });
      const dep = deps.find((d) => d.name === n);
      const to = dep && replacementOf(n, dep.text, (x) => bs.has(x));
      if (dep && to) renamed.push({ name: n, in: where, kind, to, note: dep.text.replace(/\s+/g, ' ').trim() });
    }
    for (const n of b) if (!as.has(n)) added.push({ name: n, in: where, kind });
  };
  for (const pkg of Object.keys(v7)) {
    const a = v7[pkg]!;
    const b = v8[pkg];
    if (!b) continue;
    compare('export', pkg, a.exports, b.exports, a.deprecatedExports);
    if (a.subpaths && b.subpaths) compare('subpath', pkg, a.subpaths, b.subpaths, []);
    for (const t of Object.keys(a.members)) {
      if (!b.members[t]) continue; // the type itself is in the export list
      compare('member', t, a.members[t]!, b.members[t]!, a.deprecatedMembers[t] ?? []);
    }
  }
  return {
    product,
    generatedBy: 'scripts/migration/type-diff.ts',
    from: Object.fromEntries(Object.entries(v7).map(([k, v]) => [k, v.version])),
    to: Object.fromEntries(Object.entries(v8).map(([k, v]) => [k, v.version])),
    removed,
    added,
    renamed,
  };
}

/** Scratch folder of one side of a pair: /tmp/mui-v6, /tmp/mui-lab-pickers, /tmp/mui-v4 ... */
export function scratchOf(spec: PairSpec, side: 'from' | 'to'): string {
  const label = spec[side];
  if (label === 'lab') return spec.product === 'tree-view' ? '/tmp/mui-lab-tree' : '/tmp/mui-lab-pickers';
  return `/tmp/mui-v${label}`;
}

function mainPairs(args: string[]) {
  const from = args[args.indexOf('--from') + 1]!;
  const to = args[args.indexOf('--to') + 1]!;
  const wanted = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--from' && args[i - 1] !== '--to');
  const specs = PAIRS.filter((p) => p.from === from && p.to === to && (wanted.length === 0 || wanted.includes(p.product)));
  if (!specs.length) throw new Error(`no pair ${from} -> ${to} in PAIRS (extract.ts)`);
  const outDir = join(root, 'content', 'migration-types');
  mkdirSync(outDir, { recursive: true });
  for (const spec of specs) {
    const sides = {} as Record<'from' | 'to', Record<string, PackageTypes>>;
    for (const side of ['from', 'to'] as const) {
      const scratch = scratchOf(spec, side);
      if (scratch.startsWith(root)) throw new Error('the scratch folder must be outside the repository');
      const modules = join(scratch, 'node_modules');
      const entries = spec.groups.flatMap((g) => g[side]);
      if (!args.includes('--skip-install') && entries.some((e) => !hasPackage(modules, e))) {
        mkdirSync(scratch, { recursive: true });
        execFileSync('npm', ['install', '--prefix', scratch, '--no-save', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund', ...spec.install[side]], {
          stdio: 'inherit',
          cwd: scratch,
        });
      }
      sides[side] = readSide(modules, spec, side);
    }
    const d = diff(spec.product, sides.from, sides.to);
    d.fromEntries = Object.fromEntries(spec.groups.map((g) => [g.name, g.from]));
    d.toNames = Object.fromEntries(Object.entries(sides.to).map(([g, t]) => [g, { exports: t.exports, members: t.members, ...(t.subpaths ? { subpaths: t.subpaths } : {}) }]));
    const file = join(outDir, `${spec.file}.json`);
    writeFileSync(file, JSON.stringify(d, null, 1) + '\n');
    console.log(`${spec.file}: ${d.removed.length} removed, ${d.added.length} added, ${d.renamed.length} renamed -> ${file}`);
  }
}

function main() {
  const args = process.argv.slice(2);
  if (args.includes('--from') || args.includes('--to')) return mainPairs(args);
  const scratchAt = args.indexOf('--scratch');
  const scratch = scratchAt >= 0 ? resolve(args[scratchAt + 1]!) : '/tmp/mui-v7';
  const wanted = args.filter((a, i) => !a.startsWith('--') && i !== scratchAt + 1);
  if (scratch.startsWith(root)) throw new Error('the scratch folder must be outside the repository');
  const products = PRODUCTS.filter((p) => wanted.length === 0 || wanted.includes(p.product));
  const v7Modules = join(scratch, 'node_modules');
  if (!args.includes('--skip-install')) {
    const missing = products.flatMap((p) => p.packages).filter((p) => !hasPackage(v7Modules, p));
    if (missing.length) {
      mkdirSync(scratch, { recursive: true });
      execFileSync(
        'npm',
        ['install', '--prefix', scratch, ...missing.map((p) => `${p}@7`), '@mui/material@5', '@types/react@18', 'react@18', 'react-dom@18', '--legacy-peer-deps', '--no-audit', '--no-fund'],
        { stdio: 'inherit', cwd: scratch },
      );
    }
  }
  const v8Modules = join(root, 'node_modules');
  const outDir = join(root, 'content', 'migration-types');
  mkdirSync(outDir, { recursive: true });
  for (const p of products) {
    const v7 = readPackages(v7Modules, p.packages, p.types);
    const v8 = readPackages(v8Modules, p.packages, p.types);
    const d = diff(p.product, v7, v8);
    const file = join(outDir, `${p.product}-v7-v8.json`);
    writeFileSync(file, JSON.stringify(d, null, 1) + '\n');
    console.log(`${p.product}: ${d.removed.length} removed, ${d.added.length} added, ${d.renamed.length} renamed -> ${file}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('type-diff.ts')) main();
