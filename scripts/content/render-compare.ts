/**
 * Safety net for changes to the markdown compiler (scripts/content/markdown.ts
 * and its remark plugins): renders every content/pages/**\/index*.md with both
 * link prefixes the build uses ('' and '/zh') and compares what comes out
 * (html, toc, anchors, links, demos, code spans, code blocks, or the error)
 * with a snapshot. Not part of the test suite: run it by hand around a refactor.
 *
 *   npx tsx scripts/content/render-compare.ts save    # snapshot the current output
 *   npx tsx scripts/content/render-compare.ts check   # compare with the snapshot (exit 1 on any difference)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPageMarkdown } from './markdown';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const snapshotFile = join(root, '.cache/render-compare/snapshot.json');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? pageFiles(join(dir, e.name)) : /^index.*\.md$/.test(e.name) ? [join(dir, e.name)] : []))
    .sort();
}

async function renderAll(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of pageFiles(join(root, 'content/pages'))) {
    const file = relative(root, path);
    const source = readFileSync(path, 'utf8');
    for (const prefix of ['', '/zh']) {
      let value: unknown;
      try {
        const r = await renderPageMarkdown(source, file, prefix);
        value = { html: r.html, toc: r.toc, anchors: [...r.anchors], links: r.links, demos: r.demos, codeSpans: r.codeSpans, codeBlocks: r.codeBlocks };
      } catch (e) {
        value = { error: String(e) };
      }
      out[`${file} ${prefix || "''"}`] = JSON.stringify(value);
    }
  }
  return out;
}

const mode = process.argv[2];
if (mode !== 'save' && mode !== 'check') {
  console.error('usage: render-compare.ts save|check');
  process.exit(2);
}
const started = Date.now();
const now = await renderAll();
const keys = Object.keys(now);
if (mode === 'save') {
  mkdirSync(dirname(snapshotFile), { recursive: true });
  writeFileSync(snapshotFile, JSON.stringify(now));
  console.log(`saved ${keys.length} renders (${keys.length / 2} files x 2 prefixes) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  if (!existsSync(snapshotFile)) {
    console.error(`no snapshot at ${snapshotFile}: run with "save" first`);
    process.exit(2);
  }
  const before = JSON.parse(readFileSync(snapshotFile, 'utf8')) as Record<string, string>;
  const diffs = [...new Set([...keys, ...Object.keys(before)])].filter((k) => before[k] !== now[k]);
  for (const k of diffs.slice(0, 20)) {
    const a = before[k] ?? '';
    const b = now[k] ?? '';
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    console.log(`DIFF ${k} at char ${i}\n  before: ${a.slice(Math.max(0, i - 80), i + 120)}\n  now:    ${b.slice(Math.max(0, i - 80), i + 120)}`);
  }
  console.log(`compared ${keys.length} renders (${keys.length / 2} files x 2 prefixes): ${diffs.length} differ (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(diffs.length ? 1 : 0);
}
