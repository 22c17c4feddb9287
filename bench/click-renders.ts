/**
 * bench/click-renders: which React components render again when a reader clicks the first demo in view (the
 * clicks of bench/demo-ready.ts, bench/demo-clicks.ts), and why: per commit after the press, each component that
 * rendered, whether its parent rendered too or one of its own state hooks changed (which one, and from what to
 * what: an equal value published again shows as "equal", a new object with the same keys as "same keys").
 * Read through a stand-in of React DevTools' global hook (React DOM reports every commit to it, in production
 * too), so it works on the production build; names need CLIENT_KEEP_NAMES=1 (scripts/build-client.ts).
 *
 * Usage: CLIENT_KEEP_NAMES=1 npx tsx scripts/build.ts && npx tsx bench/click-renders.ts [path ...]
 *   BENCH_CLICK=first,second,sort   the clicks (default: first)
 *   BENCH_CPU=4                     CPU slowdown (default 1)
 *   switches of bench/demo-switches.ts (BENCH_GRID_CLICK=0, BENCH_GRID_HEADER_TAB=0, ...) and BENCH_GRID_HINT=0,
 *   as in bench/demo-ready.ts
 */
import { renderProbeScript, type ProbeFiber, type Rerendered } from '../tests/e2e/render-probe';
import { benchServer, click, describeClick, launchBrowser, readerContext, type BenchWindow, type ClickKind } from './demo-clicks';

const PORT = Number(process.env.BENCH_PORT ?? 8812);
const CPU = Number(process.env.BENCH_CPU ?? 1);
const CLICKS = (process.env.BENCH_CLICK ?? 'first').split(',').filter(Boolean) as ClickKind[];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/x/react-data-grid/row-grouping'];

interface Commit {
  at: number;
  rendered: { name: string; why: string }[];
}

/** Installed before page scripts: `window.__commits`, and the style rules inserted while recording (`window.__rules`). */
function recordsProbe(): void {
  const w = window as unknown as { __commits: Commit[]; __recording: boolean };
  w.__commits = [];
  w.__recording = false;
  // Style rules inserted while recording (Emotion inserts a component's rules at its first render).
  const rules: string[] = ((window as unknown as { __rules: string[] }).__rules = []);
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
    if (w.__recording) rules.push(rule.slice(0, 90));
    return insertRule.call(this, rule, index);
  };
  const appendChild = Node.prototype.appendChild;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    if (w.__recording && this instanceof HTMLStyleElement) rules.push(`(text) ${String(node.textContent).slice(0, 90)}`);
    return appendChild.call(this, node) as T;
  };
}

// Function components (0), classes (1), forwardRef (11) and simple memo (15) fibers. Not a memo wrapper with a compare function
// (14, MUI's fastMemo): it holds no hooks and gets a new props object whenever its parent renders, also when the
// compare bails out, so counting it counted every memoized child as rendered; its inner component counts when it renders.
const FN_TAGS = [0, 1, 11, 15];

