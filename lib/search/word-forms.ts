/**
 * How a query word may differ from a dictionary word and still find it:
 * another form (plural, -ed, -ing) or one edit away (a typo).
 */

/** Other forms of a word: plural / singular, -ed and -ing (`stacked` -> `stack`, `sort` -> `sorting`). */
export function inflections(q: string): string[] {
  if (q.length < 3 || !/^[a-z]+$/.test(q)) return [];
  const out: string[] = [];
  if (q.endsWith('ies')) out.push(`${q.slice(0, -3)}y`);
  else if (q.endsWith('es')) out.push(q.slice(0, -1), q.slice(0, -2));
  else if (q.endsWith('s') && !q.endsWith('ss')) out.push(q.slice(0, -1));
  else if (q.endsWith('y')) out.push(`${q}s`, `${q.slice(0, -1)}ies`);
  else out.push(`${q}s`, `${q}es`);
  if (q.endsWith('ed') && q.length > 4) out.push(q.slice(0, -2), q.slice(0, -1));
  else if (q.endsWith('ing') && q.length > 5) out.push(q.slice(0, -3), `${q.slice(0, -3)}e`);
  else if (!q.endsWith('s')) out.push(`${q}ed`, `${q}ing`);
  return out;
}

/**
 * True when `b` (or, with `prefix`, a prefix of `b`) is at most one edit
 * (substitution, insertion, deletion, transposition) away from `a`.
 * Allocation-free: it runs over the whole dictionary for a typo.
 */
export function withinOneEdit(a: string, b: string, prefix = false): boolean {
  return editAt(a, b, 0, b.length, prefix);
}

/** withinOneEdit with `b` the `lb` characters of `block` from `b0` (a dictionary term read in place). */
export function editAt(a: string, block: string, b0: number, lb: number, prefix: boolean): boolean {
  const la = a.length;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === block.charCodeAt(b0 + i)) i++;
  if (i === la) return prefix || lb - la <= 1;
  return (
    sameTail(a, i + 1, block, b0, lb, i + 1, prefix) ||
    sameTail(a, i + 1, block, b0, lb, i, prefix) ||
    sameTail(a, i, block, b0, lb, i + 1, prefix) ||
    (a.charCodeAt(i) === block.charCodeAt(b0 + i + 1) && a.charCodeAt(i + 1) === block.charCodeAt(b0 + i) && sameTail(a, i + 2, block, b0, lb, i + 2, prefix))
  );
}

/** `a` from `ai` equals the term (`lb` characters of `block` from `b0`) from `bi` (or a prefix of it). */
function sameTail(a: string, ai: number, block: string, b0: number, lb: number, bi: number, prefix: boolean): boolean {
  const ra = a.length - ai;
  const rb = lb - bi;
  if (ra < 0 || rb < 0 || (prefix ? ra > rb : ra !== rb)) return false;
  for (let k = 0; k < ra; k++) if (a.charCodeAt(ai + k) !== block.charCodeAt(b0 + bi + k)) return false;
  return true;
}
