import { describe, expect, it } from 'vitest';
import { candidatesOf, tailwindCss } from './tailwind';

const root = new URL('../..', import.meta.url).pathname;

describe('candidatesOf', () => {
  it('splits class strings and template literals into tokens', () => {
    const c = candidatesOf('<div className={`flex h-[360px] ${on ? "bg-black/4" : ""}`} />');
    expect(c).toEqual(expect.arrayContaining(['flex', 'h-[360px]', 'bg-black/4']));
  });
});

describe('tailwindCss', () => {
  it('compiles the utilities a source uses, unlayered and without preflight', async () => {
    const css = await tailwindCss(root, ['<section className="flex gap-3 rounded-xl p-4 text-sm">x</section>']);
    expect(css).toMatch(/\.flex\{display:flex\}/);
    expect(css).toMatch(/\.p-4\{padding:calc\(var\(--spacing\)\s?\*\s?4\)\}/);
    expect(css).toContain('--spacing:');
    expect(css).not.toMatch(/@layer (theme|base|utilities)/);
    expect(css).not.toMatch(/\bhtml,:host\{|\bbody\{/);
    expect(css).not.toContain('.grid{');
  });
});
