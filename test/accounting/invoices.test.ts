import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../subgraphs/core/values/time.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { accountsByName, customer, expectInvalid, expectState, invoice, item, pay, unique } from './invoice-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { columnsRead, expectEachFieldAlone } from '../helpers/selection.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const today = () => localDate(new Date(), 'Etc/UTC');
const daysFrom = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function books(organization?: Record<string, unknown>) {
  const tenant = await platform.tenant({ organization });
  return { ...tenant, accounts: await accountsByName(tenant.client) };
}

const INVOICE_FIELDS = `
  invoiceId invoiceNumber date dueDate status paymentTerms paymentTermsLabel customerId customerName currencyCode
  discountType isDiscountBeforeTax isInclusiveTax subTotal taxTotal total balance paymentMade templateName
  contactPersonsAssociated { contactPersonId contactPersonName communicationPreference { isEmailEnabled isSmsEnabled } }
  paymentOptions { paymentGateways { gatewayName additionalField1 configured } }
  lineItems { lineItemId itemId name rate quantity discount discountAmount itemTotal accountId accountName itemOrder }
  customFields { apiName value }
`;

describe('invoices', () => {
  it('creates an invoice with every field and reads the same back through REST and GraphQL', async () => {
    const { client, accounts } = await books();
    const person = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '+49 30 1234' };
    const buyer = await customer(client, {
      payment_terms: 30,
      contact_persons: [person, { first_name: 'Bob', email: 'bob@example.com' }],
      billing_address: { address: '1 Main St', city: 'Berlin', zip: '10115', country: 'Germany' },
      shipping_address: { address: '2 Dock Rd', city: 'Hamburg' },
    });
    const [ann, bob] = buyer.contact_persons;
    const field = await client.post('/books/v3/settings/customfields', { entity: 'invoice', label: 'PO Number', data_type: 'string', is_unique: true });
    expectOk(field, 201);
    const location = await client.post('/inventory/v1/locations', { location_name: unique('Store') });
    const widget = await item(client, { name: 'Widget', rate: 12.5, unit: 'pcs', description: 'A widget' });
    const consulting = await client.post('/books/v3/chartofaccounts', { account_name: 'Consulting Income', account_type: 'income' });

    const body = {
      customer_id: buyer.contact_id,
      contact_persons_associated: [{ contact_person_id: bob.contact_person_id, communication_preference: { is_sms_enabled: true } }],
      date: '2024-05-01',
      reference_number: 'PO-7',
      payment_expected_date: '2024-05-20',
      discount_type: 'item_level',
      location_id: location.body.locations.location_id,
      tags: [{ tag_id: '900001', tag_name: 'Region', tag_option_id: '900002', tag_option_name: 'North' }],
      shipping_charge: 7.5,
      adjustment: -0.5,
      adjustment_description: 'Goodwill',
      payment_reminder_enabled: false,
      allow_partial_payments: true,
      payment_options: { payment_gateways: [{ gateway_name: '2checkout' }, { gateway_name: 'paypal', additional_field1: 'standard', configured: false }] },
      notes: 'Thank you',
      terms: 'Net 30',
      custom_fields: [{ api_name: 'cf_po_number', value: 'PO-123' }],
      template_id: '1000002',
      salesperson_id: '700001',
      salesperson_name: 'Sam',
      line_items: [
        { item_id: widget.item_id, quantity: 4, discount: '10%' },
        {
          name: 'Consulting',
          description: 'Two hours',
          rate: 80,
          quantity: 2,
          discount: '15',
          account_id: consulting.body.chart_of_account.account_id,
          item_order: 5,
        },
      ],
    };
    const created = await client.post('/books/v3/invoices', body);
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'The invoice has been created.' });
    const saved = created.body.invoice;
    // 12.50 × 4 = 50, less 10 % = 45; 80 × 2 = 160, less 15 = 145; 190 + 7.50 − 0.50 = 197
    expect(saved).toMatchObject({
      invoice_number: 'INV-000001',
      status: 'draft',
      date: '2024-05-01',
      due_date: '2024-05-31',
      payment_terms: 30,
      payment_terms_label: 'Net 30',
      payment_expected_date: '2024-05-20',
      reference_number: 'PO-7',
      customer_id: buyer.contact_id,
      customer_name: buyer.contact_name,
      contact_persons_associated: [
        {
          contact_person_id: bob.contact_person_id,
          contact_person_name: 'Bob',
          contact_person_email: 'bob@example.com',
          communication_preference: { is_email_enabled: true, is_sms_enabled: true, is_whatsapp_enabled: false },
        },
      ],
      currency_code: 'USD',
      exchange_rate: 1,
      discount_type: 'item_level',
      is_inclusive_tax: false,
      location_id: location.body.locations.location_id,
      location_name: location.body.locations.location_name,
      tags: [{ tag_id: '900001', tag_name: 'Region', tag_option_id: '900002', tag_option_name: 'North' }],
      sub_total: 190,
      tax_total: 0,
      shipping_charge: 7.5,
      adjustment: -0.5,
      adjustment_description: 'Goodwill',
      total: 197,
      balance: 197,
      payment_made: 0,
      taxes: [],
      payment_reminder_enabled: false,
      allow_partial_payments: true,
      price_precision: 2,
      payment_options: {
        payment_gateways: [
          { gateway_name: '2checkout', configured: true, additional_field1: '' },
          { gateway_name: 'paypal', additional_field1: 'standard', configured: false },
        ],
      },
      is_emailed: false,
      billing_address: { address: '1 Main St', city: 'Berlin', zip: '10115', country: 'Germany', street2: '' },
      shipping_address: { address: '2 Dock Rd', city: 'Hamburg' },
      notes: 'Thank you',
      terms: 'Net 30',
      custom_fields: [{ api_name: 'cf_po_number', label: 'PO Number', value: 'PO-123' }],
      template_id: '1000002',
      template_name: 'Spreadsheet',
      salesperson_id: '700001',
      salesperson_name: 'Sam',
      can_send_in_mail: true,
      has_attachment: false,
      invoice_url: '',
    });
    expect(saved.line_items).toMatchObject([
      {
        item_id: widget.item_id,
        name: 'Widget',
        description: 'A widget',
        unit: 'pcs',
        rate: 12.5,
        bcy_rate: 12.5,
        quantity: 4,
        // The family answers the line discount as a number: "10%" as 10.
        discount: 10,
        discount_amount: 5,
        item_total: 45,
        account_id: accounts['Sales'],
        account_name: 'Sales',
        item_type: 'sales',
        product_type: 'goods',
        item_order: 1,
      },
      {
        item_id: '',
        name: 'Consulting',
        description: 'Two hours',
        rate: 80,
        quantity: 2,
        discount: 15,
        discount_amount: 15,
        item_total: 145,
        account_id: consulting.body.chart_of_account.account_id,
        item_order: 5,
      },
    ]);

    const fetched = await client.get(`/books/v3/invoices/${saved.invoice_id}`);
    expectOk(fetched);
    expect(fetched.body.invoice).toEqual(saved);

    const gql = await client.graphql(`query ($id: ID!) { invoice(invoiceId: $id) { ${INVOICE_FIELDS} } }`, { id: saved.invoice_id });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.invoice).toMatchObject({
      invoiceNumber: 'INV-000001',
      status: 'DRAFT',
      discountType: 'ITEM_LEVEL',
      total: 197,
      paymentOptions: { paymentGateways: [{ gatewayName: 'TWO_CHECKOUT' }, { gatewayName: 'PAYPAL', additionalField1: 'STANDARD' }] },
      lineItems: [{ itemTotal: 45 }, { itemTotal: 145, accountName: 'Consulting Income' }],
      customFields: [{ apiName: 'cf_po_number', value: 'PO-123' }],
    });
    expect(ann.contact_person_id).toBeTruthy();
  });

  it('takes its defaults from the customer and the organization', async () => {
    const { client } = await books();
    const buyer = await customer(client, {
      payment_terms: 15,
      contact_persons: [
        { first_name: 'Zed', email: 'zed@example.com' },
        { first_name: 'Pri', email: 'pri@example.com', is_primary_contact: true },
      ],
      billing_address: { city: 'Paris' },
      shipping_address: { city: 'Lyon' },
    });
    const saved = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 3 }] });
    expect(saved).toMatchObject({
      date: today(),
      due_date: daysFrom(today(), 15),
      payment_terms: 15,
      payment_terms_label: 'Net 15',
      discount_type: 'entity_level',
      is_discount_before_tax: true,
      template_name: 'Standard',
      billing_address: { city: 'Paris' },
      shipping_address: { city: 'Lyon' },
      contact_persons_associated: [{ contact_person_name: 'Pri' }],
      line_items: [{ quantity: 1, item_total: 3, account_name: 'Sales' }],
      total: 3,
    });
    // A PUT changes what it names: the terms move the due date, other fields stay.
    const updated = await client.put(`/books/v3/invoices/${saved.invoice_id}`, {
      payment_terms: 0,
      notes: 'Hello',
      line_items: [{ name: 'Other', rate: 4, quantity: 2 }],
    });
    expectOk(updated);
    expect(updated.body).toMatchObject({ code: 0, message: 'Invoice information has been updated.' });
    expect(updated.body.invoice).toMatchObject({
      due_date: today(),
      payment_terms_label: 'Due on Receipt',
      notes: 'Hello',
      total: 8,
      billing_address: { city: 'Paris' },
      line_items: [{ name: 'Other', item_total: 8 }],
    });
  });

  it('keeps the lines a PUT names by line_item_id, adds those without one and drops those not sent', async () => {
    const { client } = await books();
    const buyer = await customer(client);
    const widget = await item(client, { name: 'Widget', rate: 12.5, description: 'A widget' });
    const saved = await invoice(client, {
      customer_id: buyer.contact_id,
      line_items: [
        { item_id: widget.item_id, quantity: 2 },
        { name: 'Labour', description: 'On site', rate: 40 },
        { name: 'Travel', rate: 15 },
      ],
    });
    const [widgetLine, labour, travel] = saved.line_items;
    const other = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Elsewhere', rate: 1 }] });

    const put = (lineItems: Record<string, unknown>[]) => client.put(`/books/v3/invoices/${saved.invoice_id}`, { line_items: lineItems });
    const updated = await put([{ line_item_id: labour.line_item_id, quantity: 3 }, { name: 'Parts', rate: 5 }, { line_item_id: widgetLine.line_item_id }]);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const lines = updated.body.invoice.line_items;
    // What a kept line leaves out stays as stored; the lines take the order they are sent in.
    expect(lines).toMatchObject([
      { line_item_id: labour.line_item_id, name: 'Labour', description: 'On site', rate: 40, quantity: 3, item_total: 120, item_order: 1 },
      { name: 'Parts', rate: 5, quantity: 1, item_total: 5, item_order: 2 },
      { line_item_id: widgetLine.line_item_id, item_id: widget.item_id, name: 'Widget', description: 'A widget', quantity: 2, item_total: 25, item_order: 3 },
    ]);
    expect([labour, widgetLine, travel].map((l) => l.line_item_id)).not.toContain(lines[1].line_item_id);
    expect(updated.body.invoice.total).toBe(150);
    const read = await client.get(`/books/v3/invoices/${saved.invoice_id}`);
    expect(read.body.invoice.line_items).toEqual(lines);

    const refused = [
      [await put([{ line_item_id: travel.line_item_id, rate: 1 }]), 'line_items[0].line_item_id'],
      [await put([{ name: 'Ok', rate: 1 }, { line_item_id: other.line_items[0].line_item_id }]), 'line_items[1].line_item_id'],
      [await put([{ line_item_id: labour.line_item_id }, { line_item_id: labour.line_item_id, quantity: 9 }]), 'line_items[1].line_item_id'],
      [
        await client.post('/books/v3/invoices', { customer_id: buyer.contact_id, line_items: [{ line_item_id: labour.line_item_id }] }),
        'line_items[0].line_item_id',
      ],
    ] as const;
    for (const [res, field] of refused) expectInvalid(res, field);
    expect((await client.get(`/books/v3/invoices/${saved.invoice_id}`)).body.invoice).toEqual(read.body.invoice);

    const viaGraphql = await client.graphql(
      'mutation ($id: ID!, $input: UpdateInvoiceInput!) { updateInvoice(invoiceId: $id, input: $input) { invoice { total lineItems { lineItemId name quantity itemTotal } } } }',
      { id: saved.invoice_id, input: { lineItems: [{ lineItemId: widgetLine.line_item_id, quantity: '4' }] } },
    );
    expect(viaGraphql.body.errors, JSON.stringify(viaGraphql.body)).toBeUndefined();
    expect(viaGraphql.body.data.updateInvoice.invoice).toEqual({
      total: 50,
      lineItems: [{ lineItemId: widgetLine.line_item_id, name: 'Widget', quantity: 4, itemTotal: 50 }],
    });
  });

  it('refuses what does not hold, naming the field', async () => {
    const { client, accounts } = await books();
    const buyer = await customer(client);
    const vendor = await customer(client, { contact_type: 'vendor' });
    const base = { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 3 }] };
    const post = (body: Record<string, unknown>) => client.post('/books/v3/invoices', { ...base, ...body });
    expectInvalid(await post({ customer_id: vendor.contact_id }), 'customer_id');
    expectInvalid(await post({ customer_id: '123456' }), 'customer_id');
    expectInvalid(await post({ line_items: [] }), 'line_items');
    expectInvalid(await post({ line_items: [{ rate: 3 }] }), 'line_items[0].name');
    expectInvalid(await post({ line_items: [{ name: 'X' }] }), 'line_items[0].rate');
    expectInvalid(await post({ line_items: [{ name: 'X', rate: 1, quantity: 0 }] }), 'line_items[0].quantity');
    expectInvalid(await post({ line_items: [{ name: 'X', rate: 1, item_id: '123456' }] }), 'line_items[0].item_id');
    expectInvalid(await post({ line_items: [{ name: 'X', rate: 1, account_id: accounts['Rent Expense'] }] }), 'line_items[0].account_id');
    expectInvalid(await post({ line_items: [{ name: 'X', rate: 1, tax_id: '123456' }] }), 'line_items[0].tax_id');
    expectInvalid(await post({ line_items: [{ name: 'X', rate: 1, discount: '5%' }] }), 'line_items[0].discount');
    expectInvalid(await post({ discount_type: 'item_level', line_items: [{ name: 'X', rate: 1, discount: '2' }] }), 'line_items[0].discount');
    expectInvalid(await post({ discount: '4' }), 'discount');
    expectInvalid(await post({ discount: 'ten' }), 'discount');
    expectInvalid(await post({ discount_type: 'sideways' }), 'discount_type');
    expectInvalid(await post({ adjustment: -4 }), 'adjustment');
    expectInvalid(await post({ date: '2024-05-10', due_date: '2024-05-09' }), 'due_date');
    expectInvalid(await post({ date: '2024-02-30' }), 'date');
    expectInvalid(await post({ template_id: '42' }), 'template_id');
    expectInvalid(await post({ currency_id: '42' }), 'currency_id');
    expectInvalid(await post({ exchange_rate: 2 }), 'exchange_rate');
    expectInvalid(await post({ location_id: '42' }), 'location_id');
    expectInvalid(await post({ reference_number: 'x'.repeat(101) }), 'reference_number');
    expectInvalid(await post({ invoice_number: 'x'.repeat(101) }), 'invoice_number');
    expectInvalid(await post({ payment_options: { payment_gateways: [{ gateway_name: 'bitcoin' }] } }), 'payment_options.payment_gateways[0].gateway_name');
    expectInvalid(
      await post({ payment_options: { payment_gateways: [{ gateway_name: 'stripe' }, { gateway_name: 'stripe' }] } }),
      'payment_options.payment_gateways[1].gateway_name',
    );
    expectInvalid(
      await post({ payment_options: { payment_gateways: [{ gateway_name: 'paypal', additional_field1: 'express' }] } }),
      'payment_options.payment_gateways[0].additional_field1',
    );
    expectInvalid(await post({ contact_persons_associated: [{ contact_person_id: '42' }] }), 'contact_persons_associated[0].contact_person_id');
    expectInvalid(await post({ custom_fields: [{ api_name: 'cf_nothing', value: 'x' }] }), 'custom_fields[0].api_name');
    const many = await post({ line_items: Array.from({ length: 1001 }, () => ({ name: 'X', rate: 1 })) });
    expectFailure(many, 1005);
  });

  it('accepts the tax-locale fields only for organizations of their edition, with their value sets', async () => {
    const editions: Record<string, Awaited<ReturnType<typeof books>>> = {};
    for (const country of ['US', 'IN', 'AE', 'SA', 'BH', 'GB', 'DE', 'MX', 'KE', 'ZA']) editions[country] = await books({ address: { country } });
    const buyers = Object.fromEntries(await Promise.all(Object.entries(editions).map(async ([c, b]) => [c, await customer(b.client)] as const)));
    const post = (country: string, body: Record<string, unknown>) =>
      editions[country].client.post('/books/v3/invoices', { customer_id: buyers[country].contact_id, line_items: [{ name: 'Thing', rate: 3 }], ...body });
    const accepted = async (country: string, body: Record<string, unknown>, expected: Record<string, unknown> = body) => {
      const res = await post(country, body);
      expect(res.status, `${country} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.invoice).toMatchObject(expected);
    };

    await accepted(
      'IN',
      { gst_no: '29ABCDE1234F1Z5', gst_treatment: 'business_gst', is_pre_gst: false, place_of_supply: 'ka' },
      { gst_no: '29ABCDE1234F1Z5', gst_treatment: 'business_gst', place_of_supply: 'KA' },
    );
    expectInvalid(await post('IN', { place_of_supply: 'DU' }), 'place_of_supply');
    expectInvalid(await post('IN', { gst_treatment: 'registered' }), 'gst_treatment');
    expectInvalid(await post('IN', { gst_no: 'X'.repeat(16) }), 'gst_no');
    expectInvalid(await post('US', { gst_no: '29ABCDE1234F1Z5' }), 'gst_no');
    expectInvalid(await post('US', { is_pre_gst: true }), 'is_pre_gst');

    await accepted('AE', { place_of_supply: 'DU', tax_treatment: 'dz_vat_registered', tax_treatment_code: 'uae_others' });
    await accepted('AE', { place_of_supply: 'SA', tax_treatment: 'gcc_vat_registered' });
    expectInvalid(await post('AE', { tax_treatment: 'non_kenya' }), 'tax_treatment');
    expectInvalid(await post('AE', { tax_treatment_code: 'ksa_pvt_edu' }), 'tax_treatment_code');
    await accepted('SA', { place_of_supply: 'BH', tax_treatment: 'non_gcc', tax_treatment_code: 'ksa_pvt_health' });
    expectInvalid(await post('SA', { place_of_supply: 'DU' }), 'place_of_supply');
    expectInvalid(await post('SA', { tax_treatment: 'dz_vat_registered' }), 'tax_treatment');
    await accepted(
      'BH',
      { line_items: [{ name: 'X', rate: 1, tax_treatment_code: 'bahrain_disbursement' }] },
      { line_items: [{ tax_treatment_code: 'bahrain_disbursement' }] },
    );
    expectInvalid(await post('BH', { line_items: [{ name: 'X', rate: 1, tax_treatment_code: 'uae_others' }] }), 'line_items[0].tax_treatment_code');
    expectInvalid(await post('US', { tax_treatment_code: 'uae_others' }), 'tax_treatment_code');
    expectInvalid(await post('US', { place_of_supply: 'DU' }), 'place_of_supply');

    await accepted('GB', { vat_treatment: 'uk', vat_reg_no: 'GB123456789' });
    await accepted('DE', { vat_treatment: 'eu_vat_registered', vat_reg_no: 'DE123456789' });
    expectInvalid(await post('US', { vat_treatment: 'uk' }), 'vat_treatment');
    expectInvalid(await post('US', { vat_reg_no: 'GB1' }), 'vat_reg_no');
    expectInvalid(await post('GB', { vat_treatment: 'domestic' }), 'vat_treatment');

    await accepted('MX', { tax_treatment: 'border_region_mexico', cfdi_usage: 'general_expense', cfdi_reference_type: 'substitution_previous_cfdi' });
    const first = await post('MX', {});
    await accepted('MX', { cfdi_reference_type: 'return_of_merchandise', reference_invoice_id: first.body.invoice.invoice_id });
    expectInvalid(await post('MX', { reference_invoice_id: '42' }), 'reference_invoice_id');
    expectInvalid(await post('MX', { tax_treatment: 'vat_registered' }), 'tax_treatment');
    expectInvalid(await post('MX', { cfdi_usage: 'lunch' }), 'cfdi_usage');
    expectInvalid(await post('US', { cfdi_usage: 'general_expense' }), 'cfdi_usage');
    expectInvalid(await post('US', { cfdi_reference_type: 'transfer_of_goods' }), 'cfdi_reference_type');

    await accepted('KE', { tax_treatment: 'non_kenya' });
    expectInvalid(await post('KE', { tax_treatment: 'overseas' }), 'tax_treatment');
    expectInvalid(await post('US', { tax_treatment: 'vat_registered' }), 'tax_treatment');

    await accepted('ZA', { tax_treatment: 'vat_registered', is_reverse_charge_applied: true });
    await accepted(
      'ZA',
      { tax_treatment: 'overseas', line_items: [{ name: 'X', rate: 1, product_type: 'capital_goods' }] },
      { line_items: [{ product_type: 'capital_goods' }] },
    );
    const missing = await post('ZA', { tax_treatment: 'vat_registered' });
    expectInvalid(missing, 'is_reverse_charge_applied');
    expect(missing.body.message).toContain('is required when tax_treatment is vat_registered');
    expectInvalid(await post('US', { is_reverse_charge_applied: true }), 'is_reverse_charge_applied');
    expectInvalid(await post('US', { line_items: [{ name: 'X', rate: 1, product_type: 'capital_service' }] }), 'line_items[0].product_type');

    const refused = await post('US', { gst_no: '29ABCDE1234F1Z5' });
    expect(refused.body.message).toBe(
      "Invalid value passed for gst_no: applies only to organizations of the India (IN) edition; this organization's edition is US.",
    );
  });

  it('keeps invoices of other organizations out of sight (404, code 1002)', async () => {
    const owner = await books();
    const stranger = await books();
    const saved = await invoice(owner.client, { customer_id: (await customer(owner.client)).contact_id, line_items: [{ name: 'Thing', rate: 3 }] });
    const id = saved.invoice_id;
    for (const res of [
      await stranger.client.get(`/books/v3/invoices/${id}`),
      await stranger.client.get(`/books/v3/invoices/${id}`, { format: 'pdf' }),
      await stranger.client.get('/books/v3/invoices/pdf', { invoice_ids: id }),
      await stranger.client.put(`/books/v3/invoices/${id}`, { notes: 'mine' }),
      await stranger.client.delete(`/books/v3/invoices/${id}`),
      await stranger.client.post(`/books/v3/invoices/${id}/status/sent`),
      await stranger.client.post(`/books/v3/invoices/${id}/status/void`),
      await stranger.client.post(`/books/v3/invoices/${id}/status/draft`),
      await stranger.client.get(`/books/v3/invoices/${id}/payments`),
      await stranger.client.get(`/books/v3/invoices/${id}/comments`),
      await stranger.client.post(`/books/v3/invoices/${id}/comments`, { description: 'hi' }),
    ]) {
      expectFailure(res, 1002, 404);
    }
    expect((await stranger.client.get('/books/v3/invoices')).body.invoices).toEqual([]);
    const gql = await stranger.client.graphql('query ($id: ID!) { invoice(invoiceId: $id) { invoiceId } }', { id });
    expect(gql.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    // A customer of another organization is no customer here.
    const crossed = await stranger.client.post('/books/v3/invoices', { customer_id: saved.customer_id, line_items: [{ name: 'X', rate: 1 }] });
    expectInvalid(crossed, 'customer_id');
    const intact = await owner.client.get(`/books/v3/invoices/${id}`);
    expect(intact.body.invoice).toMatchObject({ status: 'draft', notes: '' });
  });

  it('numbers invoices INV-000001 onwards, takes a number given with ignore_auto_number_generation, and refuses duplicates', async () => {
    const { client } = await books();
    const buyer = await customer(client);
    const body = { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 3 }] };
    expect((await invoice(client, body)).invoice_number).toBe('INV-000001');
    expect((await invoice(client, { ...body, invoice_number: 'ignored' })).invoice_number).toBe('INV-000002');
    const manual = await invoice(client, { ...body, invoice_number: 'INV-000003' }, { ignore_auto_number_generation: 'true' });
    expect(manual.invoice_number).toBe('INV-000003');
    // The series skips a number already taken by hand rather than colliding with it.
    expect((await invoice(client, body)).invoice_number).toBe('INV-000004');

    expectInvalid(await client.request('POST', '/books/v3/invoices', { body, query: { ignore_auto_number_generation: 'true' } }), 'invoice_number');
    const duplicate = await client.request('POST', '/books/v3/invoices', {
      body: { ...body, invoice_number: 'inv-000003' },
      query: { ignore_auto_number_generation: 'true' },
    });
    expectFailure(duplicate, 1001);
    expect(duplicate.body).toEqual({ code: 1001, message: 'The invoice number "inv-000003" is already used by another invoice of the organization.' });
    const renamed = await client.put(`/books/v3/invoices/${manual.invoice_id}`, { invoice_number: 'INV-000001' });
    expectFailure(renamed, 1001);
    expect((await client.put(`/books/v3/invoices/${manual.invoice_id}`, { invoice_number: 'SPECIAL-1' })).body.invoice.invoice_number).toBe('SPECIAL-1');

    // Another organization has a series of its own.
    const other = await books();
    expect((await invoice(other.client, { customer_id: (await customer(other.client)).contact_id, line_items: [{ name: 'X', rate: 1 }] })).invoice_number).toBe(
      'INV-000001',
    );
  });

  it('numbers concurrent creates without gaps or repeats, and lets one of two equal numbers win', async () => {
    const { client } = await books();
    const buyer = await customer(client);
    const body = { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 3 }] };
    const created = await Promise.all(Array.from({ length: 12 }, () => client.post('/books/v3/invoices', body)));
    expect(created.map((r) => r.status)).toEqual(Array(12).fill(201));
    const numbers = created.map((r) => r.body.invoice.invoice_number).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`));

    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.request('POST', '/books/v3/invoices', { body: { ...body, invoice_number: 'RACE-1' }, query: { ignore_auto_number_generation: 'true' } }),
      ),
    );
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    for (const lost of racing.filter((r) => r.status !== 201)) expect(lost.body).toMatchObject({ code: 1001 });
    // A failed create gives nothing back to the series: the next number follows on.
    expect((await invoice(client, body)).invoice_number).toBe('INV-000013');
  });

  it('moves through draft, sent, partially paid, paid and void, refusing moves that are not allowed (1003)', async () => {
    const { client, organizationId } = await books();
    const buyer = await customer(client);
    const draft = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 100 }] });
    const id = draft.invoice_id;
    const status = async () => (await client.get(`/books/v3/invoices/${id}`)).body.invoice.status;

    expectState(await client.post(`/books/v3/invoices/${id}/status/draft`), 'is a draft and cannot be turned into a draft');
    const sent = await client.post(`/books/v3/invoices/${id}/status/sent`);
    expect(sent.body).toEqual({ code: 0, message: 'Invoice status has been changed to Sent.' });
    expect(await status()).toBe('sent');
    expectState(
      await client.post(`/books/v3/invoices/${id}/status/sent`),
      `The invoice ${draft.invoice_number} is sent and cannot be marked as sent: it has been sent already.`,
    );

    await pay(client, organizationId, id, '40', today());
    expect((await client.get(`/books/v3/invoices/${id}`)).body.invoice).toMatchObject({
      status: 'partially_paid',
      payment_made: 40,
      balance: 60,
      last_payment_date: today(),
    });
    expectState(await client.post(`/books/v3/invoices/${id}/status/void`), 'payments or credits are applied to it');
    expectState(await client.post(`/books/v3/invoices/${id}/status/draft`), 'payments or credits are applied to it');
    expectState(await client.delete(`/books/v3/invoices/${id}`), 'cannot be deleted');
    const lowered = await client.put(`/books/v3/invoices/${id}`, { line_items: [{ name: 'Thing', rate: 30 }] });
    expectState(lowered, 'less than the 40 already paid');
    const payments = await client.get(`/books/v3/invoices/${id}/payments`);
    expect(payments.body.payments).toMatchObject([
      // A cash payment in the base currency, for this invoice alone, received offline.
      { invoice_id: id, amount: 40, date: today(), payment_mode: 'cash', exchange_rate: 1, is_single_invoice_payment: true, online_transaction_id: '' },
    ]);
    expect(payments.body.payments[0].invoice_payment_id).toMatch(/^\d+$/);
    expect(payments.body.payments[0].payment_id).toMatch(/^\d+$/);
    expect(payments.body.payments[0].invoice_payment_id).not.toBe(payments.body.payments[0].payment_id);

    await pay(client, organizationId, id, '60', today());
    expect((await client.get(`/books/v3/invoices/${id}`)).body.invoice).toMatchObject({ status: 'paid', payment_made: 100, balance: 0, due_days: '' });

    // Void, then back to draft, then sent again.
    const other = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 5 }] }, { send: 'true' });
    expect(other.status).toBe('sent');
    expect((await client.post(`/books/v3/invoices/${other.invoice_id}/status/void`)).body).toEqual({
      code: 0,
      message: 'Invoice status has been changed to Void.',
    });
    expectState(await client.post(`/books/v3/invoices/${other.invoice_id}/status/void`), 'is void and cannot be voided');
    expectState(await client.post(`/books/v3/invoices/${other.invoice_id}/status/sent`), 'turn it back into a draft first');
    expectState(await client.put(`/books/v3/invoices/${other.invoice_id}`, { notes: 'x' }), 'is void and cannot be changed');
    expectOk(await client.post(`/books/v3/invoices/${other.invoice_id}/status/draft`));
    expectOk(await client.post(`/books/v3/invoices/${other.invoice_id}/status/sent`));

    // A draft can be voided and deleted.
    const scrap = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 5 }] });
    const deleted = await client.delete(`/books/v3/invoices/${scrap.invoice_id}`);
    expect(deleted.body).toEqual({ code: 0, message: 'The invoice has been deleted.' });
    expectFailure(await client.get(`/books/v3/invoices/${scrap.invoice_id}`), 1002, 404);

    // GraphQL names the refusal the same way.
    const gql = await client.graphql('mutation ($id: ID!) { markInvoiceSent(invoiceId: $id) { invoice { status } } }', { id });
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'INVALID_STATE', errorCode: 1003 });
  });

  it('lists a payment split over two invoices under each, at the payment exchange rate', async () => {
    const { client, organizationId } = await books();
    const buyer = await customer(client);
    const [first, second] = [
      await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 30 }] }, { send: 'true' }),
      await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 20 }] }, { send: 'true' }),
    ];
    const billing = new Client(client.baseUrl, client.token);
    const paid = await billing.request('POST', '/billing/v1/payments', {
      headers: { 'X-com-svc-subscriptions-organizationid': organizationId },
      body: {
        customer_id: buyer.contact_id,
        payment_mode: 'banktransfer',
        amount: 50,
        date: today(),
        reference_number: 'TR-9',
        description: 'Both invoices',
        invoices: [
          { invoice_id: first.invoice_id, amount_applied: 30 },
          { invoice_id: second.invoice_id, amount_applied: 20 },
        ],
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const paymentId = paid.body.payment.payment_id;
    const lists = await Promise.all([first, second].map((i) => client.get(`/books/v3/invoices/${i.invoice_id}/payments`)));
    expect(lists.map((l) => l.body.payments)).toMatchObject([
      [
        {
          payment_id: paymentId,
          invoice_id: first.invoice_id,
          amount: 30,
          is_single_invoice_payment: false,
          reference_number: 'TR-9',
          description: 'Both invoices',
        },
      ],
      [{ payment_id: paymentId, invoice_id: second.invoice_id, amount: 20, is_single_invoice_payment: false, payment_mode: 'banktransfer', exchange_rate: 1 }],
    ]);
    expect(lists[0].body.payments[0].invoice_payment_id).not.toBe(lists[1].body.payments[0].invoice_payment_id);
  });

  it('is overdue once the due date passes with a balance, in the organization time zone', async () => {
    const { client } = await books({ time_zone: 'Pacific/Kiritimati' });
    const buyer = await customer(client);
    const zoneToday = localDate(new Date(), 'Pacific/Kiritimati');
    const past = await invoice(
      client,
      { customer_id: buyer.contact_id, date: daysFrom(zoneToday, -10), due_date: daysFrom(zoneToday, -1), line_items: [{ name: 'Thing', rate: 5 }] },
      { send: 'true' },
    );
    expect(past).toMatchObject({ status: 'overdue', due_days: 'Overdue by 1 day' });
    const dueToday = await invoice(client, { customer_id: buyer.contact_id, date: zoneToday, line_items: [{ name: 'Thing', rate: 5 }] }, { send: 'true' });
    expect(dueToday).toMatchObject({ due_date: zoneToday, status: 'sent', due_days: 'Due today' });
    const later = await invoice(client, {
      customer_id: buyer.contact_id,
      date: zoneToday,
      due_date: daysFrom(zoneToday, 12),
      line_items: [{ name: 'Thing', rate: 5 }],
    });
    expect(later.due_days).toBe('Due in 12 days');
    expectOk(await client.delete(`/books/v3/invoices/${later.invoice_id}`));
    const draft = await invoice(client, {
      customer_id: buyer.contact_id,
      date: daysFrom(zoneToday, -10),
      due_date: daysFrom(zoneToday, -1),
      line_items: [{ name: 'Thing', rate: 5 }],
    });
    expect(draft.status).toBe('draft');
    const overdue = await client.get('/books/v3/invoices', { filter_by: 'Status.OverDue' });
    expect(overdue.body.invoices.map((i: any) => [i.invoice_id, i.due_days])).toEqual([[past.invoice_id, 'Overdue by 1 day']]);
    expect(overdue.body.page_context.applied_filter).toBe('Status.OverDue');
    // Moving the due date forward makes it sent again.
    const moved = await client.put(`/books/v3/invoices/${past.invoice_id}`, { due_date: daysFrom(zoneToday, 5) });
    expect(moved.body.invoice.status).toBe('sent');
  });

  it('writes history entries on every change and takes comments', async () => {
    const { client, email } = await books();
    const buyer = await customer(client);
    const saved = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 12 }] });
    await client.put(`/books/v3/invoices/${saved.invoice_id}`, { notes: 'n' });
    await client.post(`/books/v3/invoices/${saved.invoice_id}/status/sent`);
    await client.post(`/books/v3/invoices/${saved.invoice_id}/status/void`);
    await client.post(`/books/v3/invoices/${saved.invoice_id}/status/draft`);
    const added = await client.post(`/books/v3/invoices/${saved.invoice_id}/comments`, { description: 'Called the customer' });
    expectOk(added);
    expect(added.body).toMatchObject({
      code: 0,
      message: 'Comments added.',
      comment: { description: 'Called the customer', comment_type: 'user', operation_type: 'commented' },
    });
    expectInvalid(await client.post(`/books/v3/invoices/${saved.invoice_id}/comments`, { description: '' }), 'description');

    const history = await client.get(`/books/v3/invoices/${saved.invoice_id}/comments`);
    expectOk(history);
    expect(history.body.comments.map((c: any) => [c.comment_type, c.operation_type, c.description])).toEqual([
      ['system', 'added', 'Invoice INV-000001 created for USD 12.00.'],
      ['system', 'updated', 'Invoice INV-000001 updated; total USD 12.00.'],
      ['system', 'marked_as_sent', 'Invoice INV-000001 marked as sent.'],
      ['system', 'voided', 'Invoice INV-000001 marked as void.'],
      ['system', 'marked_as_draft', 'Invoice INV-000001 converted to draft.'],
      ['user', 'commented', 'Called the customer'],
    ]);
    const [first] = history.body.comments;
    expect(first).toMatchObject({ invoice_id: saved.invoice_id, commented_by: email.split('@')[0], date: today(), date_description: 'few seconds ago' });
    // Every entry names the transaction it is about: the invoice.
    for (const entry of history.body.comments) expect(entry).toMatchObject({ transaction_id: saved.invoice_id, transaction_type: 'invoice' });
    expect(first.comment_id).toMatch(/^\d+$/);
    expect(first.commented_by_id).toMatch(/^\d+$/);
    expect(first.time).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
  });

  it('filters, sorts and pages the list', async () => {
    const { client } = await books();
    const alpha = await customer(client, { contact_name: 'Alpha Corp' });
    const beta = await customer(client, { contact_name: 'beta ltd' });
    const make = (customerId: string, body: Record<string, unknown>, send = true) =>
      invoice(client, { customer_id: customerId, ...body }, send ? { send: 'true' } : undefined);
    const a = await make(alpha.contact_id, { date: '2024-01-10', due_date: '2024-01-20', reference_number: 'REF-A', line_items: [{ name: 'A', rate: 100 }] });
    const b = await make(beta.contact_id, { date: '2024-02-10', due_date: '2099-02-20', line_items: [{ name: 'B', rate: 50 }] });
    const c = await make(alpha.contact_id, { date: '2024-03-10', due_date: '2099-03-20', line_items: [{ name: 'C', rate: 75 }] }, false);
    const d = await invoice(
      client,
      { customer_id: beta.contact_id, invoice_number: 'SPECIAL-9', date: '2024-04-10', line_items: [{ name: 'D', rate: 20 }] },
      { ignore_auto_number_generation: 'true', send: 'true' },
    );
    await client.post(`/books/v3/invoices/${d.invoice_id}/status/void`);
    const ids = async (query: Record<string, string | number>) => {
      const res = await client.get('/books/v3/invoices', query);
      expectOk(res);
      return res.body.invoices.map((i: any) => i.invoice_id);
    };
    expect(await ids({})).toEqual([d, c, b, a].map((x) => x.invoice_id));
    expect(await ids({ invoice_number: 'inv-000002' })).toEqual([b.invoice_id]);
    expect(await ids({ invoice_number_startswith: 'SPE' })).toEqual([d.invoice_id]);
    expect(await ids({ invoice_number_contains: '0003' })).toEqual([c.invoice_id]);
    expect(await ids({ date_start: '2024-02-10', date_end: '2024-03-10', sort_column: 'date', sort_order: 'A' })).toEqual([b.invoice_id, c.invoice_id]);
    expect(await ids({ date_before: '2024-02-10' })).toEqual([a.invoice_id]);
    expect(await ids({ date_after: '2024-03-10' })).toEqual([d.invoice_id]);
    expect(await ids({ due_date_start: '2099-01-01', due_date_end: '2099-02-28' })).toEqual([b.invoice_id]);
    expect(await ids({ due_date_before: '2024-02-01' })).toEqual([a.invoice_id]);
    expect(await ids({ due_date_after: '2099-02-20', sort_column: 'due_date' })).toEqual([c.invoice_id]);
    expect(await ids({ status: 'draft' })).toEqual([c.invoice_id]);
    expect(await ids({ status: 'unpaid', sort_column: 'invoice_number', sort_order: 'A' })).toEqual([a.invoice_id, b.invoice_id]);
    expect(await ids({ status: 'overdue' })).toEqual([a.invoice_id]);
    expect(await ids({ filter_by: 'Status.Sent' })).toEqual([b.invoice_id]);
    expect(await ids({ filter_by: 'Status.Void' })).toEqual([d.invoice_id]);
    expect(await ids({ filter_by: 'Status.Draft' })).toEqual([c.invoice_id]);
    expect(await ids({ filter_by: 'Status.Unpaid', sort_column: 'total' })).toEqual([b.invoice_id, a.invoice_id]);
    expect(await ids({ filter_by: 'Status.Paid' })).toEqual([]);
    expect(await ids({ customer_id: alpha.contact_id, sort_column: 'date', sort_order: 'A' })).toEqual([a.invoice_id, c.invoice_id]);
    expect(await ids({ search_text: 'REF-a' })).toEqual([a.invoice_id]);
    expect(await ids({ search_text: 'BETA', sort_column: 'created_time', sort_order: 'A' })).toEqual([b.invoice_id, d.invoice_id]);
    expect(await ids({ sort_column: 'customer_name', sort_order: 'A' })).toEqual([a, c, b, d].map((x) => x.invoice_id));
    expect(await ids({ sort_column: 'balance', sort_order: 'D' })).toEqual([a.invoice_id, c.invoice_id, b.invoice_id, d.invoice_id]);

    const page = await client.get('/books/v3/invoices', { per_page: 3, page: 1, sort_column: 'date', sort_order: 'A' });
    expect(page.body.page_context).toEqual({
      page: 1,
      per_page: 3,
      has_more_page: true,
      sort_column: 'date',
      sort_order: 'A',
      applied_filter: 'Status.All',
      report_name: 'Invoices',
    });
    const next = await client.get('/books/v3/invoices', { per_page: 3, page: 2, sort_column: 'date', sort_order: 'A' });
    expect(next.body.invoices.map((i: any) => i.invoice_id)).toEqual([d.invoice_id]);
    expect(next.body.page_context.has_more_page).toBe(false);
    expectInvalid(await client.get('/books/v3/invoices', { filter_by: 'Status.Nothing' }), 'filter_by');
    expectInvalid(await client.get('/books/v3/invoices', { sort_column: 'colour' }), 'sort_column');
    expectInvalid(await client.get('/books/v3/invoices', { date_start: '10/01/2024' }), 'date_start');

    const gql = await client.graphql(
      '{ invoices(filterBy: STATUS_UNPAID, sortColumn: TOTAL, sortOrder: A) { nodes { invoiceNumber total } pageContext { appliedFilter } } }',
    );
    expect(gql.body.data.invoices).toEqual({
      nodes: [
        { invoiceNumber: 'INV-000002', total: 50 },
        { invoiceNumber: 'INV-000001', total: 100 },
      ],
      pageContext: { appliedFilter: 'Status.Unpaid' },
    });
  });

  it('lists 200 invoices of 3 lines with as many SQL statements as 5', async () => {
    const { client } = await books();
    const buyer = await customer(client, { contact_persons: [{ first_name: 'P', email: 'p@example.com' }] });
    const field = await client.post('/books/v3/settings/customfields', { entity: 'invoice', label: 'Batch', data_type: 'string' });
    expectOk(field, 201);
    const location = await client.post('/inventory/v1/locations', { location_name: unique('Store') });
    let created = 0;
    const createMore = async (count: number) => {
      for (let i = 0; i < count; i++, created++) {
        await invoice(client, {
          customer_id: buyer.contact_id,
          location_id: location.body.locations.location_id,
          custom_fields: [{ api_name: 'cf_batch', value: `B-${created}` }],
          line_items: [
            { name: 'One', rate: 1 },
            { name: 'Two', rate: 2, location_id: location.body.locations.location_id },
            { name: 'Three', rate: created },
          ],
        });
      }
    };
    const countList = async () => {
      const { value: res, sql } = await platform.statementsDuring(() =>
        client.get('/books/v3/invoices', { per_page: 200, sort_column: 'invoice_number', sort_order: 'A' }),
      );
      expectOk(res);
      return { used: sql.length, invoices: res.body.invoices };
    };
    // The same page over GraphQL, selecting what the REST list entries (the family's summary) leave out:
    // the lines, the custom fields and the contact persons.
    const countFull = async () => {
      const { value: res, sql } = await platform.statementsDuring(() =>
        client.graphql(
          `{ invoices(perPage: 200, sortColumn: INVOICE_NUMBER, sortOrder: A) { nodes {
          invoiceNumber total
          customFields { value }
          contactPersonsAssociated { contactPersonName }
          lineItems { name locationName itemTotal }
        } } }`,
        ),
      );
      expect(res.body.errors).toBeUndefined();
      return { used: sql.length, invoices: res.body.data.invoices.nodes };
    };
    await createMore(5);
    const five = await countList();
    expect(five.invoices).toHaveLength(5);
    const fiveFull = await countFull();
    expect(fiveFull.invoices).toHaveLength(5);
    await createMore(195);
    const many = await countList();
    expect(many.invoices).toHaveLength(200);
    expect(many.invoices[199]).toMatchObject({ invoice_number: 'INV-000200', total: 202, custom_fields: [{ value: 'B-199' }] });
    expect(many.used).toBe(five.used);
    const manyFull = await countFull();
    expect(manyFull.invoices).toHaveLength(200);
    expect(manyFull.invoices[199]).toMatchObject({
      invoiceNumber: 'INV-000200',
      total: 202,
      customFields: [{ value: 'B-199' }],
      contactPersonsAssociated: [{ contactPersonName: 'P' }],
      lineItems: [{ name: 'One' }, { name: 'Two', locationName: location.body.locations.location_name }, { name: 'Three', itemTotal: 199 }],
    });
    expect(manyFull.used).toBe(fiveFull.used);
  });

  it('serves GraphQL mutations with the same rules', async () => {
    const { client } = await books();
    const buyer = await customer(client);
    const created = await client.graphql(
      `mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input, send: true) { invoice { ${INVOICE_FIELDS} } } }`,
      { input: { customerId: buyer.contact_id, discount: '10%', lineItems: [{ name: 'Thing', rate: '19.99', quantity: '3' }] } },
    );
    expect(created.body.errors).toBeUndefined();
    // 59.97 less 10 % (5.997 → 6.00) = 53.97
    expect(created.body.data.createInvoice.invoice).toMatchObject({ status: 'SENT', subTotal: 59.97, total: 53.97, balance: 53.97 });
    const id = created.body.data.createInvoice.invoice.invoiceId;
    const voided = await client.graphql('mutation ($id: ID!) { markInvoiceVoid(invoiceId: $id) { invoice { status } } }', { id });
    expect(voided.body.data.markInvoiceVoid.invoice.status).toBe('VOID');
    const comments = await client.graphql('query ($id: ID!) { invoiceComments(invoiceId: $id) { operationType commentType } }', { id });
    expect(comments.body.data.invoiceComments.map((c: any) => c.operationType)).toEqual(['added', 'marked_as_sent', 'voided']);
    const bad = await client.graphql('mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { invoiceId } } }', {
      input: { customerId: buyer.contact_id, lineItems: [{ name: 'X', rate: '1', discount: '5%' }] },
    });
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'INVALID_VALUE', field: ['input', 'lineItems', 0, 'discount'] });
  });

  it('reads and builds only what a list selects: each field alone answers as in the whole entry, two fields read two columns', async () => {
    const { client, organizationId } = await books();
    const buyer = await customer(client, { contact_persons: [{ first_name: 'Ann', email: 'ann@example.com' }, { first_name: 'Bob' }] });
    const field = await client.post('/books/v3/settings/customfields', { entity: 'invoice', label: 'Batch', data_type: 'string' });
    expectOk(field, 201);
    const location = await client.post('/inventory/v1/locations', { location_name: unique('Store') });
    const widget = await item(client, { name: 'Widget', rate: 12.5, unit: 'pcs' });
    const rich = await invoice(client, {
      customer_id: buyer.contact_id,
      contact_persons_associated: [{ contact_person_id: buyer.contact_persons[0].contact_person_id }],
      date: '2024-05-01',
      reference_number: 'PO-7',
      payment_expected_date: '2024-05-20',
      discount_type: 'item_level',
      location_id: location.body.locations.location_id,
      tags: [{ tag_id: '900001', tag_name: 'Region', tag_option_id: '900002', tag_option_name: 'North' }],
      shipping_charge: 7.5,
      adjustment: -0.5,
      adjustment_description: 'Goodwill',
      payment_options: { payment_gateways: [{ gateway_name: 'paypal', additional_field1: 'standard', configured: false }] },
      billing_address: { address: '1 Main St', city: 'Berlin' },
      notes: 'Thank you',
      terms: 'Net 30',
      custom_fields: [{ api_name: 'cf_batch', value: 'B-1' }],
      template_id: '1000002',
      salesperson_name: 'Sam',
      line_items: [
        { item_id: widget.item_id, quantity: 4, discount: '10%', location_id: location.body.locations.location_id },
        { name: 'Consulting', rate: 80, quantity: 2 },
      ],
    });
    expectOk(await client.post(`/books/v3/invoices/${rich.invoice_id}/status/sent`), 200);
    await pay(client, organizationId, rich.invoice_id, '50', '2024-05-03');
    await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Plain', rate: 3 }] });

    const list = (nodes: string) => `{ invoices(perPage: 10, sortColumn: INVOICE_NUMBER, sortOrder: A) { nodes ${nodes} } }`;
    const entries = await expectEachFieldAlone(
      client,
      'Invoice',
      list,
      (data) => data.invoices.nodes,
      (e, selection) => `{ invoice(invoiceId: "${e.invoiceId}") ${selection} }`,
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      status: 'OVERDUE',
      paymentMade: 50,
      locationName: location.body.locations.location_name,
      customFields: [{ value: 'B-1' }],
    });

    const { value: two, sql: read } = await platform.statementsDuring(() => client.graphql(list('{ invoiceNumber total }')));
    const sql = read.find((statement) => /from "accounting"."invoices"/.test(statement));
    expect(two.body.data.invoices.nodes).toEqual(entries.map((e) => ({ invoiceNumber: e.invoiceNumber, total: e.total })));
    expect(columnsRead(sql!)).toEqual(['currencies.currency_code', 'invoices.id', 'invoices.invoice_number', 'invoices.total']);
  });

  it('serves every invoice operation over GraphQL', async () => {
    const { client, organizationId } = await books();
    const buyer = await customer(client);
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await client.graphql(query, variables);
      expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
      return res.body.data;
    };
    const { createInvoice } = await gql('mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { invoiceId invoiceNumber } } }', {
      input: { customerId: buyer.contact_id, lineItems: [{ name: 'Thing', rate: '10' }] },
    });
    const id = createInvoice.invoice.invoiceId;
    const { updateInvoice } = await gql(
      'mutation ($id: ID!, $input: UpdateInvoiceInput!) { updateInvoice(invoiceId: $id, input: $input) { invoice { total notes } } }',
      { id, input: { notes: 'via GraphQL', shippingCharge: '2' } },
    );
    expect(updateInvoice.invoice).toEqual({ total: 12, notes: 'via GraphQL' });
    expect((await gql('mutation ($id: ID!) { markInvoiceSent(invoiceId: $id) { invoice { status } } }', { id })).markInvoiceSent.invoice.status).toBe('SENT');
    expect((await gql('mutation ($id: ID!) { markInvoiceDraft(invoiceId: $id) { invoice { status } } }', { id })).markInvoiceDraft.invoice.status).toBe(
      'DRAFT',
    );
    const { addInvoiceComment } = await gql(
      'mutation ($id: ID!) { addInvoiceComment(invoiceId: $id, input: { description: "Noted" }) { comment { description commentType } } }',
      { id },
    );
    expect(addInvoiceComment.comment).toEqual({ description: 'Noted', commentType: 'USER' });
    expect((await gql('query ($id: ID!) { invoicePayments(invoiceId: $id) { amount } }', { id })).invoicePayments).toEqual([]);
    expect((await gql('{ invoiceTemplates { templateName isDefault } }')).invoiceTemplates[0]).toEqual({ templateName: 'Standard', isDefault: true });
    const { invoiceDocument } = await gql(
      'query ($id: ID!) { invoiceDocument(invoiceId: $id) { invoice { invoiceNumber } organization { organizationId name } } }',
      { id },
    );
    expect(invoiceDocument).toMatchObject({ invoice: { invoiceNumber: createInvoice.invoice.invoiceNumber }, organization: { organizationId } });
    const { invoiceDocuments } = await gql('query ($ids: [ID!]!) { invoiceDocuments(invoiceIds: $ids) { invoice { invoiceId } } }', { ids: [id, id] });
    expect(invoiceDocuments).toHaveLength(2);
    expect((await gql('mutation ($id: ID!) { deleteInvoice(invoiceId: $id) { invoiceId } }', { id })).deleteInvoice.invoiceId).toBe(id);
    const gone = await client.graphql('query ($id: ID!) { invoice(invoiceId: $id) { invoiceId } }', { id });
    expect(gone.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    // Scopes: a token for settings alone does not reach invoices.
    const settingsOnly = await platform.tenant({ scope: 'SvcBooks.settings.READ' });
    const refused = await settingsOnly.client.get('/books/v3/invoices');
    expectFailure(refused, 57, 403);
    expectOk(await settingsOnly.client.get('/books/v3/invoices/templates'));
  });

  it('keeps customers, items and accounts an invoice names from being deleted', async () => {
    const { client } = await books();
    const buyer = await customer(client);
    const widget = await item(client);
    const account = await client.post('/books/v3/chartofaccounts', { account_name: unique('Income'), account_type: 'income' });
    const saved = await invoice(client, {
      customer_id: buyer.contact_id,
      line_items: [{ item_id: widget.item_id }, { name: 'X', rate: 1, account_id: account.body.chart_of_account.account_id }],
    });
    const contactDelete = await client.delete(`/books/v3/contacts/${buyer.contact_id}`);
    expect(contactDelete.body).toMatchObject({
      code: 1004,
      message: expect.stringContaining(`the customer (customer_id) of the invoice ${saved.invoice_number}`),
    });
    expect((await client.delete(`/books/v3/items/${widget.item_id}`)).body).toMatchObject({
      code: 1004,
      message: expect.stringContaining(`sold on the invoice ${saved.invoice_number}`),
    });
    expect((await client.delete(`/books/v3/chartofaccounts/${account.body.chart_of_account.account_id}`)).body).toMatchObject({ code: 1004 });
    await client.delete(`/books/v3/invoices/${saved.invoice_id}`);
    expectOk(await client.delete(`/books/v3/items/${widget.item_id}`));
    expectOk(await client.delete(`/books/v3/contacts/${buyer.contact_id}`));
  });

  it('lists the templates', async () => {
    const { client } = await books();
    const res = await client.get('/books/v3/invoices/templates');
    expect(res.body.templates).toEqual([
      { template_id: '1000001', template_name: 'Standard', template_type: 'standard', is_default: true },
      { template_id: '1000002', template_name: 'Spreadsheet', template_type: 'spreadsheet', is_default: false },
      { template_id: '1000003', template_name: 'Simple', template_type: 'simple', is_default: false },
    ]);
  });
});
