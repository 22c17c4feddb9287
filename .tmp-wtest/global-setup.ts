import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
export default function setup() {
  const server = createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end(readFileSync('/work/main/dist/kv-bulk.json')); }).listen(8799, '127.0.0.1');
  return () => new Promise<void>((r) => server.close(() => r()));
}
