/**
 * Runs demo compilation (compile-output.ts) on worker threads, so a cold
 * build of the whole site uses every core: shiki, prettier and TypeScript
 * are CPU-bound and each demo is independent. Results are the same as in
 * process (the threads run the same module); `DEMO_THREADS=0` compiles in
 * process. Threads start on first use and are unref'd, so an idle pool never
 * keeps the build alive.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { compileOutput, type CompileInput, type CompiledOutput } from './compile-output';

export type { CompiledOutput } from './compile-output';

interface Job {
  input: CompileInput;
  resolve: (out: CompiledOutput) => void;
  reject: (e: Error) => void;
}

const size = (() => {
  const env = process.env.DEMO_THREADS;
  if (env !== undefined && /^\d+$/.test(env)) return Number(env);
  // Under vitest modules are transformed by vite, not tsx: compile in process there.
  if (process.env.VITEST) return 0;
  return Math.min(4, availableParallelism());
})();
const idle: Worker[] = [];
const queue: Job[] = [];
let started = 0;

const inflight = new Map<Worker, Job>();

function spawn(): Worker {
  // The build runs under tsx: the thread loads the TypeScript module through the same loader.
  const worker = new Worker(new URL('./compile-worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  worker.unref();
  // A thread that dies takes no more jobs; its job fails and the next job starts a fresh thread.
  worker.on('exit', (code) => {
    started -= 1;
    const i = idle.indexOf(worker);
    if (i >= 0) idle.splice(i, 1);
    const job = inflight.get(worker);
    inflight.delete(worker);
    job?.reject(new Error(`demo compiler thread exited with code ${code}`));
  });
  return worker;
}

function run(worker: Worker, job: Job): void {
  worker.ref();
  inflight.set(worker, job);
  const done = (fn: () => void) => {
    worker.removeAllListeners('message');
    worker.removeAllListeners('error');
    inflight.delete(worker);
    worker.unref();
    fn();
    const next = queue.shift();
    if (next) run(worker, next);
    else idle.push(worker);
  };
  worker.once('message', (m: { ok: true; out: CompiledOutput } | { ok: false; message: string }) => done(() => (m.ok ? job.resolve(m.out) : job.reject(new Error(m.message)))));
  worker.once('error', (e) => done(() => job.reject(e)));
  worker.postMessage(job.input);
}

/** Compiles one demo variant on a free thread (or in process when threads are off). */
export function compileInPool(input: CompileInput): Promise<CompiledOutput> {
  if (size === 0) return compileOutput(input);
  return new Promise((resolve, reject) => {
    const job = { input, resolve, reject };
    const worker = idle.pop() ?? (started < size ? (started++, spawn()) : undefined);
    if (worker) run(worker, job);
    else queue.push(job);
  });
}

/**
 * Starts `threads` compiler threads and has each compile a tiny demo, so
 * their TypeScript, prettier and shiki are loaded before the first real job
 * (`npm start`: the first demo edit would otherwise wait seconds for a cold
 * thread). Never fails: a warm-up error only leaves the pool cold.
 */
export async function warmDemoCompiler(root: string, threads = Math.min(2, size)): Promise<void> {
  const file = `${root}/content/__warm-up__.tsx`;
  const input: CompileInput = { root, styling: 'system', files: [file], contents: [[file, 'export default function WarmUp() {\n  return <div />;\n}\n']], packages: [] };
  await Promise.all(Array.from({ length: threads }, () => compileInPool(input).catch(() => undefined)));
}
