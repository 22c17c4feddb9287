/**
 * "Was this page helpful?": the rules of a feedback post, shared by the
 * worker (worker/feedback.ts, which stores it in D1) and the browser widget
 * (client/feedback/). Pure: no platform APIs.
 */
import { LOCALES, type Locale } from './constants';

/** Where the widget posts (POST only). */
export const FEEDBACK_PATH = '/x/feedback';

/** Longest comment, in UTF-16 code units after trimming (what a textarea's maxlength counts). */
export const MAX_COMMENT_LENGTH = 1000;

/** Largest request body read, in bytes: a 1,000-character comment of \uXXXX escapes fits, nothing much bigger does. */
export const MAX_FEEDBACK_BODY_BYTES = 8192;

/** Longest page path accepted (the database refuses longer ones too). */
export const MAX_FEEDBACK_PATH_LENGTH = 512;

/** Posts allowed per client and minute (the FEEDBACK_LIMITER binding in wrangler.toml holds the same numbers). */
export const FEEDBACK_RATE = { limit: 5, periodSeconds: 60 } as const;

/** A valid post, ready to store. */
export interface FeedbackPost {
  /** Public page path without locale prefix, e.g. `/x/react-data-grid/sorting` (an API tab keeps its suffix). */
  path: string;
  locale: Locale;
  helpful: boolean;
  /** Trimmed comment, or null when the reader wrote nothing. */
  comment: string | null;
}

export type FeedbackCheck = { ok: true; post: FeedbackPost } | { ok: false; message: string };

const FIELDS = new Set(['path', 'locale', 'helpful', 'comment']);
// Tab, newline and carriage return are fine in a comment; other control characters are not.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PAGE_PATH = /^\/x(\/[A-Za-z0-9._~-]+)+$/;

const fail = (message: string): FeedbackCheck => ({ ok: false, message });

/**
 * Checks the parsed JSON body of a post, field by field, with a message a
 * developer can act on. Whether the page exists is the worker's check.
 * @example checkFeedback({ path: '/x/introduction', locale: 'en', helpful: true }) // { ok: true, post: { ..., comment: null } }
 */
export function checkFeedback(body: unknown): FeedbackCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('The body must be a JSON object.');
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).filter((k) => !FIELDS.has(k));
  if (unknown.length) return fail(`Unknown field: ${JSON.stringify(unknown[0]).slice(0, 40)}. Allowed: path, locale, helpful, comment.`);

  const { path, locale, helpful, comment } = record;
  if (typeof path !== 'string' || path === '') return fail('"path" is required: the page path, e.g. "/x/introduction".');
  if (path.length > MAX_FEEDBACK_PATH_LENGTH) return fail(`"path" is longer than ${MAX_FEEDBACK_PATH_LENGTH} characters.`);
  if (!PAGE_PATH.test(path) || path.split('/').some((s) => s === '.' || s === '..'))
    return fail('"path" must be a docs page path such as "/x/introduction", without locale prefix, query or fragment.');
  if (typeof locale !== 'string' || !(LOCALES as readonly string[]).includes(locale)) return fail(`"locale" must be one of ${LOCALES.map((l) => `"${l}"`).join(', ')}.`);
  if (typeof helpful !== 'boolean') return fail('"helpful" must be true or false.');

  let text: string | null = null;
  if (comment !== undefined && comment !== null) {
    if (typeof comment !== 'string') return fail('"comment" must be a string (or left out).');
    const trimmed = comment.trim();
    if (trimmed.length > MAX_COMMENT_LENGTH) return fail(`"comment" is ${trimmed.length} characters long; at most ${MAX_COMMENT_LENGTH} are allowed.`);
    if (CONTROL.test(trimmed)) return fail('"comment" contains control characters.');
    if (LONE_SURROGATE.test(trimmed)) return fail('"comment" is not valid Unicode text.');
    text = trimmed === '' ? null : trimmed;
  }
  return { ok: true, post: { path, locale: locale as Locale, helpful, comment: text } };
}
