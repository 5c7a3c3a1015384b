import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KontorProcess, STARTUP_MS, throwawayDatabase } from '../helpers/cluster.ts';
import { eventually } from '../helpers/eventually.ts';
import { Client, token } from '../helpers/platform.ts';

// Deliveries queued, some acknowledged, some in flight, when the process is killed (SIGKILL):
// the next process of the installation sends every one, and none that the receiver acknowledged
// twice. On PostgreSQL, the database processes share (as in the export crash test).
const INVOICES = 10;
let database: Awaited<ReturnType<typeof throwawayDatabase>>;
let dataDir: string;
let env: Record<string, string>;

/**
 * Every request, by delivery id. The first two are acknowledged; every later one is held
 * unanswered until the first process is killed, then acknowledged. Holding every later one, not
 * a fixed four, keeps "two acknowledged" true however slow the machine: a held POST times out
 * after 10 s and its sender takes the next delivery (and the per-minute sweep takes queued
 * ones), which an acknowledging receiver would have delivered before the test looked.
 */
const requests: { delivery: string; acknowledged: boolean }[] = [];
const hanging: ServerResponse[] = [];
let holding = true;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const entry = { delivery: String(req.headers['x-kontor-delivery']), acknowledged: false };
    requests.push(entry);
    if (requests.length > 2 && holding) {
      hanging.push(res);
      return;
    }
    entry.acknowledged = true;
    res.end('ok');
  });
});

beforeAll(async () => {
  database = await throwawayDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'kontor-webhook-crash-'));
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_POOL_SIZE: '3',
    OUTBOUND_ALLOW: `127.0.0.1:${(receiver.address() as AddressInfo).port}`,
  };
}, STARTUP_MS);

afterAll(async () => {
  for (const res of hanging) res.destroy();
  receiver.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function serve(label: string): Promise<{ process: KontorProcess; url: string }> {
  const process = new KontorProcess(label, ['serve', '--port', '0'], env);
  const url = await process.announced(/Kontor listening on (http:\/\/\S+)/);
  return { process, url };
}

describe('webhook deliveries of a process that dies', () => {
  it('are all sent by the next process, and none the receiver acknowledged is sent again', async () => {
    const first = await serve('first process');
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [resolve('bin/kontor.js'), 'bootstrap', '--email', 'hooks@example.com', '--json'], {
        env: { ...process.env, ...env },
      });
      const credentials = JSON.parse(stdout);
      const issued = await token(first.url, {
        grant_type: 'refresh_token',
        refresh_token: credentials.refresh_token,
        client_id: credentials.client_id,
        client_secret: credentials.client_secret,
      });
      const admin = new Client(first.url, issued.body.access_token);
      const organizationId = (await admin.post('/books/v3/organizations', { name: 'Hooks Ltd' })).body.organization.organization_id as string;
      const books = admin.in(organizationId);
      const hook = await books.post('/books/v3/settings/webhooks', { url: `http://${env.OUTBOUND_ALLOW}/hook`, events: ['invoice.created'] });
      expect(hook.status, JSON.stringify(hook.body)).toBe(201);
      const buyer = (await books.post('/books/v3/contacts', { contact_name: 'Buyer' })).body.contact.contact_id;
      for (let i = 0; i < INVOICES; i++) {
        const made = await books.post('/books/v3/invoices', { customer_id: buyer, line_items: [{ name: 'Work', rate: 10 + i }] });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
      }
      // The two acknowledged ones recorded as such (what must never be sent again), some in
      // flight (claimed by a sender waiting on the receiver), the rest still to send.
      const statuses = async () =>
        Object.fromEntries(
          (
            await sql<{ status: string; n: number }[]>`select status, count(*)::int as n from core.webhook_deliveries
                                                       where organization_id = ${organizationId} group by status`
          ).map((r) => [r.status, r.n]),
        ) as Record<string, number | undefined>;
      await eventually(async () => {
        const now = await statuses();
        return now.delivered === 2 && (now.sending ?? 0) > 0 && (now.queued ?? 0) + (now.retrying ?? 0) > 0;
      }, 'two deliveries recorded delivered, some in flight and some to send');
      first.process.child.kill('SIGKILL');
      holding = false;
      for (const res of hanging.splice(0)) res.destroy();

      const queued = await sql<{ id: string }[]>`select id::text as id from core.webhook_deliveries where organization_id = ${organizationId}`;
      expect(queued).toHaveLength(INVOICES);
      expect((await statuses()).delivered).toBe(2);
      // The dead process still holds its claims, each for a minute, and a held POST that timed out
      // is retried a minute later; the test does not wait that minute out in real time: both are
      // moved to the past, as the minute passing would.
      await sql`update core.webhook_deliveries set claimed_until = now() - interval '1 second'
                 where organization_id = ${organizationId} and status = 'sending'`;
      await sql`update core.webhook_deliveries set next_attempt_at = now() - interval '1 second'
                 where organization_id = ${organizationId} and status = 'retrying'`;
      const second = await serve('second process');
      try {
        // The second process sweeps a few seconds after its start: lapsed claims and every delivery never sent.
        await eventually(
          () => new Set(requests.filter((r) => r.acknowledged).map((r) => r.delivery)).size === INVOICES,
          'every delivery acknowledged',
          240_000,
        );
        const acknowledged = requests.filter((r) => r.acknowledged).map((r) => r.delivery);
        expect(acknowledged.sort()).toEqual(queued.map((q) => q.id).sort());
        // The last answer is recorded just after the receiver gave it.
        await eventually(
          async () =>
            (await sql`select id from core.webhook_deliveries where organization_id = ${organizationId} and status = 'delivered'`).length === INVOICES,
          'every delivery recorded delivered',
        );
        expect(requests.filter((r) => r.acknowledged)).toHaveLength(INVOICES);
      } finally {
        await second.process.stop();
      }
    } finally {
      await sql.end();
      await first.process.stop();
    }
  }, 600_000);
});
