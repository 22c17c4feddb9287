/**
 * Build steps that add records or site data beside the markdown pages:
 * generated API reference pages (issue 4) and other derived content.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plan } from '../../lib/nav';
import type { PageRecord } from '../../lib/page-record';

export interface ExtrasInput {
  root: string;
  records: PageRecord[];
  usedBy: Record<string, { path: string; title: string }[]>;
  plans: Map<string, Plan | undefined>;
  log: (s: string) => void;
}

export interface Extras {
  records: PageRecord[];
  /** Extra fields merged into worker/generated/site.json. */
  site: Record<string, unknown>;
}

/** Runs the optional build steps present in this checkout. */
export async function buildExtras(input: ExtrasInput): Promise<Extras> {
  const records: PageRecord[] = [];
  const site: Record<string, unknown> = {};
  if (existsSync(join(input.root, 'scripts', 'api', 'index.ts'))) {
    // Wired by the API reference build; see scripts/api.
  }
  return { records, site };
}
