/**
 * The stage table's CPU figure (scripts/tree-cpu.ts): a process tree's
 * CPU from /proc samples, orphans and reaped children counted once, and one
 * real process tree measured against the CPU it burned.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { TreeCpu, parseStat, watchTreeCpu, type ProcStat } from './tree-cpu';

const proc = (pid: number, ppid: number, self: number, reaped = 0, start = pid): ProcStat => ({ pid, ppid, self, reaped, start });

describe('parseStat', () => {
  it('reads ppid, times and start time past a command name with spaces and parentheses', () => {
    const text = '4242 (my (odd) name) S 17 4242 4242 0 -1 4194560 100 0 0 0 250 31 7 3 20 0 1 0 98765 1000 10 18446744073709551615';
    expect(parseStat(text)).toEqual({ pid: 4242, ppid: 17, self: 281, reaped: 10, start: 98765 });
  });
});

describe('TreeCpu', () => {
  it('sums the root and its descendants, not other processes', () => {
    const tree = new TreeCpu(10);
    tree.add([proc(1, 0, 999), proc(10, 1, 100), proc(11, 10, 200), proc(12, 11, 300), proc(20, 1, 5000)]);
    expect(tree.seconds()).toBe(6);
  });

  it('keeps counting a process after it was left to init', () => {
    const tree = new TreeCpu(10);
    tree.add([proc(10, 1, 100), proc(11, 10, 100), proc(12, 11, 100)]);
    // 11 died unreaped by anyone in the tree; its child 12 now belongs to init and keeps working.
    tree.add([proc(10, 1, 100), proc(12, 1, 400)]);
    expect(tree.seconds()).toBe(6);
  });

  it('counts a reaped child once: its sampled share, then the rest through the parent', () => {
    const tree = new TreeCpu(10);
    tree.add([proc(10, 1, 100), proc(11, 10, 250)]);
    // 11 ended at 300 ticks (50 after the sample) and 10 reaped it; 10 also reaped a child never sampled (70).
    tree.add([proc(10, 1, 100, 370)]);
    expect(tree.seconds()).toBe(4.7);
  });

  it('counts a grandchild once when its parent reaps it after its own last sample and is then reaped', () => {
    const tree = new TreeCpu(10);
    // 12 (a workerd, say) burns 5000 ticks under 11; both end within one sampling period: 11 reaps 12, 10 reaps 11.
    tree.add([proc(10, 1, 100), proc(11, 10, 200), proc(12, 11, 5000)]);
    // 10's reaped time is 11's whole (210) plus what 11 had reaped: 12's whole (5020).
    tree.add([proc(10, 1, 100, 5230)]);
    expect(tree.seconds()).toBe(53.3);
  });

  it('tells a reused pid from the process that had it', () => {
    const tree = new TreeCpu(10);
    tree.add([proc(10, 1, 100), proc(11, 10, 100, 0, 50)]);
    tree.add([proc(10, 1, 100, 100), proc(11, 1, 700, 0, 900)]);
    expect(tree.seconds()).toBe(2);
  });
});

describe('watchTreeCpu', () => {
  it.runIf(process.platform === 'linux')(
    'measures a real tree: a shell whose child spins for a second of CPU',
    async () => {
      const child = spawn('bash', ['-c', 'node -e "const cpu = () => process.cpuUsage().user + process.cpuUsage().system; const end = cpu() + 1e6; while (cpu() < end);"; true'], { stdio: 'ignore' });
      const watch = watchTreeCpu(child.pid!, 100);
      await new Promise((resolve) => child.on('close', resolve));
      const seconds = watch.stop()!;
      expect(seconds).toBeGreaterThanOrEqual(0.9);
      expect(seconds).toBeLessThan(1.6);
    },
    30_000,
  );
});
