import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../drizzle/tables/core/organizations.ts';
import { Client, type Platform, type Response, startPlatform, token } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { revokeToken } from '../../gateway/auth/tokens.ts';
import { ACCESS_CHANNEL } from '../../subgraphs/core/request/tenancy.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

/** No error envelope may carry a stack trace or the internals of one. */
function expectNoStack(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/stacktrace|"stack"|\bat [\w.<>]+ \(|\.ts:\d+:\d+|node_modules/);
}

async function raw(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
  const res = await fetch(new URL(path, platform.url), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), headers: res.headers, method, path };
}

const ORGANIZATIONS_QUERY = '{ organizations { nodes { organizationId name } } }';

/** A token of the same user narrowed to the scope, through the client_credentials grant. */
async function scoped(credentials: { client_id: string; client_secret: string }, scope: string, organizationId?: string): Promise<Client> {
  const res = await token(platform.url, {
    grant_type: 'client_credentials',
    client_id: credentials.client_id,
    client_secret: credentials.client_secret,
    scope,
  });
  expect(res.status).toBe(200);
  return new Client(platform.url, res.body.access_token, organizationId);
}

describe('identity: Authorization: Svc-oauthtoken <access_token>', () => {
  const badHeaders: [string, Record<string, string>][] = [
    ['no header', {}],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['the scheme without a token', { authorization: 'Svc-oauthtoken' }],
    ['a garbage token', { authorization: 'Svc-oauthtoken 1000.deadbeef' }],
    ['a refresh token used as access token', { authorization: 'Svc-oauthtoken REFRESH' }],
  ];

  it.each(badHeaders)('refuses %s with 401 code 57 over REST and GraphQL', async (_, given) => {
    const { credentials, client } = await platform.user();
    const headers = given.authorization === 'Svc-oauthtoken REFRESH' ? { authorization: `Svc-oauthtoken ${credentials.refresh_token}` } : given;

    const list = await raw('GET', '/books/v3/organizations', headers);
    expectFailure(list, 57, 401);
    expect(list.body.message).toMatch(/OAuth token/);
    expectNoStack(list.body);

    // Authentication comes before the other checks: an anonymous request with no organization is a 401 too.
    const orgRoute = await raw('GET', '/books/v3/items', headers);
    expectFailure(orgRoute, 57, 401);

    const create = await raw('POST', '/books/v3/organizations', headers, { name: 'Nope' });
    expectFailure(create, 57, 401);

    const gql = await raw('POST', '/graphql', headers, { query: ORGANIZATIONS_QUERY });
    expect(gql.status).toBe(401);
    expect(gql.body.data).toBeUndefined();
    expect(gql.body.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', errorCode: 57 });
    expectNoStack(gql.body);

    // The same user's real token passes, so it is the header that was refused.
    expectOk(await client.get('/books/v3/organizations'));
  });
});

describe('request ids', () => {
  it('answers every request, refused or served, with a request id of its own to quote', async () => {
    const { client } = await platform.user();
    const refused = await raw('GET', '/books/v3/organizations', {});
    const served = await raw('GET', '/books/v3/organizations', { authorization: `Svc-oauthtoken ${client.token}` });
    expectFailure(refused, 57, 401);
    expectOk(served);
    const ids = [refused.headers.get('x-request-id'), served.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('scopes', () => {
  it('refuses POST /books/v3/organizations without SvcBooks.settings.CREATE, naming the scope', async () => {
    const { credentials } = await platform.user();
    for (const scope of [
      'SvcBooks.settings.READ',
      'SvcBooks.invoices.ALL',
      'SvcInventory.fullaccess.all',
      'SvcBooks.settings.UPDATE,SvcBooks.settings.DELETE',
    ]) {
      const client = await scoped(credentials, scope);
      const res = await client.post('/books/v3/organizations', { name: 'Not allowed' });
      expect(res.status, scope).toBe(403);
      expect(res.body.code).toBe(57);
      expect(res.body.message).toContain('SvcBooks.settings.CREATE');
      expectNoStack(res.body);
    }
    const gqlClient = await scoped(credentials, 'SvcInventory.fullaccess.all');
    const gql = await gqlClient.graphql('mutation { createOrganization(input: { name: "Not allowed" }) { organization { organizationId } } }');
    expect(gql.body.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 57 });
    expect(gql.body.errors![0].message).toContain('SvcBooks.settings.CREATE');
    expectNoStack(gql.body);

    const everyone = await platform.user();
    const list = await everyone.client.get('/books/v3/organizations');
    expect(list.body.organizations).toEqual([]);
  });

  it('grants it with SvcBooks.settings.CREATE, SvcBooks.settings.ALL and SvcBooks.fullaccess.all', async () => {
    const { credentials } = await platform.user();
    for (const scope of ['SvcBooks.settings.CREATE', 'SvcBooks.settings.ALL', 'SvcBooks.fullaccess.all', 'svcbooks.settings.all']) {
      const client = await scoped(credentials, scope);
      const res = await client.post('/books/v3/organizations', { name: `Made with ${scope}` });
      expect(res.status, scope).toBe(201);
      expect(res.body.organization.name).toBe(`Made with ${scope}`);
    }
  });

  it('an action scope grants only that action', async () => {
    const { credentials } = await platform.user();
    const create = await scoped(credentials, 'SvcBooks.settings.CREATE');
    const list = await create.get('/books/v3/organizations');
    expectFailure(list, 57, 403);
    expect(list.body.message).toContain('SvcBooks.settings.READ');
  });
});

describe('organizations', () => {
  it('organization list and create take no organization', async () => {
    const { client } = await platform.user();
    expectOk(await client.post('/books/v3/organizations', { name: 'No org needed' }), 201);
    const list = await client.get('/books/v3/organizations');
    expectOk(list);
    expect(list.body.organizations).toHaveLength(1);
  });

  it('a route of an organization needs organization_id: missing or not an id is a 400 naming it', async () => {
    const { client } = await platform.tenant();
    const missing = await new Client(platform.url, client.token).get('/books/v3/items');
    expectFailure(missing, 8);
    expect(missing.body.message).toBe('organization_id is required: name the organization this request is for.');
    expectNoStack(missing.body);

    const inventory = await new Client(platform.url, client.token).get('/inventory/v1/locations');
    expect(inventory.status).toBe(400);
    expect(inventory.body.message).toContain('organization_id');

    for (const bad of ['abc', '12x', '-5', '0', '99999999999999999999']) {
      const res = await client.in(bad).get('/books/v3/items');
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe(4);
      expect(res.body.message).toBe('Invalid value passed for organization_id: must be an organization id (digits).');
    }
  });

  it('refuses an organization the user is not an active member of, over REST and GraphQL', async () => {
    const owner = await platform.tenant();
    const stranger = await platform.user();
    const theirs = stranger.client.in(owner.organizationId);

    const rest = await theirs.get('/books/v3/items');
    expectFailure(rest, 6041, 401);
    expect(rest.body.message).toBe(`You are not a member of the organization ${owner.organizationId}.`);
    expectNoStack(rest.body);
    const write = await theirs.post('/books/v3/items', { name: 'Smuggled', rate: 1 });
    expectFailure(write, 6041, 401);

    const gql = await theirs.graphql(ORGANIZATIONS_QUERY);
    expect(gql.status).toBe(401);
    expect(gql.body.errors![0].extensions).toMatchObject({ code: 'ORGANIZATION_ACCESS_DENIED', errorCode: 6041 });
    expect(gql.body.errors![0].message).toContain(owner.organizationId);

    const unknown = await stranger.client.in('123456789').graphql(ORGANIZATIONS_QUERY);
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors![0].extensions).toMatchObject({ code: 'ORGANIZATION_ACCESS_DENIED', errorCode: 6041 });

    const notAnId = await stranger.client.in('nope').graphql(ORGANIZATIONS_QUERY);
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.errors![0].message).toContain('X-Organization-Id');

    // An invitation is not membership yet; accepting it is.
    await platform.database.db
      .insert(memberships)
      .values({ organizationId: owner.organizationId, userId: stranger.userId, role: 'submitter', status: 'invited' });
    expectFailure(await theirs.get('/books/v3/items'), 6041, 401);
    await platform.database.db
      .update(memberships)
      .set({ status: 'active' })
      .where(and(eq(memberships.organizationId, owner.organizationId), eq(memberships.userId, stranger.userId)));
    const member = await theirs.get('/books/v3/items');
    expectOk(member);
    expect(member.body.items).toEqual([]);
    const memberGql = await theirs.graphql(ORGANIZATIONS_QUERY);
    expect(memberGql.status).toBe(200);
    expect(memberGql.body.data.organizations.nodes.map((o: any) => o.organizationId)).toEqual([owner.organizationId]);
  });

  it('a member reaches its organization over REST and GraphQL', async () => {
    const { client, organizationId } = await platform.tenant();
    const rest = await client.get('/books/v3/items');
    expectOk(rest);
    const gql = await client.graphql('{ items { nodes { itemId } } }');
    expect(gql.status).toBe(200);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.items.nodes).toEqual([]);
    const noOrg = await new Client(platform.url, client.token).graphql('{ items { nodes { itemId } } }');
    expect(noOrg.body.errors![0].extensions).toMatchObject({ code: 'ORGANIZATION_REQUIRED' });
    expect(noOrg.body.errors![0].message).toContain('X-Organization-Id');
    expect(organizationId).toMatch(/^\d+$/);
  });
});

describe("the family's own spellings beside the specification's", () => {
  it('takes the access token in Zoho-oauthtoken as in Svc-oauthtoken, over REST and GraphQL, in any case', async () => {
    const { client, organizationId } = await platform.tenant();
    for (const scheme of ['Zoho-oauthtoken', 'zoho-OAUTHTOKEN', 'Svc-oauthtoken']) {
      const items = await raw('GET', `/books/v3/items?organization_id=${organizationId}`, { authorization: `${scheme} ${client.token}` });
      expectOk(items);
      const gql = await raw(
        'POST',
        '/graphql',
        { authorization: `${scheme} ${client.token}`, 'x-organization-id': organizationId },
        { query: ORGANIZATIONS_QUERY },
      );
      expect(gql.status, scheme).toBe(200);
      expect(gql.body.data.organizations.nodes.map((o: any) => o.organizationId)).toEqual([organizationId]);
    }
    const userinfo = await fetch(new URL('/oauth/v2/userinfo', platform.url), { headers: { authorization: `Zoho-oauthtoken ${client.token}` } });
    expect(userinfo.status).toBe(200);

    // Another product's scheme is still no scheme of ours.
    const refused = await raw('GET', '/books/v3/organizations', { authorization: `Zoho-enczapikey ${client.token}` });
    expectFailure(refused, 57, 401);
    expect(refused.body.message).toBe('Invalid OAuth token: send the header Authorization: Svc-oauthtoken <access_token>.');
  });

  it('reads the organization from X-com-zoho-expense-organizationid, X-com-zoho-subscriptions-organizationid and ZANALYTICS-ORGID', async () => {
    const { client, organizationId } = await platform.tenant();
    const stranger = await platform.tenant();
    const auth = { authorization: `Zoho-oauthtoken ${client.token}` };
    const routes: [string, string, (r: Response) => void][] = [
      ['/expense/v1/expensecategories', 'X-com-zoho-expense-organizationid', (r) => expect(r.body.expense_categories).toEqual(expect.any(Array))],
      ['/billing/v1/payments', 'X-com-zoho-subscriptions-organizationid', (r) => expect(r.body.payments).toEqual([])],
      // (GET /restapi/v2/workspaces lists every organization's workspaces without the header: a route of one organization's data here.)
      ['/restapi/v2/datasets', 'ZANALYTICS-ORGID', (r) => expect(r.body).toMatchObject({ status: 'success', data: { datasets: expect.any(Array) } })],
    ];
    for (const [path, header, served] of routes) {
      const ours = await raw('GET', path, { ...auth, [header]: organizationId });
      expect(ours.status, `${path} ${JSON.stringify(ours.body)}`).toBe(200);
      served(ours);
      // The header is read, not ignored: another organization in it is refused.
      const theirs = await raw('GET', path, { ...auth, [header]: stranger.organizationId });
      expect(theirs.status, `${path} ${JSON.stringify(theirs.body)}`).toBe(401);
      // A request with neither spelling is told the specification's name.
      const none = await raw('GET', path, auth);
      expect(none.status, path).toBe(400);
      expect(JSON.stringify(none.body), path).toContain(header.replace('zoho', 'svc').replace('ZANALYTICS', 'SVC-ANALYTICS'));
    }
  });

  it('grants ZohoBooks.*, ZohoInventory.*, … scopes as SvcBooks.*, SvcInventory.*, … and keeps them as asked', async () => {
    const { credentials } = await platform.user();
    for (const scope of ['ZohoBooks.settings.CREATE', 'zohobooks.settings.all', 'ZohoBooks.fullaccess.all']) {
      const res = await token(platform.url, {
        grant_type: 'client_credentials',
        client_id: credentials.client_id,
        client_secret: credentials.client_secret,
        scope,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.scope).toBe(scope);
      const created = await new Client(platform.url, res.body.access_token).post('/books/v3/organizations', { name: `Made with ${scope}` });
      expectOk(created, 201);
    }
    const inventory = await scoped(credentials, 'ZohoInventory.fullaccess.all');
    const refused = await inventory.post('/books/v3/organizations', { name: 'Not allowed' });
    expectFailure(refused, 57, 403);
    expect(refused.body.message).toContain('SvcBooks.settings.CREATE');

    // A refresh narrows in either spelling: a refresh token of SvcBooks.fullaccess.all gives ZohoBooks.settings.READ.
    const narrowed = await token(platform.url, {
      grant_type: 'refresh_token',
      refresh_token: credentials.refresh_token,
      client_id: credentials.client_id,
      client_secret: credentials.client_secret,
      scope: 'ZohoBooks.settings.READ',
    });
    expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
    const reader = new Client(platform.url, narrowed.body.access_token);
    expectOk(await reader.get('/books/v3/organizations'));
    expectFailure(await reader.post('/books/v3/organizations', { name: 'Not allowed' }), 57, 403);

    const unknown = await token(platform.url, {
      grant_type: 'client_credentials',
      client_id: credentials.client_id,
      client_secret: credentials.client_secret,
      scope: 'ZohoCRM.modules.ALL',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_scope');
  });
});

describe("the family's spellings of the other products' scopes", () => {
  it('grants ZohoExpense, ZohoSubscriptions, ZohoAnalytics and Zeptomail scopes as the specification’s products, each only its own', async () => {
    const { client, credentials } = await platform.user();
    const created = await client.post('/books/v3/organizations', { name: 'Family Scopes Inc', currency_code: 'USD' });
    expectOk(created, 201);
    const organizationId = created.body.organization.organization_id as string;
    const products: [string, string, Record<string, string>][] = [
      ['ZohoExpense.fullaccess.all', '/expense/v1/expensecategories', { 'X-com-zoho-expense-organizationid': organizationId }],
      ['ZohoSubscriptions.fullaccess.all', '/billing/v1/payments', { 'X-com-zoho-subscriptions-organizationid': organizationId }],
      ['ZohoAnalytics.fullaccess.all', '/restapi/v2/workspaces', { 'ZANALYTICS-ORGID': organizationId }],
      ['Zeptomail.fullaccess.all', '/v1.1/agents', {}],
    ];
    for (const [scope, path, headers] of products) {
      const res = await token(platform.url, {
        grant_type: 'client_credentials',
        client_id: credentials.client_id,
        client_secret: credentials.client_secret,
        scope,
      });
      expect(res.status, `${scope} ${JSON.stringify(res.body)}`).toBe(200);
      const authorization = `Zoho-oauthtoken ${res.body.access_token}`;
      const served = await raw('GET', path, { authorization, ...headers });
      expect(served.status, `${scope} ${path} ${JSON.stringify(served.body)}`).toBe(200);
      // Each product's scope is that product's only.
      const books = await raw('GET', `/books/v3/contacts?organization_id=${organizationId}`, { authorization });
      expect(books.status, scope).toBe(403);
    }
  });
});

describe('the caller in histories', () => {
  it('is named by the statement that checks its membership: its name, else its email', async () => {
    const { client, userId, email } = await platform.tenant();
    const created = await client.post('/books/v3/contacts', { contact_name: 'Named' });
    expectOk(created, 201);
    const id = created.body.contact.contact_id;
    const nameAs = (name: string) => platform.accessChanged(() => platform.database.db.update(users).set({ name }).where(eq(users.id, userId)));
    /** Who the history names for an update, and the statements of the update. */
    const update = async (notes: string) => {
      const { value: updated, sql, access } = await platform.statementsDuring(() => client.put(`/books/v3/contacts/${id}`, { notes }));
      expectOk(updated);
      const history = await client.get(`/books/v3/contacts/${id}/comments`);
      return { by: history.body.contact_comments[0].commented_by, sql: [...access, ...sql] };
    };

    await nameAs('');
    expect((await update('No name')).by).toBe(email);
    await nameAs('Ada Lovelace');
    const named = await update('Named now');
    expect(named.by).toBe('Ada Lovelace');
    // The one statement reading the caller's user row is the membership check.
    expect(named.sql.filter((statement) => statement.includes('"core"."users"'))).toEqual([expect.stringContaining('"core"."memberships"')]);
  });
});

describe('tokens and memberships kept in memory for a few seconds', () => {
  it('a client’s next request reads neither its token nor its membership again', async () => {
    const { client } = await platform.tenant();
    const first = await platform.statementsDuring(() => client.get('/books/v3/items'));
    expectOk(first.value);
    const next = await platform.statementsDuring(() => client.get('/books/v3/items'));
    expectOk(next.value);
    expect(first.access.length).toBeGreaterThan(0);
    expect(next.access).toEqual([]);
    expect(next.sql.length).toBeGreaterThan(0);
  });

  it('a token revoked elsewhere (another process, or SQL) is refused once the database announces it', async () => {
    const { client } = await platform.tenant();
    expectOk(await client.get('/books/v3/items'));
    // What another gateway process does: this one learns of it only from the database.
    await platform.accessChanged(() => revokeToken(platform.database.db, client.token));
    expectFailure(await client.get('/books/v3/items'), 57, 401);
  });

  it('a membership ended by SQL is refused once the database announces it', async () => {
    const { client, userId, organizationId } = await platform.tenant();
    expectOk(await client.get('/books/v3/items'));
    await platform.accessChanged(() =>
      platform.database.db
        .update(memberships)
        .set({ status: 'inactive' })
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId))),
    );
    expectFailure(await client.get('/books/v3/items'), 6041, 401);
  });

  it('the process that ends a membership hears its own notice at once (Database.echo), not after the round trip', async () => {
    // Payloads the gateway's own listener ignores, and no other notice can be mistaken for.
    const heard: string[] = [];
    const unlisten = await platform.database.listen(ACCESS_CHANNEL, (notice) => heard.push(notice));
    platform.database.echo(ACCESS_CHANNEL, 'echo 1');
    expect(heard).toContain('echo 1');
    await unlisten();
    platform.database.echo(ACCESS_CHANNEL, 'echo 2');
    expect(heard).not.toContain('echo 2');
  });
});
