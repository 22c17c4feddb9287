/**
 * The expensive, pure part of compiling one styling variant of a demo: the
 * JS variant (TypeScript stripped, prettier), shiki highlighting of both,
 * the short previews, the self-contained copy and Tailwind's CSS. It takes
 * and returns plain data, so it can run on a worker thread (see pool.ts).
 */
import { relative } from 'node:path';
import type { Plan } from '../../lib/nav';
import type { CodeStyling, CodeVariant, DemoSource } from '../../lib/page-record';
import { highlight } from '../content/highlight';
import { ContentError } from '../content/markdown';
import { planOf, type DemoGraph } from './analyze';
import { selfContained } from './inline';
import { previewOf } from './preview';
import { tailwindCss } from './tailwind';
import { PRETTIER_OPTIONS, tsToJs } from './transpile';
import { format } from 'prettier';

/** The cacheable part of a compiled variant (everything derived from the sources). */
export interface CompiledOutput {
  sources: Record<CodeVariant, DemoSource>;
  /** Self-contained source (local modules inlined), when the demo imports any. */
  copy?: Record<CodeVariant, string>;
  preview?: Record<CodeVariant, DemoSource>;
  plan?: Plan;
  tailwindCss?: string;
}

/** A demo graph as plain data (structured-clone friendly). */
export interface CompileInput {
  root: string;
  styling: CodeStyling;
  files: string[];
  contents: [string, string][];
  packages: string[];
}

async function source(code: string, lang: 'tsx' | 'jsx'): Promise<DemoSource> {
  return { code, html: await highlight(code, lang) };
}

export async function compileOutput(input: CompileInput): Promise<CompiledOutput> {
  const { root, styling } = input;
  const graph = { files: input.files, contents: new Map(input.contents), packages: input.packages, stylesheets: input.files.filter((f) => f.endsWith('.css')) } as DemoGraph;
  const ts = graph.contents.get(graph.files[0]!)!.replace(/\s+$/, '');
  const js = (await tsToJs(ts)).replace(/\s+$/, '');
  const [tsSource, jsSource] = await Promise.all([source(ts, 'tsx'), source(js, 'jsx')]);
  const tsPreview = previewOf(ts, 'tsx');
  const jsPreview = tsPreview === undefined ? undefined : previewOf(js, 'jsx');
  const preview = tsPreview !== undefined && jsPreview !== undefined ? { TS: await source(tsPreview, 'tsx'), JS: await source(jsPreview, 'jsx') } : undefined;
  const code = graph.files.filter((f) => !f.endsWith('.css')).map((f) => graph.contents.get(f)!);
  const plan = planOf(graph.packages);
  let copy: Record<CodeVariant, string> | undefined;
  let inlined: string | undefined;
  try {
    inlined = selfContained(graph);
  } catch (e) {
    throw new ContentError(relative(root, graph.files[0]!), 1, `cannot make a self-contained copy: ${(e as Error).message}`);
  }
  if (inlined) {
    const copyTs = (await format(inlined, { ...PRETTIER_OPTIONS, parser: 'typescript' })).replace(/\s+$/, '');
    copy = { TS: copyTs, JS: (await tsToJs(copyTs)).replace(/\s+$/, '') };
  }
  return {
    sources: { TS: tsSource, JS: jsSource },
    ...(copy ? { copy } : {}),
    ...(preview ? { preview } : {}),
    ...(plan ? { plan } : {}),
    ...(styling === 'tailwind' ? { tailwindCss: await tailwindCss(root, code) } : {}),
  };
}
