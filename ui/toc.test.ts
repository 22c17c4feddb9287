/** The table of contents' list: docs pages flat as before, API members grouped. */
import { describe, expect, it } from 'vitest';
import { tocListHtml } from './PageView';

describe('tocListHtml', () => {
  it('keeps a docs page flat, with scroll-spy hooks on every entry, text escaped', () => {
    expect(
      tocListHtml([
        { id: 'a', text: 'A <b>', level: 2 },
        { id: 'b', text: 'B', level: 3 },
      ]),
    ).toBe('<li><a href="#a" data-toc-link="a">A &#60;b&#62;</a></li><li><a href="#b" class="toc-h3" data-toc-link="b">B</a></li>');
  });

  it('gives each API section (an entry with a count) a group, closed from 12 members, without the members', () => {
    const props = Array.from({ length: 12 }, (_, i) => ({ id: `prop-p${i}`, text: `p${i}`, level: 3 as const }));
    const html = tocListHtml([{ id: 'props', text: 'Props', level: 2, count: 12 }, ...props, { id: 'slots', text: 'Slots', level: 2, count: 1 }]);
    expect(html).toBe(
      '<li class="toc-gl"><a href="#props" data-toc-link="props">Props</a><details class="toc-g" data-toc-group="props"><summary aria-label="Props: 12">12</summary><ul></ul></details></li>' +
        '<li class="toc-gl"><a href="#slots" data-toc-link="slots">Slots</a><details class="toc-g" data-toc-group="slots" open><summary aria-label="Slots: 1">1</summary><ul></ul></details></li>',
    );
  });
});
