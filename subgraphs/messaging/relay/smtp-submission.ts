/**
 * The SMTP submission server (README "SMTP relay"): mail agents submit over SMTP with their
 * SMTP password (user `agent-<agent key>`) and the mail is treated exactly like a send-mail
 * API single send (`send` in sending/send-service.ts): same checks (verified sender domain,
 * suppressions, limits), same pipeline, same logs. Envelope recipients missing from To and
 * Cc are Bcc.
 *
 * TLS: with `key` and `cert` the server offers STARTTLS; AUTH over a connection without TLS is
 * refused unless `allowInsecureAuth` (development and tests only).
 *
 * Wrong passwords are throttled as the token endpoint's client secrets are (the gateway lends
 * its throttle, gateway/guard/rate-limits.ts): per SMTP user and per client address, past a few
 * failures each one locks for twice as long as the last, answered 454 with the wait, the right
 * password included, whether the user exists or not.
 */
import { eq } from 'drizzle-orm';
import { type AddressObject, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import type { Runtime } from '../../core/platform/runtime.ts';
import type { CredentialThrottle } from '../../core/platform/modules.ts';
import { KontorError } from '../../core/values/errors.ts';
import { jobScope } from '../../core/request/scope.ts';
import { agentOfSecret } from '../agents/credentials.ts';
import { send } from '../sending/send-service.ts';

export interface SmtpRelayOptions {
  port: number;
  host?: string;
  /** PEM key and certificate for STARTTLS. */
  key?: string | Buffer;
  cert?: string | Buffer;
  /** Accept AUTH without TLS (development, tests). */
  allowInsecureAuth?: boolean;
  /** Largest message in bytes (default 25 MiB, the API's body limit). */
  maxBytes?: number;
}

export interface SmtpRelay {
  port: number;
  close(): Promise<void>;
}

function addresses(field: AddressObject | AddressObject[] | undefined): { address: string; name: string | null }[] {
  const list = !field ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((a) => a.value).flatMap((v) => (v.address ? [{ address: v.address, name: v.name || null }] : []));
}

export async function startSmtpRelay(runtime: Runtime, options: SmtpRelayOptions, throttle: CredentialThrottle): Promise<SmtpRelay> {
  const maxBytes = options.maxBytes ?? 25 * 1024 * 1024;
  const server = new SMTPServer({
    secure: false,
    key: options.key,
    cert: options.cert,
    disabledCommands: options.key && options.cert ? [] : ['STARTTLS'],
    allowInsecureAuth: options.allowInsecureAuth === true,
    authMethods: ['PLAIN', 'LOGIN'],
    size: maxBytes,
    logger: false,
    onAuth(auth, session, callback) {
      // smtp-server refuses plain AUTH only when it can offer STARTTLS; without a certificate it is this check.
      if (!session.secure && options.allowInsecureAuth !== true) {
        return callback(Object.assign(new Error('Must issue a STARTTLS command first'), { responseCode: 538 }));
      }
      const agentKey = /^agent-(\d+)$/.exec(auth.username ?? '')?.[1];
      const account = `smtp:${(auth.username ?? '').slice(0, 100)}`;
      const address = session.remoteAddress ?? 'unknown';
      (async () => {
        const wait = await throttle.lockedFor(account, address);
        if (wait > 0) {
          return callback(Object.assign(new Error(`Too many failed attempts: retry after ${wait} seconds`), { responseCode: 454 }));
        }
        const agent = await agentOfSecret(runtime.database.db, auth.password ?? '', 'smtp');
        if (!agent || agent.agentId !== agentKey) {
          await throttle.failed(account, address);
          return callback(new Error('Invalid username or password'));
        }
        await throttle.succeeded(account, address);
        callback(null, { user: JSON.stringify(agent) });
      })().catch((error: Error) => callback(error));
    },
    onMailFrom(_address, session, callback) {
      if (!session.user) return callback(Object.assign(new Error('Authentication required'), { responseCode: 530 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(Object.assign(new Error(`Message larger than ${maxBytes} bytes`), { responseCode: 552 }));
        }
        submit(
          runtime,
          session.user as string,
          Buffer.concat(chunks),
          session.envelope.rcptTo.map((r) => r.address),
        )
          .then((reference) => callback(null, `Queued as ${reference}`))
          .catch((error: unknown) => {
            const temporary = error instanceof KontorError && error.extensions.code === 'UNAVAILABLE';
            const known = error instanceof KontorError;
            callback(Object.assign(new Error(known ? error.message : 'Internal error'), { responseCode: temporary || !known ? 451 : 550 }));
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function submit(runtime: Runtime, user: string, raw: Buffer, envelopeTo: string[]): Promise<string> {
  const { organizationId, agentId } = JSON.parse(user) as { organizationId: string; agentId: string };
  const mail = await simpleParser(raw);
  const [org] = await runtime.database.db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw new KontorError('NOT_FOUND', 'The organization does not exist.');
  const from = addresses(mail.from)[0];
  if (!from) throw new KontorError('INVALID_VALUE', 'The message has no From address.', { field: ['input', 'from'], rule: 'is required' });
  const to = addresses(mail.to);
  const cc = addresses(mail.cc);
  const shown = new Set([...to, ...cc].map((a) => a.address.toLowerCase()));
  const bcc = envelopeTo.filter((a) => !shown.has(a.toLowerCase())).map((address) => ({ address }));
  const recipients = to.length ? to : bcc.splice(0, 1);
  const answer = await send(
    jobScope(runtime, org),
    agentId,
    {
      from,
      to: recipients.map((emailAddress) => ({ emailAddress })),
      cc: cc.map((emailAddress) => ({ emailAddress })),
      bcc: bcc.map((emailAddress) => ({ emailAddress })),
      replyTo: addresses(mail.replyTo),
      subject: mail.subject ?? '',
      htmlbody: typeof mail.html === 'string' ? mail.html : null,
      textbody: mail.text ?? null,
      attachments: mail.attachments
        .filter((a) => !a.related)
        .map((a) => ({ name: a.filename ?? 'attachment', mimeType: a.contentType, content: a.content.toString('base64') })),
      inlineImages: mail.attachments
        .filter((a) => a.related && a.cid)
        .map((a) => ({ cid: a.cid!, mimeType: a.contentType, content: a.content.toString('base64') })),
    },
    { batch: false, template: false },
  );
  const queued = answer.data.find((d) => d.code === 'EM_104');
  if (!queued) throw new KontorError('INVALID_VALUE', answer.data.map((d) => d.message).join(' '));
  return queued.additionalInfo[0]?.replace('email_reference=', '') ?? answer.requestId;
}
