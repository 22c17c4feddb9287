/**
 * "Open in StackBlitz" and "Open in CodeSandbox": a complete Vite project
 * made from one demo (its self-contained source in the reader's language
 * and styling, an entry file, index.html, the Vite and TypeScript
 * configuration, the styling's CSS or Tailwind setup, and a package.json
 * with the exact versions the site was built with), and the fields of each
 * service's documented POST form API. Pure: the client builds the form on
 * click, the unit test builds the same project on disk and bundles it.
 */
import type { CodeStyling, CodeVariant } from './code-choice';
import { compressToBase64 } from 'lz-string';

/** What the build knows about a demo's project, per styling (`DemoRecord.sandbox`). */
export interface DemoSandbox {
  /** Runtime packages (the demo's imports, their peers, the date library) at the installed versions. */
  dependencies: Record<string, string>;
  /** Tooling at the installed versions: vite, typescript and `@types/*` (TS only), tailwindcss (Tailwind only). */
  devDependencies: Record<string, string>;
  /** Local stylesheets the demo imports, by path relative to the demo file. */
  files?: Record<string, string>;
  /**
   * Versions forced on a dependency's own dependencies, as the site installs
   * them (npm `overrides`): `@mui/x-tree-view-pro` 8.10.1 pins a
   * `@mui/x-tree-view` that lacks an export it imports.
   */
  overrides?: Record<string, Record<string, string>>;
}

export interface SandboxInput {
  /** Demo component name, e.g. `FirstGrid`. */
  name: string;
  /** Title of the sandbox, e.g. `FirstGrid - Data Grid quickstart`. */
  title: string;
  description: string;
  /** The demo's self-contained source in `variant` and `styling`. */
  code: string;
  variant: CodeVariant;
  styling: CodeStyling;
  sandbox: DemoSandbox;
}

/** A project: file contents by path, and the file to open first. */
export interface SandboxProject {
  files: Record<string, string>;
  main: string;
}

/** A form to POST: its action URL and fields, in order. */
export interface SandboxForm {
  action: string;
  fields: [string, string][];
}

/** Where the forms go: the Content-Security-Policy's `form-action` allows these origins. */
export const STACKBLITZ_ORIGIN = 'https://stackblitz.com';
export const CODESANDBOX_ORIGIN = 'https://codesandbox.io';

const TS_ONLY = /^(typescript|@types\/.*)$/;
const TAILWIND_ONLY = /^(tailwindcss|@tailwindcss\/.*)$/;
/** Emotion's styles in the `mui` layer, before Tailwind's utilities and after its base (MUI's documented setup). */
const LAYERS = '@layer theme, base, mui, components, utilities;';

