import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';
import { customer, expectInvalid, expectState, invoice, tax } from './invoice-fixtures.ts';
import { PDF_BYTES, multipart } from './retainer-fixtures.ts';

/**
 * What every sales kind gets from the documents kernel's output, declared by estimates and
 * sales orders: PDF and HTML from one template, bulk PDF and print, email through the
 * messaging pipeline with the PDF attached, and (sales orders) attached files.
 */
let platform: Platform;
let smtp: TestSmtpServer;
beforeAll(async () => {
  delete process.env.SMTP_URL;
  [platform, smtp] = await Promise.all([startPlatform(), startSmtpServer()]);
});
afterAll(async () => {
  await platform?.stop();
  await smtp?.close();
});

const E = '/books/v3/estimates';
const S = '/books/v3/salesorders';

/** A GET answered with a file: status, headers and the bytes. */
async function download(client: Client, path: string, query: Record<string, string> = {}) {
  const url = new URL(path, client.baseUrl);
  for (const [k, v] of Object.entries({ organization_id: client.organizationId!, ...query })) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { authorization: `Svc-oauthtoken ${client.token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

async function setUp(name: string) {
  const { client } = await platform.tenant({
    organization: { name, time_zone: 'Etc/UTC', address: { street_address1: 'Hafenstrasse 12', city: 'Bremen', country: 'DE' } },
  });
  await smtp.configure(client);
  const vat = await tax(client, { tax_name: 'MwSt', tax_percentage: 19, tax_type: 'tax' });
  const buyer = await customer(client, {
    contact_name: 'Blue Harbor Traders',
    billing_address: { address: '48 Quay Lane', city: 'Portsmouth', country: 'United Kingdom' },
    contact_persons: [{ first_name: 'Ann', email: `ann-${name.length}@harbor.example`, is_primary_contact: true }],
  });
  return { client, vat, buyer, ann: `ann-${name.length}@harbor.example` };
}

const lines = (taxId: string) => [
  { name: 'Oak Desk', description: 'Solid oak, 160 cm', rate: 480, quantity: 2, tax_id: taxId },
  { name: 'Assembly', rate: 95.5, tax_id: taxId },
];

async function estimate(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.post(E, body);
  expectOk(res, 201);
  return res.body.estimate;
}

async function salesorder(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.post(S, body);
  expectOk(res, 201);
  return res.body.salesorder[0];
}

describe('estimates: PDF, HTML, print and email', () => {
  it('prints an estimate as PDF and HTML from the one template, and several in one PDF', async () => {
    const { client, vat, buyer } = await setUp('Nordlicht Angebote GmbH');
    const made = await estimate(client, {
      customer_id: buyer.contact_id,
      date: '2026-11-02',
      expiry_date: '2026-11-30',
      reference_number: 'RFQ-88',
      notes: 'Prices valid for four weeks.',
      line_items: lines(vat.tax_id),
    });
    // 960 + 95.50 = 1,055.50; MwSt 19 % = 200.545 → 200.55; total 1,256.05
    expect(made).toMatchObject({ sub_total: 1055.5, total: 1256.05 });

    const pdf = await download(client, `${E}/${made.estimate_id}`, { format: 'pdf' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`inline; filename="${made.estimate_number}.pdf"`);
    const { text } = await pdfText(pdf.bytes);
    for (const expected of [
      'Nordlicht Angebote GmbH',
      'Hafenstrasse 12',
      'ESTIMATE',
      `# ${made.estimate_number}`,
      'Status: Draft',
      'Bill To',
      'Blue Harbor Traders',
      '48 Quay Lane',
      'Estimate Date:',
      '02 Nov 2026',
      'Expiry Date:',
      '30 Nov 2026',
      'RFQ-88',
      'Oak Desk',
      'Solid oak, 160 cm',
      'MwSt (19%)',
      'USD 200.55',
      'Total',
      'USD 1,256.05',
      'Prices valid for four weeks.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Balance Due');

    const html = await download(client, `${E}/${made.estimate_id}`, { format: 'html' });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = html.bytes.toString();
    for (const expected of ['<!doctype html>', '<h1>ESTIMATE</h1>', made.estimate_number, 'Blue Harbor Traders', 'Oak Desk', 'USD 1,055.50', 'USD 1,256.05'])
      expect(page).toContain(expected);
    expect((await client.get(`${E}/${made.estimate_id}`)).body.estimate.estimate_id).toBe(made.estimate_id);

    const other = await estimate(client, { customer_id: buyer.contact_id, date: '2026-11-03', line_items: [{ name: 'Only line', rate: 10 }] });
    for (const path of [`${E}/pdf`, `${E}/print`]) {
      const merged = await download(client, path, { estimate_ids: `${other.estimate_id},${made.estimate_id}` });
      expect(merged.status).toBe(200);
      expect(merged.headers.get('content-type')).toBe('application/pdf');
      const both = await pdfText(merged.bytes);
      expect(both.pages).toBe(2);
      expect(both.text.indexOf(other.estimate_number)).toBeLessThan(both.text.indexOf(made.estimate_number));
    }
    const tooMany = await client.get(`${E}/pdf`, { estimate_ids: Array.from({ length: 26 }, () => made.estimate_id).join(',') });
    expect(tooMany.body).toEqual({ code: 1005, message: 'At most 25 estimates go into one PDF; 26 were asked for.' });
    const unknown = await client.get(`${E}/print`, { estimate_ids: `${made.estimate_id},987654321` });
    expectFailure(unknown, 1002, 404);
    expect(unknown.body.message).toBe('The estimate 987654321 does not exist.');
    expectInvalid(await client.get(`${E}/pdf`, {}), 'estimate_ids');
    expectFailure(await client.get(`${E}/987654321`, { format: 'pdf' }), 1002, 404);

    // Another organization's estimate is not found, printed or mailed.
    const { client: stranger } = await platform.tenant();
    expectFailure(await stranger.get(`${E}/${made.estimate_id}`, { format: 'pdf' }), 1002, 404);
    expectFailure(await stranger.get(`${E}/pdf`, { estimate_ids: made.estimate_id }), 1002, 404);
    expectFailure(await stranger.get(`${E}/${made.estimate_id}/email`), 1002, 404);
    expectFailure(await stranger.post(`${E}/${made.estimate_id}/email`, { to_mail_ids: ['x@example.com'] }), 1002, 404);
  });

  it('shows the default mail, sends it with the PDF and marks a draft sent; bulk email; no recipient refused', async () => {
    const { client, vat, buyer, ann } = await setUp('Angebote Mail GmbH');
    const made = await estimate(client, { customer_id: buyer.contact_id, date: '2026-11-02', line_items: lines(vat.tax_id) });
    const path = `${E}/${made.estimate_id}`;

    const content = await client.get(`${path}/email`);
    expectOk(content);
    expect(content.body).toMatchObject({
      subject: `Estimate ${made.estimate_number} from Angebote Mail GmbH`,
      customer_id: buyer.contact_id,
      file_name: `${made.estimate_number}.pdf`,
      to_contacts: [{ first_name: 'Ann', email: ann, selected: true }],
      emailtemplates: [{ email_template_id: '2000005', selected: true }],
      from_emails: [{ selected: true }],
      error_list: [],
    });
    expect(content.body.body).toContain(made.estimate_number);
    expectFailure(await client.get(`${path}/email`, { email_template_id: '123' }), 1002, 404);

    expectInvalid(await client.post(`${path}/email`, { to_mail_ids: ['not-an-address'] }), 'to_mail_ids[0]');
    const sent = await client.post(`${path}/email`, { cc_mail_ids: ['boss@example.com'] });
    expectOk(sent);
    expect(sent.body).toEqual({ code: 0, message: 'Your estimate has been sent.' });
    const after = (await client.get(path)).body.estimate;
    expect(after).toMatchObject({ status: 'sent', is_emailed: true });
    expect((await client.get(`${path}/comments`)).body.comments.map((c: any) => c.operation_type)).toEqual(
      expect.arrayContaining(['marked_as_sent', 'emailed']),
    );

    const [mail] = await smtp.waitFor(1, (m) => m.subject.includes(made.estimate_number));
    expect(mail.to).toEqual([ann]);
    expect(mail.cc).toEqual(['boss@example.com']);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${made.estimate_number}.pdf`, 'application/pdf']]);
    const { text } = await pdfText(mail.attachments[0].content);
    expect(text).toContain('ESTIMATE');
    expect(text).toContain('Status: Sent');
    expect(text).toContain('USD 1,256.05');

    // A sent estimate is mailed again as it stands; one awaiting approval is refused.
    const waiting = await estimate(client, { customer_id: buyer.contact_id, date: '2026-11-02', line_items: [{ name: 'Plan', rate: 50 }] });
    expectOk(await client.post(`${E}/${waiting.estimate_id}/submit`));
    expectState(await client.post(`${E}/${waiting.estimate_id}/email`, {}), 'waits for approval');
    expect((await client.get(`${E}/${waiting.estimate_id}/email`)).body.error_list).toHaveLength(1);

    // A customer without any address: nothing to send to unless named.
    const mute = await customer(client, { contact_name: 'No Mail Ltd' });
    const silent = await estimate(client, { customer_id: mute.contact_id, date: '2026-11-02', line_items: [{ name: 'Plan', rate: 50 }] });
    expect((await client.get(`${E}/${silent.estimate_id}/email`)).body.error_list[0]).toContain('no contact person with an email address');
    expectInvalid(await client.post(`${E}/${silent.estimate_id}/email`, {}), 'to_mail_ids');
    expect((await client.get(`${E}/${silent.estimate_id}`)).body.estimate).toMatchObject({ status: 'draft', is_emailed: false });

    // Bulk: all or none.
    const second = await estimate(client, { customer_id: buyer.contact_id, date: '2026-11-02', line_items: [{ name: 'Second', rate: 70 }] });
    expectInvalid(await client.post(`${E}/email`, undefined, { estimate_ids: `${second.estimate_id},${silent.estimate_id}` }), 'to_mail_ids');
    expect((await client.get(`${E}/${second.estimate_id}`)).body.estimate.status).toBe('draft');
    const bulk = await client.post(`${E}/email`, undefined, { estimate_ids: `${second.estimate_id},${made.estimate_id}` });
    expectOk(bulk);
    expect(bulk.body).toEqual({ code: 0, message: 'Your estimates have been sent.' });
    expect((await client.get(`${E}/${second.estimate_id}`)).body.estimate).toMatchObject({ status: 'sent', is_emailed: true });
    await smtp.waitFor(1, (m) => m.subject.includes(second.estimate_number));
    expectInvalid(await client.post(`${E}/email`, undefined, {}), 'estimate_ids');
    const eleven = Array.from({ length: 11 }, (_, i) => String(1000 + i)).join(',');
    expectFailure(await client.post(`${E}/email`, undefined, { estimate_ids: eleven }), 1005);
  });
});

describe('sales orders: PDF, HTML, print, email and attachments', () => {
  it('prints a sales order, mails it with the PDF and opens a draft, refuses a void one', async () => {
    const { client, vat, buyer, ann } = await setUp('Auftrag Druck GmbH');
    const order = await salesorder(client, {
      customer_id: buyer.contact_id,
      date: '2026-11-02',
      shipment_date: '2026-11-20',
      delivery_method: 'Courier',
      shipping_charge: 12,
      line_items: lines(vat.tax_id),
    });
    expect(order).toMatchObject({ total: 1268.05 });
    const path = `${S}/${order.salesorder_id}`;

    const pdf = await download(client, path, { format: 'pdf' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`inline; filename="${order.salesorder_number}.pdf"`);
    const { text } = await pdfText(pdf.bytes);
    for (const expected of [
      'SALES ORDER',
      `# ${order.salesorder_number}`,
      'Status: Draft',
      'Order Date:',
      '02 Nov 2026',
      '20 Nov 2026',
      'Courier',
      'Shipping Charge',
      'USD 1,268.05',
    ])
      expect(text).toContain(expected);
    const page = (await download(client, path, { format: 'html' })).bytes.toString();
    for (const expected of ['<h1>SALES ORDER</h1>', order.salesorder_number, 'USD 1,055.50', 'USD 1,268.05']) expect(page).toContain(expected);
    // The JSON answer stays the family's one-element array.
    expect((await client.get(path)).body.salesorder).toHaveLength(1);

    const other = await salesorder(client, { customer_id: buyer.contact_id, date: '2026-11-03', line_items: [{ name: 'Spare', rate: 5 }] });
    for (const bulk of [`${S}/pdf`, `${S}/print`]) {
      const merged = await download(client, bulk, { salesorder_ids: `${order.salesorder_id},${other.salesorder_id}` });
      expect(merged.status).toBe(200);
      expect((await pdfText(merged.bytes)).pages).toBe(2);
    }
    expectFailure(await client.get(`${S}/pdf`, { salesorder_ids: '987654321' }), 1002, 404);

    const content = await client.get(`${path}/email`);
    expectOk(content);
    // The family answers a sales order's mail content as a one-element array under data.
    expect(content.body.data).toHaveLength(1);
    expect(content.body.data[0]).toMatchObject({
      subject: `Sales Order ${order.salesorder_number} from Auftrag Druck GmbH`,
      to_mails_str: ann,
      file_name: `${order.salesorder_number}.pdf`,
      file_name_without_extension: order.salesorder_number,
      entity_id: order.salesorder_id,
      attachment_name: '',
      documents: [],
      emailtemplates: [{ email_template_id: '2000006' }],
      error_list: [],
    });

    const sent = await client.post(`${path}/email`, { subject: 'Your order' }, { file_name: 'Order confirmation' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toEqual({ code: 0, message: 'Your sales order has been sent.' });
    expect((await client.get(path)).body.salesorder[0]).toMatchObject({ status: 'open', is_emailed: true });
    const [mail] = await smtp.waitFor(1, (m) => m.subject === 'Your order' && m.envelope.to.includes(ann));
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Order confirmation.pdf']);
    expect((await pdfText(mail.attachments[0].content)).text).toContain('Status: Open');
    expect((await client.get(`${path}/comments`)).body.comments.map((c: any) => c.operation_type)).toEqual(expect.arrayContaining(['opened', 'emailed']));

    expectOk(await client.post(`${S}/${other.salesorder_id}/status/void`), 201);
    expectState(await client.post(`${S}/${other.salesorder_id}/email`, { to_mail_ids: [ann] }), 'void');

    const { client: stranger } = await platform.tenant();
    expectFailure(await stranger.get(path, { format: 'pdf' }), 1002, 404);
    expectFailure(await stranger.post(`${path}/email`, { to_mail_ids: ['x@example.com'] }), 1002, 404);
    expectFailure(await stranger.get(`${path}/attachment`), 1002, 404);
  });

  it('attaches files to a sales order, serves the latest, names them in the mail content, removes them', async () => {
    const { client, buyer } = await setUp('Auftrag Dateien GmbH');
    const order = await salesorder(client, { customer_id: buyer.contact_id, date: '2026-11-02', line_items: [{ name: 'Desk', rate: 100 }] });
    const path = `${S}/${order.salesorder_id}`;
    expectFailure(await client.get(`${path}/attachment`), 1002, 404);
    expectInvalid(await multipart(client, 'POST', `${path}/attachment`, {}), 'attachment');

    const attached = await multipart(client, 'POST', `${path}/attachment`, {
      files: [
        { part: 'attachment', bytes: PDF_BYTES, name: 'drawing.pdf', type: 'application/pdf' },
        { part: 'attachment', bytes: Buffer.from('a,b\n1,2\n'), name: 'quantities.csv' },
      ],
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    expect(attached.body.message).toBe('Your file has been attached.');
    expect(attached.body.documents.map((d: any) => [d.file_name, d.file_type])).toEqual([
      ['drawing.pdf', 'pdf'],
      ['quantities.csv', 'csv'],
    ]);
    const [drawing, sheet] = attached.body.documents;

    const latest = await download(client, `${path}/attachment`);
    expect(latest.status).toBe(200);
    expect(latest.bytes.toString()).toBe('a,b\n1,2\n');
    const named = await download(client, `${path}/attachment`, { document_id: drawing.document_id });
    expect(named.bytes).toEqual(PDF_BYTES);
    expect((await client.get(`${path}/email`)).body.data[0]).toMatchObject({ attachment_name: 'quantities.csv', documents: ['drawing.pdf', 'quantities.csv'] });

    const removed = await client.delete(`${path}/attachment`);
    expectOk(removed);
    expect(removed.body.message).toBe('Your file is no longer attached to the sales order.');
    expectFailure(await client.get(`${path}/attachment`, { document_id: sheet.document_id }), 1002, 404);
    expect((await download(client, `${path}/attachment`)).bytes).toEqual(PDF_BYTES);
    expect((await client.get(`${path}/comments`)).body.comments.map((c: any) => c.operation_type)).toEqual(
      expect.arrayContaining(['attachment_added', 'attachment_removed']),
    );

    // At most 10 files.
    const many = Array.from({ length: 5 }, (_, i) => ({ part: 'attachment', bytes: PDF_BYTES, name: `p${i}.pdf`, type: 'application/pdf' }));
    expect((await multipart(client, 'POST', `${path}/attachment`, { files: many })).status).toBe(201);
    const over = await multipart(client, 'POST', `${path}/attachment`, { files: many });
    expectFailure(over, 1005);

    // Deleting the order takes its files with it.
    expectOk(await client.delete(path));
    expectFailure(await client.get(`${path}/attachment`), 1002, 404);
  });
});

