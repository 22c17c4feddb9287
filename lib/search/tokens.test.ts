/**
 * The pre-tests of tokens.ts that keep a plain query from the pasted-error patterns (`isErrorMessage`,
 * `hasTrace`, `withoutLogLead`): they must take the same decision the patterns alone take, for every
 * query; checked here by what each pattern needs, and over every development set's queries (not the
 * held-out set 7).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_GRAMMAR, ERROR_GRAMMAR_WORDS, ERROR_LEAD, ERROR_PREFIX, LOG_LEAD, LOG_LEAD_START, TRACE, hasTrace, isErrorMessage, withoutLogLead } from './tokens';
import { MAX_QUERY_LENGTH } from './types';

/** The patterns alone, as the functions ran them before the pre-tests. */
function errorByPatterns(query: string): boolean {
  const q = query.slice(0, MAX_QUERY_LENGTH);
  ERROR_GRAMMAR.lastIndex = 0;
  return ERROR_PREFIX.test(q) || ERROR_LEAD.test(q) || ERROR_PREFIX.test(q.replace(ERROR_LEAD, '')) || ERROR_GRAMMAR.test(q);
}
const traceByPattern = (q: string) => TRACE.test(q.slice(0, MAX_QUERY_LENGTH));

const BENCH = join(__dirname, '../../bench');
const devQueries = readdirSync(BENCH)
  .filter((f) => /^search-queries.*\.json$/.test(f) && f !== 'search-queries-7.json')
  .flatMap((f) => (JSON.parse(readFileSync(join(BENCH, f), 'utf8')) as { queries: { q: string }[] }).queries.map((x) => x.q));

describe('the pasted-error pre-tests', () => {
  it('have a word for each phrase of ERROR_GRAMMAR, outside its optional parts', () => {
    const body = ERROR_GRAMMAR.source.replace(/^\\b\(\?:/, '').replace(/\)\\b$/, '');
    // (The phrases: the pattern's top-level alternatives.)
    const phrases: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < body.length; i++) {
      if (body[i] === '\\') i++;
      else if (body[i] === '(') depth++;
      else if (body[i] === ')') depth--;
      else if (body[i] === '|' && depth === 0) {
        phrases.push(body.slice(start, i));
        start = i + 1;
      }
    }
    phrases.push(body.slice(start));
    expect(phrases.length).toBeGreaterThan(25);
    for (const phrase of phrases) {
      const needed = phrase.replace(/\(\?:[^()]*\)\?/g, ' ').replace(/\\\(/g, '(');
      expect(
        ERROR_GRAMMAR_WORDS.some((w) => needed.includes(w)),
        phrase,
      ).toBe(true);
    }
    expect(ERROR_PREFIX.source).toContain(':');
    expect(ERROR_LEAD.source).toContain(':');
  });

  it('find no log lead that starts with another character', () => {
    const rests = ['***', '```js', '>', '[vite]', '2025-03-04', '10:22:31', 'error', 'WARN', 'info', 'debug', 'fatal', ''];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      if (LOG_LEAD_START.includes(ch) || ch.trim() === '') continue;
      for (const rest of rests) expect(LOG_LEAD.exec(ch + rest), JSON.stringify(ch + rest)).toBeNull();
    }
  });

  it("read TypeScript's `is possibly 'null'` as a pasted error, not a question's `possibly`", () => {
    expect(isErrorMessage("'apiRef.current' is possibly 'null'. ts(18047) useGridApiRef")).toBe(true);
    expect(isErrorMessage("Object is possibly 'undefined'")).toBe(true);
    expect(isErrorMessage('the column is possibly hidden after a filter')).toBe(false);
  });

  it('decide as the patterns alone for every development query', () => {
    expect(devQueries.length).toBeGreaterThan(1000);
    const extra = ['', '  ', '\u00a0 error: x', 'İmported as', 'Kelvin \u212a', 'MUI X: Missing license key', 'TypeError: x is not a function'];
    let errors = 0;
    for (const q of [...devQueries, ...extra]) {
      expect(isErrorMessage(q), q).toBe(errorByPatterns(q));
      expect(hasTrace(q), q).toBe(traceByPattern(q));
      const m = LOG_LEAD.exec(q);
      const lead = LOG_LEAD_START.includes(q.trimStart().charAt(0));
      if (m) expect(lead, q).toBe(true);
      if (errorByPatterns(q)) errors++;
    }
    // (The sets hold pasted messages, plain queries too: both decisions are exercised.)
    expect(errors).toBeGreaterThan(100);
    expect(errors).toBeLessThan(devQueries.length / 2);
    expect(withoutLogLead('[vite] MUI X: Missing license key')).toBe('MUI X: Missing license key');
  });
});
