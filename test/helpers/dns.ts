import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// dns2 ships CommonJS without types.
const dns2 = createRequire(import.meta.url)('dns2');

export interface TestDnsServer {
  /** `127.0.0.1:port`, what DNS_SERVERS takes. */
  address: string;
  /** Publishes a TXT record (long values are split into 255-byte strings, as DNS requires). */
  txt(name: string, value: string): void;
  /** Publishes an A (IPv4) or AAAA (IPv6) record. */
  host(name: string, ip: string): void;
  /** Removes every record of a name. */
  clear(name: string): void;
  /**
   * Holds every answer until the returned function is called (a slow resolver, so that a test can
   * run another request while a lookup is in flight); `asked` counts the questions received.
   */
  hold(): () => void;
  readonly asked: number;
  close(): Promise<void>;
}

/** A real DNS server on 127.0.0.1 (UDP, port 0) answering TXT, A and AAAA questions from what the test published. */
export async function startDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const addresses = new Map<string, string[]>();
  const { Packet } = dns2;
  let held: Promise<void> | undefined;
  let asked = 0;
  const server = dns2.createUDPServer(async (request: any, send: (r: unknown) => void) => {
    asked++;
    if (held) await held;
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    for (const value of question.type === Packet.TYPE.TXT ? (records.get(question.name.toLowerCase()) ?? []) : []) {
      const chunks: string[] = [];
      for (let i = 0; i < value.length; i += 255) chunks.push(value.slice(i, i + 255));
      response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data: chunks });
    }
    if (question.type === Packet.TYPE.A || question.type === Packet.TYPE.AAAA) {
      const v6 = question.type === Packet.TYPE.AAAA;
      for (const ip of (addresses.get(question.name.toLowerCase()) ?? []).filter((a) => a.includes(':') === v6))
        response.answers.push({ name: question.name, type: question.type, class: Packet.CLASS.IN, ttl: 1, address: ip });
    }
    send(response);
  });
  await server.listen(0, '127.0.0.1');
  const port = (server.address() as AddressInfo).port;
  return {
    address: `127.0.0.1:${port}`,
    txt(name, value) {
      const key = name.toLowerCase();
      records.set(key, [...(records.get(key) ?? []), value]);
    },
    host(name, ip) {
      const key = name.toLowerCase();
      addresses.set(key, [...(addresses.get(key) ?? []), ip]);
    },
    clear(name) {
      records.delete(name.toLowerCase());
      addresses.delete(name.toLowerCase());
    },
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = undefined;
        release();
      };
    },
    get asked() {
      return asked;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
