/**
 * Which function components rendered again in each React commit, read through a stand-in of React DevTools' global
 * hook (React DOM reports every commit to it, in production too). Used by grid-click.spec.ts, grid-sort.spec.ts and
 * bench/click-renders.ts: each installs `renderProbeScript(tags, onCommit)` before the page's scripts, with its own
 * `onCommit`, which runs in the page (serialized: it must not close over anything) after each commit.
 */

export interface ProbeHook {
  memoizedState: unknown;
  queue: unknown;
  next: ProbeHook | null;
}

export interface ProbeFiber {
  tag: number;
  type: { name?: string; displayName?: string; render?: { name?: string; displayName?: string }; type?: unknown } | string | null;
  child: ProbeFiber | null;
  sibling: ProbeFiber | null;
  return: ProbeFiber | null;
  alternate: ProbeFiber | null;
  memoizedState: ProbeHook | null;
  memoizedProps: unknown;
  stateNode: unknown;
}

/** A component of the commit that had rendered before (a first render is not counted), with what it held then. */
export interface Rerendered {
  fiber: ProbeFiber;
  prev: { hooks: ProbeHook | null; props: unknown };
}

/**
 * The page side. A fiber rendered again when its hooks list is a new one, or, without hooks, when its props are; a
 * fiber and its alternate share one record. Fibers are visited parent first, so `rendered` lists a parent before its
 * children.
 */
function renderProbe(tags: number[], onCommit: (rendered: Rerendered[]) => void): void {
  const seen = new WeakMap<object, Rerendered['prev']>();
  const keys = new WeakMap<ProbeFiber, object>();
  const keyOf = (f: ProbeFiber) => {
    const k = keys.get(f) ?? (f.alternate ? keys.get(f.alternate) : undefined) ?? {};
    keys.set(f, k);
    if (f.alternate) keys.set(f.alternate, k);
    return k;
  };
  const fnTags = new Set(tags);
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: ProbeFiber }) => {
      const rendered: Rerendered[] = [];
      const visit = (f: ProbeFiber | null) => {
        for (let n = f; n; n = n.sibling) {
          if (fnTags.has(n.tag)) {
            const k = keyOf(n);
            const prev = seen.get(k);
            if (prev && (prev.hooks !== n.memoizedState || (n.memoizedState === null && prev.props !== n.memoizedProps))) rendered.push({ fiber: n, prev });
            seen.set(k, { hooks: n.memoizedState, props: n.memoizedProps });
          }
          visit(n.child);
        }
      };
      visit(root.current.child);
      onCommit(rendered);
    },
  };
}

/**
 * The init script: the probe counting fibers of these tags (0 function components, 1 classes, 11 forwardRef, 15
 * simple memo; a memo wrapper with a compare, 14, holds no hooks and gets new props whenever its parent renders, so
 * its inner component is the one to count), calling `onCommit` after every commit.
 */
export function renderProbeScript(tags: readonly number[], onCommit: (rendered: Rerendered[]) => void): string {
  // tsx keeps function names with an `__name` helper the page does not have.
  return `var __name = (f) => f; (${renderProbe.toString()})(${JSON.stringify(tags)}, ${onCommit.toString()});`;
}
