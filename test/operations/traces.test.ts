import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Tracing, startTracing } from '../../subgraphs/core/platform/tracing-sdk.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';

/** A span as the OTLP/HTTP JSON export carries it, its attributes as plain values. */
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  service: string;
  attributes: Record<string, unknown>;
}

let platform: Platform;
let tracing: Tracing;
let receiver: Server;
const received: ReceivedSpan[] = [];
const paths: string[] = [];

/** An OpenTelemetry collector as far as the test needs one: it keeps what is posted to /v1/traces. */
function startReceiver(): Promise<string> {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(`${request.headers['content-type']} ${request.url}`);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = resourceSpans.resource.attributes.find((a: { key: string }) => a.key === 'service.name')?.value.stringValue;
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            received.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              service,
              attributes: Object.fromEntries(span.attributes.map((a: { key: string; value: Record<string, unknown> }) => [a.key, Object.values(a.value)[0]])),
            });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  platform = await startPlatform();
  tracing = startTracing({ endpoint: await startReceiver(), serviceName: 'kontor-test', flushMs: 50 });
});

afterAll(async () => {
  await tracing?.stop();
  await platform?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('traces', () => {
  it('exports one trace per REST request, a child of the caller’s traceparent, through the subgraphs it reads to their SQL', async () => {
    const { client } = await platform.tenant();
    const location = await client.post('/inventory/v1/locations', { location_name: 'Main warehouse' });
    expectOk(location, 201);
    const item = await client.post('/books/v3/items', {
      name: 'Traced widget',
      rate: 12.5,
      item_type: 'inventory',
      purchase_rate: 4,
      locations: [{ location_id: location.body.locations.location_id, initial_stock: 3, initial_stock_rate: 4 }],
    });
    expectOk(item, 201);

    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const read = await client.request('GET', `/books/v3/items/${item.body.item.item_id}`, { headers: { traceparent: `00-${traceId}-${callerSpan}-01` } });
    expectOk(read);
    await tracing.flush();

    const spans = received.filter((span) => span.traceId === traceId);
    const server = spans.find((span) => span.parentSpanId === callerSpan);
    expect(server, JSON.stringify(spans, null, 1)).toMatchObject({
      name: 'GET /books/v3/items/:item_id',
      service: 'kontor-test',
      attributes: { 'http.request.method': 'GET', 'http.route': '/books/v3/items/:item_id', 'http.response.status_code': 200 },
    });
    const subgraphs = spans.filter((span) => span.name.startsWith('subgraph '));
    // The item from accounting, its stock from inventory, its ERP fields from erp: three subgraphs, one trace.
    expect(new Set(subgraphs.map((span) => span.attributes['kontor.subgraph']))).toEqual(new Set(['accounting', 'erp', 'inventory']));
    // Every span of the request descends from the gateway's, and the statements from a subgraph's.
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const ancestors = (span: ReceivedSpan): ReceivedSpan[] => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    for (const span of spans) if (span !== server) expect(ancestors(span)).toContain(server);
    const statements = spans.filter((span) => span.name.startsWith('SQL '));
    expect(statements.some((span) => String(span.attributes['db.query.text']).includes('"inventory"'))).toBe(true);
    for (const name of ['accounting', 'inventory']) {
      const subgraph = subgraphs.find((span) => span.attributes['kontor.subgraph'] === name)!;
      expect(statements.some((span) => ancestors(span).includes(subgraph))).toBe(true);
    }
    expect(paths.every((path) => path === 'application/json /v1/traces')).toBe(true);
  });
});
