import { describe, expect, it } from 'vitest';
import { calloutOf, closesFence, embedOf, fenceOf, fenceTracker, generatedOf, isCallout } from './markdown-syntax';

describe('markdown syntax', () => {
  it('finds fence runs of backticks or tildes, indented up to three spaces', () => {
    expect(fenceOf('```tsx')).toBe('```');
    expect(fenceOf('   ~~~~')).toBe('~~~~');
    expect(fenceOf('    ```')).toBeUndefined();
    expect(fenceOf('``')).toBeUndefined();
  });

  it('closes a fence with the same character, at least as long', () => {
    expect(closesFence('```', '```')).toBe(true);
    expect(closesFence('````', '```')).toBe(true);
    expect(closesFence('```', '````')).toBe(false);
    expect(closesFence('~~~', '```')).toBe(false);
  });

  it('tracks fenced code: a shorter fence inside a longer one does not close it', () => {
    const inCode = fenceTracker();
    const lines = ['text', '````md', '```tsx', '{{"demo": "A.tsx"}}', '```', '````', ':::info'];
    expect(lines.map(inCode)).toEqual([false, true, true, true, true, true, false]);
  });

  it('reads embed lines, trimmed, and the generator name', () => {
    expect(embedOf('{{"demo": "A.tsx", "height": 300}}')).toBe('"demo": "A.tsx", "height": 300');
    expect(embedOf('  {{"demo": "A.tsx"}}  ')).toBe('"demo": "A.tsx"');
    expect(embedOf('text {{"demo": "A.tsx"}}')).toBeUndefined();
    expect(generatedOf('{{"generated": "data-grid-events"}}')).toBe('data-grid-events');
    expect(generatedOf('{{"demo": "A.tsx"}}')).toBeUndefined();
  });

  it('reads callout lines; the kind is checked apart', () => {
    expect(calloutOf(':::warning')).toEqual({ open: 'warning' });
    expect(calloutOf('::: info ')).toEqual({ open: 'info' });
    expect(calloutOf(':::')).toEqual({ close: true });
    expect(calloutOf('::: note here')).toBeUndefined();
    expect(calloutOf('text :::')).toBeUndefined();
    expect(isCallout('info')).toBe(true);
    expect(isCallout('tip')).toBe(false);
  });
});
