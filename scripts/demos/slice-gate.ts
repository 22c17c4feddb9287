/**
 * The yield points MUI X's patched components share (scripts/demos/grid-slices.ts, chart-size-hint.ts,
 * picker-tree-patches.ts): the text of a hook that reads the demo's slice gate (client/demos/grid-slices.ts) and of
 * a point that, in a demo's hidden first render, yields once the component's body has run for the gate's budget.
 *
 * How a point yields: it records a resolved promise for its index and calls `React.use()` on it. React suspends the
 * component, yields the task and, the promise fulfilled by the next task, replays the component with the hooks it
 * already ran kept; each recorded point calls `use()` on its own promise again (the same objects in the same order),
 * which returns at once. The budget counts from the furthest point an earlier attempt reached, so a replay's cost is
 * in it. The hook is three hooks, always called (a context, a ref, an insertion effect that closes the gate in the
 * commit), and a gated attempt calls `use()` first on a fulfilled thenable, so that an attempt after a restarted
 * render, which yields nowhere, is not taken for a conditional `use()` (a development warning).
 *
 * One gate state per component: React matches a replay's `use()` calls to the suspended attempt's by their index in
 * the component, whatever hook makes them. A component whose several patched hooks yield shares the state of the
 * first (the field's useFieldState takes useFieldV7TextField's: picker-tree-patches.ts); with a state each, an attempt
 * could yield at one hook's point before a point the other had yielded at, and React's development build printed "A
 * component was suspended by an uncached promise" (tests/e2e/field-slices.spec.ts).
 */
import { GRID_SLICE_CONTEXT } from '../../client/demos/grid-slices';

export interface SliceGate {
  /** The hook's name (a component calls `const demoSlices = <hook>();` first). */
  hook: string;
  /** The point's name (`<point>(demoSlices);` before each group of hooks). */
  point: string;
  /** Whether the hook and the point are exported (other patched files of the package import them). */
  exported?: boolean;
  /** Who uses it, for the hook's comment. */
  what: string;
  /** A further JS condition for the gate to open (a bench switch), if any. */
  on?: string;
  /** The budget, a JS expression with `gate` in scope (default: the gate's). */
  budget?: string;
  /** The test's debug object, a JS expression: the statements below run only when it is set, as `debug`. */
  debug: string;
  /** Run when the component's state is made (`s`, its state, and `debug` in scope). */
  onSetup?: string;
  /** Run in the commit. */
  onCommit?: string;
  /** Run at the replay after a yield (`s`, `recorded` and `debug` in scope). */
  onReplay?: string;
  /** Run at a yield (`s` and `debug` in scope). */
  onYield?: string;
}

/** The helpers' text, for a file that has `import * as React from 'react'` (or adds it before them). */
export function sliceGateSource(g: SliceGate): string {
  const exp = g.exported ? 'export ' : '';
  const debugged = (code: string | undefined) => (code ? `\n    const debug = ${g.debug};\n    if (debug) {\n      ${code}\n    }` : '');
  return `
const DemoNoSlices = /*#__PURE__*/React.createContext(undefined);
const DemoFulfilled = { status: 'fulfilled', value: undefined, then() {} };
/** The site's demo runtime: ${g.what} in slices (scripts/demos/slice-gate.ts). Three hooks, always. */
${exp}function ${g.hook}() {
  const gate = React.useContext(globalThis[${JSON.stringify(GRID_SLICE_CONTEXT)}] ?? DemoNoSlices);
  const ref = React.useRef(null);
  if (ref.current === null) {
    const s = { points: new Map(), next: 0, start: 0, resumed: -1, furthest: -1, committed: false, gate: undefined, debug: undefined };
    ref.current = s;${debugged(g.onSetup)}
  }
  const s = ref.current;
  React.useInsertionEffect(() => {${debugged(g.onCommit)}
    s.committed = true;
    s.gate = undefined;
    s.points.clear();
  }, [s]);
  s.next = 0;
  s.start = performance.now();
  s.gate = !s.committed && gate && gate.open${g.on ? ` && ${g.on}` : ''} ? gate : undefined;
  if (s.gate !== undefined) React.use(DemoFulfilled);
  return s;
}
/** A yield point: replays the recorded yield here, or yields once the attempt has run for the budget. */
${exp}function ${g.point}(s) {
  const i = s.next++;
  const recorded = s.points.get(i);
  if (recorded !== undefined) {
    // The budget counts from here: the replay of what earlier attempts ran is in this attempt, not in its budget.
    if (i === s.furthest) s.start = performance.now();
    if (s.resumed === i) {
      // The replay after the yield here.
      s.resumed = -1;${debugged(g.onReplay)}
    }
    React.use(recorded);
    return;
  }
  const gate = s.gate;
  // Not within the part an earlier attempt ran (a replay calls its recorded points in the same order, and only those).
  if (gate === undefined || !gate.open || i <= s.furthest || performance.now() - s.start < ${g.budget ?? 'gate.budget'}) return;
  const p = Promise.resolve();
  s.points.set(i, p);
  s.resumed = i;
  s.furthest = i;${debugged(g.onYield)}
  React.use(p);
}
`;
}
