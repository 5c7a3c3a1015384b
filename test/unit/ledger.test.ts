import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../drizzle/client.ts';
import { accounts, journalEntries, journalLines, ledgerBalances } from '../../drizzle/tables/core/ledger.ts';
import { checkLedgerBalances, rebuildLedgerBalances } from '../../subgraphs/core/books/ledger-balances.ts';
import { currencies, organizations } from '../../drizzle/tables/core/organizations.ts';
import { createDefaultChart } from '../../subgraphs/core/books/chart.ts';
import { deleteAccount, findAccounts, setAccountActive } from '../../subgraphs/core/books/chart-store.ts';
import { KontorError } from '../../subgraphs/core/values/errors.ts';
import { newId } from '../../subgraphs/core/values/ids.ts';
import {
  type Posting,
  type PostingLine,
  accountBalances,
  currentEntries,
  post,
  postMany,
  repost,
  reverse,
  trialBalance,
} from '../../subgraphs/core/books/ledger.ts';
import { core } from '../../subgraphs/core/index.ts';
import { installModules } from '../../subgraphs/core/platform/modules.ts';
import { workerDatabase } from '../helpers/platform.ts';

let database: Database;
beforeAll(async () => {
  database = await workerDatabase();
  // The ledger's check on account deletes is core's contribution, installed as a started platform does.
  installModules([core]);
});

interface Books {
  organizationId: string;
  usd: string;
  eur: string;
  account: (name: string) => string;
}

/** An organization with its base currency (USD, 2 places), EUR and the default chart, written straight to the tables. */
async function books(pricePrecision = 2): Promise<Books> {
  const organizationId = newId();
  const usd = newId();
  const eur = newId();
  await database.db.transaction(async (tx) => {
    await tx.insert(currencies).values([
      {
        id: usd,
        organizationId,
        currencyCode: 'USD',
        currencyName: 'US Dollar',
        currencySymbol: '$',
        pricePrecision,
        currencyFormat: '1,234,567.89',
        isBaseCurrency: true,
      },
      {
        id: eur,
        organizationId,
        currencyCode: 'EUR',
        currencyName: 'Euro',
        currencySymbol: '€',
        pricePrecision: 2,
        currencyFormat: '1,234,567.89',
        exchangeRate: '1.1',
      },
    ]);
    await tx.insert(organizations).values({
      id: organizationId,
      name: 'Ledger Ltd',
      timeZone: 'UTC',
      languageCode: 'en',
      dateFormat: 'yyyy-MM-dd',
      fieldSeparator: '-',
      fiscalYearStartMonth: 1,
      edition: 'US',
      currencyId: usd,
      pricePrecision,
    });
    await createDefaultChart(tx, organizationId, usd);
  });
  const chart = await findAccounts(database.db, organizationId, {
    systemKeys: ['accounts_receivable', 'general_income', 'tax_payable', 'petty_cash', 'rounding', 'bank_charges', 'exchange_gain_loss'],
  });
  const byKey = new Map(chart.map((a) => [a.systemKey!, a.id]));
  return { organizationId, usd, eur, account: (key) => byKey.get(key)! };
}

const line = (accountId: string, side: 'debit' | 'credit', amount: string, currencyId: string, exchangeRate = '1'): PostingLine => ({
  accountId,
  [side]: amount,
  currencyId,
  exchangeRate,
});

function invoice(b: Books, sourceId: string, lines: PostingLine[], date = '2024-05-01'): Posting {
  return { organizationId: b.organizationId, date, sourceType: 'invoice', sourceId, sourceNumber: `INV-${sourceId.slice(-4)}`, lines };
}

/** A sale of 100 + 18 tax, in the base currency. */
function sale(b: Books, amount = '100', tax = '18'): PostingLine[] {
  const total = (Number(amount) + Number(tax)).toFixed(2);
  return [
    line(b.account('accounts_receivable'), 'debit', total, b.usd),
    line(b.account('general_income'), 'credit', amount, b.usd),
    line(b.account('tax_payable'), 'credit', tax, b.usd),
  ];
}

async function lineCount(organizationId: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(journalLines).where(eq(journalLines.organizationId, organizationId));
  return Number(row.n);
}

async function refusal(promise: Promise<unknown>): Promise<KontorError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(KontorError);
  return error as KontorError;
}

