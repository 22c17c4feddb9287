/**
 * The deploy plan (scripts/deploy/plan.ts) over simulated deploys: writes
 * only new values, keeps the last N versions complete, and KV storage stays
 * under 2x one version's size over 10 deploys of one-page edits (printed).
 */
import { describe, expect, it } from 'vitest';
import { referencedKeys } from '../../lib/content-address';
import { valueHash } from '../kv-batches';
import { planDeploy, recordDeploy, recordRollback, type DeployHistory } from './plan';

/** A build of `pages` bodies (4 KB each) as the content build writes it. */
function build(pages: string[]) {
  const payload = pages.flatMap((body, i) => [
    { name: `en:/x/p${i}`, value: JSON.stringify({ path: `/x/p${i}` }) },
    { name: `en:/x/p${i}#html`, value: body.padEnd(4096, '.') },
  ]);
  const version = valueHash(JSON.stringify(payload)).slice(0, 12);
  return { version, entries: payload.map((p) => ({ key: `${version}:${p.name}`, value: p.value })), manifest: Object.fromEntries(payload.map((p) => [p.name, valueHash(p.value)])) };
}

describe('planDeploy', () => {
  it('keeps storage under 2x one version over 10 one-page-edit deploys, the kept versions complete', () => {
    const kv = new Map<string, string>();
    let history: DeployHistory = { versions: [] };
    const pages = Array.from({ length: 50 }, (_, i) => `<p>page ${i}</p>`);
    const lines: string[] = [];
    let oneVersion: number;
    for (let d = 0; d < 10; d++) {
      if (d > 0) pages[d % pages.length] = `<p>page ${d % pages.length}, edit ${d}</p>`;
      const b = build(pages);
      const plan = planDeploy({ entries: b.entries, prefix: b.version, manifest: b.manifest, contentVersion: b.version, buildId: `b${d}`, stored: new Set(kv.keys()), history, keep: 3 });
      for (const e of plan.write) kv.set(e.key, e.value);
      history = recordDeploy(history, { contentVersion: b.version, buildId: `b${d}`, workerVersionId: `w${d}`, deployedAt: '', manifest: b.manifest }, 3);
      for (const k of plan.remove) kv.delete(k);
      oneVersion = [...referencedKeys(b.manifest)].reduce((n, k) => n + kv.get(k)!.length, 0);
      const storage = [...kv.values()].reduce((n, v) => n + v.length, 0);
      lines.push(`deploy ${d + 1}: wrote ${plan.write.length}, deleted ${plan.remove.length}, stored ${kv.size} keys ${storage} B = ${(storage / oneVersion).toFixed(2)}x one version`);
      expect(plan.write.length).toBe(d === 0 ? 100 : 1);
      expect(storage).toBeLessThan(2 * oneVersion);
      for (const v of history.versions) for (const k of referencedKeys(v.manifest)) expect(kv.has(k)).toBe(true);
    }
    console.log(lines.join('\n'));
    expect(history.versions).toHaveLength(3);
  });

  it('rollback returns to the previous version, which is still complete', () => {
    const a = build(['<p>a</p>']);
    const b = build(['<p>b</p>']);
    const h = recordDeploy(
      recordDeploy({ versions: [] }, { contentVersion: a.version, buildId: 'a', workerVersionId: 'wa', deployedAt: '', manifest: a.manifest }, 3),
      { contentVersion: b.version, buildId: 'b', workerVersionId: 'wb', deployedAt: '', manifest: b.manifest },
      3,
    );
    const { history, to } = recordRollback(h);
    expect(to.workerVersionId).toBe('wa');
    expect(history.versions.map((v) => v.workerVersionId)).toEqual(['wa']);
    expect(() => recordRollback(history)).toThrow(/no earlier version/);
  });

  it('carries the client files of the kept older versions the new build lacks, and drops them with their version', () => {
    const b = build(['<p>x</p>']);
    const v = (id: string, assets: string[]) => ({ contentVersion: b.version, buildId: id, workerVersionId: `w${id}`, deployedAt: '', manifest: b.manifest, assets });
    let history: DeployHistory = { versions: [] };
    const plans: string[][] = [];
    const builds = [
      ['/build/shell-A.js', '/build/chunks/search-A.js', '/site/site-A.css'],
      ['/build/shell-B.js', '/build/chunks/search-A.js', '/site/site-B.css'],
      ['/build/shell-C.js', '/build/chunks/search-C.js', '/site/site-B.css'],
      ['/build/shell-D.js', '/build/chunks/search-C.js', '/site/site-B.css'],
    ];
    for (const [i, assets] of builds.entries()) {
      const plan = planDeploy({ entries: b.entries, prefix: b.version, manifest: b.manifest, contentVersion: b.version, buildId: String(i), stored: new Set(), history, keep: 3, assets });
      plans.push(plan.carry);
      history = recordDeploy(history, v(String(i), assets), 3);
    }
    expect(plans).toEqual([
      [],
      ['/build/shell-A.js', '/site/site-A.css'],
      ['/build/chunks/search-A.js', '/build/shell-A.js', '/build/shell-B.js', '/site/site-A.css'],
      // Build A is no longer kept (keep 3: D, C, B): its files are not carried.
      ['/build/chunks/search-A.js', '/build/shell-B.js', '/build/shell-C.js'],
    ]);
    // A history read from KV cannot make the deploy copy a file from outside the assets folders.
    const hostile = planDeploy({
      entries: b.entries,
      prefix: b.version,
      manifest: b.manifest,
      contentVersion: b.version,
      buildId: 'h',
      stored: new Set(),
      history: { versions: [v('x', ['/build/../../etc/passwd', '/etc/x', '/build/ok.js'])] },
      keep: 3,
      assets: [],
    });
    expect(hostile.carry).toEqual(['/build/ok.js']);
  });
});
