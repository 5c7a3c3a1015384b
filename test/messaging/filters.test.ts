/**
 * The messaging family's wire around its lists: date filters refused when they name no day or
 * time of the calendar (as Books refuses them), and a path under /v1.1 that no route has answered
 * in the family's error object, not in Books' envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const LISTS = ['/v1.1/email', '/v1.1/sms/messages', '/v1.1/voice/calls', '/v1.1/suppressions/email'];

describe('date filters of the messaging lists', () => {
  it.each(LISTS)('%s refuses impossible dates and times by name, and takes real ones', async (path) => {
    const { client } = await platform.tenant();
    for (const [field, value] of [
      ['date_from', '2026-02-31'],
      ['date_from', '31/02/2026'],
      ['date_to', '32/01/2026'],
      ['date_to', '29/02/2025'],
      ['date_from', '01/13/2026'],
      ['date_from', '15/01/2026, 13:05 PM'],
      ['date_from', '15/01/2026 24:00'],
      ['date_to', '2026-04-31T10:00:00Z'],
    ]) {
      const res = await client.get(path, { [field]: value });
      expect(res.status, `${path}?${field}=${value} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'TM_3201',
        message: `Invalid value passed for ${field}: must be a real date and time: there is no ${value}.`,
        details: [{ code: 'GE_102', target: field }],
      });
    }
    for (const [field, value] of [
      ['date_from', '2024-02-29'],
      ['date_to', '29/02/2024'],
      ['date_from', '15/01/2026, 12:05 PM'],
      ['date_to', '2026-04-30T23:59:00Z'],
    ]) {
      const res = await client.get(path, { [field]: value });
      expect(res.status, `${path}?${field}=${value} ${JSON.stringify(res.body)}`).toBe(200);
    }
  });
});

describe('unknown paths under /v1.1', () => {
  it('answer 404 in the messaging family’s error object, whatever the method and body', async () => {
    const { client } = await platform.tenant();
    for (const [method, path] of [
      ['GET', '/v1.1/nothing-here'],
      ['POST', '/v1.1/email/nothing'],
      ['DELETE', '/v1.1/sms/messages/1/nothing'],
    ]) {
      const res = await client.request(method, path, method === 'GET' ? {} : { raw: '{not json' });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({
        error: {
          code: 'TM_1001',
          message: `Invalid URL: ${method} ${path} is not an operation of this API.`,
          details: [{ code: 'GE_101', message: `Invalid URL: ${method} ${path} is not an operation of this API.` }],
          request_id: res.headers.get('x-request-id'),
        },
      });
    }
    // A method a messaging path does not take, and a body that is not JSON, in the same object.
    const method = await client.request('PATCH', '/v1.1/sms/messages');
    expect(method.status).toBe(405);
    expect(method.body.error).toMatchObject({ code: 'TM_1001', details: [{ code: 'GE_103' }] });
    const broken = await client.request('POST', '/v1.1/sms/messages', { raw: '{not json' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatchObject({ code: 'TM_3201', message: expect.stringContaining('not valid JSON') });
    const large = await client.request('POST', '/v1.1/sms/messages', { raw: JSON.stringify({ text: 'x'.repeat(1_100_000) }) });
    expect(large.status).toBe(413);
    expect(large.body.error).toMatchObject({ code: 'TM_3301', details: [{ code: 'SM_133' }] });
    // The relay settings under the same prefix keep the family's envelope, as their routes do.
    const settings = await client.request('PATCH', '/v1.1/settings/email');
    expect(settings.status).toBe(405);
    expect(settings.body).toMatchObject({ code: 6 });
  });
});
