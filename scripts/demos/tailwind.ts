/**
 * Tailwind CSS v4 for the Tailwind variant of a demo, compiled at build
 * time: the theme variables and utilities for the class names the demo's
 * sources contain. No preflight (it would reset the docs page) and no
 * cascade layers, so the utilities are plain rules like the demo's others.
 */
import { compile, optimize } from '@tailwindcss/node';

const INPUT = `@import 'tailwindcss/theme.css';\n@tailwind utilities;\n`;

let compiler: ReturnType<typeof compile> | undefined;
let compilerBase: string | undefined;

/**
 * Candidate class names of a source: every token that could be a utility.
 * Tailwind ignores the ones that are not, as its own scanner does.
 */
export function candidatesOf(source: string): string[] {
  const out = new Set<string>();
  for (const m of source.matchAll(/[^\s"'`{}<>()=;,\\]+/g)) {
    const token = m[0].replace(/^[:.]+|[:.]+$/g, '');
    if (token && token.length < 120) out.add(token);
  }
  return [...out];
}

/**
 * Minified CSS for the Tailwind classes used in `sources`.
 * @param root folder that resolves the `tailwindcss` package
 */
export async function tailwindCss(root: string, sources: readonly string[]): Promise<string> {
  if (!compiler || compilerBase !== root) {
    compilerBase = root;
    compiler = compile(INPUT, { base: root, onDependency: () => undefined });
  }
  const c = await compiler;
  const css = c.build(sources.flatMap(candidatesOf));
  return optimize(css, { minify: true }).code;
}
