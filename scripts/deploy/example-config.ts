/**
 * A production-shaped wrangler.toml for runs without an account: the deploy
 * tests (deploy.e2e.test.ts, against the API stand-in) and the dry runs of
 * bench/deploy-writes.ts. Real-looking ids and an https SITE_URL pass the
 * deploy's config check (scripts/deploy/config.ts); a loopback `siteUrl`
 * makes it refuse.
 */

/** The KV namespace id of the example config. */
export const EXAMPLE_KV_NAMESPACE = '11111111111111111111111111111111';

export function exampleConfig(siteUrl = 'https://docs.example.com'): string {
  return `name = "mui-x-docs"
main = "dist/worker/index.js"
no_bundle = true
compatibility_date = "2026-10-01"
send_metrics = false
upload_source_maps = true
[assets]
directory = "public"
binding = "ASSETS"
[[kv_namespaces]]
binding = "PAGES"
id = "${EXAMPLE_KV_NAMESPACE}"
[[d1_databases]]
binding = "FEEDBACK_DB"
database_name = "mui-x-docs-feedback"
database_id = "22222222-2222-2222-2222-222222222222"
migrations_dir = "migrations"
[[ratelimits]]
name = "MCP_LIMITER"
namespace_id = "2841"
simple = { limit = 60, period = 10 }
[vars]
SITE_URL = "${siteUrl}"
PRODUCTION_HOST = "docs.example.com"
`;
}
