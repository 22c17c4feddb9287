import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldChunks, isFoldable, type ChunkInfo } from './inline-chunks';

const chunk = (text: string, inputs: string[] = ['lib/constants.ts'], imports = 0): ChunkInfo => ({ text, inputs, imports });

/** Runs an ES module's text and returns its exports. */
async function run(text: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`)) as Record<string, unknown>;
}

describe('foldChunks', () => {
  it('runs a folded chunk in place of its import, with the same bindings, in import order', async () => {
    const log = 'globalThis.__foldLog ??= [];';
    const chunks = new Map([
      ['./chunks/a.js', chunk(`${log}var t="/x/sw.js";function n(r){return r+1}globalThis.__foldLog.push("a");export{t as a,n as b};`)],
      ['./chunks/b.js', chunk(`${log}var x=2;globalThis.__foldLog.push("b");export{x};`)],
      ['./chunks/r.js', chunk(`${log}var g=Object.create;globalThis.__foldLog.push("r");export{g as a};`, [])],
    ]);
    const shell =
      'import{b as ce,a as p}from"./chunks/a.js";import{x}from"./chunks/b.js";import"./chunks/r.js";' + 'globalThis.__foldLog.push("shell");export const out=[p,ce(1),x,globalThis.__foldLog.join()];';
    const { text, folded } = foldChunks(shell, chunks);
    expect(folded).toEqual(['./chunks/a.js', './chunks/b.js', './chunks/r.js']);
    expect(text).not.toMatch(/\bimport\b/);
    expect((await run(text)).out).toEqual(['/x/sw.js', 2, 2, 'a,b,r,shell']);
  });

  it('leaves an import of a chunk with state, with imports of its own, or of unknown export form as it is', () => {
    const shell = 'import{a as s}from"./chunks/state.js";import{a as i}from"./chunks/imp.js";import{a as d}from"./chunks/def.js";import{a as u}from"./chunks/unknown.js";s(i,d,u);';
    const chunks = new Map([
      ['./chunks/state.js', chunk('let c=0;function a(){return c++}export{a};', ['client/analytics.ts'])],
      ['./chunks/imp.js', chunk('import{z}from"./z.js";var a=z;export{a};', ['lib/constants.ts'], 1)],
      ['./chunks/def.js', chunk('var a=1;export default a;export{a};')],
    ]);
    const { text, folded } = foldChunks(shell, chunks);
    expect(folded).toEqual([]);
    expect(text).toBe(shell);
    expect(isFoldable(chunks.get('./chunks/state.js')!)).toBe(false);
    expect(isFoldable(chunks.get('./chunks/imp.js')!)).toBe(false);
  });
});

const assets = JSON.parse(readFileSync(join(__dirname, '..', 'worker', 'generated', 'assets.json'), 'utf8')) as { files: { shell: string } };
const shell = readFileSync(join(__dirname, '..', 'public', assets.files.shell), 'utf8');

describe('the shell of the last build', () => {
  // A development build keeps its chunks (and their source maps) apart; npm test builds for production first.
  it.skipIf(shell.includes('sourceMappingURL=data:'))('has its stateless chunks folded in: it starts without a static import', () => {
    const imports = [...shell.matchAll(/^import\s*(?:\{[^}]*\}\s*from\s*)?"([^"]+)"/gm)].map((m) => m[1]);
    expect(shell.startsWith('import')).toBe(false);
    expect(imports).toEqual([]);
  });
});
