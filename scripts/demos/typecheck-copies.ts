/**
 * Test helper: type-checks demo copies written to disk, one TypeScript
 * program per date adapter (the adapters' declarations conflict when put
 * in one program, as in scripts/typecheck-content.ts), with the project's
 * base options and the DOM. Used by copy.test.ts and edited-copy.test.ts.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { cachingHost } from '../ts-host';

const ROOT = join(__dirname, '..', '..');

/** The program group of a demo: its date adapter, or `default` for dayjs and none. */
export function adapterGroup(adapter: string | undefined): string {
  return adapter && adapter !== 'dayjs' ? adapter : 'default';
}

/** Type errors in the files under `outDir`, as `<path under outDir>:<line>: <message>`; `groups` maps a program group to its files. */
export function copyTypeErrors(groups: ReadonlyMap<string, string[]>, outDir: string): string[] {
  const base = ts.readConfigFile(join(ROOT, 'tsconfig.base.json'), ts.sys.readFile).config as { compilerOptions: object };
  const { options } = ts.convertCompilerOptionsFromJson({ ...base.compilerOptions, lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: [] }, ROOT);
  return [...groups.values()].flatMap((group) =>
    ts
      .getPreEmitDiagnostics(ts.createProgram(group, options, cachingHost(options)))
      .filter((d) => d.file && d.file.fileName.startsWith(outDir))
      .map((d) => `${d.file!.fileName.slice(outDir.length + 1)}:${d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
  );
}