describe('credit notes: PDF, HTML, print and email, on both wires', () => {
  it('prints a credit note, mails it with the PDF and opens (posts) a draft, refuses a void one', async () => {
    const { client, vat, buyer, ann } = await setUp('Gutschrift Druck GmbH');
    const created = await client.post('/books/v3/creditnotes', { customer_id: buyer.contact_id, date: '2026-11-04', line_items: lines(vat.tax_id) });
    expectOk(created, 201);
    const note = created.body.creditnote;
    expectOk(await client.post(`/books/v3/creditnotes/${note.creditnote_id}/status/draft`));
    const path = `/books/v3/creditnotes/${note.creditnote_id}`;

    const pdf = await download(client, path, { format: 'pdf' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`inline; filename="${note.creditnote_number}.pdf"`);
    const { text } = await pdfText(pdf.bytes);
    for (const expected of ['CREDIT NOTE', `# ${note.creditnote_number}`, 'Status: Draft', 'Credit Date:', '04 Nov 2026', 'Credits Remaining', 'USD 1,256.05'])
      expect(text).toContain(expected);
    const page = (await download(client, path, { format: 'html' })).bytes.toString();
    for (const expected of ['<h1>CREDIT NOTE</h1>', note.creditnote_number, 'USD 1,256.05']) expect(page).toContain(expected);
    // The same forms on the Inventory wire.
    expect((await download(client, `/inventory/v1/creditnotes/${note.creditnote_id}`, { format: 'pdf' })).status).toBe(200);

    const other = await client.post('/books/v3/creditnotes', { customer_id: buyer.contact_id, date: '2026-11-05', line_items: [{ name: 'Spare', rate: 5 }] });
    expectOk(other, 201);
    const merged = await download(client, '/books/v3/creditnotes/print', { creditnote_ids: `${note.creditnote_id},${other.body.creditnote.creditnote_id}` });
    expect(merged.status).toBe(200);
    expect((await pdfText(merged.bytes)).pages).toBe(2);

    const content = await client.get(`${path}/email`);
    expectOk(content);
    expect(content.body.data).toHaveLength(1);
    expect(content.body.data[0]).toMatchObject({
      subject: `Credit note ${note.creditnote_number} from Gutschrift Druck GmbH`,
      to_mails_str: ann,
      file_name: `${note.creditnote_number}.pdf`,
      entity_id: note.creditnote_id,
      emailtemplates: [{ email_template_id: '2000007' }],
      error_list: [],
    });

    const sent = await client.post(`/inventory/v1/creditnotes/${note.creditnote_id}/email`, { subject: 'Your credit' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ code: 0, message: 'Your credit note has been sent.' });
    // Mailed, the draft is open: its credit is the customer's to use.
    expect((await client.get(path)).body.creditnote).toMatchObject({ status: 'open', is_emailed: true, balance: 1256.05 });
    const [mail] = await smtp.waitFor(1, (m) => m.subject === 'Your credit' && m.envelope.to.includes(ann));
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${note.creditnote_number}.pdf`]);
    expect((await pdfText(mail.attachments[0].content)).text).toContain('Status: Open');
    expect((await client.get(`${path}/comments`)).body.comments.map((c: any) => c.operation_type)).toEqual(expect.arrayContaining(['opened', 'emailed']));

    expectOk(await client.post(`/books/v3/creditnotes/${other.body.creditnote.creditnote_id}/status/void`));
    expectState(await client.post(`/books/v3/creditnotes/${other.body.creditnote.creditnote_id}/email`, { to_mail_ids: [ann] }), 'void');

    const { client: stranger } = await platform.tenant();
    expectFailure(await stranger.get(path, { format: 'pdf' }), 1002, 404);
    expectFailure(await stranger.post(`${path}/email`, { to_mail_ids: ['x@example.com'] }), 1002, 404);
  });
});

describe('sales receipts: PDF, HTML and email', () => {
  it('prints a sales receipt and mails it with the PDF, or without it (attach_pdf=false)', async () => {
    const { client, vat, buyer, ann } = await setUp('Quittung Druck GmbH');
    const made = await client.post('/books/v3/salesreceipts', {
      customer_id: buyer.contact_id,
      date: '2026-11-06',
      payment_mode: 'cash',
      line_items: lines(vat.tax_id),
    });
    expectOk(made, 201);
    const receipt = made.body.salesreceipt;
    const path = `/books/v3/salesreceipts/${receipt.sales_receipt_id}`;
    const pdf = await download(client, path, { format: 'pdf' });
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(pdf.bytes);
    for (const expected of ['SALES RECEIPT', `# ${receipt.receipt_number}`, 'Receipt Date:', '06 Nov 2026', 'Amount Received', 'USD 1,256.05'])
      expect(text).toContain(expected);
    expect((await download(client, path, { format: 'html' })).bytes.toString()).toContain('<h1>SALES RECEIPT</h1>');

    const sent = await client.post(`${path}/email`, { subject: 'Thank you' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toEqual({ code: 0, message: 'Your sales receipt has been sent.' });
    const [mail] = await smtp.waitFor(1, (m) => m.subject === 'Thank you' && m.envelope.to.includes(ann));
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${receipt.receipt_number}.pdf`]);
    expect(mail.html).toContain('Thank you for your payment of <b>USD 1,256.05</b>');
    const bare = await client.post(`${path}/email`, { subject: 'Without the PDF', to_mail_ids: ['books@harbor.example'] }, { attach_pdf: 'false' });
    expect(bare.status, JSON.stringify(bare.body)).toBe(201);
    const [plain] = await smtp.waitFor(1, (m) => m.subject === 'Without the PDF');
    expect(plain.attachments).toEqual([]);
    expectInvalid(await client.post(`${path}/email`, { to_mail_ids: ['not an address'] }), 'to_mail_ids');

    const { client: stranger } = await platform.tenant();
    expectFailure(await stranger.get(path, { format: 'pdf' }), 1002, 404);
    expectFailure(await stranger.post(`${path}/email`, { to_mail_ids: ['x@example.com'] }), 1002, 404);
  });
});

describe('invoices: attached files on the same mechanism', () => {
  it('attaches files to an invoice, answers them on the invoice and its mail content, removes them, and with the invoice', async () => {
    const { client, buyer } = await setUp('Rechnung Dateien GmbH');
    const made = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Desk', rate: 100 }] });
    const path = `/books/v3/invoices/${made.invoice_id}`;
    expect(made).toMatchObject({ has_attachment: false });
    expectFailure(await client.get(`${path}/attachment`), 1002, 404);

    const attached = await multipart(client, 'POST', `${path}/attachment`, {
      files: [{ part: 'attachment', bytes: PDF_BYTES, name: 'delivery-note.pdf', type: 'application/pdf' }],
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.documents.map((d: any) => d.file_name)).toEqual(['delivery-note.pdf']);
    expect((await client.get(path)).body.invoice).toMatchObject({
      has_attachment: true,
      attachment_name: 'delivery-note.pdf',
      documents: [{ file_name: 'delivery-note.pdf', file_type: 'pdf' }],
    });
    expect((await client.get(`${path}/email`)).body.data).toMatchObject({ attachment_name: 'delivery-note.pdf', documents: ['delivery-note.pdf'] });
    expect((await download(client, `${path}/attachment`)).bytes).toEqual(PDF_BYTES);

    const { client: stranger } = await platform.tenant();
    expectFailure(await stranger.get(`${path}/attachment`), 1002, 404);
    expectFailure(await stranger.delete(`${path}/attachment`), 1002, 404);

    expectOk(await client.delete(`${path}/attachment`));
    expect((await client.get(path)).body.invoice).toMatchObject({ has_attachment: false, documents: [] });
    expect((await client.get(`${path}/comments`)).body.comments.map((c: any) => c.operation_type)).toEqual(
      expect.arrayContaining(['attachment_added', 'attachment_removed']),
    );
    await multipart(client, 'POST', `${path}/attachment`, {
      files: [{ part: 'attachment', bytes: PDF_BYTES, name: 'again.pdf', type: 'application/pdf' }],
    });
    expectOk(await client.delete(path));
    expectFailure(await client.get(`${path}/attachment`), 1002, 404);
  });

  it('emails several invoices at once, each with its PDF, drafts marked sent; all or none', async () => {
    const { client, buyer, ann } = await setUp('Rechnung Sammelmail GmbH');
    const first = await invoice(client, { customer_id: buyer.contact_id, due_date: '2099-12-31', line_items: [{ name: 'First', rate: 10 }] });
    const second = await invoice(client, { customer_id: buyer.contact_id, due_date: '2099-12-31', line_items: [{ name: 'Second', rate: 20 }] });
    const mute = await customer(client, { contact_name: 'Silent GmbH' });
    const silent = await invoice(client, { customer_id: mute.contact_id, line_items: [{ name: 'Silent', rate: 5 }] });

    expectInvalid(await client.post('/books/v3/invoices/email', undefined, { invoice_ids: `${first.invoice_id},${silent.invoice_id}` }), 'to_mail_ids');
    expect((await client.get(`/books/v3/invoices/${first.invoice_id}`)).body.invoice).toMatchObject({ status: 'draft', is_emailed: false });
    expectFailure(await client.post('/books/v3/invoices/email', undefined, { invoice_ids: `${first.invoice_id},987654321` }), 1002, 404);

    const sent = await client.post('/books/v3/invoices/email', undefined, { invoice_ids: `${first.invoice_id},${second.invoice_id}` });
    expectOk(sent);
    expect(sent.body).toEqual({ code: 0, message: 'Your invoices have been sent.' });
    for (const made of [first, second]) {
      expect((await client.get(`/books/v3/invoices/${made.invoice_id}`)).body.invoice).toMatchObject({ status: 'sent', is_emailed: true });
      const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(ann) && m.subject.includes(made.invoice_number));
      expect(mail.attachments.map((a) => a.filename)).toEqual([`${made.invoice_number}.pdf`]);
    }
    expectInvalid(await client.post('/books/v3/invoices/email', undefined, {}), 'invoice_ids');
  });
});
