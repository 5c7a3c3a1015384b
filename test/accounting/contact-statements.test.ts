import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';
import { customer, invoice, pay, unique } from './invoice-fixtures.ts';

let platform: Platform;
let smtp: TestSmtpServer;
beforeAll(async () => {
  [platform, smtp] = await Promise.all([startPlatform(), startSmtpServer()]);
});
afterAll(async () => {
  await platform?.stop();
  await smtp?.close();
});

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function tenant() {
  const t = await platform.tenant({ organization: { name: unique('Statement Co'), time_zone: 'Etc/UTC' } });
  await smtp.configure(t.client);
  const box = unique('box').replace(' ', '-');
  const buyer = await customer(t.client, { contact_persons: [{ first_name: 'Ann', email: `ann-${box}@example.com` }] });
  return { ...t, buyer, ann: `ann-${box}@example.com` };
}

describe('customer statements', () => {
  it('shows the mail content with opening balance, the period’s invoices and payments and the balance due', async () => {
    const { client, organizationId, buyer, ann } = await tenant();
    const old = await invoice(
      client,
      { customer_id: buyer.contact_id, date: '2026-01-10', due_date: '2026-01-20', line_items: [{ name: 'A', rate: 100, quantity: 1 }] },
      { send: 'true' },
    );
    await pay(client, organizationId, old.invoice_id, '40', '2026-01-25');
    const inPeriod = await invoice(
      client,
      { customer_id: buyer.contact_id, date: '2026-02-05', due_date: '2026-02-20', line_items: [{ name: 'B', rate: 250, quantity: 1 }] },
      { send: 'true' },
    );
    await pay(client, organizationId, inPeriod.invoice_id, '50', '2026-02-10');
    // Drafts are not on a statement.
    await invoice(client, { customer_id: buyer.contact_id, date: '2026-02-06', due_date: '2026-02-20', line_items: [{ name: 'C', rate: 999, quantity: 1 }] });

    const content = await client.get(`/books/v3/contacts/${buyer.contact_id}/statements/email`, { start_date: '2026-02-01', end_date: '2026-02-28' });
    expectOk(content);
    expect(content.body.data).toMatchObject({
      contact_id: buyer.contact_id,
      subject: 'Account Statement from 2026-02-01 to 2026-02-28',
      start_date: '2026-02-01',
      end_date: '2026-02-28',
      opening_balance: 60,
      invoiced_amount: 250,
      amount_paid: 50,
      balance_due: 260,
    });
    expect(content.body.data.to_contacts).toEqual([expect.objectContaining({ email: ann, selected: true })]);

    const sent = await client.post(
      `/books/v3/contacts/${buyer.contact_id}/statements/email`,
      { cc_mail_ids: ['ar@example.com'] },
      { start_date: '2026-02-01', end_date: '2026-02-28' },
    );
    expect(sent.body).toEqual({ code: 0, message: 'Statement has been sent to the customer.' });
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(ann));
    expect(mail.subject).toBe('Account Statement from 2026-02-01 to 2026-02-28');
    expect(mail.cc).toEqual(['ar@example.com']);
    expect(mail.attachments).toHaveLength(1);
    const text = await pdfText(mail.attachments[0].content);
    expect(text).toContain('Statement of Accounts');
    expect(text).toContain(`Invoice ${inPeriod.invoice_number}`);
    expect(text).toContain(`Payment for ${inPeriod.invoice_number}`);
    expect(text).toContain('Balance Due: USD 260.00');
    expect(text).not.toContain(old.invoice_number);
  });

  it('sends a statement for a period without documents: opening and closing balance only', async () => {
    const { client, buyer, ann } = await tenant();
    await invoice(
      client,
      { customer_id: buyer.contact_id, date: '2026-01-10', due_date: '2026-01-20', line_items: [{ name: 'A', rate: 80, quantity: 1 }] },
      { send: 'true' },
    );
    const content = await client.get(`/books/v3/contacts/${buyer.contact_id}/statements/email`, { start_date: '2026-03-01', end_date: '2026-03-31' });
    expect(content.body.data).toMatchObject({ opening_balance: 80, invoiced_amount: 0, amount_paid: 0, balance_due: 80 });
    expectOk(await client.post(`/books/v3/contacts/${buyer.contact_id}/statements/email`, {}, { start_date: '2026-03-01', end_date: '2026-03-31' }));
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(ann));
    expect(await pdfText(mail.attachments[0].content)).toContain('No invoices or payments in this period.');
  });

  it('refuses a reversed period, a vendor, a contact without address and a foreign contact', async () => {
    const { client } = await tenant();
    const buyer = await customer(client);
    const reversed = await client.get(`/books/v3/contacts/${buyer.contact_id}/statements/email`, { start_date: '2026-03-02', end_date: '2026-03-01' });
    expectFailure(reversed, 4);
    expect(reversed.body.message).toContain('start_date');
    const noMail = await client.post(`/books/v3/contacts/${buyer.contact_id}/statements/email`, {});
    expectFailure(noMail, 4);
    expect(noMail.body.message).toContain('to_mail_ids');
    const vendor = await customer(client, { contact_type: 'vendor' });
    expectFailure(await client.get(`/books/v3/contacts/${vendor.contact_id}/statements/email`), 1003);
    const other = await tenant();
    expectFailure(await client.get(`/books/v3/contacts/${other.buyer.contact_id}/statements/email`), 1002, 404);
    expectFailure(await client.post(`/books/v3/contacts/${other.buyer.contact_id}/statements/email`, {}), 1002, 404);
    expectFailure(await client.post(`/books/v3/contacts/${other.buyer.contact_id}/email`, { subject: 'x', body: 'y' }), 1002, 404);
  });
});

describe('email to a contact', () => {
  it('mails the contact’s persons, with this month’s statement when asked', async () => {
    const { client, buyer, ann } = await tenant();
    const plain = await client.post(`/books/v3/contacts/${buyer.contact_id}/email`, { subject: 'Hello', body: '<p>Hi Ann</p>' });
    expect(plain.body).toEqual({ code: 0, message: 'Email has been sent.' });
    const [first] = await smtp.waitFor(1, (m) => m.envelope.to.includes(ann));
    expect(first.subject).toBe('Hello');
    expect(first.attachments).toHaveLength(0);

    expectOk(
      await client.post(
        `/books/v3/contacts/${buyer.contact_id}/email`,
        { subject: 'With statement', body: '<p>See attached</p>', to_mail_ids: [ann] },
        { send_customer_statement: true },
      ),
    );
    const mails = await smtp.waitFor(2, (m) => m.envelope.to.includes(ann));
    expect(mails[1].attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    const missing = await client.post(`/books/v3/contacts/${buyer.contact_id}/email`, { body: 'x' });
    expectFailure(missing, 4);
    expect(missing.body.message).toContain('subject');
    const bad = await client.post(`/books/v3/contacts/${buyer.contact_id}/email`, { subject: 'x', body: 'y', to_mail_ids: ['not-an-address'] });
    expectFailure(bad, 4);
  });
});
