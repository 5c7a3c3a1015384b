import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../helpers/platform.ts';
import { startPlatform } from '../helpers/platform.ts';
import { FAMILY_SHAPES, RecordingClient, type ShapeTally, familyKey, newTally, routedWithShapes, tallyShape } from '../helpers/shapes.ts';

/**
 * Our answers against the family's published response shapes: a scenario touches the routes
 * that have a shape entry as a client would, every success answer is walked along its shape,
 * and the figures (keys present / keys, types matched / compared) are reported per operation.
 */
let platform: Platform;
let client: RecordingClient;
beforeAll(async () => {
  platform = await startPlatform();
  const tenant = await platform.tenant();
  client = new RecordingClient(tenant.client.baseUrl, tenant.client.token, tenant.organizationId);
});
afterAll(async () => platform?.stop());

/**
 * Shares of the shape keys present and of the compared types matched this scenario reaches
 * (issue 18: 0.692 and 0.958; the purchase order and bank transaction details added keys whose
 * ids the inventory shapes give as integers, which lowered the share of types matched).
 */
const KEYS_PRESENT_FLOOR = 0.69;
const TYPES_MATCHED_FLOOR = 0.95;

const B = '/books/v3';
const E = '/erp/v3';
const I = '/inventory/v1';
const id = (body: any, key: string, field: string): string => body?.[key]?.[field];

