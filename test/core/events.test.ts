import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../drizzle/client.ts';
import { EVENTS_CHANNEL, type PlatformEvent, publish, subscribe } from '../../subgraphs/core/platform/events.ts';
import { newId } from '../../subgraphs/core/values/ids.ts';
import { eventually } from '../helpers/eventually.ts';
import { workerDatabase } from '../helpers/platform.ts';

let database: Database;
beforeAll(async () => {
  database = await workerDatabase();
});

/** Everything on the channel, unfiltered: the marker that proves earlier events had their chance. */
async function tap(): Promise<{ events: PlatformEvent[]; stop(): Promise<void>; seen(id: string): Promise<void> }> {
  const events: PlatformEvent[] = [];
  const stop = await subscribe(database, {}, (event) => {
    events.push(event);
  });
  return { events, stop, seen: async (id) => void (await eventually(() => events.some((e) => e.id === id), `event ${id}`)) };
}

describe('events', () => {
  it('delivers a published event to subscribers of its organization only', async () => {
    const org = newId();
    const other = newId();
    const mine: PlatformEvent[] = [];
    const unsubscribe = await subscribe(database, { organizationId: org }, (event) => {
      mine.push(event);
    });
    const all = await tap();

    await publish(database, { organizationId: other, type: 'export_job.updated', id: 'other-org' });
    await publish(database, { organizationId: org, type: 'export_job.updated', id: '1001' });
    await all.seen('1001');
    await eventually(() => mine.length === 1, 'the organization event');

    expect(mine).toEqual([{ organizationId: org, type: 'export_job.updated', id: '1001' }]);
    expect(all.events.map((e) => e.id)).toEqual(['other-org', '1001']);
    await unsubscribe();
    await all.stop();
  });

  it('filters by type and id', async () => {
    const org = newId();
    const byType: string[] = [];
    const byId: string[] = [];
    const stops = [
      await subscribe(database, { organizationId: org, type: ['message.delivered', 'message.bounced'] }, (e) => void byType.push(e.id)),
      await subscribe(database, { organizationId: org, id: '7' }, (e) => void byId.push(`${e.type}:${e.id}`)),
    ];
    const all = await tap();
    await publish(database, { organizationId: org, type: 'message.delivered', id: '7' });
    await publish(database, { organizationId: org, type: 'message.opened', id: '7' });
    await publish(database, { organizationId: org, type: 'message.bounced', id: '8' });
    await all.seen('8');
    await eventually(() => byType.length === 2 && byId.length === 2, 'the filtered events');
    expect(byType).toEqual(['7', '8']);
    expect(byId).toEqual(['message.delivered:7', 'message.opened:7']);
    for (const stop of [...stops, all.stop]) await stop();
  });

  it('delivers an event published in a transaction once on commit and never on rollback', async () => {
    const org = newId();
    const seen: PlatformEvent[] = [];
    const unsubscribe = await subscribe(database, { organizationId: org }, (event) => {
      seen.push(event);
    });
    const all = await tap();

    await expect(
      database.db.transaction(async (tx) => {
        await publish(tx, { organizationId: org, type: 'invoice.updated', id: 'rolled-back' });
        throw new Error('the invoice is invalid');
      }),
    ).rejects.toThrow('the invoice is invalid');

    await database.db.transaction(async (tx) => {
      await publish(tx, { organizationId: org, type: 'invoice.updated', id: 'committed' });
      // A further statement on the same connection: PGlite dispatches notifications after each one.
      await tx.execute(sql`select 1`);
      if (database.kind === 'postgres') {
        // Another connection's event arrives while this transaction is still open.
        await publish(database, { organizationId: newId(), type: 'marker', id: 'during-transaction' });
        await all.seen('during-transaction');
      }
      expect(seen).toEqual([]);
    });

    await publish(database, { organizationId: org, type: 'invoice.updated', id: 'after' });
    await all.seen('after');
    await eventually(() => seen.some((e) => e.id === 'after'), 'the event after the commit');
    expect(seen.map((e) => e.id)).toEqual(['committed', 'after']);
    await unsubscribe();
    await all.stop();
  });

  it('stops delivering after unsubscribe and ignores foreign payloads on the channel', async () => {
    const org = newId();
    const seen: string[] = [];
    const unsubscribe = await subscribe(database, { organizationId: org }, (e) => void seen.push(e.id));
    const all = await tap();
    await publish(database, { organizationId: org, type: 'item.updated', id: 'before' });
    await eventually(() => seen.length === 1, 'the event before unsubscribe');

    await unsubscribe();
    await database.notify(EVENTS_CHANNEL, 'not json');
    await database.notify(EVENTS_CHANNEL, JSON.stringify({ organization_id: org }));
    await publish(database, { organizationId: org, type: 'item.updated', id: 'after' });
    await all.seen('after');

    expect(seen).toEqual(['before']);
    expect(all.events.map((e) => e.id)).toEqual(['before', 'after']);
    await all.stop();
  });

  it('keeps delivering to others when one subscriber throws', async () => {
    const org = newId();
    const errors: unknown[] = [];
    const seen: string[] = [];
    const stops = [
      await subscribe(
        database,
        { organizationId: org },
        () => {
          throw new Error('subscriber bug');
        },
        (error) => void errors.push(error),
      ),
      await subscribe(
        database,
        { organizationId: org },
        async () => {
          throw new Error('async subscriber bug');
        },
        (error) => void errors.push(error),
      ),
      await subscribe(database, { organizationId: org }, (e) => void seen.push(e.id)),
    ];
    await publish(database, { organizationId: org, type: 'item.updated', id: 'one' });
    await publish(database, { organizationId: org, type: 'item.updated', id: 'two' });
    await eventually(() => seen.length === 2 && errors.length === 4, 'both events and four reported errors');
    expect(seen).toEqual(['one', 'two']);
    expect((errors as Error[]).map((e) => e.message).sort()).toEqual(['async subscriber bug', 'async subscriber bug', 'subscriber bug', 'subscriber bug']);
    for (const stop of stops) await stop();
  });
});
