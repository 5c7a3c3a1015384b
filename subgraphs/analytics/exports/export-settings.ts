/**
 * The operator's settings of analytics exports (README, Configuration), read from the
 * environment when asked so a test or a process can change them before it starts work.
 */
import { publicUrl } from '../../core/platform/public-url.ts';
function number(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const exportSettings = {
  /** How long a job and its file are kept after the job was created (default 24 h). */
  ttlMs: () => number('ANALYTICS_EXPORT_TTL_HOURS', 24) * 60 * 60 * 1000,
  /** Jobs of one organization running at once (default 5); more wait in the queue, in order. */
  slots: () => number('ANALYTICS_EXPORT_SLOTS', 5),
  /** Largest file an export writes (default 5 GiB). */
  maxBytes: () => number('ANALYTICS_EXPORT_MAX_BYTES', 5 * 1024 * 1024 * 1024),
  /** Rows read per page from the database. */
  pageSize: () => number('ANALYTICS_EXPORT_PAGE_ROWS', 5000),
  /**
   * Heap of the thread that formats a text export's rows on PostgreSQL (default 32 MB): with
   * the thread's own start-up, the bound of what an export of any size adds to the process's
   * memory. A batch of rows (ANALYTICS_EXPORT_PAGE_ROWS) must fit in it.
   */
  threadHeapMb: () => number('ANALYTICS_EXPORT_THREAD_HEAP_MB', 32),
  /**
   * A running job whose worker has not written its heartbeat for this long (default 120 s) is
   * taken to have lost its process (a crash, a kill) and is queued again from the start.
   */
  staleSeconds: () => number('ANALYTICS_EXPORT_STALE_SECONDS', 120),
  /** The platform's public address, which download URLs start with (no trailing slash): core/platform/public-url.ts. */
  publicUrl: () => publicUrl(),
};
