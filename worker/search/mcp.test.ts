/**
 * `/x/mcp` over raw HTTP JSON-RPC inside workerd: the Streamable HTTP
 * rules (POST only, JSON in and out, 202 for notifications, protocol
 * version header) and every error path a client or attacker can reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, seedPages } from '../test-helpers';

beforeAll(() => seedPages(), 60_000);

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call('/x/mcp', { method: 'POST', headers: { ...HEADERS, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function rpc(method: string, params?: unknown, id: number | string = 1): Promise<Record<string, unknown>> {
  const res = await post({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await res.json()) as Record<string, unknown>;
}

describe('MCP lifecycle and tools', () => {
  it.each([
    ['2025-06-18', '2025-06-18'],
    ['2025-03-26', '2025-03-26'],
    ['1999-01-01', '2025-11-25'],
  ])('initialize with %s answers %s', async (asked, answered) => {
    const res = await rpc('initialize', { protocolVersion: asked, capabilities: {}, clientInfo: { name: 't', version: '1' } });
    expect(res).toMatchObject({ jsonrpc: '2.0', id: 1, result: { protocolVersion: answered, capabilities: { tools: {} }, serverInfo: { name: 'mui-x-docs' } } });
  });

  it('answers a notification with 202 and no body', async () => {
    const res = await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
  });

  it('answers ping and lists the three tools', async () => {
    expect(await rpc('ping', undefined, 'p')).toEqual({ jsonrpc: '2.0', id: 'p', result: {} });
    const list = (await rpc('tools/list')) as { result: { tools: { name: string; inputSchema: { type: string } }[] } };
    expect(list.result.tools.map((t) => t.name)).toEqual(['search_docs', 'get_page', 'get_api']);
    for (const t of list.result.tools) expect(t.inputSchema.type).toBe('object');
  });

  it('calls search_docs and get_page', async () => {
    const found = (await rpc('tools/call', { name: 'search_docs', arguments: { query: 'sorting' } })) as { result: { content: { text: string }[] } };
    expect(found.result.content[0]!.text).toContain('Path: /x/react-data-grid/sorting');
    const page = (await rpc('tools/call', { name: 'get_page', arguments: { path: '/x/react-data-grid/sorting' } })) as { result: { content: { text: string }[] } };
    expect(page.result.content[0]!.text).toMatch(/^# .*Sorting/);
  });

  it('search_docs finds Chinese pages for a Chinese query without a locale, and English pages otherwise', async () => {
    const call = async (args: Record<string, unknown>) =>
      ((await rpc('tools/call', { name: 'search_docs', arguments: args })) as { result: { content: { text: string }[]; isError?: boolean } }).result;
    // Installation is translated: its Chinese title comes first, under its /zh path.
    const zh = await call({ query: '安装' });
    expect(zh.isError).toBeUndefined();
    expect(zh.content[0]!.text).toMatch(/^Results for "安装":\n\n1\. \*\*安装\*\*.*\n {3}Path: \/zh\/x\/introduction\/installation\n/);
    // Sorting is not translated: the Chinese query still finds it (its Chinese nav title), in English.
    expect((await call({ query: '数据表格 排序' })).content[0]!.text).toContain('Path: /zh/x/react-data-grid/sorting');
    // An English query with locale zh gives the /zh paths of the English results.
    expect((await call({ query: 'sorting', locale: 'zh' })).content[0]!.text).toContain('Path: /zh/x/react-data-grid/sorting');
    expect((await call({ query: 'sorting', locale: 'en' })).content[0]!.text).toContain('Path: /x/react-data-grid/sorting');
    // A Chinese query asking for an API's reference: its API page (English only) first, under its /zh path.
    expect((await call({ query: 'GridColDef 有哪些属性' })).content[0]!.text).toMatch(
      /^Results for "GridColDef 有哪些属性":\n\n1\. \*\*GridColDef\b.*\n {3}Path: \/zh\/x\/api\/data-grid\/grid-col-def\n/,
    );
  });

  it('get_page reads the API tab of a page and get_api a component', async () => {
    const tab = (await rpc('tools/call', { name: 'get_page', arguments: { path: '/x/react-data-grid/sorting/components-api' } })) as { result: { content: { text: string }[] } };
    expect(tab.result.content[0]!.text).toContain('DataGrid');
    const api = (await rpc('tools/call', { name: 'get_api', arguments: { component: '<DatePicker />' } })) as { result: { content: { text: string }[] } };
    expect(api.result.content[0]!.text).toMatch(/^# DatePicker API/);
  });

  it('answers a batch with one reply per request', async () => {
    const res = await post([
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    ]);
    const replies = (await res.json()) as { id: number }[];
    expect(replies.map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('MCP errors', () => {
  it.each([
    ['unknown method', { jsonrpc: '2.0', id: 1, method: 'resources/list' }, 200, -32601],
    ['unknown tool', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'rm_rf', arguments: {} } }, 200, -32602],
    ['tools/call without a name', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} }, 200, -32602],
    ['arguments that are not an object', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_page', arguments: [1] } }, 200, -32602],
    ['not JSON-RPC 2.0', { jsonrpc: '1.0', id: 1, method: 'ping' }, 400, -32600],
    ['an object id', { jsonrpc: '2.0', id: { a: 1 }, method: 'ping' }, 400, -32600],
    ['a number', 42, 400, -32600],
    ['an empty batch', [], 400, -32600],
  ])('%s gives HTTP %i and JSON-RPC error %i', async (_, body, status, code) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(code);
  });

  it('a parse error is 400 with code -32700 and id null', async () => {
    const res = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  });

  it.each([
    ['a missing argument', 'get_page', {}],
    ['a wrong type', 'search_docs', { query: 42 }],
    ['an unknown product', 'search_docs', { query: 'grid', product: 'spreadsheet' }],
    ['an unknown locale', 'search_docs', { query: 'grid', locale: 'fr' }],
    ['a path outside the docs', 'get_page', { path: '/../../etc/passwd' }],
    ['a missing component', 'get_api', { component: '!!!' }],
  ])('%s is a tool error the assistant can read', async (_, name, args) => {
    const res = (await rpc('tools/call', { name, arguments: args })) as { result: { isError: boolean; content: { text: string }[] } };
    expect(res.result.isError).toBe(true);
    expect(res.result.content[0]!.text.length).toBeGreaterThan(10);
  });

  it.each([
    ['GET', 405],
    ['DELETE', 405],
    ['PUT', 405],
  ])('%s is %i with Allow: POST', async (method, status) => {
    const res = await call('/x/mcp', { method });
    expect(res.status).toBe(status);
    expect(res.headers.get('allow')).toContain('POST');
  });

  it('answers a CORS preflight', async () => {
    const res = await call('/x/mcp', { method: 'OPTIONS', headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'POST' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('Mcp-Protocol-Version');
  });

  it.each([
    ['an unsupported protocol version header', { 'MCP-Protocol-Version': '1999-01-01' }, 400],
    ['a form body', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
    ['a client that refuses JSON', { Accept: 'text/html' }, 406],
  ])('rejects %s', async (_, headers, status) => {
    const res = await post({ jsonrpc: '2.0', id: 1, method: 'ping' }, headers);
    expect(res.status).toBe(status);
  });

  it('rejects a body over 64 KB with 413', async () => {
    const res = await post({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70_000) } });
    expect(res.status).toBe(413);
  });
});
