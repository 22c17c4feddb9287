/**
 * CPU seconds (user + system) of a process and all its descendants, for the
 * suite's stage table (scripts/test.ts). Read from /proc every half second
 * (Linux only; elsewhere the figure is unknown): neither the shell's `times`
 * nor the exit rusage can be used, because a stage's heaviest processes
 * (Chromium's renderers, left to init when the browser is killed) are never
 * reaped by a process of the stage, so their CPU never reaches its rusage
 * (measured: 14 s by `times` against 49 s sampled for two console batches).
 *
 * A process is known by pid and start time (pids are reused); it stays
 * counted after it was reparented to init. What a member reaped from its
 * children is in its cutime: that covers the children too short-lived to be
 * sampled, and the last half second of the ones that were. Their sampled
 * share is subtracted so that nothing counts twice, including grandchildren
 * a child reaped after its own last sample (a test runner's workerd, ended
 * with it): counted twice, those made vitest's stage show 1,141 s of CPU in
 * 383 s on 2 cores. Missed: the last half second of the root and of
 * processes that died after their parent.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** One process as /proc/<pid>/stat shows it, times in clock ticks. */
export interface ProcStat {
  pid: number;
  ppid: number;
  /** Start time since boot: with the pid, the process's identity. */
  start: number;
  /** utime + stime. */
  self: number;
  /** cutime + cstime: CPU of the children it reaped. */
  reaped: number;
}

/** Parses the text of /proc/<pid>/stat (the command name may hold spaces and parentheses). */
export function parseStat(text: string): ProcStat | undefined {
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text, 10);
  if (close < 0 || Number.isNaN(pid)) return undefined;
  // Fields after the name, from field 3 (state): ppid is field 4, utime..cstime 14..17, starttime 22.
  const f = text
    .slice(close + 2)
    .split(' ')
    .map(Number);
  return { pid, ppid: f[1]!, self: f[11]! + f[12]!, reaped: f[13]! + f[14]!, start: f[19]! };
}

interface Member extends ProcStat {
  /** Index of the last sample that saw it. */
  seen: number;
}

/** Accumulates samples of the process tree under `root`; `seconds()` is its CPU so far. */
export class TreeCpu {
  private readonly members = new Map<string, Member>();
  private samples = 0;

  constructor(
    private readonly root: number,
    private readonly ticksPerSecond = 100,
  ) {}

  /** Takes one sample: `procs` is every process alive now. */
  add(procs: readonly ProcStat[]): void {
    const index = this.samples++;
    const inTree = new Set<number>([this.root]);
    // A process belongs when its parent does (parents are found in any order).
    let grew = true;
    while (grew) {
      grew = false;
      for (const p of procs) {
        if (!inTree.has(p.pid) && (inTree.has(p.ppid) || this.members.has(`${p.pid}:${p.start}`))) {
          inTree.add(p.pid);
          grew = true;
        }
      }
    }
    for (const p of procs) if (inTree.has(p.pid)) this.members.set(`${p.pid}:${p.start}`, { ...p, seen: index });
  }

  seconds(): number {
    const all = [...this.members.values()];
    const childrenOf = (m: Member) => all.filter((c) => c.ppid === m.pid && c.start >= m.start);
    /**
     * The sampled CPU that reaches a parent's reaped time when it reaps `c`: c's own, what c had reaped, and
     * (counted through c) its children still alive at c's last sample, which c may reap before it ends.
     */
    const flows = (c: Member): number =>
      c.self +
      c.reaped +
      childrenOf(c)
        .filter((g) => g.seen >= c.seen)
        .reduce((sum, g) => sum + flows(g), 0);
    let ticks = 0;
    for (const m of all) {
      // Its reaped time, less what was already counted by sampling the children gone before its last sample.
      const counted = childrenOf(m)
        .filter((c) => c.seen < m.seen)
        .reduce((sum, c) => sum + flows(c), 0);
      ticks += m.self + Math.max(0, m.reaped - counted);
    }
    return ticks / this.ticksPerSecond;
  }
}

/** Every process alive now, from /proc (empty where there is none). */
export function readProcs(): ProcStat[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
  const procs: ProcStat[] = [];
  for (const pid of pids) {
    try {
      const stat = parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (stat) procs.push(stat);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return procs;
}

/** Samples the tree under `root` every `everyMs` until `stop()`, which returns its CPU seconds (undefined without /proc). */
export function watchTreeCpu(root: number, everyMs = 500): { stop: () => number | undefined } {
  const tree = new TreeCpu(root);
  let available = false;
  const sample = () => {
    const procs = readProcs();
    available ||= procs.length > 0;
    tree.add(procs);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return available ? tree.seconds() : undefined;
    },
  };
}
