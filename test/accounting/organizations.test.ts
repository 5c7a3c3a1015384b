import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

describe('organizations', () => {
  it('creates an organization with its base currency and makes the creator its admin', async () => {
    const { client } = await platform.user();
    const res = await client.post('/books/v3/organizations', {
      name: 'Acme Ltd',
      fiscal_year_start_month: 'april',
      currency_code: 'EUR',
      time_zone: 'Europe/Berlin',
      address: { street_address1: '1 Main St', city: 'Berlin', country: 'Germany', zip: '10115' },
    });
    expectOk(res, 201);
    const org = res.body.organization;
    expect(org).toMatchObject({
      name: 'Acme Ltd',
      fiscal_year_start_month: 4,
      currency_code: 'EUR',
      currency_symbol: '€',
      price_precision: 2,
      time_zone: 'Europe/Berlin',
      user_role: 'admin',
      is_default_org: true,
      edition: 'DE',
      country: 'Germany',
      country_code: 'DE',
      address: { street_address1: '1 Main St', city: 'Berlin', country: 'Germany', zip: '10115' },
    });
    expect(org.organization_id).toMatch(/^\d+$/);

    const list = await client.get('/books/v3/organizations');
    expectOk(list);
    expect(list.body.organizations.map((o: any) => o.organization_id)).toEqual([org.organization_id]);
    expect(list.body.page_context).toMatchObject({ page: 1, per_page: 200, has_more_page: false });

    const updated = await client.put(`/books/v3/organizations/${org.organization_id}`, { name: 'Acme GmbH', fiscal_year_start_month: 'january' });
    expectOk(updated);
    expect(updated.body.organization).toMatchObject({ name: 'Acme GmbH', fiscal_year_start_month: 1 });
  });

  it('keeps its phone, fax, website and the registration numbers it prints, with their labels', async () => {
    const { client } = await platform.user();
    const created = await client.post('/books/v3/organizations', {
      name: 'Registered Ltd',
      phone: '+61 2 5550 1234',
      website: 'https://registered.example',
      company_id_label: 'ACN',
      company_id_value: '004 085 616',
      tax_id_label: 'ABN',
      tax_id_value: '51 824 753 556',
    });
    expectOk(created, 201);
    const org = created.body.organization;
    expect(org).toMatchObject({
      phone: '+61 2 5550 1234',
      fax: '',
      website: 'https://registered.example',
      company_id_label: 'ACN',
      company_id_value: '004 085 616',
      tax_id_label: 'ABN',
      tax_id_value: '51 824 753 556',
    });
    const updated = await client.put(`/books/v3/organizations/${org.organization_id}`, { fax: '+61 2 5550 9999', website: null });
    expectOk(updated);
    const read = await client.get(`/books/v3/organizations/${org.organization_id}`);
    expect(read.body.organization).toMatchObject({ phone: '+61 2 5550 1234', fax: '+61 2 5550 9999', website: '', tax_id_value: '51 824 753 556' });
    const long = await client.put(`/books/v3/organizations/${org.organization_id}`, { tax_id_label: 'x'.repeat(51) });
    expectFailure(long, 4);
    expect(long.body.message).toBe('Invalid value passed for tax_id_label: must be at most 50 characters.');
  });

  it('names its country and country code from the address, the United States without one', async () => {
    const { client } = await platform.user();
    const bare = await client.post('/books/v3/organizations', { name: 'No Address Inc' });
    expectOk(bare, 201);
    expect(bare.body.organization).toMatchObject({ edition: 'US', country: 'United States', country_code: 'US' });
    const id = bare.body.organization.organization_id;
    const moved = await client.put(`/books/v3/organizations/${id}`, { address: { city: 'Pune', country: 'IN' } });
    expectOk(moved);
    expect(moved.body.organization).toMatchObject({ edition: 'IN', country: 'India', country_code: 'IN' });
    const dotted = await client.put(`/books/v3/organizations/${id}`, { address: { country: 'U.K.' } });
    expect(dotted.body.organization).toMatchObject({ country: 'United Kingdom', country_code: 'GB' });
    // The family's list shape lacks the country, but its workflow node reads it from the list.
    const listed = (await client.get('/books/v3/organizations')).body.organizations.find((o: any) => o.organization_id === id);
    expect(listed).toMatchObject({ organization_id: id, name: 'No Address Inc', country: 'United Kingdom', country_code: 'GB' });
    expect(listed.address).toBeUndefined();
    const gql = await client.graphql('{ organizations { nodes { organizationId country countryCode } } }');
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.organizations.nodes.find((o: any) => o.organizationId === id)).toEqual({
      organizationId: id,
      country: 'United Kingdom',
      countryCode: 'GB',
    });
    expect((await client.get(`/books/v3/organizations/${id}`)).body.organization).toMatchObject({ country: 'United Kingdom', country_code: 'GB' });
  });

  it('takes a top-level country, as the family’s clients send it, agreeing with the address’s', async () => {
    const { client } = await platform.user();
    const alone = await client.post('/books/v3/organizations', { name: 'Country Only', country: 'Germany' });
    expectOk(alone, 201);
    expect(alone.body.organization).toMatchObject({ country: 'Germany', country_code: 'DE', address: { country: 'Germany' } });
    const beside = await client.post('/books/v3/organizations', { name: 'Beside', country: 'IN', address: { city: 'Pune' } });
    expectOk(beside, 201);
    expect(beside.body.organization).toMatchObject({ country: 'India', country_code: 'IN', address: { city: 'Pune', country: 'IN' } });
    const same = await client.post('/books/v3/organizations', { name: 'Same', country: 'FR', address: { country: 'France' } });
    expectOk(same, 201);
    expect(same.body.organization).toMatchObject({ country_code: 'FR', address: { country: 'France' } });

    const unknown = await client.post('/books/v3/organizations', { name: 'Nowhere', country: 'Atlantis' });
    expectFailure(unknown, 4);
    expect(unknown.body.message).toBe('Invalid value passed for country: must be a country name or ISO 3166 code.');
    const differ = await client.post('/books/v3/organizations', { name: 'Two', country: 'Germany', address: { country: 'France' } });
    expectFailure(differ, 4);
    expect(differ.body.message).toBe('Invalid value passed for country: names Germany but address.country names France: send one country.');
    const names = (await client.get('/books/v3/organizations')).body.organizations.map((o: any) => o.name);
    expect(names).not.toContain('Nowhere');
    expect(names).not.toContain('Two');
  });

  it('names the field and the rule of a bad value', async () => {
    const { client } = await platform.user();
    const month = await client.post('/books/v3/organizations', { name: 'X', fiscal_year_start_month: 'smarch' });
    expectFailure(month, 4);
    expect(month.body.message).toContain('fiscal_year_start_month');
    const missing = await client.post('/books/v3/organizations', { currency_code: 'USD' });
    expectFailure(missing, 4);
    expect(missing.body.message).toBe('Invalid value passed for name: is required.');
    const long = await client.post('/books/v3/organizations', { name: 'x'.repeat(201) });
    expectFailure(long, 4);
    expect(long.body.message).toBe('Invalid value passed for name: must be at most 200 characters.');
    const zone = await client.post('/books/v3/organizations', { name: 'X', time_zone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(zone.body.message).toContain('time_zone');
    const json = await client.request('POST', '/books/v3/organizations', { raw: '{"name": ' });
    expectFailure(json, 4);
  });

  it('lists a page in a constant number of SQL statements', async () => {
    const { client } = await platform.user();
    for (const name of ['First', 'Second', 'Third']) expect((await client.post('/books/v3/organizations', { name })).status).toBe(201);
    const count = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get('/books/v3/organizations', { per_page: perPage }));
      expect(res.body.organizations).toHaveLength(perPage);
      return sql.length;
    };
    expect(await count(3)).toBe(await count(1));
  });

  it('refuses requests without a valid token and unknown paths', async () => {
    const { client } = await platform.user();
    const anonymous = await fetch(`${platform.url}/books/v3/organizations`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: number }).code).toBe(57);
    const unknown = await client.get('/books/v3/nothing-here');
    expectFailure(unknown, 5, 404);
    const method = await client.delete('/books/v3/organizations');
    expectFailure(method, 6, 405);
  });

  it('does not show an organization to a user outside it', async () => {
    const { client: owner } = await platform.user();
    const created = await owner.post('/books/v3/organizations', { name: 'Private' });
    const { client: stranger } = await platform.user();
    const res = await stranger.get(`/books/v3/organizations/${created.body.organization.organization_id}`);
    expectFailure(res, 1002, 404);
    const gql = await stranger.graphql('{ organizations { nodes { organizationId } } }');
    expect(gql.body.data.organizations.nodes).toEqual([]);
  });
});

describe('organization settings printed into documents take only their value sets', () => {
  it('refuses a date_format that is not a date pattern and an email that is not an address, naming the field', async () => {
    const { client } = await platform.user();
    const sqlFormat = await client.post('/books/v3/organizations', { name: 'Formats', currency_code: 'USD', date_format: "dd'; drop table x; --" });
    expectFailure(sqlFormat, 4, 400);
    expect(sqlFormat.body.message).toMatch(/date_format: must be a date pattern/);
    const badEmail = await client.post('/books/v3/organizations', { name: 'Formats', currency_code: 'USD', email: 'not an address' });
    expectFailure(badEmail, 4, 400);
    expect(badEmail.body.message).toMatch(/email: must be an email address/);
    const created = await client.post('/books/v3/organizations', { name: 'Formats', currency_code: 'USD', date_format: 'dd/MM/yyyy' });
    expectOk(created, 201);
    const id = created.body.organization.organization_id;
    const update = await client.put(`/books/v3/organizations/${id}`, { date_format: '{{7*7}}' });
    expectFailure(update, 4, 400);
  });
});
