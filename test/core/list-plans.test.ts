/**
 * Lists at scale (issue 39): every list route's statements, over an organization grown in SQL to
 * 20,000 rows of each listed kind (invoices and their lines, bills, estimates, sales orders,
 * credit notes, vendor credits, contacts, items and customer payments), are planned without a
 * sequential scan of a grown table: the default sort, each documented sort column, each status
 * filter, search_text and the text filters go through an index, and a deep page through its
 * sort's index. The plans are PostgreSQL's own (`EXPLAIN` of each statement as the request sent
 * it, after VACUUM ANALYZE), on PGlite and on PostgreSQL alike. A sort is asked in one direction:
 * a btree serves the other by walking backwards (the invoices ask both, as a check of that).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grow, grownId, invoiceCopy, withoutIndexes } from '../helpers/grow.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';

const ROWS = 20_000;

/**
 * The grown contacts' ids (grownId of this base), and the parties of the grown documents: a
 * thousand of them, as a business has, so a page of contacts sums the open documents of its own
 * (contact-balances.ts) as a real one would, not the whole table's of one contact.
 */
const CONTACTS = 2_600_000;
const PARTY = grownId(CONTACTS, '(g % 1000 + 1)');

type Query = Record<string, string | number>;

/** A grown kind: its table, its template made through the API, what each copy varies, and the requests of its list route. */
interface Kind {
  path: string;
  table: string;
  make: () => Promise<string>;
  vary: (base: number) => Record<string, string>;
  sorts: string[];
  filters: string[];
  requests: [string, Query][];
}

let platform: Platform;
let client: Client;
let customerId: string;
let vendorId: string;
let invoiceId: string;

/** The template's id in the answer of a create (201; a sales order comes as a one-element array). */
async function made(path: string, body: unknown, key: string, idKey: string): Promise<string> {
  const res = await client.post(path, body);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
  const record = res.body[key];
  return (Array.isArray(record) ? record[0] : record)[idKey];
}

/** A document copy: a number, reference, party name, dates, total, balance and stored state of its own. */
function documentCopy(base: number, number: string, prefix: string, states: string[], extra: Record<string, string> = {}): Record<string, string> {
  return {
    id: grownId(base),
    [number]: `'${prefix}-' || lpad(g::text, 7, '0')`,
    reference_number: `'REF-' || (g * 7919 % 1000003)`,
    customer_id: PARTY,
    customer_name: `'Party ' || (g % 997)`,
    date: `date '2024-01-01' + (g % 700)`,
    created_at: `t.created_at - make_interval(secs => g)`,
    updated_at: `t.updated_at - make_interval(secs => g % 86400)`,
    total: `(g % 5000) + 0.25`,
    status: `(array[${states.map((s) => `'${s}'`).join(', ')}])[g % ${states.length} + 1]`,
    ...extra,
  };
}

/** Owed, paid in part and settled in turn. */
const BALANCE = `case g % 3 when 0 then 0 when 1 then (g % 5000) + 0.25 else ((g % 5000) + 0.25) / 2 end`;

const wire = (values: string[]) => values.map((v) => (v.includes('.') ? v : `Status.${v}`));

