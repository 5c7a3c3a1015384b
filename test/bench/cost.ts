/**
 * The costliest documents the cost limit accepts, timed:
 * `npx tsx test/bench/cost.ts [--database pglite|postgres] [--limit 250000] [--runs 3]`.
 *
 * Seeds one organization (200 expense reports of 10 expenses each, written into the tables;
 * 200 contacts and 50 invoices of 10 lines through the API), then for every list a REST route
 * reads (a Query field with a page argument and no required one) builds the heaviest document of
 * that list the limit admits: the route's full selection at the largest page (200), aliased as
 * many times as the cost limit (`--limit`, default the current QUERY_LIMITS.cost) and the alias
 * and root-field limits allow — or, when one page of 200 is over the limit, one alias at the
 * largest page that fits. Each is sent to /graphql `--runs` times; the table lists the slowest
 * (median of the runs) with their cost, and the last line the heaviest. README "Limits" and
 * gateway/guard/README.md quote the figures.
 */
import { getNamedType, isNonNullType } from 'graphql';
import { parseArgs } from 'node:util';
import { employeeExpenses, expenseReports } from '../../drizzle/tables/expense/reports.ts';
import { expenseCategories } from '../../drizzle/tables/expense/settings.ts';
import { readSupergraph } from '../../gateway/contract/compose.ts';
import { schemaInfo } from '../../gateway/contract/schema-info.ts';
import { QUERY_LIMITS, costOf } from '../../gateway/guard/query-limits.ts';
import { routeOperation } from '../../gateway/rest/engine.ts';
import { REST_MODULES } from '../../gateway/rest/routes/index.ts';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { baseCurrency } from '../../subgraphs/core/books/currencies.ts';
import { newId } from '../../subgraphs/core/values/ids.ts';
import { startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({
  options: { database: { type: 'string', multiple: true }, limit: { type: 'string' }, runs: { type: 'string', default: '3' } },
});
const DATABASES = args.database ?? ['pglite', 'postgres'];
const LIMIT = Number(args.limit ?? QUERY_LIMITS.cost);
const RUNS = Number(args.runs);
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGE = 200;

const info = schemaInfo(readSupergraph());

interface Candidate {
  field: string;
  query: string;
  variables: Record<string, unknown>;
  cost: number;
  aliases: number;
  page: number;
}

/** The heaviest document of one list within the limit: its full selection at the largest page, aliased. */
function heaviest(fieldName: string): Candidate | undefined {
  const { query, field } = routeOperation(info.schema, info.entities, { method: 'GET', path: '/x', field: fieldName });
  if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) return undefined;
  const page = field.args.find((a) => ['perPage', 'first', 'limit'].includes(a.name))?.name;
  if (!page) return undefined;
  const open = query.indexOf('{\n');
  const header = query.slice(0, open);
  const body = query.slice(open + 2, query.lastIndexOf('\n}')).trim();
  const build = (aliases: number) => `${header}{ ${Array.from({ length: aliases }, (_, i) => `a${i}: ${body}`).join('\n')} }`;
  const one = costOf(info.schema, query, { [page]: PAGE });
  const fit = Math.min(QUERY_LIMITS.aliases, QUERY_LIMITS.rootFields, Math.floor(LIMIT / one));
  if (fit >= 1)
    return {
      field: fieldName,
      query: build(fit),
      variables: { [page]: PAGE },
      cost: costOf(info.schema, build(fit), { [page]: PAGE }),
      aliases: fit,
      page: PAGE,
    };
  // One page of 200 is over the limit: the largest page that fits.
  let size = PAGE;
  while (size > 1 && costOf(info.schema, query, { [page]: size }) > LIMIT) size--;
  return { field: fieldName, query, variables: { [page]: size }, cost: costOf(info.schema, query, { [page]: size }), aliases: 1, page: size };
}

const fields = [
  ...new Set(
    REST_MODULES.flatMap((m) => m.routes)
      .filter((r) => r.method === 'GET' && !r.render)
      .map((r) => r.field),
  ),
].filter((f) => {
  const field = info.schema.getQueryType()?.getFields()[f];
  return field && getNamedType(field.type).name.endsWith('List');
});

