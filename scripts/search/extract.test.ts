/**
 * Page record -> search input: sections split at h2/h3 with their TOC
 * anchors, code and embeds left out, API props as their own sections;
 * an untranslated page's Chinese words from the glossary.
 */
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../../lib/page-record';
import { plainText, removedNames, searchDocOf, splitSections } from './extract';
import { chineseDocs, stem } from './index';
import { UNTRANSLATED, WORD_GLOSSARY } from './glossary-zh';
import { vocabulary } from './glossary-gaps';

const record = (over: Partial<PageRecord>): PageRecord => ({
  path: '/x/a',
  locale: 'en',
  title: 'A',
  description: 'About A.',
  productId: 'x-data-grid',
  categoryId: 'x',
  source: '',
  toc: [],
  html: '',
  demos: [],
  ...over,
});

describe('plainText', () => {
  it.each([
    ['Pass [`rows`](/x/api/data-grid#prop-rows) to **render**.', 'Pass rows to render.'],
    ['| `sortModel` | `GridSortModel` |', 'sortModel GridSortModel'],
    ['- Use <kbd>Enter</kbd>', 'Use Enter'],
    ['> _Note_: here', 'Note: here'],
  ])('%j -> %j', (md, text) => {
    expect(plainText(md)).toBe(text);
  });
});

describe('splitSections', () => {
  it('splits at h2/h3, takes anchors from the TOC (custom ids too), and skips code, embeds and callouts', () => {
    const md = ['Intro text.', '', '{{"demo": "A.tsx"}}', '', '## First part', ':::info', 'Inside.', ':::', '```tsx', '## not a heading', '```', '### 子节 {#sub-part}', 'More.'].join('\n');
    const toc = [
      { id: 'first-part', text: 'First part', level: 2 as const },
      { id: 'sub-part', text: '子节', level: 3 as const },
    ];
    expect(splitSections(md, toc).map((b) => [b.anchor, b.heading, b.lines.filter(Boolean)])).toEqual([
      ['', '', ['Intro text.']],
      ['first-part', 'First part', ['Inside.']],
      ['sub-part', '子节', ['More.']],
    ]);
  });
});

describe('install blocks', () => {
  it('gives the packages of an install block and the package managers it shows, not other code', () => {
    const [intro] = splitSections('Add it.\n\n```install\n@mui/x-charts dayjs\n```\n\n```js\nconst secret = 1;\n```\nDone.', []);
    const text = intro!.lines.join(' ');
    expect(text).toContain('npm, pnpm, yarn');
    expect(text).toContain('@mui/x-charts dayjs');
    expect(text).not.toContain('secret');
    expect(text).toContain('Done.');
  });
});

describe('searchDocOf', () => {
  it('gives a guide page its intro and heading sections', () => {
    const doc = searchDocOf(record({ markdown: 'Hello.\n\n## Sort rows\n\nClick a header.', toc: [{ id: 'sort-rows', text: 'Sort rows', level: 2 }] }));
    expect(doc).toMatchObject({
      kind: 'guide',
      product: 'x-data-grid',
      sections: [
        { anchor: '', text: 'Hello.' },
        { anchor: 'sort-rows', heading: 'Sort rows', text: 'Click a header.' },
      ],
    });
  });

  it('gives each prop of an API page its own section, and adds listed props the table lacks', () => {
    const markdown = [
      'The grid.',
      '',
      '_The descriptions on this page are the authors’ words._',
      '',
      '## Props',
      '',
      '| Name | Type | Default | Description |',
      '|:-----|:-----|:--------|:------------|',
      '| `pageSizeOptions` (Pro) | `number[]` | `[25]` | Select the pageSize \\| dynamically. |',
    ].join('\n');
    const doc = searchDocOf(
      record({
        kind: 'component-api',
        markdown,
        propNames: ['pageSizeOptions', 'rows'],
        toc: [
          { id: 'props', text: 'Props', level: 2 },
          { id: 'prop-pageSizeOptions', text: 'pageSizeOptions', level: 3 },
        ],
      }),
    );
    expect(doc.kind).toBe('api');
    expect(doc.sections).toEqual([
      { anchor: '', heading: '', text: 'The grid.' },
      { anchor: 'props', heading: 'Props', text: 'Name Type Default Description' },
      { anchor: 'prop-pageSizeOptions', heading: 'pageSizeOptions', text: 'Select the pageSize | dynamically.', prop: true },
      { anchor: 'prop-rows', heading: 'rows', text: '', prop: true },
    ]);
  });
});

