/** The deploy's configuration check (scripts/deploy/config.ts): each refusal and its one-line fix. */
import { describe, expect, it } from 'vitest';
import { checkDeployConfig, isPlaceholderId, type DeployConfig } from './config';

const GOOD: DeployConfig = {
  vars: { SITE_URL: 'https://docs.example.com', PRODUCTION_HOST: 'docs.example.com' },
  kv_namespaces: [{ binding: 'PAGES', id: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' }],
  d1_databases: [{ binding: 'FEEDBACK_DB', database_id: '6b0e7c1a-3d2f-4e5a-9b8c-1d2e3f4a5b6c' }],
  ratelimits: [{ name: 'MCP_LIMITER', namespace_id: '2841' }],
};
const with_ = (over: Partial<DeployConfig>) => ({ ...GOOD, ...over });
const problems = (c: DeployConfig, secrets: string[] | undefined = ['FEEDBACK_HASH_KEY']) => checkDeployConfig(c, secrets).map((p) => `${p.problem} | ${p.fix}`);

describe('checkDeployConfig', () => {
  it('accepts a production config with its secret', () => {
    expect(problems(GOOD)).toEqual([]);
  });

  it('refuses the repository wrangler.toml as it is (loopback SITE_URL, placeholder ids)', () => {
    const repo: DeployConfig = {
      vars: { SITE_URL: 'http://127.0.0.1:8787', PRODUCTION_HOST: 'mui.com' },
      kv_namespaces: [{ binding: 'PAGES', id: '00000000000000000000000000000000' }],
      d1_databases: [{ binding: 'FEEDBACK_DB', database_id: '00000000-0000-0000-0000-00000000feed' }],
      ratelimits: [{ name: 'MCP_LIMITER', namespace_id: '2841' }],
    };
    const out = problems(repo);
    expect(out).toHaveLength(3);
    expect(out[0]).toMatch(/SITE_URL http:\/\/127\.0\.0\.1:8787 is a loopback address.*\| set \[vars\] SITE_URL = "https:\/\/<your host>" in wrangler\.toml/);
    expect(out[1]).toMatch(/KV namespace PAGES has the placeholder id.*\| run `npx wrangler kv namespace create PAGES`/);
    expect(out[2]).toMatch(/D1 database FEEDBACK_DB has the placeholder id.*\| run `npx wrangler d1 create/);
  });

  it('refuses http, localhost and a SITE_URL that is not a URL', () => {
    expect(problems(with_({ vars: { SITE_URL: 'http://docs.example.com', PRODUCTION_HOST: 'docs.example.com' } }))).toEqual([
      'SITE_URL http://docs.example.com is not https | set [vars] SITE_URL = "https://docs.example.com" in wrangler.toml',
    ]);
    expect(problems(with_({ vars: { SITE_URL: 'https://localhost:8787', PRODUCTION_HOST: 'localhost:8787' } }))[0]).toMatch(/loopback/);
    expect(problems(with_({ vars: { SITE_URL: 'docs.example.com', PRODUCTION_HOST: 'docs.example.com' } }))[0]).toMatch(/is not a URL/);
  });

  it('refuses a PRODUCTION_HOST that is not SITE_URL host', () => {
    expect(problems(with_({ vars: { SITE_URL: 'https://docs.example.com', PRODUCTION_HOST: 'mui.com' } }))).toEqual([
      'PRODUCTION_HOST "mui.com" is not SITE_URL\'s host docs.example.com: the service worker would never register | set [vars] PRODUCTION_HOST = "docs.example.com" in wrangler.toml',
    ]);
  });

  it('refuses a rate limit without an integer namespace id', () => {
    expect(problems(with_({ ratelimits: [{ name: 'FEEDBACK_LIMITER', namespace_id: '0' }] }))[0]).toMatch(/rate limit FEEDBACK_LIMITER has namespace_id "0".*\| set namespace_id/);
  });

  it('refuses a missing FEEDBACK_HASH_KEY secret, and skips the secret check when not listed (dry run)', () => {
    expect(problems(GOOD, [])).toEqual([
      'the secret FEEDBACK_HASH_KEY is not set on the worker: reader feedback would answer 503 | run `openssl rand -hex 32 | npx wrangler secret put FEEDBACK_HASH_KEY`',
    ]);
    expect(problems(GOOD, undefined)).toEqual([]);
  });

  it('knows a placeholder id', () => {
    expect(isPlaceholderId('00000000000000000000000000000000')).toBe(true);
    expect(isPlaceholderId('00000000-0000-0000-0000-00000000feed')).toBe(true);
    expect(isPlaceholderId(undefined)).toBe(true);
    expect(isPlaceholderId('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBe(false);
  });
});
