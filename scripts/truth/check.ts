/**
 * The truth check of the content build: every inline code span of a page's
 * prose that names an API of the MUI X packages must exist in the installed
 * 8.11.1 type data of the packages the page is about. Names the page itself
 * declares (in its demos, their local modules and its code blocks) count as
 * known, and so do the names of the libraries used beside MUI X. Migration
 * pages also resolve against the committed type-difference data of older
 * majors (`content/migration-types/*.json`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LIBRARIES, type ProductId } from '../../lib/products';
import { PACKAGES, type ProductSlug } from '../api/packages';
import type { CodeSpan } from '../content/markdown';
import { claimsOf, looksLikeApiName, type Claim } from './classify';
import { SHARED_X_PACKAGES, type NameIndex } from './names';

const PRODUCT_OF: Partial<Record<ProductId, ProductSlug>> = Object.fromEntries(LIBRARIES.map((p) => [p.id, p.slug]));

export interface TruthInput {
  /** Content file, for `file:line`. */
  file: string;
  path: string;
  productId: ProductId;
  spans: CodeSpan[];
  /** Identifiers the page declares (demos, local modules, code blocks). */
  declared: Set<string>;
  /** The page's markdown: its lines give each span's sentence, for the plan-claim check. */
  source?: string;
}

export interface TruthResult {
  errors: string[];
  /** Spans that named an API and resolved. */
  verified: number;
  /** Spans marked `<!--not-api-->`. */
  silenced: number;
}

/** Identifiers of a source text (every word that could be a name). */
export function identifiersOf(source: string, into = new Set<string>()): Set<string> {
  for (const m of source.matchAll(/[A-Za-z_$][\w$]*/g)) into.add(m[0]);
  return into;
}

/** Identifiers of a page's demos and the local modules they import (relative `.ts`/`.tsx` files). */
export function declaredInDir(dir: string): Set<string> {
  const out = new Set<string>();
  const seen = new Set<string>();
  const read = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    identifiersOf(src, out);
    for (const m of src.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = resolve(dirname(file), m[1]!);
      for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (/\.tsx?$/.test(candidate)) read(candidate);
    }
  };
  if (existsSync(dir)) for (const f of readdirSync(dir)) if (/\.tsx?$/.test(f)) read(join(dir, f));
  return out;
}

/**
 * The sentences of a markdown line that contain an inline code span: a table
 * row is one unit (its plan mark may sit in another cell), prose splits at
 * sentence ends.
 */
