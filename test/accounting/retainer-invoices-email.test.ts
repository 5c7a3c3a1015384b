import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';
import { expectInvalid, expectState } from './invoice-fixtures.ts';
import { PDF_BYTES, getRetainer, multipart, retainer } from './retainer-fixtures.ts';
import { expectOk } from '../helpers/responses.ts';

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

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('emailing retainer invoices', () => {
  it('shows the default mail, sends it with the PDF through the organization relay and marks the retainer sent', async () => {
    const { client } = await platform.tenant({ organization: { name: 'Acme Retainers' } });
    await smtp.configure(client);
    const made = await retainer(client, { line_items: [{ description: 'Advance for phase one', rate: 750 }] });
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}`;

    const content = await client.get(`${path}/email`);
    expectOk(content);
    expect(content.body).toMatchObject({
      subject: `Retainer Invoice - ${made.retainerinvoice_number} from Acme Retainers`,
      to_mail_ids: ['rita@example.com'],
      file_name: `${made.retainerinvoice_number}.pdf`,
      attach_pdf: true,
      customer_id: made.customer_id,
      entity_id: made.retainerinvoice_id,
      to_contacts: [{ first_name: 'Rita', email: 'rita@example.com', selected: true, salutation: '' }],
      from_emails: [{ email: 'billing@kontor-test.example', user_name: 'Kontor Test Billing', selected: true, is_org_email_id: true }],
      email_template_id: '2000004',
      deprecated_placeholders_used: [],
      error_list: [],
      gateways_configured: false,
      attachment_name: '',
    });
    expect(content.body.body).toContain(made.retainerinvoice_number);

    expectInvalid(await client.post(`${path}/email`, { to_mail_ids: [] }), 'to_mail_ids');
    expectInvalid(await client.post(`${path}/email`, { to_mail_ids: ['not-an-address'] }), 'to_mail_ids[0]');
    const tooMany = await client.post(`${path}/email`, { to_mail_ids: Array.from({ length: 11 }, (_, i) => `p${i}@example.com`) });
    expect(tooMany.body.code).toBe(1005);

    // Empty body and subject: the default content.
    const sentMail = await client.post(`${path}/email`, { to_mail_ids: ['rita@example.com'], cc_mail_ids: ['boss@example.com'], body: '' });
    expectOk(sentMail);
    expect(sentMail.body).toEqual({ code: 0, message: 'Your retainer invoice has been sent.' });
    expect(await getRetainer(client, made.retainerinvoice_id)).toMatchObject({ status: 'sent', is_emailed: 'true' });

    const [mail] = await smtp.waitFor(1, (m) => m.subject.includes(made.retainerinvoice_number));
    expect(mail.to).toEqual(['rita@example.com']);
    expect(mail.cc).toEqual(['boss@example.com']);
    expect(mail.subject).toBe(`Retainer Invoice - ${made.retainerinvoice_number} from Acme Retainers`);
    expect(mail.html).toContain(`retainer invoice ${made.retainerinvoice_number}`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${made.retainerinvoice_number}.pdf`, 'application/pdf']]);
    const text = await pdfText(mail.attachments[0].content);
    expect(text).toContain('RETAINER INVOICE');
    expect(text).toContain(made.retainerinvoice_number);
    expect(text).toContain('Advance for phase one');
    expect(text).toContain('Status: Sent');
    expect(text).toContain('750.00');
    expect((await client.get(`${path}/comments`)).body.comments.map((c: any) => c.operation_type)).toContain('emailed');
  });

  it("sends the default content to the customer's contact persons when the body is empty", async () => {
    const { client } = await platform.tenant({ organization: { name: 'Acme Defaults' } });
    await smtp.configure(client);
    const made = await retainer(client, { line_items: [{ description: 'Advance for phase two', rate: 300 }] });
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}`;
    for (const body of [undefined, {}]) {
      const sent = await client.post(`${path}/email`, body);
      expectOk(sent);
      expect(sent.body).toEqual({ code: 0, message: 'Your retainer invoice has been sent.' });
    }
    const mails = await smtp.waitFor(2, (m) => m.subject.endsWith('from Acme Defaults'));
    for (const mail of mails) {
      expect(mail.to).toEqual(['rita@example.com']);
      expect(mail.subject).toBe(`Retainer Invoice - ${made.retainerinvoice_number} from Acme Defaults`);
      expect(mail.attachments.map((a) => a.filename)).toEqual([`${made.retainerinvoice_number}.pdf`]);
    }
    expect(await getRetainer(client, made.retainerinvoice_id)).toMatchObject({ status: 'sent', is_emailed: 'true' });
  });

  it('sends the body given with uploaded attachments and without the PDF when asked; refuses void and unapproved ones', async () => {
    const { client } = await platform.tenant();
    await smtp.configure(client);
    const made = await retainer(client);
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}`;
    const res = await multipart(client, 'POST', `${path}/email`, {
      json: { to_mail_ids: ['cfo@example.com'], subject: 'Your advance', body: '<p>Please pay the <b>advance</b>.</p>', send_from_org_email_id: true },
      files: [{ part: 'attachments', bytes: PDF_BYTES, name: 'terms.pdf', type: 'application/pdf' }],
      query: { send_attachment: 'false' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await smtp.waitFor(1, (m) => m.subject === 'Your advance');
    expect(mail.to).toEqual(['cfo@example.com']);
    expect(mail.html).toContain('<p>Please pay the <b>advance</b>.</p>');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['terms.pdf']);
    expect(mail.attachments[0].content).toEqual(PDF_BYTES);

    // The content names the latest attached file, and says why a mail would be refused.
    const attached = await multipart(client, 'POST', `${path}/attachment`, {
      files: [{ part: 'attachment', bytes: PDF_BYTES, name: 'scope.pdf', type: 'application/pdf' }],
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect((await client.get(`${path}/email`)).body).toMatchObject({ attachment_name: 'scope.pdf', error_list: [] });
    expect(await getRetainer(client, made.retainerinvoice_id)).toMatchObject({ has_attachment: true, attachment_name: 'scope.pdf' });

    const voided = await retainer(client);
    expectOk(await client.post(`/books/v3/retainerinvoices/${voided.retainerinvoice_id}/status/void`));
    expect((await client.get(`/books/v3/retainerinvoices/${voided.retainerinvoice_id}/email`)).body.error_list).toEqual([
      `The retainer invoice ${voided.retainerinvoice_number} is void and cannot be emailed: turn it back into a draft first.`,
    ]);
    expect(
      (await client.get('/books/v3/retainerinvoices')).body.retainerinvoices.find((r: any) => r.retainerinvoice_id === voided.retainerinvoice_id),
    ).toMatchObject({
      has_attachment: false,
    });
    expectState(
      await client.post(`/books/v3/retainerinvoices/${voided.retainerinvoice_id}/email`, { to_mail_ids: ['x@example.com'] }),
      'is void and cannot be emailed',
    );

    expectOk(await client.put('/books/v3/settings/retainerinvoices', { approval_enabled: true }));
    const waiting = await retainer(client);
    expectState(await client.post(`/books/v3/retainerinvoices/${waiting.retainerinvoice_id}/email`, { to_mail_ids: ['x@example.com'] }), 'need approval');
    expect((await getRetainer(client, waiting.retainerinvoice_id)).is_emailed).toBe('false');
  });
});
