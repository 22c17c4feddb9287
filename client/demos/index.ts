/** Demo islands: placeholder until the demo runtime lands. */
import type { ClientConfig } from '../entry';

/** Finds demo frames and loads their code when they near the viewport. */
export function initDemos(_config: ClientConfig): void {}
