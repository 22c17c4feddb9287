/**
 * The StackBlitz / CodeSandbox project of one demo per product and per
 * styling, made exactly as the toolbar makes it (the compiler's
 * self-contained TS and JS sources, the build's sandbox data,
 * lib/sandbox.ts), written to a folder, type-checked with the TypeScript
 * API against the installed packages, and bundled with esbuild: proof that
 * what the reader opens builds.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { build, type Plugin } from 'esbuild';
import ts from 'typescript';
import { cachingHost } from '../ts-host';
import { afterAll, describe, expect, it } from 'vitest';
import type { CodeStyling, CodeVariant } from '../../lib/page-record';
import { codesandboxForm, sandboxProject, stackblitzForm, type SandboxInput } from '../../lib/sandbox';
import { readDemoGraph } from './analyze';
import { compileOutput } from './compile-output';
import { candidatesOf } from './tailwind';
import { demoSandbox, installedVersion, packageOf } from './sandbox';

const root = join(import.meta.dirname, '..', '..');
const pages = join(root, 'content', 'pages');
const SUFFIX: Record<CodeStyling, string> = { system: '.tsx', tailwind: '.tailwind.tsx', css: '.css.tsx' };

const CASES: { product: string; demo: string; styling: CodeStyling; expectCss?: string }[] = [
  { product: 'grid', demo: 'react-data-grid/filtering/QuickFilterToolbar', styling: 'system' },
  { product: 'grid', demo: 'react-data-grid/filtering/QuickFilterToolbar', styling: 'tailwind', expectCss: '.font-semibold' },
  { product: 'grid', demo: 'react-data-grid/filtering/QuickFilterToolbar', styling: 'css', expectCss: '.quick-filter-toolbar' },
  { product: 'pickers', demo: 'react-date-pickers/date-picker/ControlledDatePicker', styling: 'system' },
  { product: 'charts', demo: 'react-charts/pie/LegendCardPie', styling: 'system' },
  { product: 'charts', demo: 'react-charts/pie/LegendCardPie', styling: 'tailwind', expectCss: '.rounded' },
  { product: 'charts', demo: 'react-charts/pie/LegendCardPie', styling: 'css', expectCss: '.LegendCardPie-card' },
  { product: 'tree view', demo: 'react-tree-view/simple-tree-view/items/ControlledExpansionTree', styling: 'system' },
  // 8.10.1 links only with the @mui/x-tree-view the site overrides it with: the project carries the override.
  { product: 'tree view pro', demo: 'react-tree-view/rich-tree-view/ordering/ReorderBacklog', styling: 'system' },
];

// Inside the repository, so the project resolves the installed packages like a fresh install would.
mkdirSync(join(root, '.cache'), { recursive: true });
const tmp = mkdtempSync(join(root, '.cache', 'sandbox-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function inputOf(demo: string, styling: CodeStyling, variant: CodeVariant): Promise<SandboxInput> {
  const file = join(pages, demo + SUFFIX[styling]);
  const graph = readDemoGraph(root, file);
  const out = await compileOutput({ root, styling, files: graph.files, contents: [...graph.contents], packages: graph.packages });
  const name = demo.split('/').pop()!;
  return {
    name,
    title: `${name} - test`,
    description: 'test',
    code: out.copy?.[variant] ?? out.sources[variant].code,
    variant,
    styling,
    sandbox: demoSandbox(root, graph, styling),
  };
}

function write(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** Type errors of the project under its own tsconfig.json. */
function typeErrors(dir: string): string[] {
  const config = ts.readConfigFile(join(dir, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dir);
  expect(parsed.errors).toEqual([]);
  expect(parsed.fileNames.map((f) => f.slice(dir.length + 1)).sort()).toEqual(expect.arrayContaining(['src/index.tsx', 'vite.config.ts']));
  const program = ts.createProgram(parsed.fileNames, parsed.options, cachingHost(parsed.options));
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n') + (d.file ? ` (${d.file.fileName})` : ''));
}

/** The project's Tailwind entry compiled by the installed Tailwind, for the demo's class names. */
function tailwindPlugin(dir: string, sources: string[]): Plugin {
  return {
    name: 'tailwind-entry',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]index\.css$/ }, async (args) => {
        const compiler = await compile(readFileSync(args.path, 'utf8'), { base: dir, onDependency: () => undefined });
        return { contents: optimize(compiler.build(sources.flatMap(candidatesOf))).code, loader: 'css' };
      });
    },
  };
}

