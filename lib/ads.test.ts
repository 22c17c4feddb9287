/**
 * The ad state machine, step by step and through the driver with fake
 * timers: every branch and constant of the ad slot.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD } from './constants';
import { INITIAL_AD_STATE, createAdDriver, isBackersLink, seededRandom, step, type AdEvent, type AdHandlers, type AdProbe, type AdState, type Random } from './ads';

/** A random source that returns the given values in order, then fails the test. */
function scripted(...values: number[]): Random & { left: () => number } {
  const queue = [...values];
  const fn = (() => {
    const v = queue.shift();
    if (v === undefined) throw new Error('unexpected random draw');
    return v;
  }) as Random & { left: () => number };
  fn.left = () => queue.length;
  return fn;
}

const START: Extract<AdEvent, { type: 'start' }> = {
  type: 'start',
  bot: false,
  placement: 'docs',
  displayRatio: AD.displayRatio,
  inHouseCount: 4,
  network: { image: true, inline: true },
};

/** A driver on fake timers with a probe answering from a script of results. */
function harness(random: Random, probeAt: (attempt: number) => AdProbe = () => 'none', render?: (s: AdState) => void) {
  const calls = { probes: 0, loads: [] as string[], renders: [] as string[], tracks: [] as [string, string][] };
  const handlers: AdHandlers = {
    loadNetwork: (shape) => void calls.loads.push(shape),
    probe: () => probeAt(++calls.probes),
    render: (s) => {
      calls.renders.push(s.phase);
      render?.(s);
    },
    track: (action, label) => void calls.tracks.push([action, label]),
  };
  const driver = createAdDriver({ random, scheduler: { setTimeout: (fn, ms) => setTimeout(fn, ms) }, handlers });
  return { driver, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('start', () => {
  it('gives bots an empty slot without drawing a random number or polling', () => {
    const random = scripted();
    const { state, effects } = step(INITIAL_AD_STATE, { ...START, bot: true }, random);
    expect(state.phase).toBe('empty');
    expect(effects).toEqual([{ type: 'render' }]);
  });

  it.each([
    [0, 'inline'],
    [0.1999, 'inline'],
    [AD.inlineShapeProbability, 'image'],
    [0.9999, 'image'],
  ] as const)('random %s picks the %s shape (inline 20 %%)', (r, shape) => {
    const { state, effects } = step(INITIAL_AD_STATE, START, scripted(r));
    expect(state).toMatchObject({ phase: 'loading', shape, polling: true, polls: 0 });
    expect(effects).toEqual([{ type: 'render' }, { type: 'load-network', shape }, { type: 'schedule-poll', delayMs: 0 }]);
  });

  it('shows an in-house ad at once when the network is not configured for the shape', () => {
    const { state, effects } = step(INITIAL_AD_STATE, { ...START, network: { image: false, inline: true } }, scripted(0.5, 0.6, 0.9));
    expect(state).toMatchObject({ phase: 'inhouse', reason: 'no-network', inHouse: 2, polling: false, label: 'in-house-docs-image' });
    expect(effects).toEqual([{ type: 'render' }]);
  });

  it('ignores a second start', () => {
    const first = step(INITIAL_AD_STATE, START, scripted(0.5)).state;
    expect(step(first, START, scripted())).toEqual({ state: first, effects: [] });
  });
});

describe('waiting for the ad network element', () => {
  it('polls every 500 ms and calls the ad blocked after more than 6 tries', () => {
    const { driver, calls } = harness(scripted(0.5, 0.9, 0.3, 0.9)); // image, no plea, in-house #1, no display
    driver.dispatch(START);
    expect(calls.loads).toEqual(['image']);
    vi.advanceTimersByTime(0);
    expect(calls.probes).toBe(1);
    vi.advanceTimersByTime(AD.pollIntervalMs * (AD.blockedAfterPolls - 1));
    expect(calls.probes).toBe(AD.blockedAfterPolls);
    expect(driver.state.phase).toBe('loading');
    vi.advanceTimersByTime(AD.pollIntervalMs - 1);
    expect(driver.state.phase).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(calls.probes).toBe(AD.blockedAfterPolls + 1);
    expect(driver.state).toMatchObject({ phase: 'inhouse', reason: 'blocked', inHouse: 1, label: 'in-house-docs-image' });
  });

  it('stops after 30 tries', () => {
    const { driver, calls } = harness(scripted(0.5, 0.9, 0, 0.9));
    driver.dispatch(START);
    vi.advanceTimersByTime(AD.pollIntervalMs * 100);
    expect(calls.probes).toBe(AD.maxPolls);
    expect(driver.state.polling).toBe(false);
  });

  it.each([
    [0, 'plea'],
    [0.1999, 'plea'],
    [AD.pleaProbability, 'inhouse'],
    [0.95, 'inhouse'],
  ] as const)('a blocked ad with random %s shows the %s', (r, phase) => {
    const draws = phase === 'plea' ? [0.5, r, 0.9] : [0.5, r, 0, 0.9];
    const { driver } = harness(scripted(...draws));
    driver.dispatch(START);
    vi.advanceTimersByTime(AD.pollIntervalMs * AD.blockedAfterPolls);
    expect(driver.state.phase).toBe(phase);
    expect(driver.state.label).toBe(phase === 'plea' ? 'in-house-adblock-docs-image' : 'in-house-docs-image');
  });

  it.each([
    [0, 0],
    [0.25, 1],
    [0.5, 2],
    [0.9999, 3],
  ])('random %s picks in-house ad #%s of four', (r, index) => {
    const { state } = step(INITIAL_AD_STATE, { ...START, network: { image: false, inline: false } }, scripted(0.5, r, 0.9));
    expect(state.inHouse).toBe(index);
  });

  it('shows the network ad when its element appears, and stops polling', () => {
    const { driver, calls } = harness(scripted(0.5, 0.9), (n) => (n === 3 ? 'ad' : 'none'));
    driver.dispatch(START);
    vi.advanceTimersByTime(AD.pollIntervalMs * 2);
    expect(driver.state).toMatchObject({ phase: 'network', label: 'network-docs-image', polling: false });
    vi.advanceTimersByTime(AD.pollIntervalMs * 40);
    expect(calls.probes).toBe(3);
    expect(calls.renders).toEqual(['loading', 'network']);
  });

  it('uses an in-house ad when the network element links to the backers page', () => {
    const { driver, calls } = harness(scripted(0.1, 0.75, 0.9), (n) => (n === 2 ? 'backers' : 'none'));
    driver.dispatch(START);
    vi.advanceTimersByTime(AD.pollIntervalMs * 40);
    expect(driver.state).toMatchObject({ phase: 'inhouse', reason: 'backers', inHouse: 3, shape: 'inline', label: 'in-house-network-docs-inline' });
    expect(calls.probes).toBe(2);
  });

  it('a network element that turns up after the fallback still wins', () => {
    const { driver } = harness(scripted(0.5, 0.9, 0, 0.9, 0.9), (n) => (n === 12 ? 'ad' : 'none'));
    driver.dispatch(START);
    vi.advanceTimersByTime(AD.pollIntervalMs * 8);
    expect(driver.state.phase).toBe('inhouse');
    vi.advanceTimersByTime(AD.pollIntervalMs * 4);
    expect(driver.state.phase).toBe('network');
  });

  it('a backers element after the plea swaps the plea for an in-house ad', () => {
    const { driver } = harness(scripted(0.5, 0.1, 0.9, 0.5, 0.9), (n) => (n === 9 ? 'backers' : 'none'));
    driver.dispatch(START);
    vi.advanceTimersByTime(AD.pollIntervalMs * 6);
    expect(driver.state.phase).toBe('plea');
    vi.advanceTimersByTime(AD.pollIntervalMs * 2);
    expect(driver.state).toMatchObject({ phase: 'inhouse', reason: 'backers', inHouse: 2 });
  });

  it('falls back to an in-house ad when the ad network fetch fails, and stops polling', () => {
    const { driver, calls } = harness(scripted(0.1, 0.5, 0.9));
    driver.dispatch(START);
    vi.advanceTimersByTime(AD.pollIntervalMs);
    driver.dispatch({ type: 'fetch-failed' });
    expect(driver.state).toMatchObject({ phase: 'inhouse', reason: 'fetch-failed', inHouse: 2, label: 'in-house-network-docs-inline' });
    vi.advanceTimersByTime(AD.pollIntervalMs * 40);
    expect(calls.probes).toBe(2);
  });

  it('a load that throws counts as a fetch failure', () => {
    const random = scripted(0.5, 0, 0.9);
    const driver = createAdDriver({
      random,
      scheduler: { setTimeout: (fn, ms) => setTimeout(fn, ms) },
      handlers: {
        loadNetwork: () => {
          throw new Error('offline');
        },
        probe: () => 'none',
        render: () => undefined,
        track: () => undefined,
      },
    });
    driver.dispatch(START);
    expect(driver.state).toMatchObject({ phase: 'inhouse', reason: 'fetch-failed' });
  });

  it('ignores a poll nobody scheduled and a fetch failure after the ad is shown', () => {
    expect(step(INITIAL_AD_STATE, { type: 'poll', found: 'ad' }, scripted())).toEqual({ state: INITIAL_AD_STATE, effects: [] });
    const shown: AdState = { ...INITIAL_AD_STATE, phase: 'network', label: 'x' };
    expect(step(shown, { type: 'fetch-failed' }, scripted()).state.phase).toBe('network');
  });
});

describe('display event', () => {
  it('is sent 2500 ms after an ad shows when sampled under the display ratio', () => {
    const { driver, calls } = harness(scripted(0.5, 0.0999), () => 'ad');
    driver.dispatch(START);
    vi.advanceTimersByTime(0);
    expect(driver.state.phase).toBe('network');
    vi.advanceTimersByTime(AD.displayEventDelayMs - 1);
    expect(calls.tracks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.tracks).toEqual([['display', 'network-docs-image']]);
  });

  it.each([AD.displayRatio, 0.5])('is not sent when the sample %s is at or above the ratio', (r) => {
    const { driver, calls } = harness(scripted(0.5, r), () => 'ad');
    driver.dispatch(START);
    vi.advanceTimersByTime(10_000);
    expect(calls.tracks).toEqual([]);
  });

  it('follows the configured ratio', () => {
    const { driver, calls } = harness(scripted(0.5, 0.7), () => 'ad');
    driver.dispatch({ ...START, displayRatio: 0.8 });
    vi.advanceTimersByTime(AD.displayEventDelayMs);
    expect(calls.tracks).toEqual([['display', 'network-docs-image']]);
  });

  it('is dropped for an ad replaced before the delay ran out', () => {
    const { driver, calls } = harness(scripted(0.5, 0.3, 0, 0, 0.9), (n) => (n === 9 ? 'ad' : 'none'));
    driver.dispatch(START);
    vi.advanceTimersByTime(AD.pollIntervalMs * 6); // blocked: in-house, display sampled
    expect(driver.state.phase).toBe('inhouse');
    vi.advanceTimersByTime(AD.pollIntervalMs * 2); // network arrives 1000 ms later
    expect(driver.state.phase).toBe('network');
    vi.advanceTimersByTime(AD.displayEventDelayMs * 2);
    expect(calls.tracks).toEqual([]);
  });
});

describe('crash', () => {
  it('hides the slot and sends the crash event with the label of what failed', () => {
    const { driver, calls } = harness(
      scripted(0.5, 0.9, 0, 0.05),
      () => 'none',
      (s) => {
        if (s.phase === 'inhouse') throw new Error('boom');
      },
    );
    driver.dispatch(START);
    vi.advanceTimersByTime(AD.pollIntervalMs * 6);
    expect(driver.state.phase).toBe('hidden');
    expect(calls.renders).toEqual(['loading', 'inhouse', 'hidden']);
    expect(calls.tracks).toEqual([['crash', 'in-house-docs-image']]);
    vi.advanceTimersByTime(AD.pollIntervalMs * 40 + AD.displayEventDelayMs);
    expect(calls.probes).toBe(AD.blockedAfterPolls + 1);
    expect(calls.tracks).toHaveLength(1);
  });

  it('labels a crash before anything showed by phase and shape', () => {
    const loading = step(INITIAL_AD_STATE, START, scripted(0.1)).state;
    expect(step(loading, { type: 'crash' }, scripted()).effects).toEqual([{ type: 'render' }, { type: 'track', action: 'crash', label: 'loading-docs-inline' }]);
  });

  it('a second crash is ignored', () => {
    const hidden: AdState = { ...INITIAL_AD_STATE, phase: 'hidden' };
    expect(step(hidden, { type: 'crash' }, scripted()).effects).toEqual([]);
  });
});

describe('with a seeded random source', () => {
  it('draws the configured probabilities over many visits', () => {
    const random = seededRandom(20250901);
    const n = 20_000;
    let inline = 0;
    let plea = 0;
    const ads = [0, 0, 0, 0];
    for (let i = 0; i < n; i++) {
      const loading = step(INITIAL_AD_STATE, START, random).state;
      if (loading.shape === 'inline') inline++;
      let s = loading;
      for (let p = 0; p <= AD.blockedAfterPolls; p++) s = step(s, { type: 'poll', found: 'none' }, random).state;
      if (s.phase === 'plea') plea++;
      else ads[s.inHouse!]!++;
    }
    expect(inline / n).toBeCloseTo(AD.inlineShapeProbability, 1);
    expect(plea / n).toBeCloseTo(AD.pleaProbability, 1);
    for (const count of ads) expect(count / (n - plea)).toBeCloseTo(0.25, 1);
  });

  it('repeats the same sequence for the same seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('isBackersLink', () => {
  it.each([
    ['https://mui.com/discover-more/backers', true],
    ['https://material-ui-next.com/discover-more/backers/', true],
    ['/discover-more/backers', true],
    ['https://ads.example/click?to=/discover-more/backers', false],
    ['https://mui.com/x/introduction', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (href, expected) => {
    expect(isBackersLink(href)).toBe(expected);
  });
});
