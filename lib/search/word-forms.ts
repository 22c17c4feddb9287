/**
 * How a query word may differ from a dictionary word and still find it:
 * another form (plural, -ed, -ing) or one edit away (a typo).
 */

/** A stem ending in a doubled consonant that a short verb doubles (`dragg` of dragging, `pinn`, `spann`). */
const DOUBLED = /^[^aeiou]*[aeiou]([bdgmnpt])\1$/;
/** A short verb that doubles its last consonant (`drag`, `pin`, `span`, `wrap`): one vowel before one consonant. */
const SHORT_VERB = /^[^aeiou]*[aeiou][bdgmnpt]$/;

/**
 * Other forms of a word: its stem and the stem's plural, -ed and -ing forms
 * (`stacked` -> stack, stacks, stacking; `edited` -> edit, editing, edits;
 * `sort` -> sorts, sorted, sorting; a short verb's doubled consonant:
 * `dragging` -> drag, `pin` -> pinned, pinning).
 */
export function inflections(q: string): string[] {
  if (q.length < 3 || !/^[a-z]+$/.test(q)) return [];
  const stems = new Set<string>();
  if (q.endsWith('ies')) stems.add(`${q.slice(0, -3)}y`);
  else if (q.endsWith('es')) stems.add(q.slice(0, -1)).add(q.slice(0, -2));
  else if (q.endsWith('s') && !q.endsWith('ss')) stems.add(q.slice(0, -1));
  else if (q.endsWith('ed') && q.length > 4) stems.add(q.slice(0, -2)).add(q.slice(0, -1));
  else if (q.endsWith('ing') && q.length > 5) stems.add(q.slice(0, -3)).add(`${q.slice(0, -3)}e`);
  else stems.add(q);
  // A short verb doubles its last consonant before -ing and -ed (`dragging` -> drag, `span` -> spanning).
  for (const b of [...stems]) if (DOUBLED.test(b)) stems.add(b.slice(0, -1));
  const out = new Set<string>();
  for (const b of stems) {
    if (b.length < 3) continue;
    out.add(b);
    if (b.endsWith('y')) out.add(`${b.slice(0, -1)}ies`).add(`${b}s`);
    else if (/(s|x|z|ch|sh)$/.test(b)) out.add(`${b}es`);
    else out.add(`${b}s`);
    if (b.endsWith('e')) out.add(`${b}d`).add(`${b.slice(0, -1)}ing`);
    else out.add(`${b}ed`).add(`${b}ing`);
    if (SHORT_VERB.test(b)) out.add(`${b}${b.at(-1)}ed`).add(`${b}${b.at(-1)}ing`);
  }
  out.delete(q);
  return [...out];
}

/**
 * The action noun of a verb and back (`expand` <-> expansion, `select` <->
 * selection, `paginate` <-> pagination, `customize` <-> customization), and
 * of an adjective in -able (`editable` -> edit, editing), and the -ize verb of an
 * adjective or noun (`custom` -> customize, customization): a question (or an
 * error message) says what to do, a page's title names the feature.
 */
export function derivations(q: string): string[] {
  if (q.length < 4 || !/^[a-z]+$/.test(q)) return [];
  // An adjective or noun made a verb by -ize names the feature that makes it so (`custom` -> customize,
  // customization; `virtual` -> virtualization).
  return /[^aeiouy]$/.test(q) && !/(ed|ing|able|ion|ize|s)$/.test(q) ? [...derivedForms(q), `${q}ize`, `${q}ization`] : derivedForms(q);
}

