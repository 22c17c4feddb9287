/**
 * A local stand-in of the parts of the Cloudflare API that `npm run deploy`
 * and `npm run rollback` reach through the real wrangler CLI (wrangler reads
 * CLOUDFLARE_API_BASE_URL): Workers KV (bulk put, bulk delete, key list,
 * value get/put), Worker versions and deployments, static-asset upload
 * sessions, secrets list and D1 queries. It keeps what it is sent and
 * records every call in order, so tests can assert what was written,
 * deleted and deployed, and when. It proves the CLI calls and their order,
 * not Cloudflare's behaviour (see README, Deploy).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One API call, in the order received. */
export interface ApiCall {
  seq: number;
  method: string;
  path: string;
  /** What the call did, for assertions: e.g. `kv.put`, `kv.delete`, `version.upload`, `deploy`, `d1.query`. */
  kind: string;
  /** KV keys written or deleted, the version id uploaded or deployed, the SQL run. */
  detail: string[];
  /** Bytes of values written (kv.put). */
  bytes?: number;
}

export interface WorkerVersion {
  id: string;
  number: number;
  /** The main module's text. */
  main: string;
  /** Names of the modules uploaded with it. */
  modules: string[];
  /** Static-asset paths of the upload session it was attached to. */
  assets: string[];
  tag?: string;
  message?: string;
}

export interface Deployment {
  id: string;
  versions: { version_id: string; percentage: number }[];
}

export interface StandIn {
  url: string;
  calls: ApiCall[];
  /** KV namespaces by id: key -> value. */
  kv: Map<string, Map<string, string>>;
  versions: WorkerVersion[];
  deployments: Deployment[];
  /** Secret names of the worker. */
  secrets: string[];
  /** SQL statements run on D1 databases (migrations), in order. */
  sql: string[];
  /** Calls the stand-in did not know (a test fails on any). */
  unknown: string[];
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The parts of a multipart/form-data body: name, filename, content. */
function multipart(raw: Buffer, contentType: string): { name: string; filename?: string; value: Buffer }[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return [];
  const sep = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: { name: string; filename?: string; value: Buffer }[] = [];
  let at = raw.indexOf(sep);
  while (at >= 0) {
    const next = raw.indexOf(sep, at + sep.length);
    if (next < 0) break;
    const part = raw.subarray(at + sep.length + 2, next - 2);
    const headEnd = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, headEnd).toString('utf8');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    parts.push({ name, ...(filename !== undefined ? { filename } : {}), value: part.subarray(headEnd + 4) });
    at = next;
  }
  return parts;
}

/** A JWT-shaped token (wrangler decodes the payload of the assets one). */
function token(payload: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none' })}.${b64(payload)}.sig`;
}

