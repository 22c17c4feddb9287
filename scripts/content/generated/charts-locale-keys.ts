/**
 * `{{"generated": "charts-locale-keys"}}`: the translation keys of the
 * installed `@mui/x-charts` (`ChartsLocaleText`), each with its English default
 * from `DEFAULT_LOCALE` and the first sentence of its JSDoc. Built at build time
 * from the package, so the table follows the installed version.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEFAULT_LOCALE } from '@mui/x-charts/locales';

/** First JSDoc sentence of each member of an interface declaration, by member name. */
export function chartsKeyDescriptions(declaration: string): Map<string, string> {
  const out = new Map<string, string>();
  const member = /\/\*\*([\s\S]*?)\*\/\s*(\w+)\??:/g;
  for (const m of declaration.matchAll(member)) {
    const text = m[1]!
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .filter((line) => line !== '' && !line.startsWith('@'))
      .join(' ');
    const firstSentence = /^.*?\.(?=\s|$)/.exec(text)?.[0] ?? text;
    out.set(m[2]!, firstSentence);
  }
  return out;
}

/** The English text of a key; a function is shown with its argument and the result for PNG. */
export function chartsDefaultText(value: unknown): string {
  if (typeof value === 'function') return `\`(mimeType) => …\`, e.g. "${String((value as (m: string) => string)('image/png'))}"`;
  return `"${String(value)}"`;
}

export function chartsLocaleKeysTable(defaults: Record<string, unknown>, descriptions: Map<string, string>): string {
  const lines = ['| Key | English default | Used for |', '| --- | --- | --- |'];
  for (const [key, value] of Object.entries(defaults)) {
    const used = (descriptions.get(key) ?? '').replaceAll('|', '\\|').replaceAll('`', '');
    lines.push(`| \`${key}\` | ${chartsDefaultText(value)} | ${used} |`);
  }
  return lines.join('\n');
}

export default async function generate(): Promise<string> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@mui/x-charts/package.json'));
  const declaration = readFileSync(join(root, 'locales', 'utils', 'chartsLocaleTextApi.d.ts'), 'utf8');
  return chartsLocaleKeysTable(DEFAULT_LOCALE as unknown as Record<string, unknown>, chartsKeyDescriptions(declaration));
}
