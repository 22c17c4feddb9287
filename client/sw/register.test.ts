/**
 * registerServiceWorker with workbox-window replaced: an update the browser
 * found before the page registered (a worker installing or waiting when
 * register() returns) and one found later are each told to activate once
 * installed, so the open tab reloads into the new version.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
}

const registration = { current: new FakeRegistration() };

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(): void {}
    messageSW(): Promise<void> {
      return Promise.resolve();
    }
    register(): Promise<FakeRegistration> {
      return Promise.resolve(registration.current);
    }
  },
}));

const { registerServiceWorker } = await import('./register');

const SKIP = { type: 'SKIP_WAITING' };

beforeEach(() => {
  registration.current = new FakeRegistration();
  vi.stubGlobal('navigator', { serviceWorker: { controller: {} } });
});
afterEach(() => vi.unstubAllGlobals());

describe('registerServiceWorker: an update found before the page listened', () => {
  it('a worker still installing when register() returns is told to activate once it has installed', async () => {
    const worker = new FakeWorker('installing');
    registration.current.installing = worker;
    await registerServiceWorker();
    expect(worker.postMessage).not.toHaveBeenCalled();
    worker.become('installed');
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP);
    worker.become('activating');
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
  });

  it('a worker already waiting is told to activate at once', async () => {
    const worker = new FakeWorker('installed');
    registration.current.waiting = worker;
    await registerServiceWorker();
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP);
  });

  it('an update found later is told to activate once installed; one that fails to install is not', async () => {
    await registerServiceWorker();
    const later = new FakeWorker('installing');
    registration.current.installing = later;
    registration.current.dispatchEvent(new Event('updatefound'));
    later.become('installed');
    expect(later.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP);

    const broken = new FakeWorker('installing');
    registration.current.installing = broken;
    registration.current.dispatchEvent(new Event('updatefound'));
    broken.become('redundant');
    expect(broken.postMessage).not.toHaveBeenCalled();
  });
});
