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
import { dirname, join } from 'node:path';

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
  /** The package whose installed version the result line prints. */
  tool: string;
  deps: string[];
  files: Record<string, string>;
  /** Commands run in order; the scenario passes when all of them exit 0. */
  checks: [string, ...string[]][];
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
  tool: 'webpack',
  deps: [`webpack@${version}`, 'webpack-cli@6', ...(withCssLoader ? ['css-loader@7', 'style-loader@4'] : [])],
  files: { 'src/index.js': APP, 'webpack.config.js': webpackConfig(withCssLoader) },
  checks: [['npx', 'webpack']],
});

const vite = (version: string): Scenario => ({
  name: `vite-${version}`,
  note: `Vite ${version} production build with no configuration`,
  tool: 'vite',
  deps: [`vite@${version}`],
  files: {
    'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/index.js"></script></body></html>\n',
    'src/index.js': APP,
  },
  checks: [['npx', 'vite', 'build']],
});

/** A client component with the grid, shared by both Next.js routers. */
const NEXT_GRID = `'use client';
import { DataGrid } from '@mui/x-data-grid';

const rows = [{ id: 1, name: 'Ada' }];
const columns = [{ field: 'name', headerName: 'Name' }];
export default function Grid() {
  return <div style={{ height: 300 }}><DataGrid rows={rows} columns={columns} /></div>;
}
`;
/** Sets the licence key once, on the client, before any grid renders (App Router). */
const NEXT_LICENSE = `'use client';
import { LicenseInfo } from '@mui/x-license';

LicenseInfo.setLicenseKey(process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY ?? '');
export default function MuiXLicense() {
  return null;
}
`;

/**
 * Next.js: `next build` prerenders the page, so the grid's module (and its
 * CSS import) is loaded on the server during the build as well as bundled.
 * `transpile` adds `transpilePackages` for the grid to next.config.
 */
const next = (version: string, router: 'app' | 'pages', transpile = false): Scenario => ({
  name: `next-${version}-${router}${transpile ? '-transpile' : ''}`,
  note: `Next.js ${version} ${router === 'app' ? 'App' : 'Pages'} Router${transpile ? " with transpilePackages: ['@mui/x-data-grid']" : ', default next.config'}`,
  tool: 'next',
  deps: [`next@${version}`, '@mui/x-license@8.11.1'],
  files: {
    'next.config.js': `module.exports = {${transpile ? " transpilePackages: ['@mui/x-data-grid'] " : ''}};\n`,
    'components/Grid.js': NEXT_GRID,
    ...(router === 'app'
      ? {
          'components/MuiXLicense.js': NEXT_LICENSE,
          'app/layout.js': `import MuiXLicense from '../components/MuiXLicense';

export default function RootLayout({ children }) {
  return <html lang="en"><body><MuiXLicense />{children}</body></html>;
}
`,
          'app/page.js': `import Grid from '../components/Grid';

export default function Page() {
  return <Grid />;
}
`,
        }
      : {
          'pages/_app.js': `import { LicenseInfo } from '@mui/x-license';

LicenseInfo.setLicenseKey(process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY ?? '');
export default function App({ Component, pageProps }) {
  return <Component {...pageProps} />;
}
`,
          'pages/index.js': `import Grid from '../components/Grid';

export default function Page() {
  return <Grid />;
}
`,
        }),
  },
  checks: [['npx', 'next', 'build']],
});

/**
 * React Router 7 framework mode (the successor of Remix): `react-router build`
 * makes a client and a server bundle; importing the server bundle in Node is
 * what `react-router-serve` does first, and it loads the grid there.
 */
const reactRouter = (version: string, noExternal: boolean): Scenario => ({
  name: `react-router-${version}${noExternal ? '-noexternal' : ''}`,
  note: `React Router ${version} framework mode (SSR)${noExternal ? " with ssr.noExternal: ['@mui/x-data-grid']" : ', default vite.config'}, build then import the server build`,
  tool: 'react-router',
  deps: [`react-router@${version}`, `@react-router/dev@${version}`, `@react-router/node@${version}`, `@react-router/serve@${version}`, 'isbot@5', 'vite@7'],
  files: {
    'package.json': JSON.stringify({ name: 'rr', private: true, type: 'module' }, null, 2),
    'vite.config.js': `import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [reactRouter()]${noExternal ? ", ssr: { noExternal: ['@mui/x-data-grid'] }" : ''} });
`,
    'app/root.jsx': `import { Outlet, Scripts } from 'react-router';

export default function Root() {
  return <html lang="en"><body><Outlet /><Scripts /></body></html>;
}
`,
    'app/routes.js': `import { index } from '@react-router/dev/routes';

export default [index('routes/home.jsx')];
`,
    'app/routes/home.jsx': `import { DataGrid } from '@mui/x-data-grid';

const rows = [{ id: 1, name: 'Ada' }];
const columns = [{ field: 'name', headerName: 'Name' }];
export default function Home() {
  return <div style={{ height: 300 }}><DataGrid rows={rows} columns={columns} /></div>;
}
`,
  },
  checks: [
    ['npx', 'react-router', 'build'],
    ['node', '-e', "import('./build/server/index.js').then(() => console.log('server build loads'))"],
  ],
});

/**
 * A test that renders the grid in jsdom and looks for its column header. The
 * runners get a 60 s test timeout: the first render can pass 5 s on a busy
 * machine, and this checks module loading, not speed.
 */