describe(`the general ledger on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('posts a balanced entry in the caller transaction', async () => {
    const b = await books();
    const id = newId();
    const journalId = await database.db.transaction((tx) => post(tx, invoice(b, id, sale(b))));
    const [entry] = await currentEntries(database.db, b.organizationId, [{ sourceType: 'invoice', sourceId: id }]);
    expect(entry).toMatchObject({ journalId, sourceType: 'invoice', sourceId: id, date: '2024-05-01', basis: 'both' });
    expect(entry.lines.map((l) => [l.accountId, l.bcyDebit, l.bcyCredit])).toEqual([
      [b.account('accounts_receivable'), '118', '0'],
      [b.account('general_income'), '0', '100'],
      [b.account('tax_payable'), '0', '18'],
    ]);
    const trial = await trialBalance(database.db, b.organizationId);
    expect(trial).toMatchObject({ debit: '118', credit: '118', balanced: true });
    const balances = await accountBalances(database.db, b.organizationId, [b.account('general_income'), b.account('petty_cash')]);
    expect(balances.get(b.account('general_income'))).toEqual({ accountId: b.account('general_income'), debit: '0', credit: '100', balance: '-100' });
    expect(balances.get(b.account('petty_cash'))).toMatchObject({ balance: '0' });
  });

  it('commits nothing when the caller transaction rolls back', async () => {
    const b = await books();
    await expect(
      database.db.transaction(async (tx) => {
        await post(tx, invoice(b, newId(), sale(b)));
        throw new Error('the document failed after posting');
      }),
    ).rejects.toThrow('the document failed');
    expect(await lineCount(b.organizationId)).toBe(0);
  });

  it('refuses an unbalanced entry with a typed error and writes nothing', async () => {
    const b = await books();
    const lines = [
      line(b.account('accounts_receivable'), 'debit', '118.00', b.usd),
      line(b.account('general_income'), 'credit', '100', b.usd),
      line(b.account('tax_payable'), 'credit', '17.99', b.usd),
    ];
    const error = await refusal(database.db.transaction((tx) => post(tx, invoice(b, '900000001', lines))));
    expect(error.extensions).toMatchObject({ code: 'UNBALANCED_ENTRY', errorCode: 1030, debit: '118.00', credit: '117.99' });
    expect(error.message).toBe('The journal entry of invoice INV-0001 does not balance: debits 118.00 and credits 117.99 in the base currency differ by 0.01.');
    expect(await lineCount(b.organizationId)).toBe(0);
  });

  it('converts each line with its exchange rate and rounds it to the price precision before balancing', async () => {
    const b = await books();
    // 3 × 3.335 EUR at 1.1: each line is 3.6685 → 3.67 USD; the debit 10.005 EUR is 11.0055 → 11.01 USD = 3 × 3.67.
    const eurLines = [
      line(b.account('accounts_receivable'), 'debit', '10.005', b.eur, '1.1'),
      ...Array.from({ length: 3 }, () => line(b.account('general_income'), 'credit', '3.335', b.eur, '1.1')),
    ];
    const id = newId();
    await database.db.transaction((tx) => post(tx, invoice(b, id, eurLines)));
    const [entry] = await currentEntries(database.db, b.organizationId, [{ sourceType: 'invoice', sourceId: id }]);
    expect(entry.lines.map((l) => [l.debit, l.credit, l.bcyDebit, l.bcyCredit, l.exchangeRate])).toEqual([
      ['10.005', '0', '11.01', '0', '1.1'],
      ['0', '3.335', '0', '3.67', '1.1'],
      ['0', '3.335', '0', '3.67', '1.1'],
      ['0', '3.335', '0', '3.67', '1.1'],
    ]);
    // A leftover cent from conversion is refused until the posting rule books it to the rounding account.
    const uneven = [
      line(b.account('accounts_receivable'), 'debit', '10', b.eur, '1.1'),
      line(b.account('general_income'), 'credit', '3.3333', b.eur, '1.1'),
      line(b.account('general_income'), 'credit', '3.3333', b.eur, '1.1'),
      line(b.account('general_income'), 'credit', '3.3334', b.eur, '1.1'),
    ];
    const cent = await refusal(database.db.transaction((tx) => post(tx, invoice(b, '900000003', uneven))));
    expect(cent.message).toContain('debits 11.00 and credits 11.01 in the base currency differ by 0.01');
    await database.db.transaction((tx) => post(tx, invoice(b, newId(), [...uneven, line(b.account('rounding'), 'debit', '0.01', b.usd)])));
    expect((await trialBalance(database.db, b.organizationId)).balanced).toBe(true);
  });

  it('rounds to a precision of 0 and of 3', async () => {
    for (const [precision, amount, expected] of [
      [0, '10.5', '12'],
      [3, '10.0005', '11.001'],
    ] as const) {
      const b = await books(precision);
      const id = newId();
      await database.db.transaction((tx) =>
        post(
          tx,
          invoice(b, id, [
            line(b.account('accounts_receivable'), 'debit', amount, b.eur, '1.1'),
            line(b.account('general_income'), 'credit', amount, b.eur, '1.1'),
          ]),
        ),
      );
      const [entry] = await currentEntries(database.db, b.organizationId, [{ sourceType: 'invoice', sourceId: id }]);
      expect(entry.lines[0].bcyDebit).toBe(expected);
    }
  });

  it('refuses malformed lines, accounts and currencies of another organization', async () => {
    const b = await books();
    const other = await books();
    const attempt = (lines: PostingLine[]) => refusal(database.db.transaction((tx) => post(tx, invoice(b, newId(), lines))));
    const ar = b.account('accounts_receivable');
    const income = b.account('general_income');
    expect(
      (await attempt([{ accountId: ar, debit: '1', credit: '1', currencyId: b.usd, exchangeRate: '1' }, line(income, 'credit', '0', b.usd)])).message,
    ).toBe('Invalid value passed for lines[0]: must have either a debit or a credit amount.');
    expect((await attempt([line(ar, 'debit', '-5', b.usd), line(income, 'credit', '-5', b.usd)])).message).toBe(
      'Invalid value passed for lines[0].debit: must not be negative (post it on the other side).',
    );
    expect((await attempt([line(ar, 'debit', 'ten', b.usd), line(income, 'credit', '10', b.usd)])).message).toBe(
      'Invalid value passed for lines[0].debit: must be a decimal number.',
    );
    expect((await attempt([line(ar, 'debit', '5', b.usd, '0'), line(income, 'credit', '5', b.usd)])).message).toBe(
      'Invalid value passed for lines[0].exchangeRate: must be greater than 0.',
    );
    expect((await attempt([line(ar, 'debit', '5', b.usd), line(other.account('general_income'), 'credit', '5', b.usd)])).message).toBe(
      'Invalid value passed for lines[1].accountId: is not an account of the organization.',
    );
    expect((await attempt([line(ar, 'debit', '5', b.usd), line(income, 'credit', '5', other.usd)])).message).toBe(
      'Invalid value passed for lines[1].currencyId: is not a currency of the organization.',
    );
    expect((await attempt([])).message).toBe('Invalid value passed for lines: a journal entry needs at least one line.');
    expect(await lineCount(b.organizationId)).toBe(0);
  });

  it('reverses everything posted for a document, once, leaving every account at zero', async () => {
    const b = await books();
    const id = newId();
    const source = { organizationId: b.organizationId, sourceType: 'invoice', sourceId: id };
    const original = await database.db.transaction((tx) => post(tx, invoice(b, id, sale(b))));
    const reversals = await database.db.transaction((tx) => reverse(tx, source));
    expect(reversals).toHaveLength(1);
    const [reversal] = await database.db.select().from(journalEntries).where(eq(journalEntries.id, reversals[0]));
    expect(reversal).toMatchObject({
      reversesJournalId: original,
      date: '2024-05-01',
      sourceType: 'invoice',
      sourceId: id,
      sourceNumber: `INV-${id.slice(-4)}`,
    });
    const lines = await database.db.select().from(journalLines).where(eq(journalLines.journalId, reversals[0])).orderBy(journalLines.lineOrder);
    expect(lines.map((l) => [l.accountId, l.bcyDebit, l.bcyCredit])).toEqual([
      [b.account('accounts_receivable'), '0', '118'],
      [b.account('general_income'), '100', '0'],
      [b.account('tax_payable'), '18', '0'],
    ]);
    expect(await currentEntries(database.db, b.organizationId, [source])).toEqual([]);
    // Nothing is current any more: a second reversal writes nothing.
    expect(await database.db.transaction((tx) => reverse(tx, source))).toEqual([]);
    const trial = await trialBalance(database.db, b.organizationId);
    expect(trial).toMatchObject({ debit: '236', credit: '236', balanced: true });
    expect(trial.accounts.every((a) => a.balance === '0')).toBe(true);
    // The original is still there, unchanged: history is an audit trail.
    expect(await lineCount(b.organizationId)).toBe(6);
  });

  it('dates a reversal as asked', async () => {
    const b = await books();
    const id = newId();
    const source = { organizationId: b.organizationId, sourceType: 'invoice', sourceId: id };
    await database.db.transaction((tx) => post(tx, invoice(b, id, sale(b), '2024-01-31')));
    await database.db.transaction((tx) => reverse(tx, source, { date: '2024-02-15' }));
    expect((await trialBalance(database.db, b.organizationId, '2024-01-31')).accounts.find((a) => a.accountId === b.account('general_income'))?.balance).toBe(
      '-100',
    );
    expect((await trialBalance(database.db, b.organizationId, '2024-02-29')).accounts.every((a) => a.balance === '0')).toBe(true);
  });

  it('reposts only when the lines differ', async () => {
    const b = await books();
    const id = newId();
    const source = { organizationId: b.organizationId, sourceType: 'invoice', sourceId: id };
    const first = await database.db.transaction((tx) => post(tx, invoice(b, id, sale(b))));
    const { organizationId: _o, sourceType: _t, sourceId: _s, ...posting } = invoice(b, id, sale(b));
    // Same lines in another order and spelling: nothing is written.
    const same = await database.db.transaction((tx) => repost(tx, source, { ...posting, lines: [...sale(b, '100.00', '18.0')].reverse() }));
    expect(same).toBe(first);
    expect(await lineCount(b.organizationId)).toBe(3);
    // Edited: reversed and posted again.
    const edited = await database.db.transaction((tx) => repost(tx, source, { ...posting, lines: sale(b, '200', '36') }));
    expect(edited).not.toBe(first);
    expect(await lineCount(b.organizationId)).toBe(9);
    const [current] = await currentEntries(database.db, b.organizationId, [source]);
    expect(current.journalId).toBe(edited);
    expect((await accountBalances(database.db, b.organizationId, [b.account('general_income')])).get(b.account('general_income'))?.balance).toBe('-200');
    // Another date alone is a change too.
    const moved = await database.db.transaction((tx) => repost(tx, source, { ...posting, date: '2024-06-01', lines: sale(b, '200', '36') }));
    expect(moved).not.toBe(edited);
    // No lines: only the reversal.
    expect(await database.db.transaction((tx) => repost(tx, source, { ...posting, lines: [] }))).toBeNull();
    const trial = await trialBalance(database.db, b.organizationId);
    expect(trial.balanced).toBe(true);
    expect(trial.accounts.every((a) => a.balance === '0')).toBe(true);
    // A document posted again after its reversal starts afresh.
    const again = await database.db.transaction((tx) => repost(tx, source, posting));
    expect((await currentEntries(database.db, b.organizationId, [source])).map((e) => e.journalId)).toEqual([again]);
    // An unbalanced edit is refused and leaves the current entry as it was.
    await refusal(database.db.transaction((tx) => repost(tx, source, { ...posting, lines: [line(b.account('accounts_receivable'), 'debit', '5', b.usd)] })));
    expect((await currentEntries(database.db, b.organizationId, [source])).map((e) => e.journalId)).toEqual([again]);
  });

  it('keeps the reversal single when two transactions correct one document at once', async () => {
    const b = await books();
    const id = newId();
    const source = { organizationId: b.organizationId, sourceType: 'invoice', sourceId: id };
    await database.db.transaction((tx) => post(tx, invoice(b, id, sale(b))));
    const results = await Promise.all([database.db.transaction((tx) => reverse(tx, source)), database.db.transaction((tx) => reverse(tx, source))]);
    expect(results.map((r) => r.length).sort()).toEqual([0, 1]);
    expect((await trialBalance(database.db, b.organizationId)).accounts.every((a) => a.balance === '0')).toBe(true);
  });

  it('posts many documents in one go', async () => {
    const b = await books();
    const postings = Array.from({ length: 20 }, (_, i) => invoice(b, newId(), sale(b, String(10 + i), '1')));
    const ids = await database.db.transaction((tx) => postMany(tx, b.organizationId, postings));
    expect(new Set(ids).size).toBe(20);
    expect(await lineCount(b.organizationId)).toBe(60);
    expect((await trialBalance(database.db, b.organizationId)).balanced).toBe(true);
  });

  it('keeps an account with journal lines from being deleted, not from retiring', async () => {
    const b = await books();
    const [office] = await database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.organizationId, b.organizationId), eq(accounts.accountName, 'Office Supplies')));
    await database.db.transaction((tx) =>
      post(tx, {
        organizationId: b.organizationId,
        date: '2024-05-01',
        sourceType: 'manual_journal',
        sourceId: newId(),
        sourceNumber: 'MJ-000001',
        lines: [line(office.id, 'debit', '5', b.usd), line(b.account('petty_cash'), 'credit', '5', b.usd)],
      }),
    );
    const error = await refusal(deleteAccount(database.db, b.organizationId, office.id));
    expect(error.extensions.code).toBe('IN_USE');
    expect(error.message).toBe('The account "Office Supplies" cannot be deleted: it is posted to in the general ledger (manual journal MJ-000001).');
    expect((await setAccountActive(database.db, b.organizationId, office.id, false, new Date())).isActive).toBe(false);
  });

  it('keeps the stored balances equal to the sums of the lines through posts, edits, voids and deletions', async () => {
    const b = await books();
    const [first, second, third, fourth] = [newId(), newId(), newId(), newId()];
    await database.db.transaction(async (tx) => {
      await post(tx, invoice(b, first, sale(b), '2024-01-31'));
      await post(tx, invoice(b, second, sale(b, '40', '7.20'), '2024-02-01'));
      await postMany(tx, b.organizationId, [
        invoice(
          b,
          third,
          [line(b.account('accounts_receivable'), 'debit', '10', b.eur, '1.1'), line(b.account('general_income'), 'credit', '11', b.usd)],
          '2024-02-15',
        ),
        { ...invoice(b, fourth, sale(b, '5', '0'), '2024-03-10'), basis: 'cash' },
      ]);
    });
    await database.db.transaction(async (tx) => {
      // An edit moving the document to another month, a void dated later, a deletion.
      await repost(tx, { organizationId: b.organizationId, sourceType: 'invoice', sourceId: first }, { date: '2024-03-05', lines: sale(b, '120', '21.60') });
      await reverse(tx, { organizationId: b.organizationId, sourceType: 'invoice', sourceId: second }, { date: '2024-04-02' });
      await repost(tx, { organizationId: b.organizationId, sourceType: 'invoice', sourceId: third }, { date: '2024-02-15', lines: [] });
    });
    expect(await checkLedgerBalances(database.db, b.organizationId)).toEqual([]);

    // Mid-month balances: the stored months plus the lines of the month so far.
    const receivable = b.account('accounts_receivable');
    expect((await accountBalances(database.db, b.organizationId, [receivable])).get(receivable)!.balance).toBe('141.6');
    const march = await trialBalance(database.db, b.organizationId, '2024-03-04');
    expect(march.accounts.find((a) => a.accountId === receivable)).toEqual({ accountId: receivable, debit: '176.2', credit: '129', balance: '47.2' });
    expect(march.balanced).toBe(true);
    expect((await trialBalance(database.db, b.organizationId, '2024-03-31', 'cash')).accounts.find((a) => a.accountId === receivable)!.balance).toBe('193.8');

    // A row changed behind the ledger's back is found, and rebuilt from the lines.
    await database.db
      .update(ledgerBalances)
      .set({ bcyDebit: '1' })
      .where(and(eq(ledgerBalances.organizationId, b.organizationId), eq(ledgerBalances.accountId, receivable), eq(ledgerBalances.period, '2024-01-01')));
    expect(await checkLedgerBalances(database.db, b.organizationId)).toMatchObject([
      { accountId: receivable, period: '2024-01-01', storedDebit: '1', lineDebit: '118' },
    ]);
    await database.db.transaction((tx) => rebuildLedgerBalances(tx, b.organizationId));
    expect(await checkLedgerBalances(database.db, b.organizationId)).toEqual([]);
  });
});
