/**
 * A real local HTTP server standing in for a voice/SMS/WhatsApp provider (the generic adapter's
 * contract, subgraphs/messaging/README.md "Provider contract"): records every request and
 * answers 200 `{ provider_message_id }` unless told to answer otherwise.
 */
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

export interface TestProvider {
  url: string;
  requests: ProviderRequest[];
  /**
   * The next `n` requests (of those about the message with this text, when given: other
   * tests' deliveries may arrive meanwhile) are answered with this status and body.
   */
  answerNext(n: number, status: number, body?: unknown, text?: string): void;
  /** Requests about one message (its `message_id`). */
  about(messageId: string): ProviderRequest[];
  close(): Promise<void>;
}

export async function startProvider(): Promise<TestProvider> {
  const requests: ProviderRequest[] = [];
  const planned: { status: number; body: unknown; text?: string }[] = [];
  let counter = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const sent = (body as { sms?: { text?: string } })?.sms?.text;
      const at = planned.findIndex((p) => p.text === undefined || p.text === sent);
      const answer = at >= 0 ? planned.splice(at, 1)[0] : { status: 200, body: { provider_message_id: `prov-${++counter}`, status: 'accepted' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    requests,
    answerNext(n, status, body, text) {
      for (let i = 0; i < n; i++) planned.push({ status, body, text });
    },
    about: (messageId) => requests.filter((r) => (r.body as { message_id?: string })?.message_id === messageId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
