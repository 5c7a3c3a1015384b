#!/usr/bin/env node
// The platform is TypeScript run through tsx's loader, so a clone works after `npm install`
// with no build step. Help and the version need neither: they are answered first.
import { answerOf } from './help.js';

const answer = answerOf(process.argv.slice(2));
if (answer) {
  process.stdout.write(answer.stdout);
  process.stderr.write(answer.stderr);
  process.exitCode = answer.code;
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../gateway/process/cli.ts');
}
