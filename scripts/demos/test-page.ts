/**
 * Test fixture shared by the stand-in and picture tests: a page record whose
 * HTML holds one demo frame per demo, as the content build writes it.
 */
import type { PageRecord } from '../../lib/page-record';
import { renderFrame } from './frame';

/** A demo as a page record lists it, with empty sources. */
export const fixtureDemo = (id: string, height: number, chunk = `/build/demos/${id}-system-0123456789.js`) => ({
  id,
  file: `${id}.tsx`,
  height,
  chunks: { system: chunk },
  sources: { system: { TS: { code: '' }, JS: { code: '' } } },
});

/** A page at /x/p with the demos' frames, `intro` before them and `between` between each. */
export function framedPage(demos: ReturnType<typeof fixtureDemo>[], options: { locale?: 'en' | 'zh'; intro?: string; between?: string } = {}): PageRecord {
  const frames = demos.map((d) => renderFrame({ ...d, sources: { system: { TS: { code: '', html: '' }, JS: { code: '', html: '' } } } }, d.id));
  return {
    path: '/x/p',
    locale: options.locale ?? 'en',
    title: 'P',
    description: '',
    productId: 'x',
    categoryId: 'x',
    source: 'content/pages/p/index.md',
    toc: [],
    html: `${options.intro ?? ''}${frames.join(options.between ?? '')}`,
    demos,
  };
}
