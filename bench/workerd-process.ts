/**
 * The workerd processes a bench started (Miniflare spawns them under this
 * Node process), found through `ps`, and what /proc says about them: the
 * pids for CPU counters (bench/render.ts, bench/search-cpu.ts) and their
 * resident memory (bench/memory.ts). Linux only, like the benches.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Every workerd process descended from this process. */
export function workerdPids(): number[] {
  const rows = execSync('ps -eo pid=,ppid=,comm=')
    .toString()
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (mine.has(Number(ppid)) && !mine.has(Number(pid))) {
        mine.add(Number(pid));
        grew = true;
      }
    }
  }
  return rows.filter(([pid, , comm]) => mine.has(Number(pid)) && comm === 'workerd').map(([pid]) => Number(pid));
}

/** The workerd process this bench started (the first, when there are several). */
export function findWorkerd(): number {
  const [pid] = workerdPids();
  if (pid === undefined) throw new Error('bench: no workerd child process found');
  return pid;
}

/** Resident memory of this bench's workerd processes together, in MB (VmRSS). */
export function workerdRssMb(): number {
  let kb = 0;
  for (const pid of workerdPids()) {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    kb += Number(m?.[1] ?? 0);
  }
  return kb / 1024;
}
