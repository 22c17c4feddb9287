import { describe, expect, it } from 'vitest';
import { codesandboxFiles } from '../tests/codesandbox-files';
import { codesandboxForm, codesandboxParameters, sandboxProject, stackblitzForm, type SandboxInput } from './sandbox';

const input: SandboxInput = {
  name: 'BasicGrid',
  title: 'BasicGrid - <Data Grid>',
  description: 'A grid',
  code: "import './BasicGrid.css';\nimport '../shared/table.css';\nexport default function BasicGrid() {\n  return null;\n}\n\n\n",
  variant: 'TS',
  styling: 'css',
  sandbox: {
    dependencies: { react: '19.0.0', '@mui/x-data-grid': '8.11.1' },
    devDependencies: { vite: '8.3.8', typescript: '5.9.3', '@types/react': '19.0.0', tailwindcss: '4.3.5', '@tailwindcss/vite': '4.3.5' },
    files: { 'BasicGrid.css': '.a {}', '../shared/table.css': '.t {}' },
  },
};

describe('sandboxProject', () => {
  it('makes a TS Vite project with the stylesheets beside the demo', () => {
    const { files, main } = sandboxProject(input);
    expect(main).toBe('src/BasicGrid.tsx');
    expect(Object.keys(files).sort()).toEqual(['index.html', 'package.json', 'shared/table.css', 'src/BasicGrid.css', 'src/BasicGrid.tsx', 'src/index.tsx', 'tsconfig.json', 'vite.config.ts']);
    expect(files['src/BasicGrid.tsx']).toBe(input.code.trimEnd() + '\n');
    expect(files['index.html']).toContain('<title>BasicGrid - Data Grid</title>');
    expect(files['vite.config.ts']).toContain("oxc: { jsx: { runtime: 'automatic' } }");
    const pkg = JSON.parse(files['package.json']!) as Record<string, Record<string, string>>;
    expect(pkg.name).toBe('basic-grid');
    expect(pkg.dependencies).toEqual({ '@mui/x-data-grid': '8.11.1', react: '19.0.0' });
    expect(pkg.devDependencies).toEqual({ '@types/react': '19.0.0', typescript: '5.9.3', vite: '8.3.8' });
  });

  it('makes a JS project without TypeScript tooling; Tailwind brings its plugin and entry stylesheet', () => {
    const { files, main } = sandboxProject({ ...input, variant: 'JS', styling: 'tailwind', sandbox: { ...input.sandbox, files: {} } });
    expect(main).toBe('src/BasicGrid.jsx');
    expect(Object.keys(files).sort()).toEqual(['index.html', 'package.json', 'src/BasicGrid.jsx', 'src/index.css', 'src/index.jsx', 'vite.config.js']);
    expect(files['src/index.jsx']).toContain("document.getElementById('root'))");
    expect(files['src/index.jsx']).toContain("import './index.css';");
    expect(files['vite.config.js']).toContain('plugins: [tailwindcss()]');
    const pkg = JSON.parse(files['package.json']!) as Record<string, Record<string, string>>;
    expect(pkg.devDependencies).toEqual({ '@tailwindcss/vite': '4.3.5', tailwindcss: '4.3.5', vite: '8.3.8' });
    expect(pkg.scripts!.build).toBe('vite build');
  });

  it("carries the site's overrides of a dependency's dependencies for npm (overrides) and Yarn / pnpm (resolutions)", () => {
    const overrides = { '@mui/x-tree-view-pro': { '@mui/x-tree-view': '8.10.2' } };
    const pkg = JSON.parse(sandboxProject({ ...input, sandbox: { ...input.sandbox, overrides } }).files['package.json']!) as Record<string, unknown>;
    expect(pkg.overrides).toEqual(overrides);
    expect(pkg.resolutions).toEqual({ '@mui/x-tree-view-pro/@mui/x-tree-view': '8.10.2' });
    const plain = JSON.parse(sandboxProject(input).files['package.json']!) as Record<string, unknown>;
    expect('overrides' in plain || 'resolutions' in plain).toBe(false);
  });

  it('uses esbuild for JSX before Vite 8', () => {
    const { files } = sandboxProject({ ...input, styling: 'system', sandbox: { ...input.sandbox, devDependencies: { vite: '7.1.0' } } });
    expect(files['vite.config.ts']).toContain("esbuild: { jsx: 'automatic' }");
    expect(files['src/index.tsx']).not.toContain('StyledEngineProvider');
  });
});

describe('forms', () => {
  it('StackBlitz: one field per file, the node template, the main file opened', () => {
    const form = stackblitzForm(input);
    expect(form.action).toBe('https://stackblitz.com/run?file=src%2FBasicGrid.tsx');
    const fields = new Map(form.fields);
    expect(fields.get('project[template]')).toBe('node');
    expect(fields.get('project[files][src/BasicGrid.tsx]')).toBe(sandboxProject(input).files['src/BasicGrid.tsx']);
    expect(JSON.parse(fields.get('project[dependencies]')!)).toEqual(input.sandbox.dependencies);
  });

  it('CodeSandbox: the define API with lz-string parameters and the file to open', () => {
    const form = codesandboxForm(input);
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    const fields = new Map(form.fields);
    expect(fields.get('query')).toBe('file=/src/BasicGrid.tsx');
    const files = codesandboxFiles(fields.get('parameters')!);
    expect(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v.content]))).toEqual(sandboxProject(input).files);
  });

  it('makes CodeSandbox parameters URL-safe and unpadded (characters that base64 writes as + and /)', () => {
    const files = { 'a.txt': { content: '?>?>?>~~~~ÿÿÿ 中文 🎉'.repeat(50), isBinary: false } };
    const params = codesandboxParameters(JSON.stringify({ files }));
    expect(params).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(codesandboxFiles(params)).toEqual(files);
  });
});
