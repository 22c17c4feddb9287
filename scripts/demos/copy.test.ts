/**
 * What Copy puts on the clipboard runs as it is: every demo's copyable file
 * (self-contained when the demo imports local modules) is type-checked
 * against the real packages with the options of Vite's react-ts template
 * (noUnusedLocals and the rest, vite-react-ts.tsconfig.json), in one
 * TypeScript program per date adapter, outside the content folder so no
 * local module can be found by accident. A file that is exactly its demo as
 * written in content/ (no local import) is left to the content type-check,
 * which checks demos with the template's lint options on top of stricter
 * ones. Reads the records of the last content build (dist/kv-bulk.json).
 * copy-build.test.ts builds them all with the template's own compiler.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adapterGroup, copyTypeErrors } from './typecheck-copies';
import { isLocalModule, splitImports } from '../../lib/edited-source';
import type { DemoRecord } from '../../lib/page-record';

const ROOT = join(__dirname, '..', '..');
const OUT = join(ROOT, '.cache', 'copy-check');

/** The text (trailing newline aside) of every TypeScript file of content/. */
function contentFileTexts(dir = join(ROOT, 'content')): Set<string> {
  const out = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name)) out.add(readFileSync(join(entry.parentPath, entry.name), 'utf8').trimEnd());
  }
  return out;
}

function demoRecords(): DemoRecord[] {
  const entries = JSON.parse(readFileSync(join(ROOT, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
  return entries.filter((e) => e.key.split(':')[1] === 'demo').map((e) => JSON.parse(e.value) as DemoRecord);
}

describe('copyable demo files', () => {
  const demos = demoRecords();
  const contentTexts = contentFileTexts();

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

  it('every copyable TypeScript file type-checks against the installed packages', () => {
    rmSync(OUT, { recursive: true, force: true });
    // A date adapter augments the pickers' types for its whole program, as in a reader's app:
    // one program per adapter (Day.js and no adapter share one).
    const groups = new Map<string, string[]>();
    const files: string[] = [];
    let asWritten = 0;
    for (const d of demos) {
      for (const [styling, source] of Object.entries(d.sources)) {
        const code = d.copies?.[styling as keyof typeof d.copies]?.TS ?? source.TS.code;
        // A demo copied exactly as written in content/ (no local module to inline) was checked by the
        // content type-check with the template's lint options (scripts/typecheck-content.ts): only the others here.
        if (!splitImports(code).imports.some((i) => isLocalModule(i.specifier)) && contentTexts.has(code.trimEnd())) {
          asWritten++;
          continue;
        }
        const dir = join(OUT, `${d.id}-${styling}`);
        mkdirSync(dir, { recursive: true });
        const file = join(dir, d.file);
        writeFileSync(file, code);
        files.push(file);
        const group = adapterGroup(d.adapter);
        groups.set(group, [...(groups.get(group) ?? []), file]);
      }
    }
    const problems = copyTypeErrors(groups, OUT);
    expect(problems).toEqual([]);
    // Every copyable file is one or the other; both kinds exist.
    expect(files.length + asWritten).toBeGreaterThanOrEqual(demos.length);
    expect(files.length).toBeGreaterThan(0);
    expect(asWritten).toBeGreaterThan(0);
  }, 300_000);
});
