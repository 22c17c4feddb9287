/**
 * The one time budget and retry policy of every binding call (KV, D1, the
 * rate limiters): each attempt has `attemptMs` to answer, and a call that
 * fails or does not answer is tried again, up to `attempts` in all. Past
 * that the caller gets BindingUnavailable and answers a transient fault
 * (503 with Retry-After, or, for a rate limiter of a public endpoint, no
 * limit). Permanent faults (a corrupt record) are never retried: they are
 * thrown by the caller after the call succeeded.
 *
 * A call that is not safe to repeat (the D1 insert of feedback) passes
 * `retryAfterTimeout: false`: a timed-out attempt may still land, so only an
 * attempt that failed outright is tried again.
 *
 * Tests shorten the budgets with setBindingBudget.
 */

/** Thrown when every attempt of a binding call failed or ran out of time. */
export class BindingUnavailable extends Error {
  override name = 'BindingUnavailable';
}

/** A budget: time per attempt, attempts in all, and whether an attempt that timed out is tried again. */
export interface BindingPolicy {
  attemptMs: number;
  attempts: number;
  retryAfterTimeout: boolean;
}

const DEFAULTS = {
  /** KV reads (worker/store.ts, the feedback page check): about 1 s in all. */
  kv: { attemptMs: 500, attempts: 2, retryAfterTimeout: true },
  /** The rate limiters: a counter in the same colo, so a short budget. */
  limiter: { attemptMs: 500, attempts: 2, retryAfterTimeout: true },
  /** The D1 write of feedback: slower than a read; not repeated after a timeout (it may have landed). */
  d1Write: { attemptMs: 2000, attempts: 2, retryAfterTimeout: false },
} satisfies Record<string, BindingPolicy>;

export const KV_POLICY: BindingPolicy = { ...DEFAULTS.kv };
export const LIMITER_POLICY: BindingPolicy = { ...DEFAULTS.limiter };
export const D1_WRITE_POLICY: BindingPolicy = { ...DEFAULTS.d1Write };

/** Changes the budgets (tests); no argument restores the defaults. */
export function setBindingBudget(budget: { kv?: Partial<BindingPolicy>; limiter?: Partial<BindingPolicy>; d1Write?: Partial<BindingPolicy> } = {}): void {
  Object.assign(KV_POLICY, DEFAULTS.kv, budget.kv);
  Object.assign(LIMITER_POLICY, DEFAULTS.limiter, budget.limiter);
  Object.assign(D1_WRITE_POLICY, DEFAULTS.d1Write, budget.d1Write);
}

class Timeout extends Error {
  override name = 'Timeout';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * Runs `call` under `policy`; its result, or BindingUnavailable (with the
 * last failure's message) once the attempts are spent.
 * @example await withBudget(() => env.PAGES.get('k'), KV_POLICY)
 */
export async function withBudget<T>(call: () => Promise<T>, policy: BindingPolicy): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    try {
      // A promise is made per attempt so that a hung first call does not hold the second.
      return await withTimeout(Promise.resolve().then(call), policy.attemptMs);
    } catch (e) {
      last = e;
      if (e instanceof Timeout && !policy.retryAfterTimeout) break;
    }
  }
  throw new BindingUnavailable(`${policy.attempts > 1 ? `after up to ${policy.attempts} attempts: ` : ''}${last instanceof Error ? last.message : String(last)}`);
}
