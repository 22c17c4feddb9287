/**
 * Visitors of an online shop at each step of the checkout, over one week.
 * Shaped like the funnel reports of web analytics tools; the values are illustrative.
 */
export const checkoutSteps = [
  { label: 'Product page', value: 48_200 },
  { label: 'Added to cart', value: 12_650 },
  { label: 'Checkout started', value: 6_840 },
  { label: 'Payment entered', value: 4_310 },
  { label: 'Order placed', value: 3_575 },
];

/** The same steps for the mobile app, in the same week. */
export const appCheckoutSteps = [
  { label: 'Product page', value: 21_400 },
  { label: 'Added to cart', value: 7_980 },
  { label: 'Checkout started', value: 4_920 },
  { label: 'Payment entered', value: 3_860 },
  { label: 'Order placed', value: 3_410 },
];

/** Formats a number of visitors: `48,200 visitors`. */
export function formatVisitors(value: number): string {
  return `${value.toLocaleString('en-US')} visitors`;
}