const GRID_TEST = (
  esm: boolean,
) => `${esm ? "import { test, expect } from 'vitest';\nimport { createElement } from 'react';\nimport { act } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport { DataGrid } from '@mui/x-data-grid';\n" : "const { createElement, act } = require('react');\nconst { createRoot } = require('react-dom/client');\nconst { DataGrid } = require('@mui/x-data-grid');\n"}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
test('renders the grid', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    createRoot(host).render(createElement(DataGrid, { rows: [{ id: 1, name: 'Ada' }], columns: [{ field: 'name', headerName: 'Name' }] }));
  });
  expect(host.querySelector('.MuiDataGrid-root')).not.toBeNull();
  expect(host.textContent).toContain('Name');
});
`;

/**
 * Jest with jsdom. `mapCss` maps `.css` imports to an empty module;
 * `textEncoder` adds Node's TextEncoder to the jsdom globals in a setup file
 * (jsdom has none, and @mui/x-internals creates one when it loads).
 */
const jest = (version: string, mapCss: boolean, textEncoder: boolean): Scenario => ({
  name: `jest-${version}${mapCss ? '-css-mapper' : ''}${textEncoder ? '-textencoder' : ''}`,
  note: `Jest ${version} (jsdom)${mapCss ? " with moduleNameMapper { '\\.css$': '<rootDir>/styleStub.js' }" : ', no CSS mapping'}${textEncoder ? ', setupFiles defining TextEncoder from node:util' : ''}`,
  tool: 'jest',
  deps: [`jest@${version}`, `jest-environment-jsdom@${version}`],
  files: {
    'grid.test.js': GRID_TEST(false),
    'styleStub.js': 'module.exports = {};\n',
    'jest.setup.js': "const { TextEncoder } = require('node:util');\n\nglobalThis.TextEncoder ??= TextEncoder;\n",
    'jest.config.js': `module.exports = { testEnvironment: 'jsdom', testTimeout: 60_000${mapCss ? ", moduleNameMapper: { '\\\\.css$': '<rootDir>/styleStub.js' }" : ''}${textEncoder ? ", setupFiles: ['<rootDir>/jest.setup.js']" : ''} };\n`,
  },
  checks: [['npx', 'jest', '--ci']],
});

/**
 * Vitest with jsdom; `inline` processes the grid with Vite instead of loading
 * it in Node. `node22` runs it on Node 22 from npm (`node@22`): Vitest 5 needs
 * Node 22.12 or later (on Node 20 it stops at `Map.groupBy`).
 */
const vitest = (version: string, inline: boolean, node22 = false): Scenario => ({
  name: `vitest-${version}${inline ? '-inline' : ''}`,
  note: `Vitest ${version} (jsdom)${inline ? " with test.server.deps.inline: ['@mui/x-data-grid']" : ', default config'}`,
  tool: 'vitest',
  deps: [`vitest@${version}`, 'jsdom@26', ...(node22 ? ['node@22'] : [])],
  files: {
    'package.json': JSON.stringify({ name: 'vt', private: true, type: 'module' }, null, 2),
    'grid.test.js': GRID_TEST(true),
    'vitest.config.js': `import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { environment: 'jsdom', testTimeout: 60_000${inline ? ", server: { deps: { inline: ['@mui/x-data-grid'] } }" : ''} } });
`,
  },
  checks: [node22 ? ['./node_modules/node/bin/node', 'node_modules/vitest/vitest.mjs', 'run'] : ['npx', 'vitest', 'run']],
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
  // Next.js 15.5 was current when 8.11.1 shipped.
  next('15.5', 'app'),
  next('15.5', 'pages'),
  next('15.5', 'pages', true),
  next('latest', 'app'),
  next('latest', 'pages'),
  next('latest', 'pages', true),
  // The @react-router/* packages release in lockstep: pin one version for all.
  reactRouter('7.18.4', false),
  reactRouter('7.18.4', true),
  // Jest 30 and Vitest 3.2 were current when 8.11.1 shipped.
  jest('30', false, false),
  jest('30', true, false),
  jest('30', false, true),
  jest('30', true, true),
  vitest('3.2', false),
  vitest('3.2', true),
  vitest('latest', false, true),
  vitest('latest', true, true),
];

/** Builds run in production mode; test runners set their own NODE_ENV ('test'). */
function commandEnv(args: string[]): string {
  return args.some((a) => /^(jest|vitest)$|vitest\.mjs$/.test(a)) ? 'test' : 'production';
}

function run([command, ...args]: [string, ...string[]], cwd: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: commandEnv(args), NEXT_TELEMETRY_DISABLED: '1', CI: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
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
  for (const dir of new Set(Object.keys(s.files).map((f) => dirname(join(cwd, f))))) mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(s.files)) writeFileSync(join(cwd, file), text);
  const install = run(['npm', 'install', '--no-audit', '--no-fund', '--loglevel=error', ...BASE_DEPS, ...s.deps], cwd);
  if (!install.ok) {
    console.log(`${s.name}: install failed: ${install.output.trim().split('\n').slice(-3).join(' | ')}`);
    continue;
  }
  let result = { ok: true, output: '' };
  for (const check of s.checks) {
    result = run(check, cwd);
    if (!result.ok) break;
  }
  // The first error line and the two after it (webpack names the file, then the reason).
  const lines = result.output.split('\n').filter((l) => l.trim());
  // Prefer the line that names the error over a summary such as "1 failed".
  const named = lines.findIndex((l) => /[a-z]*error\b|ERR_|parse failed|cannot be|unknown file/i.test(l));
  const at = named >= 0 ? named : lines.findIndex((l) => /error|failed/i.test(l));
  const firstError =
    at < 0
      ? ''
      : lines
          .slice(at, at + 3)
          .map((l) => l.trim())
          .join(' / ');
  console.log(`${s.name} (${s.tool} ${installedVersion(cwd, s.tool)}, ${s.note}): ${result.ok ? 'OK' : `FAILED: ${firstError}`}`);
}
