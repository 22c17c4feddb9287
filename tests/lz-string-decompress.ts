/**
 * Test helper: reads what lib/lz-string.ts writes, to check CodeSandbox's
 * `parameters` in unit and browser tests.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';

/** lz-string's `decompressFromBase64`, written independently of the compressor under test (lib/lz-string.ts). */
export function decompressFromBase64(input: string): string | null {
  let index = 0;
  let val = BASE64.indexOf(input.charAt(index++));
  let position = 32;
  const read = (bits: number) => {
    let out = 0;
    for (let power = 1; power !== 2 ** bits; power <<= 1) {
      const bit = val & position;
      position >>= 1;
      if (position === 0) {
        position = 32;
        val = BASE64.indexOf(input.charAt(index++));
      }
      out |= (bit > 0 ? 1 : 0) * power;
    }
    return out;
  };
  const dictionary: string[] = ['0', '1', '2'];
  let enlargeIn = 4;
  let numBits = 3;
  const first = read(2);
  if (first === 2) return '';
  let w = String.fromCharCode(read(first === 0 ? 8 : 16));
  dictionary[3] = w;
  const result = [w];
  for (;;) {
    if (index > input.length) return '';
    let c = read(numBits);
    if (c === 2) return result.join('');
    if (c === 0 || c === 1) {
      dictionary.push(String.fromCharCode(read(c === 0 ? 8 : 16)));
      c = dictionary.length - 1;
      enlargeIn--;
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    if (c < dictionary.length && c > 2) entry = dictionary[c]!;
    else if (c === dictionary.length) entry = w + w.charAt(0);
    else return null;
    result.push(entry);
    dictionary.push(w + entry.charAt(0));
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}

/** The files of CodeSandbox define-API `parameters` (URL-safe lz-string base64 of `{ files }`). */
export function codesandboxFiles(parameters: string): Record<string, { content: string; isBinary: boolean }> {
  const b64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const json = decompressFromBase64(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  if (json === null) throw new Error('parameters do not decompress');
  return (JSON.parse(json) as { files: Record<string, { content: string; isBinary: boolean }> }).files;
}
