import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const B = '/books/v3';

const KINDS = [
  'expense',
  'deposit',
  'refund',
  'transfer_fund',
  'card_payment',
  'sales_without_invoices',
  'expense_refund',
  'interest_income',
  'other_income',
  'owner_drawings',
];
// The spec's table: account kind × apply_to → allowed record_as.
const ALLOWED: Record<string, Record<string, string[]>> = {
  bank: {
    deposits: ['sales_without_invoices', 'transfer_fund', 'interest_income', 'other_income', 'expense_refund', 'deposit'],
    withdrawals: ['expense', 'transfer_fund', 'card_payment', 'owner_drawings'],
  },
  credit_card: {
    deposits: ['card_payment', 'transfer_fund', 'expense_refund', 'refund'],
    withdrawals: ['expense', 'transfer_fund'],
  },
};

interface Setup {
  client: Client;
  organizationId: string;
  bank: any;
  savings: any;
  card: any;
  chart: Map<string, string>;
}

async function setup(): Promise<Setup> {
  const { client, organizationId } = await platform.tenant();
  const make = async (body: Record<string, unknown>) => (await client.post(`${B}/bankaccounts`, body)).body.bankaccount;
  const bank = await make({ account_name: 'Checking', account_type: 'bank' });
  const savings = await make({ account_name: 'Savings', account_type: 'bank' });
  const card = await make({ account_name: 'Visa', account_type: 'credit_card' });
  const chart = new Map<string, string>((await client.get(`${B}/chartofaccounts`)).body.chartofaccounts.map((a: any) => [a.account_name, a.account_id]));
  return { client, organizationId, bank, savings, card, chart };
}

/** An account the rule's record_as can categorize into, for a rule acting on an account kind. */
function accountFor(s: Setup, kind: string, recordAs: string): string | undefined {
  switch (recordAs) {
    case 'expense':
    case 'expense_refund':
      return s.chart.get('Office Supplies');
    case 'deposit':
    case 'refund':
      return s.chart.get("Owner's Equity");
    case 'transfer_fund':
      return s.chart.get('Petty Cash');
    case 'card_payment':
      return kind === 'bank' ? s.card.account_id : s.bank.account_id;
    default:
      return undefined;
  }
}

const criterion = [{ field: 'payee', comparator: 'contains', value: 'shop' }];

