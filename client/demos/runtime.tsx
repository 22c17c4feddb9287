/**
 * The demo runtime: React, the Emotion cache and the docs theme, loaded
 * only when the first demo nears the viewport. Each demo gets its own React
 * root inside its placeholder, wrapped in an error boundary, so a crash
 * stays in its frame and the rest of the page keeps working.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, useColorScheme, type Theme } from '@mui/material/styles';
import { Suspense, lazy, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { STORAGE_KEYS } from '../../lib/constants';
import { parseMode } from '../../lib/theme-settings';
import { createDocsTheme } from '../../ui/theme';
import { DemoBoundary } from './boundary';

/** What to mount. */
export interface MountOptions {
  /** URL of the demo chunk (default export: the demo component). */
  chunk: string;
  /** Stylesheet the variant needs, linked before it mounts. */
  css?: string;
  /** Pro / premium demo: apply the licence key first. */
  plan?: boolean;
  licenseKey?: string;
  /** Wrap in the docs theme (the playground skips the theme wrapper). */
  themed: boolean;
}

/** A mounted demo. */
export interface DemoHandle {
  /** Mounts another variant (new chunk / stylesheet). */
  update(options: MountOptions): void;
  /** Remounts from scratch (state lost). */
  reset(): void;
  /**
   * Renders `render()` in place of the demo's own component, inside the same
   * providers and boundary (the live editor's edited code); undefined goes
   * back to the demo.
   */
  override(render: (() => ReactNode) | undefined): void;
  unmount(): void;
}

type Direction = 'ltr' | 'rtl';

const caches: Partial<Record<Direction, EmotionCache>> = {};
const themes: Partial<Record<Direction, Theme>> = {};
const modules = new Map<string, LazyExoticComponent<ComponentType>>();
const stylesheets = new Map<string, Promise<void>>();
const live = new Set<() => void>();
let licenseApplied: Promise<void> | undefined;

function direction(): Direction {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

function cacheFor(dir: Direction): EmotionCache {
  caches[dir] ??= dir === 'rtl' ? createCache({ key: 'demo-rtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'demo' });
  return caches[dir];
}

function themeFor(dir: Direction): Theme {
  themes[dir] ??= createDocsTheme(dir);
  return themes[dir];
}

/** Links a stylesheet once; resolves when it has loaded (or failed: the demo still mounts). */
function linkStylesheet(href: string): Promise<void> {
  let p = stylesheets.get(href);
  if (!p) {
    p = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute('data-demo-css', '');
      link.onload = () => resolve();
      link.onerror = () => resolve();
      document.head.append(link);
    });
    stylesheets.set(href, p);
  }
  return p;
}

function applyLicense(key: string): Promise<void> {
  licenseApplied ??= import('@mui/x-license').then(({ LicenseInfo }) => LicenseInfo.setLicenseKey(key));
  return licenseApplied;
}

function demoComponent(o: MountOptions): LazyExoticComponent<ComponentType> {
  let c = modules.get(o.chunk);
  if (!c) {
    c = lazy(async () => {
      if (o.plan && o.licenseKey) await applyLicense(o.licenseKey);
      const [mod] = await Promise.all([import(o.chunk) as Promise<{ default?: unknown }>, o.css ? linkStylesheet(o.css) : undefined]);
      if (typeof mod.default !== 'function' && typeof mod.default !== 'object') throw new Error('The demo module has no default export.');
      return { default: mod.default as ComponentType };
    });
    modules.set(o.chunk, c);
  }
  return c;
}

/** Keeps the demo theme's mode in line with the page's (settings panel, other tabs). */
function ModeSync() {
  const { setMode } = useColorScheme();
  useEffect(() => {
    const sync = () => {
      let stored: string | null = null;
      try {
        stored = localStorage.getItem(STORAGE_KEYS.mode);
      } catch {
        // Storage blocked: the page keeps its mode for this visit only.
      }
      setMode(parseMode(stored));
    };
    window.addEventListener('docs:settings', sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener('docs:settings', sync);
      window.removeEventListener('storage', sync);
    };
  }, [setMode]);
  return null;
}

function Providers({ themed, dir, children }: { themed: boolean; dir: Direction; children: ReactNode }) {
  const inner = themed ? (
    <ThemeProvider theme={themeFor(dir)} disableStyleSheetGeneration>
      <ModeSync />
      {children}
    </ThemeProvider>
  ) : (
    children
  );
  return <CacheProvider value={cacheFor(dir)}>{inner}</CacheProvider>;
}

function DemoApp({ options, override }: { options: MountOptions; override?: (() => ReactNode) | undefined }) {
  const [attempt, setAttempt] = useState(0);
  const Demo = demoComponent(options);
  const retry = () => {
    // A failed load is cached by React.lazy: forget it so the retry fetches again.
    modules.delete(options.chunk);
    setAttempt((n) => n + 1);
  };
  return (
    <Providers themed={options.themed} dir={direction()}>
      <DemoBoundary key={attempt} onReset={retry}>
        <Suspense fallback={null}>{override ? override() : <Demo />}</Suspense>
      </DemoBoundary>
    </Providers>
  );
}

/** Mounts a demo into `container` (its placeholder). */
export function mountDemo(container: HTMLElement, initial: MountOptions): DemoHandle {
  let options = initial;
  let generation = 0;
  let dir = direction();
  let override: (() => ReactNode) | undefined;
  const root: Root = createRoot(container);
  const render = () => root.render(<DemoApp key={`${generation}:${options.chunk}:${dir}`} options={options} override={override} />);
  const onSettings = () => {
    // A direction change needs a new Emotion cache and theme: remount.
    if (direction() === dir) return;
    dir = direction();
    render();
  };
  live.add(onSettings);
  if (live.size === 1) window.addEventListener('docs:settings', notifyAll);
  render();
  return {
    update(next) {
      options = next;
      override = undefined;
      render();
    },
    override(next) {
      override = next;
      render();
    },
    reset() {
      generation += 1;
      render();
    },
    unmount() {
      live.delete(onSettings);
      root.unmount();
    },
  };
}

function notifyAll(): void {
  for (const fn of live) fn();
}
