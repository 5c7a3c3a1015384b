/**
 * `npx tsx test/bench/expense-reports.ts [--database pglite|postgres] [--reports 200] [--requests 10]`
 *
 * `GET /expense/v1/expensereports?per_page=200` over 200 reports of 3 expenses each (one of
 * them rejected) and an applied advance on every tenth, on PGlite and on PostgreSQL. The seed is
 * written straight into the tables (it is the read being measured); the requests go through
 * the REST route like a client's. Prints wall time per request and the peak RSS.
 */
import { parseArgs } from 'node:util';
import { advancePayments } from '../../drizzle/tables/expense/advances.ts';
import { employeeExpenses, expenseReports } from '../../drizzle/tables/expense/reports.ts';
import { expenseCategories } from '../../drizzle/tables/expense/settings.ts';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { baseCurrency } from '../../subgraphs/core/books/currencies.ts';
import { newId } from '../../subgraphs/core/values/ids.ts';
import { startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({
  options: { database: { type: 'string', multiple: true }, reports: { type: 'string', default: '200' }, requests: { type: 'string', default: '10' } },
});
const DATABASES = args.database ?? ['pglite', 'postgres'];
const REPORTS = Number(args.reports);
const REQUESTS = Number(args.requests);
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

let peakRss = 0;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));

async function run(database: string) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES;
  else delete process.env.TEST_DATABASE_URL;
  peakRss = 0;
  const platform = await startPlatform({ separate: true });
  try {
    const { client, userId, organizationId } = await platform.tenant();
    const db = platform.database.db;
    const [account] = await findAccounts(db, organizationId, { systemKeys: ['uncategorized'] });
    const currency = await baseCurrency(db, organizationId);
    const categoryId = newId();
    await db.insert(expenseCategories).values({ id: categoryId, organizationId, categoryName: 'Travel', accountId: account.id });
    const reports = Array.from({ length: REPORTS }, (_, i) => ({
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
      [0, 1, 2].map((k) => ({
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
        isRejected: k === 2,
        createdById: userId,
        merchantName: `M${i}`,
      })),
    );
    for (let i = 0; i < expenses.length; i += 300) await db.insert(employeeExpenses).values(expenses.slice(i, i + 300));
    await db.insert(advancePayments).values(
      reports
        .filter((_, i) => i % 10 === 0)
        .map((r) => ({
          id: newId(),
          organizationId,
          userId,
          currencyId: currency.id,
          exchangeRate: '1',
          rcyExchangeRate: '1',
          amount: '5',
          bcyAmount: '5',
          rcyAmount: '5',
          date: '2024-05-01',
          status: 'approved' as const,
          reportId: r.id,
          createdById: userId,
        })),
    );
    const headers = { authorization: `Svc-oauthtoken ${client.token}`, 'X-com-svc-expense-organizationid': organizationId };
    const url = new URL('/expense/v1/expensereports?per_page=200', platform.url);
    const timer = setInterval(sample, 20);
    const times: number[] = [];
    try {
      const warm = await fetch(url, { headers });
      const body = (await warm.json()) as { expense_reports: unknown[] };
      if (warm.status !== 200 || body.expense_reports.length !== Math.min(200, REPORTS)) throw new Error(`unexpected answer ${warm.status}`);
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        times.push(performance.now() - start);
      }
    } finally {
      clearInterval(timer);
    }
    sample();
    times.sort((a, b) => a - b);
    return { database, median: times[Math.floor(times.length / 2)], min: times[0], max: times[times.length - 1], rss: peakRss / 1024 / 1024 };
  } finally {
    await platform.stop();
  }
}

const rows = [];
for (const database of DATABASES) rows.push(await run(database));
console.log(`\nGET /expense/v1/expensereports?per_page=200 (${REPORTS} reports × 3 expenses, ${REQUESTS} requests after one warm-up)\n`);
console.log('| database | median ms | min ms | max ms | peak RSS MiB |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.database} | ${r.median.toFixed(0)} | ${r.min.toFixed(0)} | ${r.max.toFixed(0)} | ${r.rss.toFixed(0)} |`);
process.exit(0);