describe('bank rules', () => {
  it('allows record_as only per account kind × apply_to: every cell of the table', async () => {
    const s = await setup();
    const results: string[] = [];
    for (const [category, kind] of [
      ['all_banks', 'bank'],
      ['all_credit_cards', 'credit_card'],
    ]) {
      for (const applyTo of ['deposits', 'withdrawals']) {
        for (const recordAs of KINDS) {
          const allowed = ALLOWED[kind][applyTo].includes(recordAs);
          const res = await s.client.post(`${B}/bankaccounts/rules`, {
            rule_name: `${kind} ${applyTo} ${recordAs}`,
            rule_category: category,
            apply_to: applyTo,
            criteria_type: 'and',
            criterion,
            record_as: recordAs,
            account_id: accountFor(s, kind, recordAs),
          });
          const ok = res.status === 201;
          if (ok !== allowed) results.push(`${kind} ${applyTo} ${recordAs}: ${res.status} ${JSON.stringify(res.body)}`);
          if (!allowed) {
            expect(res.body.code).toBe(4);
            expect(res.body.message).toContain('record_as');
            expect(res.body.message).toContain(ALLOWED[kind][applyTo].join(', '));
          }
        }
      }
    }
    expect(results).toEqual([]);
    // all_accounts: both kinds must allow it; selected accounts: each selected account's kind.
    const both = await s.client.post(`${B}/bankaccounts/rules`, {
      rule_name: 'both',
      rule_category: 'all_accounts',
      apply_to: 'deposits',
      criteria_type: 'or',
      criterion,
      record_as: 'deposit',
      account_id: s.chart.get("Owner's Equity"),
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toContain('credit card accounts');
    const mixed = await s.client.post(`${B}/bankaccounts/rules`, {
      rule_name: 'mixed',
      rule_category: 'selected_accounts',
      account_ids: `${s.bank.account_id},${s.card.account_id}`,
      apply_to: 'withdrawals',
      criteria_type: 'or',
      criterion,
      record_as: 'owner_drawings',
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toContain('owner_drawings is not allowed for withdrawals of credit card accounts');
    const mixedOk = await s.client.post(`${B}/bankaccounts/rules`, {
      rule_name: 'mixed ok',
      rule_category: 'selected_accounts',
      account_ids: `${s.bank.account_id},${s.card.account_id}`,
      apply_to: 'withdrawals',
      criteria_type: 'or',
      criterion,
      record_as: 'expense',
      account_id: s.chart.get('Office Supplies'),
    });
    expectOk(mixedOk, 201);
  });

  it('requires its fields, ties account_ids to selected_accounts, and checks comparators per field', async () => {
    const s = await setup();
    const base = {
      rule_name: 'R',
      rule_category: 'all_banks',
      apply_to: 'withdrawals',
      criteria_type: 'and',
      criterion,
      record_as: 'expense',
      account_id: s.chart.get('Office Supplies'),
    };
    for (const field of ['rule_name', 'rule_category', 'apply_to', 'criteria_type', 'criterion', 'record_as']) {
      const body: Record<string, unknown> = { ...base };
      delete body[field];
      const res = await s.client.post(`${B}/bankaccounts/rules`, body);
      expect(res.status, field).toBe(400);
      expect(res.body.message).toContain(field);
    }
    const empty = await s.client.post(`${B}/bankaccounts/rules`, { ...base, criterion: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('criterion');
    // Spec Errors 4: account_ids only with selected_accounts.
    for (const category of ['all_accounts', 'all_banks', 'all_credit_cards']) {
      const res = await s.client.post(`${B}/bankaccounts/rules`, { ...base, rule_category: category, record_as: 'expense', account_ids: s.bank.account_id });
      expect(res.status, category).toBe(400);
      expect(res.body.message).toContain('account_ids');
      expect(res.body.message).toContain('selected_accounts');
    }
    const noIds = await s.client.post(`${B}/bankaccounts/rules`, { ...base, rule_category: 'selected_accounts' });
    expect(noIds.status).toBe(400);
    expect(noIds.body.message).toContain('account_ids');
    const foreign = await s.client.post(`${B}/bankaccounts/rules`, { ...base, rule_category: 'selected_accounts', account_ids: s.chart.get('Sales') });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain('account_ids');
    const wrongAccount = await s.client.post(`${B}/bankaccounts/rules`, { ...base, account_id: s.chart.get('Sales') });
    expect(wrongAccount.status).toBe(400);
    expect(wrongAccount.body.message).toContain('account_id');
    const noAccount = await s.client.post(`${B}/bankaccounts/rules`, { ...base, account_id: undefined });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.message).toContain('account_id');

    const textGreater = await s.client.post(`${B}/bankaccounts/rules`, { ...base, criterion: [{ field: 'payee', comparator: 'greater_than', value: '5' }] });
    expect(textGreater.status).toBe(400);
    expect(textGreater.body.message).toContain('criterion[0].comparator');
    const amountContains = await s.client.post(`${B}/bankaccounts/rules`, { ...base, criterion: [{ field: 'amount', comparator: 'contains', value: '5' }] });
    expect(amountContains.status).toBe(400);
    const amountText = await s.client.post(`${B}/bankaccounts/rules`, { ...base, criterion: [{ field: 'amount', comparator: 'greater_than', value: 'lots' }] });
    expect(amountText.status).toBe(400);
    expect(amountText.body.message).toContain('criterion[0].value');
    const unknownComparator = await s.client.post(`${B}/bankaccounts/rules`, { ...base, criterion: [{ field: 'payee', comparator: 'like', value: 'x' }] });
    expect(unknownComparator.status).toBe(400);
  });

  it('derives target accounts, keeps rule_order, updates, lists by account and deletes', async () => {
    const s = await setup();
    const first = await s.client.post(`${B}/bankaccounts/rules`, {
      rule_name: 'Fees',
      rule_category: 'selected_accounts',
      account_ids: `${s.bank.account_id},${s.savings.account_id}`,
      apply_to: 'withdrawals',
      criteria_type: 'or',
      criterion: [
        { field: 'description', comparator: 'starts_with', value: 'FEE' },
        { field: 'amount', comparator: 'less_than', value: '10' },
      ],
      record_as: 'expense',
      account_id: s.chart.get('Bank Fees and Charges'),
      auto_categorize: true,
    });
    expectOk(first, 201);
    expect(first.body).toMatchObject({ code: 0, message: 'The rule has been created.' });
    const rule = first.body.rule;
    expect(rule).toMatchObject({
      rule_name: 'Fees',
      rule_order: 1,
      rule_category: 'selected_accounts',
      target_accounts_formatted: 'Checking, Savings',
      target_accounts_count: 2,
      account_ids: [s.bank.account_id, s.savings.account_id],
      apply_to: 'withdrawals',
      criteria_type: 'or',
      record_as: 'expense',
      account_id: s.chart.get('Bank Fees and Charges'),
      account_name: 'Bank Fees and Charges',
      // The family sends the flag as text.
      auto_categorize: 'true',
    });
    expect(rule.criterion).toHaveLength(2);
    expect(rule.criterion[0]).toMatchObject({ field: 'description', comparator: 'starts_with', value: 'FEE' });
    expect(rule.criterion[0].criteria_id).toMatch(/^\d+$/);

    const cards = await s.client.post(`${B}/bankaccounts/rules`, {
      rule_name: 'Cards',
      rule_category: 'all_credit_cards',
      apply_to: 'deposits',
      criteria_type: 'and',
      criterion,
      record_as: 'card_payment',
      account_id: s.bank.account_id,
    });
    expect(cards.body.rule).toMatchObject({ rule_order: 2, target_accounts_formatted: 'Visa', target_accounts_count: 1, account_ids: [] });
    const all = await s.client.post(`${B}/bankaccounts/rules`, {
      rule_name: 'Interest',
      rule_category: 'all_banks',
      apply_to: 'deposits',
      criteria_type: 'and',
      criterion: [{ field: 'reference', comparator: 'is', value: 'INT' }],
      record_as: 'interest_income',
      rule_order: 1,
    });
    expect(all.body.rule).toMatchObject({ rule_order: 1, target_accounts_formatted: 'Checking, Savings', target_accounts_count: 2, account_name: '' });
    // accounts[] are the selected ones, target_accounts[] those it acts on, with ids and names.
    expect(rule.accounts).toEqual([
      { account_id: s.bank.account_id, account_name: 'Checking' },
      { account_id: s.savings.account_id, account_name: 'Savings' },
    ]);
    expect(rule.target_accounts).toEqual([
      { target_account_id: s.bank.account_id, target_account_name: 'Checking' },
      { target_account_id: s.savings.account_id, target_account_name: 'Savings' },
    ]);
    expect(all.body.rule.accounts).toEqual([]);
    expect(all.body.rule.target_accounts.map((a: any) => a.target_account_name)).toEqual(['Checking', 'Savings']);
    // A rule naming a customer and a location answers their names.
    const buyer = (await s.client.post('/books/v3/contacts', { contact_name: 'Rule Buyer' })).body.contact;
    const store = (await s.client.post('/inventory/v1/locations', { location_name: 'Rule Store' })).body.locations;
    const named = await s.client.post(`${B}/bankaccounts/rules`, {
      rule_name: 'Named',
      rule_category: 'all_banks',
      apply_to: 'deposits',
      criteria_type: 'and',
      criterion: [{ field: 'reference', comparator: 'is', value: 'SALE' }],
      record_as: 'sales_without_invoices',
      account_id: s.chart.get('Sales'),
      customer_id: buyer.contact_id,
      location_id: store.location_id,
    });
    expectOk(named, 201);
    expect(named.body.rule).toMatchObject({ customer_name: 'Rule Buyer', location_name: 'Rule Store' });
    expect(all.body.rule).toMatchObject({ customer_name: '', location_name: '' });
    expectOk(await s.client.delete(`${B}/bankaccounts/rules/${named.body.rule.rule_id}`));

    const list = await s.client.get(`${B}/bankaccounts/rules`);
    expect(list.body.rules.map((r: any) => [r.rule_name, r.rule_order])).toEqual([
      ['Interest', 1],
      ['Fees', 2],
      ['Cards', 3],
    ]);
    const ofCard = await s.client.get(`${B}/bankaccounts/rules`, { account_id: s.card.account_id });
    expect(ofCard.body.rules.map((r: any) => r.rule_name)).toEqual(['Cards']);
    const ofBank = await s.client.get(`${B}/bankaccounts/rules`, { account_id: s.bank.account_id });
    expect(ofBank.body.rules.map((r: any) => r.rule_name)).toEqual(['Interest', 'Fees']);

    // Leaving selected_accounts drops the selection; account_ids with another category is refused.
    const refused = await s.client.put(`${B}/bankaccounts/rules/${rule.rule_id}`, { rule_category: 'all_banks', account_ids: s.bank.account_id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('account_ids');
    const moved = await s.client.put(`${B}/bankaccounts/rules/${rule.rule_id}`, { rule_category: 'all_banks', rule_order: 1, rule_name: 'Bank fees' });
    expectOk(moved);
    expect(moved.body.rule).toMatchObject({ rule_name: 'Bank fees', rule_order: 1, rule_category: 'all_banks', account_ids: [], target_accounts_count: 2 });
    expect((await s.client.get(`${B}/bankaccounts/rules`)).body.rules.map((r: any) => r.rule_name)).toEqual(['Bank fees', 'Interest', 'Cards']);
    const switched = await s.client.put(`${B}/bankaccounts/rules/${rule.rule_id}`, { apply_to: 'deposits' });
    expect(switched.status).toBe(400);
    expect(switched.body.message).toContain('expense is not allowed for deposits of bank accounts');

    expect((await s.client.get(`${B}/bankaccounts/rules/${rule.rule_id}`)).body.rule_name).toBe('Bank fees');
    // A payment mode is set, read and cleared like the other texts of a rule.
    const paid = await s.client.put(`${B}/bankaccounts/rules/${rule.rule_id}`, { payment_mode: ' Bank Transfer ' });
    expect(paid.body.rule.payment_mode).toBe('Bank Transfer');
    expect((await s.client.get(`${B}/bankaccounts/rules/${rule.rule_id}`)).body.payment_mode).toBe('Bank Transfer');
    expect((await s.client.put(`${B}/bankaccounts/rules/${rule.rule_id}`, { payment_mode: null })).body.rule.payment_mode).toBe('');
    const tooLong = await s.client.put(`${B}/bankaccounts/rules/${rule.rule_id}`, { payment_mode: 'x'.repeat(101) });
    expectFailure(tooLong, 4);
    expect(tooLong.body.message).toContain('payment_mode');
    // An account a rule names (the Cards rule pays from Checking) is in use.
    const inUse = await s.client.delete(`${B}/bankaccounts/${s.bank.account_id}`);
    expectFailure(inUse, 1004);
    expect((await s.client.delete(`${B}/bankaccounts/rules/${rule.rule_id}`)).body).toEqual({ code: 0, message: 'The rule has been deleted.' });
    expectFailure(await s.client.get(`${B}/bankaccounts/rules/${rule.rule_id}`), 1002, 404);
    const other = await platform.tenant();
    expectFailure(await other.client.get(`${B}/bankaccounts/rules/${cards.body.rule.rule_id}`), 1002, 404);
  });

  it('applies rules in order to new transactions: matches, matches only the second rule, matches none', async () => {
    const s = await setup();
    const post = (body: Record<string, unknown>) => s.client.post(`${B}/bankaccounts/rules`, body);
    const first = await post({
      rule_name: 'Coffee',
      rule_category: 'all_banks',
      apply_to: 'withdrawals',
      criteria_type: 'and',
      criterion: [
        { field: 'payee', comparator: 'contains', value: 'coffee' },
        { field: 'amount', comparator: 'less_than', value: '20' },
      ],
      record_as: 'expense',
      account_id: s.chart.get('Meals and Entertainment'),
      auto_categorize: true,
      payment_mode: 'Debit Card',
    });
    expect(first.body.rule.payment_mode).toBe('Debit Card');
    const second = await post({
      rule_name: 'Big spend',
      rule_category: 'selected_accounts',
      account_ids: s.bank.account_id,
      apply_to: 'withdrawals',
      criteria_type: 'or',
      criterion: [
        { field: 'amount', comparator: 'greater_than', value: '500' },
        { field: 'reference_number', comparator: 'ends_with', value: '-CAP' },
      ],
      record_as: 'expense',
      account_id: s.chart.get('Furniture and Equipment') ? s.chart.get('Office Supplies') : undefined,
      auto_categorize: true,
    });
    const third = await post({
      rule_name: 'Owner',
      rule_category: 'all_banks',
      apply_to: 'withdrawals',
      criteria_type: 'and',
      criterion: [{ field: 'description', comparator: 'is', value: 'transfer to owner' }],
      record_as: 'owner_drawings',
    });
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);

    const add = async (body: Record<string, unknown>) => {
      const res = await s.client.post(`${B}/banktransactions`, { account_id: s.bank.account_id, date: '2024-06-03', debit_or_credit: 'debit', ...body });
      expectOk(res, 201);
      return res.body.banktransaction;
    };
    const matchesFirst = await add({ amount: 4.5, payee: 'Blue Coffee Bar' });
    expect(matchesFirst).toMatchObject({
      status: 'categorized',
      transaction_type: 'expense',
      categorized_by_rule_id: first.body.rule.rule_id,
      to_account_name: 'Meals and Entertainment',
      from_account_id: s.bank.account_id,
      // The rule's payment mode is recorded on what it categorizes; a rule without one records none.
      payment_mode: 'Debit Card',
    });
    // Coffee but too much for the first rule: the second rule takes it.
    const onlySecond = await add({ amount: 600, payee: 'Coffee machines Ltd' });
    expect(onlySecond).toMatchObject({
      status: 'categorized',
      categorized_by_rule_id: second.body.rule.rule_id,
      to_account_name: 'Office Supplies',
      payment_mode: '',
    });
    const byReference = await add({ amount: 50, payee: 'Desk shop', reference_number: 'PO-7-cap' });
    expect(byReference.categorized_by_rule_id).toBe(second.body.rule.rule_id);
    const none = await add({ amount: 50, payee: 'Grocer' });
    expect(none).toMatchObject({ status: 'uncategorized', transaction_type: '', categorized_by_rule_id: '', suggested_rule: null });
    // A rule without auto_categorize suggests.
    const suggested = await add({ amount: 300, description: 'Transfer to owner' });
    expect(suggested).toMatchObject({
      status: 'uncategorized',
      suggested_rule: { rule_id: third.body.rule.rule_id, rule_name: 'Owner', record_as: 'owner_drawings' },
    });
    // Deposits and other accounts are not matched by withdrawal rules on selected accounts.
    const deposit = await add({ amount: 9, payee: 'coffee refund', debit_or_credit: 'credit' });
    expect(deposit.status).toBe('uncategorized');
    const savings = await s.client.post(`${B}/banktransactions`, {
      account_id: s.savings.account_id,
      date: '2024-06-03',
      debit_or_credit: 'debit',
      amount: 700,
    });
    expect(savings.body.banktransaction.status).toBe('uncategorized');

    const categorized = await s.client.get(`${B}/banktransactions`, { account_id: s.bank.account_id, filter_by: 'Status.Categorized' });
    expect(categorized.body.banktransactions).toHaveLength(3);

    // rule_details: the rule that categorized it, else the one suggested, else none; in the list as in the detail.
    expect(matchesFirst.rule_details).toEqual([
      {
        rule_id: first.body.rule.rule_id,
        rule_name: 'Coffee',
        record_as: 'expense',
        account_id: matchesFirst.to_account_id,
        account_name: 'Meals and Entertainment',
      },
    ]);
    expect(suggested.rule_details).toEqual([suggested.suggested_rule]);
    expect(none.rule_details).toEqual([]);
    const listed = (await s.client.get(`${B}/banktransactions`, { account_id: s.bank.account_id })).body.banktransactions;
    expect(listed.find((t: any) => t.transaction_id === onlySecond.transaction_id).rule_details).toEqual([
      expect.objectContaining({ rule_id: second.body.rule.rule_id, account_name: 'Office Supplies' }),
    ]);
    // A deleted rule is named no more.
    expectOk(await s.client.delete(`${B}/bankaccounts/rules/${first.body.rule.rule_id}`));
    expect((await s.client.get(`${B}/banktransactions/${matchesFirst.transaction_id}`)).body.banktransaction.rule_details).toEqual([]);
    // Another organization sees none of these transactions.
    const other = await platform.tenant();
    expect((await other.client.get(`${B}/banktransactions/${matchesFirst.transaction_id}`)).status).toBe(404);
    const account = (await s.client.get(`${B}/bankaccounts/${s.bank.account_id}`)).body.bankaccount;
    expect(account).toMatchObject({ balance: -654.5, bank_balance: -995.5, uncategorized_transactions: 3 });
    expect((await trialBalance(platform.database.db, s.organizationId)).balanced).toBe(true);
  });
});