export function sentencesWith(line: string, span: string): string[] {
  const code = `\`${span}\``;
  if (/^\s*\|/.test(line)) return line.includes(code) ? [line] : [];
  return line.split(/(?<=[.!?])\s+(?=[A-Z`*[(])/).filter((s) => s.includes(code));
}

/**
 * The code spans a sentence is about: the list it opens with (`` `a`, `b`
 * and `c` are… ``, links read as their text), else its first code span (a
 * table row's first cell).
 */
export function subjectsOf(sentence: string): string[] {
  const text = sentence.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/^\s*\|\s*/, '');
  const lead = /^(?:The\s+)?(?:`[^`]+`(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)?)+/.exec(text);
  const spans = (t: string) => [...t.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  return lead ? spans(lead[0]) : spans(text).slice(0, 1);
}

/**
 * The paid plan a sentence says its subject needs, if any: a `[pro]` or
 * `[premium]` mark, or Pro/Premium (the plan, the `DataGridPro`-style
 * edition or the `-pro` package) with "only", "needs" or "requires". A
 * sentence that also names the free plan ("all three grids", "the free
 * `DataGrid`", "community") compares plans and claims nothing.
 * @example paidPlanClaim('`headerFilters` needs the Pro plan.') // 'pro'
 */
export function paidPlanClaim(sentence: string): 'pro' | 'premium' | undefined {
  const mark = /\[(pro|premium)\]/.exec(sentence);
  if (mark) return mark[1] as 'pro' | 'premium';
  if (/\b(free|all three|every plan|each plan|community|MIT)\b/i.test(sentence)) return undefined;
  const plan = /(?:\b|[a-z]|-)(Pro|Premium|pro|premium)\b/.exec(sentence.replace(/`@mui\/x-[a-z-]+?(?=-pro|-premium)/g, '`'));
  if (!plan) return undefined;
  if (!/\b(only|needs?|requires?|exclusive)\b|\b(on|in) the (Pro|Premium)\b/i.test(sentence)) return undefined;
  return plan[1]!.toLowerCase() as 'pro' | 'premium';
}

/** Every identifier-looking string of the committed migration type data. */
export function migrationNames(dir: string): Set<string> {
  const out = new Set<string>();
  if (!existsSync(dir)) return out;
  const walk = (v: unknown) => {
    if (typeof v === 'string') identifiersOf(v, out);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        identifiersOf(k, out);
        walk(x);
      }
    }
  };
  for (const f of readdirSync(dir)) if (f.endsWith('.json')) walk(JSON.parse(readFileSync(join(dir, f), 'utf8')));
  return out;
}

function levenshtein(a: string, b: string): number {
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

/** Up to three known names closest to `name` (edit distance, case-insensitive). */
export function closest(name: string, known: Iterable<string>): string[] {
  const lower = name.toLowerCase();
  const limit = Math.max(1, Math.floor(name.length / 3));
  const scored: [number, string][] = [];
  for (const k of known) {
    if (Math.abs(k.length - name.length) > limit) continue;
    const d = levenshtein(lower, k.toLowerCase());
    if (d <= limit) scored.push([d, k]);
  }
  return scored
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))
    .slice(0, 3)
    .map(([, k]) => k);
}

/** A checker bound to one name index: sets are built once per build, not per page. */
export function createTruthChecker(index: NameIndex, root: string, extra: { migration?: Set<string> } = {}) {
  const byProduct = new Map<ProductSlug | 'all', { names: Set<string>; classes: Set<string>; packages: string[] }>();
  const setFor = (product: ProductSlug | undefined) => {
    const key = product ?? 'all';
    let hit = byProduct.get(key);
    if (!hit) {
      const packages = [...PACKAGES.filter((p) => !product || p.product === product).map((p) => p.name), ...SHARED_X_PACKAGES];
      hit = { names: new Set(packages.flatMap((p) => index.packages[p] ?? [])), classes: new Set(packages.flatMap((p) => index.classes[p] ?? [])), packages };
      byProduct.set(key, hit);
    }
    return hit;
  };
  const foreign = new Set(index.foreign);
  const all = setFor(undefined);
  const otherPackage = (name: string) => PACKAGES.find((p) => index.packages[p.name]?.includes(name))?.name;
  const freeProps = new Map(Object.entries(index.freeProps ?? {}).map(([product, names]) => [product, new Set(names)]));

  return function check(input: TruthInput): TruthResult {
    const product = PRODUCT_OF[input.productId];
    const own = setFor(product);
    const migration = input.path.startsWith('/x/migration/') ? (extra.migration ?? new Set<string>()) : new Set<string>();
    const knows = (name: string) => own.names.has(name) || foreign.has(name) || input.declared.has(name) || migration.has(name);
    const scope = product ? own.packages.join(', ') : 'every MUI X package';
    const result: TruthResult = { errors: [], verified: 0, silenced: 0 };
    for (const span of input.spans) {
      const claims = claimsOf(span.value);
      if (!claims.length) continue;
      if (span.silenced) {
        result.silenced += 1;
        continue;
      }
      const problems = claims.flatMap((c) => problemsOf(c));
      if (!problems.length) problems.push(...planProblems(span, claims));
      if (problems.length) result.errors.push(`${input.file}:${span.line}: \`${span.value}\`: ${problems.join('; ')}`);
      else result.verified += 1;
    }
    return result;

    /** A prop of the product's free components, the subject of a sentence that says it needs Pro or Premium. */
    function planProblems(span: CodeSpan, claims: Claim[]): string[] {
      const free = product && freeProps.get(product);
      const line = input.source?.split('\n')[span.line - 1];
      if (!free || !line || claims.length !== 1 || claims[0]!.kind !== 'name' || !free.has(claims[0]!.name)) return [];
      const name = claims[0]!.name;
      for (const sentence of sentencesWith(line, span.value)) {
        if (!subjectsOf(sentence).includes(span.value)) continue;
        const plan = paidPlanClaim(sentence);
        if (plan) {
          const pkg = PACKAGES.find((p) => p.product === product && !p.plan)?.name;
          return [
            `${name} is a prop of the free ${pkg} components, but its sentence says it needs ${plan === 'pro' ? 'Pro' : 'Premium'} (mark the sentence true with <!--not-api--> only if the free component ignores it)`,
          ];
        }
      }
      return [];
    }

    function unknownName(name: string, what = 'name'): string {
      const elsewhere = !own.names.has(name) && product ? otherPackage(name) : undefined;
      if (elsewhere) return `${name} is a ${elsewhere} ${what}, not one of this page's packages (${scope})`;
      const near = closest(name, own.names);
      return `no ${what} ${name} in ${scope} 8.11.1${near.length ? `; closest: ${near.join(', ')}` : ''}`;
    }

    function problemsOf(claim: Claim): string[] {
      switch (claim.kind) {
        case 'name':
          return knows(claim.name) ? [] : [unknownName(claim.name)];
        case 'member': {
          // The head (a component or type) and the last member must exist; the
          // middle is often a local variable (`params.row.id`).
          const [head, ...rest] = claim.path;
          const last = rest[rest.length - 1]!;
          const out: string[] = [];
          if (looksLikeApiName(head!) && !knows(head!)) out.push(unknownName(head!));
          if (looksLikeApiName(last) && !knows(last)) out.push(unknownName(last, 'member'));
          return out;
        }
        case 'import': {
          const [, pkg, ...sub] = /^(@mui\/x-[a-z-]+)(?:\/(.*))?$/.exec(claim.path) ?? [];
          if (!pkg || (!all.packages.includes(pkg) && !existsSync(join(root, 'node_modules', pkg, 'package.json')))) return [`${claim.path} is not an installed MUI X package`];
          const subPath = sub.filter(Boolean).join('/');
          if (subPath && !existsSync(join(root, 'node_modules', pkg, subPath, 'index.d.ts')) && !existsSync(join(root, 'node_modules', pkg, `${subPath}.d.ts`))) {
            return [`${claim.path} is not an import path of ${pkg} 8.11.1`];
          }
          return [];
        }
        case 'class': {
          if (/^Mui-[a-z]/.test(claim.name)) return []; // global state classes (Mui-selected) are Material UI's
          if (own.classes.has(claim.name)) return [];
          const near = closest(claim.name, own.classes);
          return [`no class ${claim.name} in ${scope} 8.11.1${near.length ? `; closest: ${near.join(', ')}` : ''}`];
        }
      }
    }
  };
}
