/**
 * Voice calls, SMS and WhatsApp messages through the one generic provider adapter, against a
 * real local HTTP server as the provider: what it receives, signed status callbacks (bad
 * signature, duplicates, late receipts, other organizations), the timeline, the events, the
 * family's error objects, filters and tenant isolation. Also email complaints through the same
 * callback route.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelMessages, channelProviders } from '../../drizzle/tables/messaging/channels.ts';
import { type PlatformEvent, subscribe } from '../../subgraphs/core/platform/events.ts';
import { isSealed, openSecret } from '../../subgraphs/core/platform/secrets.ts';
import { queueEmail, signReceipt } from '../../subgraphs/messaging/api.ts';
import { deliverChannelMessageJob } from '../../subgraphs/messaging/channels/channel-workers.ts';
import { pruneOutgoingEmail } from '../../subgraphs/messaging/email/email-workers.ts';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { eventually } from '../helpers/eventually.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { type TestProvider, startProvider } from '../helpers/provider.ts';

let platform: Platform;
let provider: TestProvider;
const clock = new ManualClock(new Date());
beforeAll(async () => {
  [platform, provider] = await Promise.all([startPlatform({ clock }), startProvider()]);
  process.env.PUBLIC_URL = platform.url;
});
afterAll(async () => {
  delete process.env.PUBLIC_URL;
  await platform?.stop();
  await provider?.close();
});

const SECRET = 'callback-secret-0123456789';
const FROM = '+14155550100';

async function configured(secret = SECRET) {
  const tenant = await platform.tenant();
  const saved = await tenant.client.put('/v1.1/settings/providers', {
    api_url: provider.url,
    api_key: 'prov-key-1',
    callback_secret: secret,
    from_number: FROM,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return tenant;
}

/** Posts a receipt signed with `secret` (or with the given signature header). */
async function receipt(channel: string, body: Record<string, unknown>, secret = SECRET, signature?: string) {
  const raw = JSON.stringify(body);
  const res = await fetch(new URL(`/v1.1/providers/${channel}/status`, platform.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kontor-signature': signature ?? signReceipt(secret, raw) },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function withStatus(client: Client, path: string, status: string) {
  return eventually(async () => {
    const got = (await client.get(path)).body.data;
    return got?.status === status ? got : null;
  }, `${path} ${status}`);
}

describe('provider settings', () => {
  it('saves the adapter URL and seals the key and the callback secret, never reading them back', async () => {
    const { client, organizationId } = await configured();
    const read = await client.get('/v1.1/settings/providers');
    expect(read.body.data).toMatchObject({ api_url: provider.url, api_key_set: true, callback_secret_set: true, from_number: FROM });
    expect(JSON.stringify(read.body)).not.toContain('prov-key-1');
    expect(read.body.data.callback_urls).toContain(`${platform.url}/v1.1/providers/sms/status`);
    const [row] = await platform.database.db.select().from(channelProviders).where(eq(channelProviders.organizationId, organizationId));
    expect(isSealed(row.apiKey!) && isSealed(row.callbackSecret)).toBe(true);
    expect(row.apiKey).not.toContain('prov-key-1');
    expect(openSecret(row.callbackSecret)).toBe(SECRET);

    // Absent keeps the secrets.
    expect((await client.put('/v1.1/settings/providers', { api_url: provider.url })).body.data).toMatchObject({ api_key_set: true, callback_secret_set: true });
    const bad = await client.put('/v1.1/settings/providers', { api_url: 'ftp://x', callback_secret: SECRET });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'TM_3201', details: [{ code: 'GE_102', target: 'api_url' }] });
    const fresh = await platform.tenant();
    const noSecret = await fresh.client.put('/v1.1/settings/providers', { api_url: provider.url });
    expect(noSecret.body.error.details[0].target).toBe('callback_secret');
    const badFrom = await fresh.client.put('/v1.1/settings/providers', { api_url: provider.url, callback_secret: SECRET, from_number: '12345' });
    expect(badFrom.body.error.details[0].target).toBe('from_number');
  });

  it('refuses a send while no provider is configured', async () => {
    const { client } = await platform.tenant();
    const refused = await client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'hi' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('TM_3301');
  });
});

