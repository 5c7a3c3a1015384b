import type { Db, Executor } from '../../../drizzle/client.ts';

/** The message log keeps a message (email, SMS, call, WhatsApp) this many days after it was queued. */
export const RETENTION_DAYS = 60;

/** The instant before which a message queued is past retention. */
export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Removes what `take` finds (at most `batchSize` ids at a time) with `remove`, one transaction
 * per batch, until a batch comes back short. Idempotent. Returns how many were removed.
 */
export async function removeInBatches(
  db: Db,
  take: (tx: Executor, limit: number) => Promise<string[]>,
  remove: (tx: Executor, ids: string[]) => Promise<void>,
  batchSize = 500,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = await take(tx, batchSize);
      if (ids.length) await remove(tx, ids);
      return ids.length;
    });
    removed += batch;
    if (batch < batchSize) return removed;
  }
}
