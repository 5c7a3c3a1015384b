import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDENTITY_HEADER, SIGNATURE_HEADER, identityHeaders } from '../../gateway/internal-identity.ts';
import { type Cluster, startCluster, until } from '../helpers/cluster.ts';
import { Client, token } from '../helpers/platform.ts';

// The gateway and the seven subgraphs as separate processes on PostgreSQL: always, also
// without TEST_DATABASE_URL (then on the machine's own server), as operators run them.
let cluster: Cluster;
let client: Client;
let userId: string;

beforeAll(async () => {
  cluster = await startCluster();
  const credentials = await cluster.bootstrap('distributed@example.com');
  userId = credentials.user_id;
  const issued = await token(cluster.gatewayUrl, { grant_type: 'refresh_token', refresh_token: credentials.refresh_token, client_id: credentials.client_id, client_secret: credentials.client_secret });
  expect(issued.status).toBe(200);
  client = new Client(cluster.gatewayUrl, issued.body.access_token);
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    console.error(`processes of the cluster:\n${cluster?.logs()}`);
  });
});

async function postSubgraph(url: string, headers: Record<string, string>, query = '{ __typename }') {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return { status: res.status, body: (await res.json()) as any };
}

describe('distributed topology', () => {
  it('serves REST and GraphQL through the gateway process over subgraph processes', async () => {
    const created = await client.post('/books/v3/organizations', { name: 'Distributed Ltd', currency_code: 'EUR', time_zone: 'Europe/Berlin' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 0, message: 'The organization has been created.', organization: { name: 'Distributed Ltd', currency_code: 'EUR', user_role: 'admin' } });
    const organizationId = created.body.organization.organization_id as string;

    const read = await client.get(`/books/v3/organizations/${organizationId}`);
    expect(read.status).toBe(200);
    expect(read.body.organization).toMatchObject({ organization_id: organizationId, time_zone: 'Europe/Berlin', currency_symbol: '€' });

    const graph = await client.in(organizationId).graphql(`{ organizations { nodes { organizationId name currencyCode } pageContext { page hasMorePage } } }`);
    expect(graph.status).toBe(200);
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data.organizations).toEqual({ nodes: [{ organizationId, name: 'Distributed Ltd', currencyCode: 'EUR' }], pageContext: { page: 1, hasMorePage: false } });
  });

  it('carries a subgraph error to the client with the code and status it has in one process', async () => {
    const missing = await client.get('/books/v3/organizations/4242424242');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 1002, message: 'The organization does not exist.' });

    const created = await client.post('/books/v3/organizations', { name: 'Rules Ltd' });
    const tooLong = await client.put(`/books/v3/organizations/${created.body.organization.organization_id}`, { name: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ code: 4, message: 'Invalid value passed for name: must be at most 200 characters.' });

    const graph = await client.graphql(`{ organization(organizationId: "4242424242") { name } }`);
    expect(graph.body.data).toBeNull();
    // Which process answered stays internal: no serviceName reaches the client.
    expect(graph.body.errors).toEqual([{ message: 'The organization does not exist.', path: ['organization'], extensions: { code: 'NOT_FOUND', errorCode: 1002 } }]);
  });

  it('lets only the gateway call a subgraph: a signed identity is required and checked', async () => {
    const url = cluster.subgraphUrls.accounting;
    const identity = { userId, scopes: ['SvcBooks.fullaccess.all'], requestId: 'distributed-test' };

    const unsigned = await postSubgraph(url, {});
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    expect((await client.post('/books/v3/organizations', { name: 'Signed Ltd' })).status).toBe(201);
    const signed = identityHeaders(identity, cluster.secret);
    const accepted = await postSubgraph(url, signed, '{ organizations { nodes { name } } }');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.organizations.nodes.map((o: { name: string }) => o.name)).toContain('Signed Ltd');

    // Same signature over another caller: the payload no longer matches what was signed.
    const payload = JSON.parse(Buffer.from(signed[IDENTITY_HEADER], 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...payload, userId: '1' })).toString('base64url');
    const tampered = await postSubgraph(url, { [IDENTITY_HEADER]: forged, [SIGNATURE_HEADER]: signed[SIGNATURE_HEADER] });
    expect(tampered.status).toBe(401);

    const otherSecret = await postSubgraph(url, identityHeaders(identity, 'not the installation secret'));
    expect(otherSecret.status).toBe(401);

    const noSignature = await postSubgraph(url, { [IDENTITY_HEADER]: signed[IDENTITY_HEADER] });
    expect(noSignature.status).toBe(401);
  });

  it('is ready only while every subgraph answers', async () => {
    const ready = await fetch(new URL('/ready', cluster.gatewayUrl));
    expect(ready.status).toBe(200);
    for (const url of Object.values(cluster.subgraphUrls)) expect((await fetch(new URL('/ready', url))).status).toBe(200);

    await cluster.subgraphs.messaging.stop();
    await until(new URL('/ready', cluster.gatewayUrl).toString(), 503, 15_000);
    const notReady = await fetch(new URL('/ready', cluster.gatewayUrl));
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'not ready' });
    // Liveness is not readiness: the gateway process itself is fine.
    expect((await fetch(new URL('/health', cluster.gatewayUrl))).status).toBe(200);
  });
});
