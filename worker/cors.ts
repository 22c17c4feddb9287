/**
 * The CORS policy, in one place. The machine-readable endpoints
 * (`/x/search.json`, `/x/llms.txt`, pages as markdown, `/x/mcp`) are
 * public and read-only: every answer is the same for every caller and
 * holds nothing a page on another origin could not fetch through any
 * server. So any origin may read them (`Access-Control-Allow-Origin: *`),
 * which lets browser-based assistants and tools use them directly.
 *
 * Credentials are refused, never used: no answer carries
 * `Access-Control-Allow-Credentials` (a browser then never exposes an
 * answer to a request sent with cookies), the preflight does not allow an
 * `Authorization` header, the MCP endpoint answers a request that carries
 * one with 400, and no endpoint reads cookies. The HTML pages have no CORS
 * headers at all (same-origin only).
 */

/** Headers of every answer of a public read-only endpoint. */
export const PUBLIC_CORS = { 'Access-Control-Allow-Origin': '*' } as const;

/** The MCP endpoint's CORS headers (its preflight included): the MCP headers, never credentials. */
export const MCP_CORS = {
  ...PUBLIC_CORS,
  'Access-Control-Allow-Methods': 'POST, GET, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, Retry-After',
  'Access-Control-Max-Age': '86400',
} as const;
