import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../drizzle/client.ts';
import { workerDatabase } from '../helpers/platform.ts';

// A table of its own in the worker's database, gone after the file.
let fresh: { database: Database };
beforeAll(async () => {
  fresh = { database: await workerDatabase() };
  await fresh.database.exec('create table test_counters (id int primary key, value int not null); insert into test_counters values (1, 0), (2, 0);');
});
afterAll(async () => fresh?.database.exec('drop table test_counters'));

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
        await tx.execute(sql`update test_counters set value = value + 1 where id = ${first}`);
        firstLocks++;
        await Promise.race([bothHoldFirstLock, new Promise((r) => setTimeout(r, 2000))]);
        await tx.execute(sql`update test_counters set value = value + 1 where id = ${second}`);
      });
    await Promise.all([writer(1, 2), writer(2, 1)]);
    const rows = await fresh.database.query<{ id: number; value: number }>('select id, value from test_counters order by id');
    expect(rows.map((r) => Number(r.value))).toEqual([2, 2]);
  });
});
