/**
 * Test helper: the files inside CodeSandbox define-API `parameters` (what
 * lib/sandbox.ts posts), read back with lz-string's own decompressor.
 * Loaded with `require`: lz-string is CommonJS whose exports Node's ESM
 * loader cannot name (Playwright loads this file as Node ESM).
 */
import type * as LZString from 'lz-string';
import { createRequire } from 'node:module';

const { decompressFromBase64 } = createRequire(import.meta.url)('lz-string') as typeof LZString;

/** The files of CodeSandbox define-API `parameters` (URL-safe lz-string base64 of `{ files }`). */
export function codesandboxFiles(parameters: string): Record<string, { content: string; isBinary: boolean }> {
  const b64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const json = decompressFromBase64(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  if (!json) throw new Error('parameters do not decompress');
  return (JSON.parse(json) as { files: Record<string, { content: string; isBinary: boolean }> }).files;
}
