/**
 * A TypeScript compiler host that keeps the files it parsed for the life of
 * the process. The demo checks build several programs over the same
 * declarations (one per date adapter, one per package): parsing and binding
 * @mui/material's and MUI X's `.d.ts` once instead of once per program is
 * most of their time. Only files under node_modules are kept (they do not
 * change while tests run); a parsed file is reused only under the same
 * language version, module format and compiler options.
 */
import ts from 'typescript';

const parsed = new Map<string, ts.SourceFile>();

/** Options about where files are and what is emitted: they do not change how a file parses or binds. */
const PLACE_OPTIONS = new Set([
  'configFilePath',
  'pathsBasePath',
  'baseUrl',
  'rootDir',
  'rootDirs',
  'outDir',
  'outFile',
  'tsBuildInfoFile',
  'paths',
  'typeRoots',
  'types',
  'lib',
  'noEmit',
  'incremental',
  'composite',
  'declaration',
  'declarationDir',
]);

/** The other compiler options (parsing and binding may depend on them), as part of the cache key. */
function optionsKey(options: ts.CompilerOptions): string {
  return JSON.stringify(
    Object.entries(options)
      .filter(([k]) => !PLACE_OPTIONS.has(k))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** A host for `ts.createProgram` whose node_modules files are parsed once per process. */
export function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const parse = host.getSourceFile.bind(host);
  const key = optionsKey(options);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    if (shouldCreateNewSourceFile || !fileName.includes('/node_modules/')) return parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    const version = typeof languageVersionOrOptions === 'object' ? `${languageVersionOrOptions.languageVersion}:${languageVersionOrOptions.impliedNodeFormat ?? ''}` : String(languageVersionOrOptions);
    const id = `${fileName}\0${version}\0${key}`;
    let file = parsed.get(id);
    if (!file) {
      file = parse(fileName, languageVersionOrOptions, onError);
      if (file) parsed.set(id, file);
    }
    return file;
  };
  return host;
}
