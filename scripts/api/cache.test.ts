/**
 * The extraction cache: a hit skips the extractor, the key follows what the
 * data depends on, and stale files are cleaned up.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cached, cacheKey, packageVersions } from './cache';
import type { ApiTarget } from './targets';
import { API_DATA_VERSION, type ApiData } from './types';

const root = resolve(__dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'api-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const data: ApiData = { dataVersion: API_DATA_VERSION, packages: [], docs: [], hooks: [], unresolved: [] };
const target: ApiTarget = { kind: 'component', name: 'DataGrid', path: '/x/api/data-grid/data-grid', product: 'data-grid' };

describe('cacheKey', () => {
  it('is stable for the same inputs', () => {
    expect(cacheKey(root, [target], [])).toBe(cacheKey(root, [target], []));
  });

  it('changes with the pages and hooks asked for', () => {
    const base = cacheKey(root, [target], []);
    expect(cacheKey(root, [], [])).not.toBe(base);
    expect(cacheKey(root, [target], ['useGridApiRef'])).not.toBe(base);
  });

  it('hashes the installed versions, nested copies included', () => {
    const versions = packageVersions(root);
    expect(versions).toContain('@mui/x-charts-pro@8.11.0');
    expect(versions).toContain('@mui/x-tree-view-pro@8.10.1');
    expect(versions.some((v) => v.startsWith('@mui/x-charts-pro>@mui/x-charts@'))).toBe(true);
    expect(versions.some((v) => v.startsWith('typescript@'))).toBe(true);
  });
});

describe('cached', () => {
  it('extracts on a miss, then hits without extracting', () => {
    const extract = vi.fn(() => data);
    expect(cached(dir, 'a'.repeat(64), extract)).toEqual({ data, hit: false });
    expect(cached(dir, 'a'.repeat(64), extract)).toEqual({ data, hit: true });
    expect(extract).toHaveBeenCalledTimes(1);
  });

  it('replaces the file of an older key and ignores a torn file', () => {
    writeFileSync(join(dir, `api-data-${'c'.repeat(24)}.json`), '{"dataVer');
    const extract = vi.fn(() => data);
    expect(cached(dir, 'c'.repeat(64), extract).hit).toBe(false);
    cached(dir, 'b'.repeat(64), extract);
    expect(readdirSync(dir)).toEqual([`api-data-${'b'.repeat(24)}.json`]);
  });
});
