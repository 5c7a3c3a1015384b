import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';
import { customer, invoice, unique } from './invoice-fixtures.ts';

/**
 * Mail asked for while no relay could deliver it (no organization relay, no SMTP_URL) is refused
 * with a clear error and changes nothing: the answer never says "has been sent" of a mail the
 * outbox would mark failed at once. With a relay the same request sends it.
 */
let platform: Platform;
let smtp: TestSmtpServer;

beforeAll(async () => {
  [platform, smtp] = await Promise.all([startPlatform(), startSmtpServer()]);
});
afterAll(async () => {
  await platform?.stop();
  await smtp?.close();
});

const NO_RELAY =
  "cannot be emailed: no email relay is configured. Set the organization's relay (PUT /v1.1/settings/email or the saveEmailRelay mutation) or the platform's SMTP_URL, then send it again.";

async function setUp() {
  const tenant = await platform.tenant({ organization: { name: unique('No Relay Ltd') } });
  const mailbox = unique('ann').replace(' ', '-');
  const buyer = await customer(tenant.client, { contact_persons: [{ first_name: 'Ann', email: `${mailbox}@example.com`, is_primary_contact: true }] });
  const draft = await invoice(tenant.client, { customer_id: buyer.contact_id, line_items: [{ name: 'Consulting', rate: 120, quantity: 2 }] });
  return { ...tenant, buyer, draft, ann: `${mailbox}@example.com` };
}

describe('document mail without a relay', () => {
  it('refuses an invoice email with a clear error, leaves the draft a draft, and sends it once a relay is set', async () => {
    const { client, draft, ann } = await setUp();
    const path = `/books/v3/invoices/${draft.invoice_id}/email`;
    const refused = await client.post(path, { to_mail_ids: [ann] });
    expectFailure(refused, 1003);
    expect(refused.body.message).toBe(`Invoice ${draft.invoice_number} ${NO_RELAY}`);
    expect((await client.get(`/books/v3/invoices/${draft.invoice_id}`)).body.invoice).toMatchObject({ status: 'draft', is_emailed: false });
    // Nothing queued in the outbox either.
    const outbox = await client.get('/v1.1/email');
    expect(outbox.status).toBe(200);
    expect(outbox.body.data).toEqual({ logs: [] });

    // Over GraphQL: the same refusal, by its code.
    const graphql = await client.graphql('mutation($id: ID!) { emailInvoice(invoiceId: $id) { messageId } }', { id: draft.invoice_id });
    expect(graphql.body.errors?.[0]).toMatchObject({ message: `Invoice ${draft.invoice_number} ${NO_RELAY}`, extensions: { code: 'INVALID_STATE' } });

    await smtp.configure(client);
    const sent = await client.post(path, { to_mail_ids: [ann] });
    expectOk(sent);
    expect(sent.body).toEqual({ code: 0, message: 'Your invoice has been sent.' });
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(ann));
    expect(mail.subject).toContain(draft.invoice_number);
    expect((await client.get(`/books/v3/invoices/${draft.invoice_id}`)).body.invoice).toMatchObject({ status: 'sent', is_emailed: true });
  });

  it('refuses an estimate, a statement and a contact email the same way', async () => {
    const { client, buyer, ann } = await setUp();
    const estimate = await client.post('/books/v3/estimates', { customer_id: buyer.contact_id, line_items: [{ name: 'Design', rate: 80, quantity: 1 }] });
    expectOk(estimate, 201);
    const made = estimate.body.estimate;
    const refused = await client.post(`/books/v3/estimates/${made.estimate_id}/email`, { to_mail_ids: [ann] });
    expectFailure(refused, 1003);
    expect(refused.body.message).toBe(`Estimate ${made.estimate_number} ${NO_RELAY}`);
    expect((await client.get(`/books/v3/estimates/${made.estimate_id}`)).body.estimate).toMatchObject({ status: 'draft', is_emailed: false });

    const statement = await client.post(`/books/v3/contacts/${buyer.contact_id}/statements/email`, {});
    expectFailure(statement, 1003);
    expect(statement.body.message).toBe(`The statement ${NO_RELAY}`);

    const plain = await client.post(`/books/v3/contacts/${buyer.contact_id}/email`, { to_mail_ids: [ann], subject: 'Hello', body: 'Hi' });
    expectFailure(plain, 1003);
    expect(plain.body.message).toBe(`The email to the contact ${NO_RELAY}`);
  });
});