describe('chineseDocs', () => {
  it('gives an untranslated heading the Chinese words of the glossary (`Render custom cells`: 渲染, 自定义, 单元格)', () => {
    const en = record({ markdown: 'Cells.\n\n## Render custom cells\n\nUse renderCell.', toc: [{ id: 'render-custom-cells', text: 'Render custom cells', level: 2 }] });
    const [doc] = chineseDocs([en]);
    const keywords = doc!.sections.find((s) => s.anchor === 'render-custom-cells')?.keywords ?? '';
    expect(keywords.split(' ')).toEqual(expect.arrayContaining(['渲染', '自定义', '单元格']));
  });

  it('gives a word the glossary key it is, not another key sharing its crude stem (`paste`: 粘贴, not `past`: 过去)', () => {
    const en = record({
      markdown: 'Cells.\n\n## Paste into the grid\n\nPaste cells.\n\n## Disable past dates\n\nNo past dates.',
      toc: [
        { id: 'paste-into-the-grid', text: 'Paste into the grid', level: 2 },
        { id: 'disable-past-dates', text: 'Disable past dates', level: 2 },
      ],
    });
    const [doc] = chineseDocs([en]);
    const words = (anchor: string) => (doc!.sections.find((s) => s.anchor === anchor)?.keywords ?? '').split(' ');
    expect(words('paste-into-the-grid')).toContain('粘贴');
    expect(words('paste-into-the-grid')).not.toContain('过去');
    expect(words('disable-past-dates')).toContain('过去');
    expect(words('disable-past-dates')).not.toContain('粘贴');
  });
});

describe('chineseDocs: readers’ words for an empty chart, one click and a whole week', () => {
  it('gives `No data`, `Single-click` and `whole week` the Chinese a reader types (暂无数据, 单击, 整周)', () => {
    const en = record({
      markdown: 'Charts.\n\n## Empty states\n\nIt shows No data to display.\n\n## Single-click editing\n\nEdit on one click.\n\n## Pick a whole week\n\nA week.',
      toc: [
        { id: 'empty-states', text: 'Empty states', level: 2 },
        { id: 'single-click-editing', text: 'Single-click editing', level: 2 },
        { id: 'pick-a-whole-week', text: 'Pick a whole week', level: 2 },
      ],
    });
    const [doc] = chineseDocs([en]);
    const words = (anchor: string) => {
      const s = doc!.sections.find((x) => x.anchor === anchor);
      return `${s?.keywords ?? ''} ${s?.terms ?? ''}`.split(' ');
    };
    // (In the section's text, counted as its text is.)
    expect(words('empty-states')).toContain('暂无数据');
    expect(words('single-click-editing')).toContain('单击');
    expect(words('pick-a-whole-week')).toContain('整周');
  });
});

describe('chineseDocs: readers’ words for leading zeros and linked fields', () => {
  it('gives `Leading zeros` and `Linked fields` the Chinese a reader types (补零, 联动)', () => {
    const en = record({
      markdown: 'Pickers.\n\n## Leading zeros\n\nDays as 01.\n\n## Linked fields\n\nOne value sets another.',
      toc: [
        { id: 'leading-zeros', text: 'Leading zeros', level: 2 },
        { id: 'linked-fields', text: 'Linked fields', level: 2 },
      ],
    });
    const [doc] = chineseDocs([en]);
    const words = (anchor: string) => (doc!.sections.find((x) => x.anchor === anchor)?.keywords ?? '').split(' ');
    expect(words('leading-zeros')).toEqual(expect.arrayContaining(['前导零', '补零']));
    expect(words('linked-fields')).toContain('联动');
  });
});

