/** Worker thread of `buildSearchArtifacts({ thread: true })`: builds and encodes one search index from its inputs. */
import { parentPort } from 'node:worker_threads';
import { encodeSearchIndex, type SearchDocInput } from '../../lib/search';
import { buildSearchIndex } from './build-index';
import { packageMessages } from './messages';

parentPort!.on('message', ({ docs, locale }: { docs: SearchDocInput[]; locale: string }) => {
  try {
    const data = buildSearchIndex(docs, undefined, locale, locale === 'en' ? packageMessages() : []);
    parentPort!.postMessage({ ok: true, value: encodeSearchIndex(data), counts: [data.pages.length, data.sections.length, data.terms.length] });
  } catch (e) {
    parentPort!.postMessage({ ok: false, message: (e as Error).message });
  }
});
