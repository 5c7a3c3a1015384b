import { QUERY_LIMITS } from '../../gateway/guard/query-limits.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverEmail } from '../../subgraphs/messaging/email/email-workers.ts';
import { eventually } from '../helpers/eventually.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';
import { signReceipt } from '../../subgraphs/messaging/api.ts';
import { type TestProvider, startProvider } from '../helpers/provider.ts';
import { exportable } from './export-fixtures.ts';
import { liveClient } from './live-client.ts';

/** Every payload tells the subscription document's cost (gateway/guard/query-limits.ts). */
const costed = { extensions: { cost: { requested: expect.any(Number), limit: QUERY_LIMITS.cost } } };
let platform: Platform;
let smtp: TestSmtpServer;
let provider: TestProvider;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  [platform, smtp, provider] = await Promise.all([startPlatform(), startSmtpServer(), startProvider()]);
});
afterAll(async () => {
  await platform?.stop();
  await smtp?.close();
  await provider?.close();
});

type Tenant = Awaited<ReturnType<Platform['tenant']>>;

function params(tenant: { client: { token: string }; organizationId: string }) {
  return { authorization: `Svc-oauthtoken ${tenant.client.token}`, organizationId: tenant.organizationId };
}

/** Creates an export job through GraphQL, as the dashboard does. */
async function createExport(tenant: Tenant, target: { workspaceId: string; viewId: string }): Promise<string> {
  const res = await tenant.client.graphql('mutation ($w: ID!, $v: ID!, $c: String!) { createExportJob(workspaceId: $w, viewId: $v, config: $c) { jobId } }', {
    w: target.workspaceId,
    v: target.viewId,
    c: JSON.stringify({ responseFormat: 'csv' }),
  });
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data.createExportJob.jobId;
}

const JOB_FIELDS = 'jobId jobCode jobStatus rowsWritten downloadUrl';

describe('export job subscriptions (analytics)', () => {
  it("exportJobs follows the subscriber's jobs from created to completed, never another organization's or another user's", async () => {
    const mine = await platform.tenant();
    const theirs = await platform.tenant();
    const colleague = await platform.user();
    expect((await mine.client.post('/books/v3/users', { email: colleague.email, role: 'admin' })).status).toBe(200);
    const [target, foreign] = await Promise.all([exportable(mine), exportable(theirs)]);
    const live = liveClient(platform.url, params(mine));
    try {
      const sub = live.subscribe(`subscription { exportJobs { ${JOB_FIELDS} } }`);
      await eventually(() => platform.app.live.size === 1, 'the subscription to be registered');
      await createExport(theirs, foreign);
      // A colleague's job in the same organization is not the subscriber's to see.
      await createExport({ ...mine, client: colleague.client.in(mine.organizationId) }, target);
      const jobId = await createExport(mine, target);
      await eventually(() => sub.results.some((r) => r.data?.exportJobs.jobCode === '1004'), 'the completed job');
      const seen = sub.results.map((r) => r.data.exportJobs);
      expect(seen.every((j) => j.jobId === jobId)).toBe(true);
      expect(seen[0]).toMatchObject({ jobId, jobCode: '1001', jobStatus: 'JOB NOT INITIATED' });
      expect(seen.at(-1)).toEqual({
        jobId,
        jobCode: '1004',
        jobStatus: 'JOB COMPLETED',
        rowsWritten: 3,
        downloadUrl: `${platform.url}/restapi/v2/bulk/workspaces/${target.workspaceId}/exportjobs/${jobId}/data`,
      });
      expect(sub.errors).toEqual([]);
    } finally {
      await live.dispose();
    }
    await eventually(() => platform.app.live.size === 0, 'the closed socket to release its listener');
  });

  it('exportJobUpdated follows one job from waiting to running to completed, and nothing of another job', async () => {
    const tenant = await platform.tenant();
    const target = await exportable(tenant);
    const first = await createExport(tenant, target);
    await eventually(async () => {
      const [row] = await platform.database.query<{ state: number }>('select state from analytics.export_jobs where id = $1', [first]);
      return row?.state === 1004;
    }, 'the first job to finish');
    // The first job holds the organization's only slot again, so the second waits for the subscription.
    await platform.database.query('update analytics.export_jobs set state = 1002 where id = $1', [first]);
    process.env.ANALYTICS_EXPORT_SLOTS = '1';
    const live = liveClient(platform.url, params(tenant));
    try {
      const second = await createExport(tenant, target);
      const other = await createExport(tenant, target);
      const sub = live.subscribe(`subscription ($id: ID!) { exportJobUpdated(jobId: $id) { ${JOB_FIELDS} } }`, { id: second });
      await eventually(() => platform.app.live.size === 1, 'the subscription to be registered');
      await platform.database.query('update analytics.export_jobs set state = 1004 where id = $1', [first]);
      await eventually(() => sub.results.some((r) => r.data?.exportJobUpdated.jobCode === '1004'), 'the completed event');
      const seen = sub.results.map((r) => r.data.exportJobUpdated);
      expect(seen.map((j) => j.jobId)).toEqual(seen.map(() => second));
      expect(seen[0]).toMatchObject({ jobCode: '1002', jobStatus: 'JOB IN PROGRESS' });
      expect(seen.at(-1)).toMatchObject({
        jobCode: '1004',
        rowsWritten: 3,
        downloadUrl: `${platform.url}/restapi/v2/bulk/workspaces/${target.workspaceId}/exportjobs/${second}/data`,
      });
      expect(other).not.toBe(second);
    } finally {
      delete process.env.ANALYTICS_EXPORT_SLOTS;
      await live.dispose();
    }
    await eventually(() => platform.app.live.size === 0, 'the closed socket to release its listener');
  });
});

