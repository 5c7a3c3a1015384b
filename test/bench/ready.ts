/**
 * Time to ready: `node bin/kontor.js serve` on PGlite from an empty data directory, then again on
 * the same data (a restart), from spawn to the first 200 of GET /health. Prints the wall time and
 * the CPU time the process had used by then (/proc, Linux): on a shared machine the CPU figure
 * moves far less with the load than the wall time does.
 *
 *   npm run bench -- --only ready
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** CPU milliseconds (user + system) a process has used, where /proc tells. */
function cpuMs(pid: number): number | undefined {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startOnce(dataDir: string): Promise<{ wall: number; cpu: number | undefined }> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['bin/kontor.js', 'serve', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error', HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`kontor serve exited with ${child.exitCode}`);
      const res = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 200) return { wall: performance.now() - began, cpu: cpuMs(child.pid!) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'kontor-ready-'));
try {
  const load = loadavg()[0].toFixed(1);
  const first = await startOnce(dataDir);
  const restart = await startOnce(dataDir);
  const cpu = (ms: number | undefined) => (ms === undefined ? '—' : (ms / 1000).toFixed(1));
  console.log(`load average before: ${load}\n`);
  console.log('| start | wall s | CPU s |\n|---|---:|---:|');
  console.log(`| first (empty DATA_DIR) | ${(first.wall / 1000).toFixed(1)} | ${cpu(first.cpu)} |`);
  console.log(`| restart | ${(restart.wall / 1000).toFixed(1)} | ${cpu(restart.cpu)} |`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
