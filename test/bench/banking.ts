/**
 * Categorizing 10,000 imported bank transactions through 50 bank rules.
 *
 *   npx tsx test/bench/banking.ts [--database pglite|postgres] [--rows 10000] [--rules 50]
 *
 * Seeds an organization with a bank account and 50 auto-categorizing rules (payee, description,
 * reference and amount criteria, and/or), then imports one CSV statement of 10,000 rows through
 * `POST /books/v3/bankstatements` (multipart). It reports the wall time of the import, how many
 * rows the rules categorized, and how many SQL statements the import sent: set-based, the count
 * stays in the tens, not one per row.
 */
import { parseArgs } from 'node:util';
import { trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { startPlatform } from '../helpers/platform.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', multiple: true },
    rows: { type: 'string', default: '10000' },
    rules: { type: 'string', default: '50' },
  },
});
const ROWS = Number(args.rows);
const RULES = Number(args.rules);
const DATABASES = (args.database ?? ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
const B = '/books/v3';

interface Result {
  database: string;
  rows: number;
  rules: number;
  seconds: number;
  categorized: number;
  suggested: number;
  statements: number;
  balanced: boolean;
  rssMb: number;
}

async function run(database: 'pglite' | 'postgres'): Promise<Result> {
  if (database === 'postgres') process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  else delete process.env.TEST_DATABASE_URL;
  const platform = await startPlatform({ separate: true });
  try {
    const { client, organizationId } = await platform.tenant();
    const bank = (await client.post(`${B}/bankaccounts`, { account_name: 'Operating' })).body.bankaccount;
    const chart = (await client.get(`${B}/chartofaccounts`)).body.chartofaccounts as { account_id: string; account_type: string }[];
    const expenses = chart.filter((a) => a.account_type === 'expense').map((a) => a.account_id);
    const incomes = chart.filter((a) => a.account_type === 'income').map((a) => a.account_id);
    for (let i = 0; i < RULES; i++) {
      const deposit = i % 5 === 4;
      const res = await client.post(`${B}/bankaccounts/rules`, {
        rule_name: `Rule ${i}`,
        rule_category: 'all_banks',
        apply_to: deposit ? 'deposits' : 'withdrawals',
        criteria_type: i % 2 ? 'or' : 'and',
        criterion: [
          { field: 'payee', comparator: i % 3 === 0 ? 'starts_with' : 'contains', value: `vendor${i}` },
          { field: i % 2 ? 'reference_number' : 'amount', comparator: i % 2 ? 'ends_with' : 'less_than', value: i % 2 ? `-R${i}` : '100000' },
        ],
        record_as: deposit ? 'sales_without_invoices' : 'expense',
        account_id: deposit ? incomes[i % incomes.length] : expenses[i % expenses.length],
        auto_categorize: i % 10 !== 9,
      });
      if (res.status !== 201) throw new Error(`rule ${i}: ${JSON.stringify(res.body)}`);
    }
    // Rows cycle through the rules' payees and a payee no rule knows.
    const lines = ['date,payee,description,reference_number,amount'];
    for (let i = 0; i < ROWS; i++) {
      const rule = i % (RULES + 10);
      const payee = rule < RULES ? `Vendor${rule} Ltd` : `Someone ${i}`;
      const deposit = rule < RULES ? rule % 5 === 4 : i % 2 === 0;
      const day = String((i % 28) + 1).padStart(2, '0');
      lines.push(`2024-05-${day},${payee},Row ${i},REF-${i}-R${rule},${deposit ? '' : '-'}${(i % 997) + 1}.${String(i % 100).padStart(2, '0')}`);
    }
    const form = new FormData();
    form.append('account_id', bank.account_id);
    form.append('statement', new Blob([lines.join('\n')]), 'may.csv');
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const { value: res, sql } = await platform.statementsDuring(() =>
      fetch(new URL(`${B}/bankstatements?organization_id=${organizationId}`, platform.url), {
        method: 'POST',
        headers: { authorization: `Svc-oauthtoken ${client.token}` },
        body: form,
      }),
    );
    const body = (await res.json()) as { statement: { categorized_count: number; suggested_count: number; transactions_count: number } };
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const sent = sql.length;
    if (res.status !== 201 || body.statement.transactions_count !== ROWS) throw new Error(`import failed: ${res.status} ${JSON.stringify(body)}`);
    const trial = await trialBalance(platform.database.db, organizationId);
    return {
      database,
      rows: ROWS,
      rules: RULES,
      seconds,
      categorized: body.statement.categorized_count,
      suggested: body.statement.suggested_count,
      statements: sent,
      balanced: trial.balanced,
      rssMb: Math.round(peak / 1024 / 1024),
    };
  } finally {
    await platform.stop();
  }
}

const results: Result[] = [];
for (const database of DATABASES) results.push(await run(database));
console.log('\n| database | rows | rules | import + categorize (s) | categorized | suggested | SQL statements | trial balance | peak RSS (MB) |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.database} | ${r.rows} | ${r.rules} | ${r.seconds.toFixed(2)} | ${r.categorized} | ${r.suggested} | ${r.statements} | ${r.balanced ? 'balanced' : 'UNBALANCED'} | ${r.rssMb} |`,
  );
}
// A benchmark whose ledger no longer balances measured something broken: fail the run.
process.exit(results.every((r) => r.balanced) ? 0 : 1);
