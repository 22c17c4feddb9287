/**
 * Web vitals for the sampled visits (0.01 percent). This
 * module and the `web-vitals` package load only for those visits.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Gtag } from './gtag';

/** The event a metric is reported as. */
export function vitalsEvent(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id' | 'rating'>): Record<string, unknown> {
  // CLS is a small unitless score; scaled so it survives integer rounding.
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    eventAction: metric.name,
    eventLabel: metric.id,
    value: Math.round(metric.delta * scale),
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    non_interaction: true,
  };
}

/** Reports every core and loading metric through `gtag`. */
export function reportWebVitals(gtag: Gtag): void {
  const report = (metric: Metric) => gtag('event', 'web-vitals', vitalsEvent(metric));
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
