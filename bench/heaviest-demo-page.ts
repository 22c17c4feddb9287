/** The built site's English page with the most demos (the larger page on a tie), from dist/kv-bulk.json. */
import { readFileSync } from 'node:fs';
import { joinPageRecords } from '../lib/page-record';

export function heaviestDemoPage(): string {
  const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
  let best = { path: '', demos: -1, size: 0 };
  for (const r of joinPageRecords(entries)) {
    if (r.locale !== 'en' || !r.path.startsWith('/x/')) continue;
    const demos = r.demoCount;
    const size = r.html.length;
    if (demos > best.demos || (demos === best.demos && size > best.size)) best = { path: r.path, demos, size };
  }
  if (best.demos <= 0) throw new Error('no page with demos in dist/kv-bulk.json: run npm run build first');
  return best.path;
}