/** Touches the routes with shape entries, in an order where each finds what it needs. */
async function scenario(c: RecordingClient, invitee: string): Promise<void> {
  await c.get(`${B}/organizations`);
  const orgId = c.organizationId!;
  await c.get(`${B}/organizations/${orgId}`);
  await c.put(`${B}/organizations/${orgId}`, { name: 'Shapes Org' });
  await c.get(`${B}/users`);
  await c.post(`${B}/users`, { name: 'Second User', role: 'staff', email: invitee });

  const currencies = await c.get(`${B}/settings/currencies`);
  const base = currencies.body.currencies?.[0];
  await c.get(`${B}/settings/currencies/${base?.currency_id}`);
  await c.post(`${B}/settings/currencies`, { currency_code: 'EUR', currency_symbol: '€' });

  // Chart of accounts.
  const chart = await c.get(`${B}/chartofaccounts`);
  const accounts: Record<string, string> = Object.fromEntries((chart.body.chartofaccounts ?? []).map((a: any) => [a.account_name, a.account_id]));
  const account = await c.post(`${B}/chartofaccounts`, { account_name: 'Shapes Expense', account_type: 'expense', account_code: 'SH-1' });
  const accountId = id(account.body, 'chart_of_account', 'account_id') ?? id(account.body, 'account', 'account_id');
  await c.get(`${B}/chartofaccounts/${accountId}`);
  await c.put(`${B}/chartofaccounts/${accountId}`, { description: 'Shapes' });
  await c.post(`${B}/chartofaccounts/${accountId}/inactive`);
  await c.post(`${B}/chartofaccounts/${accountId}/active`);

  // Contacts and items.
  const contact = await c.post(`${B}/contacts`, {
    contact_name: 'Shapes Customer',
    contact_type: 'customer',
    email: 'shapes@example.com',
    billing_address: { address: '1 Main St', city: 'Springfield', country: 'USA' },
    contact_persons: [{ first_name: 'Ada', email: 'ada@example.com', is_primary_contact: true }],
  });
  const customerId = id(contact.body, 'contact', 'contact_id');
  await c.get(`${B}/contacts`);
  await c.get(`${B}/contacts/${customerId}`);
  await c.put(`${B}/contacts/${customerId}`, { notes: 'Shapes' });
  await c.post(`${B}/contacts/${customerId}/inactive`);
  await c.post(`${B}/contacts/${customerId}/active`);
  const vendor = await c.post(`${B}/contacts`, {
    contact_name: 'Shapes Vendor',
    contact_type: 'vendor',
    contact_persons: [{ first_name: 'Vic', email: 'vic@example.com', is_primary_contact: true }],
  });
  const vendorId = id(vendor.body, 'contact', 'contact_id');
  const vendorPerson = vendor.body?.contact?.contact_persons?.[0]?.contact_person_id;

  const item = await c.post(`${B}/items`, { name: 'Shapes Widget', rate: 12.5, sku: 'SHP-1', purchase_rate: 5, item_type: 'inventory', product_type: 'goods' });
  const itemId = id(item.body, 'item', 'item_id');
  await c.get(`${B}/items`);
  await c.get(`${B}/items/${itemId}`);
  await c.put(`${B}/items/${itemId}`, { description: 'Shapes' });
  await c.post(`${B}/items/${itemId}/inactive`);
  await c.post(`${B}/items/${itemId}/active`);
  const spare = await c.post(`${B}/items`, { name: 'Shapes Spare', rate: 1 });
  await c.delete(`${B}/items/${id(spare.body, 'item', 'item_id')}`);

  // Price lists.
  const pricebook = await c.post(`${B}/pricebooks`, { name: 'Shapes Prices', pricebook_type: 'fixed_percentage', percentage: 10, is_increase: true });
  const pricebookId = id(pricebook.body, 'pricebook', 'pricebook_id');
  await c.get(`${B}/pricebooks`);
  await c.put(`${B}/pricebooks/${pricebookId}`, { description: 'Shapes' });
  await c.post(`${B}/pricebooks/${pricebookId}/inactive`);
  await c.post(`${B}/pricebooks/${pricebookId}/active`);
  await c.delete(`${B}/pricebooks/${pricebookId}`);

  // Taxes.
  const tax = await c.post(`${E}/settings/taxes`, { tax_name: 'Shapes VAT', tax_percentage: 10 });
  const taxId = id(tax.body, 'tax', 'tax_id');
  await c.get(`${E}/settings/taxes`);
  await c.get(`${E}/settings/taxes/${taxId}`);
  await c.put(`${E}/settings/taxes/${taxId}`, { tax_name: 'Shapes VAT 10' });

  // Invoices.
  const line = { item_id: itemId, quantity: 2, rate: 12.5 };
  const invoice = await c.post(`${B}/invoices`, { customer_id: customerId, date: '2024-05-01', line_items: [line], discount: '10%' });
  const invoiceId = id(invoice.body, 'invoice', 'invoice_id');
  await c.get(`${B}/invoices`);
  await c.get(`${B}/invoices/templates`);
  await c.get(`${B}/invoices/${invoiceId}`);
  await c.put(`${B}/invoices/${invoiceId}`, { reference_number: 'REF-1' });
  await c.post(`${B}/invoices/${invoiceId}/comments`, { description: 'Shapes comment' });
  await c.get(`${B}/invoices/${invoiceId}/comments`);
  await c.post(`${B}/invoices/${invoiceId}/status/sent`);
  await c.get(`${B}/invoices/${invoiceId}/payments`);
  await c.get(`${B}/invoices/${invoiceId}/email`);
  await c.get(`${B}/invoices/${invoiceId}/paymentreminder`);
  await c.post(`${B}/invoices/${invoiceId}/status/void`);
  await c.post(`${B}/invoices/${invoiceId}/status/draft`);
  const spareInvoice = await c.post(`${B}/invoices`, { customer_id: customerId, line_items: [line] });
  await c.delete(`${B}/invoices/${id(spareInvoice.body, 'invoice', 'invoice_id')}`);

  // Recurring invoices.
  const profile = await c.post(`${B}/recurringinvoices`, {
    recurrence_name: 'Shapes Monthly',
    customer_id: customerId,
    start_date: '2031-01-01',
    recurrence_frequency: 'months',
    repeat_every: 1,
    line_items: [line],
  });
  const profileId = id(profile.body, 'recurring_invoice', 'recurring_invoice_id');
  await c.get(`${B}/recurringinvoices`);
  await c.get(`${B}/recurringinvoices/${profileId}`);
  await c.put(`${B}/recurringinvoices/${profileId}`, { recurrence_name: 'Shapes Monthly 2' });
  await c.post(`${B}/recurringinvoices/${profileId}/status/stop`);
  await c.post(`${B}/recurringinvoices/${profileId}/status/resume`);
  await c.get(`${B}/recurringinvoices/${profileId}/comments`);
  await c.get(`${B}/recurringinvoices/${profileId}/invoices`);

  // Retainer invoices.
  const retainer = await c.post(`${B}/retainerinvoices`, { customer_id: customerId, date: '2024-05-01', line_items: [{ description: 'Advance', rate: 100 }] });
  const retainerId = id(retainer.body, 'retainerinvoice', 'retainerinvoice_id');
  await c.get(`${B}/retainerinvoices`);
  await c.get(`${B}/retainerinvoices/templates`);
  await c.get(`${B}/retainerinvoices/${retainerId}`);
  await c.put(`${B}/retainerinvoices/${retainerId}`, { reference_number: 'R-1' });
  await c.put(`${B}/retainerinvoices/${retainerId}/address/billing`, { address: '2 Side St', city: 'Springfield' });
  const comment = await c.post(`${B}/retainerinvoices/${retainerId}/comments`, { description: 'Shapes' });
  await c.get(`${B}/retainerinvoices/${retainerId}/comments`);
  const commentId = id(comment.body, 'comment', 'comment_id');
  await c.put(`${B}/retainerinvoices/${retainerId}/comments/${commentId}`, { description: 'Shapes 2' });
  await c.delete(`${B}/retainerinvoices/${retainerId}/comments/${commentId}`);
  await c.get(`${B}/retainerinvoices/${retainerId}/email`);
  await c.post(`${B}/retainerinvoices/${retainerId}/status/sent`);
  await c.post(`${B}/retainerinvoices/${retainerId}/status/void`);
  await c.post(`${B}/retainerinvoices/${retainerId}/status/draft`);

  // Banking.
  const bank = await c.post(`${B}/bankaccounts`, { account_name: 'Shapes Bank', account_type: 'bank', account_number: '8000001' });
  const bankId = id(bank.body, 'bankaccount', 'account_id');
  await c.get(`${B}/bankaccounts`);
  await c.get(`${B}/bankaccounts/${bankId}`);
  await c.put(`${B}/bankaccounts/${bankId}`, { description: 'Shapes' });
  await c.post(`${B}/bankaccounts/${bankId}/inactive`);
  await c.post(`${B}/bankaccounts/${bankId}/active`);
  const rule = await c.post(`${B}/bankaccounts/rules`, {
    rule_name: 'Shapes rule',
    rule_category: 'all_banks',
    target_account_id: bankId,
    apply_to: 'withdrawals',
    criteria_type: 'and',
    criterion: [{ field: 'payee', comparator: 'contains', value: 'coffee' }],
    record_as: 'expense',
    account_id: accounts['Office Supplies'] ?? accountId,
  });
  const ruleId = id(rule.body, 'rule', 'rule_id');
  await c.get(`${B}/bankaccounts/rules`, { account_id: bankId });
  await c.get(`${B}/bankaccounts/rules/${ruleId}`);
  await c.put(`${B}/bankaccounts/rules/${ruleId}`, { rule_name: 'Shapes rule 2' });
  await c.delete(`${B}/bankaccounts/rules/${ruleId}`);
  const transaction = await c.post(`${B}/banktransactions`, {
    account_id: bankId,
    date: '2024-07-02',
    amount: 20,
    debit_or_credit: 'debit',
    description: 'coffee',
  });
  const vendorTransaction = await c.post(`${B}/banktransactions`, {
    account_id: bankId,
    date: '2024-07-02',
    amount: 22,
    debit_or_credit: 'debit',
    transaction_type: 'expense',
    to_account_id: accounts['Office Supplies'] ?? accountId,
    vendor_id: vendorId,
    payment_mode: 'Check',
    bank_charges: 1,
    tax_id: taxId,
    reference_number: 'BT-1',
  });
  await c.get(`${B}/banktransactions/${id(vendorTransaction.body, 'banktransaction', 'transaction_id')}`);
  await c.put(`${B}/banktransactions/${id(vendorTransaction.body, 'banktransaction', 'transaction_id')}`, { payment_mode: 'Cash', bank_charges: 2 });
  // A statement line, as imported.
  await c.post(`${B}/bankstatements`, {
    account_id: bankId,
    start_date: '2024-09-01',
    end_date: '2024-09-30',
    transactions: [
      { transaction_id: 'SH-1', date: '2024-09-02', debit_or_credit: 'credit', amount: 15, payee: 'Client', description: 'Shapes', reference_number: 'SH-R' },
    ],
  });
  const statementLine = (await c.get(`${B}/banktransactions`, { account_id: bankId })).body?.banktransactions?.find(
    (t: any) => t.imported_transaction_id === 'SH-1',
  );
  await c.get(`${B}/banktransactions/${statementLine?.transaction_id}`);
  const transactionId = id(transaction.body, 'banktransaction', 'transaction_id');
  await c.get(`${B}/banktransactions`, { account_id: bankId });
  await c.get(`${B}/banktransactions/${transactionId}`);
  await c.put(`${B}/banktransactions/${transactionId}`, { amount: 21 });
  await c.post(`${B}/banktransactions/uncategorized/${transactionId}/categorize`, {
    transaction_type: 'expense',
    to_account_id: accounts['Office Supplies'] ?? accountId,
  });
  await c.post(`${B}/banktransactions/${transactionId}/uncategorize`);
  const reconciliation = await c.post(`${B}/bankaccounts/${bankId}/reconciliations`, { start_date: '2024-07-01', end_date: '2024-07-31', closing_balance: 0 });
  const reconciliationId = id(reconciliation.body, 'reconciliation', 'reconciliation_id');
  await c.get(`${B}/bankaccounts/${bankId}/reconciliations`);
  await c.get(`${B}/bankaccounts/${bankId}/reconciliations/${reconciliationId}`);

  // Expenses.
  const expense = await c.post(`${B}/expenses`, {
    account_id: accounts['Office Supplies'] ?? accountId,
    paid_through_account_id: bankId,
    date: '2024-07-03',
    amount: 40,
  });
  const expenseId = id(expense.body, 'expense', 'expense_id');
  await c.get(`${B}/expenses`);
  await c.get(`${B}/expenses/${expenseId}`);
  await c.put(`${B}/expenses/${expenseId}`, { description: 'Shapes' });
  await c.get(`${B}/expenses/${expenseId}/comments`);

  // Journals and registers.
  const journal = await c.post(`${E}/journals`, {
    journal_date: '2024-07-04',
    line_items: [
      { account_id: accounts['Office Supplies'] ?? accountId, debit_or_credit: 'debit', amount: '10' },
      { account_id: bankId, debit_or_credit: 'credit', amount: '10' },
    ],
  });
  await c.get(`${E}/journals/${id(journal.body, 'journal', 'journal_id')}`);
  await c.get(`${E}/registers/${bankId}/transactions`);
  await c.get(`${E}/registers/${bankId}/bulkhistory`);
  await c.get(`${E}/registers/${bankId}/bulkupdate/editpage`);
  await c.get(`${E}/registers/${bankId}/budgetvsactuals`, { fiscal_year: 2024 });

  // Inventory purchases.
  const location = await c.post(`${I}/locations`, { location_name: 'Shapes Warehouse' });
  // A tax the order keeps (orders are documents: their taxes stay in use).
  const purchaseTax = id((await c.post(`${E}/settings/taxes`, { tax_name: 'Shapes Purchase VAT', tax_percentage: 5 })).body, 'tax', 'tax_id');
  await c.get(`${I}/locations`);
  const order = await c.post(`${I}/purchaseorders`, {
    vendor_id: vendorId,
    location_id: id(location.body, 'locations', 'location_id') ?? id(location.body, 'location', 'location_id'),
    reference_number: 'PO-REF',
    delivery_date: '2031-01-10',
    attention: 'Purchasing',
    billing_address: { address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'USA', fax: '555-0100' },
    delivery_address: { address: '9 Dock Rd', city: 'Springfield', state: 'IL', zip: '62702', country: 'USA', fax: '555-0101' },
    delivery_customer_id: customerId,
    custom_fields: [{ customfield_id: '1', value: 'Shapes' }],
    contact_persons: [vendorPerson],
    notes: 'Shapes',
    terms: 'Net 30',
    discount: '5%',
    line_items: [{ item_id: itemId, quantity: 4, rate: 5, tax_id: purchaseTax, description: 'Shapes line', unit: 'pcs' }],
  });
  const orderId = id(order.body, 'purchaseorder', 'purchaseorder_id') ?? id(order.body, 'purchase_order', 'purchaseorder_id');
  await c.get(`${I}/purchaseorders`);
  await c.get(`${I}/purchaseorders/${orderId}`);
  await c.put(`${I}/purchaseorders/${orderId}`, { reference_number: 'PO-SH' });
  await c.post(`${I}/purchaseorders/${orderId}/status/issued`);
  const ordered = await c.get(`${I}/purchaseorders/${orderId}`);
  const orderLine = (ordered.body.purchaseorder ?? ordered.body.purchase_order)?.line_items?.[0]?.line_item_id;
  const receive = await c.post(
    `${I}/purchasereceives`,
    { date: '2024-07-05', line_items: [{ line_item_id: orderLine, quantity: 1 }] },
    { purchaseorder_id: orderId },
  );
  const receiveId = id(receive.body, 'purchase_receive', 'receive_id');
  await c.get(`${I}/purchasereceives/${receiveId}`);
  await c.put(`${I}/purchasereceives/${receiveId}`, { notes: 'Shapes' });
  const billed = await c.post(`${I}/purchasereceives/${receiveId}/bills`, { bill_number: 'SH-B1', date: '2024-07-06', due_date: '2024-08-06', total: 5.5 });
  await c.get(`${I}/purchaseorders/${orderId}`);
  await c.get(`${I}/purchaseorders`);
  const billId = billed.body?.purchase_receive?.bills?.[0]?.bill_id;
  await c.delete(`${I}/purchasereceives/${receiveId}/bills/${billId}`);
  await c.delete(`${I}/purchasereceives/${receiveId}`);
  await c.post(`${I}/purchaseorders/${orderId}/status/cancelled`);
  const spareOrder = await c.post(`${I}/purchaseorders`, { vendor_id: vendorId, line_items: [{ item_id: itemId, quantity: 1, rate: 5 }] });
  await c.delete(
    `${I}/purchaseorders/${id(spareOrder.body, 'purchaseorder', 'purchaseorder_id') ?? id(spareOrder.body, 'purchase_order', 'purchaseorder_id')}`,
  );

  // Deletes, last.
  await c.delete(`${B}/bankaccounts/${bankId}/reconciliations/${reconciliationId}`);
  await c.delete(`${B}/banktransactions/${transactionId}`);
  await c.delete(`${B}/banktransactions/${id(vendorTransaction.body, 'banktransaction', 'transaction_id')}`);
  await c.delete(`${B}/expenses/${expenseId}`);
  await c.delete(`${B}/recurringinvoices/${profileId}`);
  await c.delete(`${B}/retainerinvoices/${retainerId}`);
  await c.delete(`${E}/settings/taxes/${taxId}`);
  await c.delete(`${B}/chartofaccounts/${accountId}`);
  const spareContact = await c.post(`${B}/contacts`, { contact_name: 'Shapes Spare' });
  await c.delete(`${B}/contacts/${id(spareContact.body, 'contact', 'contact_id')}`);
  const spareBank = await c.post(`${B}/bankaccounts`, { account_name: 'Shapes Spare Bank', account_type: 'bank' });
  await c.delete(`${B}/bankaccounts/${id(spareBank.body, 'bankaccount', 'account_id')}`);
}

