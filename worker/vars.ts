/**
 * The worker's vars (`[vars]` in wrangler.toml), checked once per value:
 * a missing or malformed var falls back to its documented default
 * (README.md, Configuration) with one log line per var and value, never an
 * exception and never a broken link or CSP.
 */
import { DEFAULT_VERSION_HOSTS, type VersionHosts } from '../lib/versions';
import { log } from './log';

export interface Vars {
  SOURCE_URL: string;
  PRODUCTION_HOST: string;
  AD_SCRIPT_URL: string;
  AD_SERVICE_URL: string;
  AD_PLACEMENT: string;
  GA_MEASUREMENT_ID: string;
  ALLOW_CACHE_BYPASS: boolean;
  /**
   * The origin of every absolute URL the site writes (canonical, hreflang
   * alternates, og:url and og:image, sitemap.xml, robots.txt, llms.txt),
   * without a trailing slash. Never taken from the request.
   */
  SITE_URL: string;
  hosts: VersionHosts;
}

/** The documented defaults. */
export const VAR_DEFAULTS = {
  // Empty hides "Edit this page": no page points at a placeholder repository.
  SOURCE_URL: '',
  PRODUCTION_HOST: 'mui.com',
  VERSION_HOST_V7: DEFAULT_VERSION_HOSTS.v7,
  VERSION_HOST_V6: DEFAULT_VERSION_HOSTS.v6,
  VERSION_HOST_V5: DEFAULT_VERSION_HOSTS.v5,
  VERSION_HOST_V4: DEFAULT_VERSION_HOSTS.v4,
  AD_SCRIPT_URL: '',
  AD_SERVICE_URL: '',
  AD_PLACEMENT: 'mui-x-docs',
  GA_MEASUREMENT_ID: '',
  ALLOW_CACHE_BYPASS: 'false',
  // `npm start`'s address.
  SITE_URL: 'http://127.0.0.1:8787',
} as const;

type Name = keyof typeof VAR_DEFAULTS;

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An http(s) origin: no credentials, path, query or fragment (a trailing slash is allowed). */
function isOrigin(v: string): boolean {
  if (v.includes('?') || v.includes('#')) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && u.pathname === '/';
  } catch {
    return false;
  }
}

const VALID: Record<Name, (v: string) => boolean> = {
  SOURCE_URL: (v) => v === '' || isHttpUrl(v),
  PRODUCTION_HOST: (v) => /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?(:\d{1,5})?$/i.test(v),
  VERSION_HOST_V7: isHttpUrl,
  VERSION_HOST_V6: isHttpUrl,
  VERSION_HOST_V5: isHttpUrl,
  VERSION_HOST_V4: isHttpUrl,
  AD_SCRIPT_URL: (v) => v === '' || isHttpUrl(v),
  AD_SERVICE_URL: (v) => v === '' || isHttpUrl(v),
  AD_PLACEMENT: (v) => /^[A-Za-z0-9_.-]{1,100}$/.test(v),
  GA_MEASUREMENT_ID: (v) => v === '' || /^[A-Z]{1,3}-[A-Z0-9-]{1,30}$/.test(v),
  ALLOW_CACHE_BYPASS: (v) => v === 'true' || v === 'false',
  SITE_URL: isOrigin,
};

const logged = new Set<string>();

function read(env: Partial<Record<Name, unknown>>, name: Name): string {
  const given = env[name];
  // Surrounding blanks are a typing slip, not a different value.
  const raw = typeof given === 'string' ? given.trim() : given;
  if (typeof raw === 'string' && VALID[name](raw)) return raw;
  const what = raw === undefined || raw === '' ? 'missing' : 'malformed';
  const id = `${name}\u0000${what}\u0000${typeof raw === 'string' ? raw : typeof raw}`;
  if (!logged.has(id)) {
    logged.add(id);
    // The value itself is not logged: a var may hold something meant for another field.
    log('warn', 'var-invalid', `var ${name} is ${what}; using its default ${JSON.stringify(VAR_DEFAULTS[name])}`);
  }
  return VAR_DEFAULTS[name];
}

const cache = new WeakMap<object, Vars>();

/** The checked vars of an env (computed once per env object). */
export function readVars(env: object): Vars {
  const hit = cache.get(env);
  if (hit) return hit;
  const e = env as Partial<Record<Name, unknown>>;
  const vars: Vars = {
    SOURCE_URL: read(e, 'SOURCE_URL'),
    PRODUCTION_HOST: read(e, 'PRODUCTION_HOST').toLowerCase(),
    AD_SCRIPT_URL: read(e, 'AD_SCRIPT_URL'),
    AD_SERVICE_URL: read(e, 'AD_SERVICE_URL'),
    AD_PLACEMENT: read(e, 'AD_PLACEMENT'),
    GA_MEASUREMENT_ID: read(e, 'GA_MEASUREMENT_ID'),
    ALLOW_CACHE_BYPASS: read(e, 'ALLOW_CACHE_BYPASS') === 'true',
    SITE_URL: new URL(read(e, 'SITE_URL')).origin,
    hosts: { v7: read(e, 'VERSION_HOST_V7'), v6: read(e, 'VERSION_HOST_V6'), v5: read(e, 'VERSION_HOST_V5'), v4: read(e, 'VERSION_HOST_V4') },
  };
  cache.set(env, vars);
  return vars;
}
