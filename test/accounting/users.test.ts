import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Clock, systemClock } from '../../subgraphs/core/values/clock.ts';
import { authorize, hiddenInputs, postForm } from '../auth/oauth-flow.ts';
import { Client, type Platform, startPlatform, token } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
// Days added to the time: the invitation links' seven days pass without waiting.
let daysLater = 0;
const clock: Clock = { now: () => new Date(systemClock.now().getTime() + daysLater * 86_400_000) };
beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => platform?.stop());

/** Signs in to the dashboard with a password, as a person does; its client, or the status the sign-in stopped at. */
async function signIn(email: string, password: string): Promise<Client | number> {
  const verifier = randomBytes(32).toString('base64url');
  const redirect = `${platform.url}/dashboard`;
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'kontor-dashboard',
    redirect_uri: redirect,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const login = await fetch(`${platform.url}/oauth/v2/auth?${query}`);
  const consent = await postForm(`${platform.url}/oauth/v2/auth`, { ...hiddenInputs(await login.text()), email, password });
  if (consent.status !== 200) return consent.status;
  const target = await authorize(platform.url, Object.fromEntries(query) as { client_id: string; redirect_uri: string }, { email, password });
  const exchanged = await token(platform.url, {
    grant_type: 'authorization_code',
    code: target.searchParams.get('code')!,
    redirect_uri: redirect,
    client_id: 'kontor-dashboard',
    code_verifier: verifier,
  });
  expect(exchanged.status).toBe(200);
  return new Client(platform.url, exchanged.body.access_token);
}

/** The invitation page's form as a browser submits it. */
async function join(url: string, password: string, again = password): Promise<{ status: number; text: string }> {
  const page = await fetch(url);
  if (page.status !== 200) return { status: page.status, text: await page.text() };
  const res = await postForm(`${platform.url}/accounts/invitation`, { ...hiddenInputs(await page.text()), password, password_again: again });
  return { status: res.status, text: await res.text() };
}

