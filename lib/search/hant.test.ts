/**
 * Traditional Chinese queries read as simplified (lib/search/hant.ts): the characters, then Taiwan's
 * words; simplified text and ASCII unchanged.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../scripts/search/build-index';
import { WORD_GLOSSARY } from '../../scripts/search/glossary-zh';
import { SearchIndex, encodeSearchIndex, type SearchDocInput } from '../search';
import { simplifiedHan } from './hant';
import { SYNONYMS } from './synonyms';

describe('simplifiedHan', () => {
  it('reads traditional characters as simplified, and then Taiwan words as the mainland ones', () => {
    expect(simplifiedHan('日期選擇器 禁用週末')).toBe('日期选择器 禁用周末');
    expect(simplifiedHan('樹狀結構 節點 懶載入')).toBe('树状结构 节点 懒加载');
    expect(simplifiedHan('資料表格 匯出 Excel 按鈕')).toBe('数据表格 导出 Excel 按钮');
    expect(simplifiedHan('自訂元件 儲存格')).toBe('自定义组件 单元格');
    expect(simplifiedHan('DataGrid 預設排序 怎麼設定')).toBe('DataGrid 默认排序 怎么设置');
  });

  it('leaves simplified text, its words and ASCII as they are', () => {
    const simplified = [...Object.values(WORD_GLOSSARY), ...SYNONYMS.keys(), '后端分页 着色 干净 发布 面板 里面', '资料 设定 程式'];
    for (const text of simplified) expect(simplifiedHan(text), text).toBe(text);
    expect(simplifiedHan('DataGrid rowHeight')).toBe('DataGrid rowHeight');
  });
});

describe('search: a query in traditional characters', () => {
  const doc = (path: string, title: string, heading: string, text: string): SearchDocInput => ({
    path,
    title,
    description: '',
    product: 'x-data-grid',
    kind: 'guide',
    sections: [
      { anchor: '', heading: '', text: '' },
      { anchor: 'a', heading, text },
    ],
  });
  const index = new SearchIndex(
    encodeSearchIndex(
      buildSearchIndex(
        [
          doc('/x/react-data-grid/export', '导出', '导出 CSV', '把数据导出为 CSV 文件。'),
          doc('/x/react-data-grid/column-pinning', '列固定', '冻结列', '固定的列在滚动时保持可见。'),
          doc('/x/react-data-grid/pagination', '分页', '每页条数', '设置默认的每页条数。'),
        ],
        undefined,
        'zh',
      ),
    ),
  );
  const first = (q: string) => index.search(q)[0]?.path.split('#')[0];

  it('finds what its simplified twin finds', () => {
    const twins: [string, string][] = [
      ['凍結列', '冻结列'],
      ['匯出資料', '导出数据'],
      ['預設每頁條數 怎麼設定', '默认每页条数 怎么设置'],
    ];
    for (const [traditional, simplified] of twins) {
      expect(first(simplified), simplified).toBeDefined();
      expect(first(traditional), traditional).toBe(first(simplified));
    }
  });
});

describe('the table of traditional characters', () => {
  it('holds one-unit characters, traditional ones ascending at the even places, none also a simplified one', () => {
    const src = readFileSync(join(__dirname, 'hant.ts'), 'utf8');
    const pairs = /const PAIRS =\s*'([^']+)'/.exec(src)![1]!;
    expect(pairs.length % 2).toBe(0);
    expect([...pairs].length).toBe(pairs.length);
    const simplified = new Set<number>();
    for (let i = 1; i < pairs.length; i += 2) simplified.add(pairs.charCodeAt(i));
    for (let i = 0; i + 2 < pairs.length; i += 2) expect(pairs.charCodeAt(i) < pairs.charCodeAt(i + 2), pairs[i]).toBe(true);
    for (let i = 0; i < pairs.length; i += 2) expect(simplified.has(pairs.charCodeAt(i)), pairs[i]).toBe(false);
  });
});