describe('SMS', () => {
  it('hands the message to the provider as documented, and signed callbacks move it along its timeline', async () => {
    const { client, organizationId } = await configured();
    const events: PlatformEvent[] = [];
    const stop = await subscribe(platform.database, { organizationId, type: 'sms_message.updated' }, (e) => {
      events.push(e);
    });
    const sent = await client.post('/v1.1/sms/messages', { to: '+49 151 23456789', text: 'Your code is 1234 {ok}', client_reference: 'otp-1' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const message = sent.body.data;
    expect(message).toMatchObject({
      channel: 'sms',
      to: '+4915123456789',
      from: FROM,
      status: 'queued',
      encoding: 'GSM-7',
      segments: 1,
      client_reference: 'otp-1',
    });

    const got = await withStatus(client, `/v1.1/sms/messages/${message.message_id}`, 'sent');
    const [request] = provider.about(message.message_id);
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer prov-key-1');
    expect(request.headers['idempotency-key']).toBe(message.message_id);
    expect(request.body).toEqual({
      channel: 'sms',
      message_id: message.message_id,
      to: '+4915123456789',
      from: FROM,
      client_reference: 'otp-1',
      status_callback_url: `${platform.url}/v1.1/providers/sms/status`,
      sms: { text: 'Your code is 1234 {ok}', encoding: 'GSM-7', segments: 1 },
    });
    expect(got.provider_message_id).toMatch(/^prov-/);
    expect(got.attempts).toBe(1);

    const delivered = await receipt('sms', { event_id: 'e-1', message_id: message.message_id, status: 'delivered', timestamp: '2026-11-25T10:00:05Z' });
    expect(delivered).toMatchObject({
      status: 200,
      body: { data: { message_id: message.message_id, status: 'delivered', recorded: true }, status: 'success' },
    });
    // The same receipt again: recorded once.
    const again = await receipt('sms', { event_id: 'e-1', message_id: message.message_id, status: 'delivered', timestamp: '2026-11-25T10:00:05Z' });
    expect(again.body.data).toMatchObject({ status: 'delivered', recorded: false });
    // A late "sent" after "delivered": on the timeline, the status stays.
    const late = await receipt('sms', { event_id: 'e-0', message_id: message.message_id, status: 'sent', timestamp: '2026-11-25T10:00:01Z' });
    expect(late.body.data).toMatchObject({ status: 'delivered', recorded: true });
    expect((await client.get(`/v1.1/sms/messages/${message.message_id}`)).body.data.status).toBe('delivered');

    const timeline = (await client.get(`/v1.1/sms/messages/${message.message_id}/timeline`)).body.data;
    expect(timeline.map((e: { status: string }) => e.status)).toEqual(['queued', 'sent', 'delivered', 'sent']);
    expect(timeline[2]).toMatchObject({ event_id: 'e-1', provider_time: expect.any(String) });

    // queued, sent, delivered: one event per status change (the duplicate and the late receipt move nothing).
    await eventually(() => events.length >= 3, 'three events');
    expect(events.every((e) => e.id === message.message_id && e.type === 'sms_message.updated')).toBe(true);
    await stop();
    expect(events).toHaveLength(3);
  });

  it("refuses unsigned, mis-signed and other organizations' receipts", async () => {
    const a = await configured();
    const b = await configured('another-secret-abcdefghij');
    const sent = (await a.client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'hello' })).body.data;
    await withStatus(a.client, `/v1.1/sms/messages/${sent.message_id}`, 'sent');
    const wrong = await receipt('sms', { event_id: 'x-1', message_id: sent.message_id, status: 'delivered' }, SECRET, 'sha256=00');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: 'TM_4001', details: [{ code: 'SERR_157' }] });
    // Signed with organization B's secret: B cannot move A's message.
    const foreign = await receipt('sms', { event_id: 'x-2', message_id: sent.message_id, status: 'failed' }, 'another-secret-abcdefghij');
    expect(foreign.status).toBe(401);
    // Signed right, but naming a channel the message is not on.
    const otherChannel = await receipt('voice', { event_id: 'x-3', message_id: sent.message_id, status: 'completed' });
    expect(otherChannel.status).toBe(401);
    const badStatus = await receipt('sms', { event_id: 'x-4', message_id: sent.message_id, status: 'completed' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.details[0].target).toBe('status');
    const noEvent = await receipt('sms', { message_id: sent.message_id, status: 'delivered' });
    expect(noEvent.body.error.details[0].target).toBe('event_id');
    expect((await a.client.get(`/v1.1/sms/messages/${sent.message_id}`)).body.data.status).toBe('sent');

    // B sees none of A's messages.
    expect((await b.client.get(`/v1.1/sms/messages/${sent.message_id}`)).status).toBe(404);
    expect((await b.client.get(`/v1.1/sms/messages/${sent.message_id}/timeline`)).status).toBe(404);
    expect((await b.client.get('/v1.1/sms/messages')).body.data).toEqual([]);
  });

  it('counts segments and refuses what cannot be sent, naming the field', async () => {
    const { client } = await configured();
    const long = await client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'a'.repeat(161) });
    expect(long.body.data).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    const unicode = await client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'Привет' });
    expect(unicode.body.data).toMatchObject({ encoding: 'UCS-2', segments: 1 });

    const badNumber = await client.post('/v1.1/sms/messages', { to: '+49 1', text: 'x' });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.error).toMatchObject({ code: 'TM_3201', details: [{ code: 'GE_102', target: 'to' }] });
    const national = await client.post('/v1.1/sms/messages', { to: '0151 23456789', text: 'x' });
    expect(national.body.error.details[0].target).toBe('to');
    const tooLong = await client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'a'.repeat(1531) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details[0]).toMatchObject({ target: 'text', message: expect.stringContaining('11 GSM-7 segments') });
    const badFrom = await client.post('/v1.1/sms/messages', { to: '+4915123456789', from: 'ACME', text: 'x' });
    expect(badFrom.body.error.details[0].target).toBe('from');
  });

  it('fails at once on a provider 4xx, retries a 5xx', async () => {
    const { client, organizationId } = await configured();
    provider.answerNext(1, 422, { error: 'number blocked' }, 'blocked');
    const refused = (await client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'blocked' })).body.data;
    const failed = await withStatus(client, `/v1.1/sms/messages/${refused.message_id}`, 'failed');
    // The provider's status, never its words: a URL pointing at another service must not read it back.
    expect(failed.error).toBe('The provider answered 422');
    expect(failed.attempts).toBe(1);

    provider.answerNext(1, 503, { error: 'busy' }, 'later');
    const later = (await client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'later' })).body.data;
    const waiting = await eventually(async () => {
      const m = (await client.get(`/v1.1/sms/messages/${later.message_id}`)).body.data;
      return m.attempts === 1 ? m : null;
    }, 'the first attempt');
    expect(waiting).toMatchObject({ status: 'queued', error: 'The provider answered 503' });
    // What pg-boss's retry does, without waiting for its backoff.
    await platform.app.runtime.jobs.runNow(deliverChannelMessageJob, { organizationId, messageId: later.message_id }, platform.app.runtime);
    const sent = await withStatus(client, `/v1.1/sms/messages/${later.message_id}`, 'sent');
    expect(sent).toMatchObject({ attempts: 2, error: null });
    // A message handed over is never posted again.
    await platform.app.runtime.jobs.runNow(deliverChannelMessageJob, { organizationId, messageId: later.message_id }, platform.app.runtime);
    expect(provider.about(later.message_id)).toHaveLength(2);
  });

  it('lists with filters and pages, newest first', async () => {
    const { client, organizationId } = await configured();
    const ids: string[] = [];
    for (const to of ['+4915123456789', '+4915123456789', '+14155550123']) {
      ids.push((await client.post('/v1.1/sms/messages', { to, text: 'list me' })).body.data.message_id);
    }
    await Promise.all(ids.map((id) => withStatus(client, `/v1.1/sms/messages/${id}`, 'sent')));
    await receipt('sms', { event_id: 'l-1', message_id: ids[0], status: 'delivered' });
    const ofTo = (await client.get('/v1.1/sms/messages', { to: '+4915123456789' })).body.data;
    expect(ofTo.map((m: { message_id: string }) => m.message_id).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await client.get('/v1.1/sms/messages', { status: 'delivered' })).body.data.map((m: { message_id: string }) => m.message_id)).toEqual([ids[0]]);
    const page = await client.get('/v1.1/sms/messages', { per_page: 2, page: 2 });
    expect(page.body.data).toHaveLength(1);
    // Moved into yesterday: outside today's range.
    await platform.database.db
      .update(channelMessages)
      .set({ queuedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(channelMessages.id, ids[2]));
    const today = new Date().toISOString().slice(0, 10);
    const inRange = (await client.get('/v1.1/sms/messages', { date_from: today, date_to: today })).body.data;
    expect(inRange.map((m: { message_id: string }) => m.message_id).sort()).toEqual([ids[0], ids[1]].sort());
    const badStatus = await client.get('/v1.1/sms/messages', { status: 'ringing' });
    expect(badStatus.body.error.details[0].target).toBe('status');
    expect(organizationId).toBeTruthy();
  });
});