function sorted(deps: Record<string, string>, keep: (name: string) => boolean): Record<string, string> {
  return Object.fromEntries(
    Object.entries(deps)
      .filter(([n]) => keep(n))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** `src/` + a path relative to the demo, normalised (`../shared/x.css` from `src/` -> `shared/x.css`). */
function projectPath(rel: string): string {
  const parts: string[] = ['src'];
  for (const seg of rel.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

function entryFile(name: string, styling: CodeStyling, ts: boolean): string {
  const layered = styling !== 'system';
  const lines = [
    "import * as React from 'react';",
    "import { createRoot } from 'react-dom/client';",
    ...(layered ? ["import { StyledEngineProvider } from '@mui/material/styles';", "import GlobalStyles from '@mui/material/GlobalStyles';"] : []),
    ...(styling === 'tailwind' ? ["import './index.css';"] : []),
    `import ${name} from './${name}';`,
    '',
    `createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
    '  <React.StrictMode>',
    ...(layered ? ['    <StyledEngineProvider enableCssLayer>', `      <GlobalStyles styles="${LAYERS}" />`, `      <${name} />`, '    </StyledEngineProvider>'] : [`    <${name} />`]),
    '  </React.StrictMode>,',
    ');',
    '',
  ];
  return lines.join('\n');
}

/** The project files of a demo. */
export function sandboxProject(input: SandboxInput): SandboxProject {
  const ts = input.variant === 'TS';
  const ext = ts ? 'tsx' : 'jsx';
  const tailwind = input.styling === 'tailwind';
  const keep = (n: string) => (ts || !TS_ONLY.test(n)) && (tailwind || !TAILWIND_ONLY.test(n));
  const devDependencies = sorted(input.sandbox.devDependencies, keep);
  const viteMajor = Number.parseInt((devDependencies.vite ?? '0').replace(/^\D*/, ''), 10);
  const pkg = {
    name: input.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
    private: true,
    version: '0.0.0',
    type: 'module',
    description: input.description,
    scripts: { dev: 'vite', start: 'vite', build: ts ? 'tsc && vite build' : 'vite build', preview: 'vite preview' },
    dependencies: sorted(input.sandbox.dependencies, () => true),
    devDependencies,
    // npm reads `overrides`; Yarn and pnpm read `resolutions` (`parent/child`).
    ...(input.sandbox.overrides
      ? {
          overrides: input.sandbox.overrides,
          resolutions: Object.fromEntries(Object.entries(input.sandbox.overrides).flatMap(([parent, deps]) => Object.entries(deps).map(([dep, v]) => [`${parent}/${dep}`, v]))),
        }
      : {}),
  };
  // JSX with React's automatic runtime: Oxc from Vite 8 on, esbuild before (no plugin to install).
  const jsx = viteMajor >= 8 ? "oxc: { jsx: { runtime: 'automatic' } }" : "esbuild: { jsx: 'automatic' }";
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'index.html': `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <title>${input.title.replace(/[<>&]/g, '')}</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/index.${ext}"></script>\n  </body>\n</html>\n`,
    [`vite.config.${ts ? 'ts' : 'js'}`]: [
      "import { defineConfig } from 'vite';",
      ...(tailwind ? ["import tailwindcss from '@tailwindcss/vite';"] : []),
      '',
      'export default defineConfig({',
      ...(tailwind ? ['  plugins: [tailwindcss()],'] : []),
      `  ${jsx},`,
      '});',
      '',
    ].join('\n'),
    [`src/index.${ext}`]: entryFile(input.name, input.styling, ts),
    [`src/${input.name}.${ext}`]: `${input.code.replace(/\s+$/, '')}\n`,
  };
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          isolatedModules: true,
          noEmit: true,
          types: ['vite/client'],
        },
        include: ['src', 'vite.config.ts'],
      },
      null,
      2,
    )}\n`;
  }
  if (tailwind) files['src/index.css'] = `${LAYERS}\n@import 'tailwindcss';\n`;
  for (const [rel, content] of Object.entries(input.sandbox.files ?? {})) files[projectPath(rel)] = content;
  return { files, main: `src/${input.name}.${ext}` };
}

/** StackBlitz's POST API (https://developer.stackblitz.com/platform/api/post-api): a `node` (WebContainers) project. */
export function stackblitzForm(input: SandboxInput, project: SandboxProject = sandboxProject(input)): SandboxForm {
  const pkg = JSON.parse(project.files['package.json']!) as { dependencies: Record<string, string> };
  return {
    action: `${STACKBLITZ_ORIGIN}/run?file=${encodeURIComponent(project.main)}`,
    fields: [
      ['project[title]', input.title],
      ['project[description]', input.description],
      ['project[template]', 'node'],
      // Read by StackBlitz's in-browser templates; a `node` project installs from its package.json.
      ['project[dependencies]', JSON.stringify(pkg.dependencies)],
      ...Object.entries(project.files).map(([path, content]): [string, string] => [`project[files][${path}]`, content]),
    ],
  };
}

/** What CodeSandbox's define API takes as `parameters`: lz-string base64 with `+/` as `-_` and no padding (its own `getParameters`). */
export function codesandboxParameters(json: string): string {
  return compressToBase64(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** CodeSandbox's define API (https://codesandbox.io/docs/learn/sandboxes/cli-api): `parameters` as lz-string base64, `query` for the opened file. */
export function codesandboxForm(input: SandboxInput, project: SandboxProject = sandboxProject(input)): SandboxForm {
  const files = Object.fromEntries(Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]));
  return {
    action: `${CODESANDBOX_ORIGIN}/api/v1/sandboxes/define`,
    fields: [
      ['parameters', codesandboxParameters(JSON.stringify({ files }))],
      ['query', `file=/${project.main}`],
    ],
  };
}
