import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_LENGTH, checkFeedback } from './feedback';

const ok = { path: '/x/introduction', locale: 'en', helpful: true };

describe('checkFeedback', () => {
  it('accepts a minimal post and trims the comment, an empty one becoming null', () => {
    expect(checkFeedback(ok)).toEqual({ ok: true, post: { ...ok, comment: null } });
    expect(checkFeedback({ ...ok, helpful: false, locale: 'zh', comment: '  fine\n' })).toEqual({ ok: true, post: { ...ok, helpful: false, locale: 'zh', comment: 'fine' } });
    expect(checkFeedback({ ...ok, comment: ' \t\n ' })).toEqual({ ok: true, post: { ...ok, comment: null } });
    expect(checkFeedback({ ...ok, comment: null })).toEqual({ ok: true, post: { ...ok, comment: null } });
  });

  it('counts the comment after trimming, up to the limit inclusive', () => {
    expect(checkFeedback({ ...ok, comment: ` ${'a'.repeat(MAX_COMMENT_LENGTH)} ` }).ok).toBe(true);
    expect(checkFeedback({ ...ok, comment: 'a'.repeat(MAX_COMMENT_LENGTH + 1) })).toEqual({ ok: false, message: '"comment" is 1001 characters long; at most 1000 are allowed.' });
  });

  it.each<[string, unknown, RegExp]>([
    ['null', null, /JSON object/],
    ['a string', 'yes', /JSON object/],
    ['an array', [ok], /JSON object/],
    ['an unknown field', { ...ok, ip: '1.2.3.4' }, /Unknown field: "ip"/],
    ['an empty path', { ...ok, path: '' }, /"path" is required/],
    ['a path outside /x', { ...ok, path: '/material-ui/' }, /docs page path/],
    ['a trailing slash', { ...ok, path: '/x/introduction/' }, /docs page path/],
    ['a dot segment', { ...ok, path: '/x/./introduction' }, /docs page path/],
    ['markup in the path', { ...ok, path: '/x/<b>' }, /docs page path/],
    ['a very long path', { ...ok, path: `/x/${'a'.repeat(600)}` }, /longer than 512/],
    ['a locale in another case', { ...ok, locale: 'EN' }, /"locale" must be one of "en", "zh"/],
    ['helpful as 1', { ...ok, helpful: 1 }, /"helpful" must be true or false/],
    ['a comment object', { ...ok, comment: { text: 'x' } }, /"comment" must be a string/],
    ['a bell in the comment', { ...ok, comment: 'a\u0007' }, /control characters/],
    ['a lone low surrogate', { ...ok, comment: 'a\udc00' }, /not valid Unicode/],
  ])('refuses %s', (_name, body, message) => {
    const r = checkFeedback(body);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toMatch(message);
  });

  it('keeps emoji (surrogate pairs) and line breaks', () => {
    expect(checkFeedback({ ...ok, comment: 'Great 👍\r\nthanks' })).toEqual({ ok: true, post: { ...ok, comment: 'Great 👍\r\nthanks' } });
  });
});