describe('retention', () => {
  it('keeps a message 60 days after it was queued, as the email log', async () => {
    const { client } = await configured();
    const message = (await client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'kept for a while' })).body.data;
    await withStatus(client, `/v1.1/sms/messages/${message.message_id}`, 'sent');
    const start = clock.now();
    try {
      clock.advanceDays(60);
      await platform.app.runtime.jobs.runNow(pruneOutgoingEmail, {}, platform.app.runtime);
      expect((await client.get(`/v1.1/sms/messages/${message.message_id}`)).status).toBe(200);
      clock.advanceDays(1);
      await platform.app.runtime.jobs.runNow(pruneOutgoingEmail, {}, platform.app.runtime);
      expect((await client.get(`/v1.1/sms/messages/${message.message_id}`)).status).toBe(404);
      expect((await client.get(`/v1.1/sms/messages/${message.message_id}/timeline`)).status).toBe(404);
    } finally {
      clock.set(start);
    }
  });
});

describe('voice', () => {
  it('places a text-to-speech call and a recorded one; call statuses move forwards only', async () => {
    const { client } = await configured();
    const tts = await client.post('/v1.1/voice/calls', { to: '+442071838750', tts_text: 'Your parcel arrives today.', language: 'en-GB' });
    expect(tts.status, JSON.stringify(tts.body)).toBe(201);
    const call = tts.body.data;
    expect(call).toMatchObject({ channel: 'voice', call_id: call.message_id, tts_text: 'Your parcel arrives today.', language: 'en-GB' });
    await withStatus(client, `/v1.1/voice/calls/${call.call_id}`, 'sent');
    expect(provider.about(call.call_id)[0].body).toMatchObject({
      channel: 'voice',
      voice: { tts_text: 'Your parcel arrives today.', audio_url: null, language: 'en-GB' },
      status_callback_url: `${platform.url}/v1.1/providers/voice/status`,
    });
    for (const [i, status] of ['ringing', 'answered', 'completed'].entries()) {
      expect((await receipt('voice', { event_id: `v-${i}`, message_id: call.call_id, status })).status).toBe(200);
    }
    // A late "ringing" after "completed" stays on the timeline only.
    await receipt('voice', { event_id: 'v-late', message_id: call.call_id, status: 'ringing' });
    expect((await client.get(`/v1.1/voice/calls/${call.call_id}`)).body.data.status).toBe('completed');
    const timeline = (await client.get(`/v1.1/voice/calls/${call.call_id}/timeline`)).body.data;
    expect(timeline.map((e: { status: string }) => e.status)).toEqual(['queued', 'sent', 'ringing', 'answered', 'completed', 'ringing']);

    const audio = (await client.post('/v1.1/voice/calls', { to: '+442071838750', audio_url: 'https://cdn.example.com/msg.mp3' })).body.data;
    await withStatus(client, `/v1.1/voice/calls/${audio.call_id}`, 'sent');
    expect(provider.about(audio.call_id)[0].body.voice).toEqual({ tts_text: null, audio_url: 'https://cdn.example.com/msg.mp3', language: null });

    const neither = await client.post('/v1.1/voice/calls', { to: '+442071838750' });
    expect(neither.body.error.details[0].target).toBe('tts_text');
    const both = await client.post('/v1.1/voice/calls', { to: '+442071838750', tts_text: 'x', audio_url: 'https://cdn.example.com/a.mp3' });
    expect(both.body.error.details[0].target).toBe('audio_url');
    const badUrl = await client.post('/v1.1/voice/calls', { to: '+442071838750', audio_url: 'file:///etc/passwd' });
    expect(badUrl.body.error.details[0].target).toBe('audio_url');
    expect((await client.get('/v1.1/voice/calls')).body.data).toHaveLength(2);
  });
});

