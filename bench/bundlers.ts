/**
 * `npm run bench:bundlers`: builds a minimal app that renders `DataGrid`
 * (@mui/x-data-grid 8.11.1, whose code imports its own stylesheet) with
 * each bundler setup the docs give advice for, and prints whether the build
 * passed and the first error line when it did not. The install/bundling
 * notes in content/pages (Data Grid quickstart, Installation) quote these
 * results; rerun this after changing them.
 *
 * Every scenario is a fresh npm project in a scratch folder (BUNDLERS_DIR,
 * default /tmp/mui-x-bundlers), so it needs the npm registry. Pass scenario
 * names as arguments to run only those: `npm run bench:bundlers -- vite-latest`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = process.env.BUNDLERS_DIR ?? '/tmp/mui-x-bundlers';
const GRID = '@mui/x-data-grid@8.11.1';
const BASE_DEPS = [GRID, '@mui/material@7', '@emotion/react@11', '@emotion/styled@11', 'react@19', 'react-dom@19'];

/** The app: plain JS with createElement, so no bundler needs a JSX loader. */
const APP = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { DataGrid } from '@mui/x-data-grid';

const rows = [{ id: 1, name: 'Ada' }];
const columns = [{ field: 'name', headerName: 'Name' }];
createRoot(document.getElementById('root')).render(createElement('div', { style: { height: 300 } }, createElement(DataGrid, { rows, columns })));
`;

interface Scenario {
  name: string;
  /** What the reader would run, as the docs would describe it. */
  note: string;
  deps: string[];
  files: Record<string, string>;
  build: [string, ...string[]];
}

const webpackConfig = (withCssLoader: boolean) => `module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: { path: __dirname + '/dist' },
  performance: { hints: false },${withCssLoader ? "\n  module: { rules: [{ test: /\\.css$/, use: ['style-loader', 'css-loader'] }] }," : ''}
};
`;

const webpack = (version: string, withCssLoader: boolean): Scenario => ({
  name: `webpack-${version}${withCssLoader ? '-css-loader' : ''}`,
  note: `webpack ${version}${withCssLoader ? ' with style-loader and css-loader' : ' with no CSS rule'}`,
  deps: [`webpack@${version}`, 'webpack-cli@6', ...(withCssLoader ? ['css-loader@7', 'style-loader@4'] : [])],
  files: { 'src/index.js': APP, 'webpack.config.js': webpackConfig(withCssLoader) },
  build: ['npx', 'webpack'],
});

const vite = (version: string): Scenario => ({
  name: `vite-${version}`,
  note: `Vite ${version} production build with no configuration`,
  deps: [`vite@${version}`],
  files: {
    'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/index.js"></script></body></html>\n',
    'src/index.js': APP,
  },
  build: ['npx', 'vite', 'build'],
});

const SCENARIOS: Scenario[] = [
  // 5.101 was the current webpack when 8.11.1 shipped (August-September 2025).
  webpack('5.101', false),
  webpack('5.101', true),
  // Around the first release that bundles a plain .css import with no rule.
  webpack('5.105', false),
  webpack('5.108', false),
  webpack('5.109', false),
  webpack('latest', false),
  vite('7.1'),
  vite('latest'),
];

function run([command, ...args]: [string, ...string[]], cwd: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}\n${e.stderr ?? ''}` };
  }
}

function installedVersion(cwd: string, pkg: string): string {
  const r = run(['node', '-p', `require('${pkg}/package.json').version`], cwd);
  return r.ok ? r.output.trim() : '?';
}

const wanted = process.argv.slice(2);
const chosen = wanted.length ? SCENARIOS.filter((s) => wanted.includes(s.name)) : SCENARIOS;
mkdirSync(DIR, { recursive: true });
for (const s of chosen) {
  const cwd = join(DIR, s.name);
  if (existsSync(cwd)) rmSync(cwd, { recursive: true, force: true });
  mkdirSync(join(cwd, 'src'), { recursive: true });
  writeFileSync(join(cwd, 'package.json'), JSON.stringify({ name: s.name, private: true }, null, 2));
  for (const [file, text] of Object.entries(s.files)) writeFileSync(join(cwd, file), text);
  const install = run(['npm', 'install', '--no-audit', '--no-fund', '--loglevel=error', ...BASE_DEPS, ...s.deps], cwd);
  if (!install.ok) {
    console.log(`${s.name}: install failed: ${install.output.trim().split('\n').slice(-3).join(' | ')}`);
    continue;
  }
  const tool = s.name.startsWith('vite') ? 'vite' : 'webpack';
  const result = run(s.build, cwd);
  // The first error line and the one after it (webpack names the file, then the reason).
  const lines = result.output.split('\n').filter((l) => l.trim());
  const at = lines.findIndex((l) => /error|failed/i.test(l));
  const firstError =
    at < 0
      ? ''
      : lines
          .slice(at, at + 2)
          .map((l) => l.trim())
          .join(' / ');
  console.log(`${s.name} (${tool} ${installedVersion(cwd, tool)}, ${s.note}): ${result.ok ? 'build OK' : `build FAILED: ${firstError}`}`);
}
