/** Worker thread of pool.ts: compiles demo variants it is sent, one at a time. */
import { parentPort } from 'node:worker_threads';
import { compileOutput, type CompileInput } from './compile-output';

parentPort!.on('message', (input: CompileInput) => {
  compileOutput(input).then(
    (out) => parentPort!.postMessage({ ok: true, out }),
    // The message carries file:line (ContentError); the stack stays here.
    (e: Error) => parentPort!.postMessage({ ok: false, message: e.message }),
  );
});
