/**
 * The width a chart of a stand-in gets, estimated without a browser. A
 * chart measures its SVG in the browser and draws at that size; on the
 * server it has no size, and a stand-in drawn at the frame's full width
 * then scaled into a narrower box (two charts side by side, a pyramid in a
 * 480 px box, a pie beside a list) draws everything smaller than the live
 * chart: text, bars, the pie's radius.
 *
 * standins.ts renders a demo once with a probe width per chart (the SVG's
 * viewBox says which chart it is), then asks `chartWidths` for each probed
 * SVG's width and renders again at those widths. The estimate is a
 * width-only block and flex layout of the server markup at the desktop
 * viewport, from the stand-in's own Emotion rules and inline styles:
 * explicit `width` / `max-width` (px, %, rem, theme spacing), padding,
 * flex rows (items with a width keep it; the others share the rest, gaps
 * and Stack spacing taken off) and grids of equal tracks. Anything it cannot
 * read counts as "fills its container", the old behaviour.
 */

/** The content width of a demo frame on a desktop screen, where the estimate starts. */
export const FRAME_CONTENT_WIDTH = 666;
/** The viewport media queries are evaluated at. */
const VIEWPORT_WIDTH = 1280;
/** Base of the probe widths: chart i draws at PROBE_BASE + i in the probe pass. */
export const PROBE_BASE = 9000;
const SPACING = 8;
const REM = 16;
/** Average advance of a character of the docs' UI text (14 px system-ui), for a content-width estimate. */
const CHAR_WIDTH = 7.2;

interface Node {
  tag: string;
  classes: string[];
  style: Map<string, string>;
  /** viewBox width of an SVG, when it is a probe. */
  probe?: number;
  /** Characters of its longest own text run (for a content-width estimate). */
  text: number;
  children: Node[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function declarations(text: string, into: Map<string, string> = new Map()): Map<string, string> {
  for (const d of text.split(';')) {
    const at = d.indexOf(':');
    if (at > 0) into.set(d.slice(0, at).trim().toLowerCase(), d.slice(at + 1).trim());
  }
  return into;
}

/** An attribute value of React's server markup as text (the three entities React writes in attributes). */
export const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** React's server markup as a tree (attribute values are escaped, so `>` never occurs inside a tag). */
function parse(html: string): Node {
  const root: Node = { tag: '#root', classes: [], style: new Map(), text: 0, children: [] };
  const stack: Node[] = [root];
  let end = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const run = unescapeAttr(html.slice(end, m.index))
      .replace(/<!--.*?-->/g, '')
      .trim().length;
    const parent = stack.at(-1)!;
    parent.text = Math.max(parent.text, run);
    end = m.index + m[0].length;
    const closing = m[1];
    const attrs = m[3] ?? '';
    const tag = m[2]!.toLowerCase();
    if (closing) {
      const at = stack.findLastIndex((n) => n.tag === tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const node: Node = {
      tag,
      classes: /\sclass="([^"]*)"/.exec(attrs)?.[1]?.split(/\s+/).filter(Boolean) ?? [],
      style: declarations(unescapeAttr(/\sstyle="([^"]*)"/.exec(attrs)?.[1] ?? '')),
      text: 0,
      children: [],
    };
    const viewBox = /\sviewBox="0 0 ([\d.]+) /.exec(attrs);
    if (tag === 'svg' && viewBox && Number(viewBox[1]) >= PROBE_BASE) node.probe = Number(viewBox[1]) - PROBE_BASE;
    stack.at(-1)!.children.push(node);
    if (!m[4] && !VOID.has(tag)) stack.push(node);
  }
  return root;
}

/** Does a media query hold at the desktop viewport? Only `min-width` / `max-width` in px are read; others do not hold. */
function mediaHolds(query: string): boolean {
  const conds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (!conds.length || /\b(print|orientation|prefers|hover)\b/.test(query)) return false;
  return conds.every(([, kind, px]) => (kind === 'min' ? VIEWPORT_WIDTH >= Number(px) : VIEWPORT_WIDTH <= Number(px)));
}

interface Rules {
  /** class -> declarations, in cascade order. */
  own: Map<string, Map<string, string>>;
  /** class -> declarations for its children after the first (Stack spacing: `.c>:not(style)~:not(style)`). */
  sibling: Map<string, Map<string, string>>;
}

/** The rules of simple class selectors (and Stack's sibling spacing), media queries applied at the desktop viewport. */
function readRules(css: string): Rules {
  const own = new Map<string, Map<string, string>>();
  const sibling = new Map<string, Map<string, string>>();
  const add = (selectorList: string, body: string) => {
    for (const selector of selectorList.split(',').map((s) => s.trim())) {
      let m = /^\.(-?[_a-zA-Z][\w-]*)$/.exec(selector);
      if (m) declarations(body, own.get(m[1]!) ?? own.set(m[1]!, new Map()).get(m[1]!));
      m = /^\.(-?[_a-zA-Z][\w-]*)\s*>\s*:not\(style\)(?::not\(style\))?\s*~\s*:not\(style\)$/.exec(selector);
      if (m) declarations(body, sibling.get(m[1]!) ?? sibling.set(m[1]!, new Map()).get(m[1]!));
    }
  };
  // Top-level rules and one level of @media; keyframes and other at-rules are skipped.
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const head = css.slice(i, open).trim();
    if (head.startsWith('@')) {
      let depth = 1;
      let j = open + 1;
      for (; j < css.length && depth; j++) depth += css[j] === '{' ? 1 : css[j] === '}' ? -1 : 0;
      if (head.startsWith('@media') && mediaHolds(head)) {
        for (const r of css.slice(open + 1, j - 1).matchAll(/([^{}]+)\{([^{}]*)\}/g)) add(r[1]!, r[2]!);
      }
      i = j;
      continue;
    }
    const close = css.indexOf('}', open);
    if (close < 0) break;
    add(head, css.slice(open + 1, close));
    i = close + 1;
  }
  return { own, sibling };
}