/** Runs in the page after each commit (tests/e2e/render-probe.ts): while recording, each component that rendered again, and why. */
function onCommit(rerendered: Rerendered[]): void {
  const w = window as unknown as { __commits: Commit[]; __recording: boolean };
  if (!w.__recording) return;
  const fnTags = new Set([0, 1, 11, 15]); // FN_TAGS: this function runs in the page
  const nameOf = (f: ProbeFiber): string => {
    const t = f.type;
    if (!t || typeof t === 'string') return String(t);
    const inner = (t.type ?? t.render ?? t) as { name?: string; displayName?: string };
    return t.displayName || inner.displayName || t.name || inner.name || '(anonymous)';
  };
  const show = (v: unknown): string => {
    if (v === null || typeof v !== 'object') return typeof v === 'function' ? 'fn' : (JSON.stringify(v)?.slice(0, 40) ?? String(v));
    return Array.isArray(v) ? `[${v.length}]` : `{${Object.keys(v).slice(0, 6).join(',')}}`;
  };
  const same = (a: unknown, b: unknown): string => {
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      const ka = Object.keys(a);
      const kb = Object.keys(b);
      if (ka.length === kb.length && ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k])) return ' (same keys and values)';
      const changed = ka.filter((k) => (a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]);
      try {
        if (JSON.stringify(a) === JSON.stringify(b))
          return ` (equal JSON; new: ${changed.map((k) => `${k}${same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]) ? '' : ''}`).join(',')})`;
        return ` (changed: ${changed.map((k) => `${k}=${JSON.stringify((b as Record<string, unknown>)[k])?.slice(0, 80)}`).join(', ')})`;
      } catch {
        /* cyclic */
      }
    }
    return '';
  };
  const rendered: Commit['rendered'] = [];
  const renderedSet = new Set<ProbeFiber>();
  for (const { fiber: n, prev } of rerendered) {
    renderedSet.add(n);
    let parent = n.return;
    while (parent && !fnTags.has(parent.tag)) parent = parent.return;
    const reasons: string[] = [];
    for (let h = n.memoizedState, o = prev.hooks, i = 0; h && o; h = h.next, o = o.next, i++)
      if (h.queue && h.memoizedState !== o.memoizedState && typeof h.memoizedState !== 'function')
        reasons.push(`state#${i} ${show(o.memoizedState)} → ${show(h.memoizedState)}${same(o.memoizedState, h.memoizedState)}`);
    const why = reasons.length ? reasons.join('; ') : parent && renderedSet.has(parent) ? `parent ${nameOf(parent)}` : prev.props !== n.memoizedProps ? 'props' : 'context or unknown';
    rendered.push({ name: nameOf(n), why });
  }
  if (rendered.length) w.__commits.push({ at: performance.now(), rendered });
}

const server = await benchServer(PORT);
const browser = await launchBrowser();
try {
  for (const path of paths) {
    // The switches this run turns off (BENCH_GRID_HINT=0, bench/demo-switches.ts) are applied by readerContext.
    const context = await readerContext(browser, [recordsProbe]);
    await context.addInitScript({ content: renderProbeScript(FN_TAGS, onCommit) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto(server.url + path, { waitUntil: 'load' });
    // The first demo in or near the viewport, live, then one more second (as bench/demo-ready.ts).
    const id = await page.evaluate(() => (window as unknown as BenchWindow).__firstDemoInView()?.id ?? '');
    await page.locator(`[id="${id}"] [data-demo-frame][data-demo-mounted]`).waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1500);
    console.log(`\n${path} (${id}) at ${CPU}x CPU`);
    for (const kind of CLICKS) {
      let rulesInserted: string[] = [];
      await page.evaluate(() => ((window as unknown as { __recording: boolean }).__recording = true));
      const r = await click(page, id, kind);
      await page.waitForTimeout(500);
      const commits = await page
        .evaluate(() => {
          const w = window as unknown as { __commits: Commit[]; __recording: boolean };
          w.__recording = false;
          return { commits: w.__commits.splice(0), rules: (window as unknown as { __rules: string[] }).__rules.splice(0) };
        })
        .then((x) => {
          rulesInserted = x.rules;
          return x.commits;
        });
      if (!r) {
        console.log(`  no ${kind} click target`);
        continue;
      }
      console.log(`\n  click "${kind}": INP ${describeClick(r)}; ${commits.length} commit(s); ${rulesInserted.length} style rule(s) inserted`);
      for (const rule of rulesInserted.slice(0, 12)) console.log(`    rule: ${rule}`);
      for (const c of commits) {
        console.log(`    commit at +${(c.at - r.at).toFixed(0)} ms: ${c.rendered.length} component(s) rendered`);
        const counts = new Map<string, number>();
        for (const x of c.rendered) counts.set(`${x.name}: ${x.why}`, (counts.get(`${x.name}: ${x.why}`) ?? 0) + 1);
        for (const [k, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_TOP ?? 40))) console.log(`      ${String(n).padStart(4)}x ${k}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.dispose();
}
