import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_LINES, dedent, previewOf } from './preview';

const demo = (body: string) => `import * as React from 'react';\n\nexport default function Demo() {\n  const x = 1;\n${body}\n}\n`;

describe('previewOf', () => {
  it('returns the returned JSX, dedented', () => {
    const src = demo('  return (\n    <Box sx={{ p: 2 }}>\n      <Grid x={x} />\n    </Box>\n  );');
    expect(previewOf(src)).toBe('<Box sx={{ p: 2 }}>\n  <Grid x={x} />\n</Box>');
  });

  it('handles a one-line return and fragments', () => {
    expect(previewOf(demo('  return <Grid />;'))).toBe('<Grid />');
    expect(previewOf(demo('  return (\n    <>\n      <A />\n    </>\n  );'))).toBe('<>\n  <A />\n</>');
  });

  it.each([
    ['a return longer than the limit', demo(`  return (\n    <div>\n${'      <A />\n'.repeat(PREVIEW_MAX_LINES)}    </div>\n  );`)],
    ['a component that returns no JSX', demo('  return null;')],
    ['a file without a default export', 'export function Demo() {\n  return <A />;\n}\n'],
  ])('gives no preview for %s', (_label, src) => {
    expect(previewOf(src)).toBeUndefined();
  });

  it('finds a component exported by name at the end, in JS too', () => {
    const src = 'const Demo = () => {\n  return (\n    <A\n      b\n    />\n  );\n};\nexport default Demo;\n';
    expect(previewOf(src, 'jsx')).toBe('<A\n  b\n/>');
  });

  it('uses the last return of the component body', () => {
    const src = demo('  if (x > 2) return <Early />;\n  return <Late />;');
    expect(previewOf(src)).toBe('<Late />');
  });
});

describe('dedent', () => {
  it('removes the common indentation and ignores blank lines', () => {
    expect(dedent('    a\n\n      b')).toBe('a\n\n  b');
  });
});
