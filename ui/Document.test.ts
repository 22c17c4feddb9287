import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_SVG, FAVICON_URL } from './Document';

describe('the site icon', () => {
  it('is the same image as the file the web app manifest names', () => {
    const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as { icons: { src: string }[] };
    expect(manifest.icons.map((i) => i.src)).toEqual(['/static/icons/favicon.svg']);
    expect(readFileSync('public/static/icons/favicon.svg', 'utf8').trim()).toBe(FAVICON_SVG);
  });

  it('goes in the page as a data: URL that decodes back to it, with nothing that would end an attribute or a URL early', () => {
    expect(FAVICON_URL.startsWith('data:image/svg+xml,')).toBe(true);
    expect(FAVICON_URL).not.toMatch(/["#<>]/);
    expect(decodeURIComponent(FAVICON_URL.slice('data:image/svg+xml,'.length))).toBe(FAVICON_SVG);
  });
});
