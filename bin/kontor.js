#!/usr/bin/env node
// Help and the version are answered first, loading nothing. A command runs the platform bundled
// as JavaScript (bin/bundle.js: built on the first run after a change, then kept), or,
// where no bundle can be built or kept, its TypeScript sources through tsx's loader.
import { answerOf } from './help.js';

const answer = answerOf(process.argv.slice(2));
if (answer) {
  process.stdout.write(answer.stdout);
  process.stderr.write(answer.stderr);
  process.exitCode = answer.code;
} else {
  const { bundled } = await import('./bundle.js');
  const entry = await bundled('gateway/process/cli.ts').catch((error) => {
    if (process.env.KONTOR_DEBUG_BUNDLE) process.stderr.write(`kontor: running the sources, no bundle: ${error.message}\n`);
    return undefined;
  });
  if (entry) {
    await import(entry);
  } else {
    const { register } = await import('tsx/esm/api');
    register();
    await import('../gateway/process/cli.ts');
  }
}
