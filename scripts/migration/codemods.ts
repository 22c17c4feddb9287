/**
 * Writes content/migration-types/codemods.json: the published codemod names of
 * `@mui/x-codemod` (and of `@mui/codemod`, which holds the two "moved from the
 * lab" transforms used by the lab migration guides), read from the packages
 * installed from npm into a scratch folder outside the repository.
 *
 *   npx tsx scripts/migration/codemods.ts [--skip-install]
 *
 * A name is published when the package ships its transform
 * (`v7.0.0/data-grid/preset-safe/index.js` or `v5.0.0/tree-view-moved-to-x.js`)
 * AND its README documents it (the last path segment appears there).
 * codemods.test.ts checks every `npx @mui/x-codemod@<tag> <name>` command of
 * the migration pages against this list.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
export const CODEMOD_PACKAGES: Record<string, string> = { '@mui/x-codemod': '/tmp/mui-codemod', '@mui/codemod': '/tmp/mui-codemod-core' };

export interface CodemodList {
  generatedBy: string;
  packages: Record<string, { version: string; codemods: string[] }>;
}

/** Transform names shipped in a codemod package folder. */
export function codemodsIn(dir: string): string[] {
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  const out: string[] = [];
  const walk = (rel: string) => {
    const abs = join(dir, rel);
    for (const f of readdirSync(abs)) {
      const p = join(abs, f);
      const r = `${rel}/${f}`;
      if (statSync(p).isDirectory()) {
        if (f === 'node_modules' || f === 'util') continue;
        if (existsSync(join(p, 'index.js'))) out.push(r);
        walk(r);
      } else if (f.endsWith('.js') && !f.endsWith('.test.js') && f !== 'index.js' && rel.split('/').length === 1) {
        out.push(r.replace(/\.js$/, ''));
      }
    }
  };
  for (const v of readdirSync(dir)) if (/^v\d+\.\d+\.\d+$/.test(v)) walk(v);
  return out.filter((n) => readme.includes(n.split('/').pop()!)).sort();
}

function main() {
  const skip = process.argv.includes('--skip-install');
  const result: CodemodList = { generatedBy: 'scripts/migration/codemods.ts', packages: {} };
  for (const [pkg, scratch] of Object.entries(CODEMOD_PACKAGES)) {
    const dir = join(scratch, 'node_modules', pkg);
    if (!skip || !existsSync(dir)) {
      mkdirSync(scratch, { recursive: true });
      execFileSync('npm', ['install', '--prefix', scratch, '--no-save', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund', `${pkg}@latest`], { stdio: 'inherit' });
    }
    const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    result.packages[pkg] = { version, codemods: codemodsIn(dir) };
    console.log(`${pkg}@${version}: ${result.packages[pkg]!.codemods.length} codemods`);
  }
  writeFileSync(join(root, 'content', 'migration-types', 'codemods.json'), JSON.stringify(result, null, 1) + '\n');
}

if (process.argv[1]?.endsWith('codemods.ts')) main();
