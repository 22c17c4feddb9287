/**
 * Type printing, JSDoc reading and the inclusion rule, on a tiny in-memory
 * program whose "package" sits under node_modules/@mui/x-test like the real ones.
 */
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultOf, deprecationOf, partsToMarkdown, readTags, splitTopLevelUnion, stripUndefined } from './jsdoc';
import { isDocumentedMember, propertiesOf, readProp } from './members';

const FILES: Record<string, string> = {
  '/repo/node_modules/@mui/x-test/index.d.ts': `
import type { DomProps } from '../../../dom/index';
export type Mode = 'cell' | 'row';
export interface GridLike {
  /**
   * If \`true\`, the grid is dense.
   * @default false
   */
  dense?: boolean;
  /** The edit mode. @default "cell" */
  editMode?: Mode;
  /**
   * Called on click.
   * @param {string} id The id of the row.
   * @param {number} index Its position.
   * @returns {boolean} Whether to go on.
   */
  onRowClick?: (id: string, index?: number) => boolean;
  /** The rows. */
  rows: readonly string[];
  /**
   * Old prop.
   * @deprecated Use \`dense\` instead.
   */
  compact?: boolean;
  /** @ignore - do not document. */
  signature?: string;
  /** Layout options. */
  layout?: { gap?: number; /** inner doc */ padding?: number } | undefined;
}
export type GridLikeProps = GridLike & DomProps;
type XOR<A, B> = (A & { [K in Exclude<keyof B, keyof A>]?: never }) | (B & { [K in Exclude<keyof A, keyof B>]?: never });
export type LineProps = XOR<
  {
    /** x value */
    x: number;
    label?: string;
  },
  {
    /** y value */
    y: number;
    label?: string;
  }
>;
`,
  '/repo/dom/index.d.ts': `export interface DomProps { id?: string; onClick?: () => void; className?: string }`,
};

let checker: ts.TypeChecker;
let grid: ts.Type;
let line: ts.Type;

beforeAll(() => {
  const options: ts.CompilerOptions = { strict: true, noEmit: true, types: [], target: ts.ScriptTarget.ES2022 };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => (FILES[name] !== undefined ? ts.createSourceFile(name, FILES[name]!, version) : getSourceFile(name, version));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => FILES[name] !== undefined || fileExists(name);
  host.directoryExists = (name) => name.startsWith('/repo') || ts.sys.directoryExists(name);
  const program = ts.createProgram(['/repo/node_modules/@mui/x-test/index.d.ts'], options, host);
  checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile('/repo/node_modules/@mui/x-test/index.d.ts')!)!);
  const find = (name: string) => checker.getDeclaredTypeOfSymbol(exports.find((s) => s.name === name)!);
  grid = find('GridLikeProps');
  line = find('LineProps');
});

function prop(name: string) {
  const symbol = checker.getPropertyOfType(grid, name);
  if (!symbol) throw new Error(`no ${name}`);
  return readProp(symbol, grid, checker);
}

describe('splitTopLevelUnion / stripUndefined', () => {
  it.each([
    ['string | undefined', 'string'],
    ['((a: string) => void) | undefined', '(a: string) => void'],
    ['(a: string) => void', '(a: string) => void'],
    ["'a|b' | undefined | number", "'a|b' | number"],
    ['Array<string | undefined> | undefined', 'Array<string | undefined>'],
    ['undefined', 'undefined'],
  ])('%s -> %s', (input, output) => {
    expect(stripUndefined(input)).toBe(output);
  });

  it('ignores bars inside brackets, strings and arrows', () => {
    expect(splitTopLevelUnion('{ a: 1 | 2 } | (x: A | B) => C | "x|y"')).toEqual(['{ a: 1 | 2 }', '(x: A | B) => C', '"x|y"']);
  });
});

describe('partsToMarkdown', () => {
  it('turns {@link} into a markdown link or inline code', () => {
    const parts: ts.SymbolDisplayPart[] = [
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: '{@link ' },
      { kind: 'linkText', text: 'https://mui.com/x/ the docs' },
      { kind: 'link', text: '}' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: '{@link ' },
      { kind: 'linkName', text: 'GridApi' },
      { kind: 'link', text: '}' },
    ];
    expect(partsToMarkdown(parts)).toBe('See [the docs](https://mui.com/x/) and `GridApi`');
  });
});

describe('defaultOf / deprecationOf', () => {
  it.each([
    [[{ name: 'default', text: ' false ' }], 'false'],
    [[{ name: 'default', text: '' }], undefined],
    [[{ name: 'param', text: 'x' }], undefined],
  ])('reads @default from %j', (tags, expected) => {
    expect(defaultOf(tags)).toBe(expected);
  });

  it('tells deprecated without a reason from not deprecated', () => {
    expect(deprecationOf([{ name: 'deprecated', text: '' }])).toBe('');
    expect(deprecationOf([])).toBeUndefined();
  });
});

describe('readProp', () => {
  it('prints unions of literals spelled out, without undefined', () => {
    expect(prop('editMode').type).toBe('"cell" | "row"');
    expect(prop('dense').type).toBe('boolean');
  });

  it('keeps the annotation of object types, comments removed', () => {
    expect(prop('layout').type).toBe('{ gap?: number; padding?: number }');
  });

  it('reads default, description, required and deprecation', () => {
    expect(prop('dense')).toMatchObject({ default: 'false', required: false, description: 'If `true`, the grid is dense.' });
    expect(prop('editMode').default).toBe('"cell"');
    expect(prop('rows')).toMatchObject({ required: true, type: 'readonly string[]' });
    expect(prop('compact').deprecated).toBe('Use `dense` instead.');
  });

  it('reads the signature of a function prop with its described arguments', () => {
    expect(prop('onRowClick').signature).toEqual({
      params: [
        { name: 'id', type: 'string', description: 'The id of the row.' },
        { name: 'index', type: 'number | undefined', optional: true, description: 'Its position.' },
      ],
      returnType: 'boolean',
      returnDescription: 'Whether to go on.',
    });
  });

  it('reads @param names from the tags', () => {
    const tags = readTags(checker.getPropertyOfType(grid, 'onRowClick')!, checker);
    expect(tags.filter((t) => t.name === 'param').map((t) => t.paramName)).toEqual(['id', 'index']);
  });
});

describe('inclusion rule', () => {
  it('keeps MUI X declarations, drops DOM props and @ignore', () => {
    const names = propertiesOf(grid, checker)
      .map((s) => s.name)
      .sort();
    expect(names).toEqual(['compact', 'dense', 'editMode', 'layout', 'onRowClick', 'rows']);
    expect(isDocumentedMember(checker.getPropertyOfType(grid, 'id')!)).toBe(false);
    expect(isDocumentedMember(checker.getPropertyOfType(grid, 'signature')!)).toBe(false);
  });

  it('takes the union of the members of a union type, skipping the never side of an XOR', () => {
    const props = propertiesOf(line, checker);
    expect(props.map((s) => s.name).sort()).toEqual(['label', 'x', 'y']);
    const x = readProp(
      props.find((s) => s.name === 'x')!,
      line,
      checker,
    );
    expect(x).toMatchObject({ type: 'number', description: 'x value', required: false });
    expect(
      readProp(
        props.find((s) => s.name === 'label')!,
        line,
        checker,
      ).required,
    ).toBe(false);
  });
});