describe('recentExportJobs (the dashboard list)', () => {
  it("lists the caller's unexpired jobs newest first with view, format and times; never a colleague's or another organization's", async () => {
    const mine = await platform.tenant();
    const theirs = await platform.tenant();
    const colleague = await platform.user();
    expect((await mine.client.post('/books/v3/users', { email: colleague.email, role: 'admin' })).status).toBe(200);
    const [target, foreign] = await Promise.all([exportable(mine), exportable(theirs)]);
    await createExport(theirs, foreign);
    await createExport({ ...mine, client: colleague.client.in(mine.organizationId) }, target);
    const first = await createExport(mine, target);
    const second = await createExport(mine, target);
    const query = `query ($id: ID) { recentExportJobs(jobId: $id) { job { jobId jobCode } workspaceId viewId viewName responseFormat createdTime startedTime finishedTime } }`;
    await eventually(async () => {
      const res = await mine.client.graphql(query);
      return res.body.data?.recentExportJobs.every((a: { job: { jobCode: string } }) => a.job.jobCode === '1004');
    }, 'both jobs to complete');
    const res = await mine.client.graphql(query);
    expect(res.body.errors).toBeUndefined();
    const listed = res.body.data.recentExportJobs;
    expect(listed.map((a: { job: { jobId: string } }) => a.job.jobId)).toEqual([second, first]);
    expect(listed[0]).toMatchObject({ workspaceId: target.workspaceId, viewId: target.viewId, viewName: 'Orders', responseFormat: 'csv' });
    for (const a of listed) expect(Date.parse(a.finishedTime)).toBeGreaterThanOrEqual(Date.parse(a.startedTime));
    const one = await mine.client.graphql(query, { id: first });
    expect(one.body.data.recentExportJobs.map((a: { job: { jobId: string } }) => a.job.jobId)).toEqual([first]);
  });
});

