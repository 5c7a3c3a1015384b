import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { customer, expectInvalid, invoice, tax } from './invoice-fixtures.ts';
import { expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

/** A GET answered with a file: status, headers and the bytes. */
async function download(client: Client, path: string, query: Record<string, string>) {
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

async function setUp() {
  const { client } = await platform.tenant({
    organization: {
      name: 'Nordlicht Handel GmbH',
      date_format: 'dd.MM.yyyy',
      address: { street_address1: 'Hafenstrasse 12', city: 'Bremen', zip: '28195', country: 'DE' },
    },
  });
  const vat = await tax(client, { tax_name: 'MwSt', tax_percentage: 19, tax_type: 'tax' });
  const buyer = await customer(client, {
    contact_name: 'Blue Harbor Traders',
    billing_address: { address: '48 Quay Lane', city: 'Portsmouth', zip: 'PO1 3AX', country: 'United Kingdom' },
    shipping_address: { address: 'Unit 7 Dockside', city: 'Southampton' },
  });
  return { client, vat, buyer };
}

describe('invoice PDF and HTML', () => {
  it('renders a readable PDF with the organization, customer, addresses, lines, taxes and totals', async () => {
    const { client, vat, buyer } = await setUp();
    const saved = await invoice(
      client,
      {
        customer_id: buyer.contact_id,
        date: '2024-05-01',
        payment_terms: 14,
        reference_number: 'PO-4471',
        shipping_charge: 12,
        notes: 'Thank you for your business.',
        terms: 'Payable within 14 days.',
        line_items: [
          { name: 'Oak Desk', description: 'Solid oak, 160 cm', rate: 480, quantity: 2, tax_id: vat.tax_id },
          { name: 'Assembly', rate: 95.5, tax_id: vat.tax_id },
        ],
      },
      { send: 'true' },
    );
    // 960 + 95.50 = 1,055.50; MwSt 19 % = 200.545 → 200.55; + 12 shipping = 1,268.05
    expect(saved).toMatchObject({ sub_total: 1055.5, tax_total: 200.55, total: 1268.05 });

    const res = await download(client, `/books/v3/invoices/${saved.invoice_id}`, { format: 'pdf' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${saved.invoice_number}.pdf"`);
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(res.bytes);
    for (const expected of [
      'Nordlicht Handel GmbH',
      'Hafenstrasse 12',
      'Bremen',
      'INVOICE',
      `# ${saved.invoice_number}`,
      'Status: Overdue',
      'Bill To',
      'Blue Harbor Traders',
      '48 Quay Lane',
      'Portsmouth, PO1 3AX',
      'United Kingdom',
      'Ship To',
      'Unit 7 Dockside',
      'Invoice Date:',
      '01.05.2024',
      'Due Date:',
      '15.05.2024',
      'PO-4471',
      'Oak Desk',
      'Solid oak, 160 cm',
      'Assembly',
      '960.00',
      '95.50',
      'Sub Total',
      'USD 1,055.50',
      'MwSt (19%)',
      'USD 200.55',
      'Shipping Charge',
      'USD 12.00',
      'Total',
      'USD 1,268.05',
      'Balance Due',
      'Thank you for your business.',
      'Payable within 14 days.',
    ])
      expect(text).toContain(expected);

    const html = await download(client, `/books/v3/invoices/${saved.invoice_id}`, { format: 'html' });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = html.bytes.toString();
    for (const expected of ['<!doctype html>', 'Nordlicht Handel GmbH', 'Blue Harbor Traders', 'Oak Desk', 'MwSt (19%)', 'USD 1,268.05'])
      expect(page).toContain(expected);

    const json = await client.get(`/books/v3/invoices/${saved.invoice_id}`, { format: 'json' });
    expect(json.body.invoice.invoice_id).toBe(saved.invoice_id);
    expectInvalid(await client.get(`/books/v3/invoices/${saved.invoice_id}`, { format: 'xml' }), 'format');
    const missing = await client.get('/books/v3/invoices/123456789', { format: 'pdf' });
    expectFailure(missing, 1002, 404);
  });

  it('breaks long invoices over pages and merges up to 25 invoices into one PDF', async () => {
    const { client, buyer } = await setUp();
    const long = await invoice(client, {
      customer_id: buyer.contact_id,
      line_items: Array.from({ length: 60 }, (_, i) => ({ name: `Part ${i + 1}`, rate: i + 1 })),
    });
    const single = await pdfText((await download(client, `/books/v3/invoices/${long.invoice_id}`, { format: 'pdf' })).bytes);
    expect(single.pages).toBeGreaterThan(1);
    expect(single.text).toContain('Part 60');
    expect(single.text).toContain('USD 1,830.00');

    const others: any[] = [];
    for (let i = 0; i < 2; i++) others.push(await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: `Only ${i}`, rate: 10 }] }));
    const ids = [others[1], long, others[0]].map((x) => x.invoice_id);
    const merged = await download(client, '/books/v3/invoices/pdf', { invoice_ids: ids.join(',') });
    expect(merged.status).toBe(200);
    expect(merged.headers.get('content-type')).toBe('application/pdf');
    const { text, pages } = await pdfText(merged.bytes);
    expect(pages).toBe(single.pages + 2);
    expect(text.indexOf(others[1].invoice_number)).toBeLessThan(text.indexOf(long.invoice_number));
    expect(text.indexOf(long.invoice_number)).toBeLessThan(text.lastIndexOf(others[0].invoice_number));

    const tooMany = await client.get('/books/v3/invoices/pdf', { invoice_ids: Array.from({ length: 26 }, () => long.invoice_id).join(',') });
    expectFailure(tooMany, 1005);
    expect(tooMany.body).toEqual({ code: 1005, message: 'At most 25 invoices go into one PDF; 26 were asked for.' });
    const twentyFive = await download(client, '/books/v3/invoices/pdf', { invoice_ids: Array.from({ length: 25 }, () => others[0].invoice_id).join(',') });
    expect(twentyFive.status).toBe(200);
    const unknown = await client.get('/books/v3/invoices/pdf', { invoice_ids: `${others[0].invoice_id},987654321` });
    expectFailure(unknown, 1002, 404);
    expect(unknown.body).toEqual({ code: 1002, message: 'The invoice 987654321 does not exist.' });
    const none = await client.get('/books/v3/invoices/pdf', {});
    expectInvalid(none, 'invoice_ids');
  });
});
