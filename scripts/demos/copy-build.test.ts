/**
 * Every demo's copy builds and renders in a reader's Vite project: the
 * copyable file of each demo and styling (self-contained when the demo has
 * local modules), TS and JS, from the last content build
 * (dist/kv-bulk.json), is put in one shared project under
 * .cache/copy-build made like Vite's `react-ts` template (create-vite
 * 9.3.0): `tsc -b` with the template's TypeScript (7, the `typescript-7`
 * alias) and options (vite-react-ts.tsconfig.json, one project per date
 * adapter, whose type augmentations conflict), then `vite build` with
 * `@vitejs/plugin-react`, one lazy chunk per copy. The packages are the
 * installed ones, which are the versions the sandboxes pin (with the
 * site's overrides). The built page then mounts copies in Chromium, a
 * batch at a time, and records every console error and uncaught error but
 * MUI X's licence notice. Which copies: TS copies that are not the demo as
 * written (modules inlined, a stylesheet carried: what the site's own demo
 * mounts do not run). All 579 of them took 578 s on a loaded 2-core
 * machine, too much for `npm test`, so by default it mounts every Tree
 * View Pro and CSS-styling copy and every 8th other one (about 80);
 * COPY_RENDER=all mounts them all. JS copies are the same code with the
 * types stripped: built, not mounted. This is the only type-check of the
 * copies: the demos as written are also checked by the content type-check,
 * and edited copies by edited-copy.test.ts.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import type { DemoRecord } from '../../lib/page-record';
import { adapterGroup, templateCompilerOptions } from './typecheck-copies';
import { CHROMIUM_ARGS } from '../chromium-args';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const DIR = join(ROOT, '.cache', 'copy-build');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Without COPY_RENDER=all, one in SAMPLE of the copies that are neither Tree View Pro nor CSS styling is mounted. */
const SAMPLE = 8;
/** Demos mounted at once; a batch with an error is mounted again one demo at a time to name it. */
const BATCH = 16;
/** MUI X's notice of a Pro or Premium package used without a licence key: expected in a reader's new project. */
const LICENCE = /MUI X: (Missing|Invalid|Expired) license key|MUI X Missing license key|^\*+$/;

interface Copy {
  key: string;
  variant: 'TS' | 'JS';
  /** Path under DIR. */
  path: string;
  /** A TS copy that differs from the demo as written (mounted with COPY_RENDER=all). */
  mount: boolean;
  /** Mounted by default: Tree View Pro (pinned packages) and CSS stylings (carried stylesheet). */
  always: boolean;
}

