import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { customer, invoice } from '../accounting/invoice-fixtures.ts';

let platform: Platform;
let client: Client;
beforeAll(async () => {
  platform = await startPlatform();
  ({ client } = await platform.tenant());
});
afterAll(async () => platform?.stop());

/** One GET as a plain HTTP client sends it (no transparent decompression): status, headers and the raw bytes. */
function rawGet(path: string, encoding: string | undefined): Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }> {
  const url = new URL(path, client.baseUrl);
  url.searchParams.set('organization_id', client.organizationId!);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Svc-oauthtoken ${client.token}` };
    if (encoding) headers['accept-encoding'] = encoding;
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed answers', () => {
  it('a large answer comes compressed to a client that accepts it, and whole to one that does not', async () => {
    const buyer = await customer(client);
    for (let i = 0; i < 12; i++) await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: `Work ${i}`, rate: 10 + i }] });
    const plain = await rawGet('/books/v3/invoices?per_page=200', undefined);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.bytes.toString());
    expect(answer.invoices).toHaveLength(12);
    expect(plain.bytes.length).toBeGreaterThan(1024);

    const gzip = await rawGet('/books/v3/invoices?per_page=200', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(answer);
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 4);

    const brotli = await rawGet('/books/v3/invoices?per_page=200', 'br, gzip;q=0.5');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.bytes).toString())).toEqual(answer);
  });

  it('a small answer is sent as it is', async () => {
    const small = await rawGet('/books/v3/invoices/123456789', 'gzip');
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
  });
});