const KINDS: Kind[] = [
  {
    path: '/books/v3/bills',
    table: 'accounting.bills',
    make: () =>
      made(
        '/books/v3/bills',
        { vendor_id: vendorId, bill_number: 'PLAN-BILL', date: '2024-01-01', due_date: '2024-01-31', line_items: [{ name: 'Paper', rate: 40 }] },
        'bill',
        'bill_id',
      ),
    vary: (base) =>
      documentCopy(base, 'bill_number', 'BILL', ['draft', 'pending_approval', 'approved', 'open', 'open', 'void'], {
        due_date: `date '2024-01-31' + (g % 700)`,
        balance: BALANCE,
      }),
    sorts: ['created_time', 'vendor_name', 'bill_number', 'date', 'due_date', 'total', 'balance', 'last_modified_time'],
    filters: wire(['All', 'Draft', 'PendingApproval', 'Approved', 'Open', 'Overdue', 'Unpaid', 'PartiallyPaid', 'Paid', 'Void']),
    requests: [
      ['bill_number', { bill_number: 'BILL-0012345' }],
      ['vendor_name', { vendor_name: 'Party 12' }],
      ['reference_number', { reference_number: 'REF-4242' }],
    ],
  },
  {
    path: '/books/v3/estimates',
    table: 'accounting.estimates',
    make: () => made('/books/v3/estimates', { customer_id: customerId, line_items: [{ name: 'Design', rate: 80 }] }, 'estimate', 'estimate_id'),
    vary: (base) =>
      documentCopy(base, 'estimate_number', 'EST', ['draft', 'pending_approval', 'approved', 'sent', 'accepted', 'declined', 'invoiced'], {
        expiry_date: `date '2024-01-31' + (g % 1400)`,
      }),
    sorts: ['created_time', 'customer_name', 'estimate_number', 'date', 'total'],
    filters: wire(['All', 'Draft', 'PendingApproval', 'Approved', 'Sent', 'Accepted', 'Declined', 'Invoiced', 'Expired']),
    requests: [
      ['estimate_number_contains', { estimate_number_contains: '12345' }],
      ['estimate_number_startswith', { estimate_number_startswith: 'EST-00123' }],
      ['customer_name', { customer_name: 'Party 12' }],
      ['a date range', { date_start: '2024-03-01', date_end: '2024-03-05' }],
      ['an expiry date range', { expiry_date_start: '2024-03-01', expiry_date_end: '2024-03-05' }],
    ],
  },
  {
    path: '/books/v3/salesorders',
    table: 'accounting.salesorders',
    make: () => made('/books/v3/salesorders', { customer_id: customerId, line_items: [{ name: 'Chair', rate: 120 }] }, 'salesorder', 'salesorder_id'),
    vary: (base) =>
      documentCopy(base, 'salesorder_number', 'SO', ['draft', 'pending_approval', 'approved', 'open', 'open', 'closed', 'void'], {
        shipment_date: `date '2024-01-10' + (g % 700)`,
        invoiced_status: `(array['not_invoiced', 'partially_invoiced', 'invoiced'])[g % 3 + 1]`,
      }),
    sorts: ['created_time', 'customer_name', 'salesorder_number', 'date', 'shipment_date', 'total'],
    filters: wire(['All', 'Draft', 'PendingApproval', 'Approved', 'Open', 'Closed', 'Void', 'NotInvoiced', 'PartiallyInvoiced', 'Invoiced']),
    requests: [
      ['salesorder_number', { salesorder_number: 'SO-0012345' }],
      ['reference_number', { reference_number: 'REF-4242' }],
    ],
  },
  {
    path: '/books/v3/creditnotes',
    table: 'accounting.creditnotes',
    make: () => made('/books/v3/creditnotes', { customer_id: customerId, line_items: [{ name: 'Return', rate: 30 }] }, 'creditnote', 'creditnote_id'),
    vary: (base) => documentCopy(base, 'creditnote_number', 'CN', ['draft', 'pending_approval', 'approved', 'open', 'open', 'void'], { balance: BALANCE }),
    sorts: ['created_time', 'customer_name', 'creditnote_number', 'date', 'total', 'balance', 'last_modified_time'],
    filters: wire(['All', 'Draft', 'PendingApproval', 'Approved', 'Open', 'Closed', 'Void']),
    requests: [
      ['creditnote_number', { creditnote_number: 'CN-0012345' }],
      ['customer_name', { customer_name: 'Party 12' }],
    ],
  },
  {
    path: '/books/v3/vendorcredits',
    table: 'accounting.vendor_credits',
    make: () => made('/books/v3/vendorcredits', { vendor_id: vendorId, line_items: [{ name: 'Back', rate: 10 }] }, 'vendor_credit', 'vendor_credit_id'),
    vary: (base) => documentCopy(base, 'vendor_credit_number', 'VC', ['draft', 'pending_approval', 'approved', 'open', 'open', 'void'], { balance: BALANCE }),
    sorts: ['created_time', 'vendor_name', 'vendor_credit_number', 'date', 'total', 'balance', 'last_modified_time'],
    filters: wire(['All', 'Draft', 'PendingApproval', 'Approved', 'Open', 'Closed', 'Void']),
    requests: [
      ['vendor_credit_number', { vendor_credit_number: 'VC-0012345' }],
      ['customer_name', { customer_name: 'Party 12' }],
    ],
  },
  {
    path: '/books/v3/contacts',
    table: 'accounting.contacts',
    make: () =>
      made('/books/v3/contacts', { contact_name: 'Plan grown contact', company_name: 'Plan Ltd', email: 'plan@example.com' }, 'contact', 'contact_id'),
    vary: (base) => ({
      id: grownId(base),
      contact_name: `'Contact ' || lpad(g::text, 6, '0')`,
      contact_number: `'C-' || g`,
      company_name: `'Company ' || (g % 997)`,
      email: `'contact' || g || '@example.com'`,
      contact_type: `case when g % 3 = 0 then 'vendor' else 'customer' end`,
      status: `case when g % 5 = 0 then 'inactive' else 'active' end`,
      created_at: `t.created_at - make_interval(secs => g)`,
      updated_at: `t.updated_at - make_interval(secs => g % 86400)`,
    }),
    sorts: ['contact_name', 'created_time', 'last_modified_time'],
    filters: wire(['All', 'Active', 'Inactive', 'Customers', 'Vendors']),
    requests: [
      ['contact_name_contains', { contact_name_contains: '01234' }],
      ['contact_name_startswith', { contact_name_startswith: 'Contact 0123' }],
      ['company_name_contains', { company_name_contains: 'any 12' }],
      ['contact_name', { contact_name: 'Contact 012345' }],
      ['email', { email: 'contact4242@example.com' }],
      ['contact_type', { contact_type: 'vendor' }],
    ],
  },
  {
    path: '/books/v3/items',
    table: 'accounting.items',
    make: () => made('/books/v3/items', { name: 'Plan grown item', rate: 10, sku: 'PLAN-SKU' }, 'item', 'item_id'),
    vary: (base) => ({
      id: grownId(base),
      name: `'Item ' || lpad(g::text, 6, '0')`,
      sku: `'SKU-' || g`,
      description: `'Described ' || (g % 997)`,
      rate: `(g % 5000) + 0.5`,
      status: `case when g % 5 = 0 then 'inactive' else 'active' end`,
      item_type: `(array['sales', 'purchases', 'sales_and_purchases', 'inventory'])[g % 4 + 1]`,
      created_at: `t.created_at - make_interval(secs => g)`,
      updated_at: `t.updated_at - make_interval(secs => g % 86400)`,
    }),
    sorts: ['name', 'rate', 'sku', 'created_time', 'last_modified_time'],
    filters: wire(['All', 'Active', 'Inactive', 'ItemType.Sales', 'ItemType.Purchases', 'ItemType.SalesAndPurchases', 'ItemType.Inventory']),
    requests: [
      ['name_contains', { name_contains: '01234' }],
      ['name_startswith', { name_startswith: 'Item 0123' }],
      ['name', { name: 'Item 012345' }],
      ['sku', { sku: 'SKU-4242' }],
      ['a rate range', { rate_greater_than: 100, rate_less_than: 102 }],
    ],
  },
  {
    path: '/books/v3/customerpayments',
    table: 'billing.payments',
    make: () =>
      made(
        '/books/v3/customerpayments',
        { customer_id: customerId, payment_mode: 'cash', amount: 60, date: '2024-01-05', invoices: [{ invoice_id: invoiceId, amount_applied: 60 }] },
        'payment',
        'payment_id',
      ),
    vary: (base) => ({
      id: grownId(base),
      payment_number: `'P-' || g`,
      reference_number: `'REF-' || (g * 7919 % 1000003)`,
      customer_id: PARTY,
      customer_name: `'Party ' || (g % 997)`,
      description: `'Paid ' || (g % 997)`,
      payment_mode: `(array['check', 'cash', 'creditcard', 'banktransfer', 'bankremittance', 'autotransaction', 'others'])[g % 7 + 1]`,
      status: `case when g % 10 = 0 then 'failure' else 'success' end`,
      amount: `(g % 5000) + 0.25`,
      date: `date '2024-01-01' + (g % 700)`,
      created_at: `t.created_at - make_interval(secs => g)`,
    }),
    sorts: ['date', 'amount', 'customer_name', 'reference_number', 'created_time', 'payment_number', 'payment_mode'],
    filters: [
      ...['All', 'Check', 'Cash', 'CreditCard', 'BankTransfer', 'BankRemittance', 'AutoTransaction', 'Others'].map((m) => `PaymentMode.${m}`),
      'Status.Success',
      'Status.Failure',
    ],
    requests: [
      ['customer_name', { customer_name: 'Party 12' }],
      ['reference_number', { reference_number: 'REF-4242' }],
      ['a date range', { date_start: '2024-03-01', date_end: '2024-03-05' }],
      ['notes', { notes: 'Paid 12' }],
    ],
  },
];

