/** Link previews: where each product's generated image is served (scripts/og-image.ts writes it). */
import type { ProductId } from './nav';

/** Size of the Open Graph / Twitter card images. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Public URL path of a product's preview image. */
export function ogImagePath(product: ProductId): string {
  return `/og/${product}.png`;
}
