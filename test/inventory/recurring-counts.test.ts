import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { recurringCountsJob } from '../../subgraphs/inventory/counts/count-workers.ts';
import { deliveryLogAbout } from '../../subgraphs/messaging/api.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { startSmtpServer } from '../helpers/smtp.ts';
import { item, location, record, started, submitted } from './counts-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
// 10:00 in Berlin (summer time): the organizations below keep Berlin time.
const clock = new ManualClock('2026-05-10T08:00:00Z');
beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => platform?.stop());

const PROFILES = '/inventory/v1/recurringinventorycounts';
const tick = () => platform.app.runtime.jobs.runNow(recurringCountsJob, {}, platform.app.runtime);

async function tenant() {
  return platform.tenant({ organization: { time_zone: 'Europe/Berlin' } });
}

async function profile(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.post(PROFILES, body);
  expectOk(res, 201);
  return res.body.recurringinventorycount;
}

async function countsOf(client: Client, profileId: string): Promise<any[]> {
  const res = await client.get('/inventory/v1/inventorycounts', { sort_column: 'count_date', sort_order: 'A' });
  return res.body.inventorycounts.filter((c: any) => c.recurringinventorycount_id === profileId);
}

const get = async (client: Client, id: string) => (await client.get(`${PROFILES}/${id}`)).body.recurringinventorycount;