async function run(database: string) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  const platform = await startPlatform({ separate: true });
  try {
    const { client, userId, organizationId } = await platform.tenant();
    const db = platform.database.db;
    const [account] = await findAccounts(db, organizationId, { systemKeys: ['uncategorized'] });
    const currency = await baseCurrency(db, organizationId);
    const categoryId = newId();
    await db.insert(expenseCategories).values({ id: categoryId, organizationId, categoryName: 'Travel', accountId: account.id });
    const reports = Array.from({ length: 200 }, (_, i) => ({
      id: newId(),
      organizationId,
      userId,
      reportNumber: `ER-${String(i + 1).padStart(5, '0')}`,
      reportName: `Trip ${i}`,
      currencyId: currency.id,
      createdById: userId,
      startDate: '2024-05-01',
    }));
    await db.insert(expenseReports).values(reports);
    const expenses = reports.flatMap((r, i) =>
      Array.from({ length: 10 }, (_, k) => ({
        id: newId(),
        organizationId,
        userId,
        date: '2024-05-02',
        categoryId,
        currencyId: currency.id,
        exchangeRate: '1',
        amount: `${10 + k}.5`,
        bcyTotal: `${10 + k}.5`,
        reportId: r.id,
        isRejected: false,
        createdById: userId,
        merchantName: `M${i}`,
      })),
    );
    for (let i = 0; i < expenses.length; i += 300) await db.insert(employeeExpenses).values(expenses.slice(i, i + 300));
    const contacts: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await client.post('/books/v3/contacts', { contact_name: `Customer ${i}`, contact_type: 'customer', email: `c${i}@example.com` });
      contacts.push(res.body.contact.contact_id);
    }
    for (let i = 0; i < 50; i++) {
      const lines = Array.from({ length: 10 }, (_, k) => ({ name: `Line ${k}`, rate: 10 + k, quantity: 1 + k }));
      const res = await client.post('/books/v3/invoices', { customer_id: contacts[i], line_items: lines, date: '2024-05-01', due_date: '2024-06-01' });
      if (res.status !== 201 && res.status !== 200) throw new Error(`invoice seed answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }

    const results: (Candidate & { ms: number; status: number; error?: string })[] = [];
    for (const name of fields) {
      const candidate = heaviest(name);
      if (!candidate || candidate.cost > LIMIT) continue;
      const times: number[] = [];
      let status = 0;
      let error: string | undefined;
      for (let i = 0; i < RUNS; i++) {
        const began = performance.now();
        const res = await client.graphql(candidate.query, candidate.variables);
        times.push(performance.now() - began);
        status = res.status;
        error = res.body.errors?.[0]?.extensions?.code;
      }
      times.sort((a, b) => a - b);
      results.push({ ...candidate, ms: times[Math.floor(times.length / 2)], status, error });
    }
    results.sort((a, b) => b.ms - a.ms);
    console.log(`\n${database}: cost limit ${LIMIT}, ${results.length} lists, slowest first (median of ${RUNS})\n`);
    console.log('| list | aliases × page | cost | ms | answer |');
    console.log('|---|---|---:|---:|---|');
    for (const r of results.slice(0, 8))
      console.log(`| ${r.field} | ${r.aliases} × ${r.page} | ${r.cost} | ${r.ms.toFixed(0)} | ${r.status}${r.error ? ` ${r.error}` : ''} |`);
    return results[0];
  } finally {
    await platform.stop();
  }
}

const worst = [];
for (const database of DATABASES) worst.push({ database, ...(await run(database)) });
console.log('\n| database | heaviest accepted document | cost | ms |');
console.log('|---|---|---:|---:|');
for (const w of worst) console.log(`| ${w.database} | ${w.aliases} × ${w.field}(${w.page}) | ${w.cost} | ${w.ms.toFixed(0)} |`);
process.exit(0);
