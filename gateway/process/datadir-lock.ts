import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data directory ${dataDir} is in use by another Kontor process (pid ${pid}). Stop it first, or point DATABASE_URL at PostgreSQL.`);
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory would
 * corrupt it. A pid file marks the directory taken while a process holds it. It appears with
 * its content already in it (hard link of a written file, which fails if the name exists), so
 * two processes starting together cannot both win, nor read it half-written. A file left by
 * a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'kontor.pid');
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = holderOf(file);
        if (holder) throw new DataDirInUse(dataDir, holder);
        // Stale: remove it and race for it again; losing twice means someone else just took it.
        if (attempt > 0) throw new DataDirInUse(dataDir, readPid(file) ?? 0);
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  const release = () => {
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The live process holding the file, if any. Our own pid is a previous life (a restarted container's pid 1). */
function holderOf(file: string): number | undefined {
  const pid = readPid(file);
  if (!pid || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
