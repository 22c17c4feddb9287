/**
 * `/x/mcp`: a stateless MCP server over Streamable HTTP (JSON responses,
 * no sessions, no server-initiated messages). POST carries JSON-RPC 2.0:
 * `initialize`, `ping`, `tools/list`, `tools/call`; notifications get 202.
 * GET and DELETE answer 405 (no SSE stream, no session to end), as the
 * transport allows. Clients should accept both JSON and SSE; only a client
 * that refuses JSON is turned away (406). Any Origin may call it and no
 * credentials are taken (worker/cors.ts says why): the docs are public and
 * read-only, so a DNS-rebinding page could read nothing it could not fetch
 * anyway.
 *
 * Limits: a body is read up to MAX_BODY bytes and no further (413); a batch
 * holds at most MAX_BATCH messages, run one after the other, and its answer
 * at most MAX_BATCH_ANSWER bytes: a reply that would pass it, and every
 * reply after it, is an error telling the client to send that request on
 * its own. The per-client rate limit is applied by the route (routes.ts):
 * each message of a batch counts as one request.
 *
 * Hand-written rather than the SDK's WebStandardStreamableHTTPServerTransport:
 * that one pulls zod, ajv and the SDK's schemas into the Worker bundle
 * (about 730 KB minified, more than the rest of the worker) for four
 * methods. The SDK's client tests this server (scripts/search/mcp.e2e.test.ts).
 */
import { CURRENT_VERSION } from '../../lib/constants';
import { MCP_CORS } from '../cors';
import { jsonError } from '../errors';
import { readCappedBody } from '../limits';
import { RecordInvalid, StoreUnavailable, reportInvalid } from '../store';
import { callTool, TOOLS, type ToolContext } from './tools';
import { log, logFailure, messageOf } from '../log';

/** Protocol revisions this server speaks (newest first). */
export const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'] as const;
/** Largest request body, in bytes. */
export const MAX_BODY = 64 * 1024;
/** Most messages in a batch. */
export const MAX_BATCH = 20;
/** Largest answer to a batch, in bytes (UTF-8 JSON). */
export const MAX_BATCH_ANSWER = 1024 * 1024;

type Id = string | number;
interface RpcError {
  code: number;
  message: string;
}
type Reply = { jsonrpc: '2.0'; id: Id | null; result: unknown } | { jsonrpc: '2.0'; id: Id | null; error: RpcError };

/** JSON-RPC error codes (-32000: this server's own, a batch answer over its size). */
const E = { parse: -32700, invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602, internal: -32603, tooLarge: -32000 } as const;

export { MCP_CORS };

function reply(body: unknown, status: 200 | 400 | 406 | 413 | 415 = 200): Response {
  // Error statuses are written by worker/errors.ts, with the JSON-RPC error as the body.
  if (status !== 200) return jsonError(status, { body, headers: MCP_CORS });
  return okJson(JSON.stringify(body));
}

function okJson(text: string): Response {
  return new Response(text, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...MCP_CORS },
  });
}

const utf8Length = (s: string) => new TextEncoder().encode(s).byteLength;

/**
 * Runs a batch one message after the other and joins the replies while
 * their total stays within MAX_BATCH_ANSWER bytes; from the first reply
 * that would pass it, each request is answered with an error instead (and
 * not run). Undefined when nothing needs a reply.
 */
async function runBatch(messages: unknown[], ctx: ToolContext): Promise<string | undefined> {
  const parts: string[] = [];
  const tooLarge = (id: Id | null) => failure(id, E.tooLarge, `Batch answer over ${MAX_BATCH_ANSWER} bytes: send this request on its own or in a smaller batch`);
  // The brackets and commas.
  let size = 2;
  let full = false;
  for (const m of messages) {
    // Once full, requests are not run; notifications and malformed messages cost nothing to answer.
    const out = full && isObject(m) && m.jsonrpc === '2.0' && typeof m.method === 'string' && isId(m.id) ? tooLarge(m.id) : await handleMessage(m, ctx);
    if (!out) continue;
    let text = JSON.stringify(out);
    let bytes = utf8Length(text) + (parts.length ? 1 : 0);
    if (!full && size + bytes > MAX_BATCH_ANSWER) {
      full = true;
      text = JSON.stringify(tooLarge(out.id));
      bytes = utf8Length(text) + (parts.length ? 1 : 0);
    }
    parts.push(text);
    size += bytes;
  }
  return parts.length ? `[${parts.join(',')}]` : undefined;
}

