/**
 * An edited demo copies and opens in a sandbox as one self-contained file
 * (lib/edited-source.ts, used by client/demos/toolbar.ts): for every demo
 * of the last content build (dist/kv-bulk.json) that imports local modules,
 * in each styling and language, its shown file with an edit made
 * self-contained against its copy has no local imports left, and the
 * TypeScript ones type-check against the installed packages.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adapterGroup, copyTypeErrors } from './typecheck-copies';
import { isLocalModule, selfContainedEdit, splitImports } from '../../lib/edited-source';
import type { DemoRecord } from '../../lib/page-record';

const ROOT = join(__dirname, '..', '..');
const OUT = join(ROOT, '.cache', 'edited-copy-check');

/** A reader's edit: a comment and a changed line before the default export. */
const edit = (code: string) => code.replace(/\nexport default function/, '\n// edited\nconst editedMark = 1;\nvoid editedMark;\nexport default function');

describe('edited demos made self-contained', () => {
  const entries = JSON.parse(readFileSync(join(ROOT, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
  const demos = entries
    .filter((e) => e.key.split(':')[1] === 'demo')
    .map((e) => JSON.parse(e.value) as DemoRecord)
    .filter((d) => d.copies);

  it('every demo with local modules, edited, keeps no local import', () => {
    expect(demos.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const d of demos) {
      for (const [styling, copy] of Object.entries(d.copies!)) {
        for (const variant of ['TS', 'JS'] as const) {
          const original = d.sources[styling as keyof typeof d.sources]![variant].code;
          const out = selfContainedEdit(edit(original), original, copy[variant]);
          if (out === undefined || !out.includes('// edited') || splitImports(out).imports.some((i) => isLocalModule(i.specifier))) failures.push(`${d.id} ${styling} ${variant}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  // An edited file that is exactly the demo's copy with the edit applied is the copy, which
  // copy-build.test.ts type-checks, plus three lines of a local constant: only the others are checked
  // here (about 250 of 570; checking all of them took 165 s of a loaded CI run).
  it('the edited TypeScript files type-check', () => {
    rmSync(OUT, { recursive: true, force: true });
    const groups = new Map<string, string[]>();
    let asCopy = 0;
    for (const d of demos) {
      const original = d.sources.system!.TS.code;
      const edited = selfContainedEdit(edit(original), original, d.copies!.system!.TS)!;
      if (edited === edit(d.copies!.system!.TS) && edited !== d.copies!.system!.TS) {
        asCopy++;
        continue;
      }
      const dir = join(OUT, d.id);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, d.file);
      writeFileSync(file, edited);
      const group = adapterGroup(d.adapter);
      groups.set(group, [...(groups.get(group) ?? []), file]);
    }
    const problems = copyTypeErrors(groups, OUT);
    expect(problems).toEqual([]);
    // Both kinds are there: a change that made every edit a plain copy, or none, would show here.
    expect(asCopy).toBeGreaterThan(0);
    expect([...groups.values()].flat().length).toBeGreaterThan(0);
  }, 300_000);
});
