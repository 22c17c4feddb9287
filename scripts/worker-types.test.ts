/**
 * worker/worker-configuration.d.ts is exactly what `wrangler types` writes
 * for wrangler.toml (`npm run types`, scripts/worker-types.ts): the file is
 * generated again into a temporary path (a few seconds: wrangler reads the
 * config without its [build] command) and compared. A binding or var added
 * to wrangler.toml, or a workerd update, without `npm run types` fails here.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { TYPES_FILE, configWithoutBuild, generateTypes } from './worker-types';

const ROOT = join(import.meta.dirname, '..');

it('drops only the [build] section from the config wrangler types reads', () => {
  const toml = 'name = "x"\n[build]\ncommand = "npm run build"\nwatch_dir = ["a"]\n\n[assets]\ndirectory = "public"\n';
  expect(configWithoutBuild(toml)).toBe('name = "x"\n[assets]\ndirectory = "public"\n');
});

it(`${TYPES_FILE} is what wrangler types writes for wrangler.toml`, async () => {
  // Beside the real file: the generated `import("../dist/worker/index")` is relative to it.
  const tmp = `worker/.types-check-${process.pid}.d.ts`;
  let generated: string;
  try {
    await generateTypes(tmp);
    generated = readFileSync(join(ROOT, tmp), 'utf8');
  } finally {
    rmSync(join(ROOT, tmp), { force: true });
  }
  const committed = readFileSync(join(ROOT, TYPES_FILE), 'utf8');
  // A line diff names what changed; run `npm run types` to fix.
  expect(committed.split('\n'), 'run `npm run types`').toEqual(generated.split('\n'));
}, 120_000);
