/** Search: placeholder until the search modal lands. */
import type { ClientConfig } from '../entry';

/** Wires the search button and keyboard shortcuts. */
export function initSearch(_config: ClientConfig): void {}
