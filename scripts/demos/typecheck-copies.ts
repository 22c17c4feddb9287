/**
 * Test helper: type-checks demo copies written to disk, one TypeScript
 * program per date adapter (the adapters' declarations conflict when put
 * in one program, as in scripts/typecheck-content.ts), with the options of
 * a reader's project made from Vite's `react-ts` template
 * (vite-react-ts.tsconfig.json). Used by
 * edited-copy.test.ts; copy-build.test.ts checks with the template's own
 * TypeScript.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { cachingHost } from '../ts-host';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TEMPLATE_TSCONFIG = join(ROOT, 'scripts', 'demos', 'vite-react-ts.tsconfig.json');

/** The program group of a demo: its date adapter, or `default` for dayjs and none. */
export function adapterGroup(adapter: string | undefined): string {
  return adapter && adapter !== 'dayjs' ? adapter : 'default';
}

/** The template's compiler options, as JSON (what a tsconfig file holds). */
export function templateCompilerOptions(): Record<string, unknown> {
  const read = ts.readConfigFile(TEMPLATE_TSCONFIG, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return (read.config as { compilerOptions: Record<string, unknown> }).compilerOptions;
}

/**
 * The template's options for the TypeScript this project runs (5.9). The
 * template installs TypeScript 7, whose defaults differ where the template
 * says nothing: `strict` is on, and the `DOM` library holds the iterable
 * DOM types (`DOM.Iterable`, `DOM.AsyncIterable`). Both are said here so
 * 5.9 checks as strictly as the reader's compiler.
 */
export function templateOptionsFor59(): ts.CompilerOptions {
  const json = templateCompilerOptions();
  const lib = [...(json.lib as string[]), 'DOM.Iterable', 'DOM.AsyncIterable'];
  const { options, errors } = ts.convertCompilerOptionsFromJson({ ...json, lib, strict: true }, ROOT);
  if (errors.length) throw new Error(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'));
  return options;
}

/** Type errors in the files under `outDir`, as `<path under outDir>:<line>: <message>`; `groups` maps a program group to its files. */
export function copyTypeErrors(groups: ReadonlyMap<string, string[]>, outDir: string): string[] {
  const options = templateOptionsFor59();
  return [...groups.values()].flatMap((group) =>
    ts
      .getPreEmitDiagnostics(ts.createProgram(group, options, cachingHost(options)))
      .filter((d) => d.file && d.file.fileName.startsWith(outDir))
      .map((d) => `${d.file!.fileName.slice(outDir.length + 1)}:${d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
  );
}
