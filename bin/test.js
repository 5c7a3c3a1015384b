#!/usr/bin/env node
// `npm test` after the format check: the type check and the suite at once. tsc uses one core
// for ~35 s and the suite's two workers leave gaps (worker start, files waiting on other
// processes), so together they end sooner than one after the other. tsc's report is printed
// after the suite's; the exit code is non-zero when either fails. Arguments go to vitest.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// A package's command line, by its package.json "bin" (vitest exports no path to it).
function binOf(name) {
  const manifest = require.resolve(`${name}/package.json`);
  const { bin } = require(manifest);
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[name === 'typescript' ? 'tsc' : name]);
}
const run = (name, args, stdio) => spawn(process.execPath, [binOf(name), ...args], { stdio });
const exited = (child) => new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const tsc = run('typescript', ['--noEmit', '-p', '.'], ['ignore', 'pipe', 'pipe']);
let report = '';
tsc.stdout.on('data', (chunk) => (report += chunk));
tsc.stderr.on('data', (chunk) => (report += chunk));
const typed = exited(tsc);
const tested = await exited(run('vitest', ['run', ...process.argv.slice(2)], 'inherit'));
const typeErrors = await typed;
process.stdout.write(report);
console.log(typeErrors === 0 ? 'tsc: no type errors' : `tsc: type errors (exit ${typeErrors})`);
process.exitCode = tested || typeErrors;
