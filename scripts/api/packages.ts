/**
 * The MUI X packages the API reference documents, grouped by product, with
 * their plan and where their type definitions live. Versions are read from
 * the installed package.json files, never written here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plan } from '../../lib/nav';
import { LIBRARIES, PRODUCT_SLUGS, type ProductSlug } from '../../lib/products';

export { PRODUCT_SLUGS, type ProductSlug };

export interface PackageSpec {
  /** npm name, e.g. `@mui/x-data-grid-pro`. */
  name: string;
  product: ProductSlug;
  plan?: Plan;
}

/**
 * Packages in order from the most basic to the most advanced within each
 * product: the first package that exports a name documents it.
 */
export const PACKAGES: readonly PackageSpec[] = LIBRARIES.flatMap((p) => p.packages.map((pkg) => ({ ...pkg, product: p.slug })));

/** Human name of each product, as the index pages title it. */
export const PRODUCT_NAMES = Object.fromEntries(LIBRARIES.map((p) => [p.slug, p.name.en])) as Record<ProductSlug, string>;

/** Packages of one product, most basic first. */
export function packagesOf(product: ProductSlug): PackageSpec[] {
  return PACKAGES.filter((p) => p.product === product);
}

/** Directory of an installed package. */
export function packageDir(root: string, name: string): string {
  return join(root, 'node_modules', name);
}

/** Installed version of a package, from its package.json. */
export function installedVersion(root: string, name: string): string {
  const json = JSON.parse(readFileSync(join(packageDir(root, name), 'package.json'), 'utf8')) as { version: string };
  return json.version;
}

/** Plan of the package that declares a file, from its path (`.../@mui/x-data-grid-premium/...`). */
export function planOfFile(fileName: string): Plan | undefined {
  const m = /\/node_modules\/@mui\/(x-[a-z-]+)\/(?!.*\/node_modules\/)/.exec(fileName);
  if (!m) return undefined;
  if (m[1]!.endsWith('-premium')) return 'premium';
  if (m[1]!.endsWith('-pro')) return 'pro';
  return undefined;
}

const PLAN_RANK: Record<Plan, number> = { pro: 1, premium: 2 };

/** The higher of two plans (undefined is the free plan). */
export function maxPlan(a: Plan | undefined, b: Plan | undefined): Plan | undefined {
  if (!a) return b;
  if (!b) return a;
  return PLAN_RANK[a] >= PLAN_RANK[b] ? a : b;
}
