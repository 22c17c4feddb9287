/**
 * `npm run rollback`: returns the site to the previous deploy in the
 * history (scripts/deploy/plan.ts). The worker carries its content
 * manifest, and the deploy keeps the values of the last versions in KV, so
 * deploying the previous Worker version (`wrangler versions deploy <id>@100%`)
 * brings its content back with it: nothing is written to KV but the
 * history. The rolled-back version leaves the history (the next deploy's
 * clean-up may delete its values). `--dry-run` prints what it would do from
 * the local mirror, with no network call.
 */
import { parseArgs, readHistory, wrangler, writeHistory } from './deploy';
import { recordRollback } from './deploy/plan';

export async function rollback(argv: readonly string[], log: (s: string) => void = console.log): Promise<number> {
  const args = parseArgs(argv);
  const history = await readHistory(args, !args.dryRun);
  const current = history.versions[0];
  const { history: next, to } = recordRollback(history);
  log(`rollback: content ${current?.contentVersion} (worker version ${current?.workerVersionId}) -> content ${to.contentVersion} (worker version ${to.workerVersionId})`);
  if (args.dryRun) return 0;
  await wrangler(args, ['versions', 'deploy', `${to.workerVersionId}@100%`, '--yes', '--message', `rollback to content ${to.contentVersion}`]);
  await writeHistory(args, next);
  log(`rollback: worker version ${to.workerVersionId} serves content ${to.contentVersion}`);
  return 0;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  rollback(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: Error) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
