/**
 * Type-checks the content's TypeScript (demos, their local modules, content
 * tests) against the installed packages. A pickers date adapter augments the
 * packages' types for the whole program it is in (`AdapterDateFns` makes
 * every picker value a `Date`), as it would in a reader's app with that one
 * adapter; so demos are checked in one program per adapter: one for every
 * demo on Day.js or on no adapter, and one for each other adapter. Demos
 * are checked as a reader's browser project sees them (DOM, no Node types);
 * the content's own tests (`*.test.ts`) in a program of their own, with
 * Node's types.
 *
 *   npx tsx scripts/typecheck-content.ts [content-dir]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { cachingHost } from './ts-host';
import { templateCompilerOptions } from './demos/typecheck-copies';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
/** The lint options of Vite's react-ts template (scripts/demos/vite-react-ts.tsconfig.json), which a reader's copy meets. */
const TEMPLATE_LINT: ts.CompilerOptions = ts.convertCompilerOptionsFromJson(
  Object.fromEntries(Object.entries(templateCompilerOptions()).filter(([k]) => ['noUnusedLocals', 'noUnusedParameters', 'erasableSyntaxOnly', 'noFallthroughCasesInSwitch'].includes(k))),
  ROOT,
).options;
const ADAPTER = /['"]@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)['"]/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** Adapter a file uses, through its relative imports too ('default' for Day.js or none). */
function adapterGroups(files: string[]): Map<string, string[]> {
  const direct = new Map<string, string | undefined>();
  const sources = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  for (const [f, src] of sources) direct.set(f, ADAPTER.exec(src)?.[1]);
  const groupOf = (f: string, seen = new Set<string>()): string | undefined => {
    if (seen.has(f)) return undefined;
    seen.add(f);
    const own = direct.get(f);
    if (own && own !== 'AdapterDayjs') return own;
    for (const m of (sources.get(f) ?? '').matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = resolve(dirname(f), m[1]!);
      const target = [base, `${base}.ts`, `${base}.tsx`].find((c) => sources.has(c));
      const g = target && groupOf(target, seen);
      if (g) return g;
    }
    return undefined;
  };
  const groups = new Map<string, string[]>();
  for (const f of files) {
    const g = groupOf(f) ?? 'default';
    groups.set(g, [...(groups.get(g) ?? []), f]);
  }
  return groups;
}

/** Diagnostics of every group, as `file:line: message` lines. */
export function typecheckContent(contentDir = join(ROOT, 'content')): { problems: string[]; groups: Map<string, number> } {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const problems: string[] = [];
  const sizes = new Map<string, number>();
  const all = walk(contentDir);
  const isTest = (f: string) => /\.test\.tsx?$/.test(f);
  const tests = all.filter(isTest);
  const groups = adapterGroups(all.filter((f) => !isTest(f)));
  if (tests.length) groups.set('tests', tests);
  for (const [group, files] of groups) {
    sizes.set(group, files.length);
    // Demos and their modules get a reader's browser project: the DOM, no Node types, and the lint
    // options of Vite's react-ts template (what Copy gives them must pass a reader's `tsc -b`;
    // scripts/demos/copy-build.test.ts builds the copies with the template itself). The content's own tests run in Node.
    const programOptions = { ...options, ...(group === 'tests' ? {} : { types: [], ...TEMPLATE_LINT }), noEmit: true, incremental: false };
    const program = ts.createProgram(files, programOptions, cachingHost(programOptions));
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const where = d.file ? `${relative(ROOT, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ` : '';
      problems.push(`${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    }
  }
  return { problems, groups: sizes };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const t0 = performance.now();
  const { problems, groups } = typecheckContent(process.argv[2] ? resolve(process.argv[2]) : undefined);
  const summary = [...groups].map(([g, n]) => `${g} ${n}`).join(', ');
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`type-check (content): ${problems.length} problem(s) [${summary}]`);
    process.exit(1);
  }
  console.log(`type-check (content): ${[...groups.values()].reduce((a, b) => a + b, 0)} files in ${groups.size} program(s) by date adapter [${summary}] in ${Math.round(performance.now() - t0)} ms`);
}
