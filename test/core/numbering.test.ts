import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../drizzle/client.ts';
import { newId } from '../../subgraphs/core/values/ids.ts';
import { nextNumber } from '../../subgraphs/core/books/numbering.ts';
import { workerDatabase } from '../helpers/platform.ts';

let database: Database;
beforeAll(async () => {
  database = await workerDatabase();
});

class Rollback extends Error {}

/** One document's transaction: draws a number, holds it a moment as real work would, commits or not. */
async function draw(organizationId: string, series: string, commit: boolean): Promise<string | null> {
  try {
    return await database.db.transaction(async (tx) => {
      const number = await nextNumber(tx, organizationId, series, { prefix: 'INV-' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (!commit) throw new Rollback();
      return number;
    });
  } catch (error) {
    if (error instanceof Rollback) return null;
    throw error;
  }
}

const expected = (count: number) => Array.from({ length: count }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`);

describe(`document numbering on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('gives 50 concurrent transactions 50 distinct gap-free numbers', async () => {
    const org = newId();
    const numbers = await Promise.all(Array.from({ length: 50 }, () => draw(org, 'invoice', true)));
    expect([...numbers].sort()).toEqual(expected(50));
  });

  it('gives a rolled-back transaction its number back', async () => {
    const org = newId();
    expect(await draw(org, 'invoice', true)).toBe('INV-000001');
    expect(await draw(org, 'invoice', false)).toBeNull();
    expect(await draw(org, 'invoice', true)).toBe('INV-000002');
  });

  it('stays gap-free when some of the concurrent transactions roll back', async () => {
    const org = newId();
    const numbers = await Promise.all(Array.from({ length: 50 }, (_, i) => draw(org, 'invoice', i % 5 !== 0)));
    const committed = numbers.filter((n): n is string => n !== null);
    expect(committed).toHaveLength(40);
    expect([...committed].sort()).toEqual(expected(40));
  });

  it('counts each organization and series on its own', async () => {
    const [a, b] = [newId(), newId()];
    const numbers = await Promise.all([draw(a, 'invoice', true), draw(b, 'invoice', true), draw(a, 'receive', true), draw(a, 'invoice', true)]);
    expect(numbers).toEqual(expect.arrayContaining(['INV-000001', 'INV-000001', 'INV-000001', 'INV-000002']));
    expect(await draw(b, 'invoice', true)).toBe('INV-000002');
  });
});
