/**
 * The message catalogue: MUI X's own warnings and errors (read from the installed packages at build time,
 * scripts/search/messages.ts), each with the page about its cause. A query that says most of one message
 * (pasted whole, cut to a half, with the reader's values in it, or under the older `MUI:` prefix) is that
 * message: its page is the first answer (SearchIndex.search).
 */

/** Words a pasted message carries besides its own: the libraries' prefixes and the console's words. */
const NOISE = new Set(
  'a an and are as at be been by can for from has have if in into is it its of on or that the their then there these this those to was were which will with you your mui x charts material ui error errors warning warn uncaught console typeerror exception'.split(
    ' ',
  ),
);

/** The words a message or a query is compared by: whole words lowercased (camelCase kept whole), no numbers, no noise. */
export function messageWords(text: string): string[] {
  const out = new Set<string>();
  for (const w of text.toLowerCase().split(/[^a-z0-9_]+/)) if (w.length >= 2 && !/^[0-9_]+$/.test(w) && !NOISE.has(w)) out.add(w);
  return [...out];
}

/** A value the reader's code fills in, in a stored message. */
const HOLE = '{}';

/** The messages' prefixes before `MUI X:` (`MUI:`, `Material-UI:`, `MUI-Charts:`), after a lead (`Error: `). */
const OLD_PREFIX = /^\s*(?:[\w ]*:\s*)?(?:mui|material-ui)(?:[ -]?(?:x|charts))*\s*:/i;

/** A query is a message when it has at least this many of its words... */
const MIN_WORDS = 4;
/** ...they are this share of the query's words (the rest: the reader's values, a wrapper)... */
const QUERY_SHARE = 0.75;
/** A query not shaped as an error (no `MUI X:`, no `Error:`) needs this many: a question can share a few words with a message. */
const PLAIN_WORDS = 6;
/** ...and this share of the message's (a pasted part of a long one). */
const MESSAGE_SHARE = 0.15;

/** The catalogue as the index stores it: per message, its page (-1: left to the engine) and its words joined by spaces, a `{}` for each value the reader's code fills in. */
export type MessageTable = [page: number, words: string][];

/** The catalogue read for matching: per message its page and word count, per word the messages that have it. */
export interface MessageLookup {
  pages: Int32Array;
  sizes: Int32Array;
  /** Per message, the values the reader's code fills in (`{}`). */
  holes: Int32Array;
  byWord: Map<string, number[]>;
}

export function messageLookup(table: MessageTable): MessageLookup {
  const pages = new Int32Array(table.length);
  const sizes = new Int32Array(table.length);
  const holes = new Int32Array(table.length);
  const byWord = new Map<string, number[]>();
  table.forEach(([page, words], m) => {
    pages[m] = page;
    const list = words.split(' ').filter((w) => w && w !== HOLE);
    sizes[m] = list.length;
    holes[m] = words.split(' ').filter((w) => w === HOLE).length;
    for (const w of list) {
      const ids = byWord.get(w);
      if (ids) ids.push(m);
      else byWord.set(w, [m]);
    }
  });
  return { pages, sizes, holes, byWord };
}

/**
 * The page of the message `query` says most of, -1 when it says none: the message with the most of the
 * query's words, when they are MIN_WORDS or more (all of a shorter message's), QUERY_SHARE of the query's
 * and MESSAGE_SHARE of the message's. A tie between messages of different pages is no answer, and so is
 * a message the catalogue left to the engine (page -1).
 * `lookup` may be a function that makes it: called only for a query with the words a message needs (most
 * queries have fewer), so that an isolate's first search of a few words does not build it (about 1 ms, cold).
 */
export function messagePage(lookup: MessageLookup | (() => MessageLookup), query: string, error: boolean): number {
  const words = messageWords(query);
  if (words.length < 3) return -1;
  // (The libraries' older prefixes, `MUI:`, `Material-UI:`, say it is one of their messages too.)
  error ||= OLD_PREFIX.test(query);
  // (A query not shaped as an error matches no message with fewer than PLAIN_WORDS words: the loop below could not pass.)
  if (!error && words.length < PLAIN_WORDS) return -1;
  if (typeof lookup === 'function') lookup = lookup();
  const hits = new Map<number, number>();
  for (const w of words) for (const m of lookup.byWord.get(w) ?? []) hits.set(m, (hits.get(m) ?? 0) + 1);
  let best = -1;
  let bestHits = 0;
  let bestShare = 0;
  let tie = false;
  for (const [m, n] of hits) {
    const size = lookup.sizes[m]!;
    // (The query's words the message lacks may be the reader's values, one word for each of its `{}`.)
    const values = Math.min(lookup.holes[m]!, words.length - n);
    if (n < Math.min(MIN_WORDS, size) || (!error && n < PLAIN_WORDS) || n < QUERY_SHARE * (words.length - values) || n < MESSAGE_SHARE * size) continue;
    const share = n / size;
    if (n > bestHits || (n === bestHits && share > bestShare)) {
      tie = false;
      best = m;
      bestHits = n;
      bestShare = share;
    } else if (n === bestHits && share === bestShare && lookup.pages[m] !== lookup.pages[best]) tie = true;
  }
  return best < 0 || tie ? -1 : lookup.pages[best]!;
}
