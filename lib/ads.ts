/**
 * The ad slot's decision flow as a pure state
 * machine: `step(state, event, random)` returns the next state and the
 * effects to run. Nothing here touches the DOM or a clock; the browser
 * runtime (client/analytics/ads.ts) supplies the probes and timers through
 * `createAdDriver`, and the tests drive it with fake timers and a seeded
 * random source.
 */
import { AD } from './constants';

/** How an ad is laid out: a compact text line or an image card. */
export type AdShape = 'image' | 'inline';
/** What the slot shows; the same names end up in `data-ad-state`. */
export type AdPhase = 'idle' | 'loading' | 'network' | 'inhouse' | 'plea' | 'empty' | 'hidden';
/** Result of looking for the ad network's element. */
export type AdProbe = 'none' | 'ad' | 'backers';
/** Why an in-house ad is shown. */
export type InHouseReason = 'blocked' | 'backers' | 'fetch-failed' | 'no-network';
/** A random source in [0, 1), injectable for tests. */
export type Random = () => number;

export interface AdState {
  phase: AdPhase;
  shape?: AdShape;
  /** Tries made so far to find the ad network's element. */
  polls: number;
  /** A poll is scheduled and will be honoured. */
  polling: boolean;
  /** Index of the in-house ad shown (chosen once, at random). */
  inHouse?: number;
  reason?: InHouseReason;
  /** Analytics label of what is shown. */
  label?: string;
  placement: string;
  displayRatio: number;
  inHouseCount: number;
}

export type AdEvent =
  | {
      type: 'start';
      bot: boolean;
      placement: string;
      /** GADisplayRatio of the ad config. */
      displayRatio: number;
      inHouseCount: number;
      /** Whether the ad network is configured for each shape. */
      network: Record<AdShape, boolean>;
      /** The shape drawn before the first paint (the slot reserved its height); drawn here when absent. */
      shape?: AdShape;
    }
  | { type: 'poll'; found: AdProbe }
  | { type: 'fetch-failed' }
  | { type: 'display-due'; label: string }
  | { type: 'crash' };

export type AdEffect =
  | { type: 'render' }
  | { type: 'load-network'; shape: AdShape }
  | { type: 'schedule-poll'; delayMs: number }
  | { type: 'schedule-display'; delayMs: number; label: string }
  | { type: 'track'; action: 'display' | 'crash'; label: string };

export interface AdStep {
  state: AdState;
  effects: AdEffect[];
}

/** The state before `start`. */
export const INITIAL_AD_STATE: AdState = Object.freeze({
  phase: 'idle',
  polls: 0,
  polling: false,
  placement: '',
  displayRatio: AD.displayRatio,
  inHouseCount: 0,
}) as AdState;

/** Phases in which an ad (or the plea) is on screen. */
const SHOWN: ReadonlySet<AdPhase> = new Set(['network', 'inhouse', 'plea']);

/** Whether a link of the ad network's element points at the backers page. */
export function isBackersLink(href: string | null | undefined): boolean {
  if (!href) return false;
  try {
    return /^\/discover-more\/backers\/?$/.test(new URL(href, 'https://invalid.example').pathname);
  } catch {
    return false;
  }
}

function labelOf(state: AdState): string {
  const source = state.phase === 'network' ? 'network' : state.phase === 'plea' ? 'in-house-adblock' : state.reason === 'backers' || state.reason === 'fetch-failed' ? 'in-house-network' : 'in-house';
  return `${source}-${state.placement}-${state.shape ?? 'image'}`;
}

/** Enters a shown phase: labels it and samples the display event. */
function show(state: AdState, random: Random, effects: AdEffect[]): AdStep {
  const label = labelOf(state);
  const next = { ...state, label };
  effects.push({ type: 'render' });
  // Sampled so the analytics quota is not exceeded.
  if (random() < state.displayRatio) effects.push({ type: 'schedule-display', delayMs: AD.displayEventDelayMs, label });
  return { state: next, effects };
}

function inHouse(state: AdState, reason: InHouseReason, random: Random, effects: AdEffect[]): AdStep {
  const count = Math.max(1, state.inHouseCount);
  const index = state.inHouse ?? Math.min(count - 1, Math.floor(random() * count));
  return show({ ...state, phase: 'inhouse', reason, inHouse: index }, random, effects);
}

function blocked(state: AdState, random: Random, effects: AdEffect[]): AdStep {
  if (random() < AD.pleaProbability) return show({ ...state, phase: 'plea', reason: 'blocked' }, random, effects);
  return inHouse(state, 'blocked', random, effects);
}

function onStart(state: AdState, e: Extract<AdEvent, { type: 'start' }>, random: Random): AdStep {
  if (state.phase !== 'idle') return { state, effects: [] };
  const base: AdState = { ...state, placement: e.placement, displayRatio: e.displayRatio, inHouseCount: e.inHouseCount };
  if (e.bot) return { state: { ...base, phase: 'empty' }, effects: [{ type: 'render' }] };
  const shape: AdShape = e.shape ?? (random() < AD.inlineShapeProbability ? 'inline' : 'image');
  const withShape = { ...base, shape };
  if (!e.network[shape]) return inHouse(withShape, 'no-network', random, []);
  return {
    state: { ...withShape, phase: 'loading', polling: true },
    effects: [{ type: 'render' }, { type: 'load-network', shape }, { type: 'schedule-poll', delayMs: 0 }],
  };
}