describe('recurring stock count profiles', () => {
  it('creates, reads, lists, changes and deletes profiles with every field', async () => {
    clock.set('2026-05-10T08:00:00Z');
    const { client, userId } = await tenant();
    const store = await location(client);
    const [a, b] = [await item(client), await item(client)];
    const created = await client.post(PROFILES, {
      title: 'Monthly shelf check',
      schedule_type: 'auto',
      recurrence_frequency: 'months',
      repeat_every: 1,
      start_date: '2026-05-15',
      no_of_cycles: 3,
      location_id: store.location_id,
      assignee_id: userId,
      execution_time: '09:00',
      run_specific_date: 15,
      remind_before: 2,
      description: 'Shelves A-C',
      line_items: [{ item_id: a.item_id }, { item_id: b.item_id }],
    });
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'The recurring stock count has been created.' });
    const p = created.body.recurringinventorycount;
    expect(p).toMatchObject({
      title: 'Monthly shelf check',
      status: 'active',
      schedule_type: 'auto',
      recurrence_frequency: 'months',
      repeat_every: 1,
      start_date: '2026-05-15',
      end_date: '',
      no_of_cycles: 3,
      executed_cycles: 0,
      count_dates: [],
      location_id: store.location_id,
      location_name: store.location_name,
      assignee_id: userId,
      next_count_date: '2026-05-15',
      last_count_created_date: '',
      execution_time: '09:00',
      run_specific_days: [],
      run_specific_date: 15,
      run_specific_week: '',
      run_specific_month: '',
      remind_before: 2,
      description: 'Shelves A-C',
      created_by_id: userId,
      last_modified_by_id: userId,
    });
    expect(p.created_by_name).toBeTruthy();
    expect(p.assignee_name).toBe(p.created_by_name);
    expect(p.created_time).toMatch(/^2026-05-10T10:00:00\+0200$/);
    expect(p.line_items.map((l: any) => [l.item_id, l.item_name, l.unit])).toEqual([
      [a.item_id, a.name, a.unit ?? null],
      [b.item_id, b.name, b.unit ?? null],
    ]);

    const weekly = await profile(client, {
      title: 'Weekly',
      recurrence_frequency: 'weeks',
      run_specific_days: ['MON', 'THU'],
      location_id: store.location_id,
      line_items: [{ item_id: a.item_id }],
    });
    expect(weekly).toMatchObject({ start_date: '2026-05-10', next_count_date: '2026-05-11', run_specific_days: ['MON', 'THU'], execution_time: '00:00' });

    const list = await client.get(PROFILES);
    expectOk(list);
    expect(list.body.recurringinventorycounts.map((r: any) => r.title)).toEqual(['Weekly', 'Monthly shelf check']);
    expect(list.body.recurringinventorycounts[0].line_items).toBeUndefined();
    expect(list.body.page_context).toMatchObject({ page: 1, per_page: 200, has_more_page: false, applied_filter: 'Status.All' });
    expect((await client.get(PROFILES, { per_page: 1 })).body.page_context).toMatchObject({ per_page: 1, has_more_page: true });

    const changed = await client.put(`${PROFILES}/${p.recurringinventorycount_id}`, {
      title: 'Monthly check',
      no_of_cycles: null,
      end_date: '2026-12-31',
      run_specific_date: null,
      run_specific_week: 'last',
      run_specific_days: ['FRI'],
    });
    expectOk(changed);
    expect(changed.body.recurringinventorycount).toMatchObject({
      title: 'Monthly check',
      end_date: '2026-12-31',
      no_of_cycles: 0,
      run_specific_week: 'last',
      run_specific_days: ['FRI'],
      next_count_date: '2026-05-29',
    });

    const inactive = await client.post(`${PROFILES}/${weekly.recurringinventorycount_id}/inactive`);
    expectOk(inactive);
    expect(inactive.body).toMatchObject({ message: 'The recurring stock count has been deactivated.', recurringinventorycount: { status: 'inactive' } });
    expect((await client.get(PROFILES, { filter_by: 'Status.Inactive' })).body.recurringinventorycounts.map((r: any) => r.title)).toEqual(['Weekly']);
    const deleted = await client.delete(`${PROFILES}/${weekly.recurringinventorycount_id}`);
    expect(deleted.body).toEqual({ code: 0, message: 'The recurring stock count has been deleted.' });
    expectFailure(await client.get(`${PROFILES}/${weekly.recurringinventorycount_id}`), 1002, 404);
    expect((await (await tenant()).client.get(`${PROFILES}/${p.recurringinventorycount_id}`)).status).toBe(404);
  });

  it('refuses what the spec refuses', async () => {
    clock.set('2026-05-10T08:00:00Z');
    const { client } = await tenant();
    const store = await location(client);
    const a = await item(client);
    const base = { title: 'Check', location_id: store.location_id, line_items: [{ item_id: a.item_id }] };
    const both = await client.post(PROFILES, { ...base, end_date: '2026-12-31', no_of_cycles: 4 });
    expect(both.body).toMatchObject({
      code: 4,
      message: 'Invalid value passed for end_date: end_date and no_of_cycles are mutually exclusive: give one of them (send the other as null).',
    });
    const past = await client.post(PROFILES, { ...base, start_date: '2026-05-09' });
    expect(past.body).toMatchObject({ code: 4, message: 'Invalid value passed for start_date: must not be before today (2026-05-10).' });
    const manual = await client.post(PROFILES, { ...base, schedule_type: 'manual' });
    expect(manual.body.message).toContain('count_dates: is required for a manual schedule');
    const badTime = await client.post(PROFILES, { ...base, execution_time: '25:00' });
    expect(badTime.body.code).toBe(4);
    expect(badTime.body.message).toContain('execution_time');
    const badDays = await client.post(PROFILES, { ...base, recurrence_frequency: 'days', run_specific_days: ['MON'] });
    expect(badDays.body.message).toContain('run_specific_days: applies to a weekly schedule');
    const twice = await client.post(PROFILES, { ...base, line_items: [{ item_id: a.item_id }, { item_id: a.item_id }] });
    expect(twice.body.code).toBe(1001);
    const stranger = await client.post(PROFILES, { ...base, assignee_id: '77' });
    expect(stranger.body.message).toContain('assignee_id: must be an active member');
  });

  it('creates the counts on time, exactly once per date, catching up after downtime; start_date is then fixed', async () => {
    clock.set('2026-05-10T08:00:00Z');
    const { client, userId } = await tenant();
    const store = await location(client);
    const [a, b] = [await item(client), await item(client)];
    const p = await profile(client, {
      title: 'Monthly',
      start_date: '2026-05-15',
      no_of_cycles: 3,
      execution_time: '09:00',
      assignee_id: userId,
      location_id: store.location_id,
      line_items: [{ item_id: a.item_id }, { item_id: b.item_id }],
    });
    const id = p.recurringinventorycount_id;
    clock.set('2026-05-15T06:59:00Z'); // 08:59 in Berlin
    await tick();
    expect(await countsOf(client, id)).toEqual([]);
    clock.set('2026-05-15T07:00:00Z'); // 09:00
    // Two runs at once (two processes' schedules): one count.
    await Promise.all([tick(), tick()]);
    await tick();
    let made = await countsOf(client, id);
    expect(made.map((c) => [c.count_date, c.count_type, c.status, c.number_of_items, c.assignee_id, c.created_by_id])).toEqual([
      ['2026-05-15', 'recurring', 'yet_to_start', 2, userId, ''],
    ]);
    expect(await get(client, id)).toMatchObject({ executed_cycles: 1, last_count_created_date: '2026-05-15', next_count_date: '2026-06-15' });

    const fixed = await client.put(`${PROFILES}/${id}`, { start_date: '2026-05-20' });
    expect(fixed.body).toMatchObject({ code: 4 });
    expect(fixed.body.message).toContain('start_date: cannot change once the profile has created a count');

    // Down from June to late August: June and July are caught up, the 3rd cycle is the last.
    clock.set('2026-08-20T12:00:00Z');
    await Promise.all([tick(), tick()]);
    made = await countsOf(client, id);
    expect(made.map((c) => c.count_date)).toEqual(['2026-05-15', '2026-06-15', '2026-07-15']);
    // Caught up today: due today, so the hourly expiry leaves them to be counted.
    expect(made.map((c) => c.due_date)).toEqual(['2026-05-15', '2026-08-20', '2026-08-20']);
    expect(new Set(made.map((c) => c.inventorycount_number)).size).toBe(3);
    expect(await get(client, id)).toMatchObject({ executed_cycles: 3, last_count_created_date: '2026-07-15', next_count_date: '' });
    await tick();
    expect((await countsOf(client, id)).length).toBe(3);
  });

  it('creates nothing while inactive, and skips the missed dates when reactivated; manual dates', async () => {
    clock.set('2026-05-10T08:00:00Z');
    const { client } = await tenant();
    const store = await location(client);
    const a = await item(client);
    const p = await profile(client, {
      title: 'Manual',
      schedule_type: 'manual',
      count_dates: ['2026-06-01', '2026-05-12', '2026-07-01'],
      location_id: store.location_id,
      line_items: [{ item_id: a.item_id }],
    });
    expect(p).toMatchObject({
      count_dates: ['2026-05-12', '2026-06-01', '2026-07-01'],
      next_count_date: '2026-05-12',
      start_date: '',
      recurrence_frequency: '',
    });
    const id = p.recurringinventorycount_id;
    await client.post(`${PROFILES}/${id}/inactive`);
    clock.set('2026-06-05T08:00:00Z');
    await tick();
    expect(await countsOf(client, id)).toEqual([]);
    const active = await client.post(`${PROFILES}/${id}/active`);
    expect(active.body.recurringinventorycount).toMatchObject({ status: 'active', next_count_date: '2026-07-01', executed_cycles: 0 });
    await tick();
    expect(await countsOf(client, id)).toEqual([]);
    clock.set('2026-07-01T00:00:00Z'); // 02:00 in Berlin
    await tick();
    expect((await countsOf(client, id)).map((c) => c.count_date)).toEqual(['2026-07-01']);
    expect(await get(client, id)).toMatchObject({ executed_cycles: 1, next_count_date: '', last_count_created_date: '2026-07-01' });
  });

  it('refuses to make today the next count date while a count of the profile is open', async () => {
    clock.set('2026-05-10T08:00:00Z');
    const { client } = await tenant();
    const store = await location(client);
    const a = await item(client);
    const p = await profile(client, {
      title: 'Manual',
      schedule_type: 'manual',
      count_dates: ['2026-05-10', '2026-05-20'],
      location_id: store.location_id,
      line_items: [{ item_id: a.item_id }],
    });
    const id = p.recurringinventorycount_id;
    await tick();
    const [count] = await countsOf(client, id);
    expect(count.count_date).toBe('2026-05-10');
    await started(client, count.inventorycount_id);
    await record(client, count.inventorycount_id, [{ item_id: a.item_id, counted_quantity: 1 }]);
    await submitted(client, count.inventorycount_id);
    clock.set('2026-05-12T08:00:00Z');
    const today = await client.put(`${PROFILES}/${id}`, { count_dates: ['2026-05-10', '2026-05-12'] });
    expectFailure(today, 4);
    expect(today.body).toMatchObject({ code: 4 });
    expect(today.body.message).toBe(
      'Invalid value passed for count_dates: would make today (2026-05-12) the next count date while a count of this profile is still open; finish or cancel that count first.',
    );
    const pastAdded = await client.put(`${PROFILES}/${id}`, { count_dates: ['2026-05-10', '2026-05-11'] });
    expect(pastAdded.body.message).toContain('must not add a date before today');
    await client.post(`/inventory/v1/inventorycounts/${count.inventorycount_id}/cancel`);
    const ok = await client.put(`${PROFILES}/${id}`, { count_dates: ['2026-05-10', '2026-05-12'] });
    expectOk(ok);
    expect(ok.body.recurringinventorycount.next_count_date).toBe('2026-05-12');

    // Reactivating is setting the next date too: not today while a count of the profile is open.
    const paused = await profile(client, {
      title: 'Paused',
      schedule_type: 'manual',
      count_dates: ['2026-05-12', '2026-05-14'],
      location_id: store.location_id,
      line_items: [{ item_id: a.item_id }],
    });
    await tick();
    const [open] = await countsOf(client, paused.recurringinventorycount_id);
    expect(open).toMatchObject({ count_date: '2026-05-12', status: 'yet_to_start' });
    expectOk(await client.post(`${PROFILES}/${paused.recurringinventorycount_id}/inactive`));
    clock.set('2026-05-14T08:00:00Z');
    const refused = await client.post(`${PROFILES}/${paused.recurringinventorycount_id}/active`);
    expectFailure(refused, 1003);
    expect(refused.body).toEqual({
      code: 1003,
      message:
        'The recurring stock count Paused is inactive and cannot be made active today: its next count date would be today (2026-05-14) while a count of this profile is still open; finish or cancel that count first.',
    });
    expect((await get(client, paused.recurringinventorycount_id)).status).toBe('inactive');
    await client.post(`/inventory/v1/inventorycounts/${open.inventorycount_id}/cancel`);
    const active = await client.post(`${PROFILES}/${paused.recurringinventorycount_id}/active`);
    expectOk(active);
    expect(active.body.recurringinventorycount).toMatchObject({ status: 'active', next_count_date: '2026-05-14' });
  });

  it('reminds the assignee by email remind_before days ahead, once per date', async () => {
    clock.set('2026-05-10T08:00:00Z');
    const smtp = await startSmtpServer();
    try {
      const { client, email, userId, organizationId } = await tenant();
      await smtp.configure(client);
      const store = await location(client, 'Back store');
      const a = await item(client);
      const p = await profile(client, {
        title: 'Quarterly cellar',
        start_date: '2026-05-20',
        repeat_every: 3,
        remind_before: 3,
        assignee_id: userId,
        location_id: store.location_id,
        line_items: [{ item_id: a.item_id }],
      });
      const about = { module: 'inventory', entity: 'recurringinventorycount', id: p.recurringinventorycount_id };
      clock.set('2026-05-16T08:00:00Z');
      await tick();
      expect(await deliveryLogAbout(platform.database.db, organizationId, about)).toEqual([]);
      clock.set('2026-05-17T08:00:00Z');
      await tick();
      await tick();
      const [mail] = await smtp.waitFor(1);
      expect(mail.to).toEqual([email]);
      expect(mail.subject).toBe('Stock count "Quarterly cellar" on 2026-05-20');
      expect(mail.html).toContain('Back store');
      clock.set('2026-05-19T08:00:00Z');
      await tick();
      clock.set('2026-05-20T08:00:00Z');
      await tick();
      expect((await get(client, p.recurringinventorycount_id)).next_count_date).toBe('2026-08-20');
      // One mail queued about the profile: nothing more is due until three days before August 20th.
      const log = await deliveryLogAbout(platform.database.db, organizationId, about);
      expect(log.length).toBe(1);
    } finally {
      await smtp.close();
    }
  });
});
