/**
 * The deploy's configuration check: run before anything is uploaded, it
 * refuses a wrangler config that would put a broken site in production,
 * each problem with its fix in one line. Pure (the caller reads the config
 * with wrangler and lists the secrets), so it is unit-tested
 * (scripts/deploy/config.test.ts).
 */

/** The parts of a wrangler config the check reads. */
export interface DeployConfig {
  vars?: Record<string, unknown>;
  kv_namespaces?: { binding: string; id?: string }[];
  d1_databases?: { binding: string; database_id?: string }[];
  ratelimits?: { name: string; namespace_id?: string | number }[];
}

/** One refusal: what is wrong and the one-line fix. */
export interface ConfigProblem {
  problem: string;
  fix: string;
}

/** Secrets the worker needs in production (worker/feedback.ts). */
export const REQUIRED_SECRETS = ['FEEDBACK_HASH_KEY'] as const;

/** An id made of zeros (the repository's placeholders: `00000000000000000000000000000000`, `00000000-0000-0000-0000-00000000feed`). */
export function isPlaceholderId(id: string | undefined): boolean {
  if (!id) return true;
  const digits = id.replace(/-/g, '');
  return /^0+$/.test(digits) || /^0{20,}/.test(digits);
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

/**
 * Every problem of `config` for a production deploy; `secrets` are the
 * names `wrangler secret list` gives (undefined: not checked, e.g. a dry run).
 */
export function checkDeployConfig(config: DeployConfig, secrets: readonly string[] | undefined, file = 'wrangler.toml'): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const vars = config.vars ?? {};
  const siteUrl = typeof vars.SITE_URL === 'string' ? vars.SITE_URL : '';
  let site: URL | undefined;
  try {
    site = new URL(siteUrl);
  } catch {
    out.push({ problem: `SITE_URL ${JSON.stringify(siteUrl)} is not a URL`, fix: `set [vars] SITE_URL = "https://<your host>" in ${file}` });
  }
  if (site) {
    if (LOOPBACK.test(site.hostname))
      out.push({
        problem: `SITE_URL ${siteUrl} is a loopback address: every canonical link, hreflang, sitemap and llms.txt would point there`,
        fix: `set [vars] SITE_URL = "https://<your host>" in ${file}`,
      });
    else if (site.protocol !== 'https:') out.push({ problem: `SITE_URL ${siteUrl} is not https`, fix: `set [vars] SITE_URL = "https://${site.host}" in ${file}` });
    const host = typeof vars.PRODUCTION_HOST === 'string' ? vars.PRODUCTION_HOST : '';
    if (!LOOPBACK.test(site.hostname) && host !== site.host) {
      out.push({
        problem: `PRODUCTION_HOST ${JSON.stringify(host)} is not SITE_URL's host ${site.host}: the service worker would never register`,
        fix: `set [vars] PRODUCTION_HOST = "${site.host}" in ${file}`,
      });
    }
  }
  for (const kv of config.kv_namespaces ?? []) {
    if (isPlaceholderId(kv.id))
      out.push({
        problem: `KV namespace ${kv.binding} has the placeholder id ${JSON.stringify(kv.id ?? '')}`,
        fix: `run \`npx wrangler kv namespace create ${kv.binding}\` and put its id in ${file} [[kv_namespaces]]`,
      });
  }
  for (const db of config.d1_databases ?? []) {
    if (isPlaceholderId(db.database_id))
      out.push({
        problem: `D1 database ${db.binding} has the placeholder id ${JSON.stringify(db.database_id ?? '')}`,
        fix: `run \`npx wrangler d1 create <name>\` and put its database_id in ${file} [[d1_databases]]`,
      });
  }
  for (const rl of config.ratelimits ?? []) {
    const id = String(rl.namespace_id ?? '');
    if (!/^[1-9]\d*$/.test(id))
      out.push({
        problem: `rate limit ${rl.name} has namespace_id ${JSON.stringify(id)} (a positive integer is needed)`,
        fix: `set namespace_id = "<an integer unique in your account>" for ${rl.name} in ${file}`,
      });
  }
  if (secrets) {
    for (const name of REQUIRED_SECRETS) {
      if (!secrets.includes(name))
        out.push({ problem: `the secret ${name} is not set on the worker: reader feedback would answer 503`, fix: `run \`openssl rand -hex 32 | npx wrangler secret put ${name}\`` });
    }
  }
  return out;
}

/** The problems as lines for the terminal. */
export function formatProblems(problems: readonly ConfigProblem[]): string {
  return problems.map((p) => `  ✘ ${p.problem}\n    fix: ${p.fix}`).join('\n');
}