function onPoll(state: AdState, found: AdProbe, random: Random): AdStep {
  if (!state.polling) return { state, effects: [] };
  const polls = state.polls + 1;
  const counted: AdState = { ...state, polls, polling: false };
  const waiting = state.phase === 'loading';
  // After the fallback for a blocked ad, a late network element still wins.
  const fallback = (state.phase === 'inhouse' || state.phase === 'plea') && state.reason === 'blocked';
  if (found === 'ad' && (waiting || fallback)) return show({ ...counted, phase: 'network', reason: undefined }, random, []);
  if (found === 'backers') {
    if (state.phase === 'inhouse') return { state: { ...counted, reason: 'backers', label: labelOf({ ...counted, reason: 'backers' }) }, effects: [] };
    return inHouse(counted, 'backers', random, []);
  }
  const effects: AdEffect[] = [];
  const keepPolling = polls < AD.maxPolls;
  const next: AdState = { ...counted, polling: keepPolling };
  if (keepPolling) effects.push({ type: 'schedule-poll', delayMs: AD.pollIntervalMs });
  if (waiting && polls > AD.blockedAfterPolls) return blocked(next, random, effects);
  return { state: next, effects };
}

/**
 * One transition of the ad state machine.
 * @example const { state, effects } = step(INITIAL_AD_STATE, { type: 'crash' }, Math.random);
 */
export function step(state: AdState, event: AdEvent, random: Random): AdStep {
  switch (event.type) {
    case 'start':
      return onStart(state, event, random);
    case 'poll':
      return onPoll(state, event.found, random);
    case 'fetch-failed':
      if (state.phase === 'loading') return inHouse({ ...state, polling: false }, 'fetch-failed', random, []);
      return { state: { ...state, polling: false }, effects: [] };
    case 'display-due':
      // A timer from an ad that has since been replaced does not count.
      if (SHOWN.has(state.phase) && state.label === event.label) return { state, effects: [{ type: 'track', action: 'display', label: event.label }] };
      return { state, effects: [] };
    case 'crash': {
      if (state.phase === 'hidden') return { state, effects: [] };
      const label = state.label ?? `${state.phase}-${state.placement}-${state.shape ?? 'image'}`;
      return { state: { ...state, phase: 'hidden', polling: false }, effects: [{ type: 'render' }, { type: 'track', action: 'crash', label }] };
    }
  }
}

/** Timers, as `window` or fake timers provide them. */
export interface AdScheduler {
  setTimeout(fn: () => void, ms: number): unknown;
}

/** The side of the world the driver talks to. */
export interface AdHandlers {
  /** Loads the ad network (script or JSON) for a shape. */
  loadNetwork(shape: AdShape): void;
  /** Looks for the ad network's element. */
  probe(): AdProbe;
  /** Shows `state` in the slot; a throw counts as an ad rendering crash. */
  render(state: AdState): void;
  /** Sends an analytics event (`ad` with an action and a label). */
  track(action: 'display' | 'crash', label: string): void;
}

export interface AdDriver {
  dispatch(event: AdEvent): void;
  readonly state: AdState;
}

/**
 * Runs the state machine against real (or fake) timers and handlers.
 * @example createAdDriver({ random: Math.random, scheduler: window, handlers }).dispatch({ type: 'start', ... })
 */
export function createAdDriver(options: { random: Random; scheduler: AdScheduler; handlers: AdHandlers }): AdDriver {
  const { random, scheduler, handlers } = options;
  let state = INITIAL_AD_STATE;
  const dispatch = (event: AdEvent): void => {
    const result = step(state, event, random);
    state = result.state;
    for (const effect of result.effects) {
      switch (effect.type) {
        case 'render':
          try {
            handlers.render(state);
          } catch {
            if (state.phase !== 'hidden') return dispatch({ type: 'crash' });
          }
          break;
        case 'load-network':
          try {
            handlers.loadNetwork(effect.shape);
          } catch {
            dispatch({ type: 'fetch-failed' });
          }
          break;
        case 'schedule-poll':
          scheduler.setTimeout(() => {
            // The flow may have moved on (fetch failure, crash) since.
            if (!state.polling) return;
            let found: AdProbe = 'none';
            try {
              found = handlers.probe();
            } catch {
              // A probe that throws has found nothing.
            }
            dispatch({ type: 'poll', found });
          }, effect.delayMs);
          break;
        case 'schedule-display':
          scheduler.setTimeout(() => dispatch({ type: 'display-due', label: effect.label }), effect.delayMs);
          break;
        case 'track':
          try {
            handlers.track(effect.action, effect.label);
          } catch {
            // Analytics never breaks the page.
          }
          break;
      }
    }
  };
  return {
    dispatch,
    get state() {
      return state;
    },
  };
}

/**
 * A small seeded random source (mulberry32) for reproducible tests.
 * @example const random = seededRandom(42); random(); // always the same sequence
 */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
