/**
 * Demo links: the URL hash that names a demo and carries the reader's view
 * (`#<id>.tsx`, `#<id>.js`, `#tailwind-<id>.tsx`), read back by the head
 * script and lib/preferences. Pure, so it is unit-tested.
 */
import type { CodeStyling, CodeVariant } from '../../lib/page-record';

/** What a demo offers: which non-default stylings it has. */
export interface DemoStylings {
  tailwind: boolean;
  css: boolean;
}

/**
 * The styling a demo shows for the page-wide choice: the choice when the
 * demo has that variant, else MUI System.
 */
export function effectiveStyling(choice: CodeStyling, has: DemoStylings): CodeStyling {
  return (choice === 'tailwind' && has.tailwind) || (choice === 'css' && has.css) ? choice : 'system';
}

/**
 * Hash that reproduces a view of a demo. The styling prefix is written
 * only for demos that have styling variants.
 * @example demoHash('grid-Basic', 'JS', 'tailwind', { tailwind: true, css: false }) // '#tailwind-grid-Basic.js'
 */
export function demoHash(id: string, variant: CodeVariant, styling: CodeStyling, has: DemoStylings): string {
  const prefix = has.tailwind || has.css ? `${effectiveStyling(styling, has)}-` : '';
  return `#${prefix}${id}${variant === 'JS' ? '.js' : '.tsx'}`;
}

/**
 * The demo id a hash names, or undefined for other hashes.
 * @example demoIdFromHash('#css-grid-Basic.tsx') // 'grid-Basic'
 */
export function demoIdFromHash(hash: string): string | undefined {
  const m = /^#?(?:(?:tailwind|css|system)-)?([A-Za-z0-9][A-Za-z0-9_-]*)\.(?:js|tsx)$/.exec(hash);
  return m?.[1];
}