describe('sandbox projects build', () => {
  for (const c of CASES) {
    for (const variant of ['TS', 'JS'] as const) {
      it(`${c.product}, ${c.styling}, ${variant}: ${c.demo.split('/').pop()}`, { timeout: 120_000 }, async () => {
        const input = await inputOf(c.demo, c.styling, variant);
        const project = sandboxProject(input);
        const dir = join(tmp, `${input.name}-${c.styling}-${variant}`);
        write(dir, project.files);

        // package.json: every package the project imports, at the installed version.
        const pkg = JSON.parse(project.files['package.json']!) as {
          dependencies: Record<string, string>;
          devDependencies: Record<string, string>;
          overrides?: Record<string, Record<string, string>>;
          resolutions?: Record<string, string>;
        };
        if (c.product === 'tree view pro') {
          const fixed = installedVersion(join(root, 'node_modules', '@mui/x-tree-view-pro'), '@mui/x-tree-view')!;
          expect(pkg.overrides).toEqual({ '@mui/x-tree-view-pro': { '@mui/x-tree-view': fixed } });
          expect(pkg.resolutions).toEqual({ '@mui/x-tree-view-pro/@mui/x-tree-view': fixed });
        } else expect(pkg.overrides).toBeUndefined();
        const imported = new Set<string>();
        for (const [path, content] of Object.entries(project.files)) {
          if (!/\.[jt]sx?$/.test(path)) continue;
          for (const f of ts.preProcessFile(content, true, true).importedFiles) if (!f.fileName.startsWith('.')) imported.add(packageOf(f.fileName));
        }
        for (const name of imported) {
          const version = pkg.dependencies[name] ?? pkg.devDependencies[name];
          expect(version, name).toBeDefined();
          // The Tailwind plugin is not installed here; it goes with tailwindcss's version.
          expect(version).toBe(installedVersion(root, name === '@tailwindcss/vite' ? 'tailwindcss' : name));
        }
        expect(Object.keys(pkg.devDependencies).some((n) => n === 'typescript')).toBe(variant === 'TS');
        expect('tailwindcss' in pkg.devDependencies).toBe(c.styling === 'tailwind');

        if (variant === 'TS') {
          // @tailwindcss/vite is not installed in this repository: its default export, declared as Vite's plugin type.
          if (c.styling === 'tailwind')
            writeFileSync(join(dir, 'src', 'tailwindcss-vite.d.ts'), "declare module '@tailwindcss/vite' {\n  const plugin: () => import('vite').Plugin;\n  export default plugin;\n}\n");
          expect(typeErrors(dir)).toEqual([]);
        }

        const result = await build({
          entryPoints: [join(dir, project.main.replace(/[^/]+$/, `index.${variant === 'TS' ? 'tsx' : 'jsx'}`))],
          absWorkingDir: dir,
          bundle: true,
          write: false,
          outdir: join(dir, 'dist'),
          format: 'esm',
          platform: 'browser',
          jsx: 'automatic',
          minify: true,
          logLevel: 'silent',
          define: { 'process.env.NODE_ENV': '"production"' },
          plugins: c.styling === 'tailwind' ? [tailwindPlugin(dir, [input.code])] : [],
        });
        expect(result.errors).toEqual([]);
        const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!;
        expect(js.text.length).toBeGreaterThan(50_000);
        // A CSS styling's copy carries its stylesheet as a string it adds to the page (no ./X.css import), so
        // the rules may sit in the JS bundle rather than a CSS output; either way the project must carry them.
        if (c.expectCss) {
          const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
          expect(c.styling === 'css' ? css + js.text : css).toContain(c.expectCss);
        }

        // Both forms carry the same project.
        const sb = stackblitzForm(input, project);
        expect(sb.fields.find(([k]) => k === `project[files][${project.main}]`)?.[1]).toBe(project.files[project.main]);
        expect(codesandboxForm(input, project).fields[0]![1].length).toBeGreaterThan(100);
      });
    }
  }
});