/** Starts the stand-in on 127.0.0.1 (a free port unless given). */
export async function startStandIn(options: { port?: number; secrets?: string[]; scriptName?: string } = {}): Promise<StandIn> {
  const state: Omit<StandIn, 'url' | 'close'> = { calls: [], kv: new Map(), versions: [], deployments: [], secrets: options.secrets ?? [], sql: [], unknown: [] };
  /** Asset paths by upload-session token. */
  const sessions = new Map<string, string[]>();
  let seq = 0;
  const record = (method: string, path: string, kind: string, detail: string[], bytes?: number) =>
    state.calls.push({ seq: ++seq, method, path, kind, detail, ...(bytes !== undefined ? { bytes } : {}) });
  const ns = (id: string) => {
    let m = state.kv.get(id);
    if (!m) state.kv.set(id, (m = new Map()));
    return m;
  };
  const ok = (result: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ success: true, errors: [], messages: [], result, ...extra });
  const versionResult = (v: WorkerVersion) => ({
    id: v.id,
    number: v.number,
    metadata: { created_on: new Date().toISOString(), modified_on: new Date().toISOString(), source: 'wrangler', author_email: 'ops@example.com', hasPreview: false },
    annotations: { ...(v.tag ? { 'workers/tag': v.tag } : {}), ...(v.message ? { 'workers/message': v.message } : {}) },
    resources: { bindings: [], script: { etag: v.id, handlers: ['fetch'] }, script_runtime: { compatibility_date: '2026-10-01', compatibility_flags: [] } },
  });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname.replace(/^\/client\/v4/, '');
      const method = req.method ?? 'GET';
      const raw = await body(req);
      const send = (status: number, text: string, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(text);
      };
      let m: RegExpExecArray | null;
      // Workers KV.
      if ((m = /^\/accounts\/[^/]+\/storage\/kv\/namespaces\/([^/]+)\/bulk$/.exec(path)) && method === 'PUT') {
        const pairs = JSON.parse(raw.toString('utf8')) as { key: string; value: string; base64?: boolean }[];
        const kv = ns(m[1]!);
        let bytes = 0;
        for (const p of pairs) {
          const value = p.base64 ? Buffer.from(p.value, 'base64').toString('utf8') : p.value;
          bytes += Buffer.byteLength(value);
          kv.set(p.key, value);
        }
        record(
          method,
          path,
          'kv.put',
          pairs.map((p) => p.key),
          bytes,
        );
        return send(200, ok({ successful_key_count: pairs.length, unsuccessful_keys: [] }));
      }
      if ((m = /^\/accounts\/[^/]+\/storage\/kv\/namespaces\/([^/]+)\/bulk(\/delete)?$/.exec(path)) && (method === 'DELETE' || method === 'POST')) {
        const keys = JSON.parse(raw.toString('utf8')) as string[];
        const kv = ns(m[1]!);
        for (const k of keys) kv.delete(k);
        record(method, path, 'kv.delete', keys);
        return send(200, ok({ successful_key_count: keys.length, unsuccessful_keys: [] }));
      }
      if ((m = /^\/accounts\/[^/]+\/storage\/kv\/namespaces\/([^/]+)\/keys$/.exec(path)) && method === 'GET') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const limit = Number(url.searchParams.get('limit') ?? 1000);
        const start = Number(url.searchParams.get('cursor') || 0);
        const names = [...ns(m[1]!).keys()].filter((k) => k.startsWith(prefix)).sort();
        const page = names.slice(start, start + limit);
        const cursor = start + limit < names.length ? String(start + limit) : '';
        record(method, path, 'kv.list', [prefix]);
        return send(
          200,
          ok(
            page.map((name) => ({ name })),
            { result_info: { count: page.length, cursor } },
          ),
        );
      }
      if ((m = /^\/accounts\/[^/]+\/storage\/kv\/namespaces\/([^/]+)\/values\/(.+)$/.exec(path))) {
        const key = decodeURIComponent(m[2]!);
        const kv = ns(m[1]!);
        if (method === 'GET') {
          record(method, path, 'kv.get', [key]);
          const value = kv.get(key);
          if (value === undefined) return send(404, JSON.stringify({ success: false, errors: [{ code: 10009, message: 'get: key not found' }], messages: [], result: null }));
          return send(200, value, 'application/octet-stream');
        }
        if (method === 'PUT') {
          const type = req.headers['content-type'] ?? '';
          const value = type.startsWith('multipart/') ? (multipart(raw, type).find((p) => p.name === 'value')?.value ?? Buffer.alloc(0)) : raw;
          kv.set(key, value.toString('utf8'));
          record(method, path, 'kv.put', [key], value.length);
          return send(200, ok(null));
        }
      }
      // Worker versions, deployments, assets, secrets.
      if (/^\/accounts\/[^/]+\/workers\/scripts\/[^/]+\/assets-upload-session$/.test(path) && method === 'POST') {
        const { manifest } = JSON.parse(raw.toString('utf8')) as { manifest: Record<string, { hash: string; size: number }> };
        const jwt = token({ session: randomUUID() });
        sessions.set(jwt, Object.keys(manifest).sort());
        record(method, path, 'assets.session', [String(Object.keys(manifest).length)]);
        return send(200, ok({ jwt, buckets: [] }));
      }
      if (/^\/accounts\/[^/]+\/workers\/scripts\/[^/]+\/versions$/.test(path) && method === 'POST') {
        const parts = multipart(raw, req.headers['content-type'] ?? '');
        const meta = JSON.parse(parts.find((p) => p.name === 'metadata')?.value.toString('utf8') ?? '{}') as {
          main_module?: string;
          assets?: { jwt?: string };
          annotations?: Record<string, string>;
        };
        const main = parts.find((p) => p.name === meta.main_module)?.value.toString('utf8') ?? '';
        const v: WorkerVersion = {
          id: randomUUID(),
          number: state.versions.length + 1,
          main,
          modules: parts.filter((p) => p.name !== 'metadata').map((p) => p.name),
          assets: sessions.get(meta.assets?.jwt ?? '') ?? [],
          ...(meta.annotations?.['workers/tag'] ? { tag: meta.annotations['workers/tag'] } : {}),
          ...(meta.annotations?.['workers/message'] ? { message: meta.annotations['workers/message'] } : {}),
        };
        state.versions.push(v);
        record(method, path, 'version.upload', [v.id], main.length);
        return send(200, ok({ ...versionResult(v), startup_time_ms: 5 }));
      }
      if (/^\/accounts\/[^/]+\/workers\/scripts\/[^/]+\/versions$/.test(path) && method === 'GET') {
        record(method, path, 'version.list', []);
        return send(200, ok({ items: [...state.versions].reverse().map(versionResult) }));
      }
      if ((m = /^\/accounts\/[^/]+\/workers\/scripts\/[^/]+\/versions\/([^/]+)$/.exec(path)) && method === 'GET') {
        const v = state.versions.find((x) => x.id === m![1]);
        record(method, path, 'version.get', [m[1]!]);
        if (!v) return send(404, JSON.stringify({ success: false, errors: [{ code: 10007, message: 'version not found' }], messages: [], result: null }));
        return send(200, ok(versionResult(v)));
      }
      if (/^\/accounts\/[^/]+\/workers\/scripts\/[^/]+\/deployments$/.test(path)) {
        if (method === 'POST') {
          const d = JSON.parse(raw.toString('utf8')) as { versions: { version_id: string; percentage: number }[] };
          const deployment: Deployment = { id: randomUUID(), versions: d.versions };
          state.deployments.push(deployment);
          record(
            method,
            path,
            'deploy',
            d.versions.map((v) => `${v.version_id}@${v.percentage}`),
          );
          return send(200, ok({ ...deployment, source: 'wrangler', strategy: 'percentage', created_on: new Date().toISOString(), author_email: 'ops@example.com', annotations: {} }));
        }
        record(method, path, 'deploy.list', []);
        const list = [...state.deployments]
          .reverse()
          .map((d) => ({ ...d, source: 'wrangler', strategy: 'percentage', created_on: new Date().toISOString(), author_email: 'ops@example.com', annotations: {} }));
        return send(200, ok({ deployments: list }));
      }
      if (/^\/accounts\/[^/]+\/workers\/scripts\/[^/]+\/secrets$/.test(path) && method === 'GET') {
        record(method, path, 'secrets.list', []);
        return send(200, ok(state.secrets.map((name) => ({ name, type: 'secret_text' }))));
      }
      if (/^\/accounts\/[^/]+\/workers\/scripts\/[^/]+\/script-settings$/.test(path)) {
        record(method, path, 'script.settings', []);
        return send(200, ok({ logpush: false, tail_consumers: null, observability: { enabled: true } }));
      }
      if ((m = /^\/accounts\/[^/]+\/workers\/services\/([^/]+)$/.exec(path)) && method === 'GET') {
        record(method, path, 'service.get', [m[1]!]);
        return send(200, ok({ id: m[1], default_environment: { environment: 'production', script: { id: m[1], tag: 'tag', etag: 'etag', handlers: ['fetch'], last_deployed_from: 'wrangler' } } }));
      }
      if (/^\/accounts\/[^/]+\/workers\/subdomain$/.test(path)) return send(200, ok({ subdomain: 'example' }));
      // D1.
      if ((m = /^\/accounts\/[^/]+\/d1\/database\/([^/]+)$/.exec(path)) && method === 'GET') {
        record(method, path, 'd1.get', [m[1]!]);
        return send(200, ok({ uuid: m[1], name: 'mui-x-docs-feedback', version: 'production', num_tables: 0, file_size: 0 }));
      }
      if ((m = /^\/accounts\/[^/]+\/d1\/database$/.exec(path)) && method === 'GET') {
        record(method, path, 'd1.list', []);
        return send(200, ok([]));
      }
      if ((m = /^\/accounts\/[^/]+\/d1\/database\/([^/]+)\/(query|raw)$/.exec(path)) && method === 'POST') {
        const q = JSON.parse(raw.toString('utf8')) as { sql: string };
        state.sql.push(q.sql);
        record(method, path, 'd1.query', [q.sql]);
        // The migrations table is read empty on a first run; nothing else is read back.
        const rows =
          /select/i.test(q.sql) && /d1_migrations/i.test(q.sql) && !/create/i.test(q.sql)
            ? state.sql.filter((s) => /insert into d1_migrations/i.test(s)).map((s, i) => ({ id: i + 1, name: /values\s*\(\s*'([^']+)'/i.exec(s)?.[1] ?? '', applied_at: '' }))
            : [];
        return send(200, ok([{ results: rows, success: true, meta: { duration: 1, changes: 0, rows_read: 0, rows_written: 0 } }]));
      }
      if (path === '/user/tokens/verify') return send(200, ok({ id: 'token', status: 'active' }));
      if (path === '/memberships' || path === '/accounts') return send(200, ok([{ id: 'account', account: { id: 'account', name: 'Stand-in' } }]));
      state.unknown.push(`${method} ${path}`);
      record(method, path, 'unknown', []);
      send(404, JSON.stringify({ success: false, errors: [{ code: 7003, message: `stand-in: no route ${method} ${path}` }], messages: [], result: null }));
    })().catch((e: Error) => {
      state.unknown.push(`error ${e.message}`);
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { ...state, url: `http://127.0.0.1:${port}/client/v4`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const s = await startStandIn({ port: Number(process.env.PORT ?? 8811), secrets: ['FEEDBACK_HASH_KEY'] });
  console.log(`stand-in at ${s.url}`);
  setInterval(() => {
    for (const c of s.calls.splice(0)) console.log(c.seq, c.method, c.path, c.kind, c.detail.slice(0, 3).join(' ').slice(0, 200));
  }, 500);
}
