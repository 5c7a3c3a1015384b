import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { expectEachFieldAlone } from '../helpers/selection.ts';
import { customer, invoice, tax, unique } from './invoice-fixtures.ts';
import { sent } from './retainer-fixtures.ts';
import { location, receive, scenario } from '../inventory/purchase-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

async function create(client: Client, body: Record<string, unknown>) {
  const res = await client.post('/books/v3/contacts', body);
  if (res.status !== 201) throw new Error(`contact create failed: ${JSON.stringify(res.body)}`);
  return res.body.contact;
}

async function customField(client: Client, body: Record<string, unknown>) {
  const res = await client.post('/books/v3/settings/customfields', { entity: 'contact', data_type: 'string', ...body });
  if (res.status !== 201) throw new Error(`custom field create failed: ${JSON.stringify(res.body)}`);
  return res.body.customfield;
}

const ACME = {
  contact_name: 'Acme Corp',
  company_name: 'Acme Corporation',
  contact_type: 'customer',
  customer_sub_type: 'business',
  payment_terms: 30,
  email: 'billing@acme.example',
  phone: '+1 555 0100',
  website: 'https://acme.example',
  notes: 'Pays on time',
  billing_address: { address: '1 Main St', street2: 'Suite 4', city: 'Springfield', state: 'IL', zip: '62701', country: 'USA', fax: '+1 555 0199' },
  shipping_address: { address: '9 Dock Rd', city: 'Springfield', country: 'USA' },
  contact_persons: [
    { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.example', phone: '+1 555 0101', communication_preference: { is_sms_enabled: true } },
    { first_name: 'Bob', last_name: 'Builder', email: 'bob@acme.example' },
  ],
  custom_fields: [{ api_name: 'cf_tier', value: 'Gold' }],
  gst_no: '22AAAAA0000A1Z5',
  gst_treatment: 'business_gst',
  place_of_supply: 'TN',
  tax_treatment: 'vat_registered',
  vat_treatment: 'uk',
};

describe('contacts', () => {
  it('creates a contact with its persons, addresses and custom fields', async () => {
    const { client } = await platform.tenant({ organization: { currency_code: 'GBP' } });
    const tier = await customField(client, { label: 'Tier' });
    const res = await client.post('/books/v3/contacts', ACME);
    expectOk(res, 201);
    expect(res.body).toMatchObject({ code: 0, message: 'The contact has been added.' });
    const contact = res.body.contact;
    expect(contact).toMatchObject({
      contact_name: 'Acme Corp',
      company_name: 'Acme Corporation',
      contact_type: 'customer',
      customer_sub_type: 'business',
      status: 'active',
      currency_code: 'GBP',
      payment_terms: 30,
      payment_terms_label: 'Net 30',
      email: 'billing@acme.example',
      website: 'https://acme.example',
      billing_address: ACME.billing_address,
      shipping_address: { address: '9 Dock Rd', street2: '', city: 'Springfield', state: '', zip: '', country: 'USA', fax: '' },
      custom_fields: [{ customfield_id: tier.customfield_id, api_name: 'cf_tier', label: 'Tier', data_type: 'string', value: 'Gold' }],
      gst_no: '22AAAAA0000A1Z5',
      gst_treatment: 'business_gst',
      place_of_supply: 'TN',
      tax_treatment: 'vat_registered',
      vat_treatment: 'uk',
      outstanding_receivable_amount: 0,
    });
    expect(contact.contact_id).toMatch(/^\d+$/);
    expect(contact.currency_id).toMatch(/^\d+$/);
    expect(contact.created_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);
    expect(contact.contact_persons).toEqual([
      {
        contact_person_id: expect.stringMatching(/^\d+$/),
        contact_id: contact.contact_id,
        salutation: '',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@acme.example',
        phone: '+1 555 0101',
        mobile: '',
        designation: '',
        department: '',
        skype: '',
        is_primary_contact: true,
        is_added_in_portal: false,
        communication_preference: { is_email_enabled: true, is_sms_enabled: true, is_whatsapp_enabled: false },
      },
      expect.objectContaining({ first_name: 'Bob', is_primary_contact: false }),
    ]);

    const one = await client.get(`/books/v3/contacts/${contact.contact_id}`);
    expectOk(one);
    expect(one.body.contact).toEqual(contact);

    const vendor = await create(client, { contact_name: 'Parts Ltd', contact_type: 'vendor' });
    expect(vendor).toMatchObject({
      contact_type: 'vendor',
      customer_sub_type: 'business',
      payment_terms: 0,
      payment_terms_label: 'Due on Receipt',
      contact_persons: [],
      custom_fields: [],
    });
  });

  it('keeps contact person ids across updates', async () => {
    const { client } = await platform.tenant();
    await customField(client, { label: 'Tier' });
    const contact = await create(client, ACME);
    const [ada, bob] = contact.contact_persons;
    const res = await client.put(`/books/v3/contacts/${contact.contact_id}`, {
      contact_name: 'Acme Holdings',
      payment_terms: 15,
      billing_address: { address: '2 Side St', city: 'Shelbyville' },
      contact_persons: [
        { contact_person_id: bob.contact_person_id, mobile: '+1 555 0202', is_primary_contact: true },
        { first_name: 'Cy', email: 'cy@acme.example' },
      ],
    });
    expectOk(res);
    expect(res.body.message).toBe('Contact information has been saved.');
    const updated = res.body.contact;
    expect(updated).toMatchObject({
      contact_name: 'Acme Holdings',
      company_name: 'Acme Corporation',
      payment_terms: 15,
      payment_terms_label: 'Net 15',
      billing_address: { address: '2 Side St', street2: '', city: 'Shelbyville' },
      custom_fields: contact.custom_fields,
    });
    expect(updated.contact_persons).toEqual([
      expect.objectContaining({
        contact_person_id: bob.contact_person_id,
        first_name: 'Bob',
        email: 'bob@acme.example',
        mobile: '+1 555 0202',
        is_primary_contact: true,
      }),
      expect.objectContaining({ first_name: 'Cy', is_primary_contact: false }),
    ]);
    expect(updated.contact_persons.map((p: any) => p.contact_person_id)).not.toContain(ada.contact_person_id);
    expect(updated.last_modified_time >= contact.last_modified_time).toBe(true);

    // Leaving contact_persons out leaves the persons alone; an empty list removes them.
    const untouched = await client.put(`/books/v3/contacts/${contact.contact_id}`, { notes: 'Changed' });
    expect(untouched.body.contact.contact_persons).toEqual(updated.contact_persons);
    const emptied = await client.put(`/books/v3/contacts/${contact.contact_id}`, { contact_persons: [] });
    expect(emptied.body.contact.contact_persons).toEqual([]);

    const foreign = await client.put(`/books/v3/contacts/${contact.contact_id}`, { contact_persons: [{ contact_person_id: ada.contact_person_id }] });
    expectFailure(foreign, 4);
    expect(foreign.body.message).toBe('Invalid value passed for contact_persons[0].contact_person_id: is not a contact person of this contact.');
  });

  it('names the field and the rule of a bad value', async () => {
    const { client } = await platform.tenant();
    const tier = await customField(client, { label: 'Tier' });
    await customField(client, { label: 'Billing Email', data_type: 'email' });
    const serial = await client.post('/books/v3/settings/customfields', { label: 'Serial', data_type: 'string' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Invalid value passed for contact_name: is required.'],
      [{ contact_name: '  ' }, 'Invalid value passed for contact_name: is required.'],
      [{ contact_name: 'x'.repeat(201) }, 'Invalid value passed for contact_name: must be at most 200 characters.'],
      [{ contact_name: 'X', contact_type: 'supplier' }, 'Invalid value passed for contact_type: must be one of customer, vendor.'],
      [{ contact_name: 'X', customer_sub_type: 'robot' }, 'Invalid value passed for customer_sub_type: must be one of business, individual.'],
      [{ contact_name: 'X', email: 'not-an-email' }, 'Invalid value passed for email: must be an email address.'],
      [{ contact_name: 'X', payment_terms: -1 }, 'Invalid value passed for payment_terms: must be at least 0.'],
      [
        { contact_name: 'X', currency_id: '999999999' },
        'Invalid value passed for currency_id: is not a currency of the organization (see GET /settings/currencies).',
      ],
      [{ contact_name: 'X', billing_address: { city: 'c'.repeat(101) } }, 'Invalid value passed for billing_address.city: must be at most 100 characters.'],
      [
        { contact_name: 'X', contact_persons: [{ first_name: 'A' }, { email: 'nope' }] },
        'Invalid value passed for contact_persons[1].email: must be an email address.',
      ],
      [
        {
          contact_name: 'X',
          contact_persons: [
            { first_name: 'A', is_primary_contact: true },
            { first_name: 'B', is_primary_contact: true },
          ],
        },
        'Invalid value passed for contact_persons[1].is_primary_contact: only one contact person can be primary.',
      ],
      [{ contact_name: 'X', custom_fields: [{ value: 'v' }] }, 'Invalid value passed for custom_fields[0].customfield_id: is required (or api_name).'],
      [
        {
          contact_name: 'X',
          custom_fields: [
            { customfield_id: tier.customfield_id, value: 'a' },
            { api_name: 'cf_tier', value: 'b' },
          ],
        },
        'Invalid value passed for custom_fields[1].customfield_id: names a custom field listed before.',
      ],
      [
        { contact_name: 'X', custom_fields: [{ customfield_id: '1', value: 'a' }] },
        "Invalid value passed for custom_fields[0].customfield_id: must be a custom field of the organization's contacts.",
      ],
      // An item's custom field is not a contact's.
      [
        { contact_name: 'X', custom_fields: [{ customfield_id: serial.body.customfield.customfield_id, value: 'a' }] },
        "Invalid value passed for custom_fields[0].customfield_id: must be a custom field of the organization's contacts.",
      ],
      [
        { contact_name: 'X', custom_fields: [{ api_name: 'cf_billing_email', value: 'nope' }] },
        'Invalid value passed for custom_fields[0].value: must be an email address.',
      ],
      [{ contact_name: 'X', gst_no: '1'.repeat(16) }, 'Invalid value passed for gst_no: must be at most 15 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/books/v3/contacts', body);
      expect({ body, status: res.status, code: res.body.code, message: res.body.message }).toEqual({ body, status: 400, code: 4, message });
    }
    expect((await client.get('/books/v3/contacts')).body.contacts).toEqual([]);
  });

  it('numbers contacts, names their owner, primary person and currency symbol, and keeps legal name, language and social handles', async () => {
    const { client, userId } = await platform.tenant();
    await customField(client, { label: 'Tier' });
    const region = await customField(client, { label: 'Region' });
    const first = await create(client, { contact_name: 'Numbered One' });
    expect(first).toMatchObject({ contact_number: 'CON-000001', ignore_auto_number_generation: false, owner_id: userId, first_name: '', last_name: '' });
    const given = await create(client, {
      contact_name: 'Numbered Two',
      contact_number: 'VIP-7',
      legal_name: 'Numbered Two GmbH',
      language_code: 'de',
      facebook: 'numbered.two',
      twitter: '@numbered2',
      contact_persons: [
        { first_name: 'Zoe', last_name: 'Zed' },
        { first_name: 'Ada', last_name: 'Lovelace', is_primary_contact: true },
      ],
      custom_fields: [{ api_name: 'cf_region', value: 'North' }],
    });
    expect(given).toMatchObject({
      contact_number: 'VIP-7',
      ignore_auto_number_generation: true,
      legal_name: 'Numbered Two GmbH',
      language_code: 'de',
      facebook: 'numbered.two',
      twitter: '@numbered2',
      first_name: 'Ada',
      last_name: 'Lovelace',
      currency_symbol: '$',
    });
    // The field's position among the contact fields (Tier is 1, Region 2), whichever have values.
    expect(given.custom_fields).toEqual([expect.objectContaining({ customfield_id: region.customfield_id, index: 2, label: 'Region', value: 'North' })]);
    // The series goes on after a number given by hand, and skips a number taken by hand.
    await create(client, { contact_name: 'Taken', contact_number: 'CON-000003' });
    expect((await create(client, { contact_name: 'Numbered Three' })).contact_number).toBe('CON-000002');
    expect((await create(client, { contact_name: 'Numbered Four' })).contact_number).toBe('CON-000004');
    // A contact in another currency answers that currency's symbol.
    const eur = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR', currency_symbol: '€' });
    expect((await create(client, { contact_name: 'Euro Co', currency_id: eur.body.currency.currency_id })).currency_symbol).toBe('€');
    // Numbers are unique whatever their case; an update may renumber.
    const dup = await client.post('/books/v3/contacts', { contact_name: 'Dup', contact_number: 'vip-7' });
    expect(dup.body).toEqual({ code: 1001, message: 'A contact numbered "vip-7" already exists.' });
    const renumbered = await client.put(`/books/v3/contacts/${first.contact_id}`, { contact_number: 'CUS-1', language_code: 'pt_BR' });
    expect(renumbered.body.contact).toMatchObject({ contact_number: 'CUS-1', ignore_auto_number_generation: true, language_code: 'pt_br' });
    const listed = (await client.get('/books/v3/contacts')).body.contacts.find((c: any) => c.contact_id === given.contact_id);
    expect(listed).toMatchObject({ contact_name: 'Numbered Two', first_name: 'Ada', last_name: 'Lovelace' });
    // The number is not in the family's list entry: a list query selecting it answers it.
    const numbers = await client.graphql('{ contacts { nodes { contactId contactNumber firstName lastName } } }');
    expect(numbers.body.errors).toBeUndefined();
    expect(numbers.body.data.contacts.nodes.find((c: any) => c.contactId === given.contact_id)).toEqual({
      contactId: given.contact_id,
      contactNumber: 'VIP-7',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    // Bad input names the field and the rule.
    for (const [body, message] of [
      [{ contact_name: 'X', contact_number: '  ' }, 'Invalid value passed for contact_number: must not be blank.'],
      [
        { contact_name: 'X', language_code: 'english' },
        'Invalid value passed for language_code: must be an ISO 639-1 language code, optionally with a region (en, de, pt_br).',
      ],
      [{ contact_name: 'X', twitter: 't'.repeat(101) }, 'Invalid value passed for twitter: must be at most 100 characters.'],
    ] as const) {
      const res = await client.post('/books/v3/contacts', body);
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({ status: 400, code: 4, message });
    }
    // Another organization numbers its own contacts from 1 and never sees these.
    const other = await platform.tenant();
    expect((await create(other.client, { contact_name: 'Numbered Two', contact_number: 'VIP-7' })).contact_number).toBe('VIP-7');
    expect((await create(other.client, { contact_name: 'Elsewhere' })).contact_number).toBe('CON-000001');
    expectFailure(await other.client.get(`/books/v3/contacts/${given.contact_id}`), 1002, 404);
  });

  it('offers the organization sender as the statement mail sender', async () => {
    const { client } = await platform.tenant();
    const buyer = await create(client, { contact_name: 'Statement Buyer', email: 'buyer@example.com' });
    const content = await client.get(`/books/v3/contacts/${buyer.contact_id}/statements/email`, { start_date: '2026-02-01', end_date: '2026-02-28' });
    expectOk(content);
    const org = (await client.get(`/books/v3/organizations/${client.organizationId}`)).body.organization;
    expect(content.body.data.from_emails).toEqual(org.email ? [{ user_name: org.name, email: org.email, selected: true, is_org_email_id: true }] : []);
  });

  it("says whether a transaction names the contact, and lists its invoices' history with its own", async () => {
    const { client, organizationId } = await platform.tenant();
    const idle = await create(client, { contact_name: 'Idle Co' });
    const buyer = await customer(client);
    expect((await client.get(`/books/v3/contacts/${buyer.contact_id}`)).body.contact.has_transaction).toBe(false);
    const made = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 100 }] });
    const shown = (await client.get(`/books/v3/contacts/${buyer.contact_id}`)).body.contact;
    expect(shown.has_transaction).toBe(true);
    const listed = (await client.get('/books/v3/contacts')).body.contacts;
    expect(listed.map((c: any) => c.contact_id).sort()).toEqual([idle.contact_id, buyer.contact_id].sort());
    // has_transaction is not in the family's list entry: a list query selecting it answers it for every contact.
    const flags = await client.graphql('{ contacts { nodes { contactId hasTransaction } } }');
    expect(flags.body.errors).toBeUndefined();
    expect(Object.fromEntries(flags.body.data.contacts.nodes.map((c: any) => [c.contactId, c.hasTransaction]))).toEqual({
      [idle.contact_id]: false,
      [buyer.contact_id]: true,
    });
    // A payment in billing counts too.
    const payer = await create(client, { contact_name: 'Payer Co' });
    await client.request('POST', '/billing/v1/payments', {
      headers: { 'X-com-svc-subscriptions-organizationid': organizationId },
      body: { customer_id: payer.contact_id, payment_mode: 'cash', amount: 5, date: '2026-01-02' },
    });
    expect((await client.get(`/books/v3/contacts/${payer.contact_id}`)).body.contact.has_transaction).toBe(true);

    const history = (await client.get(`/books/v3/contacts/${buyer.contact_id}/comments`)).body.contact_comments;
    const ofInvoice = history.filter((h: any) => h.transaction_type === 'invoice');
    expect(ofInvoice.length).toBeGreaterThan(0);
    expect(ofInvoice.every((h: any) => h.transaction_id === made.invoice_id && h.is_entity_deleted === false)).toBe(true);
    expect(history.find((h: any) => h.operation_type === 'added' && !h.transaction_type)).toMatchObject({
      transaction_id: '',
      transaction_type: '',
      is_entity_deleted: false,
    });
    // Another organization sees neither the contact nor its history.
    const other = await platform.tenant();
    expectFailure(await other.client.get(`/books/v3/contacts/${buyer.contact_id}/comments`), 1002, 404);
  });

  it('refuses a second contact with the same name', async () => {
    const { client } = await platform.tenant();
    await create(client, { contact_name: 'Globex' });
    const again = await client.post('/books/v3/contacts', { contact_name: 'GLOBEX', contact_type: 'vendor' });
    expectFailure(again, 1001);
    expect(again.body).toEqual({ code: 1001, message: 'A contact named "GLOBEX" already exists.' });
    const other = await create(client, { contact_name: 'Initech' });
    const renamed = await client.put(`/books/v3/contacts/${other.contact_id}`, { contact_name: 'globex' });
    expect(renamed.body.code).toBe(1001);
    expect((await client.get(`/books/v3/contacts/${other.contact_id}`)).body.contact.contact_name).toBe('Initech');
  });

  it('checks custom fields against the contact definitions, as items do', async () => {
    const { client } = await platform.tenant();
    const code = await customField(client, { label: 'Customer Code', is_unique: true });
    const since = await customField(client, { label: 'Customer Since', data_type: 'date' });
    const credit = await customField(client, { label: 'Credit Limit', data_type: 'amount' });
    const itemField = await client.post('/books/v3/settings/customfields', { label: 'Customer Code', data_type: 'string' });
    expect(itemField.body.customfield).toMatchObject({ entity: 'item', api_name: 'cf_customer_code' });

    const defined = await client.get('/books/v3/settings/customfields', { entity: 'contact' });
    expect(defined.body.customfields.map((f: any) => [f.api_name, f.entity])).toEqual([
      ['cf_customer_code', 'contact'],
      ['cf_customer_since', 'contact'],
      ['cf_credit_limit', 'contact'],
    ]);

    const acme = await create(client, {
      contact_name: 'Acme',
      custom_fields: [
        { api_name: 'cf_credit_limit', value: '1500.50' },
        { customfield_id: code.customfield_id, value: 'C-001' },
        { api_name: 'cf_customer_since', value: '2021-04-01' },
      ],
    });
    // Values come back in the order the fields were defined, in their stored spelling.
    expect(acme.custom_fields).toEqual([
      { customfield_id: code.customfield_id, api_name: 'cf_customer_code', label: 'Customer Code', index: 1, data_type: 'string', value: 'C-001' },
      { customfield_id: since.customfield_id, api_name: 'cf_customer_since', label: 'Customer Since', index: 2, data_type: 'date', value: '2021-04-01' },
      { customfield_id: credit.customfield_id, api_name: 'cf_credit_limit', label: 'Credit Limit', index: 3, data_type: 'amount', value: '1500.5' },
    ]);

    const twin = await client.post('/books/v3/contacts', { contact_name: 'Acme Twin', custom_fields: [{ api_name: 'cf_customer_code', value: 'C-001' }] });
    expectFailure(twin, 1001);
    expect(twin.body).toEqual({ code: 1001, message: 'The value "C-001" of the unique custom field cf_customer_code is already used by another contact.' });
    const bad = await client.put(`/books/v3/contacts/${acme.contact_id}`, { custom_fields: [{ api_name: 'cf_customer_since', value: '01/04/2021' }] });
    expect(bad.body).toEqual({ code: 4, message: 'Invalid value passed for custom_fields[0].value: must be a date written yyyy-mm-dd.' });

    // An update sets the fields it names and removes those given null; the others keep their values.
    const updated = await client.put(`/books/v3/contacts/${acme.contact_id}`, {
      custom_fields: [
        { api_name: 'cf_customer_since', value: null },
        { api_name: 'cf_customer_code', value: 'C-002' },
      ],
    });
    expectOk(updated);
    expect(updated.body.contact.custom_fields.map((f: any) => [f.api_name, f.value])).toEqual([
      ['cf_customer_code', 'C-002'],
      ['cf_credit_limit', '1500.5'],
    ]);
    expect((await client.put(`/books/v3/contacts/${acme.contact_id}`, { notes: 'n' })).body.contact.custom_fields).toEqual(updated.body.contact.custom_fields);

    // The freed value is free for another contact; a deleted contact frees its own.
    const other = await create(client, { contact_name: 'Other', custom_fields: [{ api_name: 'cf_customer_code', value: 'C-001' }] });
    expect((await client.delete(`/books/v3/contacts/${other.contact_id}`)).body.code).toBe(0);
    await create(client, { contact_name: 'Another', custom_fields: [{ api_name: 'cf_customer_code', value: 'C-001' }] });

    const graphql = await client.graphql('query ($id: ID!) { contact(contactId: $id) { customFields { apiName dataType value } } }', { id: acme.contact_id });
    expect(graphql.body.data.contact.customFields).toEqual([
      { apiName: 'cf_customer_code', dataType: 'STRING', value: 'C-002' },
      { apiName: 'cf_credit_limit', dataType: 'AMOUNT', value: '1500.5' },
    ]);

    // Deleting a definition removes its values from every contact.
    expect((await client.delete(`/books/v3/settings/customfields/${credit.customfield_id}`)).body.code).toBe(0);
    expect((await client.get(`/books/v3/contacts/${acme.contact_id}`)).body.contact.custom_fields.map((f: any) => f.api_name)).toEqual(['cf_customer_code']);
  });

  it('filters, searches, sorts and pages the list', async () => {
    const { client } = await platform.tenant();
    const alpha = await create(client, { contact_name: 'Alpha Foods', company_name: 'Alpha Group', email: 'hello@alpha.example' });
    const beta = await create(client, { contact_name: 'Beta Supplies', contact_type: 'vendor', email: 'Sales@Beta.example' });
    const gamma = await create(client, { contact_name: 'Gamma 100% Organic', company_name: 'Delta Farms' });
    const omega = await create(client, { contact_name: 'omega_vendor', contact_type: 'vendor' });
    await client.post(`/books/v3/contacts/${gamma.contact_id}/inactive`);

    const names = async (query: Record<string, string | number>) => {
      const res = await client.get('/books/v3/contacts', query);
      expectOk(res);
      return res.body.contacts.map((c: any) => c.contact_name);
    };
    expect(await names({})).toEqual(['Alpha Foods', 'Beta Supplies', 'Gamma 100% Organic', 'omega_vendor']);
    expect(await names({ filter_by: 'Status.Customers' })).toEqual(['Alpha Foods', 'Gamma 100% Organic']);
    expect(await names({ filter_by: 'Status.Vendors' })).toEqual(['Beta Supplies', 'omega_vendor']);
    expect(await names({ filter_by: 'Status.Inactive' })).toEqual(['Gamma 100% Organic']);
    expect(await names({ filter_by: 'Status.Active', contact_type: 'customer' })).toEqual(['Alpha Foods']);
    expect(await names({ search_text: 'delta' })).toEqual(['Gamma 100% Organic']);
    expect(await names({ search_text: 'alpha.example' })).toEqual(['Alpha Foods']);
    expect(await names({ search_text: '100%' })).toEqual(['Gamma 100% Organic']);
    expect(await names({ contact_name_contains: '_' })).toEqual(['omega_vendor']);
    expect(await names({ contact_name_startswith: 'b' })).toEqual(['Beta Supplies']);
    expect(await names({ contact_name_contains: 'SUPP' })).toEqual(['Beta Supplies']);
    expect(await names({ email: 'sales@beta.EXAMPLE' })).toEqual(['Beta Supplies']);
    expect(await names({ sort_column: 'contact_name', sort_order: 'D' })).toEqual(['omega_vendor', 'Gamma 100% Organic', 'Beta Supplies', 'Alpha Foods']);

    const recent = await client.get('/books/v3/contacts', { sort_column: 'created_time' });
    expect(recent.body.contacts.map((c: any) => c.contact_id)).toEqual([omega.contact_id, gamma.contact_id, beta.contact_id, alpha.contact_id]);
    expect(recent.body.page_context).toEqual({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'created_time',
      sort_order: 'D',
      applied_filter: 'Status.All',
      report_name: 'Contacts',
    });
    await client.put(`/books/v3/contacts/${beta.contact_id}`, { notes: 'touched' });
    const touched = await client.get('/books/v3/contacts', { sort_column: 'last_modified_time', per_page: 1 });
    expect(touched.body.contacts.map((c: any) => c.contact_id)).toEqual([beta.contact_id]);

    const first = await client.get('/books/v3/contacts', { per_page: 3 });
    expect(first.body.page_context).toMatchObject({ page: 1, per_page: 3, has_more_page: true, sort_column: 'contact_name', sort_order: 'A' });
    const second = await client.get('/books/v3/contacts', { per_page: 3, page: 2 });
    expect(second.body.contacts.map((c: any) => c.contact_name)).toEqual(['omega_vendor']);
    expect(second.body.page_context.has_more_page).toBe(false);

    const bad = await client.get('/books/v3/contacts', { filter_by: 'Status.Everyone' });
    expectFailure(bad, 4);
    expect(bad.body.message).toBe(
      'Invalid value passed for filter_by: must be one of Status.All, Status.Active, Status.Inactive, Status.Customers, Status.Vendors.',
    );

    // The family's documented filters: company name (exact, starts with, contains), name, persons' names and phones.
    expect(await names({ company_name: 'alpha group' })).toEqual(['Alpha Foods']);
    expect(await names({ company_name_startswith: 'Del' })).toEqual(['Gamma 100% Organic']);
    expect(await names({ company_name_contains: 'GROUP' })).toEqual(['Alpha Foods']);
    expect(await names({ contact_name: 'beta supplies' })).toEqual(['Beta Supplies']);
    await client.put(`/books/v3/contacts/${omega.contact_id}`, {
      contact_persons: [{ first_name: 'Olga', last_name: 'Meyer', email: 'olga@omega.example', phone: '+49 30 1234' }],
    });
    expect(await names({ first_name: 'OLGA' })).toEqual(['omega_vendor']);
    expect(await names({ first_name: 'Olga', last_name: 'Smith' })).toEqual([]);
    expect(await names({ phone: '+49 30 1234' })).toEqual(['omega_vendor']);
    // What the family does not document for the list is ignored, as its lists do; the documented filters still apply.
    expect(await names({ last_modified_time: '2026-01-01T00:00:00+0000', colour: 'blue', company_name_contains: 'farms' })).toEqual(['Gamma 100% Organic']);
    // A documented filter Kontor does not hold is refused by name, never ignored (it would answer every row).
    const crm = await client.get('/books/v3/contacts', { zcrm_contact_id: '123' });
    expectFailure(crm, 4);
    expect(crm.body.message).toContain('Invalid value passed for zcrm_contact_id: this list cannot be filtered or sorted by zcrm_contact_id');
    // A malformed value of a known parameter is still refused beside an ignored one.
    const malformed = await client.get('/books/v3/contacts', { per_page: 'many', colour: 'blue' });
    expectFailure(malformed, 4);
    expect(malformed.body.message).toContain('per_page');
  });

  it('owes what its open invoices still owe, in its own currency', async () => {
    const { client, organizationId } = await platform.tenant();
    const euro = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR', exchange_rate: 1.25 });
    expect(euro.status, JSON.stringify(euro.body)).toBe(201);
    const euroId = euro.body.currency.currency_id;
    const local = await customer(client);
    const abroad = await customer(client, { currency_id: euroId });
    const idle = await customer(client);
    const bill = (buyer: any, rate: number, extra: Record<string, unknown> = {}, send = true) =>
      invoice(
        client,
        { customer_id: buyer.contact_id, date: '2026-01-05', due_date: '2026-02-05', line_items: [{ name: 'Work', rate, quantity: 1 }], ...extra },
        send ? { send: true } : undefined,
      );

    await bill(local, 100);
    const paidInPart = await bill(local, 50);
    const voided = await bill(local, 70);
    await bill(local, 40, {}, false);
    // 10 EUR at 1.25 is 12.50 in the base currency, the local customer's.
    await bill(local, 10, { currency_id: euroId });
    await bill(abroad, 25);
    // 15 in the base currency is 12 EUR at the euro's rate of 1.25.
    await bill(abroad, 15, { currency_id: local.currency_id });

    const billing = new Client(client.baseUrl, client.token);
    const paid = await billing.request('POST', '/billing/v1/payments', {
      headers: { 'X-com-svc-subscriptions-organizationid': organizationId },
      body: {
        customer_id: local.contact_id,
        payment_mode: 'cash',
        amount: 20,
        date: '2026-01-10',
        invoices: [{ invoice_id: paidInPart.invoice_id, amount_applied: 20 }],
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const voidedRes = await client.post(`/books/v3/invoices/${voided.invoice_id}/status/void`);
    expect(voidedRes.status, JSON.stringify(voidedRes.body)).toBe(200);

    // Open invoices only: 100 + (50 - 20) + 12.50; the void one and the draft owe nothing.
    const owed = { [local.contact_id]: 142.5, [abroad.contact_id]: 37, [idle.contact_id]: 0 };
    for (const [id, amount] of Object.entries(owed)) {
      expect((await client.get(`/books/v3/contacts/${id}`)).body.contact.outstanding_receivable_amount).toBe(amount);
    }
    const listed = (await client.get('/books/v3/contacts')).body.contacts;
    expect(Object.fromEntries(listed.map((c: any) => [c.contact_id, c.outstanding_receivable_amount]))).toEqual(owed);
  });

  it('carries a credit limit, a price list, taxability and a tax, its primary person and full addresses', async () => {
    const { client } = await platform.tenant();
    const vat = await tax(client, { tax_percentage: 7.25, tax_authority_name: 'State Board of Equalization' });
    const plain = await tax(client, { tax_percentage: 5 });
    const pricebook = async (name: string) =>
      (await client.post('/books/v3/pricebooks', { name, pricebook_type: 'fixed_percentage', percentage: 10 })).body.pricebook;
    const retail = await pricebook(unique('Retail'));
    const trade = await pricebook(unique('Trade'));
    const address = {
      attention: 'Accounts',
      address: '1 Main St',
      city: 'Sacramento',
      state: 'California',
      state_code: 'CA',
      zip: '95814',
      country: 'US',
      phone: '+1 916 555 0100',
    };
    const res = await client.post('/books/v3/contacts', {
      contact_name: unique('Buyer'),
      credit_limit: 5000.5,
      pricebook_id: retail.pricebook_id,
      tax_id: vat.tax_id,
      billing_address: address,
      shipping_address: { ...address, attention: 'Dock 4' },
      contact_persons: [{ first_name: 'Ann' }, { first_name: 'Ben', is_primary_contact: true }],
    });
    expectOk(res, 201);
    const made = res.body.contact;
    const ben = made.contact_persons.find((p: any) => p.first_name === 'Ben');
    const expected = {
      credit_limit: 5000.5,
      pricebook_id: retail.pricebook_id,
      pricebook_name: retail.name,
      is_taxable: true,
      tax_id: vat.tax_id,
      tax_name: vat.tax_name,
      tax_percentage: 7.25,
      tax_authority_name: 'State Board of Equalization',
      primary_contact_id: ben.contact_person_id,
      billing_address: { ...address, street2: '', fax: '' },
      shipping_address: { ...address, attention: 'Dock 4', street2: '', fax: '' },
    };
    expect(made).toMatchObject(expected);
    expect(made.tax_authority_id).toMatch(/^\d+$/);
    expect((await client.get(`/books/v3/contacts/${made.contact_id}`)).body.contact).toMatchObject(expected);

    // A tax without an authority names none; null removes the price list; not taxable removes the tax.
    const changed = await client.put(`/books/v3/contacts/${made.contact_id}`, { tax_id: plain.tax_id, pricebook_id: trade.pricebook_id, credit_limit: 0 });
    expectOk(changed);
    expect(changed.body.contact).toMatchObject({
      tax_id: plain.tax_id,
      tax_percentage: 5,
      tax_authority_id: '',
      tax_authority_name: '',
      pricebook_name: trade.name,
      credit_limit: 0,
    });
    const cleared = await client.put(`/books/v3/contacts/${made.contact_id}`, { pricebook_id: null, is_taxable: false });
    expect(cleared.body.contact).toMatchObject({ pricebook_id: '', pricebook_name: '', is_taxable: false, tax_id: '', tax_name: '' });
    const listed = (await client.get('/books/v3/contacts')).body.contacts.find((c: any) => c.contact_id === made.contact_id);
    expect(listed).toMatchObject({ contact_id: made.contact_id, first_name: 'Ben' });
    // Taxability, credit limit and primary person are not in the family's list entry: a list query selecting them answers them.
    const terms = await client.graphql('{ contacts { nodes { contactId isTaxable creditLimit primaryContactId } } }');
    expect(terms.body.errors).toBeUndefined();
    expect(terms.body.data.contacts.nodes.find((c: any) => c.contactId === made.contact_id)).toEqual({
      contactId: made.contact_id,
      isTaxable: false,
      creditLimit: 0,
      primaryContactId: ben.contact_person_id,
    });

    // What a contact names stays while it does.
    const inUse = await client.put(`/books/v3/contacts/${made.contact_id}`, { is_taxable: true, tax_id: vat.tax_id, pricebook_id: retail.pricebook_id });
    expectOk(inUse);
    const taxGone = await client.delete(`/erp/v3/settings/taxes/${vat.tax_id}`);
    expectFailure(taxGone, 1004);
    expect(taxGone.body.message).toContain('the tax (tax_id) of the contact');
    const listGone = await client.delete(`/books/v3/pricebooks/${retail.pricebook_id}`);
    expectFailure(listGone, 1004);
    expect(listGone.body.message).toContain('the price list (pricebook_id) of the contact');
  });

  it('refuses a negative credit limit, and a price list or tax that is not the organization’s', async () => {
    const { client } = await platform.tenant();
    const other = await platform.tenant();
    const theirTax = await tax(other.client, { tax_percentage: 10 });
    const theirList = (await other.client.post('/books/v3/pricebooks', { name: 'Theirs', pricebook_type: 'fixed_percentage', percentage: 10 })).body.pricebook;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ credit_limit: -1 }, 'credit_limit', 'must be 0 or more'],
      [{ pricebook_id: '123456789' }, 'pricebook_id', 'is not a price list of the organization'],
      [{ pricebook_id: theirList.pricebook_id }, 'pricebook_id', 'is not a price list of the organization'],
      [{ tax_id: '123456789' }, 'tax_id', 'is not a tax of the organization'],
      [{ tax_id: theirTax.tax_id }, 'tax_id', 'is not a tax of the organization'],
      [{ tax_id: (await tax(client, { tax_percentage: 3 })).tax_id, is_taxable: false }, 'tax_id', 'is not taxable'],
      [{ opening_balances: [{ opening_balance_amount: -5 }] }, 'opening_balances[0].opening_balance_amount', 'must be 0 or more'],
      [{ opening_balances: [{ opening_balance_amount: 5, exchange_rate: 2 }] }, 'opening_balances[0].exchange_rate', 'must be 1 for the base currency'],
      [{ opening_balances: [{ opening_balance_amount: 5, location_id: '123456789' }] }, 'opening_balances[0].location_id', 'is not a location'],
      [{ opening_balances: [{ opening_balance_amount: 5 }, { opening_balance_amount: 6 }] }, 'opening_balances[1].location_id', 'one per location'],
    ];
    for (const [body, field, rule] of cases) {
      const res = await client.post('/books/v3/contacts', { contact_name: unique('Bad'), ...body });
      expectFailure(res, 4);
      expect(res.body.message, JSON.stringify(body)).toContain(`Invalid value passed for ${field}`);
      expect(res.body.message).toContain(rule);
    }
    const existing = await customer(client);
    const res = await client.put(`/books/v3/contacts/${existing.contact_id}`, { pricebook_id: theirList.pricebook_id });
    expectFailure(res, 4);
    expect(res.body.message).toContain('pricebook_id');
    // Nothing of a refused write is left: no contact, no posting.
    expect((await client.get('/books/v3/contacts')).body.contacts.map((c: any) => c.contact_id)).toEqual([existing.contact_id]);
  });

  it('posts opening balances to the ledger with the contact and moves them on update', async () => {
    const { client } = await platform.tenant();
    const chart = (await client.get('/books/v3/chartofaccounts')).body.chartofaccounts;
    const accountId = (name: string) => chart.find((a: any) => a.account_name === name).account_id;
    const closing = async (name: string) => {
      const res = await client.get(`/erp/v3/registers/${accountId(name)}/transactions`, { filter_by: 'TransactionDate.All' });
      expectOk(res);
      return res.body.register_transactions.gl_closing_balance;
    };
    const euro = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR', exchange_rate: 1.25 });
    const warehouse = await location(client);

    const buyer = await customer(client, {
      opening_balances: [{ opening_balance_amount: 250 }, { opening_balance_amount: 50.255, location_id: warehouse.location_id }],
    });
    expect(buyer.opening_balances).toEqual([
      { location_id: '', opening_balance_amount: 250, exchange_rate: 1 },
      { location_id: warehouse.location_id, opening_balance_amount: 50.26, exchange_rate: 1 },
    ]);
    expect(buyer).toMatchObject({ outstanding_receivable_amount: 300.26, outstanding_receivable_amount_bcy: 300.26, outstanding_payable_amount: 0 });
    // Registers show a liability's credit balance as a positive one.
    expect(await closing('Accounts Receivable')).toBe(300.26);
    expect(await closing('Opening Balance Adjustments')).toBe(300.26);

    // A vendor's in its currency: 80 EUR at 1.25 is 100 in the base currency, credited to Accounts Payable.
    const supplier = await customer(client, {
      contact_type: 'vendor',
      currency_id: euro.body.currency.currency_id,
      opening_balances: [{ opening_balance_amount: 80 }],
    });
    expect(supplier).toMatchObject({
      opening_balances: [{ opening_balance_amount: 80, exchange_rate: 1.25 }],
      outstanding_payable_amount: 80,
      outstanding_payable_amount_bcy: 100,
      outstanding_receivable_amount: 0,
    });
    expect(await closing('Accounts Payable')).toBe(100);
    expect(await closing('Opening Balance Adjustments')).toBe(200.26);

    // An update replaces the balances and reposts; leaving them out keeps them.
    const moved = await client.put(`/books/v3/contacts/${buyer.contact_id}`, { opening_balances: [{ opening_balance_amount: 100 }] });
    expectOk(moved);
    expect(moved.body.contact.outstanding_receivable_amount).toBe(100);
    expect(await closing('Accounts Receivable')).toBe(100);
    expectOk(await client.put(`/books/v3/contacts/${buyer.contact_id}`, { notes: 'unchanged balances' }));
    expect(await closing('Accounts Receivable')).toBe(100);
    const rate = await client.put(`/books/v3/contacts/${supplier.contact_id}`, { opening_balances: [{ opening_balance_amount: 80, exchange_rate: 1.5 }] });
    expect(rate.body.contact.outstanding_payable_amount_bcy).toBe(120);
    expect(await closing('Accounts Payable')).toBe(120);
    const register = await client.get(`/erp/v3/registers/${accountId('Accounts Receivable')}/transactions`, { filter_by: 'TransactionDate.All' });
    expect(register.body.register_transactions.account_transactions.map((t: any) => t.transaction_type)).toContain('contact_opening_balance');

    // Removing them, or the contact, takes them out of the ledger.
    expectOk(await client.put(`/books/v3/contacts/${buyer.contact_id}`, { opening_balances: [] }));
    expect(await closing('Accounts Receivable')).toBe(0);
    expectOk(await client.delete(`/books/v3/contacts/${supplier.contact_id}`));
    expect(await closing('Accounts Payable')).toBe(0);
    expect(await closing('Opening Balance Adjustments')).toBe(0);
  });

  it('computes payables, unused credits and base-currency figures from the documents', async () => {
    const { client, organizationId } = await platform.tenant();
    const euro = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR', exchange_rate: 1.25 });
    const euroId = euro.body.currency.currency_id;
    const buyer = await customer(client, { currency_id: euroId });
    const billing = new Client(client.baseUrl, client.token);
    const headers = { 'X-com-svc-subscriptions-organizationid': organizationId };

    // 100 EUR invoiced at 1.25; a payment of 150 EUR applies 100, leaving 50 unused, of which 10 are refunded.
    const first = await invoice(client, { customer_id: buyer.contact_id, exchange_rate: 1.25, line_items: [{ name: 'Work', rate: 100 }] }, { send: true });
    await invoice(client, { customer_id: buyer.contact_id, exchange_rate: 1.2, line_items: [{ name: 'More', rate: 40 }] }, { send: true });
    const paid = await billing.request('POST', '/billing/v1/payments', {
      headers,
      body: {
        customer_id: buyer.contact_id,
        payment_mode: 'cash',
        amount: 150,
        exchange_rate: 1.25,
        invoices: [{ invoice_id: first.invoice_id, amount_applied: 100 }],
      },
    });
    expectOk(paid, 201);
    const refund = await billing.request('POST', `/billing/v1/payments/${paid.body.payment.payment_id}/refunds`, { headers, body: { amount: 10 } });
    expectOk(refund, 201);
    // A retainer paid 30 EUR at 1.1, none of it drawn yet.
    const advance = await sent(client, { customer_id: buyer.contact_id, exchange_rate: 1.1, line_items: [{ description: 'Advance', rate: 60 }] });
    expectOk(await client.post(`/books/v3/retainerinvoices/${advance.retainerinvoice_id}/payments`, { amount: 30 }), 201);

    // A vendor's bill: 124.00 received, billed 124, 100 still open.
    const { supplier, po, boltLine, nutLine } = await scenario(client);
    const got = await receive(client, po.purchaseorder_id, {
      line_items: [
        { line_item_id: boltLine.line_item_id, quantity: 10 },
        { line_item_id: nutLine.line_item_id, quantity: 4 },
      ],
    });
    expectOk(await client.post(`/inventory/v1/purchasereceives/${got.receive_id}/bills`, { bill_number: unique('B'), total: 124, balance: 100 }), 201);

    const figures = (c: any) => ({
      outstanding_receivable_amount: c.outstanding_receivable_amount,
      outstanding_receivable_amount_bcy: c.outstanding_receivable_amount_bcy,
      unused_credits_receivable_amount: c.unused_credits_receivable_amount,
      unused_credits_receivable_amount_bcy: c.unused_credits_receivable_amount_bcy,
      outstanding_payable_amount: c.outstanding_payable_amount,
      outstanding_payable_amount_bcy: c.outstanding_payable_amount_bcy,
      unused_credits_payable_amount: c.unused_credits_payable_amount,
      unused_credits_payable_amount_bcy: c.unused_credits_payable_amount_bcy,
    });
    const expected = {
      // Open: 40 EUR at 1.2 (48.00 in the base currency); the paid invoice owes nothing.
      [buyer.contact_id]: {
        outstanding_receivable_amount: 40,
        outstanding_receivable_amount_bcy: 48,
        // 40 EUR of the payment at 1.25 (50.00) and 30 EUR of the retainer at 1.1 (33.00).
        unused_credits_receivable_amount: 70,
        unused_credits_receivable_amount_bcy: 83,
        outstanding_payable_amount: 0,
        outstanding_payable_amount_bcy: 0,
        unused_credits_payable_amount: 0,
        unused_credits_payable_amount_bcy: 0,
      },
      [supplier.contact_id]: {
        outstanding_receivable_amount: 0,
        outstanding_receivable_amount_bcy: 0,
        unused_credits_receivable_amount: 0,
        unused_credits_receivable_amount_bcy: 0,
        outstanding_payable_amount: 100,
        outstanding_payable_amount_bcy: 100,
        unused_credits_payable_amount: 0,
        unused_credits_payable_amount_bcy: 0,
      },
    };
    for (const [id, amounts] of Object.entries(expected)) {
      expect(figures((await client.get(`/books/v3/contacts/${id}`)).body.contact)).toEqual(amounts);
    }
    // The family's list entry has the receivable figures in the contact's currency.
    const listed = (await client.get('/books/v3/contacts')).body.contacts;
    expect(
      Object.fromEntries(listed.map((c: any) => [c.contact_id, { outstanding: c.outstanding_receivable_amount, unused: c.unused_credits_receivable_amount }])),
    ).toEqual(
      Object.fromEntries(
        Object.entries(expected).map(([id, a]) => [id, { outstanding: a.outstanding_receivable_amount, unused: a.unused_credits_receivable_amount }]),
      ),
    );
    // A list query selecting every figure answers them all, for every contact of the page.
    const all = await client.graphql(`{ contacts { nodes { contactId
      outstandingReceivableAmount outstandingReceivableAmountBcy unusedCreditsReceivableAmount unusedCreditsReceivableAmountBcy
      outstandingPayableAmount outstandingPayableAmountBcy unusedCreditsPayableAmount unusedCreditsPayableAmountBcy } } }`);
    expect(all.body.errors).toBeUndefined();
    const snake = (c: any) => Object.fromEntries(Object.entries(c).map(([key, value]) => [key.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`), value]));
    expect(Object.fromEntries(all.body.data.contacts.nodes.map((c: any) => [c.contactId, figures(snake(c))]))).toEqual(expected);
  });

  it('lists a page in a constant number of SQL statements', async () => {
    const { client } = await platform.tenant();
    const vat = await tax(client, { tax_percentage: 20, tax_authority_name: 'Revenue Office' });
    const list = (await client.post('/books/v3/pricebooks', { name: unique('Trade'), pricebook_type: 'fixed_percentage', percentage: 5 })).body.pricebook;
    for (let i = 0; i < 6; i++) {
      await create(client, {
        contact_name: `Bulk ${i}`,
        contact_persons: [{ first_name: `P${i}` }, { first_name: `Q${i}` }],
        tax_id: vat.tax_id,
        pricebook_id: list.pricebook_id,
        opening_balances: [{ opening_balance_amount: 10 + i }],
      });
    }
    // The REST list answers the family's lean entries (no persons, tax or price list)...
    const count = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get('/books/v3/contacts', { per_page: perPage }));
      expect(res.body.contacts).toHaveLength(perPage);
      expect(res.body.contacts.every((c: any) => /^Bulk \d$/.test(c.contact_name) && c.first_name === c.contact_name.replace('Bulk ', 'P'))).toBe(true);
      return sql.length;
    };
    expect(await count(6)).toBe(await count(1));
    // ...and a list query selecting the persons, the tax and the price list reads them in as many statements whatever the page size.
    const countFull = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() =>
        client.graphql(
          'query ($perPage: Int) { contacts(perPage: $perPage) { nodes { contactName contactPersons { firstName } taxAuthorityName pricebookName } } }',
          { perPage },
        ),
      );
      expect(res.body.errors).toBeUndefined();
      const nodes = res.body.data.contacts.nodes;
      expect(nodes).toHaveLength(perPage);
      expect(nodes.every((c: any) => c.contactPersons.length === 2)).toBe(true);
      expect(nodes.every((c: any) => c.taxAuthorityName === 'Revenue Office' && c.pricebookName === list.name)).toBe(true);
      return sql.length;
    };
    expect(await countFull(6)).toBe(await countFull(1));
  });

  it('reads and builds only what a list selects: each field alone answers as in the whole entry', async () => {
    const { client } = await platform.tenant();
    await customField(client, { label: 'Tier' });
    const vat = await tax(client, { tax_percentage: 7.25, tax_authority_name: 'State Board of Equalization' });
    const retail = (await client.post('/books/v3/pricebooks', { name: unique('Retail'), pricebook_type: 'fixed_percentage', percentage: 10 })).body.pricebook;
    const euro = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR', currency_symbol: '€', exchange_rate: 1.25 });
    expectOk(euro, 201);
    const vendor = await create(client, {
      contact_name: 'B Vendor',
      contact_type: 'vendor',
      customer_sub_type: 'individual',
      contact_persons: [{ first_name: 'Vic', email: 'vic@vendor.example' }],
      opening_balances: [{ opening_balance_amount: 40 }],
      is_taxable: false,
    });
    expectOk(await client.post(`/books/v3/contacts/${vendor.contact_id}/track1099`));
    expectOk(await client.post(`/books/v3/contacts/${vendor.contact_id}/paymentreminder/disable`));
    // A customer in euros with a second, primary person, a tax with an authority, a price list, an
    // opening balance and an invoice in the base currency: its figures go through both currencies.
    const rich = await create(client, {
      ...ACME,
      contact_name: 'A Rich Customer',
      contact_number: 'VIP-1',
      legal_name: 'Rich Customer GmbH',
      language_code: 'de',
      facebook: 'rich.customer',
      twitter: '@rich',
      mobile: '+1 555 0102',
      contact_persons: [
        { first_name: 'Zoe', last_name: 'Zed' },
        { ...ACME.contact_persons[0], is_primary_contact: true },
      ],
      currency_id: euro.body.currency.currency_id,
      credit_limit: 1500.5,
      pricebook_id: retail.pricebook_id,
      tax_id: vat.tax_id,
      opening_balances: [{ opening_balance_amount: 80 }],
    });
    await invoice(client, { customer_id: rich.contact_id, currency_id: vendor.currency_id, line_items: [{ name: 'Work', rate: 15 }] }, { send: true });
    const plain = await create(client, { contact_name: 'C Plain' });
    expectOk(await client.post(`/books/v3/contacts/${plain.contact_id}/inactive`));

    const list = (nodes: string) => `{ contacts(perPage: 10, sortColumn: CONTACT_NAME, sortOrder: A) { nodes ${nodes} } }`;
    const entries = await expectEachFieldAlone(
      client,
      'Contact',
      list,
      (data) => data.contacts.nodes,
      (e, selection) => `{ contact(contactId: "${e.contactId}") ${selection} }`,
    );
    expect(entries.map((e) => e.contactName)).toEqual(['A Rich Customer', 'B Vendor', 'C Plain']);
    // 80 EUR opened at 1.25 (100) and 15 in the base currency (12 EUR).
    expect(entries[0]).toMatchObject({
      contactNumber: 'VIP-1',
      ignoreAutoNumberGeneration: true,
      currencySymbol: '€',
      firstName: 'Ada',
      lastName: 'Lovelace',
      hasTransaction: true,
      contactType: 'CUSTOMER',
      customFields: [expect.objectContaining({ value: 'Gold' })],
      outstandingReceivableAmount: 92,
      outstandingReceivableAmountBcy: 115,
      creditLimit: 1500.5,
      pricebookName: retail.name,
      taxName: vat.tax_name,
      taxPercentage: 7.25,
      taxAuthorityName: 'State Board of Equalization',
    });
    expect(entries[0].contactPersons).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      contactType: 'VENDOR',
      customerSubType: 'INDIVIDUAL',
      firstName: 'Vic',
      track1099: true,
      paymentReminderEnabled: false,
      isTaxable: false,
      outstandingPayableAmount: 40,
      hasTransaction: false,
    });
    expect(entries[2]).toMatchObject({ status: 'INACTIVE', firstName: null, primaryContactId: null, contactPersons: [], customFields: [], taxName: null });
  });

  it('marks contacts inactive and active, and deletes them', async () => {
    const { client } = await platform.tenant();
    const contact = await create(client, { contact_name: 'Temporary', contact_persons: [{ first_name: 'T' }] });
    const off = await client.post(`/books/v3/contacts/${contact.contact_id}/inactive`);
    expect(off.body).toEqual({ code: 0, message: 'The contact has been marked as inactive.' });
    expect((await client.get(`/books/v3/contacts/${contact.contact_id}`)).body.contact.status).toBe('inactive');
    const on = await client.post(`/books/v3/contacts/${contact.contact_id}/active`);
    expect(on.body).toEqual({ code: 0, message: 'The contact has been marked as active.' });
    expect((await client.get(`/books/v3/contacts/${contact.contact_id}`)).body.contact.status).toBe('active');
    const deleted = await client.delete(`/books/v3/contacts/${contact.contact_id}`);
    expect(deleted.body).toEqual({ code: 0, message: 'The contact has been deleted.' });
    const gone = await client.get(`/books/v3/contacts/${contact.contact_id}`);
    expectFailure(gone, 1002, 404);
    expect(gone.body).toEqual({ code: 1002, message: 'The contact does not exist.' });
    expectFailure(await client.delete(`/books/v3/contacts/${contact.contact_id}`), 1002, 404);
    expectFailure(await client.get('/books/v3/contacts/not-an-id'), 1002, 404);
  });

  it("keeps one organization's contacts from another", async () => {
    const first = await platform.tenant();
    const second = await platform.tenant();
    const contact = await create(first.client, { contact_name: 'Private Client', contact_persons: [{ first_name: 'P' }] });
    for (const res of [
      await second.client.get(`/books/v3/contacts/${contact.contact_id}`),
      await second.client.put(`/books/v3/contacts/${contact.contact_id}`, { contact_name: 'Stolen' }),
      await second.client.delete(`/books/v3/contacts/${contact.contact_id}`),
      await second.client.post(`/books/v3/contacts/${contact.contact_id}/inactive`),
    ]) {
      expectFailure(res, 1002, 404);
      expect(res.body).toEqual({ code: 1002, message: 'The contact does not exist.' });
    }
    expect((await second.client.get('/books/v3/contacts')).body.contacts).toEqual([]);
    expectOk(await second.client.post('/books/v3/contacts', { contact_name: 'Private Client' }), 201);
    expect((await first.client.get(`/books/v3/contacts/${contact.contact_id}`)).body.contact).toMatchObject({
      contact_name: 'Private Client',
      status: 'active',
    });
    // The first organization's id in the path of another organization is refused too.
    const wrongOrg = await second.client.in(first.organizationId).get(`/books/v3/contacts/${contact.contact_id}`);
    expectFailure(wrongOrg, 6041, 401);
  });

  it('needs the contacts scope', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.settings.ALL' });
    const res = await client.post('/books/v3/contacts', { contact_name: 'Nope' });
    expectFailure(res, 57, 403);
  });

  it('serves contacts over GraphQL', async () => {
    const { client } = await platform.tenant();
    const created = await client.graphql(
      'mutation ($input: CreateContactInput!) { createContact(input: $input) { contact { contactId contactName contactType contactPersons { firstName isPrimaryContact communicationPreference { isEmailEnabled } } } } }',
      { input: { contactName: 'Wayne Enterprises', contactType: 'VENDOR', contactPersons: [{ firstName: 'Lucius' }] } },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createContact.contact).toMatchObject({
      contactName: 'Wayne Enterprises',
      contactType: 'VENDOR',
      contactPersons: [{ firstName: 'Lucius', isPrimaryContact: true, communicationPreference: { isEmailEnabled: true } }],
    });
    const list = await client.graphql(
      '{ contacts(filterBy: VENDORS, searchText: "wayne") { nodes { contactName currencyCode } pageContext { appliedFilter hasMorePage } } }',
    );
    expect(list.body.data.contacts).toEqual({
      nodes: [{ contactName: 'Wayne Enterprises', currencyCode: 'USD' }],
      pageContext: { appliedFilter: 'Status.Vendors', hasMorePage: false },
    });
    const missing = await client.graphql('query ($id: ID!) { contact(contactId: $id) { contactId } }', { id: '1234567' });
    expect(missing.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});
