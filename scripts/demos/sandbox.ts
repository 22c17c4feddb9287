/**
 * The build's half of "Open in StackBlitz / CodeSandbox" (lib/sandbox.ts):
 * which packages a demo's project needs and at which versions, read from
 * the installed packages (the versions the site is built and tested with),
 * the fix-ups the site installs them with (the root package.json's
 * `overrides` of a demo's dependency, e.g. the `@mui/x-tree-view` that
 * `@mui/x-tree-view-pro` 8.10.1 gets), and the local stylesheets the demo
 * imports. Nothing is hard-coded: a package that is not installed, or not
 * installed as overridden, fails the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { DemoSandbox } from '../../lib/sandbox';
import type { CodeStyling } from '../../lib/page-record';
import type { DemoGraph } from './analyze';

/** Packages every demo project needs beside its own imports (React and MUI's peers). */
const PEERS = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];
const TOOLING = ['vite', 'typescript', '@types/react', '@types/react-dom'];

const versions = new Map<string, string | undefined>();

/** Installed version of a package as `root` resolves it, or undefined when it is not installed. */
export function installedVersion(root: string, name: string): string | undefined {
  const key = `${root}\0${name}`;
  if (!versions.has(key)) {
    // Node's own lookup: the nearest node_modules folder up from root that holds the package.
    let version: string | undefined;
    for (let dir = root; ; dir = dirname(dir)) {
      const file = join(dir, 'node_modules', name, 'package.json');
      if (existsSync(file)) {
        version = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
        break;
      }
      if (dirname(dir) === dir) break;
    }
    versions.set(key, version);
  }
  return versions.get(key);
}

const rootOverrides = new Map<string, Record<string, unknown>>();

/**
 * The root package.json's npm `overrides` of a dependency's own
 * dependencies (`{ "@mui/x-tree-view-pro": { "@mui/x-tree-view": "8.10.2" } }`),
 * checked against what is installed under that dependency.
 */
export function dependencyOverrides(root: string, name: string, demo: string): Record<string, string> | undefined {
  if (!rootOverrides.has(root)) {
    // A root without a package.json (a test's temporary content root) has no overrides.
    const file = join(root, 'package.json');
    const pkg = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { overrides?: Record<string, unknown> }) : {};
    rootOverrides.set(root, pkg.overrides ?? {});
  }
  const entry = rootOverrides.get(root)![name];
  if (!entry || typeof entry !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [dep, version] of Object.entries(entry)) {
    if (typeof version !== 'string' || dep === '.') continue;
    // Where Node resolves `dep` from inside `name`: its own node_modules first.
    const installed = installedVersion(join(root, 'node_modules', name), dep);
    if (installed !== version) throw new Error(`${demo}: ${name} should have ${dep} ${version} (package.json overrides), found ${installed ?? 'none'}: run npm install`);
    out[dep] = version;
  }
  return Object.keys(out).length ? out : undefined;
}

function required(root: string, name: string, demo: string): string {
  const v = installedVersion(root, name);
  if (!v) throw new Error(`${demo}: the package "${name}" of its sandbox project is not installed`);
  return v;
}

/**
 * Package name of a module specifier.
 * @example packageOf('@mui/x-date-pickers/AdapterDayjs') // '@mui/x-date-pickers'
 */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The sandbox data of one styling variant of a demo (its graph as the compiler read it). */
export function demoSandbox(root: string, graph: DemoGraph, styling: CodeStyling): DemoSandbox {
  const entry = graph.files[0]!;
  const demo = relative(root, entry);
  const names = new Set([...PEERS, ...graph.packages.map(packageOf), ...(graph.adapter ? [graph.adapter] : [])]);
  const dependencies: Record<string, string> = {};
  for (const name of [...names].sort()) dependencies[name] = required(root, name, demo);
  const devDependencies: Record<string, string> = {};
  for (const name of TOOLING) devDependencies[name] = required(root, name, demo);
  // Type packages of dependencies that ship none of their own (moment-jalaali, …).
  for (const name of Object.keys(dependencies)) {
    const types = `@types/${name.replace(/^@([^/]+)\//, '$1__')}`;
    const v = installedVersion(root, types);
    if (v && !TOOLING.includes(types)) devDependencies[types] = v;
  }
  if (styling === 'tailwind') {
    const tw = required(root, 'tailwindcss', demo);
    devDependencies.tailwindcss = tw;
    // Tailwind's Vite plugin is released in lockstep with tailwindcss (same version number).
    devDependencies['@tailwindcss/vite'] = tw;
  }
  const out: DemoSandbox = { dependencies, devDependencies };
  for (const name of Object.keys(dependencies)) {
    const fix = dependencyOverrides(root, name, demo);
    if (fix) (out.overrides ??= {})[name] = fix;
  }
  if (graph.stylesheets.length) {
    out.files = Object.fromEntries(graph.stylesheets.map((f) => [relative(dirname(entry), f).split('\\').join('/'), graph.contents.get(f)!]));
  }
  return out;
}
