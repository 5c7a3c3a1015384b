import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/database.ts';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase();
  await fresh.database.exec('create table counters (id int primary key, value int not null); insert into counters values (1, 0), (2, 0);');
});
afterAll(async () => fresh?.drop());

describe('transactions', () => {
  it('rerun a transaction PostgreSQL rolled back in a deadlock, so both writers commit', async () => {
    const { db } = fresh.database;
    let firstLocks = 0;
    const bothHoldFirstLock = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (firstLocks >= 2 || fresh.database.kind === 'pglite') {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    // Opposite lock orders: on PostgreSQL one of the two is chosen as the deadlock victim.
    const writer = (first: number, second: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`update counters set value = value + 1 where id = ${first}`);
        firstLocks++;
        await Promise.race([bothHoldFirstLock, new Promise((r) => setTimeout(r, 2000))]);
        await tx.execute(sql`update counters set value = value + 1 where id = ${second}`);
      });
    await Promise.all([writer(1, 2), writer(2, 1)]);
    const rows = await fresh.database.query<{ id: number; value: number }>('select id, value from counters order by id');
    expect(rows.map((r) => Number(r.value))).toEqual([2, 2]);
  });
});
