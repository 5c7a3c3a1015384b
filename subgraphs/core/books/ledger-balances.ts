/**
 * Stored balances (core.ledger_balances): per account, month and basis, the sums of the
 * base-currency debits and credits of the journal lines. The ledger (ledger.ts) adds the lines
 * it writes in the same transaction, and lines are never changed or deleted (a correction is a
 * reversing entry, which adds its own lines), so a row always equals the sum of its lines,
 * through posts, reposts, voids and deletions alike. A balance at a date then reads one row per
 * account and month plus the lines of that date's month before it, never the whole history.
 *
 *   await addToBalances(tx, lines);                                   // ledger.ts, after inserting lines
 *   await balancesBefore(db, org, { accountIds, bases, before: '2024-05-17' });
 *   await checkLedgerBalances(db);                                    // [] when every row equals its lines
 */
import { type SQL, inArray, lt, gte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { type LedgerBasis, journalLines, ledgerBalances } from '../../../drizzle/tables/core/ledger.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { anyId } from '../request/scoped.ts';
import { dec } from '../values/money.ts';

/** What a line adds to its balance row. */
export interface BalanceLine {
  organizationId: string;
  accountId: string;
  date: string;
  basis: LedgerBasis;
  bcyDebit: string;
  bcyCredit: string;
}

/** The first day of the month of a yyyy-mm-dd date: the period a line is summed in. */
export function periodOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The day after a yyyy-mm-dd date. */
export function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Adds freshly inserted lines to their balance rows: one upsert whatever their number. The rows
 * are written in key order, so two postings touching the same accounts lock them in the same
 * order and queue up rather than deadlock.
 */
export async function addToBalances(tx: Tx, lines: BalanceLine[]): Promise<void> {
  const sums = new Map<string, typeof ledgerBalances.$inferInsert>();
  for (const line of lines) {
    const period = periodOf(line.date);
    const key = [line.organizationId, line.accountId, period, line.basis].join(' ');
    const row = sums.get(key) ?? {
      organizationId: line.organizationId,
      accountId: line.accountId,
      period,
      basis: line.basis,
      bcyDebit: '0',
      bcyCredit: '0',
      lineCount: 0,
    };
    row.bcyDebit = dec(row.bcyDebit).plus(line.bcyDebit).toFixed();
    row.bcyCredit = dec(row.bcyCredit).plus(line.bcyCredit).toFixed();
    row.lineCount = (row.lineCount ?? 0) + 1;
    sums.set(key, row);
  }
  if (!sums.size) return;
  const rows = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  await tx
    .insert(ledgerBalances)
    .values(rows)
    .onConflictDoUpdate({
      target: [ledgerBalances.organizationId, ledgerBalances.accountId, ledgerBalances.period, ledgerBalances.basis],
      set: {
        bcyDebit: sql`${ledgerBalances.bcyDebit} + excluded.bcy_debit`,
        bcyCredit: sql`${ledgerBalances.bcyCredit} + excluded.bcy_credit`,
        lineCount: sql`${ledgerBalances.lineCount} + excluded.line_count`,
      },
    });
}

/** Base-currency sums of one account's lines (debit − credit is the balance). */
export interface StoredBalance {
  accountId: string;
  debit: string;
  credit: string;
  /** Lines summed: 0 when the account has none in the scope. */
  lines: number;
}

export interface BalanceScope {
  /** Every account of the organization when left out. */
  accountIds?: readonly string[];
  bases: readonly LedgerBasis[];
  /** Only lines dated before this yyyy-mm-dd day; all lines when left out. */
  before?: string;
}

/**
 * Per account with lines in the scope: the sums of its lines dated before `before`. The whole
 * months come from the stored rows, the days of `before`'s month before it from the lines
 * (the register index reads that range): a constant number of rows per account whatever the
 * size of the books. One statement.
 */
export async function balancesBefore(db: Executor, organizationId: string, scope: BalanceScope): Promise<StoredBalance[]> {
  if (scope.accountIds && !scope.accountIds.length) return [];
  const stored = db
    .select({
      accountId: ledgerBalances.accountId,
      debit: sql<string>`${ledgerBalances.bcyDebit}`.as('debit'),
      credit: sql<string>`${ledgerBalances.bcyCredit}`.as('credit'),
      lines: sql<number>`${ledgerBalances.lineCount}`.as('lines'),
    })
    .from(ledgerBalances)
    .where(
      inOrg(
        ledgerBalances,
        organizationId,
        scope.accountIds ? anyId(ledgerBalances.accountId, [...scope.accountIds]) : undefined,
        inArray(ledgerBalances.basis, [...scope.bases]),
        scope.before ? lt(ledgerBalances.period, periodOf(scope.before)) : undefined,
      ),
    );
  const parts: SQL[] = [sql`${stored}`];
  if (scope.before && periodOf(scope.before) !== scope.before) {
    const monthSoFar = db
      .select({
        accountId: journalLines.accountId,
        debit: sql<string>`${journalLines.bcyDebit}`.as('debit'),
        credit: sql<string>`${journalLines.bcyCredit}`.as('credit'),
        lines: sql<number>`1`.as('lines'),
      })
      .from(journalLines)
      .where(
        inOrg(
          journalLines,
          organizationId,
          scope.accountIds ? anyId(journalLines.accountId, [...scope.accountIds]) : undefined,
          inArray(journalLines.basis, [...scope.bases]),
          gte(journalLines.date, periodOf(scope.before)),
          lt(journalLines.date, scope.before),
        ),
      );
    parts.push(sql`${monthSoFar}`);
  }
  const rows = await db.execute<{ account_id: string | number; debit: string; credit: string; lines: string | number }>(
    sql`select account_id, sum(debit) as debit, sum(credit) as credit, sum(lines) as lines
        from (${sql.join(parts, sql` union all `)}) b group by account_id order by account_id`,
  );
  return rowsOf<{ account_id: string | number; debit: string; credit: string; lines: string | number }>(rows).map((r) => ({
    accountId: String(r.account_id),
    debit: dec(r.debit).toFixed(),
    credit: dec(r.credit).toFixed(),
    lines: Number(r.lines),
  }));
}

/** A balance row that differs from the sum of its lines. */
export interface BalanceDifference {
  organizationId: string;
  accountId: string;
  period: string;
  basis: string;
  storedDebit: string | null;
  storedCredit: string | null;
  storedLines: number | null;
  lineDebit: string | null;
  lineCredit: string | null;
  lines: number | null;
}

/**
 * Every stored balance row that differs from the sum of its lines (or a month of lines without
 * its row, or a row without lines), of one organization or of all: what the nightly check and
 * the tests expect to be empty. Reads the whole ledger: a check, not a report.
 */
export async function checkLedgerBalances(db: Executor, organizationId?: string): Promise<BalanceDifference[]> {
  const ofLines = organizationId ? sql`where organization_id = ${organizationId}` : sql``;
  const ofRows = organizationId ? sql`where organization_id = ${organizationId}` : sql``;
  const rows = await db.execute<Record<string, string | number | null>>(sql`
    with summed as (
      select organization_id, account_id, date_trunc('month', date)::date as period, basis,
             sum(bcy_debit) as debit, sum(bcy_credit) as credit, count(*) as lines
        from ${journalLines} ${ofLines}
       group by 1, 2, 3, 4
    ), stored as (select * from ${ledgerBalances} ${ofRows})
    select coalesce(s.organization_id, l.organization_id) as organization_id, coalesce(s.account_id, l.account_id) as account_id,
           coalesce(s.period, l.period)::text as period, coalesce(s.basis, l.basis) as basis,
           s.bcy_debit as stored_debit, s.bcy_credit as stored_credit, s.line_count as stored_lines,
           l.debit as line_debit, l.credit as line_credit, l.lines as lines
      from stored s full join summed l
        on l.organization_id = s.organization_id and l.account_id = s.account_id and l.period = s.period and l.basis = s.basis
     where s.organization_id is null or l.organization_id is null
        or s.bcy_debit <> l.debit or s.bcy_credit <> l.credit or s.line_count <> l.lines
     order by 1, 2, 3, 4`);
  const text = (v: string | number | null) => (v === null ? null : String(v));
  const number = (v: string | number | null) => (v === null ? null : Number(v));
  return rowsOf<Record<string, string | number | null>>(rows).map((r) => ({
    organizationId: String(r.organization_id),
    accountId: String(r.account_id),
    period: String(r.period),
    basis: String(r.basis),
    storedDebit: text(r.stored_debit),
    storedCredit: text(r.stored_credit),
    storedLines: number(r.stored_lines),
    lineDebit: text(r.line_debit),
    lineCredit: text(r.line_credit),
    lines: number(r.lines),
  }));
}

/**
 * Rewrites the stored balances of one organization (or all) from its lines: the migration's
 * backfill as a function, for lines written by bulk SQL (the scale benchmark's growth).
 */
export async function rebuildLedgerBalances(tx: Tx, organizationId?: string): Promise<void> {
  const of = organizationId ? sql`where organization_id = ${organizationId}` : sql``;
  await tx.execute(sql`delete from ${ledgerBalances} ${of}`);
  await tx.execute(sql`
    insert into ${ledgerBalances} (organization_id, account_id, period, basis, bcy_debit, bcy_credit, line_count)
    select organization_id, account_id, date_trunc('month', date)::date, basis, sum(bcy_debit), sum(bcy_credit), count(*)
      from ${journalLines} ${of}
     group by 1, 2, 3, 4`);
}

/** The rows of `execute`, which node-postgres and PGlite return in different wrappers. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
