import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same directory would
 * corrupt it. A pid file marks the directory taken while a process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'kontor.pid');
  const holder = holderOf(file);
  if (holder) {
    throw new Error(`The data directory ${dataDir} is in use by another Kontor process (pid ${holder}). Stop it first, or point DATABASE_URL at PostgreSQL.`);
  }
  writeFileSync(file, String(process.pid));
  const release = () => {
    if (holderOf(file) === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

function holderOf(file: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
