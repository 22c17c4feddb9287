import { describe, expect, it } from 'vitest';
import { decompressFromBase64 } from '../tests/lz-string-decompress';
import { codesandboxParameters, compressToBase64 } from './lz-string';

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
