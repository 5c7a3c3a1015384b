import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { columnsRead, expectEachFieldAlone, columnsSelected } from '../helpers/selection.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const B = '/books/v3';

async function setup() {
  const { client, organizationId } = await platform.tenant();
  const make = async (body: Record<string, unknown>) => (await client.post(`${B}/bankaccounts`, body)).body.bankaccount;
  const bank = await make({ account_name: 'Checking', account_type: 'bank' });
  const savings = await make({ account_name: 'Savings', account_type: 'bank' });
  const card = await make({ account_name: 'Visa', account_type: 'credit_card' });
  const chart = new Map<string, string>((await client.get(`${B}/chartofaccounts`)).body.chartofaccounts.map((a: any) => [a.account_name, a.account_id]));
  const customer = (await client.post(`${B}/contacts`, { contact_name: 'Walk-in', contact_type: 'customer' })).body.contact;
  return { client, organizationId, bank, savings, card, chart, customer };
}

async function upload(client: Client, path: string, field: string, fileName: string, content: string | Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(field, new Blob([content]), fileName);
  const url = new URL(`${path}?organization_id=${client.organizationId}`, client.baseUrl);
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Svc-oauthtoken ${client.token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

async function balance(organizationId: string, accountId: string): Promise<string> {
  return (await accountBalances(platform.database.db, organizationId, [accountId])).get(accountId)!.balance;
}

describe('bank transactions', () => {
  it('categorizes as every record_as kind, posting to the ledger, and uncategorizing reverses', async () => {
    const s = await setup();
    const { client } = s;
    const cases: Array<[account: any, debitOrCredit: string, kind: string, other: Record<string, unknown>, expectedOther: string]> = [
      [s.bank, 'debit', 'expense', { to_account_id: s.chart.get('Office Supplies') }, 'Office Supplies'],
      [s.bank, 'credit', 'deposit', { from_account_id: s.chart.get("Owner's Equity") }, "Owner's Equity"],
      [s.bank, 'debit', 'transfer_fund', { to_account_id: s.savings.account_id }, 'Savings'],
      [s.bank, 'debit', 'card_payment', { to_account_id: s.card.account_id }, 'Visa'],
      [s.bank, 'debit', 'owner_drawings', {}, 'Drawings'],
      [s.bank, 'credit', 'interest_income', {}, 'Interest Income'],
      [s.bank, 'credit', 'other_income', {}, 'Other Income'],
      [s.bank, 'credit', 'sales_without_invoices', { customer_id: s.customer.contact_id }, 'Sales'],
      [s.bank, 'credit', 'expense_refund', { from_account_id: s.chart.get('Office Supplies') }, 'Office Supplies'],
      [s.card, 'credit', 'refund', { from_account_id: s.chart.get('Travel Expense') }, 'Travel Expense'],
      [s.card, 'credit', 'card_payment', { from_account_id: s.bank.account_id }, 'Checking'],
      [s.card, 'debit', 'expense', { to_account_id: s.chart.get('Travel Expense') }, 'Travel Expense'],
    ];
    for (const [account, debitOrCredit, kind, other, expectedOther] of cases) {
      const created = await client.post(`${B}/banktransactions`, {
        account_id: account.account_id,
        date: '2024-07-01',
        amount: 100,
        debit_or_credit: debitOrCredit,
        payee: kind,
      });
      expectOk(created, 201);
      const id = created.body.banktransaction.transaction_id;
      const before = await balance(s.organizationId, account.account_id);
      const res = await client.post(`${B}/banktransactions/${id}/categorize`, { transaction_type: kind, ...other });
      expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(200);
      const t = res.body.banktransaction;
      expect(t).toMatchObject({ status: 'categorized', transaction_type: kind });
      expect(debitOrCredit === 'credit' ? t.from_account_name : t.to_account_name).toBe(expectedOther);
      const after = await balance(s.organizationId, account.account_id);
      expect(Number(after) - Number(before), kind).toBe(debitOrCredit === 'credit' ? 100 : -100);
    }
    expect((await trialBalance(platform.database.db, s.organizationId)).balanced).toBe(true);
    expect(await balance(s.organizationId, s.chart.get('Drawings')!)).toBe('100');
    expect(await balance(s.organizationId, s.chart.get('Sales')!)).toBe('-100');

    // Refused: a kind the account kind does not allow for the direction, a missing or wrong other account.
    const t = (await client.post(`${B}/banktransactions`, { account_id: s.bank.account_id, date: '2024-07-02', amount: 20, debit_or_credit: 'debit' })).body
      .banktransaction;
    const notAllowed = await client.post(`${B}/banktransactions/${t.transaction_id}/categorize`, { transaction_type: 'interest_income' });
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body.message).toContain('interest_income is not allowed for withdrawals of bank accounts');
    const missing = await client.post(`${B}/banktransactions/${t.transaction_id}/categorize`, { transaction_type: 'expense' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('to_account_id');
    const wrongType = await client.post(`${B}/banktransactions/${t.transaction_id}/categorize`, {
      transaction_type: 'card_payment',
      to_account_id: s.savings.account_id,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('credit card');
    const toItself = await client.post(`${B}/banktransactions/${t.transaction_id}/categorize`, {
      transaction_type: 'transfer_fund',
      to_account_id: s.bank.account_id,
    });
    expect(toItself.status).toBe(400);

    // The family's uncategorized path works too; then uncategorize reverses the entry.
    const ok = await client.post(`${B}/banktransactions/uncategorized/${t.transaction_id}/categorize`, {
      transaction_type: 'expense',
      to_account_id: s.chart.get('Rent Expense'),
      reference_number: 'R-1',
    });
    expect(ok.body.banktransaction).toMatchObject({ status: 'categorized', reference_number: 'R-1', to_account_name: 'Rent Expense' });
    expect(await balance(s.organizationId, s.chart.get('Rent Expense')!)).toBe('20');
    const again = await client.post(`${B}/banktransactions/${t.transaction_id}/categorize`, {
      transaction_type: 'expense',
      to_account_id: s.chart.get('Rent Expense'),
    });
    expectFailure(again, 1003);
    const undone = await client.post(`${B}/banktransactions/${t.transaction_id}/uncategorize`);
    expect(undone.body.banktransaction).toMatchObject({ status: 'uncategorized', transaction_type: '', to_account_id: '' });
    expect(await balance(s.organizationId, s.chart.get('Rent Expense')!)).toBe('0');
    expect((await client.post(`${B}/banktransactions/${t.transaction_id}/uncategorize`)).status).toBe(400);
    expect((await trialBalance(platform.database.db, s.organizationId)).balanced).toBe(true);
  });

  it('creates categorized transactions at once, updates (reposting) and deletes (reversing)', async () => {
    const s = await setup();
    const { client } = s;
    const created = await client.post(`${B}/banktransactions`, {
      account_id: s.bank.account_id,
      date: '2024-07-05',
      amount: 250,
      transaction_type: 'transfer_fund',
      from_account_id: s.bank.account_id,
      to_account_id: s.savings.account_id,
      reference_number: 'TR-1',
    });
    expectOk(created, 201);
    const t = created.body.banktransaction;
    expect(t).toMatchObject({
      debit_or_credit: 'debit',
      status: 'categorized',
      from_account_id: s.bank.account_id,
      to_account_id: s.savings.account_id,
      source: 'manual',
      is_reconciled: false,
    });
    expect(await balance(s.organizationId, s.savings.account_id)).toBe('250');
    const updated = await client.put(`${B}/banktransactions/${t.transaction_id}`, { amount: 300, date: '2024-07-06' });
    expect(updated.body.banktransaction).toMatchObject({ amount: 300, date: '2024-07-06' });
    expect(await balance(s.organizationId, s.savings.account_id)).toBe('300');
    const flip = await client.put(`${B}/banktransactions/${t.transaction_id}`, { debit_or_credit: 'credit' });
    expect(flip.status).toBe(400);
    expect((await client.get(`${B}/banktransactions/${t.transaction_id}`)).body.banktransaction.amount).toBe(300);
    expect((await client.delete(`${B}/banktransactions/${t.transaction_id}`)).body).toEqual({ code: 0, message: 'The transaction has been deleted.' });
    expect(await balance(s.organizationId, s.savings.account_id)).toBe('0');
    expectFailure(await client.get(`${B}/banktransactions/${t.transaction_id}`), 1002, 404);

    const bad = await client.post(`${B}/banktransactions`, { account_id: s.bank.account_id, date: '2024-07-05', amount: 0, debit_or_credit: 'debit' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('amount');
    const noDirection = await client.post(`${B}/banktransactions`, { account_id: s.bank.account_id, date: '2024-07-05', amount: 5 });
    expect(noDirection.status).toBe(400);
    expect(noDirection.body.message).toContain('debit_or_credit');
    const notBank = await client.post(`${B}/banktransactions`, { account_id: s.chart.get('Sales'), date: '2024-07-05', amount: 5, debit_or_credit: 'credit' });
    expect(notBank.status).toBe(400);
    expect(notBank.body.message).toContain('account_id');
    const other = await platform.tenant();
    expectFailure(await other.client.get(`${B}/banktransactions/${created.body.banktransaction.transaction_id}`), 1002, 404);
    expect((await trialBalance(platform.database.db, s.organizationId)).balanced).toBe(true);
  });

  it('imports statements as JSON rows (signed or debit_or_credit), CSV and OFX files, applying the rules', async () => {
    const s = await setup();
    const { client } = s;
    await client.post(`${B}/bankaccounts/rules`, {
      rule_name: 'Fees',
      rule_category: 'all_banks',
      apply_to: 'withdrawals',
      criteria_type: 'and',
      criterion: [{ field: 'description', comparator: 'contains', value: 'fee' }],
      record_as: 'expense',
      account_id: s.chart.get('Bank Fees and Charges'),
      auto_categorize: true,
    });
    const json = await client.post(`${B}/bankstatements`, {
      account_id: s.bank.account_id,
      start_date: '2024-08-01',
      end_date: '2024-08-31',
      transactions: [
        { transaction_id: 'T1', date: '2024-08-02', debit_or_credit: 'credit', amount: 1000, payee: 'Client A', reference_number: 'INV-1' },
        { transaction_id: 'T2', date: '2024-08-03', amount: -2.5, description: 'Monthly fee' },
        { date: '2024-08-04', amount: 70, payee: 'Refund' },
      ],
    });
    expectOk(json, 201);
    expect(json.body).toMatchObject({
      code: 0,
      message: 'Your bank statement has been imported.',
      statement: { start_date: '2024-08-01', end_date: '2024-08-31', transactions_count: 3, categorized_count: 1, suggested_count: 0, file_name: '' },
    });
    const imported = (await client.get(`${B}/banktransactions`, { account_id: s.bank.account_id, sort_column: 'date', sort_order: 'A' })).body.banktransactions;
    expect(imported.map((t: any) => [t.date, t.debit_or_credit, t.amount, t.status, t.imported_transaction_id, t.source])).toEqual([
      ['2024-08-02', 'credit', 1000, 'uncategorized', 'T1', 'statement'],
      ['2024-08-03', 'debit', 2.5, 'categorized', 'T2', 'statement'],
      ['2024-08-04', 'credit', 70, 'uncategorized', '', 'statement'],
    ]);
    // The statement a row came from is on the transaction read whole, not in the family's list entry.
    const first = await client.get(`${B}/banktransactions/${imported[0].transaction_id}`);
    expectOk(first);
    expect(first.body.banktransaction).toMatchObject({ imported_transaction_id: 'T1', statement_id: json.body.statement.statement_id });

    const csv = 'Date,Description,Payee,Withdrawal,Deposit,Reference\n2024-08-05,Wire fee,Bank,"1,200.00",,W-1\n2024-08-06,Payment,"Smith, J",,300.10,\n';
    const file = await upload(client, `${B}/bankstatements`, 'statement', 'august.csv', csv, { account_id: s.bank.account_id });
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    expect(file.body.statement).toMatchObject({
      transactions_count: 2,
      categorized_count: 1,
      file_name: 'august.csv',
      start_date: '2024-08-05',
      end_date: '2024-08-06',
    });
    const smith = (await client.get(`${B}/banktransactions`, { search_text: 'smith' })).body.banktransactions;
    expect(smith).toHaveLength(1);
    expect(smith[0]).toMatchObject({ payee: 'Smith, J', amount: 300.1, debit_or_credit: 'credit' });

    const ofx = `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240810120000<TRNAMT>-15.75<FITID>OFX-1<NAME>Corner Shop<MEMO>Service fee</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240811<TRNAMT>42.00<FITID>OFX-2<NAME>Interest &amp; Co<CHECKNUM>77</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const ofxFile = await upload(client, `${B}/bankstatements`, 'statement', 'august.ofx', ofx, { account_id: s.bank.account_id });
    expect(ofxFile.status, JSON.stringify(ofxFile.body)).toBe(201);
    expect(ofxFile.body.statement).toMatchObject({ transactions_count: 2, categorized_count: 1 });
    const interest = (await client.get(`${B}/banktransactions`, { search_text: 'Interest &' })).body.banktransactions[0];
    expect(interest).toMatchObject({ payee: 'Interest & Co', reference_number: '77', amount: 42, imported_transaction_id: 'OFX-2', date: '2024-08-11' });

    // Bad files and rows name what is wrong; nothing is imported.
    const noDate = await upload(client, `${B}/bankstatements`, 'statement', 'bad.csv', 'when,amount\n2024-08-01,5\n', { account_id: s.bank.account_id });
    expect(noDate.status).toBe(400);
    expect(noDate.body.message).toContain('date column');
    const badRow = await upload(client, `${B}/bankstatements`, 'statement', 'bad.csv', 'date,amount\n2024-08-01,5\n01/08/2024,6\n', {
      account_id: s.bank.account_id,
    });
    expect(badRow.status).toBe(400);
    expect(badRow.body.message).toContain('statement[2].date');
    const png = await upload(client, `${B}/bankstatements`, 'statement', 'x.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), {
      account_id: s.bank.account_id,
    });
    expect(png.status).toBe(400);
    expect(png.body.message).toContain('csv');
    const outside = await client.post(`${B}/bankstatements`, {
      account_id: s.bank.account_id,
      start_date: '2024-09-01',
      end_date: '2024-09-30',
      transactions: [{ date: '2024-08-31', amount: 5 }],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toContain('outside the statement period');
    const empty = await client.post(`${B}/bankstatements`, { account_id: s.bank.account_id, transactions: [] });
    expect(empty.status).toBe(400);
    expect((await client.get(`${B}/banktransactions`, { account_id: s.bank.account_id })).body.banktransactions).toHaveLength(7);

    // Filters of the list.
    const uncategorized = await client.get(`${B}/banktransactions`, { account_id: s.bank.account_id, filter_by: 'Status.Uncategorized' });
    expect(uncategorized.body.banktransactions).toHaveLength(4);
    expect(uncategorized.body.page_context).toMatchObject({ applied_filter: 'Status.Uncategorized', sort_column: 'date', sort_order: 'D' });
    const debits = await client.get(`${B}/banktransactions`, { debit_or_credit: 'debit', date_start: '2024-08-04', date_end: '2024-08-10' });
    expect(debits.body.banktransactions.map((t: any) => t.date)).toEqual(['2024-08-10', '2024-08-05']);
    const expenses = await client.get(`${B}/banktransactions`, { transaction_type: 'expense' });
    expect(expenses.body.banktransactions).toHaveLength(3);
    const account = (await client.get(`${B}/bankaccounts/${s.bank.account_id}`)).body.bankaccount;
    expect(account).toMatchObject({ uncategorized_transactions: 4, balance: -1218.25, bank_balance: 193.85 });
    expect((await trialBalance(platform.database.db, s.organizationId)).balanced).toBe(true);
  });
});

describe('the bank transactions list reads only what it selects', () => {
  /**
   * Transactions that make every computed field differ: a withdrawal categorized as an expense
   * with a vendor, payment mode, bank charges and a tax; a deposit categorized as a sale to a
   * customer, without payee or reference; an uncategorized withdrawal a rule suggests and one no
   * rule matches; two statement lines, one a rule categorized; a deposit into a euro account at
   * an exchange rate; a reconciled deposit into savings.
   */
  async function varied() {
    const s = await setup();
    const { client } = s;
    const eur = await client.post(`${B}/settings/currencies`, { currency_code: 'EUR', exchange_rate: 1.1 });
    expectOk(eur, 201);
    const euros = (await client.post(`${B}/bankaccounts`, { account_name: 'Euro account', currency_id: eur.body.currency.currency_id })).body.bankaccount;
    const vendor = (await client.post(`${B}/contacts`, { contact_name: 'Stationer', contact_type: 'vendor' })).body.contact;
    const tax = (await client.post('/erp/v3/settings/taxes', { tax_name: 'VAT', tax_percentage: 10 })).body.tax;
    const rule = async (body: Record<string, unknown>) => {
      const res = await client.post(`${B}/bankaccounts/rules`, { rule_category: 'all_banks', apply_to: 'withdrawals', criteria_type: 'and', ...body });
      expect(res.status).toBe(201);
    };
    await rule({
      rule_name: 'Coffee',
      criterion: [{ field: 'payee', comparator: 'contains', value: 'coffee' }],
      record_as: 'expense',
      account_id: s.chart.get('Meals and Entertainment'),
      auto_categorize: true,
    });
    await rule({ rule_name: 'Owner', criterion: [{ field: 'description', comparator: 'is', value: 'transfer to owner' }], record_as: 'owner_drawings' });
    const add = async (body: Record<string, unknown>) => expectOk(await client.post(`${B}/banktransactions`, { account_id: s.bank.account_id, ...body }), 201);
    await add({
      date: '2026-03-01',
      amount: 110,
      debit_or_credit: 'debit',
      payee: 'Paper Co',
      reference_number: 'R-1',
      description: 'Paper',
      transaction_type: 'expense',
      to_account_id: s.chart.get('Office Supplies'),
      vendor_id: vendor.contact_id,
      payment_mode: 'Check',
      bank_charges: 2,
      tax_id: tax.tax_id,
    });
    await add({ date: '2026-03-02', amount: 80, transaction_type: 'sales_without_invoices', customer_id: s.customer.contact_id, bank_charges: 1.5 });
    await add({ date: '2026-03-03', amount: 300, debit_or_credit: 'debit', description: 'Transfer to owner' });
    await add({ date: '2026-03-04', amount: 7.25, debit_or_credit: 'credit' });
    const statement = await client.post(`${B}/bankstatements`, {
      account_id: s.bank.account_id,
      start_date: '2026-03-05',
      end_date: '2026-03-06',
      transactions: [
        { date: '2026-03-05', amount: -4.5, payee: 'Blue Coffee Bar', transaction_id: 'FIT-1' },
        { date: '2026-03-06', amount: 12.34, description: 'Interest', reference_number: 'INT-3' },
      ],
    });
    expectOk(statement, 201);
    await add({ account_id: euros.account_id, date: '2026-03-07', amount: 1000, transaction_type: 'deposit', from_account_id: s.chart.get("Owner's Equity") });
    const saved = (
      await client.post(`${B}/banktransactions`, {
        account_id: s.savings.account_id,
        date: '2026-03-08',
        amount: 500,
        transaction_type: 'deposit',
        from_account_id: s.chart.get("Owner's Equity"),
      })
    ).body.banktransaction;
    const path = `${B}/bankaccounts/${s.savings.account_id}/reconciliations`;
    const reconciliation = {
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      closing_balance: 500,
      transactions_to_be_reconciled: [{ transaction_id: saved.transaction_id }],
    };
    const draft = await client.post(path, reconciliation);
    expectOk(draft);
    expectOk(await client.put(`${path}/${draft.body.reconciliation.reconciliation_id}/draft`, { ...reconciliation, save_option: 'reconcile' }));
    return s;
  }

  const list = (nodes: string, perPage = 10) => `{ bankTransactions(perPage: ${perPage}, sortColumn: DATE, sortOrder: A) { nodes ${nodes} } }`;

  it('answers each field alone as in the whole entry, and the whole entry as the single transaction', async () => {
    const s = await varied();
    const entries = await expectEachFieldAlone(
      s.client,
      'BankTransaction',
      list,
      (data) => data.bankTransactions.nodes,
      (e, selection) => `{ bankTransaction(transactionId: "${e.transactionId}") ${selection} }`,
    );
    expect(entries.map((e) => e.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    const [expense, sale, suggested, plain, coffee, interest, euro, reconciled] = entries;
    expect(expense).toMatchObject({
      status: 'CATEGORIZED',
      transactionType: 'EXPENSE',
      fromAccountName: 'Checking',
      toAccountName: 'Office Supplies',
      vendorName: 'Stationer',
      taxName: 'VAT',
      total: 108,
      lineItems: [{ toAccountName: 'Office Supplies', vendorName: 'Stationer', paymentMode: 'Check', total: 108 }],
      importedTransactions: [],
      isRuleExist: false,
    });
    expect(Number(expense.subTotal)).toBeLessThan(108);
    expect(sale).toMatchObject({
      debitOrCredit: 'CREDIT',
      payee: null,
      referenceNumber: null,
      customerName: 'Walk-in',
      fromAccountName: 'Sales',
      total: 81.5,
    });
    expect(suggested).toMatchObject({
      status: 'UNCATEGORIZED',
      toAccountId: null,
      lineItems: [],
      suggestedRule: { ruleName: 'Owner', recordAs: 'OWNER_DRAWINGS' },
      ruleDetails: [{ ruleName: 'Owner' }],
      isRuleExist: true,
    });
    expect(plain).toMatchObject({ suggestedRule: null, ruleDetails: [], isRuleExist: false, fromAccountId: null });
    expect(coffee).toMatchObject({
      source: 'statement',
      status: 'CATEGORIZED',
      toAccountName: 'Meals and Entertainment',
      ruleDetails: [{ ruleName: 'Coffee', accountName: 'Meals and Entertainment' }],
      importedTransactions: [{ bankReference: 'FIT-1', payee: 'Blue Coffee Bar', status: 'CATEGORIZED' }],
    });
    expect(interest).toMatchObject({
      source: 'statement',
      status: 'UNCATEGORIZED',
      importedTransactions: [{ referenceNumber: 'INT-3', description: 'Interest' }],
    });
    expect(euro).toMatchObject({ currencyCode: 'EUR', exchangeRate: 1.1, bcyTotal: 1100, accountName: 'Euro account' });
    expect(reconciled).toMatchObject({ isReconciled: true, accountName: 'Savings' });
    expect(reconciled.reconciliationId).toBeTruthy();
  });

  it('reads the columns and joins its selection names, in as many statements whatever the page size', async () => {
    const s = await varied();
    const { value: two, sql } = await platform.statementsDuring(() => s.client.graphql(list('{ referenceNumber amount }')));
    expect(two.body.errors).toBeUndefined();
    expect(two.body.data.bankTransactions.nodes.map((t: any) => t.referenceNumber)).toEqual(['R-1', null, null, null, null, 'INT-3', null, null]);
    // One statement of the transactions, reading their id and the two columns, joined with nothing.
    const data = sql.filter((statement) => /from "accounting"\."bank_transactions"/.test(statement));
    expect(data).toHaveLength(1);
    expect(data[0]).not.toContain(' join ');
    const selectList = columnsSelected(data[0]);
    expect(selectList).toEqual(['amount', 'id', 'reference_number']);

    // A name joins only the table it comes from.
    const byName = await platform.statementsDuring(() => s.client.graphql(list('{ payee vendorName }')));
    expect(byName.value.body.errors).toBeUndefined();
    const named = byName.sql.filter((statement) => /from "accounting"\."bank_transactions"/.test(statement));
    expect(named).toHaveLength(1);
    expect(named[0].match(/ join /g)).toHaveLength(1);
    expect(named[0]).toMatch(/left join "accounting"\."contacts" "vendor"/);
    expect(columnsRead(named[0])).toEqual(['bank_transactions.id', 'bank_transactions.payee']);

    const count = async (read: () => Promise<unknown>) => (await platform.statementsDuring(read)).sql.length;
    const everything =
      '{ transactionId accountName currencyCode fromAccountName toAccountName customerName vendorName lineItems { total } importedTransactions { bankReference } suggestedRule { ruleName accountName } ruleDetails { accountName } offsetAccountName }';
    const graph = (perPage: number) => count(async () => expect((await s.client.graphql(list(everything, perPage))).body.errors).toBeUndefined());
    expect(await graph(1)).toBe(await graph(8));
    const rest = (perPage: number) =>
      count(async () => expectOk(await s.client.get(`${B}/banktransactions`, { per_page: perPage, sort_column: 'date', sort_order: 'A' })));
    expect(await rest(1)).toBe(await rest(8));

    // The REST list's entries answer as the transaction read whole does.
    const listed = await s.client.get(`${B}/banktransactions`, { sort_column: 'date', sort_order: 'A' });
    expectOk(listed);
    expect(listed.body.banktransactions).toHaveLength(8);
    for (const entry of listed.body.banktransactions) {
      const whole = await s.client.get(`${B}/banktransactions/${entry.transaction_id}`);
      expectOk(whole);
      expect(Object.fromEntries(Object.keys(entry).map((key) => [key, whole.body.banktransaction[key]]))).toEqual(entry);
    }
  });
});
