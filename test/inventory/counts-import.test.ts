import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { expireCountsJob } from '../../subgraphs/inventory/counts/count-workers.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { items } from '../../drizzle/tables/accounting/items.ts';
import { newId } from '../../subgraphs/core/values/ids.ts';
import { trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { approved, balanceOf, createCount, getCount, item, location, started, submitted, unique } from './counts-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
const clock = new ManualClock('2026-03-10T09:00:00Z');
beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => platform?.stop());

const COUNTS = '/inventory/v1/inventorycounts';

/** POST /inventorycounts as multipart: the file in `attachment`, the body in JSONString. */
async function upload(
  client: Client,
  file: { name: string; bytes: Buffer | string; type?: string },
  body: Record<string, unknown>,
  query: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('JSONString', JSON.stringify(body));
  form.append('attachment', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const url = new URL(`${COUNTS}`, client.baseUrl);
  url.searchParams.set('organization_id', client.organizationId!);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Svc-oauthtoken ${client.token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers, method: 'POST', path: COUNTS };
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Count');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('stock count import files', () => {
  it('creates a count from csv, tsv and xlsx files, with counted quantities', async () => {
    const { client } = await platform.tenant();
    const store = await location(client);
    const [a, b, c] = [await item(client), await item(client), await item(client)];
    const csv = `Item Name,SKU,Counted Quantity\n${a.name},,3\n,${b.sku},\n"${c.name}",,1.5\n`;
    const fromCsv = await upload(client, { name: 'count.csv', bytes: csv }, { location_id: store.location_id, description: 'From the scanner' });
    expect(fromCsv.status, JSON.stringify(fromCsv.body)).toBe(201);
    expect(fromCsv.body.inventorycount).toMatchObject({
      description: 'From the scanner',
      number_of_items: 3,
      number_of_items_counted: 2,
      status: 'yet_to_start',
    });
    expect(fromCsv.body.inventorycount.line_items.map((l: any) => [l.item_id, l.counted_quantity, l.status, l.item_order])).toEqual([
      [a.item_id, 3, 'counted', 1],
      [b.item_id, 0, 'draft', 2],
      [c.item_id, 1.5, 'counted', 3],
    ]);
    // Once started the system quantities arrive and the imported counts have variances.
    const counting = await started(client, fromCsv.body.inventorycount.inventorycount_id);
    expect(counting.line_items.map((l: any) => [l.system_quantity, l.stock_variance])).toEqual([
      [0, 3],
      [0, 0],
      [0, 1.5],
    ]);

    const tsv = `item_id\tquantity\n${a.item_id}\t2\n${b.item_id}\t0\n`;
    const fromTsv = await upload(client, { name: 'count.tsv', bytes: tsv }, { location_id: store.location_id });
    expect(fromTsv.status, JSON.stringify(fromTsv.body)).toBe(201);
    expect(fromTsv.body.inventorycount.line_items.map((l: any) => [l.item_id, l.counted_quantity])).toEqual([
      [a.item_id, 2],
      [b.item_id, 0],
    ]);

    const book = await xlsx([
      ['SKU', 'Counted Quantity'],
      [a.sku, 4],
      [c.sku, 0.25],
    ]);
    const fromXlsx = await upload(client, { name: 'count.xlsx', bytes: book }, { location_id: store.location_id }, { ignore_auto_number_generation: 'true' });
    expect(fromXlsx.body.code).toBe(4);
    const numbered = await upload(
      client,
      { name: 'count.xlsx', bytes: book },
      { location_id: store.location_id, inventorycount_number: 'XL-1' },
      { ignore_auto_number_generation: 'true' },
    );
    expect(numbered.status, JSON.stringify(numbered.body)).toBe(201);
    expect(numbered.body.inventorycount).toMatchObject({ inventorycount_number: 'XL-1' });
    expect(numbered.body.inventorycount.line_items.map((l: any) => [l.item_id, l.counted_quantity])).toEqual([
      [a.item_id, 4],
      [c.item_id, 0.25],
    ]);

    // Body lines and file rows together; an item in both is a duplicate.
    const mixed = await upload(
      client,
      { name: 'count.csv', bytes: `sku\n${b.sku}\n` },
      { location_id: store.location_id, line_items: [{ item_id: a.item_id }] },
    );
    expect(mixed.body.inventorycount.line_items.map((l: any) => l.item_id)).toEqual([a.item_id, b.item_id]);
    const dup = await upload(client, { name: 'count.csv', bytes: `sku\n${a.sku}\n` }, { location_id: store.location_id, line_items: [{ item_id: a.item_id }] });
    expect(dup.body.code).toBe(1001);
    expect(dup.body.message).toContain('listed twice (line_items[0] and row 2)');
  });

  it('reports unknown items and bad quantities by row number and creates nothing', async () => {
    const { client } = await platform.tenant();
    const store = await location(client);
    const a = await item(client);
    const before = (await client.get(COUNTS)).body.inventorycounts.length;
    const csv = `sku,counted_quantity\n${a.sku},2\nNOPE-1,1\n${a.sku}x,abc\n,\n${a.sku}-2,-4\n`;
    const res = await upload(client, { name: 'bad.csv', bytes: csv }, { location_id: store.location_id });
    expectFailure(res, 4);
    expect(res.body.message).toBe(
      'The import file has 5 errors and nothing was created: row 4: counted quantity "abc" is not a number of at least 0; row 6: counted quantity "-4" is not a number of at least 0; row 3: SKU "NOPE-1" is not an item of the organization; row 4: SKU "' +
        `${a.sku}x" is not an item of the organization; row 6: SKU "${a.sku}-2" is not an item of the organization.`,
    );
    expect((await client.get(COUNTS)).body.inventorycounts.length).toBe(before);
    const noHeader = await upload(client, { name: 'x.csv', bytes: 'foo,bar\n1,2\n' }, { location_id: store.location_id });
    expect(noHeader.body.message).toContain('the first row must name the columns');
  });

  it('reads xls sheets, and refuses a broken one, other kinds of file and files over 10 MB', async () => {
    const { client } = await platform.tenant();
    const store = await location(client);
    const [a, b] = [await item(client), await item(client)];
    const sheet = XLSX.utils.aoa_to_sheet([['SKU', 'Counted Quantity'], [a.sku, 3], [], [b.sku, 1.5]]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Count');
    const bytes = XLSX.write(book, { bookType: 'xls', type: 'buffer' }) as Buffer;
    const fromXls = await upload(client, { name: 'count.xls', bytes }, { location_id: store.location_id });
    expect(fromXls.status, JSON.stringify(fromXls.body)).toBe(201);
    expect(fromXls.body.inventorycount.line_items.map((l: any) => [l.sku, l.counted_quantity])).toEqual([
      [a.sku, 3],
      [b.sku, 1.5],
    ]);
    // An OLE container (the xls format's magic number) named .xls, holding no workbook.
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
    const xls = await upload(client, { name: 'old.xls', bytes: ole }, { location_id: store.location_id });
    expectFailure(xls, 4);
    expect(xls.body).toMatchObject({ code: 4 });
    expect(xls.body.message).toContain('cannot be read as xls');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e1b1c30000000049454e44ae426082',
      'hex',
    );
    const image = await upload(client, { name: 'count.png', bytes: png }, { location_id: store.location_id });
    expect(image.status).toBe(400);
    expect(image.body.message).toContain('send one of csv, tsv, xls, xlsx');
    const big = await upload(client, { name: 'big.csv', bytes: `sku\n${'x'.repeat(10 * 1024 * 1024 + 10)}\n` }, { location_id: store.location_id });
    expect(big.status).toBe(413);
    expect(big.body.message).toContain('larger than');
  });

  it('works a count of 1200 lines in batches through start, submit and approve', async () => {
    const { client, organizationId } = await platform.tenant();
    await client.put('/inventory/v1/settings/inventorycounts', { extended_line_limit_enabled: true });
    const store = await location(client);
    // Seeded straight into the table: 1200 items through the API would cost minutes, and the count is what is tested.
    const skus = Array.from({ length: 1200 }, (_, i) => `BULK-${i}-${unique('').trim()}`);
    await platform.database.db.insert(items).values(
      skus.map((sku) => ({
        id: newId(),
        organizationId,
        name: `Bulk ${sku}`,
        sku,
        rate: '3',
        purchaseRate: '1.5',
        productType: 'goods',
        itemType: 'inventory',
      })),
    );
    const csv = `sku,counted_quantity\n${skus.map((sku, i) => `${sku},${[0, 2, 5][i % 3]}`).join('\n')}\n`;
    const res = await upload(client, { name: 'bulk.csv', bytes: csv }, { location_id: store.location_id });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    const id = res.body.inventorycount.inventorycount_id;
    expect(res.body.inventorycount).toMatchObject({ number_of_items: 1200, number_of_items_counted: 1200 });
    const counting = await started(client, id);
    expect(counting).toMatchObject({ accuracy: 33.33, progress: null });
    expect(counting.line_items.every((l: any) => l.system_quantity === 0)).toBe(true);
    await submitted(client, id);
    const done = await approved(client, id);
    expect(done).toMatchObject({
      number_of_items: 1200,
      number_of_items_counted: 1200,
      number_of_items_approved: 1200,
      number_of_items_adjusted: 800,
      number_of_items_rejected: 0,
      accuracy: 33.33,
      progress: null,
    });
    // 400 × 2 + 400 × 5 units at 1.50
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('4200');
    expect((await trialBalance(platform.database.db, organizationId)).balanced).toBe(true);
    const [moved] = await platform.database.query<{ n: string; q: string }>(
      'select count(*)::text as n, sum(quantity)::text as q from inventory.stock_movements where organization_id = $1',
      [organizationId],
    );
    expect(moved).toEqual({ n: '800', q: '2800' });
  });

  it('lists with filters, search, sorting and pages in a constant number of statements', async () => {
    const { client, userId } = await platform.tenant();
    const store = await location(client);
    const a = await item(client);
    const made = [];
    for (let i = 0; i < 6; i++) {
      clock.advance(60_000);
      made.push(
        await createCount(client, {
          location_id: store.location_id,
          description: i % 2 ? `Aisle ${i}` : `Cold room ${i}`,
          count_date: `2026-03-${String(20 - i).padStart(2, '0')}`,
          assignee_id: i === 0 ? userId : undefined,
          line_items: [{ item_id: a.item_id }],
        }),
      );
    }
    const numbers = made.map((c) => c.inventorycount_number);
    const list = await client.get(COUNTS);
    expectOk(list);
    expect(list.body.inventorycounts.map((c: any) => c.inventorycount_number)).toEqual([...numbers].reverse());
    expect(list.body.inventorycounts[0].line_items).toBeUndefined();
    expect(list.body.page_context).toMatchObject({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'created_time',
      sort_order: 'D',
      applied_filter: 'Status.All',
    });
    const byDate = await client.get(COUNTS, { sort_column: 'count_date', sort_order: 'A' });
    expect(byDate.body.inventorycounts.map((c: any) => c.count_date)).toEqual([
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
    ]);
    const byNumber = await client.get(COUNTS, { sort_column: 'inventorycount_number' });
    expect(byNumber.body.inventorycounts.map((c: any) => c.inventorycount_number)).toEqual([...numbers].sort().reverse());
    expect(byNumber.body.page_context).toMatchObject({ sort_column: 'inventorycount_number', sort_order: 'D' });
    const page2 = await client.get(COUNTS, { per_page: 4, page: 2 });
    expect(page2.body.inventorycounts.map((c: any) => c.inventorycount_number)).toEqual([numbers[1], numbers[0]]);
    expect(page2.body.page_context).toMatchObject({ page: 2, per_page: 4, has_more_page: false });
    const search = await client.get(COUNTS, { search_text: 'cold' });
    expect(search.body.inventorycounts.map((c: any) => c.description)).toEqual(['Cold room 4', 'Cold room 2', 'Cold room 0']);
    const byNumberSearch = await client.get(COUNTS, { search_text: numbers[3] });
    expect(byNumberSearch.body.inventorycounts.map((c: any) => c.inventorycount_number)).toEqual([numbers[3]]);
    const self = await client.get(COUNTS, { filter_by: 'Assignee.Self' });
    expect(self.body.inventorycounts.map((c: any) => c.inventorycount_number)).toEqual([numbers[0]]);
    expect(self.body.page_context.applied_filter).toBe('Assignee.Self');

    await started(client, made[2].inventorycount_id);
    const counting = await client.get(COUNTS, { filter_by: 'counting' });
    expect(counting.body.inventorycounts.map((c: any) => c.inventorycount_number)).toEqual([numbers[2]]);
    expect(counting.body.page_context.applied_filter).toBe('counting');
    const bad = await client.get(COUNTS, { filter_by: 'Status.Nope' });
    expectFailure(bad, 4);

    const cost = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get(COUNTS, { per_page: perPage }));
      expect(res.body.inventorycounts.length).toBe(Math.min(perPage, 6));
      return sql.length;
    };
    // A scheduled job may run in between: the fewest statements of a few tries is the request's.
    const least = async (perPage: number) => Math.min(await cost(perPage), await cost(perPage), await cost(perPage));
    expect(await least(1)).toBe(await least(6));
  });

  it("expires counts whose due date passed unfinished, at the organization's midnight", async () => {
    const { client } = await platform.tenant({ organization: { time_zone: 'Asia/Tokyo' } });
    const store = await location(client);
    const a = await item(client);
    clock.set('2026-04-01T10:00:00Z'); // 19:00 in Tokyo
    const idle = await createCount(client, { location_id: store.location_id, line_items: [{ item_id: a.item_id }] });
    expect(idle).toMatchObject({ count_date: '2026-04-01', due_date: '2026-04-01' });
    const busy = await createCount(client, { location_id: store.location_id, due_date: '2026-04-01', line_items: [{ item_id: a.item_id }] });
    await started(client, busy.inventorycount_id);
    const later = await createCount(client, { location_id: store.location_id, due_date: '2026-04-03', line_items: [{ item_id: a.item_id }] });
    const early = await client.post(COUNTS, {
      location_id: store.location_id,
      count_date: '2026-04-05',
      due_date: '2026-04-04',
      line_items: [{ item_id: a.item_id }],
    });
    expect(early.body).toMatchObject({ code: 4, message: 'Invalid value passed for due_date: must not be before the count date 2026-04-05.' });

    clock.set('2026-04-01T14:59:00Z'); // 23:59 in Tokyo: still the due date
    await platform.app.runtime.jobs.runNow(expireCountsJob, {}, platform.app.runtime);
    expect((await getCount(client, idle.inventorycount_id)).status).toBe('yet_to_start');
    clock.set('2026-04-01T15:00:00Z'); // midnight in Tokyo
    await platform.app.runtime.jobs.runNow(expireCountsJob, {}, platform.app.runtime);
    await platform.app.runtime.jobs.runNow(expireCountsJob, {}, platform.app.runtime);
    expect((await getCount(client, idle.inventorycount_id)).status).toBe('expired');
    expect((await getCount(client, busy.inventorycount_id)).status).toBe('expired');
    expect((await getCount(client, later.inventorycount_id)).status).toBe('yet_to_start');
    const start = await client.post(`${COUNTS}/${idle.inventorycount_id}/start`);
    expect(start.body.message).toContain('is expired (status expired) and cannot be started');
  });
});