/** A length in px: px, rem, % of `base`, the theme's spacing; undefined for anything else (auto, content sizes). */
export function length(value: string | undefined, base: number): number | undefined {
  if (!value) return undefined;
  const v = value.replace(/\s*!important$/, '').trim();
  let m = /^(-?[\d.]+)(px|rem|em|%)?$/.exec(v);
  if (m) {
    const n = Number(m[1]);
    if (m[2] === '%') return (n / 100) * base;
    if (m[2] === 'rem' || m[2] === 'em') return n * REM;
    return m[2] === 'px' || n === 0 ? n : undefined;
  }
  m = /^calc\(\s*(-?[\d.]+)\s*\*\s*var\(--[\w-]*spacing[^)]*\)\s*\)$/.exec(v);
  if (m) return Number(m[1]) * SPACING;
  return undefined;
}

function styleOf(node: Node, rules: Rules): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of node.classes) for (const [k, v] of rules.own.get(c) ?? []) out.set(k, v);
  for (const [k, v] of node.style) out.set(k, v);
  return out;
}

/** The space-separated parts of a value, spaces inside parentheses kept ("0 calc(2 * var(--x))" is two parts). */
function parts(value: string | undefined): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value?.trim() ?? '') {
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    if (/\s/.test(ch) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

/** Left + right of a padding (or margin) shorthand and its longhands (the site's boxes are border-box). */
function horizontal(style: Map<string, string>, prop: 'padding' | 'margin', base: number): number {
  const parts_ = parts(style.get(prop));
  const right = parts_[1] ?? parts_[0];
  const left = parts_[3] ?? parts_[1] ?? parts_[0];
  const l = length(style.get(`${prop}-left`) ?? style.get(`${prop}-inline-start`) ?? left, base) ?? 0;
  const r = length(style.get(`${prop}-right`) ?? style.get(`${prop}-inline-end`) ?? right, base) ?? 0;
  return Math.max(0, l) + Math.max(0, r);
}

/** Border-box width of a node given its container's content width; undefined when it only follows its container. */
function explicitWidth(style: Map<string, string>, container: number): number | undefined {
  const w = length(style.get('width'), container) ?? length(style.get('flex-basis'), container);
  const max = length(style.get('max-width'), container);
  if (w === undefined) return max !== undefined && max < container ? max : undefined;
  return max !== undefined ? Math.min(w, max) : w;
}

const containsProbe = (n: Node): boolean => n.probe !== undefined || n.children.some(containsProbe);

/**
 * A box's max-content width, roughly: its longest text run at CHAR_WIDTH,
 * its children side by side in a flex row and stacked otherwise, plus its
 * padding and margin. Used for flex items that neither grow nor say their
 * width (a column of buttons, a chart's legend) beside a chart.
 */
function contentWidth(node: Node, rules: Rules): number {
  const style = styleOf(node, rules);
  const own = explicitWidth(style, 0);
  if (own !== undefined && own > 0) return own;
  const row = /flex$/.test(style.get('display') ?? '') && /^row/.test(style.get('flex-direction') ?? 'row');
  const kids = node.children.map((k) => contentWidth(k, rules));
  const inner = row ? kids.reduce((a, b) => a + b, 0) + (length(style.get('column-gap') ?? parts(style.get('gap')).at(-1), 0) ?? 0) * Math.max(0, kids.length - 1) : Math.max(0, ...kids);
  return Math.max(node.text * CHAR_WIDTH, inner) + horizontal(style, 'padding', 0) + horizontal(style, 'margin', 0);
}

/** Does a flex item grow into free space (`flex: 1`, `flex-grow`)? */
function grows(style: Map<string, string>): boolean {
  const grow = style.get('flex-grow') ?? parts(style.get('flex'))[0];
  return grow !== undefined && /^[\d.]+$/.test(grow) && Number(grow) > 0;
}

/**
 * The width each probed chart's SVG gets, by probe index.
 * @param html the probe pass's markup (charts' SVG viewBox widths are PROBE_BASE + index)
 * @param css the Emotion rules the markup uses
 */
export function chartWidths(html: string, css: string, frameWidth = FRAME_CONTENT_WIDTH): Map<number, number> {
  const rules = readRules(css);
  const out = new Map<number, number>();
  const visit = (node: Node, width: number) => {
    if (node.probe !== undefined) out.set(node.probe, Math.max(1, Math.floor(width)));
    const style = styleOf(node, rules);
    const content = Math.max(0, width - horizontal(style, 'padding', width));
    const display = style.get('display') ?? '';
    // Out of flow (a Pro chart's licence watermark is absolutely positioned): laid out against the container, taking no room.
    const outOfFlow = (k: Node) => /^(absolute|fixed)$/.test(styleOf(k, rules).get('position') ?? '') || styleOf(k, rules).get('display') === 'none' || k.tag === 'style' || k.tag === 'script';
    for (const k of node.children.filter(outOfFlow)) visit(k, content);
    const kids = node.children.filter((k) => !outOfFlow(k));
    if (/(^|\s)(inline-)?flex$/.test(display) && /^row/.test(style.get('flex-direction') ?? 'row') && !/wrap/.test(style.get('flex-wrap') ?? '') && kids.length > 1) {
      // A flex row: gaps (flex gap, or Stack spacing as margins of every child after the first), then the items.
      const siblingMargin = node.classes.reduce((n, c) => n + horizontal(rules.sibling.get(c) ?? new Map(), 'margin', content), 0);
      const gap = length(style.get('column-gap') ?? parts(style.get('gap')).at(-1), content) ?? 0;
      const free = content - gap * (kids.length - 1) - siblingMargin * (kids.length - 1);
      const styles = kids.map((k) => styleOf(k, rules));
      const fixed = styles.map((s) => {
        const w = explicitWidth(s, content);
        return w === undefined ? undefined : w + horizontal(s, 'margin', content);
      });
      // An item with neither a width nor flex-grow and no chart in it takes its content's width and keeps it.
      const sized = kids.map((k, i) => (fixed[i] === undefined && !grows(styles[i]!) && !containsProbe(k) ? Math.min(free, contentWidth(k, rules)) : undefined));
      const kept = sized.reduce<number>((n, w) => n + (w ?? 0), 0);
      const taken = fixed.reduce<number>((n, w) => n + (w ?? 0), 0);
      const shared = kids.filter((_, i) => fixed[i] === undefined && sized[i] === undefined).length;
      // Items with a width shrink in proportion when they overflow; the growing ones share what is left.
      const room = free - kept;
      const shrink = taken > room && taken > 0 ? Math.max(0, room) / taken : 1;
      const rest = Math.max(0, room - taken) / Math.max(1, shared);
      kids.forEach((k, i) => visit(k, sized[i] ?? (fixed[i] === undefined ? rest : fixed[i]! * shrink)));
      return;
    }
    // A grid of equal tracks: `repeat(n, …)` or all `fr`.
    const template = style.get('grid-template-columns');
    const repeat = /^repeat\(\s*(\d+)\s*,/.exec(template ?? '')?.[1];
    const tracks = repeat ? Number(repeat) : parts(template).length && parts(template).every((t) => /^[\d.]+fr$/.test(t)) ? parts(template).length : 0;
    if (/grid$/.test(display) && tracks) {
      const n = tracks;
      const gap = length(style.get('column-gap') ?? parts(style.get('gap')).at(-1), content) ?? 0;
      const track = (content - gap * (n - 1)) / n;
      for (const k of kids) visit(k, track);
      return;
    }
    for (const k of kids) {
      const s = styleOf(k, rules);
      visit(k, explicitWidth(s, content) ?? Math.max(0, content - horizontal(s, 'margin', content)));
    }
  };
  visit(parse(html), frameWidth);
  return out;
}