function failure(id: Id | null, code: number, message: string): Reply {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

const isId = (v: unknown): v is Id => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const INSTRUCTIONS =
  `Documentation of MUI X ${CURRENT_VERSION} (Data Grid, Date and Time Pickers, Charts, Tree View). ` + 'Use search_docs to find pages, get_page to read one, get_api for the props of a component.';

async function dispatch(method: string, params: unknown, ctx: ToolContext): Promise<{ result: unknown } | { error: RpcError }> {
  switch (method) {
    case 'initialize': {
      const asked = isObject(params) ? params.protocolVersion : undefined;
      const protocolVersion = (PROTOCOL_VERSIONS as readonly unknown[]).includes(asked) ? asked : PROTOCOL_VERSIONS[0];
      return {
        result: {
          protocolVersion,
          capabilities: { tools: { listChanged: false } },
          serverInfo: { name: 'mui-x-docs', title: 'MUI X documentation', version: CURRENT_VERSION },
          instructions: INSTRUCTIONS,
        },
      };
    }
    case 'ping':
      return { result: {} };
    case 'tools/list':
      return { result: { tools: TOOLS } };
    case 'tools/call': {
      if (!isObject(params) || typeof params.name !== 'string') return { error: { code: E.invalidParams, message: 'tools/call needs a tool name' } };
      const args = params.arguments === undefined ? {} : params.arguments;
      if (!isObject(args)) return { error: { code: E.invalidParams, message: 'arguments must be an object' } };
      const run = callTool(params.name, args, ctx);
      if (!run) return { error: { code: E.invalidParams, message: `Unknown tool: ${params.name.slice(0, 60)}` } };
      try {
        return { result: await run };
      } catch (e) {
        if (e instanceof StoreUnavailable) {
          logFailure(e);
          return { result: { content: [{ type: 'text', text: 'The documentation store did not answer. Please retry.' }], isError: true } };
        }
        if (e instanceof RecordInvalid) {
          reportInvalid(e);
          return { result: { content: [{ type: 'text', text: 'This page could not be read from the documentation store.' }], isError: true } };
        }
        throw e;
      }
    }
    default:
      return { error: { code: E.methodNotFound, message: `Method not found: ${method.slice(0, 60)}` } };
  }
}

/** Handles one JSON-RPC message; undefined for notifications and responses. */
async function handleMessage(message: unknown, ctx: ToolContext): Promise<Reply | undefined> {
  if (!isObject(message) || message.jsonrpc !== '2.0') return failure(isObject(message) && isId(message.id) ? message.id : null, E.invalidRequest, 'Invalid Request');
  const hasId = 'id' in message;
  if (typeof message.method !== 'string') {
    // A response to a server request: this server sends none, so there is nothing to match.
    if (hasId && ('result' in message || 'error' in message)) return undefined;
    return failure(isId(message.id) ? message.id : null, E.invalidRequest, 'Invalid Request');
  }
  if (!hasId) return undefined;
  if (!isId(message.id)) return failure(null, E.invalidRequest, 'Invalid Request: id must be a string or a number');
  try {
    const out = await dispatch(message.method, message.params, ctx);
    return 'error' in out ? failure(message.id, out.error.code, out.error.message) : { jsonrpc: '2.0', id: message.id, result: out.result };
  } catch (e) {
    log('error', 'mcp-internal', messageOf(e));
    return failure(message.id, E.internal, 'Internal error');
  }
}

function acceptsJson(accept: string | null): boolean {
  if (!accept) return true;
  return /(^|,)\s*(application\/json|application\/\*|\*\/\*)\s*(;|,|$)/i.test(accept);
}

/**
 * Answers a request to /x/mcp. The route has counted the request once
 * against the client's rate limit; `overLimit(extra)`, when given, counts
 * the other messages of a batch (a batch of N messages costs N) and answers
 * true when that puts the client over its limit: the batch is then not run
 * and `limited()` is the answer.
 */
export async function serveMcp(request: Request, ctx: ToolContext, limit?: { overLimit: (extra: number) => Promise<boolean>; limited: () => Response }): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: MCP_CORS });
  if (request.method !== 'POST') {
    return jsonError(405, { body: failure(null, E.invalidRequest, 'Method not allowed: this stateless server takes POST only'), allow: 'POST, OPTIONS', headers: MCP_CORS });
  }
  const version = request.headers.get('mcp-protocol-version');
  if (version && !(PROTOCOL_VERSIONS as readonly string[]).includes(version)) {
    return reply(failure(null, E.invalidRequest, `Unsupported MCP-Protocol-Version; supported: ${PROTOCOL_VERSIONS.join(', ')}`), 400);
  }
  if (request.headers.has('authorization')) {
    return reply(failure(null, E.invalidRequest, 'This server takes no credentials: send the request without an Authorization header'), 400);
  }
  if (!acceptsJson(request.headers.get('accept'))) return reply(failure(null, E.invalidRequest, 'Not Acceptable: the client must accept application/json'), 406);
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return reply(failure(null, E.invalidRequest, 'Content-Type must be application/json'), 415);
  }
  const body = await readCappedBody(request, MAX_BODY);
  if ('error' in body) {
    return body.error === 'too-large' ? reply(failure(null, E.invalidRequest, `Request body over ${MAX_BODY} bytes`), 413) : reply(failure(null, E.parse, 'Parse error: the body is not UTF-8'), 400);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    return reply(failure(null, E.parse, 'Parse error'), 400);
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0 || parsed.length > MAX_BATCH) return reply(failure(null, E.invalidRequest, `Invalid Request: a batch holds 1 to ${MAX_BATCH} messages`), 400);
    if (limit && parsed.length > 1 && (await limit.overLimit(parsed.length - 1))) return limit.limited();
    const answer = await runBatch(parsed, ctx);
    return answer === undefined ? new Response(null, { status: 202, headers: MCP_CORS }) : okJson(answer);
  }
  const out = await handleMessage(parsed, ctx);
  if (!out) return new Response(null, { status: 202, headers: MCP_CORS });
  const malformed = 'error' in out && (out.error.code === E.invalidRequest || out.error.code === E.parse);
  return reply(out, malformed ? 400 : 200);
}
