/**
 * API rows for Chinese queries (`api-rows.ts`): which Chinese queries ask only for an API's reference, and
 * how the English index's API row joins the Chinese results.
 */
import { describe, expect, it } from 'vitest';
import { asksForReference, searchFor, withEnglishApiRows } from './api-rows';
import type { SearchOptions, SearchResult } from './types';

const row = (path: string): SearchResult => ({ path, title: path, heading: null, product: 'x-data-grid', snippet: '' });

/** An index standing in for a real one: its results for any text, and what it was asked. */
function english(results: SearchResult[]) {
  const asked: { q: string; options: SearchOptions }[] = [];
  return {
    asked,
    search: (q: string, options: SearchOptions = {}) => {
      asked.push({ q, options });
      return results;
    },
  };
}

describe('asksForReference', () => {
  it('reads a Chinese query that names an API and asks only for its reference', () => {
    for (const q of [
      'DataGrid 的 getRowId 属性',
      'GridColDef 有哪些属性',
      'apiRef 有哪些方法',
      'closeOnSelect 默认值是多少',
      'RichTreeView API 文档',
      'TreeItem 的 props',
      'GridRowParams 里有什么字段',
    ]) {
      expect(asksForReference(q), q).toBe(true);
    }
  });

  it('does not read a question a guide answers, a query naming no API, an English query or a pasted error', () => {
    for (const q of [
      'renderCell 里面放按钮',
      'DataGrid 列宽',
      'DatePicker 禁用周末',
      'DataGrid 是什么',
      '表格 属性',
      'getRowId prop',
      '报错 MUI X: useResizeContainer - The parent DOM element of the Data Grid has an empty width.',
    ]) {
      expect(asksForReference(q), q).toBe(false);
    }
  });
});

describe('withEnglishApiRows', () => {
  const zh = [row('/x/react-data-grid/quickstart'), row('/x/react-data-grid/row-definition')];

  it('puts the English index’s first API row first, searched with the query’s ASCII words and options', () => {
    const en = english([row('/x/react-data-grid/rows'), row('/x/api/data-grid/data-grid#prop-getRowId'), row('/x/api/data-grid/grid-api')]);
    const out = withEnglishApiRows(zh, en, 'DataGrid 的 getRowId 属性', { product: 'x-data-grid', limit: 2 });
    expect(out.map((r) => r.path)).toEqual(['/x/api/data-grid/data-grid#prop-getRowId', '/x/react-data-grid/quickstart']);
    expect(en.asked).toEqual([{ q: 'DataGrid   getRowId', options: { product: 'x-data-grid', limit: 2 } }]);
  });

  it('keeps the Chinese results when no API row is among the first three, or the query asks more', () => {
    const far = english([row('/a'), row('/b'), row('/c'), row('/x/api/data-grid/data-grid')]);
    expect(withEnglishApiRows(zh, far, 'getRowId 属性')).toEqual(zh);
    const en = english([row('/x/api/data-grid/grid-col-def#prop-renderCell')]);
    expect(withEnglishApiRows(zh, en, 'renderCell 里面放按钮')).toEqual(zh);
    expect(en.asked).toEqual([]);
  });
});

describe('searchFor', () => {
  it('loads the English index for a Chinese query only when it asks for an API’s reference', async () => {
    const loads: string[] = [];
    const indexes = { zh: english([row('/x/react-charts/pie')]), en: english([row('/x/api/charts/pie-chart')]) };
    const load = (locale: 'en' | 'zh') => {
      loads.push(locale);
      return indexes[locale] as never;
    };
    expect((await searchFor(load, '饼图 图例')).results.map((r) => r.path)).toEqual(['/x/react-charts/pie']);
    expect((await searchFor(load, 'PieChart 参数')).results.map((r) => r.path)).toEqual(['/x/api/charts/pie-chart', '/x/react-charts/pie']);
    expect(loads).toEqual(['zh', 'zh', 'en']);
  });
});
