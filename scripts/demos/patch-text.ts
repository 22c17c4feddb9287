/**
 * Build-time text patches of package files (the stand-in bundle's chart
 * size, scripts/demos/standins.ts; the client bundle's grid size hint,
 * scripts/demos/grid-size-hint.ts): each replaced text must be found, or the
 * build fails, so that an upgrade of the package is a conscious update of
 * the file that patches it.
 */

/** Replaces each `from` with its `to` once; throws, naming `owner` (the file to update), when one is missing. */
export function patchText(path: string, code: string, edits: readonly (readonly [string, string])[], owner: string): string {
  for (const [from, to] of edits) {
    if (!code.includes(from)) throw new Error(`${path}: "${from.slice(0, 80)}" not found; update ${owner}`);
    code = code.replace(from, to);
  }
  return code;
}

/**
 * The end of a patched effect that takes one step of a warm-up later (scripts/demos/grid-interaction.ts' footer,
 * chart-size-hint.ts' tooltip): `step` in a background task, which runs once no other task is queued (never while
 * another demo's hidden render is yielding: a React update there would restart that render) without waiting for an
 * idle period, where `condition` holds and the browser has `scheduler.postTask`; otherwise an idle callback. The
 * effect's cleanup cancels it. `step` is the name of a function in the effect's scope.
 */
export function backgroundStepSource(step: string, condition = 'true'): string {
  return `    if (${condition} && typeof scheduler !== 'undefined' && typeof scheduler.postTask === 'function') {
      const controller = new AbortController();
      scheduler.postTask(${step}, {
        priority: 'background',
        signal: controller.signal
      }).catch(() => {});
      return () => controller.abort();
    }
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : callback => setTimeout(callback, 1);
    const cancel = typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout;
    const id = idle(${step}, {
      timeout: 2000
    });
    return () => cancel(id);
`;
}
