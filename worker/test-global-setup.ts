/**
 * Worker tests' global setup (runs in Node): serves dist/kv-bulk.json over
 * loopback so tests inside workerd can seed KV from the real build (the
 * file is too large to ship as a module).
 */
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    bulkUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    createReadStream('dist/kv-bulk.json').pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('bulkUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}/kv-bulk.json`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
