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
// The smallest PNG: a 1×1 transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function upload(client: Client, path: string, field: string, fileName: string, content: Buffer | string) {
  const form = new FormData();
  form.append(field, new Blob([content]), fileName);
  const res = await fetch(new URL(`${path}?organization_id=${client.organizationId}`, client.baseUrl), {
    method: 'POST',
    headers: { authorization: `Svc-oauthtoken ${client.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('reconciliation', () => {
  it('scripts a month of transactions, rules, expenses and a reconciliation; the trial balance stays zero-sum', async () => {
    const { client, organizationId } = await platform.tenant();
    const bank = (await client.post(`${B}/bankaccounts`, { account_name: 'Checking' })).body.bankaccount;
    const card = (await client.post(`${B}/bankaccounts`, { account_name: 'Visa', account_type: 'credit_card' })).body.bankaccount;
    const chart = new Map<string, string>((await client.get(`${B}/chartofaccounts`)).body.chartofaccounts.map((a: any) => [a.account_name, a.account_id]));
    const path = `${B}/bankaccounts/${bank.account_id}/reconciliations`;

    // Rules: fees and rent categorize themselves; anything from "Client" is suggested as a sale.
    const rule = (body: Record<string, unknown>) => client.post(`${B}/bankaccounts/rules`, { rule_category: 'all_banks', criteria_type: 'and', ...body });
    expect(
      (
        await rule({
          rule_name: 'Fees',
          apply_to: 'withdrawals',
          criterion: [{ field: 'description', comparator: 'contains', value: 'fee' }],
          record_as: 'expense',
          account_id: chart.get('Bank Fees and Charges'),
          auto_categorize: true,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await rule({
          rule_name: 'Rent',
          apply_to: 'withdrawals',
          criterion: [
            { field: 'payee', comparator: 'is', value: 'Landlord' },
            { field: 'amount', comparator: 'is', value: '1200' },
          ],
          record_as: 'expense',
          account_id: chart.get('Rent Expense'),
          auto_categorize: true,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await rule({
          rule_name: 'Sales',
          apply_to: 'deposits',
          criterion: [{ field: 'payee', comparator: 'starts_with', value: 'client' }],
          record_as: 'sales_without_invoices',
        })
      ).status,
    ).toBe(201);

    // A month: an opening deposit by hand, then the statement.
    const opening = await client.post(`${B}/banktransactions`, {
      account_id: bank.account_id,
      date: '2024-05-01',
      amount: 5000,
      transaction_type: 'deposit',
      from_account_id: chart.get("Owner's Equity"),
    });
    expectOk(opening, 201);
    const statement = await client.post(`${B}/bankstatements`, {
      account_id: bank.account_id,
      start_date: '2024-05-01',
      end_date: '2024-05-31',
      transactions: [
        { date: '2024-05-02', amount: -1200, payee: 'Landlord' },
        { date: '2024-05-05', amount: 800, payee: 'Client Alpha' },
        { date: '2024-05-09', amount: -300, payee: 'Visa', description: 'Card bill' },
        { date: '2024-05-15', amount: -4.5, description: 'Account fee' },
        { date: '2024-05-20', amount: 12.34, description: 'Interest May' },
        { date: '2024-05-28', amount: -250, payee: 'Owner' },
      ],
    });
    expect(statement.body.statement).toMatchObject({ transactions_count: 6, categorized_count: 2, suggested_count: 1 });
    const rows = (await client.get(`${B}/banktransactions`, { account_id: bank.account_id, sort_column: 'date', sort_order: 'A' })).body.banktransactions;
    const id = (payeeOrDescription: string) => rows.find((t: any) => t.payee === payeeOrDescription || t.description === payeeOrDescription).transaction_id;
    const sale = rows.find((t: any) => t.payee === 'Client Alpha');
    // The suggested rule is on the transaction read whole, not in the family's list entry.
    const suggested = await client.get(`${B}/banktransactions/${sale.transaction_id}`);
    expectOk(suggested);
    expect(suggested.body.banktransaction.suggested_rule).toMatchObject({ rule_name: 'Sales', record_as: 'sales_without_invoices' });
    const categorize = async (transactionId: string, body: Record<string, unknown>) => {
      const res = await client.post(`${B}/banktransactions/${transactionId}/categorize`, body);
      expectOk(res);
    };
    await categorize(sale.transaction_id, { transaction_type: 'sales_without_invoices' });
    await categorize(id('Card bill'), { transaction_type: 'card_payment', to_account_id: card.account_id });
    await categorize(id('Interest May'), { transaction_type: 'interest_income' });
    await categorize(id('Owner'), { transaction_type: 'owner_drawings' });
    await client.post(`${B}/banktransactions`, {
      account_id: card.account_id,
      date: '2024-05-12',
      amount: 120,
      transaction_type: 'expense',
      to_account_id: chart.get('Travel Expense'),
    });
    await client.post(`${B}/banktransactions`, { account_id: bank.account_id, date: '2024-05-30', amount: 10, debit_or_credit: 'debit', payee: 'Pending' });
    // Expenses of the month: a taxi on the card, an itemized one from petty cash, edited, and one recorded by mistake and deleted.
    const expense = async (body: Record<string, unknown>) => {
      const res = await client.post(`${B}/expenses`, { date: '2024-05-14', ...body });
      expectOk(res);
      return res.body.expense;
    };
    await expense({ account_id: chart.get('Travel Expense'), paid_through_account_id: card.account_id, amount: 45.6, description: 'Taxi' });
    const supplies = await expense({
      paid_through_account_id: chart.get('Petty Cash'),
      line_items: [
        { account_id: chart.get('Office Supplies'), amount: 19.99 },
        { account_id: chart.get('Meals and Entertainment'), amount: 7.5 },
      ],
    });
    expect(supplies.total).toBe(27.49);
    expectOk(await client.put(`${B}/expenses/${supplies.expense_id}`, { line_items: [{ account_id: chart.get('Office Supplies'), amount: 21.99 }] }));
    const mistake = await expense({ account_id: chart.get('Travel Expense'), paid_through_account_id: card.account_id, amount: 999 });
    expectOk(await client.delete(`${B}/expenses/${mistake.expense_id}`));

    // 5000 − 1200 + 800 − 300 − 4.5 + 12.34 − 250 = 4057.84
    const all = rows.map((t: any) => ({ transaction_id: t.transaction_id }));
    expect(all[0].transaction_id).toBe(opening.body.banktransaction.transaction_id);
    const created = await client.post(path, {
      start_date: '2024-05-01',
      end_date: '2024-05-31',
      closing_balance: 4057.84,
      transactions_to_be_reconciled: all.slice(0, 3),
    });
    expectOk(created);
    const rec = created.body.reconciliation;
    expect(rec).toMatchObject({ status: 'draft', opening_balance: 0, closing_balance: 4057.84, account_name: 'Checking' });
    expect(rec.transactions).toHaveLength(3);

    // Not all selected: a clear error stating the difference; nothing changes.
    const short = await client.put(`${path}/${rec.reconciliation_id}/draft`, {
      save_option: 'reconcile',
      transactions_to_be_reconciled: [all[0], ...all.slice(2)],
    });
    expectFailure(short, 4);
    expect(short.body.message).toContain('closing_balance');
    expect(short.body.message).toContain('plus the selected transactions 5257.84 is 5257.84, which differs from the closing balance 4057.84 by -1200.00');
    expect((await client.get(`${path}/${rec.reconciliation_id}`)).body.reconciliation.status).toBe('draft');
    // An uncategorized transaction cannot be selected.
    const pending = (await client.get(`${B}/banktransactions`, { search_text: 'Pending' })).body.banktransactions[0];
    const withPending = await client.put(`${path}/${rec.reconciliation_id}/draft`, {
      transactions_to_be_reconciled: [...all, { transaction_id: pending.transaction_id }],
    });
    expect(withPending.status).toBe(400);
    expect(withPending.body.message).toContain('uncategorized');

    const done = await client.put(`${path}/${rec.reconciliation_id}/draft`, {
      start_date: '2024-05-01',
      end_date: '2024-05-31',
      closing_balance: 4057.84,
      save_option: 'reconcile',
      transactions_to_be_reconciled: all,
    });
    expectOk(done);
    expect(done.body).toMatchObject({ code: 0, message: 'The reconciliation has been saved.' });
    expect(done.body.reconciliation).toMatchObject({ status: 'reconciled', opening_balance: 0, cleared_amount: 4057.84, difference: 0 });
    expect(done.body.reconciliation.reconciled_time).toBeTruthy();

    // Reconciled transactions are locked until the reconciliation is undone.
    const landlord = id('Landlord');
    expect((await client.get(`${B}/banktransactions/${landlord}`)).body.banktransaction).toMatchObject({
      is_reconciled: true,
      reconciliation_id: rec.reconciliation_id,
    });
    for (const res of [
      await client.put(`${B}/banktransactions/${landlord}`, { amount: 1 }),
      await client.delete(`${B}/banktransactions/${landlord}`),
      await client.post(`${B}/banktransactions/${landlord}/uncategorize`),
    ]) {
      expectFailure(res, 1003);
      expect(res.body.message).toContain('reconciled');
    }
    expect((await client.put(`${path}/${rec.reconciliation_id}`, { closing_balance: 1 })).status).toBe(400);
    expect((await client.get(`${B}/banktransactions`, { account_id: bank.account_id, filter_by: 'Status.Reconciled' })).body.banktransactions).toHaveLength(7);

    // The next period opens with this closing balance; an overlapping one cannot complete.
    const june = await client.post(path, {
      start_date: '2024-06-01',
      end_date: '2024-06-30',
      closing_balance: 4047.84,
      transactions_to_be_reconciled: [{ transaction_id: pending.transaction_id }],
    });
    expect(june.status).toBe(400);
    await categorize(pending.transaction_id, { transaction_type: 'expense', to_account_id: chart.get('Office Supplies') });
    const overlap = await client.post(path, {
      start_date: '2024-05-15',
      end_date: '2024-06-30',
      closing_balance: 4047.84,
      save_option: 'reconcile',
      transactions_to_be_reconciled: [{ transaction_id: pending.transaction_id }],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toContain('reconciled up to 2024-05-31');
    const next = await client.post(path, {
      start_date: '2024-06-01',
      end_date: '2024-06-30',
      closing_balance: 4047.84,
      save_option: 'reconcile',
      transactions_to_be_reconciled: [{ transaction_id: pending.transaction_id }],
    });
    expectOk(next);
    expect(next.body.reconciliation).toMatchObject({ status: 'reconciled', opening_balance: 4057.84, cleared_amount: -10, difference: 0 });
    // Only the latest can be undone.
    const early = await client.post(`${path}/${rec.reconciliation_id}/undo`);
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('latest');
    const list = await client.get(path);
    expect(list.body.reconciliations.map((r: any) => r.start_date)).toEqual(['2024-06-01', '2024-05-01']);
    expect((await client.delete(`${path}/${next.body.reconciliation.reconciliation_id}`)).body).toEqual({
      code: 0,
      message: 'The reconciliation has been deleted.',
    });
    const undone = await client.post(`${path}/${rec.reconciliation_id}/undo`);
    expect(undone.body.reconciliation).toMatchObject({ status: 'draft', reconciled_time: '' });
    expectOk(await client.put(`${B}/banktransactions/${landlord}`, { description: 'May rent' }));

    const trial = await trialBalance(platform.database.db, organizationId);
    expect(trial.balanced, JSON.stringify(trial)).toBe(true);
    const account = (await client.get(`${B}/bankaccounts/${bank.account_id}`)).body.bankaccount;
    expect(account).toMatchObject({ balance: 4047.84, bank_balance: 4047.84, uncategorized_transactions: 0 });
    const visa = (await client.get(`${B}/bankaccounts/${card.account_id}`)).body.bankaccount;
    expect(visa.balance).toBe(-134.4);
  });

  it('attaches, streams and deletes documents with type and size limits', async () => {
    const { client } = await platform.tenant();
    const bank = (await client.post(`${B}/bankaccounts`, { account_name: 'Checking' })).body.bankaccount;
    const path = `${B}/bankaccounts/${bank.account_id}/reconciliations`;
    const rec = (await client.post(path, { start_date: '2024-05-01', end_date: '2024-05-31', closing_balance: 0 })).body.reconciliation;
    const attached = await upload(client, `${path}/${rec.reconciliation_id}/attachment`, 'attachment', 'statement.png', PNG);
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const document = attached.body.documents[0];
    expect(document).toMatchObject({ file_name: 'statement.png', file_type: 'image/png', file_size: PNG.length });
    const pdf = await upload(
      client,
      `${path}/${rec.reconciliation_id}/attachment`,
      'attachment',
      'statement.pdf',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    );
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    expect((await client.get(`${path}/${rec.reconciliation_id}`)).body.reconciliation.documents.map((d: any) => d.file_name)).toEqual([
      'statement.png',
      'statement.pdf',
    ]);

    const res = await fetch(
      new URL(`${path}/${rec.reconciliation_id}/documents/${document.document_id}?organization_id=${client.organizationId}`, client.baseUrl),
      { headers: { authorization: `Svc-oauthtoken ${client.token}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const exe = await upload(
      client,
      `${path}/${rec.reconciliation_id}/attachment`,
      'attachment',
      'virus.png',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff'),
    );
    expect(exe.status).toBe(400);
    expect(exe.body.message).toContain('attachment');
    const big = await upload(client, `${path}/${rec.reconciliation_id}/attachment`, 'attachment', 'big.txt', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
    expect(big.status).toBe(413);
    expect(big.body.message).toContain('10485760');

    const deleted = await client.delete(`${path}/${rec.reconciliation_id}/documents/${document.document_id}`);
    expect(deleted.body).toEqual({ code: 0, message: 'The document has been deleted.' });
    expectFailure(await client.get(`${path}/${rec.reconciliation_id}/documents/${document.document_id}`), 1002, 404);
    const other = await platform.tenant();
    expectFailure(await other.client.get(`${path}/${rec.reconciliation_id}`), 1002, 404);
    expectFailure(await client.get(`${path}/123`), 1002, 404);
  });
});
