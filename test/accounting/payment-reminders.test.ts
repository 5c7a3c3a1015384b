import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAutomaticReminders } from '../../subgraphs/accounting/reminders/reminder-workers.ts';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { currentEntries } from '../../subgraphs/core/books/ledger.ts';
import { localDate } from '../../subgraphs/core/values/time.ts';
import { eventually } from '../helpers/eventually.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';
import { customer, invoice, pay, unique } from './invoice-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
let smtp: TestSmtpServer;
// The real "now": invoice views read their own today, so the clock starts there and moves on.
const clock = new ManualClock(new Date());
beforeAll(async () => {
  [platform, smtp] = await Promise.all([startPlatform({ clock }), startSmtpServer()]);
});
afterAll(async () => {
  await platform?.stop();
  await smtp?.close();
});

const today = () => localDate(clock.now(), 'Etc/UTC');
const daysFrom = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function tenantWithRelay() {
  const tenant = await platform.tenant({ organization: { name: unique('Reminder Co'), time_zone: 'Etc/UTC' } });
  await smtp.configure(tenant.client);
  return tenant;
}
let shared: ReturnType<typeof tenantWithRelay> | undefined;

/**
 * A tenant with the test relay (shared by the tests that need no organization of their own)
 * and a new customer with two persons with their own addresses (Bob not emailed by default).
 */
async function books(options: { own?: boolean } = {}) {
  const tenant = options.own ? await tenantWithRelay() : await (shared ??= tenantWithRelay());
  const mailbox = unique('box').replace(' ', '-');
  const buyer = await customer(tenant.client, {
    contact_persons: [
      { first_name: 'Ann', last_name: 'Payer', email: `ann-${mailbox}@example.com`, is_primary_contact: true },
      { first_name: 'Bob', email: `bob-${mailbox}@example.com` },
    ],
  });
  return { ...tenant, buyer, ann: `ann-${mailbox}@example.com`, bob: `bob-${mailbox}@example.com` };
}

async function openInvoice(client: Client, customerId: string, dueDate: string, extra: Record<string, unknown> = {}) {
  return invoice(
    client,
    {
      customer_id: customerId,
      date: daysFrom(today(), -10) < dueDate ? daysFrom(today(), -10) : dueDate,
      due_date: dueDate,
      line_items: [{ name: 'Consulting', rate: 120, quantity: 2 }],
      ...extra,
    },
    { send: 'true' },
  );
}

async function getInvoice(client: Client, id: string) {
  const res = await client.get(`/books/v3/invoices/${id}`);
  expectOk(res);
  return res.body.invoice;
}