function demoRecords(): DemoRecord[] {
  const entries = JSON.parse(readFileSync(join(ROOT, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
  return entries.filter((e) => e.key.split(':')[1] === 'demo').map((e) => JSON.parse(e.value) as DemoRecord);
}

/** Writes the project; returns its copies. */
function writeProject(demos: DemoRecord[]): Copy[] {
  rmSync(join(DIR, 'src'), { recursive: true, force: true });
  rmSync(join(DIR, 'js'), { recursive: true, force: true });
  rmSync(join(DIR, 'dist'), { recursive: true, force: true });
  const copies: Copy[] = [];
  const groups = new Set<string>();
  for (const d of demos) {
    const group = adapterGroup(d.adapter);
    groups.add(group);
    for (const [styling, source] of Object.entries(d.sources)) {
      const copy = d.copies?.[styling as keyof typeof d.copies];
      const name = d.file.replace(/\.tsx?$/, '');
      for (const variant of ['TS', 'JS'] as const) {
        // TS copies are type-checked: one folder per date adapter (one tsconfig each). JS copies are only built.
        const path = variant === 'TS' ? `src/${group}/${d.id}-${styling}/${name}.tsx` : `js/${d.id}-${styling}/${name}.jsx`;
        mkdirSync(join(DIR, path, '..'), { recursive: true });
        writeFileSync(join(DIR, path), copy?.[variant] ?? source[variant].code);
        const always = styling === 'css' || '@mui/x-tree-view-pro' in (d.sandbox?.[styling as keyof typeof d.sandbox]?.dependencies ?? {});
        copies.push({ key: `${d.id} ${styling} ${variant}`, variant, path, mount: variant === 'TS' && !!copy, always });
      }
    }
  }
  const options = templateCompilerOptions();
  for (const group of groups) {
    const config = { compilerOptions: { ...options, tsBuildInfoFile: `./node_modules/.tmp/${group}.tsbuildinfo` }, include: [`src/${group}`] };
    writeFileSync(join(DIR, `tsconfig.${group}.json`), `${JSON.stringify(config, null, 2)}\n`);
  }
  writeFileSync(join(DIR, 'tsconfig.json'), `${JSON.stringify({ files: [], references: [...groups].map((g) => ({ path: `./tsconfig.${g}.json` })) }, null, 2)}\n`);
  writeFileSync(join(DIR, 'package.json'), '{ "name": "copy-build", "private": true, "type": "module" }\n');
  writeFileSync(
    join(DIR, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()], logLevel: 'warn' });\n",
  );
  writeFileSync(
    join(DIR, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><title>copies</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/entry/main.jsx"></script>\n  </body>\n</html>\n',
  );
  // The page mounts a list of copies, each in a root of its own, and unmounts them: window.mountCopies(keys).
  const loaders = copies.map((c) => `  ${JSON.stringify(c.key)}: () => import('../${c.path}'),`).join('\n');
  mkdirSync(join(DIR, 'entry'), { recursive: true });
  writeFileSync(
    join(DIR, 'entry', 'main.jsx'),
    `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';

const copies = {
${loaders}
};

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

window.mountCopies = async (keys) => {
  const modules = await Promise.all(keys.map((k) => copies[k]()));
  const roots = modules.map((m) => {
    const el = document.createElement('div');
    document.getElementById('root').append(el);
    const root = createRoot(el);
    flushSync(() => root.render(<StrictMode><m.default /></StrictMode>));
    return { root, el };
  });
  await frame();
  await frame();
  for (const { root, el } of roots) {
    root.unmount();
    el.remove();
  }
};
`,
  );
  return copies;
}

/** Serves DIR/dist on a free port of 127.0.0.1. */
async function serveDist(): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const dist = join(DIR, 'dist');
  const server = createServer((req, res) => {
    const path = join(dist, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = path.startsWith(dist) && existsSync(path) && extname(path) ? path : join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

describe('demo copies in a Vite react-ts project', () => {
  const demos = demoRecords();
  let copies: Copy[] = [];
  let mounted = 0;
  const timings: string[] = [];
  afterAll(() => console.log(`copy-build: ${copies.length} copies built, ${mounted} mounted; ${timings.join(', ')}`));

  it('a demo that imports a local module copies a file without relative code imports', () => {
    const withModules = demos.filter((d) => d.copies);
    expect(withModules.length).toBeGreaterThan(0);
    for (const d of withModules) {
      for (const [styling, copy] of Object.entries(d.copies!)) {
        expect(copy.TS, `${d.id} ${styling}`).not.toMatch(/from ['"]\.{1,2}\//);
        expect(copy.JS, `${d.id} ${styling}`).not.toMatch(/from ['"]\.{1,2}\//);
      }
    }
  });

  it('tsc -b and vite build pass', { timeout: 900_000 }, async () => {
    let t = performance.now();
    copies = writeProject(demos);
    expect(copies.length).toBe(demos.reduce((n, d) => n + Object.keys(d.sources).length * 2, 0));
    const tsc = await run(process.execPath, [join(ROOT, 'node_modules', 'typescript-7', 'bin', 'tsc'), '-b', '--pretty', 'false'], { cwd: DIR, maxBuffer: 64 << 20 }).then(
      () => '',
      (e: { stdout?: string; stderr?: string }) => `${e.stdout ?? ''}${e.stderr ?? ''}`,
    );
    expect(tsc.split('\n').filter(Boolean)).toEqual([]);
    timings.push(`tsc -b ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    const vite = await run(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: DIR, maxBuffer: 64 << 20 }).then(
      () => '',
      (e: { stdout?: string; stderr?: string }) => `${e.stdout ?? ''}${e.stderr ?? ''}`,
    );
    expect(vite).toBe('');
    timings.push(`vite build ${((performance.now() - t) / 1000).toFixed(1)} s`);
  });

  it('every copy renders with no console error but the licence notice', { timeout: 900_000 }, async () => {
    expect(existsSync(join(DIR, 'dist', 'index.html')), 'the build above').toBe(true);
    const t = performance.now();
    const server = await serveDist();
    const browser = await chromium.launch({ executablePath: CHROME, args: [...CHROMIUM_ARGS] });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      let errors: string[] = [];
      page.on('console', (m) => {
        if (
          m.type() === 'error' &&
          !LICENCE.test(
            m
              .text()
              .trim()
              .split('\n')
              .find((l) => l.trim() && !/^\*+$/.test(l.trim())) ?? '',
          )
        )
          errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.url);
      await page.waitForFunction(() => 'mountCopies' in window);
      const mount = (keys: string[]) => page.evaluate((k) => (window as Window & { mountCopies?: (keys: string[]) => Promise<void> }).mountCopies!(k), keys);
      const failures: string[] = [];
      const mountable = copies.filter((c) => c.mount);
      expect(mountable.length).toBeGreaterThan(500);
      // The 11 Tree View Pro copies and the 3 CSS-styling ones are always among them.
      expect(mountable.filter((c) => c.always).length).toBeGreaterThanOrEqual(14);
      const keys = mountable.filter((c, i) => process.env.COPY_RENDER === 'all' || c.always || i % SAMPLE === 0).map((c) => c.key);
      expect(keys.length).toBeGreaterThan(mountable.length / SAMPLE);
      mounted = keys.length;
      for (let i = 0; i < keys.length; i += BATCH) {
        const batch = keys.slice(i, i + BATCH);
        errors = [];
        await mount(batch);
        if (!errors.length) continue;
        for (const key of batch) {
          errors = [];
          await mount([key]);
          if (errors.length) failures.push(`${key}: ${errors[0]!.slice(0, 300)}`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
    timings.push(`render ${((performance.now() - t) / 1000).toFixed(1)} s`);
  });
});
