/**
 * Lists at scale (issue 39): every list route's statements, over an organization of 20,000
 * invoices (and their lines) grown in SQL, are planned without a sequential scan of a grown
 * table: each documented sort column, filter and search goes through an index, and a deep page
 * through its sort's index. The plans are PostgreSQL's own (`EXPLAIN` of each statement as the
 * request sent it, after ANALYZE), on PGlite and on PostgreSQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grow, grownId, invoiceCopy } from '../helpers/grow.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';

const ROWS = 20_000;
const GROWN = ['invoices', 'invoice_line_items'];

let platform: Platform;
let client: Client;
let customerId: string;
let itemId: string;

beforeAll(async () => {
  platform = await startPlatform();
  ({ client } = await platform.tenant());
  customerId = (await client.post('/books/v3/contacts', { contact_name: 'Plan customer' })).body.contact.contact_id;
  itemId = (await client.post('/books/v3/items', { name: 'Plan chair', rate: 120 })).body.item.item_id;
  const made = await client.post('/books/v3/invoices', { customer_id: customerId, line_items: [{ item_id: itemId, quantity: 2 }] });
  expect(made.status).toBe(201);
  const template = made.body.invoice.invoice_id;
  const started = performance.now();
  await grow(platform.database, 'accounting.invoices', `t.id = ${template}`, ROWS, invoiceCopy(2_000_000));
  await grow(platform.database, 'accounting.invoice_line_items', `t.invoice_id = ${template}`, ROWS, {
    id: `${grownId(2_000_000)} + 1`,
    invoice_id: grownId(2_000_000),
  });
  for (const table of GROWN) await platform.database.exec(`vacuum analyze accounting.${table}`);
  console.log(`grew in ${Math.round(performance.now() - started)} ms`);
}, 300_000);

afterAll(() => platform.stop());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/** The grown tables a request's statements read by a sequential scan, each with the statement that does. */
async function sequentialScans(path: string, query: Record<string, string | number>): Promise<string[]> {
  const { value, sql, params } = await platform.statementsDuring(() => client.get(path, query));
  expect(value.status, JSON.stringify(value.body).slice(0, 300)).toBe(200);
  const found: string[] = [];
  for (const [index, statement] of sql.entries()) {
    if (!/^(select|with)\b/i.test(statement)) continue;
    const [row] = await platform.database.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${statement}`, params[index]);
    const plan = row['QUERY PLAN'];
    const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    for (const node of nodesOf(top.Plan)) {
      if (node['Node Type'] === 'Seq Scan' && GROWN.includes(node['Relation Name'] ?? '')) found.push(`${node['Relation Name']} in ${statement}`);
    }
  }
  return found;
}

const INVOICE_FILTERS = [
  'Status.All',
  'Status.Sent',
  'Status.Draft',
  'Status.OverDue',
  'Status.Paid',
  'Status.Void',
  'Status.Unpaid',
  'Status.PartiallyPaid',
  'Status.Viewed',
];
const INVOICE_SORTS = ['invoice_number', 'date', 'due_date', 'customer_name', 'total', 'balance', 'created_time'];

describe('GET /invoices over 20,000 invoices', () => {
  const requests: [string, Record<string, string | number>][] = [
    ['the first page', {}],
    ['a deep page', { page: 20, per_page: 100 }],
    ...INVOICE_SORTS.flatMap((column): [string, Record<string, string>][] => [
      [`sorted by ${column}`, { sort_column: column }],
      [`sorted by ${column}, ascending`, { sort_column: column, sort_order: 'A' }],
    ]),
    ...INVOICE_FILTERS.map((filter): [string, Record<string, string>] => [`filter_by=${filter}`, { filter_by: filter }]),
    ['overdue, oldest first', { filter_by: 'Status.OverDue', sort_column: 'due_date', sort_order: 'A' }],
    ['sent, by total', { filter_by: 'Status.Sent', sort_column: 'total' }],
    ['search_text', { search_text: 'REF-4242' }],
    ['search_text, a name', { search_text: 'Customer 12' }],
    ['invoice_number_contains', { invoice_number_contains: '12345' }],
    ['invoice_number_startswith', { invoice_number_startswith: 'INV-00123' }],
    ['invoice_number', { invoice_number: 'INV-0012345' }],
    ['customer_name', { customer_name: 'Customer 12' }],
    ['reference_number', { reference_number: 'REF-4242' }],
    ['a date range', { date_start: '2024-03-01', date_end: '2024-03-05' }],
    ['a due date range', { due_date_start: '2024-03-01', due_date_end: '2024-03-05' }],
  ];
  it.each(requests)('%s reads no grown table whole', async (_, query) => {
    expect(await sequentialScans('/books/v3/invoices', query)).toEqual([]);
  });
});