/** The derivations by suffix (`derivations` without the -ize verbs). */
function derivedForms(q: string): string[] {
  // What can be done names the doing (`editable` -> edit, editing; `resizable` -> resize; `sortable`).
  if (q.endsWith('able') && q.length > 6) return [q.slice(0, -4), `${q.slice(0, -4)}e`];
  if (q.endsWith('ization')) return [`${q.slice(0, -7)}ize`];
  if (q.endsWith('ation')) return [`${q.slice(0, -3)}e`, q.slice(0, -5)];
  if (q.endsWith('sion')) return [`${q.slice(0, -4)}d`, `${q.slice(0, -4)}se`];
  if (q.endsWith('tion')) return [q.slice(0, -3)];
  if (q.endsWith('ize')) return [`${q.slice(0, -1)}ation`];
  if (q.endsWith('ate')) return [`${q.slice(0, -1)}ion`];
  if (q.endsWith('d')) return [`${q.slice(0, -1)}sion`];
  if (q.endsWith('se')) return [`${q.slice(0, -1)}ion`];
  if (q.endsWith('t')) return [`${q}ion`];
  // (`install` -> installation, `render` -> rendering is an inflection already.)
  if (/[^aeiouy]$/.test(q)) return [`${q}ation`];
  return [];
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

/**
 * True when the `lb` characters of `block` from `b0` are `a` with one letter of a double
 * letter added or dropped (`editting`, `scater` for scatter): the commonest slip, nearly a
 * spelling of its own.
 */
export function doubledSlip(a: string, block: string, b0: number, lb: number): boolean {
  const la = a.length;
  if (Math.abs(la - lb) !== 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === block.charCodeAt(b0 + i)) i++;
  // The extra letter is at i (or the run it ends); it repeats the one before it.
  if (la > lb) return i > 0 && a.charCodeAt(i) === a.charCodeAt(i - 1) && sameTail(a, i + 1, block, b0, lb, i, false);
  return i > 0 && block.charCodeAt(b0 + i) === block.charCodeAt(b0 + i - 1) && sameTail(a, i, block, b0, lb, i + 1, false);
}

/**
 * True when the `lb` characters of `block` from `b0` are `a` with two neighbouring letters
 * swapped (`grouipng`, `calednar`): a slip of the fingers, not of spelling, so the word is meant.
 */
export function swappedSlip(a: string, block: string, b0: number, lb: number): boolean {
  const la = a.length;
  if (la !== lb) return false;
  let i = 0;
  while (i < la && a.charCodeAt(i) === block.charCodeAt(b0 + i)) i++;
  return i + 1 < la && a.charCodeAt(i) === block.charCodeAt(b0 + i + 1) && a.charCodeAt(i + 1) === block.charCodeAt(b0 + i) && sameTail(a, i + 2, block, b0, lb, i + 2, false);
}

/** `a` from `ai` equals the term (`lb` characters of `block` from `b0`) from `bi` (or a prefix of it). */
function sameTail(a: string, ai: number, block: string, b0: number, lb: number, bi: number, prefix: boolean): boolean {
  const ra = a.length - ai;
  const rb = lb - bi;
  if (ra < 0 || rb < 0 || (prefix ? ra > rb : ra !== rb)) return false;
  for (let k = 0; k < ra; k++) if (a.charCodeAt(ai + k) !== block.charCodeAt(b0 + bi + k)) return false;
  return true;
}

/**
 * True when the `lb` characters of `block` from `b0` are at most two edits
 * (optimal string alignment: substitution, insertion, deletion,
 * transposition) from `a`. `rows` is scratch of at least 3 x 64 cells;
 * longer words are never two edits apart here (false).
 */
export function withinTwoEdits(a: string, block: string, b0: number, lb: number, rows: Int32Array): boolean {
  const la = a.length;
  if (Math.abs(la - lb) > 2 || la >= 63 || lb >= 63) return false;
  // Three rolling rows: i-2, i-1, i (row r at (r % 3) * 64). Only the band |i - j| <= 2 is computed (a cell outside
  // it is more than two edits): the cells beside the band hold 3, which stands for any count over 2.
  for (let j = 0; j <= lb; j++) rows[j] = j;
  for (let i = 1; i <= la; i++) {
    const cur = (i % 3) * 64;
    const prev = ((i - 1) % 3) * 64;
    const prev2 = ((i - 2 + 3) % 3) * 64;
    rows[cur] = i;
    if (i >= 3) rows[cur + i - 3] = 3;
    let best = i >= 3 ? 3 : i;
    const ca = a.charCodeAt(i - 1);
    const to = Math.min(lb, i + 2);
    for (let j = Math.max(1, i - 2); j <= to; j++) {
      const cb = block.charCodeAt(b0 + j - 1);
      let d = Math.min(rows[prev + j]! + 1, rows[cur + j - 1]! + 1, rows[prev + j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === block.charCodeAt(b0 + j - 2) && a.charCodeAt(i - 2) === cb) d = Math.min(d, rows[prev2 + j - 2]! + 1);
      rows[cur + j] = d;
      if (d < best) best = d;
    }
    if (i + 3 <= lb) rows[cur + i + 3] = 3;
    if (best > 2) return false;
  }
  return rows[(la % 3) * 64 + lb]! <= 2;
}