describe('the family response shapes', () => {
  it('answers every routed operation with a shape entry as the family does', async () => {
    await scenario(client, (await platform.user()).email);
    const tallies = new Map<string, ShapeTally>();
    const failed = new Map<string, string>();
    for (const { template, method, response } of client.answers) {
      const key = familyKey(method, template);
      const family = key ? FAMILY_SHAPES[key] : undefined;
      if (!family?.shape) continue;
      const name = `${method} ${template}`;
      if (response.status >= 300) {
        failed.set(name, `${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        continue;
      }
      const tally = tallies.get(name) ?? newTally();
      tally.statuses.add(response.status);
      tallyShape(family.shape, response.body, tally);
      tallies.set(name, tally);
    }
    const routed = routedWithShapes();
    let keys = 0;
    let present = 0;
    let compared = 0;
    let matched = 0;
    const lines: string[] = [];
    const statusDiffers: string[] = [];
    for (const [name, tally] of [...tallies].sort()) {
      const family = FAMILY_SHAPES[routed.get(name)!];
      keys += tally.keys.size;
      present += tally.present.size;
      compared += tally.compared.size;
      matched += tally.compared.size - tally.mismatched.size;
      if (!tally.statuses.has(family.status)) statusDiffers.push(`${name}: ${[...tally.statuses]} sent, ${family.status} expected`);
      const missing = [...tally.keys].filter((k) => !tally.present.has(k));
      lines.push(
        `${name}: keys ${tally.present.size}/${tally.keys.size}, types ${tally.compared.size - tally.mismatched.size}/${tally.compared.size}` +
          (missing.length ? `\n    missing: ${missing.slice(0, 25).join(', ')}${missing.length > 25 ? ` … (${missing.length})` : ''}` : '') +
          (tally.mismatched.size
            ? `\n    types: ${[...tally.mismatched]
                .slice(0, 25)
                .map(([k, v]) => `${k} (${v})`)
                .join(', ')}`
            : ''),
      );
    }
    const untouched = [...routed.keys()].filter((name) => !tallies.has(name) && !failed.has(name));
    console.log(
      [
        `family shapes: ${tallies.size} of ${routed.size} routed operations with a shape answered; ${failed.size} failed in the scenario; ${untouched.length} not exercised`,
        `keys present ${present}/${keys} (${((100 * present) / keys).toFixed(1)}%), types matched ${matched}/${compared} (${((100 * matched) / compared).toFixed(1)}%)`,
        ...lines,
        ...[...failed].map(([name, why]) => `FAILED ${name}: ${why}`),
        ...untouched.map((name) => `NOT EXERCISED ${name}`),
      ].join('\n'),
    );
    expect(statusDiffers, 'success statuses as the family publishes them').toEqual([]);
    // Floors just below the figures reached, so a change that loses keys or types fails here.
    expect(present / keys, `keys present ${present}/${keys}`).toBeGreaterThanOrEqual(KEYS_PRESENT_FLOOR);
    expect(matched / compared, `types matched ${matched}/${compared}`).toBeGreaterThanOrEqual(TYPES_MATCHED_FLOOR);
    expect([...failed.keys()], 'scenario operations that failed').toEqual([]);
  });
});
