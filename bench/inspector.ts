/**
 * A minimal DevTools protocol client over the global WebSocket (Node 22),
 * for the benches that talk to workerd's inspector (bench/memory.ts,
 * bench/render-profile.ts, bench/search-profile.ts). The worker's target is
 * ws://127.0.0.1:<inspectorPort>/core:user:mui-x-docs (scripts/serve.ts).
 */
export class Inspector {
  private next = 1;
  private pending = new Map<number, (v: { result?: unknown; error?: { message: string } }) => void>();
  private constructor(
    private ws: WebSocket,
    private timeoutMs: number,
  ) {
    ws.addEventListener('message', (ev) => {
      const msg = JSON.parse(String(ev.data)) as { id?: number; result?: unknown; error?: { message: string } };
      if (msg.id !== undefined) this.pending.get(msg.id)?.(msg);
      if (msg.id !== undefined) this.pending.delete(msg.id);
    });
  }
  /** Connects; each `send` then fails after `timeoutMs` without an answer. */
  static open(url: string, timeoutMs: number): Promise<Inspector> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.addEventListener('open', () => resolve(new Inspector(ws, timeoutMs)));
      ws.addEventListener('error', () => reject(new Error(`inspector: cannot connect to ${url}`)));
    });
  }
  /** Sends a message that gets no answer. */
  post(method: string): void {
    this.ws.send(JSON.stringify({ id: this.next++, method, params: {} }));
  }
  send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`inspector: ${method} timed out`)), this.timeoutMs);
      this.pending.set(id, (m) => {
        clearTimeout(timer);
        if (m.error) reject(new Error(`inspector: ${method}: ${m.error.message}`));
        else resolve(m.result as T);
      });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }
  close(): void {
    this.ws.close();
  }
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Starts V8's sampling profiler in the worker's isolate (serve({ inspectorPort })),
 * sampling every `intervalUs`; the returned function stops it and gives the profile.
 */
export async function profileWorker(inspectorPort: number, intervalUs: number): Promise<() => Promise<Profile>> {
  const inspector = await Inspector.open(`ws://127.0.0.1:${inspectorPort}/core:user:mui-x-docs`, 60_000);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await inspector.send('Profiler.start');
  return async () => {
    const { profile } = await inspector.send<{ profile: Profile }>('Profiler.stop');
    inspector.close();
    return profile;
  };
}
