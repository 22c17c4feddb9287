/**
 * Test helper: the files inside CodeSandbox define-API `parameters` (what
 * lib/sandbox.ts posts), read back with lz-string's own decompressor.
 */
import { decompressFromBase64 } from 'lz-string';

/** The files of CodeSandbox define-API `parameters` (URL-safe lz-string base64 of `{ files }`). */
export function codesandboxFiles(parameters: string): Record<string, { content: string; isBinary: boolean }> {
  const b64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const json = decompressFromBase64(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  if (!json) throw new Error('parameters do not decompress');
  return (JSON.parse(json) as { files: Record<string, { content: string; isBinary: boolean }> }).files;
}
