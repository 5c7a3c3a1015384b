import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { customer, expectInvalid, expectState, tax, unique } from './invoice-fixtures.ts';
import { PDF_BYTES, getRetainer, multipart, retainer, sent } from './retainer-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { expectEachFieldAlone } from '../helpers/selection.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

describe('retainer invoices', () => {
  it('creates one with the fields of the spec and reads it back through REST and GraphQL', async () => {
    const { client } = await platform.tenant();
    const buyer = await customer(client, {
      contact_persons: [{ first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' }],
      billing_address: { address: '1 Main St', city: 'Berlin' },
      shipping_address: { address: '2 Dock Rd', city: 'Hamburg' },
    });
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const location = await client.post('/inventory/v1/locations', { location_name: unique('Store') });
    const created = await client.post('/books/v3/retainerinvoices', {
      customer_id: buyer.contact_id,
      date: '2024-05-01',
      reference_number: 'PO-1',
      project_id: '800001',
      project_name: 'Website',
      location_id: location.body.locations.location_id,
      tags: [{ tag_id: '900001', tag_name: 'Region' }],
      notes: 'Thanks',
      terms: 'Advance',
      allow_partial_payments: true,
      payment_options: { payment_gateways: [{ gateway_name: 'stripe' }] },
      custom_fields: [{ index: 1, label: 'PO', value: '42', show_on_pdf: true }],
      template_id: '2000002',
      line_items: [
        { description: 'Design phase', rate: 300, tax_id: vat.tax_id },
        { description: 'x'.repeat(2000), rate: 200.005, item_order: 7 },
      ],
    });
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'Retainer invoice has been created.' });
    const saved = created.body.retainerinvoice;
    expect(saved).toMatchObject({
      retainerinvoice_number: 'RET-000001',
      date: '2024-05-01',
      status: 'draft',
      reference_number: 'PO-1',
      project_name: 'Website',
      customer_id: buyer.contact_id,
      customer_name: buyer.contact_name,
      currency_code: 'USD',
      currency_symbol: '$',
      sub_total: 500.01,
      tax_total: 30,
      total: 530.01,
      balance: 530.01,
      payment_made: 0,
      payment_drawn: 0,
      unused_amount: 0,
      price_precision: 2,
      allow_partial_payments: true,
      is_emailed: 'false',
      template_id: '2000002',
      template_name: 'Simple Retainer',
      orientation: 'portrait',
      template_type: 'simple',
      location_name: expect.stringContaining('Store'),
      billing_address: { address: '1 Main St', city: 'Berlin' },
      shipping_address: { address: '2 Dock Rd', city: 'Hamburg' },
      custom_fields: [{ index: 1, label: 'PO', value: '42', show_on_pdf: true }],
      payment_options: { payment_gateways: [{ gateway_name: 'stripe', configured: true }] },
      documents: [],
      invoices: [],
      can_send_in_mail: true,
    });
    expect(saved.taxes).toEqual([{ tax_id: vat.tax_id, tax_name: vat.tax_name, tax_percentage: 10, tax_amount: 30 }]);
    expect(saved.line_items.map((l: any) => [l.description.length, l.rate, l.item_total, l.item_order, l.tax_percentage])).toEqual([
      [12, 300, 300, 1, 10],
      [2000, 200.005, 200.01, 7, 0],
    ]);
    expect(saved.contact_persons_associated.map((p: any) => p.contact_person_email)).toEqual(['ann@example.com']);

    const read = await client.get(`/books/v3/retainerinvoices/${saved.retainerinvoice_id}`);
    expect(read.body.retainerinvoice).toEqual(saved);
    const gql = await client.graphql(
      'query($id: ID!) { retainerInvoice(retainerinvoiceId: $id) { retainerinvoiceNumber status total lineItems { itemTotal } } }',
      { id: saved.retainerinvoice_id },
    );
    expect(gql.body.data.retainerInvoice).toEqual({
      retainerinvoiceNumber: 'RET-000001',
      status: 'DRAFT',
      total: 530.01,
      lineItems: [{ itemTotal: 300 }, { itemTotal: 200.01 }],
    });
  });

  it('reads and builds only what a list selects: each field alone answers as in the whole entry', async () => {
    const { client } = await platform.tenant();
    const buyer = await customer(client, {
      contact_persons: [{ first_name: 'Ann', email: 'ann@example.com' }],
      billing_address: { address: '1 Main St', city: 'Berlin' },
    });
    const location = await client.post('/inventory/v1/locations', { location_name: unique('Store') });
    const rich = await sent(client, {
      customer_id: buyer.contact_id,
      contact_persons_associated: [{ contact_person_id: buyer.contact_persons[0].contact_person_id }],
      date: '2024-05-01',
      reference_number: 'A-rich',
      location_id: location.body.locations.location_id,
      tags: [{ tag_id: '900001', tag_name: 'Region' }],
      payment_options: { payment_gateways: [{ gateway_name: 'stripe' }] },
      custom_fields: [{ index: 1, label: 'PO', value: '42', show_on_pdf: true }],
      template_id: '2000002',
      notes: 'Thanks',
      line_items: [{ description: 'Design phase', rate: 300, location_id: location.body.locations.location_id }],
    });
    const attached = await multipart(client, 'POST', `/books/v3/retainerinvoices/${rich.retainerinvoice_id}/attachment`, {
      files: [{ part: 'attachment', bytes: PDF_BYTES, name: 'contract.pdf', type: 'application/pdf' }],
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    await retainer(client, { customer_id: buyer.contact_id, reference_number: 'B-plain' });
    const list = (nodes: string) => `{ retainerInvoices(perPage: 10, sortColumn: RETAINERINVOICE_NUMBER, sortOrder: A) { nodes ${nodes} } }`;
    const entries = await expectEachFieldAlone(
      client,
      'RetainerInvoice',
      list,
      (data) => data.retainerInvoices.nodes,
      (e, selection) => `{ retainerInvoice(retainerinvoiceId: "${e.retainerinvoiceId}") ${selection} }`,
    );
    expect(entries.map((e) => e.referenceNumber)).toEqual(['A-rich', 'B-plain']);
    expect(entries[0]).toMatchObject({ status: 'SENT', templateName: expect.any(String), hasAttachment: true, attachmentName: 'contract.pdf' });
  });

  it('numbers by hand with ignore_auto_number_generation and refuses a duplicate number', async () => {
    const { client } = await platform.tenant();
    const mine = await retainer(client, { retainerinvoice_number: 'ADV-7' }, { ignore_auto_number_generation: 'true' });
    expect(mine.retainerinvoice_number).toBe('ADV-7');
    const auto = await retainer(client, { retainerinvoice_number: 'ignored' });
    expect(auto.retainerinvoice_number).toBe('RET-000001');
    const missing = await client.request('POST', '/books/v3/retainerinvoices', {
      body: { customer_id: mine.customer_id, line_items: [{ rate: 1 }] },
      query: { ignore_auto_number_generation: 'true' },
    });
    expectInvalid(missing, 'retainerinvoice_number');
    const twice = await client.request('POST', '/books/v3/retainerinvoices', {
      body: { customer_id: mine.customer_id, retainerinvoice_number: 'adv-7', line_items: [{ rate: 1 }] },
      query: { ignore_auto_number_generation: 'true' },
    });
    expectFailure(twice, 1001);
    expect(twice.body.message).toContain('ADV-7'.toLowerCase());
  });

  it('enforces the limits of the spec and names the field', async () => {
    const { client } = await platform.tenant();
    const buyer = await customer(client);
    const post = (body: Record<string, unknown>) =>
      client.post('/books/v3/retainerinvoices', { customer_id: buyer.contact_id, line_items: [{ rate: 1 }], ...body });
    expectInvalid(await post({ line_items: [{ description: 'x'.repeat(2001), rate: 1 }] }), 'line_items[0].description');
    expectInvalid(await post({ reference_number: 'r'.repeat(101) }), 'reference_number');
    expectInvalid(await post({ retainerinvoice_number: 'n'.repeat(101) }), 'retainerinvoice_number');
    expectInvalid(await post({ line_items: [] }), 'line_items');
    expectInvalid(await post({ line_items: [{ rate: -1 }] }), 'line_items[0].rate');
    expectInvalid(await post({ customer_id: '123' }), 'customer_id');
    expectInvalid(await post({ template_id: '1000001' }), 'template_id');
    const many = await post({ line_items: Array.from({ length: 1001 }, () => ({ rate: 1 })) });
    expectFailure(many, 1005);
    const limit = await post({ line_items: Array.from({ length: 1000 }, () => ({ rate: '0.01' })) });
    expect(limit.status, JSON.stringify(limit.body).slice(0, 300)).toBe(201);
    expect(limit.body.retainerinvoice.total).toBe(10);
  });

  it('updates, keeps lines named by id, and deletes; another organization sees nothing', async () => {
    const { client } = await platform.tenant();
    const made = await retainer(client, {
      line_items: [
        { description: 'A', rate: 100 },
        { description: 'B', rate: 50 },
      ],
    });
    const [a] = made.line_items;
    const updated = await client.put(`/books/v3/retainerinvoices/${made.retainerinvoice_id}`, {
      reference_number: 'R-2',
      line_items: [{ line_item_id: a.line_item_id, description: 'A2', rate: 120 }],
    });
    expectOk(updated);
    expect(updated.body.message).toBe('Retainer invoice information has been updated.');
    expect(updated.body.retainerinvoice).toMatchObject({ reference_number: 'R-2', total: 120, balance: 120 });
    expect(updated.body.retainerinvoice.line_items).toMatchObject([{ line_item_id: a.line_item_id, description: 'A2' }]);
    expectInvalid(
      await client.put(`/books/v3/retainerinvoices/${made.retainerinvoice_id}`, { line_items: [{ line_item_id: '999', rate: 1 }] }),
      'line_items[0].line_item_id',
    );

    const stranger = await platform.tenant();
    expectFailure(await stranger.client.get(`/books/v3/retainerinvoices/${made.retainerinvoice_id}`), 1002, 404);
    expectFailure(await stranger.client.delete(`/books/v3/retainerinvoices/${made.retainerinvoice_id}`), 1002, 404);

    const customerInUse = await client.delete(`/books/v3/contacts/${made.customer_id}`);
    expectFailure(customerInUse, 1004);
    expect(customerInUse.body.message).toContain(`retainer invoice ${made.retainerinvoice_number}`);

    const deleted = await client.delete(`/books/v3/retainerinvoices/${made.retainerinvoice_id}`);
    expect(deleted.body).toEqual({ code: 0, message: 'The retainer invoice has been deleted.' });
    expectFailure(await client.get(`/books/v3/retainerinvoices/${made.retainerinvoice_id}`), 1002, 404);
  });

  it('moves between draft, sent and void, and refuses the moves that make no sense', async () => {
    const { client } = await platform.tenant();
    const made = await retainer(client);
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}`;
    expectState(await client.post(`${path}/status/draft`), 'is a draft and cannot be turned into a draft');
    const toSent = await client.post(`${path}/status/sent`);
    expect(toSent.body).toEqual({ code: 0, message: 'Retainer invoice status has been changed to Sent.' });
    expect((await getRetainer(client, made.retainerinvoice_id)).status).toBe('sent');
    expectState(await client.post(`${path}/status/sent`), 'is sent and cannot be marked as sent');
    expectOk(await client.post(`${path}/status/void`, undefined, { reason: 'Customer cancelled' }));
    expect((await getRetainer(client, made.retainerinvoice_id)).status).toBe('void');
    expectState(await client.post(`${path}/status/void`), 'is void and cannot be voided');
    expectState(await client.post(`${path}/status/sent`), 'turn it back into a draft first');
    expectState(await client.put(path, { notes: 'x' }), 'is void and cannot be changed');
    expectInvalid(await client.post(`${path}/status/draft`, undefined, { reason: 'r'.repeat(501) }), 'reason');
    expectOk(await client.post(`${path}/status/draft`, undefined, { reason: 'Reissue' }));
    const history = (await client.get(`${path}/comments`)).body.comments;
    expect(history.map((c: any) => c.operation_type)).toEqual(['added', 'marked_as_sent', 'voided', 'marked_as_draft']);
    expect(history[2].description).toContain('Customer cancelled');
    expect(history[3].description).toContain('Reissue');
    expect(history[0]).toMatchObject({ comment_type: 'system', retainerinvoice_id: made.retainerinvoice_id, date_description: 'few seconds ago' });
  });

  it('runs the approval flow when the organization switches it on; only admins and approvers approve', async () => {
    const { client } = await platform.tenant();
    const made = await retainer(client);
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}`;
    expectState(await client.post(`${path}/submit`), 'the approval flow is off');
    expect((await client.get('/books/v3/settings/retainerinvoices')).body.retainerinvoice_settings).toEqual({
      approval_enabled: false,
      approver_roles: ['admin', 'approver'],
    });
    const on = await client.put('/books/v3/settings/retainerinvoices', { approval_enabled: true });
    expectOk(on);

    expectState(await client.post(`${path}/status/sent`), 'need approval');
    expectState(await client.post(`${path}/approve`), 'only a retainer invoice submitted for approval is approved');
    // A staff member submits; staff may not approve; an approver does.
    const staff = await platform.user();
    const approver = await platform.user();
    expectOk(await client.post('/books/v3/users', { email: staff.email, role: 'staff' }));
    expectOk(await client.post('/books/v3/users', { email: approver.email, role: 'approver' }));
    const staffClient = staff.client.in(client.organizationId!);
    const approverClient = approver.client.in(client.organizationId!);
    expectFailure(await staffClient.put('/books/v3/settings/retainerinvoices', { approval_enabled: false }), 57, 403);

    const submitted = await staffClient.post(`${path}/submit`);
    expect(submitted.body).toEqual({ code: 0, message: 'The retainer invoice has been submitted for approval successfully.' });
    expect((await getRetainer(client, made.retainerinvoice_id)).status).toBe('pending_approval');
    expectState(await client.post(`${path}/submit`), 'only a draft is submitted');
    expectState(await client.post(`${path}/status/sent`), 'need approval');
    const refused = await staffClient.post(`${path}/approve`);
    expectFailure(refused, 57, 403);
    expect(refused.body.message).toContain('admin or approver');
    const approved = await approverClient.post(`${path}/approve`);
    expect(approved.body).toEqual({ code: 0, message: 'You have approved the retainer invoice.' });
    const after = await getRetainer(client, made.retainerinvoice_id);
    expect(after).toMatchObject({ status: 'approved', submitted_by_id: staff.userId, approved_by_id: approver.userId });
    expectOk(await client.post(`${path}/status/sent`));
    expect((await getRetainer(client, made.retainerinvoice_id)).status).toBe('sent');
  });

  it('lists with filters, search, sort and pages in a constant number of statements', async () => {
    const { client } = await platform.tenant();
    const buyer = await customer(client, { contact_name: unique('Zed') });
    const a = await retainer(client, { customer_id: buyer.contact_id, date: '2024-01-10', reference_number: 'alpha-1', line_items: [{ rate: 10 }] });
    const b = await sent(client, { date: '2024-02-10', line_items: [{ rate: 30 }] });
    const c = await retainer(client, { date: '2024-03-10', line_items: [{ rate: 20 }] });
    const ids = (res: any) => res.body.retainerinvoices.map((r: any) => r.retainerinvoice_id);
    const all = await client.get('/books/v3/retainerinvoices');
    expect(ids(all)).toEqual([c.retainerinvoice_id, b.retainerinvoice_id, a.retainerinvoice_id]);
    expect(all.body.page_context).toMatchObject({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'created_time',
      sort_order: 'D',
      applied_filter: 'Status.All',
    });
    expect(ids(await client.get('/books/v3/retainerinvoices', { filter_by: 'Status.Sent' }))).toEqual([b.retainerinvoice_id]);
    expect(ids(await client.get('/books/v3/retainerinvoices', { filter_by: 'Status.Draft', sort_column: 'total', sort_order: 'A' }))).toEqual([
      a.retainerinvoice_id,
      c.retainerinvoice_id,
    ]);
    expect(ids(await client.get('/books/v3/retainerinvoices', { customer_id: buyer.contact_id }))).toEqual([a.retainerinvoice_id]);
    expect(ids(await client.get('/books/v3/retainerinvoices', { search_text: 'ALPHA' }))).toEqual([a.retainerinvoice_id]);
    expect(ids(await client.get('/books/v3/retainerinvoices', { date_start: '2024-02-01', date_end: '2024-03-10', sort_column: 'date' }))).toEqual([
      c.retainerinvoice_id,
      b.retainerinvoice_id,
    ]);
    expect(ids(await client.get('/books/v3/retainerinvoices', { retainerinvoice_number_startswith: 'RET-' })).length).toBe(3);
    const paged = await client.get('/books/v3/retainerinvoices', { per_page: 2, page: 2 });
    expect(ids(paged)).toEqual([a.retainerinvoice_id]);
    expect((await client.get('/books/v3/retainerinvoices', { per_page: 2 })).body.page_context.has_more_page).toBe(true);
    expect((await client.get('/books/v3/retainerinvoices', { filter_by: 'Status.Nope' })).status).toBe(400);

    const count = async (perPage: number) =>
      (await platform.statementsDuring(async () => expectOk(await client.get('/books/v3/retainerinvoices', { per_page: perPage })))).sql.length;
    expect(await count(1)).toBe(await count(3));
  });

  it('lists and changes templates, changes the billing address', async () => {
    const { client } = await platform.tenant();
    const made = await retainer(client);
    const templates = await client.get('/books/v3/retainerinvoices/templates');
    expect(templates.body.templates.map((t: any) => [t.template_id, t.is_default])).toEqual([
      ['2000001', true],
      ['2000002', false],
      ['2000003', false],
    ]);
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}`;
    expect((await client.put(`${path}/templates/2000003`)).body).toEqual({ code: 0, message: 'Retainer invoice information has been updated.' });
    expect(await getRetainer(client, made.retainerinvoice_id)).toMatchObject({ template_id: '2000003', template_name: 'Letter Retainer', page_width: '8.5in' });
    expectFailure(await client.put(`${path}/templates/1000001`), 1002, 404);

    const address = await client.put(`${path}/address/billing`, { address: '9 Elm St', city: 'Oslo', zip: '0150', country: 'Norway' });
    expectOk(address);
    expect(address.body.billing_address).toEqual({ address: '9 Elm St', street2: '', city: 'Oslo', state: '', zip: '0150', country: 'Norway', fax: '' });
    expect((await getRetainer(client, made.retainerinvoice_id)).billing_address.city).toBe('Oslo');
    expectInvalid(await client.put(`${path}/address/billing`, { city: 'c'.repeat(101) }), 'city');
  });

  it('keeps comments: add, change and delete people’s comments, never the history', async () => {
    const { client } = await platform.tenant();
    const made = await retainer(client);
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}/comments`;
    const added = await client.post(path, { description: 'Call the client' });
    expectOk(added);
    expect(added.body.comment).toMatchObject({ description: 'Call the client', comment_type: 'user', operation_type: 'commented' });
    const id = added.body.comment.comment_id;
    const changed = await client.put(`${path}/${id}`, { description: 'Called' });
    expect(changed.body.comment.description).toBe('Called');
    expectInvalid(await client.post(path, { description: '' }), 'description');
    const system = (await client.get(path)).body.comments[0];
    expectState(await client.delete(`${path}/${system.comment_id}`), 'history');
    expect((await client.delete(`${path}/${id}`)).body).toEqual({ code: 0, message: 'The comment has been deleted.' });
    expectFailure(await client.delete(`${path}/${id}`), 1002, 404);
    expect((await client.get(path)).body.comments.map((c: any) => c.comment_type)).toEqual(['system']);
  });

  it('attaches files, serves them back and removes them', async () => {
    const { client } = await platform.tenant();
    const made = await retainer(client);
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}`;
    const none = await client.get(`${path}/attachment`);
    expectFailure(none, 1002, 404);
    const attached = await multipart(client, 'POST', `${path}/attachment`, {
      files: [
        { part: 'attachment', bytes: PDF_BYTES, name: 'contract.pdf', type: 'application/pdf' },
        { part: 'attachment', bytes: Buffer.from('a,b\n1,2\n'), name: 'scope.csv' },
      ],
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.documents.map((d: any) => [d.file_name, d.file_type, d.file_size])).toEqual([
      ['contract.pdf', 'pdf', PDF_BYTES.length],
      ['scope.csv', 'csv', 8],
    ]);
    const [pdf, csv] = attached.body.documents;
    expect(await getRetainer(client, made.retainerinvoice_id)).toMatchObject({ attachment_name: 'scope.csv', documents: attached.body.documents });

    const latest = await fetch(new URL(`${path}/attachment?organization_id=${client.organizationId}`, client.baseUrl), {
      headers: { authorization: `Svc-oauthtoken ${client.token}` },
    });
    expect(latest.status).toBe(200);
    expect(await latest.text()).toBe('a,b\n1,2\n');
    const first = await fetch(
      new URL(`${path}/attachment?organization_id=${client.organizationId}&document_id=${pdf.document_id}&inline=true`, client.baseUrl),
      { headers: { authorization: `Svc-oauthtoken ${client.token}` } },
    );
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toContain('inline; filename="contract.pdf"');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(PDF_BYTES);

    const fake = await multipart(client, 'POST', `${path}/attachment`, {
      files: [{ part: 'attachment', bytes: Buffer.from('not a pdf at all'), name: 'fake.pdf' }],
    });
    expect(fake.status).toBe(400);

    expect((await client.delete(`${path}/documents/${csv.document_id}`)).body).toEqual({
      code: 0,
      message: 'Your file is no longer attached to the retainer invoice.',
    });
    expectFailure(await client.delete(`${path}/documents/${csv.document_id}`), 1002, 404);
    expect((await getRetainer(client, made.retainerinvoice_id)).documents.map((d: any) => d.document_id)).toEqual([pdf.document_id]);
    expectFailure(await client.get(`${path}/attachment`, { document_id: csv.document_id }), 1002, 404);
  });
});