describe('users', () => {
  it('lists the members of the organization', async () => {
    const { client, userId, email } = await platform.tenant();
    const res = await client.get('/books/v3/users');
    expectOk(res);
    // The list answers the family's list entry; the role and join time (not in it) through a list query selecting them.
    expect(res.body.users).toEqual([
      {
        user_id: userId,
        name: email.split('@')[0],
        email,
        user_role: 'admin',
        status: 'active',
        is_current_user: true,
      },
    ]);
    const whole = await client.graphql('{ users { nodes { userId role userRole status createdTime } } }');
    expect(whole.body.errors).toBeUndefined();
    expect(whole.body.data.users.nodes).toEqual([
      {
        userId,
        role: 'ADMIN',
        userRole: 'admin',
        status: 'ACTIVE',
        createdTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/),
      },
    ]);
    expect(res.body.page_context).toEqual({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'name',
      sort_order: 'A',
      applied_filter: '',
      report_name: 'Users',
    });
  });

  it('adds an existing user, who can then use the organization', async () => {
    const admin = await platform.tenant();
    const invitee = await platform.user();
    const outsider = await platform.user();

    // Before the invitation the user is refused.
    const before = await invitee.client.in(admin.organizationId).get('/books/v3/contacts');
    expectFailure(before, 6041, 401);

    const res = await admin.client.post('/books/v3/users', { email: invitee.email.toUpperCase(), role: 'staff' });
    expectOk(res);
    expect(res.body).toMatchObject({ code: 0, message: 'The user has been added to the organization.' });
    expect(res.body.user).toMatchObject({ user_id: invitee.userId, email: invitee.email, role: 'staff', status: 'active', is_current_user: false });

    const member = invitee.client.in(admin.organizationId);
    const contacts = await member.get('/books/v3/contacts');
    expectOk(contacts);
    expectOk(await member.post('/books/v3/contacts', { contact_name: 'Made by staff' }), 201);
    const orgs = await invitee.client.get('/books/v3/organizations');
    expect(orgs.body.organizations).toEqual([expect.objectContaining({ organization_id: admin.organizationId, is_default_org: true })]);
    // The caller's role and membership in it are on the organization read whole.
    const org = await invitee.client.get(`/books/v3/organizations/${admin.organizationId}`);
    expectOk(org);
    expect(org.body.organization).toMatchObject({ organization_id: admin.organizationId, user_role: 'staff', user_status: 'active', is_default_org: true });

    const seen = await member.get('/books/v3/users');
    expect(seen.body.users.map((u: any) => [u.email, u.user_role, u.is_current_user])).toEqual(
      [
        [admin.email, 'admin', false],
        [invitee.email, 'staff', true],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // The role itself (not in the family's list entry) through a query that selects it.
    const roles = await member.graphql('{ users(sortColumn: EMAIL, sortOrder: A) { nodes { email role userRole isCurrentUser } } }');
    expect(roles.body.errors).toBeUndefined();
    expect(roles.body.data.users.nodes).toEqual(
      [
        { email: admin.email, role: 'ADMIN', userRole: 'admin', isCurrentUser: false },
        { email: invitee.email, role: 'STAFF', userRole: 'staff', isCurrentUser: true },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );

    const refused = await outsider.client.in(admin.organizationId).get('/books/v3/contacts');
    expectFailure(refused, 6041, 401);
    expect(refused.body).toEqual({ code: 6041, message: `You are not a member of the organization ${admin.organizationId}.` });
  });

  it('refuses bad emails, members already in, and bad roles', async () => {
    const { client, email } = await platform.tenant();
    const bad = await client.post('/books/v3/users', { email: 'nobody-at-example.com', role: 'staff' });
    expectFailure(bad, 4);
    expect(bad.body).toEqual({ code: 4, message: 'Invalid value passed for email: "nobody-at-example.com" is not an email address.' });
    const self = await client.post('/books/v3/users', { email, role: 'admin' });
    expectFailure(self, 1001);
    expect(self.body).toEqual({ code: 1001, message: `${email} is already a member of the organization.` });

    const other = await platform.user();
    expectOk(await client.post('/books/v3/users', { email: other.email, role: 'approver' }));
    const twice = await client.post('/books/v3/users', { email: other.email, role: 'submitter' });
    expect(twice.body.code).toBe(1001);

    const role = await client.post('/books/v3/users', { email: other.email, role: 'owner' });
    expectFailure(role, 4);
    expect(role.body.message).toBe('Invalid value passed for role: must be one of admin, approver, submitter, staff.');
    const missing = await client.post('/books/v3/users', { role: 'staff' });
    expect(missing.body.message).toBe('Invalid value passed for email: is required.');
    const noRole = await client.post('/books/v3/users', { email: other.email });
    expect(noRole.body.message).toBe('Invalid value passed for role: is required.');
  });

  it('lets only an admin invite', async () => {
    const admin = await platform.tenant();
    const staff = await platform.user();
    const third = await platform.user();
    await admin.client.post('/books/v3/users', { email: staff.email, role: 'approver' });
    const res = await staff.client.in(admin.organizationId).post('/books/v3/users', { email: third.email, role: 'staff' });
    expectFailure(res, 57, 403);
    expect(res.body).toEqual({ code: 57, message: 'Only an admin of the organization can invite users.' });
    const list = await admin.client.get('/books/v3/users');
    expect(list.body.users.map((u: any) => u.email)).not.toContain(third.email);
  });

  it('sorts and pages members, and keeps organizations apart', async () => {
    const admin = await platform.tenant();
    const other = await platform.tenant();
    const added = [await platform.user(), await platform.user()];
    for (const u of added) await admin.client.post('/books/v3/users', { email: u.email, role: 'submitter' });
    const newest = await admin.client.get('/books/v3/users', { sort_column: 'created_time', per_page: 2 });
    expect(newest.body.users.map((u: any) => u.user_id)).toEqual([added[1].userId, added[0].userId]);
    expect(newest.body.page_context).toMatchObject({ per_page: 2, has_more_page: true, sort_column: 'created_time', sort_order: 'D' });
    const byEmail = await admin.client.get('/books/v3/users', { sort_column: 'email', sort_order: 'D' });
    const emails = byEmail.body.users.map((u: any) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const theirs = await other.client.get('/books/v3/users');
    expect(theirs.body.users.map((u: any) => u.user_id)).toEqual([other.userId]);
  });

  it('lists a page in a constant number of SQL statements', async () => {
    const admin = await platform.tenant();
    for (const u of [await platform.user(), await platform.user()]) await admin.client.post('/books/v3/users', { email: u.email, role: 'approver' });
    const count = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() => admin.client.get('/books/v3/users', { per_page: perPage }));
      expect(res.body.users).toHaveLength(perPage);
      return sql.length;
    };
    expect(await count(3)).toBe(await count(1));
  });

  it('needs the settings scope', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.contacts.ALL' });
    const res = await client.get('/books/v3/users');
    expectFailure(res, 57, 403);
  });

  it('serves members over GraphQL', async () => {
    const admin = await platform.tenant();
    const invitee = await platform.user();
    const invited = await admin.client.graphql(
      'mutation ($input: InviteUserInput!) { inviteUser(input: $input) { user { userId role status isCurrentUser } } }',
      {
        input: { email: invitee.email, role: 'APPROVER' },
      },
    );
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data.inviteUser.user).toEqual({ userId: invitee.userId, role: 'APPROVER', status: 'ACTIVE', isCurrentUser: false });
    const list = await invitee.client.in(admin.organizationId).graphql('{ users(sortColumn: CREATED_TIME) { nodes { userId isCurrentUser } } }');
    expect(list.body.data.users.nodes).toEqual([
      { userId: invitee.userId, isCurrentUser: true },
      { userId: admin.userId, isCurrentUser: false },
    ]);
  });
});

