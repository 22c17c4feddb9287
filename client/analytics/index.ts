/** Analytics, ads and the service worker: placeholder until they land. */
import type { ClientConfig } from '../entry';

/** Starts analytics, the ad slot runtime and service-worker registration. */
export function initAnalytics(_config: ClientConfig): void {}