describe('payment reminder of one invoice', () => {
  it('shows the reminder mail content under data with the spec keys', async () => {
    const { client, buyer, ann, bob } = await books();
    const inv = await openInvoice(client, buyer.contact_id, daysFrom(today(), -3));
    const res = await client.get(`/books/v3/invoices/${inv.invoice_id}/paymentreminder`);
    expectOk(res);
    const data = res.body.data;
    for (const key of [
      'bcc_mails',
      'gateways_configured',
      'gateways_associated',
      'body',
      'subject',
      'customer_name',
      'attach_pdf',
      'entity_id',
      'cc_mails_list',
      'to_contacts',
      'from_emails',
      'emailtemplates',
      'file_name',
      'customer_id',
    ]) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data).toMatchObject({
      entity_id: inv.invoice_id,
      customer_id: buyer.contact_id,
      customer_name: buyer.contact_name,
      attach_pdf: true,
      file_name: `${inv.invoice_number}.pdf`,
      bcc_mails: [],
      bcc_mails_str: '',
      // Bob, not emailed by default, is offered as a copy.
      cc_mails_list: [{ user_name: 'Bob', email: bob }],
      cc_mails_str: bob,
      to_mails_str: ann,
      gateways_configured: false,
      subject: `Payment reminder for invoice ${inv.invoice_number} (overdue)`,
      from_emails: [{ email: 'billing@kontor-test.example', user_name: 'Kontor Test Billing', selected: true, is_org_email_id: true }],
      from_email: 'billing@kontor-test.example',
      from_address: '"Kontor Test Billing" <billing@kontor-test.example>',
      emailtemplates: [{ selected: true, name: 'Default payment reminder' }],
      deprecated_placeholders_used: [],
      emailtemplate_documents: [],
      error_list: [],
      file_name_without_extension: inv.invoice_number,
      reminders_sent: 0,
    });
    expect(data.body).toContain(inv.invoice_number);
    expect(data.body).toContain('USD 240.00');
    expect(data.to_contacts.map((c: { email: string; selected: boolean }) => [c.email, c.selected])).toEqual([
      [ann, true],
      [bob, false],
    ]);
  });

  it('sends the reminder with the given HTML body and the PDF, and counts it on the invoice', async () => {
    const { client, buyer, ann, bob } = await books();
    const inv = await openInvoice(client, buyer.contact_id, daysFrom(today(), 5), {
      contact_persons_associated: [{ contact_person_id: buyer.contact_persons[0].contact_person_id }],
    });
    const res = await client.post(`/books/v3/invoices/${inv.invoice_id}/paymentreminder`, {
      body: '<p>Please pay <b>soon</b>.</p>',
      send_from_org_email_id: true,
      cc_mail_ids: ['accounts@example.com'],
    });
    expectOk(res);
    expect(res.body).toEqual({ code: 0, message: 'Your payment reminder has been sent.' });

    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(ann));
    expect(mail.to).toEqual([ann]);
    expect(smtp.to(bob)).toHaveLength(0);
    expect(mail.cc).toEqual(['accounts@example.com']);
    expect(mail.from).toBe('billing@kontor-test.example');
    expect(mail.subject).toBe(`Payment reminder for invoice ${inv.invoice_number}`);
    expect(mail.html).toContain('<p>Please pay <b>soon</b>.</p>');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `${inv.invoice_number}.pdf`, contentType: 'application/pdf' });
    expect(await pdfText(mail.attachments[0].content)).toContain(inv.invoice_number);

    const after = await getInvoice(client, inv.invoice_id);
    expect(after).toMatchObject({ reminders_sent: 1, last_reminder_sent_date: today() });
    const comments = await client.get(`/books/v3/invoices/${inv.invoice_id}/comments`);
    expect(
      comments.body.comments.some((c: { description?: string; comment_description?: string }) =>
        (c.description ?? c.comment_description ?? '').includes('Payment reminder'),
      ),
    ).toBe(true);
    const log = await client.get('/v1.1/outbox', { about_entity: 'invoice', about_id: inv.invoice_id });
    expect(log.body.outgoing_emails).toHaveLength(1);
  });

  it('refuses drafts, void and paid invoices, naming the state', async () => {
    const { client, organizationId, buyer } = await books();
    const draft = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Draft', rate: 10 }] });
    const r1 = await client.post(`/books/v3/invoices/${draft.invoice_id}/paymentreminder`, {});
    expectFailure(r1, 1003);
    expect(r1.body.message).toBe(
      `The invoice ${draft.invoice_number} is a draft and cannot be sent a payment reminder: reminders go only to open or overdue invoices.`,
    );

    const paid = await openInvoice(client, buyer.contact_id, daysFrom(today(), 10));
    await pay(client, organizationId, paid.invoice_id, '240', today());
    const r2 = await client.post(`/books/v3/invoices/${paid.invoice_id}/paymentreminder`, {});
    expect(r2.body.code).toBe(1003);
    expect(r2.body.message).toContain('is paid');
    expect((await getInvoice(client, paid.invoice_id)).reminders_sent).toBe(0);

    const voided = await openInvoice(client, buyer.contact_id, daysFrom(today(), 10));
    expectOk(await client.post(`/books/v3/invoices/${voided.invoice_id}/status/void`));
    const r3 = await client.post(`/books/v3/invoices/${voided.invoice_id}/paymentreminder`, {});
    expectFailure(r3, 1003);
    expect(r3.body.message).toContain('is void');

    expectFailure(await client.post('/books/v3/invoices/999999999/paymentreminder', {}), 1002, 404);
  });

  it('asks for recipients when the customer has no email address, and checks given addresses', async () => {
    const { client } = await books();
    const silent = await customer(client, {});
    const inv = await openInvoice(client, silent.contact_id, daysFrom(today(), 5));
    const none = await client.post(`/books/v3/invoices/${inv.invoice_id}/paymentreminder`, {});
    expectFailure(none, 4);
    expect(none.body.message).toContain('to_mail_ids');
    const bad = await client.post(`/books/v3/invoices/${inv.invoice_id}/paymentreminder`, { to_mail_ids: ['nope'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('to_mail_ids[0]');
    const ok = await client.post(`/books/v3/invoices/${inv.invoice_id}/paymentreminder`, { to_mail_ids: ['given@example.com'] });
    expectOk(ok);
    await smtp.waitFor(1, (m) => m.envelope.to.includes('given@example.com'));
  });
});

describe('bulk payment reminders', () => {
  it('refuses more than 10 invoices', async () => {
    const { client } = await books();
    const ids = Array.from({ length: 11 }, (_, i) => String(1000 + i)).join(',');
    const res = await client.post('/books/v3/invoices/paymentreminder', undefined, { invoice_ids: ids });
    expectFailure(res, 1005);
    expect(res.body.message).toBe('Payment reminders can be sent for at most 10 invoices at once; 11 were given.');
  });

  it('reminds the open and overdue invoices and reports the others by reason', async () => {
    const { client, buyer, ann } = await books();
    const overdue = await openInvoice(client, buyer.contact_id, daysFrom(today(), -2));
    const open = await openInvoice(client, buyer.contact_id, daysFrom(today(), 20));
    const draft = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Draft', rate: 10 }] });
    const before = smtp.to(ann).length;
    const res = await client.post('/books/v3/invoices/paymentreminder', undefined, {
      invoice_ids: [overdue.invoice_id, draft.invoice_id, open.invoice_id, '123456789'].join(','),
    });
    expectOk(res, 201);
    expect(res.body.info).toEqual({
      email_success_info: { message: 'Payment reminders have been sent for 2 invoices.', sent_count: 2 },
      email_errors_info: [
        { message: 'Payment reminders go only to open or overdue invoices; these are drafts, void or paid.', ids: [draft.invoice_id], code: 1003 },
        { message: 'These invoices do not exist.', ids: ['123456789'], code: 1002 },
      ],
      code: 1003,
    });
    const mails = await smtp.waitFor(before + 2, (m) => m.envelope.to.includes(ann));
    const subjects = mails
      .slice(before)
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual(
      [`Payment reminder for invoice ${open.invoice_number}`, `Payment reminder for invoice ${overdue.invoice_number} (overdue)`].sort(),
    );
    expect((await getInvoice(client, overdue.invoice_id)).reminders_sent).toBe(1);
    expect((await getInvoice(client, draft.invoice_id)).reminders_sent).toBe(0);
  });
});

describe('invoice email', () => {
  it('says in error_list why a mail would be refused as it stands', async () => {
    const { client, buyer, ann } = await books();
    const draft = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Design work', rate: 300 }] });
    // A draft gets no reminder, but can be emailed (it is sent then).
    const reminder = (await client.get(`/books/v3/invoices/${draft.invoice_id}/paymentreminder`)).body.data;
    expect(reminder.error_list).toEqual([
      `The invoice ${draft.invoice_number} is a draft and cannot be sent a payment reminder: reminders go only to open or overdue invoices.`,
    ]);
    expect((await client.get(`/books/v3/invoices/${draft.invoice_id}/email`)).body.data.error_list).toEqual([]);
    expectOk(await client.post(`/books/v3/invoices/${draft.invoice_id}/status/sent`));
    expectOk(await client.post(`/books/v3/invoices/${draft.invoice_id}/status/void`));
    expect((await client.get(`/books/v3/invoices/${draft.invoice_id}/email`)).body.data.error_list).toEqual([
      `The invoice ${draft.invoice_number} is void and cannot be emailed: turn it back into a draft first.`,
    ]);

    // A customer without any address: nobody to send to.
    const silent = await customer(client, { contact_persons: [{ first_name: 'Nia' }] });
    const open = await openInvoice(client, silent.contact_id, daysFrom(today(), 5));
    const content = (await client.get(`/books/v3/invoices/${open.invoice_id}/email`)).body.data;
    expect(content).toMatchObject({ to_contacts: [], to_mails_str: '', cc_mails_list: [], cc_mails_str: '' });
    expect(content.error_list).toEqual([
      `The customer of invoice ${open.invoice_number} has no contact person with an email address: name the recipients in to_mail_ids.`,
    ]);
    expect(ann).toContain('@');
  });

  it('emails a draft with its PDF, marks it sent and posts it, and sets is_emailed', async () => {
    const { client, organizationId, buyer, ann, bob } = await books();
    const draft = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Design work', rate: 300 }] });
    expect(draft).toMatchObject({ status: 'draft', is_emailed: false });
    const content = await client.get(`/books/v3/invoices/${draft.invoice_id}/email`);
    expect(content.body.data).toMatchObject({
      subject: expect.stringContaining(`Invoice ${draft.invoice_number} from`),
      attach_pdf: true,
      file_name: `${draft.invoice_number}.pdf`,
      file_name_without_extension: draft.invoice_number,
      to_mails_str: ann,
      cc_mails_list: [{ user_name: 'Bob', email: bob }],
      from_email: 'billing@kontor-test.example',
      error_list: [],
    });

    const res = await client.post(`/books/v3/invoices/${draft.invoice_id}/email`, {
      to_mail_ids: [ann, bob],
      subject: 'Your invoice',
      body: '<p>Here it is.</p>',
    });
    expectOk(res);
    expect(res.body).toEqual({ code: 0, message: 'Your invoice has been sent.' });
    const after = await getInvoice(client, draft.invoice_id);
    expect(after).toMatchObject({ status: 'sent', is_emailed: true });
    const entries = await currentEntries(platform.database.db, organizationId, [{ sourceType: 'invoice', sourceId: draft.invoice_id }]);
    expect(entries[0]?.lines.length).toBeGreaterThan(0);

    const [mail] = await smtp.waitFor(1, (m) => m.subject === 'Your invoice' && m.envelope.to.includes(ann));
    expect(mail.to).toEqual([ann, bob]);
    expect(mail.html).toContain('<p>Here it is.</p>');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${draft.invoice_number}.pdf`]);
    const text = await pdfText(mail.attachments[0].content);
    expect(text).toContain(draft.invoice_number);
    expect(text).toContain('Design work');
  });

  it('sends the default content without attachment when told, and refuses a void invoice', async () => {
    const { client, buyer, ann } = await books();
    const inv = await openInvoice(client, buyer.contact_id, daysFrom(today(), 10));
    const res = await client.request('POST', `/books/v3/invoices/${inv.invoice_id}/email`, { body: {}, query: { send_attachment: false } });
    expectOk(res);
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(ann) && m.subject.startsWith(`Invoice ${inv.invoice_number} from`));
    expect(mail.attachments).toEqual([]);
    expect(mail.html).toContain(`Please find invoice <b>${inv.invoice_number}</b>`);

    expectOk(await client.post(`/books/v3/invoices/${inv.invoice_id}/status/void`));
    const refused = await client.post(`/books/v3/invoices/${inv.invoice_id}/email`, {});
    expectFailure(refused, 1003);
    expect(refused.body.message).toContain('is void');
  });
});

describe('automatic payment reminders', () => {
  it('validates the settings', async () => {
    const { client } = await books({ own: true });
    expect((await client.get('/books/v3/settings/paymentreminders')).body.payment_reminder_settings).toEqual({
      is_enabled: false,
      reminders: [],
      cc_mail_ids: [],
      send_from_org_email_id: true,
    });
    const empty = await client.put('/books/v3/settings/paymentreminders', { is_enabled: true });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('reminders');
    const many = await client.put('/books/v3/settings/paymentreminders', {
      is_enabled: true,
      reminders: [1, 2, 3, 4, 5, 6].map((days) => ({ type: 'after_due', days })),
    });
    expect(many.body.code).toBe(1005);
    const twice = await client.put('/books/v3/settings/paymentreminders', {
      is_enabled: true,
      reminders: [
        { type: 'after_due', days: 0 },
        { type: 'before_due', days: 0 },
      ],
    });
    expect(twice.body.code).toBe(1001);
    const tooFar = await client.put('/books/v3/settings/paymentreminders', { is_enabled: true, reminders: [{ type: 'after_due', days: 400 }] });
    expect(tooFar.status).toBe(400);
  });

  it('sends each reminder once on its day, following the clock, and skips what must not be reminded', async () => {
    const { client, organizationId, buyer, ann } = await books({ own: true });
    const saved = await client.put('/books/v3/settings/paymentreminders', {
      is_enabled: true,
      reminders: [
        { type: 'after_due', days: 2 },
        { type: 'before_due', days: 3 },
      ],
      cc_mail_ids: ['ar@example.com'],
    });
    expectOk(saved);
    expect(saved.body.payment_reminder_settings).toEqual({
      is_enabled: true,
      reminders: [
        { reminder_id: 'before_due_3', type: 'before_due', days: 3 },
        { reminder_id: 'after_due_2', type: 'after_due', days: 2 },
      ],
      cc_mail_ids: ['ar@example.com'],
      send_from_org_email_id: true,
    });
    const start = clock.now();
    const due = daysFrom(today(), 5);
    const inv = await openInvoice(client, buyer.contact_id, due);
    const quiet = await openInvoice(client, buyer.contact_id, due, { payment_reminder_enabled: false });
    const paid = await openInvoice(client, buyer.contact_id, due);
    await pay(client, organizationId, paid.invoice_id, '240', today());
    const run = () => platform.app.runtime.jobs.runNow(sendAutomaticReminders, {}, platform.app.runtime);
    const remindersOf = () => smtp.messages.filter((m) => m.envelope.to.includes(ann) && m.subject.startsWith('Payment reminder'));
    try {
      await run();
      expect((await getInvoice(client, inv.invoice_id)).reminders_sent).toBe(0);

      clock.advanceDays(2); // three days before the due date
      await run();
      await run(); // a second run the same day (a retried job) sends nothing more
      await Promise.all([run(), run()]); // nor do two workers at once
      const first = await smtp.waitFor(1, (m) => m.envelope.to.includes(ann) && m.subject.startsWith('Payment reminder'));
      expect(first).toHaveLength(1);
      expect(first[0].subject).toBe(`Payment reminder for invoice ${inv.invoice_number}`);
      expect(first[0].cc).toEqual(['ar@example.com']);
      expect(first[0].attachments.map((a) => a.filename)).toEqual([`${inv.invoice_number}.pdf`]);
      expect(await getInvoice(client, inv.invoice_id)).toMatchObject({ reminders_sent: 1, last_reminder_sent_date: today(), payment_reminder_enabled: true });

      clock.advanceDays(4); // one day after the due date: nothing due yet
      await run();
      clock.advanceDays(1); // two days after
      await run();
      await run();
      await eventually(() => remindersOf().length >= 2, 'the second automatic reminder');
      expect(remindersOf()).toHaveLength(2);
      expect(remindersOf()[1].subject).toBe(`Payment reminder for invoice ${inv.invoice_number} (overdue)`);
      expect(await getInvoice(client, inv.invoice_id)).toMatchObject({ reminders_sent: 2, last_reminder_sent_date: today() });
      expect((await getInvoice(client, quiet.invoice_id)).reminders_sent).toBe(0);
      expect((await getInvoice(client, paid.invoice_id)).reminders_sent).toBe(0);

      clock.advanceDays(3);
      await run();
      expect((await getInvoice(client, inv.invoice_id)).reminders_sent).toBe(2);
      // Each delivery went out exactly once.
      const log = await client.get('/v1.1/outbox', { about_entity: 'invoice', about_id: inv.invoice_id });
      expect(log.body.outgoing_emails).toHaveLength(2);
    } finally {
      clock.set(start);
    }
  });

  it('sends none to a contact whose reminders are switched off, and sends again once switched on', async () => {
    const { client, buyer, ann } = await books({ own: true });
    expectOk(await client.put('/books/v3/settings/paymentreminders', { is_enabled: true, reminders: [{ type: 'after_due', days: 0 }] }));
    const inv = await openInvoice(client, buyer.contact_id, today());
    const off = await client.post(`/books/v3/contacts/${buyer.contact_id}/paymentreminder/disable`);
    expect(off.body).toEqual({ code: 0, message: 'All reminders associated with this contact have been stopped.' });
    expect((await client.get(`/books/v3/contacts/${buyer.contact_id}`)).body.contact.payment_reminder_enabled).toBe(false);
    const run = () => platform.app.runtime.jobs.runNow(sendAutomaticReminders, {}, platform.app.runtime);
    await run();
    expect((await getInvoice(client, inv.invoice_id)).reminders_sent).toBe(0);
    // A manual reminder still goes: the switch is about automatic ones.
    expectOk(await client.post(`/books/v3/invoices/${inv.invoice_id}/paymentreminder`, {}));
    expect((await getInvoice(client, inv.invoice_id)).reminders_sent).toBe(1);

    expectOk(await client.post(`/books/v3/contacts/${buyer.contact_id}/paymentreminder/enable`));
    expect((await client.get(`/books/v3/contacts/${buyer.contact_id}`)).body.contact.payment_reminder_enabled).toBe(true);
    await run();
    expect((await getInvoice(client, inv.invoice_id)).reminders_sent).toBe(2);
    await smtp.waitFor(2, (m) => m.envelope.to.includes(ann) && m.subject.startsWith('Payment reminder'));
  });

  it('sends nothing for an organization that has not switched them on', async () => {
    const { client, organizationId, buyer } = await books({ own: true });
    const inv = await openInvoice(client, buyer.contact_id, today());
    await client.put('/books/v3/settings/paymentreminders', { is_enabled: false, reminders: [{ type: 'after_due', days: 0 }] });
    await platform.app.runtime.jobs.runNow(sendAutomaticReminders, {}, platform.app.runtime);
    expect((await getInvoice(client, inv.invoice_id)).reminders_sent).toBe(0);
    // A reminder is queued in the job's transaction, so none queued means none will arrive.
    const queued = await platform.database.query<{ n: number }>('select count(*)::int as n from messaging.outgoing_messages where organization_id = $1', [
      organizationId,
    ]);
    expect(queued[0].n).toBe(0);
  });
});
