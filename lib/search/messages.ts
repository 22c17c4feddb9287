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

/**
 * The catalogue read for matching: the messages that have a word, and per message its page, word count and values.
 * (Read in place: a word's messages are found by the runtime's string search in the catalogue's words, one line a
 * message, and a message's counts on first use. A map of every word, built on an isolate's first pasted message,
 * cost that search about 2 ms of interpreted splitting.)
 */
export interface MessageLookup {
  /** The messages that have word `w`, in the catalogue's order, once for each time it has it. */
  messagesOf(w: string): number[];
  page(m: number): number;
  /** Its words, values (`{}`) not counted. */
  size(m: number): number;
  /** The values the reader's code fills in (`{}`). */
  holes(m: number): number;
}

export function messageLookup(table: MessageTable): MessageLookup {
  // Each message's words between spaces, on a line of its own (the words hold no line break: the build cleans them).
  const text = ` ${table.map(([, words]) => words).join(' \n ')} `;
  const starts = new Int32Array(table.length + 1);
  for (let m = 0, at = 0; m < table.length; m++) {
    starts[m] = at;
    at += table[m]![1].length + 3;
  }
  starts[table.length] = text.length + 1;
  const sizes = new Int32Array(table.length).fill(-1);
  const holes = new Int32Array(table.length);
  const count = (m: number) => {
    if (sizes[m]! >= 0) return;
    const words = table[m]![1].split(' ');
    sizes[m] = words.filter((w) => w && w !== HOLE).length;
    holes[m] = words.filter((w) => w === HOLE).length;
  };
  return {
    messagesOf(w) {
      const out: number[] = [];
      const needle = ` ${w} `;
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length - 1)) {
        // The message whose line holds `at`: the last start at or before it.
        let lo = 0;
        let hi = table.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid]! <= at) lo = mid;
          else hi = mid - 1;
        }
        out.push(lo);
      }
      return out;
    },
    page: (m) => table[m]![0],
    size(m) {
      count(m);
      return sizes[m]!;
    },
    holes(m) {
      count(m);
      return holes[m]!;
    },
  };
}

/**
 * The page of the message `query` says most of, -1 when it says none: the message with the most of the
 * query's words, when they are MIN_WORDS or more (all of a shorter message's), QUERY_SHARE of the query's
 * and MESSAGE_SHARE of the message's. A tie between messages of different pages is no answer, and so is
 * a message the catalogue left to the engine (page -1).
 * `lookup` may be a function that makes it: called only for a query with the words a message needs (most
 * queries have fewer), so that an isolate's first search of a few words does not build it (about 1 ms, cold).
 * `mayHave(w)`, if given, is false only for a word no message has (it may be true for others): a query that is not
 * shaped as an error and has too few such words does not build it either.
 */
export function messagePage(lookup: MessageLookup | (() => MessageLookup), query: string, error: boolean, mayHave?: (w: string) => boolean): number {
  const words = messageWords(query);
  if (words.length < 3) return -1;
  // (The libraries' older prefixes, `MUI:`, `Material-UI:`, say it is one of their messages too.)
  error ||= OLD_PREFIX.test(query);
  // (A query not shaped as an error matches no message with fewer than PLAIN_WORDS words: the loop below could not pass.)
  if (!error && words.length < PLAIN_WORDS) return -1;
  // (Nor one with fewer than PLAIN_WORDS words that any message has, which `mayHave` tells without the lookup, a question
  // of six words or more, `how do I make a column not sortable`, mostly: `sortable`, `how` are no message's words.)
  if (!error && typeof lookup === 'function' && mayHave && words.filter(mayHave).length < PLAIN_WORDS) return -1;
  if (typeof lookup === 'function') lookup = lookup();
  const hits = new Map<number, number>();
  for (const w of words) for (const m of lookup.messagesOf(w)) hits.set(m, (hits.get(m) ?? 0) + 1);
  let best = -1;
  let bestHits = 0;
  let bestShare = 0;
  let tie = false;
  for (const [m, n] of hits) {
    const size = lookup.size(m);
    // (The query's words the message lacks may be the reader's values, one word for each of its `{}`.)
    const values = Math.min(lookup.holes(m), words.length - n);
    if (n < Math.min(MIN_WORDS, size) || (!error && n < PLAIN_WORDS) || n < QUERY_SHARE * (words.length - values) || n < MESSAGE_SHARE * size) continue;
    const share = n / size;
    if (n > bestHits || (n === bestHits && share > bestShare)) {
      tie = false;
      best = m;
      bestHits = n;
      bestShare = share;
    } else if (n === bestHits && share === bestShare && lookup.page(m) !== lookup.page(best)) tie = true;
  }
  return best < 0 || tie ? -1 : lookup.page(best);
}
