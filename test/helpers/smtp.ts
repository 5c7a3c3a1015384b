import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually.ts';
import type { Client } from './platform.ts';

/** One message as it arrived at the test relay: the envelope (bcc included) and the parsed mail. */
export interface ReceivedMail {
  /** SMTP envelope: MAIL FROM and every RCPT TO, bcc included. */
  envelope: { from: string; to: string[] };
  /** The authenticated user, when the relay asked for one. */
  user?: string;
  mail: ParsedMail;
  /** The message as it arrived (headers and body), for signature checks. */
  raw: Buffer;
  /** Shortcuts into `mail`. */
  subject: string;
  html: string;
  text: string;
  to: string[];
  cc: string[];
  from: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface TestSmtpServer {
  host: string;
  port: number;
  /** Every message accepted so far, in arrival order. */
  readonly messages: ReceivedMail[];
  /** Messages sent to this address (envelope recipient), in arrival order. */
  to(address: string): ReceivedMail[];
  /** Waits until at least `count` messages arrived (all of them, or those the filter keeps), and returns them. */
  waitFor(count: number, filter?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Refuse the next `count` messages with this SMTP code (4xx: temporary, the job retries; 5xx: permanent). */
  refuseNext(count: number, code?: number): void;
  /** Connections opened so far (a retried delivery opens another). */
  readonly connections: number;
  close(): Promise<void>;
  /**
   * Points the organization of `client` at this relay over REST
   * (PUT /v1.1/settings/email), with this server's credentials when it requires them.
   */
  configure(client: Client, overrides?: Record<string, unknown>): Promise<void>;
}

function addressesOf(field: ParsedMail['to']): string[] {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
}

/**
 * A real SMTP relay on 127.0.0.1, port 0, without TLS (STARTTLS disabled), collecting what it
 * receives, parsed with mailparser. With `auth`, it requires that user and password.
 */
export async function startSmtpServer(options: { auth?: { user: string; pass: string } } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  let connections = 0;
  const server = new SMTPServer({
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals.count -= 1;
          const error = Object.assign(new Error(refusals.code >= 500 ? 'Message refused' : 'Try again later'), { responseCode: refusals.code });
          return callback(error);
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            messages.push({
              raw,
              envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address) },
              user: typeof session.user === 'string' ? session.user : undefined,
              mail,
              subject: mail.subject ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              text: mail.text ?? '',
              to: addressesOf(mail.to),
              cc: addressesOf(mail.cc),
              from: addressesOf(mail.from)[0] ?? '',
              attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const self: TestSmtpServer = {
    host: '127.0.0.1',
    port,
    messages,
    get connections() {
      return connections;
    },
    to: (address) => messages.filter((m) => m.envelope.to.includes(address)),
    async waitFor(count, filter = () => true, timeoutMs) {
      return eventually(
        () => {
          const kept = messages.filter(filter);
          return kept.length >= count ? kept : null;
        },
        `${count} message(s) at the test SMTP server (have ${messages.filter(filter).length})`,
        timeoutMs,
      );
    },
    refuseNext(count, code = 451) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async configure(client, overrides = {}) {
      const body = {
        host: '127.0.0.1',
        port,
        secure: false,
        from_address: 'billing@kontor-test.example',
        from_name: 'Kontor Test Billing',
        ...(options.auth ? { username: options.auth.user, password: options.auth.pass } : {}),
        ...overrides,
      };
      const res = await client.put('/v1.1/settings/email', body);
      if (res.status !== 200) throw new Error(`relay settings refused: ${res.status} ${JSON.stringify(res.body)}`);
    },
  };
  return self;
}