describe('chineseDocs titles', () => {
  it('titles an untranslated page by its English title’s glossary words too (`Row selection`: 选中, so 选中的行 finds it)', () => {
    const en = record({ path: '/x/react-data-grid/row-selection', title: 'Data Grid - Row selection', markdown: 'Select rows.' });
    const [doc] = chineseDocs([en], { '/x/react-data-grid/row-selection': { en: 'Row selection', zh: '行选择' } });
    expect(doc!.title).toBe('行选择');
    expect(doc!.aliases?.join(' ').split(' ')).toEqual(expect.arrayContaining(['行', '选中', '勾选']));
  });
});

describe('glossary', () => {
  it('gives every English word its words, and never a word it lists as left untranslated', () => {
    const untranslated = new Set(UNTRANSLATED.map((w) => stem(w)));
    for (const [en, zh] of Object.entries(WORD_GLOSSARY)) {
      expect(zh.trim(), en).not.toBe('');
      if (!en.includes(' ')) expect(untranslated.has(stem(en)), en).toBe(false);
    }
  });

  it('gives a word it leaves untranslated (`bottom`) no Chinese through another word: 底部 is any bottom, not the footer', () => {
    const en = record({
      markdown: 'Grid.\n\n## Customize the footer\n\nThe footer.\n\n## Place the legend at the bottom\n\nBelow the chart.',
      toc: [
        { id: 'customize-the-footer', text: 'Customize the footer', level: 2 },
        { id: 'place-the-legend-at-the-bottom', text: 'Place the legend at the bottom', level: 2 },
      ],
    });
    const [doc] = chineseDocs([en]);
    const words = (anchor: string) => (doc!.sections.find((s) => s.anchor === anchor)?.keywords ?? '').split(' ');
    expect(words('customize-the-footer')).toContain('页脚');
    expect(words('customize-the-footer')).not.toContain('底部');
    expect(words('place-the-legend-at-the-bottom')).not.toContain('底部');
  });

  it('lists the frequent words of titles, headings and section openings it does not cover, skipping identifiers and stop words', () => {
    const md = '## Gizmo frobbing\n\nThe `frobGizmo` prop frobs a gizmo. Also rows.\n\n## Frobbing gizmo rows\n\nframe';
    const toc = [
      { id: 'gizmo-frobbing', text: 'Gizmo frobbing', level: 2 as const },
      { id: 'frobbing-gizmo-rows', text: 'Frobbing gizmo rows', level: 2 as const },
    ];
    const words = vocabulary([record({ kind: 'markdown', markdown: md, toc })], {});
    const gizmo = words.find((w) => w.term === 'gizmo');
    expect(gizmo).toMatchObject({ count: 2 });
    expect(gizmo?.zh).toBeUndefined();
    // `rows` is covered (行); `frobGizmo` is an identifier, `the` a stop word.
    expect(words.find((w) => w.term === 'row')?.zh).toContain('行');
    expect(words.map((w) => w.term)).not.toContain('frobgizmo');
    expect(words.map((w) => w.term)).not.toContain('the');
  });
});

describe('removedNames', () => {
  it('lists the code names of the first column of a removed or renamed table, with a component’s theme key', () => {
    const lines = [
      'Text with `SomeName` in it.',
      '| Removed | Use instead |',
      '| `TreeView` | `SimpleTreeView` |',
      '| `TreeViewProps` | `SimpleTreeViewProps` |',
      '| `rowsX` | x |',
      '',
      '| Codemod | What it changes |',
      '| `renameThingHere` | y |',
    ];
    expect(removedNames(lines)).toEqual(['TreeView', 'MuiTreeView', 'TreeViewProps']);
    expect(removedNames(['| v5 prop | v6 |', '| `onCellEditCommit` | `processRowUpdate` |'])).toEqual(['onCellEditCommit']);
  });

  it('gives them to a migration guide’s sections only', () => {
    const markdown = '## Gone\n\n| Removed | Use instead |\n| :--- | :--- |\n| `TreeView` | `SimpleTreeView` |\n';
    const toc = [{ level: 2 as const, text: 'Gone', id: 'gone' }];
    expect(searchDocOf(record({ path: '/x/migration/migration-tree-view-v7', markdown, toc })).sections[1]?.removed).toBe('TreeView MuiTreeView');
    expect(searchDocOf(record({ path: '/x/react-tree-view/items', markdown, toc })).sections[1]?.removed).toBeUndefined();
  });
});
