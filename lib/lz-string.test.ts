import { describe, expect, it } from 'vitest';
import { codesandboxParameters, compressToBase64 } from './lz-string';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';

/** lz-string's `decompressFromBase64`, written independently of the compressor under test. */
function decompressFromBase64(input: string): string | null {
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

describe('compressToBase64', () => {
  const samples = [
    'a',
    'Hello, world!',
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    'ünïcödé — 中文 — emoji 🎉 and a lone surrogate pair',
    JSON.stringify({
      files: {
        'package.json': { content: '{"name":"demo"}', isBinary: false },
        'src/App.tsx': { content: 'export default function App() {\n  return <div>Hi</div>;\n}\n'.repeat(200), isBinary: false },
      },
    }),
  ];

  it.each(samples)('round-trips through an independent decompressor (%#)', (text) => {
    const packed = compressToBase64(text);
    expect(packed).toMatch(/^[A-Za-z0-9+/]*=*$/);
    expect(packed.length % 4).toBe(0);
    expect(decompressFromBase64(packed)).toBe(text);
  });

  it('compresses repetitive text', () => {
    const text = 'import { DataGrid } from "@mui/x-data-grid";\n'.repeat(100);
    expect(compressToBase64(text).length).toBeLessThan(text.length / 3);
  });

  it('makes CodeSandbox parameters URL-safe and unpadded', () => {
    const text = '?>?>?>~~~~ÿÿÿ'.repeat(50);
    const params = codesandboxParameters(text);
    expect(params).toMatch(/^[A-Za-z0-9_-]+$/);
    const restored = params.replace(/-/g, '+').replace(/_/g, '/');
    expect(decompressFromBase64(restored + '='.repeat((4 - (restored.length % 4)) % 4))).toBe(text);
  });
});
