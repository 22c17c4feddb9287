/**
 * The MCP endpoint through the official SDK client: the built worker runs
 * on workerd (scripts/serve.ts, on a free port) with KV seeded from dist/, and
 * `Client` + `StreamableHTTPClientTransport` connect, list the tools and
 * call each one, as an assistant would. Needs `npm run build` first.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Server } from '../serve';

let server: Server;
let client: Client;

function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  const content = result.content as { type: string; text?: string }[];
  return content.map((c) => c.text ?? '').join('\n');
}

beforeAll(async () => {
  server = await serve({ port: 0, persist: false });
  await server.seed();
  client = new Client({ name: 'mcp-e2e-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/x/mcp`)));
}, 90_000);

afterAll(async () => {
  await client?.close();
  await server?.dispose();
});

describe('MCP over Streamable HTTP with the SDK client', () => {
  it('negotiates a protocol version and names the server', () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'mui-x-docs', version: '8.11.1' });
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    expect(client.getInstructions()).toContain('search_docs');
  });

  it('lists the three tools with their required arguments', async () => {
    const { tools } = await client.listTools();
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(Object.keys(byName).sort()).toEqual(['get_api', 'get_page', 'search_docs']);
    expect(byName.search_docs!.inputSchema.required).toEqual(['query']);
    expect(byName.get_page!.inputSchema.required).toEqual(['path']);
    expect(byName.get_api!.inputSchema.required).toEqual(['component']);
  });

  it('search_docs finds the sorting page, and a product narrows the search', async () => {
    const all = textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'sorting' } }));
    expect(all).toContain('Path: /x/react-data-grid/sorting');
    const pickers = textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'picker', product: 'x-date-pickers' } }));
    const paths = [...pickers.matchAll(/Path: (\S+)/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.startsWith('/x/react-date-pickers') || p.startsWith('/x/api/date-pickers'))).toBe(true);
  });

  it('search_docs rejects an unknown product as a tool error', async () => {
    const result = await client.callTool({ name: 'search_docs', arguments: { query: 'grid', product: 'x-spreadsheet' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('x-data-grid');
  });

  it('get_page returns the page as markdown with its demos inlined', async () => {
    const page = textOf(await client.callTool({ name: 'get_page', arguments: { path: '/x/react-data-grid/sorting' } }));
    expect(page.startsWith('# ')).toBe(true);
    expect(page).toMatch(/```tsx\n[\s\S]*export default function/);
    expect(page).not.toMatch(/\{\{"demo"/);
  });

  it('get_page accepts a full URL and a .md path, and reports a missing page', async () => {
    const a = textOf(await client.callTool({ name: 'get_page', arguments: { path: 'https://mui.com/x/introduction/mcp.md' } }));
    expect(a).toContain('# AI support via MCP');
    const missing = await client.callTool({ name: 'get_page', arguments: { path: '/x/no-such-page' } });
    expect(missing.isError).toBe(true);
  });

  it('get_api returns the API reference of DataGridPro with pageSizeOptions', async () => {
    const api = textOf(await client.callTool({ name: 'get_api', arguments: { component: 'DataGridPro' } }));
    expect(api).toContain('# DataGridPro API');
    expect(api).toContain('pageSizeOptions');
  });

  it('get_api suggests close names for a typo', async () => {
    const result = await client.callTool({ name: 'get_api', arguments: { component: 'DatePiker' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('DatePicker');
  });

  it('an unknown tool is a JSON-RPC error', async () => {
    await expect(client.callTool({ name: 'delete_docs', arguments: {} })).rejects.toThrow(/Unknown tool/);
  });
});