const GROWN_TABLES = ['accounting.invoices', 'accounting.invoice_line_items', ...KINDS.map((kind) => kind.table)];
const GROWN = GROWN_TABLES.map((table) => table.split('.')[1]);

beforeAll(async () => {
  platform = await startPlatform();
  ({ client } = await platform.tenant());
  customerId = await made('/books/v3/contacts', { contact_name: 'Plan customer' }, 'contact', 'contact_id');
  vendorId = await made('/books/v3/contacts', { contact_name: 'Plan vendor', contact_type: 'vendor' }, 'contact', 'contact_id');
  const itemId = await made('/books/v3/items', { name: 'Plan chair', rate: 120 }, 'item', 'item_id');
  invoiceId = await made('/books/v3/invoices', { customer_id: customerId, line_items: [{ item_id: itemId, quantity: 2 }] }, 'invoice', 'invoice_id');
  expect((await client.post(`/books/v3/invoices/${invoiceId}/status/sent`)).status).toBe(200);
  const templates: string[] = [];
  for (const kind of KINDS) templates.push(await kind.make());
  const started = performance.now();
  await withoutIndexes(platform.database, GROWN_TABLES, async () => {
    await grow(platform.database, 'accounting.invoices', `t.id = ${invoiceId}`, ROWS, { ...invoiceCopy(2_000_000), customer_id: PARTY });
    await grow(platform.database, 'accounting.invoice_line_items', `t.invoice_id = ${invoiceId}`, ROWS, {
      id: `${grownId(2_000_000)} + 1`,
      invoice_id: grownId(2_000_000),
    });
    for (const [index, kind] of KINDS.entries()) {
      const base = kind.table === 'accounting.contacts' ? CONTACTS : 2_100_000 + index * 100_000;
      await grow(platform.database, kind.table, `t.id = ${templates[index]}`, ROWS, kind.vary(base));
    }
  });
  await platform.database.exec(`vacuum analyze ${GROWN_TABLES.join(', ')}`);
  console.log(`grew ${GROWN.length} tables of ${ROWS} rows in ${Math.round(performance.now() - started)} ms`);
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
async function sequentialScans(path: string, query: Query): Promise<string[]> {
  const { value, sql, params } = await platform.statementsDuring(() => client.get(path, query));
  expect(value.status, `${path} ${JSON.stringify(query)}: ${JSON.stringify(value.body).slice(0, 300)}`).toBe(200);
  const found: string[] = [];
  for (const [index, statement] of sql.entries()) {
    if (!/^(select|with)\b/i.test(statement)) continue;
    const [row] = await platform.database.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${statement}`, params[index]);
    const plan = row['QUERY PLAN'];
    const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    for (const node of nodesOf(top.Plan)) {
      if (node['Node Type'] === 'Seq Scan' && GROWN.includes(node['Relation Name'] ?? ''))
        found.push(`${node['Relation Name']} in ${statement.replace(/^select .*? from/, 'select … from')}`);
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
  const requests: [string, Query][] = [
    ['the first page', {}],
    ['a deep page', { page: 20, per_page: 100 }],
    ...INVOICE_SORTS.flatMap((column): [string, Query][] => [
      [`sorted by ${column}`, { sort_column: column }],
      [`sorted by ${column}, ascending`, { sort_column: column, sort_order: 'A' }],
    ]),
    ...INVOICE_FILTERS.map((filter): [string, Query] => [`filter_by=${filter}`, { filter_by: filter }]),
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

/**
 * Each other list in one test: its default page, a deep page, each sort column, each filter,
 * search_text and its text filters; every request's sequential scans are reported together.
 */
describe.each(KINDS.map((kind): [string, Kind] => [kind.path, kind]))('GET %s over 20,000 rows', (_, kind) => {
  it('reads no grown table whole for any sort, filter or search', async () => {
    const requests: [string, Query][] = [
      ['the first page', {}],
      ['a deep page', { page: 20, per_page: 100 }],
      ...kind.sorts.map((column): [string, Query] => [`sort_column=${column}`, { sort_column: column }]),
      ...kind.filters.map((filter): [string, Query] => [`filter_by=${filter}`, { filter_by: filter }]),
      ['search_text', { search_text: 'REF-4242' }],
      ['search_text, a name', { search_text: 'Party 12' }],
      ...kind.requests,
    ];
    const found: string[] = [];
    for (const [label, query] of requests) for (const scan of await sequentialScans(kind.path, query)) found.push(`${label}: ${scan}`);
    expect(found, found.join('\n\n')).toEqual([]);
  });
});