describe('invitations and members', () => {
  it('invites a new email: an account that joins by choosing its password at the link, once', async () => {
    const admin = await platform.tenant({ organization: { name: 'Invite & Co' } });
    const email = `new-${randomBytes(4).toString('hex')}@example.com`;
    const res = await admin.client.post('/books/v3/users', { email, name: 'Nova Person', role: 'staff' });
    expectOk(res);
    expect(res.body.user).toMatchObject({ email, name: 'Nova Person', user_role: 'staff', status: 'invited' });
    const url: string = res.body.invitation_url;
    expect(url).toMatch(new RegExp(`^${platform.url}/accounts/invitation\\?token=[\\w-]{43}$`));
    const userId = res.body.user.user_id;

    // Not a member until joined: no password to sign in with.
    expect(await signIn(email, 'a password')).toBe(401);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Join Invite &amp; Co</h1>');

    const short = await join(url, 'short');
    expect(short.status).toBe(400);
    expect(short.text).toContain('The password must have at least 8 characters.');
    const differ = await join(url, 'long enough 1', 'long enough 2');
    expect(differ.status).toBe(400);
    expect(differ.text).toContain('The two passwords differ.');
    const joined = await join(url, 'long enough 1');
    expect(joined.status).toBe(200);
    expect(joined.text).toContain(`You have joined as ${email}.`);
    // Spent: the link opens nothing now, and sets no password again.
    expect((await join(url, 'another password')).status).toBe(404);

    const member = await signIn(email, 'long enough 1');
    expect(member).toBeInstanceOf(Client);
    const me = await (member as Client).in(admin.organizationId).get('/books/v3/users/me');
    expectOk(me);
    expect(me.body.user).toMatchObject({ user_id: userId, email, user_role: 'staff', status: 'active', is_current_user: true });
    expectOk(await (member as Client).in(admin.organizationId).post('/books/v3/contacts', { contact_name: 'By the new member' }), 201);
    const seen = await admin.client.get(`/books/v3/users/${userId}`);
    expect(seen.body.user).toMatchObject({ status: 'active', is_current_user: false });
  });

  it('invites again with a new link that replaces the old, refuses links after seven days, and not a joined member', async () => {
    const admin = await platform.tenant();
    const email = `late-${randomBytes(4).toString('hex')}@example.com`;
    const first = await admin.client.post('/books/v3/users', { email, role: 'approver' });
    const userId = first.body.user.user_id;
    const again = await admin.client.post(`/books/v3/users/${userId}/invite`);
    expectOk(again);
    expect(again.body).toMatchObject({ message: 'Your invitation has been sent.', invitation_url: expect.stringContaining('/accounts/invitation?token=') });
    expect((await fetch(first.body.invitation_url)).status).toBe(404);

    daysLater = 8;
    try {
      expect((await join(again.body.invitation_url, 'long enough 1')).status).toBe(404);
    } finally {
      daysLater = 0;
    }
    const third = await admin.client.post(`/books/v3/users/${userId}/invite`);
    expect((await join(third.body.invitation_url, 'long enough 1')).status).toBe(200);
    const joined = await admin.client.post(`/books/v3/users/${userId}/invite`);
    expectFailure(joined, 1003);
    expect(joined.body.message).toBe(`${email} has already joined the organization; only an invited user can be invited again.`);
  });

  it('changes, deactivates and removes members, never the last active admin, and only by an admin', async () => {
    const admin = await platform.tenant();
    const other = await platform.user();
    const added = await admin.client.post('/inventory/v1/users', { email: other.email, role: 'staff' });
    expect(added.body.user).toMatchObject({ status: 'active' });
    // No link for an account that joins at once (a null string is empty on the family's wire).
    expect(added.body.invitation_url).toBe('');
    const member = other.client.in(admin.organizationId);

    const updated = await admin.client.put(`/books/v3/users/${other.userId}`, { name: 'Renamed', role: 'approver' });
    expectOk(updated);
    expect(updated.body).toMatchObject({ message: 'The user information has been updated.', user: { name: 'Renamed', role: 'approver' } });
    const staffTries = await member.post(`/books/v3/users/${admin.userId}/inactive`);
    expectFailure(staffTries, 57, 403);
    expect(staffTries.body.message).toBe('Only an admin of the organization can change users.');

    const off = await admin.client.post(`/books/v3/users/${other.userId}/inactive`);
    expectOk(off);
    expect(off.body.user.status).toBe('inactive');
    expectFailure(await member.get('/books/v3/contacts'), 6041, 401);
    expectOk(await admin.client.post(`/books/v3/users/${other.userId}/active`));
    expectOk(await member.get('/books/v3/contacts'));

    // The only active admin stays one.
    for (const [res, message] of [
      [await admin.client.post(`/books/v3/users/${admin.userId}/inactive`), 'marked inactive'],
      [await admin.client.put(`/books/v3/users/${admin.userId}`, { user_role: 'staff' }), 'demoted'],
      [await admin.client.delete(`/books/v3/users/${admin.userId}`), 'removed'],
    ] as const) {
      expectFailure(res, 1003);
      expect(res.body.message, message).toBe(`${admin.email} is the organization's only active admin; make another member an admin first.`);
    }
    expectOk(await admin.client.put(`/books/v3/users/${other.userId}`, { user_role: 'admin' }));
    const removed = await admin.client.delete(`/books/v3/users/${admin.userId}`);
    expectOk(removed);
    expect(removed.body).toEqual({ code: 0, message: 'The user has been removed from your organization.' });
    expectFailure(await admin.client.get('/books/v3/contacts'), 6041, 401);

    // Another organization's member does not exist here.
    const elsewhere = await platform.tenant();
    expectFailure(await elsewhere.client.get(`/books/v3/users/${other.userId}`), 1002, 404);
    expectFailure(await elsewhere.client.post(`/books/v3/users/${other.userId}/inactive`), 1002, 404);
  });

  it('serves the same over GraphQL', async () => {
    const admin = await platform.tenant();
    const email = `gql-${randomBytes(4).toString('hex')}@example.com`;
    const invited = await admin.client.graphql(
      'mutation ($input: InviteUserInput!) { inviteUser(input: $input) { user { userId status name } invitationUrl } }',
      {
        input: { email, role: 'SUBMITTER', name: 'Graph Q' },
      },
    );
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data.inviteUser).toMatchObject({ user: { status: 'INVITED', name: 'Graph Q' }, invitationUrl: expect.stringContaining('token=') });
    const { userId } = invited.body.data.inviteUser.user;
    const me = await admin.client.graphql('{ currentUser { userId role } }');
    expect(me.body.data.currentUser).toEqual({ userId: admin.userId, role: 'ADMIN' });
    const removed = await admin.client.graphql('mutation ($id: ID!) { removeUser(userId: $id) { userId } }', { id: userId });
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data.removeUser).toEqual({ userId });
    const gone = await admin.client.graphql('query ($id: ID!) { user(userId: $id) { userId } }', { id: userId });
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