describe('message subscriptions (messaging)', () => {
  it('messages(channel: EMAIL) hears each status change of the organization’s mail: queued, deferred, sent; never another organization’s', async () => {
    const mine = await platform.tenant();
    const theirs = await platform.tenant();
    await smtp.configure(mine.client);
    await smtp.configure(theirs.client);
    const live = liveClient(platform.url, params(mine));
    try {
      const sub = live.subscribe('subscription { messages(channel: EMAIL) { ... on OutgoingEmail { messageId status subject to attempts error } } }');
      await eventually(() => platform.app.live.size === 1, 'the subscription to be registered');
      smtp.refuseNext(1, 451);
      const test = await mine.client.post('/v1.1/settings/email/test', { to_address: 'mine@example.com' });
      expectOk(test);
      const messageId = test.body.outgoing_email.message_id as string;
      // Queued, then deferred by the relay's 451 (still queued, one attempt, the error).
      await eventually(() => sub.results.some((r) => r.data?.messages.attempts === 1), 'the deferred attempt');
      expect(sub.results.at(-1).data.messages).toMatchObject({ status: 'QUEUED', error: expect.stringContaining('451') });
      const foreign = await theirs.client.post('/v1.1/settings/email/test', { to_address: 'theirs@example.com' });
      expectOk(foreign);
      await smtp.waitFor(1, (m) => m.to.includes('theirs@example.com'));
      const watch = live.subscribe(
        'subscription ($id: ID!) { messageStatusChanged(channel: EMAIL, messageId: $id) { ... on OutgoingEmail { messageId status attempts error sentTime } } }',
        {
          id: messageId,
        },
      );
      await eventually(() => platform.app.live.size === 2, 'the second subscription to be registered');
      // What pg-boss's retry does, without waiting for its backoff.
      await platform.app.runtime.jobs.runNow(deliverEmail, { organizationId: mine.organizationId, messageId }, platform.app.runtime);
      await eventually(() => watch.results.length >= 1 && sub.results.some((r) => r.data?.messages.status === 'SENT'), 'the sent event');
      expect(watch.results).toEqual([
        { data: { messageStatusChanged: { messageId, status: 'SENT', attempts: 2, error: null, sentTime: expect.any(String) } }, ...costed },
      ]);
      const seen = sub.results.map((r) => r.data.messages);
      expect(seen.every((m) => m.messageId === messageId && m.to[0] === 'mine@example.com')).toBe(true);
      expect(seen[0]).toMatchObject({ status: 'QUEUED' });
      expect(seen.at(-1)).toMatchObject({ status: 'SENT', attempts: 2, error: null });
      expect(sub.errors).toEqual([]);
    } finally {
      await live.dispose();
    }
    await eventually(() => platform.app.live.size === 0, 'the closed socket to release its listener');
  });

  it('messages(channel: SMS) and messageStatusChanged follow an SMS from queued to delivered; an email or another organization’s SMS never arrives', async () => {
    const secret = 'live-callback-secret-0123';
    const [mine, theirs] = await Promise.all([platform.tenant(), platform.tenant()]);
    for (const tenant of [mine, theirs])
      expect(
        (await tenant.client.put('/v1.1/settings/providers', { api_url: provider.url, callback_secret: secret, from_number: '+14155550100' })).status,
      ).toBe(200);
    await smtp.configure(mine.client);
    const live = liveClient(platform.url, params(mine));
    try {
      const sms = live.subscribe('subscription { messages(channel: SMS) { __typename ... on ChannelMessage { messageId channel status to segments } } }');
      await eventually(() => platform.app.live.size === 1, 'the subscription to be registered');
      expect((await theirs.client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'not yours' })).status).toBe(201);
      expectOk(await mine.client.post('/v1.1/settings/email/test', { to_address: 'mine@example.com' }));
      const sent = await mine.client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'Your code is 1234' });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const messageId = sent.body.data.message_id as string;
      await eventually(() => sms.results.some((r) => r.data?.messages.status === 'sent'), 'the SMS handed to the provider');
      const watch = live.subscribe(
        'subscription ($id: ID!) { messageStatusChanged(channel: SMS, messageId: $id) { ... on ChannelMessage { messageId status } } }',
        { id: messageId },
      );
      await eventually(() => platform.app.live.size === 2, 'the second subscription to be registered');
      const raw = JSON.stringify({ event_id: 'live-1', message_id: messageId, status: 'delivered', timestamp: '2026-11-25T10:00:05Z' });
      const receipt = await fetch(new URL('/v1.1/providers/sms/status', platform.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-kontor-signature': signReceipt(secret, raw) },
        body: raw,
      });
      expect(receipt.status).toBe(200);
      await eventually(() => watch.results.length >= 1, 'the delivered receipt');
      expect(watch.results).toEqual([{ data: { messageStatusChanged: { messageId, status: 'delivered' } }, ...costed }]);
      const seen = sms.results.map((r) => r.data.messages);
      expect(seen.every((m) => m.__typename === 'ChannelMessage' && m.messageId === messageId && m.channel === 'sms')).toBe(true);
      expect(seen.map((m) => m.status)).toEqual(expect.arrayContaining(['queued', 'sent', 'delivered']));
      expect(sms.errors).toEqual([]);
    } finally {
      await live.dispose();
    }
    await eventually(() => platform.app.live.size === 0, 'the closed socket to release its listener');
  });
});