describe('WhatsApp', () => {
  it('sends a template message with its parameters; a bad template is refused naming the field', async () => {
    const { client } = await configured();
    const sent = await client.post('/v1.1/whatsapp/messages', {
      to: '+5511987654321',
      template: { name: 'order_shipped', language: 'pt_BR', parameters: ['Ana', 'PED-42'] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const message = sent.body.data;
    expect(message.template).toEqual({ name: 'order_shipped', language: 'pt_BR', parameters: ['Ana', 'PED-42'] });
    await withStatus(client, `/v1.1/whatsapp/messages/${message.message_id}`, 'sent');
    expect(provider.about(message.message_id)[0].body.whatsapp).toEqual({
      type: 'template',
      template: { name: 'order_shipped', language: 'pt_BR', parameters: ['Ana', 'PED-42'] },
    });
    await receipt('whatsapp', { event_id: 'w-1', message_id: message.message_id, status: 'read' });
    await receipt('whatsapp', { event_id: 'w-2', message_id: message.message_id, status: 'delivered' });
    expect((await client.get(`/v1.1/whatsapp/messages/${message.message_id}`)).body.data.status).toBe('read');

    const text = (await client.post('/v1.1/whatsapp/messages', { to: '+5511987654321', text: 'Olá!' })).body.data;
    await withStatus(client, `/v1.1/whatsapp/messages/${text.message_id}`, 'sent');
    expect(provider.about(text.message_id)[0].body.whatsapp).toEqual({ type: 'text', text: 'Olá!' });

    const badName = await client.post('/v1.1/whatsapp/messages', { to: '+5511987654321', template: { name: 'Order Shipped', language: 'pt_BR' } });
    expect(badName.body.error).toMatchObject({ code: 'TM_3201', details: [{ target: 'template.name' }] });
    const badLanguage = await client.post('/v1.1/whatsapp/messages', { to: '+5511987654321', template: { name: 'x', language: 'Portuguese' } });
    expect(badLanguage.body.error.details[0].target).toBe('template.language');
    const badParameter = await client.post('/v1.1/whatsapp/messages', {
      to: '+5511987654321',
      template: { name: 'x', language: 'pt', parameters: ['ok', 'a\nb'] },
    });
    expect(badParameter.body.error.details[0].target).toBe('template.parameters[1]');
    const nothing = await client.post('/v1.1/whatsapp/messages', { to: '+5511987654321' });
    expect(nothing.body.error.details[0].target).toBe('template');
    const badTo = await client.post('/v1.1/whatsapp/messages', { to: '+999123', text: 'x' });
    expect(badTo.body.error.details[0].target).toBe('to');
  });
});

describe('GraphQL', () => {
  it('sends and reads through the messaging subgraph, errors naming the field', async () => {
    const { client } = await configured();
    const sent = await client.graphql('mutation ($input: SmsInput!) { sendSms(input: $input) { messageId channel status segments encoding } }', {
      input: { to: '+4915123456789', text: 'via GraphQL' },
    });
    expect(sent.body.errors, JSON.stringify(sent.body)).toBeUndefined();
    const id = sent.body.data.sendSms.messageId;
    expect(sent.body.data.sendSms).toMatchObject({ channel: 'sms', status: 'queued', segments: 1, encoding: 'GSM-7' });
    const read = await eventually(async () => {
      const r = await client.graphql('query ($id: ID!) { smsMessage(messageId: $id) { status } smsMessageTimeline(messageId: $id) { status } }', { id });
      return r.body.data?.smsMessage.status === 'sent' ? r.body.data : null;
    }, 'sent over GraphQL');
    expect(read.smsMessageTimeline.map((e: { status: string }) => e.status)).toEqual(['queued', 'sent']);
    const bad = await client.graphql('mutation ($input: WhatsappMessageInput!) { sendWhatsappMessage(input: $input) { messageId } }', {
      input: { to: '+5511987654321', template: { name: 'BAD NAME', language: 'en' } },
    });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_VALUE', field: ['input', 'template', 'name'] });
  });
});

describe('email complaints', () => {
  it('a complaint received on the callback route suppresses the recipient, once', async () => {
    const { client, organizationId } = await configured();
    const { messageId } = await platform.database.db.transaction((tx) =>
      queueEmail(platform.app.runtime.jobs, tx, organizationId, {
        to: ['Angry@Example.com'],
        subject: 'News',
        html: '<p>news</p>',
        about: { module: 'messaging', entity: 'test', id: 'c1' },
      }),
    );
    const complaint = await receipt('email', {
      event_id: 'fbl-1',
      message_id: messageId,
      status: 'complained',
      recipient: 'angry@example.com',
      detail: 'abuse report',
    });
    expect(complaint, JSON.stringify(complaint.body)).toMatchObject({ status: 200, body: { data: { recorded: true } } });
    expect(
      (await receipt('email', { event_id: 'fbl-1', message_id: messageId, status: 'complained', recipient: 'angry@example.com' })).body.data.recorded,
    ).toBe(false);
    const suppressed = await client.get('/v1.1/suppressions/email');
    expect(suppressed.body.data).toEqual([expect.objectContaining({ value: 'angry@example.com', action: 'suppress', category: 'complaint' })]);
    const log = (await client.get(`/v1.1/email/email-reference/${messageId}`)).body.data;
    expect(log.timeline.filter((e: { event?: string; kind?: string }) => JSON.stringify(e).includes('complained'))).toHaveLength(1);

    const stranger = await receipt('email', { event_id: 'fbl-2', message_id: messageId, status: 'complained', recipient: 'someone@else.example' });
    expect(stranger.body.error.details[0].target).toBe('recipient');
    const foreign = await configured('foreign-secret-abcdefghijk');
    expect(
      (await receipt('email', { event_id: 'fbl-3', message_id: messageId, status: 'complained', recipient: 'angry@example.com' }, 'foreign-secret-abcdefghijk'))
        .status,
    ).toBe(401);
    expect((await foreign.client.get('/v1.1/suppressions/email')).body.data).toEqual([]);
  });
});
