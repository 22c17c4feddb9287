/**
 * MUI X's own messages read from the installed packages (scripts/search/messages.ts), and the catalogue
 * the index builds from them: each message with the page about its cause.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SearchDocInput } from '../../lib/search';
import { buildSearchIndex } from './build-index';
import { KNOWN_PAGES, SHORT_LINKS, componentDemos, linkedPage, messagesOf, packageMessages } from './messages';

describe('the packages’ messages', () => {
  it('reads the texts their code prints or throws: joined lines, templates, warnOnce, the Data Grid logger', () => {
    const source = [
      "const logger = useGridLogger(apiRef, 'useResizeContainer');",
      "throw new Error(['MUI X: Could not find the Data Grid context.', 'It looks like you rendered your component outside.'].join('\\n'));",
      'warnOnce([`MUI X: The page size \\`${size}\\` is not present in the \\`pageSizeOptions\\`.`]);',
      'warnOnce(`${warningPrefix}: A component is changing the default ${name} state.`);',
      "logger.error(['The parent DOM element of the Data Grid has an empty height.']);",
      "throw new Error('Not a message of the library');",
    ].join('\n');
    expect(messagesOf(source).map((m) => m.text)).toEqual([
      'MUI X: Could not find the Data Grid context. It looks like you rendered your component outside.',
      'MUI X: The page size `{}` is not present in the `pageSizeOptions`.',
      'MUI X: A component is changing the default {} state.',
      'MUI X: useResizeContainer - The parent DOM element of the Data Grid has an empty height.',
    ]);
  });

  it('finds the installed 8.11.1 packages’ messages, each once', () => {
    const texts = packageMessages().map((m) => m.text);
    expect(texts.length).toBeGreaterThan(100);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).toContain('MUI X: Missing context. Quick Filter subcomponents must be placed within a <QuickFilter /> component.');
    expect(texts.some((t) => t.startsWith('MUI X: Missing license key.'))).toBe(true);
  });
});

describe('the pages messages link', () => {
  it('reads a docs URL, or a short link as MUI X’s docs redirect it', () => {
    expect(linkedPage('MUI X: See https://mui.com/x/react-data-grid/row-definition/ for more.')).toBe('/x/react-data-grid/row-definition');
    expect(linkedPage('MUI X: useResizeContainer - The grid displays with a height of 0px. More details: https://mui.com/r/x-data-grid-no-dimensions.')).toBe('/x/react-data-grid/layout');
    // (A short link that leads off the docs, the pricing page, names none.)
    expect(linkedPage('MUI X: To purchase a license, please visit https://mui.com/r/x-get-license.')).toBeUndefined();
  });

  it('leads every short link to a page of this site', () => {
    for (const target of Object.values(SHORT_LINKS)) expect(existsSync(join(import.meta.dirname, '..', '..', 'content', 'pages', target.replace(/^\/x\//, ''), 'index.md')), target).toBe(true);
  });
});

describe('the pages read by hand for messages', () => {
  it('are pages of this site, each for installed messages', () => {
    const texts = packageMessages().map((m) => m.text);
    for (const [pattern, target] of KNOWN_PAGES) {
      expect(existsSync(join(import.meta.dirname, '..', '..', 'content', 'pages', target.replace(/^\/x\//, ''), 'index.md')), target).toBe(true);
      expect(texts.filter((t) => pattern.test(t)).length, String(pattern)).toBeGreaterThan(0);
    }
  });

  it('give one page to each message', () => {
    for (const text of packageMessages().map((m) => m.text)) expect(new Set(KNOWN_PAGES.filter(([p]) => p.test(text)).map(([, t]) => t)).size, text).toBeLessThan(2);
  });
});

describe('the component a message comes from', () => {
  const doc = (path: string, title: string, demos = ''): SearchDocInput => ({
    path,
    title,
    description: '',
    product: 'x-charts',
    kind: path.startsWith('/x/api/') ? 'api' : 'guide',
    sections: [{ anchor: '', heading: '', text: '' }, ...(demos ? [{ anchor: 'demos', heading: 'Demos', text: demos }] : [])],
  });
  const docs = [
    doc('/x/api/charts/bar-chart', 'BarChart API', 'Charts - Axis Charts - Bar demos Charts - Bars'),
    doc('/x/react-charts/bars', 'Charts - Bars'),
    doc('/x/react-charts/bar-demo', 'Charts - Bar demos'),
    doc('/x/react-charts/axis', 'Charts - Axis'),
    doc('/x/react-charts/lines', 'Charts - Lines'),
  ];

  it('is the guides its folder’s API page lists as demos', () => {
    expect([...componentDemos('BarChart/seriesConfig/seriesProcessor.js', docs)].sort()).toEqual(['Charts - Axis', 'Charts - Bar demos', 'Charts - Bars']);
  });

  it('is none for a folder of no component (`internals`, `hooks`) or one without an API page', () => {
    expect(componentDemos('internals/plugins/useChartDimensions/useChartDimensions.js', docs).size).toBe(0);
    expect(componentDemos('LineChart/useAreaPlotData.js', docs).size).toBe(0);
  });
});

describe('the catalogue', () => {
  const doc = (path: string, title: string, text: string, demos = ''): SearchDocInput => ({
    path,
    title,
    description: '',
    product: 'x-charts',
    kind: path.startsWith('/x/api/') ? 'api' : 'guide',
    sections: [{ anchor: '', heading: '', text }, ...(demos ? [{ anchor: 'demos', heading: 'Demos', text: demos }] : [])],
  });

  it('gives a message of a component’s folder the guide its API page lists as a demo, below the first five the engine finds', () => {
    const scale = 'The position value provided for the axis is not valid for the current scale of the chart.';
    const docs = [
      ...[1, 2, 3, 4, 5, 6].map((n) => doc(`/x/react-charts/scale-${n}`, `Charts - Scale ${n}`, `${scale} ${scale}`)),
      doc('/x/react-charts/highlighting', 'Charts - Highlighting', 'Highlight the axis value under the pointer.'),
      doc('/x/api/charts/charts-axis-highlight', 'ChartsAxisHighlight API', 'The axis highlight.', 'Charts - Highlighting'),
    ];
    const message = { text: 'MUI X Charts: The position value provided for the axis is not valid for the current scale.', pkg: 'x-charts', file: 'ChartsAxisHighlight/ChartsXAxisHighlight.js' };
    const data = buildSearchIndex(docs, undefined, 'en', [message]);
    expect(data.pages[data.messages![0]![0]]?.[0]).toBe('/x/react-charts/highlighting');
  });
});
