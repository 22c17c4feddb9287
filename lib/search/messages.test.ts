/**
 * The message catalogue's matching (lib/search/messages.ts): a pasted MUI X message, whole, cut, with
 * the reader's values or under an older prefix, is found; a question that shares a few of its words is not.
 */
import { describe, expect, it, vi } from 'vitest';
import { messageLookup, messagePage, messageWords, type MessageLookup } from './messages';
import { isErrorMessage } from './tokens';

const table: [number, string][] = [
  [7, messageWords('MUI X: The path returned by `getTreeDataPath` should be unique. The rows with id #{} and #{} have the same. Path: {}.').join(' ')],
  [3, messageWords('MUI X: The values returned by `getGroupKey` for all the sibling rows should be unique. The rows with id #{} and #{} have the same. Path:').join(' ')],
  [
    5,
    messageWords(
      'MUI X: When the value of a field is an object or a `renderCell` is provided, the CSV export might not display the value correctly. You can provide a `valueFormatter` with a string representation to be used.',
    ).join(' '),
  ],
  // (One left to the engine, page -1, and a near one of another component.)
  [-1, messageWords('MUI X Charts: Could not find the Chart context. It looks like you rendered your component outside of a ChartDataProvider.').join(' ')],
  [9, messageWords('MUI X: Could not find the Tree View context. It looks like you rendered your component outside of a SimpleTreeView or RichTreeView parent component.').join(' ')],
  // (Stored with a `{}` per value the reader's code fills in.)
  [11, `${messageWords('MUI X: The cell with id={} and field={} is not in {} mode.').join(' ')} {} {} {}`],
];
const lookup = messageLookup(table);
const page = (q: string) => messagePage(lookup, q, isErrorMessage(q));

describe('the message catalogue', () => {
  it('reads a message by its words: no prefix, no console words, no numbers', () => {
    expect(messageWords('Uncaught Error: MUI X: No row with id #12 found.')).toEqual(['no', 'row', 'id', 'found']);
  });

  it('finds a message pasted whole, with the reader’s values, or under the older `MUI:` prefix', () => {
    expect(page('MUI X: The path returned by `getTreeDataPath` should be unique. The rows with id #12 and #15 have the same. Path: Sarah,Thomas.')).toBe(7);
    expect(page('MUI: The path returned by `getTreeDataPath` should be unique.')).toBe(7);
  });

  it('lets the reader’s values fill the message’s `{}`, one word each', () => {
    // (cell id field not mode, and `name`, `view` in the message's places: 5 of 7 words, under 75 % without them.)
    expect(page('MUI X: The cell with id=1 and field=name is not in view mode.')).toBe(11);
    expect(
      messagePage(messageLookup([[11, messageWords('MUI X: The cell with id={} and field={} is not in {} mode.').join(' ')]]), 'MUI X: The cell with id=1 and field=name is not in view mode.', true),
    ).toBe(-1);
    // (More of the reader's words than the message has places is not that message.)
    expect(page('MUI X: The cell with id=1 and field=name is not in view mode after clicking the save button twice')).toBe(-1);
  });

  it('finds a message cut to its second half, without its prefix', () => {
    expect(page('the CSV export might not display the value correctly. You can provide a `valueFormatter`')).toBe(5);
  });

  it('tells apart two messages that share most words by the one each names', () => {
    expect(page('MUI X: The values returned by `getGroupKey` for all the sibling rows should be unique.')).toBe(3);
  });

  it('does not take a message it leaves to the engine for a near one of another component', () => {
    expect(page('Error: MUI X Charts: Could not find the Chart context. It looks like you rendered your component outside of a ChartDataProvider.')).toBe(-1);
    expect(page('MUI X: Could not find the Tree View context. It looks like you rendered your component outside of a SimpleTreeView')).toBe(9);
  });

  it('does not take a question that shares a few words with a message for it', () => {
    expect(page('how to export the grid to CSV')).toBe(-1);
    expect(page('rows should be unique')).toBe(-1);
  });

  it('builds the lookup only for a query with the words a message needs (a cold first search skips it)', () => {
    const made: string[] = [];
    const lazy = (q: string) =>
      messagePage(
        () => {
          made.push(q);
          return lookup;
        },
        q,
        isErrorMessage(q),
      );
    // (Fewer than six words and not shaped as an error: no message can match, the lookup is not built.)
    expect(lazy('date range picker')).toBe(-1);
    expect(lazy('how to export CSV')).toBe(-1);
    expect(made).toEqual([]);
    // (An error, an older prefix or six words and more: built, and the answers are the lookup's.)
    expect(lazy('MUI X: The values returned by `getGroupKey` for all the sibling rows should be unique.')).toBe(3);
    expect(lazy('MUI: The path returned by `getTreeDataPath` should be unique.')).toBe(7);
    expect(lazy('the CSV export might not display the value correctly. You can provide a `valueFormatter`')).toBe(5);
    expect(made).toHaveLength(3);
  });

  it('builds no lookup for a question of six words or more when fewer than six of them are any message’s words', () => {
    const made: string[] = [];
    // (As the index tells it from the stored catalogue: whether any message has the word.)
    const words = new Set(table.flatMap(([, w]) => w.split(' ')));
    const lazy = (q: string) =>
      messagePage(
        () => {
          made.push(q);
          return lookup;
        },
        q,
        isErrorMessage(q),
        (w) => words.has(w),
      );
    // (`how`, `make`, `sortable` are no message's words: three of six, no message can match.)
    expect(lazy('how do I make a column not sortable')).toBe(-1);
    expect(made).toEqual([]);
    // (Six words that messages have, not shaped as an error: built, and the answer is the lookup's.)
    expect(lazy('the CSV export might not display the value correctly. You can provide a `valueFormatter`')).toBe(5);
    // (A pasted error is read whatever its words: `mayHave` is not asked.)
    expect(lazy('MUI X: The values returned by `getGroupKey` for all the sibling rows should be unique.')).toBe(3);
    expect(made).toHaveLength(2);
  });

  it('reads only the messages a pasted one’s words are in, not every message (an isolate’s first pasted message)', () => {
    // (Many messages, one of which the query is: the lookup splits the query and that one message's words, no other.)
    const many: [number, string][] = [...table, ...Array.from({ length: 60 }, (_, i): [number, string] => [100 + i, `other${i} message words about nothing ${i}`])];
    let made: MessageLookup | undefined;
    const split = vi.spyOn(String.prototype, 'split');
    try {
      expect(messagePage(() => (made = messageLookup(many)), 'MUI X: The values returned by `getGroupKey` for all the sibling rows should be unique.', true)).toBe(3);
      expect(split.mock.calls.length).toBeLessThanOrEqual(6);
    } finally {
      split.mockRestore();
    }
    const fresh = made!;
    // (The same answers as the whole table's: every case above, and a word two messages share.)
    expect(messagePage(fresh, 'MUI X: The path returned by `getTreeDataPath` should be unique. The rows with id #12 and #15 have the same. Path: Sarah,Thomas.', true)).toBe(7);
    expect(fresh.messagesOf('unique')).toEqual([0, 1]);
    expect(fresh.messagesOf('nothing')).toEqual(Array.from({ length: 60 }, (_, i) => table.length + i));
    expect(fresh.messagesOf('noth')).toEqual([]);
  });
});
