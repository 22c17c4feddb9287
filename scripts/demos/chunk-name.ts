/**
 * The hash in a demo chunk's public name (`/build/demos/<id>-<styling>-<hash>.js`),
 * apart from the demo compiler (scripts/demos/index.ts) so that
 * scripts/content-from-production.ts can rename chunks without loading it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The code that turns compiled sources into a served chunk (the client
 * build's esbuild options, the live-edit scope of the chunk's entry): a
 * demo chunk's name changes whenever one of them
 * changes, so no browser keeps an immutable chunk of the old shape under an
 * unchanged name. (A hand-bumped constant did this before, and could be
 * forgotten.) The package versions are in `lockHash`.
 */
const CHUNK_FORMAT = (() => {
  const h = createHash('sha256');
  for (const file of ['scripts/build-client.ts', 'scripts/demos/live-scope.ts']) h.update(readFileSync(join(import.meta.dirname, '..', '..', file)));
  return h.digest('hex').slice(0, 12);
})();
/**
 * The chunk name's hash: the compiled sources' hash, the chunk format and the build mode (React's
 * development or production build is in it; by default this process's NODE_ENV).
 */
export function chunkHash(sourceHash: string, production = process.env.NODE_ENV !== 'development'): string {
  const mode = production ? 'prod' : 'dev';
  return createHash('sha256').update(`${sourceHash}\0${CHUNK_FORMAT}\0${mode}`).digest('hex').slice(0, 10);
}
