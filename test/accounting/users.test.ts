import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

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

  it('refuses unknown emails, members already in, and bad roles', async () => {
    const { client, email } = await platform.tenant();
    const unknown = await client.post('/books/v3/users', { email: 'nobody-here@example.com', role: 'staff' });
    expectFailure(unknown, 4);
    expect(unknown.body).toEqual({
      code: 4,
      message: 'Invalid value passed for email: no user account has the email nobody-here@example.com; the user must have an account first (kontor bootstrap).',
    });
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
