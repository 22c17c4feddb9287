/**
 * Reader preferences: cookie parsing, the codeVariant / codeStyling cookies
 * and their resolution from the URL hash. Unknown values
 * fall back to defaults; nothing here ever throws on reader input.
 */
import { PREFERENCE_COOKIE_MAX_AGE } from './constants';
import type { CodeStyling, CodeVariant } from './page-record';

/** Most cookies `parseCookies` reads from one header. */
export const MAX_COOKIES = 50;
/** Longest cookie value (in characters, before decoding) `parseCookies` keeps. */
export const MAX_COOKIE_VALUE = 4096;

export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';

/** Package managers of the install tabs; the first is the default. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export const DEFAULT_PACKAGE_MANAGER: PackageManager = 'npm';

const CODE_VARIANTS: readonly string[] = ['TS', 'JS'];
const CODE_STYLINGS: readonly string[] = ['system', 'tailwind', 'css'];
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The reader's code preferences. */
export interface Preferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  /** Package manager shown by install tabs (cookie `packageManager`). */
  packageManager: PackageManager;
}

/** Preference cookie names. */
export type PreferenceName = 'codeVariant' | 'codeStyling' | 'packageManager';

/** True when `value` is a code variant. */
export function isCodeVariant(value: unknown): value is CodeVariant {
  return typeof value === 'string' && CODE_VARIANTS.includes(value);
}

/** True when `value` is a code styling. */
export function isCodeStyling(value: unknown): value is CodeStyling {
  return typeof value === 'string' && CODE_STYLINGS.includes(value);
}

/** True when `value` is a package manager of the install tabs. */
export function isPackageManager(value: unknown): value is PackageManager {
  return typeof value === 'string' && (PACKAGE_MANAGERS as readonly string[]).includes(value);
}

/**
 * Parses a `Cookie` header. Malformed pairs and bad percent-encoding are
 * skipped; the first occurrence of a name wins; never throws.
 * @example parseCookies('codeVariant=JS; a=%20b') // { codeVariant: 'JS', a: ' b' }
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (typeof header !== 'string' || header === '') return out;
  let count = 0;
  for (const pair of header.split(';')) {
    if (count >= MAX_COOKIES) break;
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    let raw = pair.slice(eq + 1).trim();
    if (!COOKIE_NAME.test(name) || name in out) continue;
    if (raw.length > MAX_COOKIE_VALUE) continue;
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      continue;
    }
    out[name] = value;
    count += 1;
  }
  return out;
}

/**
 * Reads the preference cookies; unknown values give the defaults.
 * @example readPreferences('codeVariant=JS') // { codeVariant: 'JS', codeStyling: 'system' }
 */
export function readPreferences(cookieHeader: string | null | undefined): Preferences {
  return preferencesFrom(parseCookies(cookieHeader));
}

/** The preferences in cookies already parsed by `parseCookies`; unknown values give the defaults. */
export function preferencesFrom(cookies: Record<string, string>): Preferences {
  return {
    codeVariant: isCodeVariant(cookies.codeVariant) ? cookies.codeVariant : DEFAULT_CODE_VARIANT,
    codeStyling: isCodeStyling(cookies.codeStyling) ? cookies.codeStyling : DEFAULT_CODE_STYLING,
    packageManager: isPackageManager(cookies.packageManager) ? cookies.packageManager : DEFAULT_PACKAGE_MANAGER,
  };
}

function demoHash(hash: string | null | undefined): string | undefined {
  if (typeof hash !== 'string') return undefined;
  return hash.endsWith('.js') || hash.endsWith('.tsx') ? hash : undefined;
}

/** Code variant named by a URL hash (`#…Demo.js` -> JS, `#…Demo.tsx` -> TS). */
export function variantFromHash(hash: string | null | undefined): CodeVariant | undefined {
  const demo = demoHash(hash);
  if (!demo) return undefined;
  return demo.endsWith('.js') ? 'JS' : 'TS';
}

/** Stylings a demo hash can name, in the order they are looked for (the page's pre-paint script follows it too). */
export const HASH_STYLING_ORDER: readonly CodeStyling[] = ['tailwind', 'css', 'system'];

/** Code styling named by a demo URL hash containing `tailwind-`, `css-` or `system-`. */
export function stylingFromHash(hash: string | null | undefined): CodeStyling | undefined {
  const demo = demoHash(hash);
  if (!demo) return undefined;
  for (const styling of HASH_STYLING_ORDER) if (demo.includes(`${styling}-`)) return styling;
  return undefined;
}

/**
 * Code variant: the URL hash, then the cookie, then TS.
 * @example resolveCodeVariant({ hash: '#demo.js', cookie: 'TS' }) // 'JS'
 */
export function resolveCodeVariant(input: { hash?: string | null; cookie?: string | null }): CodeVariant {
  return variantFromHash(input.hash) ?? (isCodeVariant(input.cookie) ? input.cookie : DEFAULT_CODE_VARIANT);
}

/**
 * Code styling: the URL hash, then the stored setting, then system.
 * @example resolveCodeStyling({ hash: '#tailwind-demo.tsx', stored: 'css' }) // 'tailwind'
 */
export function resolveCodeStyling(input: { hash?: string | null; stored?: string | null }): CodeStyling {
  return stylingFromHash(input.hash) ?? (isCodeStyling(input.stored) ? input.stored : DEFAULT_CODE_STYLING);
}

/**
 * `Set-Cookie` value for a preference, kept one year.
 * @example preferenceCookie('codeVariant', 'JS', true) // 'codeVariant=JS; Path=/; Max-Age=31536000; SameSite=Lax; Secure'
 */
export function preferenceCookie<N extends PreferenceName>(name: N, value: Preferences[N], secure: boolean): string {
  const valid = name === 'codeVariant' ? isCodeVariant(value) : name === 'codeStyling' ? isCodeStyling(value) : isPackageManager(value);
  if (!valid) throw new Error(`Invalid ${name} value: ${String(value)}`);
  const cookie = `${name}=${value}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax`;
  return secure ? `${cookie}; Secure` : cookie;
}
