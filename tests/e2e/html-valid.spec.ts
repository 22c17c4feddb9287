/**
 * The HTML the worker serves is valid where it is ours: html-validate
 * (structure and content-model rules) over one page of each template (docs
 * page, page with demos, API reference page, API tab, Chinese page,
 * migration guide, 404), as a reader's browser receives it. Issue 40 found
 * `<style>` inside `<div>` (the stand-in CSS in the body), rows and cells
 * left to be closed implicitly, and what a parser then makes of them (a
 * `<tr>` inside a `<td>`, a list item outside its list). No browser: one
 * request per page.
 */
import { HtmlValidate, type Message, type RuleConfig } from 'html-validate';
import { expect, test } from './fixtures';
import { READER_UA } from './stub-servers';

/** One page per template. */
const PAGES = [
  '/x/introduction',
  '/x/react-data-grid/filtering',
  '/x/api/data-grid/data-grid',
  '/x/react-charts/axis/components-api',
  '/zh/x/react-charts/bars',
  '/x/migration/migration-data-grid-v7',
  '/x/no-such-page',
];

/**
 * Structure and content model: what makes a document parse into another
 * tree than the one written. Style rules (self-closing void elements,
 * attribute case, inline styles) are left out: they are React's way of
 * writing HTML, not errors. So are rules about the markup of MUI's own
 * components inside the stand-ins (duplicate classes, references to ids
 * that only exist once the demo has mounted).
 */
const RULES: RuleConfig = Object.fromEntries(
  [
    'close-attr',
    'close-order',
    'element-permitted-content',
    'element-permitted-occurrences',
    'element-permitted-order',
    'element-permitted-parent',
    'element-required-ancestor',
    'element-required-content',
    'no-dup-id',
    'no-implicit-close',
    'void-content',
    'doctype-html',
    'missing-doctype',
  ].map((r) => [r, 'error']),
);

const validator = new HtmlValidate({ root: true, rules: RULES });

function describe(m: Message): string {
  return `${m.ruleId}: ${m.message} @ ${(m.selector ?? '').slice(0, 120)}`;
}

test.use({ userAgent: READER_UA });

test('every template serves HTML without structural errors (html-validate)', async ({ request }) => {
  // About 10 s; misnested HTML makes the validator slow (89 s for the old API page), so a regression fails on time or on messages.
  test.setTimeout(60_000);
  const found: Record<string, string[]> = {};
  for (const path of PAGES) {
    const res = await request.get(path, { headers: { 'User-Agent': READER_UA } });
    expect(res.status(), path).toBe(path === '/x/no-such-page' ? 404 : 200);
    const html = await res.text();
    const report = await validator.validateString(html, path);
    const messages = report.results.flatMap((r) => r.messages);
    // Each rule's first few messages: enough to find the template that writes them.
    const byRule = new Map<string, string[]>();
    for (const m of messages) {
      const list = byRule.get(m.ruleId) ?? [];
      if (list.length < 3) list.push(describe(m));
      byRule.set(m.ruleId, list);
    }
    if (messages.length) found[path] = [`${messages.length} messages`, ...[...byRule.values()].flat()];
  }
  expect(found).toEqual({});
});
