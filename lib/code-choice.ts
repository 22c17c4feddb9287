/**
 * The two choices a reader makes about a demo's code: its styling and its
 * language. A leaf module: lib/page-record.ts (which re-exports them) and
 * lib/sandbox.ts both use them, and neither imports the other for them.
 */
export type CodeStyling = 'system' | 'tailwind' | 'css';
export type CodeVariant = 'TS' | 'JS';
