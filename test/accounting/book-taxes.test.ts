import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;
const TAXES = '/books/v3/settings/taxes';
const GROUPS = '/books/v3/settings/taxgroups';
const BOOKS_SETTINGS = 'SvcBooks.settings.ALL';

async function books(scope = BOOKS_SETTINGS) {
  return platform.tenant({ scope, organization: { address: { country: 'Germany', city: 'Berlin' }, currency_code: 'EUR' } });
}

async function tax(client: Client, percentage: number, extra: Record<string, unknown> = {}): Promise<any> {
  const res = await client.post(TAXES, { tax_name: unique('VAT'), tax_percentage: percentage, ...extra });
  expectOk(res, 201);
  return res.body.tax[0];
}

describe('taxes under /books/v3/settings', () => {
  it('are created, read, changed and deleted with a Books token', async () => {
    const { client } = await books();
    const created = await client.post(TAXES, { tax_name: 'VAT19', tax_percentage: 19, tax_authority_name: 'Finanzamt', is_value_added: true });
    expectOk(created, 201);
    // As the family's Books shapes: one tax in a one-element array.
    expect(created.body.tax).toHaveLength(1);
    expect(created.body.tax[0]).toMatchObject({
      tax_name: 'VAT19',
      tax_percentage: 19,
      tax_type: 'tax',
      tax_authority_name: 'Finanzamt',
      is_value_added: true,
      country: 'Germany',
      country_code: 'DE',
    });
    expect(created.body.message).toBe('The tax has been added.');
    const id = created.body.tax[0].tax_id;

    const one = await client.get(`${TAXES}/${id}`);
    expectOk(one);
    expect(one.body.tax).toEqual([expect.objectContaining({ tax_id: id })]);
    const list = await client.get(TAXES);
    expectOk(list);
    expect(list.body.taxes.map((t: any) => t.tax_id)).toContain(id);
    expect(list.body.page_context).toMatchObject({ page: 1, applied_filter: 'Taxes.Active' });

    const updated = await client.put(`${TAXES}/${id}`, { tax_percentage: 7 });
    expectOk(updated);
    expect(updated.body.tax).toEqual([expect.objectContaining({ tax_id: id, tax_percentage: 7 })]);

    const removed = await client.delete(`${TAXES}/${id}`);
    expectOk(removed);
    expect(removed.body).toEqual({ code: 0, message: 'The record has been deleted.' });
    expectFailure(await client.get(`${TAXES}/${id}`), 1002, 404);
  });

  it('shows the same tax at /erp/v3 for a full-access user', async () => {
    const { client } = await platform.tenant({ organization: { address: { country: 'India' }, currency_code: 'INR' } });
    const created = await client.post(TAXES, { tax_name: unique('GST'), tax_percentage: 18 });
    expectOk(created, 201);
    const books = created.body.tax[0];
    const erp = await client.get(`/erp/v3/settings/taxes/${books.tax_id}`);
    expectOk(erp);
    // /erp/v3 answers the tax as an object.
    expect(erp.body.tax).toEqual(books);
    expect(erp.body.tax).toMatchObject({ tax_name: books.tax_name, country: 'India', country_code: 'IN' });
  });

  it('needs a SvcBooks.settings scope', async () => {
    const { client } = await books('SvcBooks.contacts.ALL');
    const res = await client.get(TAXES);
    expectFailure(res, 57, 403);
    expect(res.body.message).toContain('SvcBooks.settings.READ');
    const readOnly = (await books('SvcBooks.settings.READ')).client;
    expectOk(await readOnly.get(TAXES));
    expectFailure(await readOnly.post(TAXES, { tax_name: 'x', tax_percentage: 1 }), 57, 403);
  });

  it('refuses bad input naming the field', async () => {
    const { client } = await books();
    const res = await client.post(TAXES, { tax_name: 'Bad', tax_percentage: 120 });
    expectFailure(res, 4);
    expect(res.body.message).toContain('tax_percentage');
    const name = unique('Dup');
    await tax(client, 5, { tax_name: name });
    const dup = await client.post(TAXES, { tax_name: name.toUpperCase(), tax_percentage: 6 });
    expectFailure(dup, 1001);
  });
});

describe('tax groups under /books/v3/settings', () => {
  it('groups taxes: percentage is the members sum, members carry their authority', async () => {
    const { client } = await books();
    const state = await tax(client, 5, { tax_authority_name: 'State' });
    const county = await tax(client, 2.5);
    const created = await client.post(GROUPS, { tax_group_name: 'Sales tax', taxes: `${state.tax_id},${county.tax_id}` });
    expectOk(created, 201);
    const group = created.body.tax_group;
    expect(group).toMatchObject({ tax_group_name: 'Sales tax', tax_group_percentage: 7.5 });
    expect(group.taxes).toEqual([
      expect.objectContaining({ tax_id: state.tax_id, tax_name: state.tax_name, tax_percentage: 5, tax_type: 'tax', tax_authority_name: 'State' }),
      expect.objectContaining({ tax_id: county.tax_id, tax_percentage: 2.5, tax_authority_id: '' }),
    ]);

    const one = await client.get(`${GROUPS}/${group.tax_group_id}`);
    expectOk(one);
    expect(one.body.tax_group).toEqual(group);
    const list = await client.get(GROUPS);
    expectOk(list);
    // The key the family's clients read (its workflow node's `taxgroups`), not tax_groups.
    expect(list.body.taxgroups).toEqual([group]);
    expect(list.body).not.toHaveProperty('tax_groups');
    // The group is a tax of type tax_group among the taxes too.
    const asTax = await client.get(`${TAXES}/${group.tax_group_id}`);
    expect(asTax.body.tax).toEqual([expect.objectContaining({ tax_type: 'tax_group', tax_percentage: 7.5 })]);

    const renamed = await client.put(`${GROUPS}/${group.tax_group_id}`, { tax_group_name: 'Combined', taxes: `${county.tax_id}` });
    expectOk(renamed);
    expect(renamed.body.tax_group).toMatchObject({ tax_group_name: 'Combined', tax_group_percentage: 2.5 });
    expect(renamed.body.tax_group.taxes.map((t: any) => t.tax_id)).toEqual([county.tax_id]);

    // A member in a group cannot be deleted; the group can, and its members stay.
    expectFailure(await client.delete(`${TAXES}/${county.tax_id}`), 1004);
    const removed = await client.delete(`${GROUPS}/${group.tax_group_id}`);
    expect(removed.body).toEqual({ code: 0, message: 'The tax group has been deleted.' });
    expectFailure(await client.get(`${GROUPS}/${group.tax_group_id}`), 1002, 404);
    expectOk(await client.get(`${TAXES}/${county.tax_id}`));
  });

  it('refuses bad members, naming the taxes field and the entry', async () => {
    const { client } = await books();
    const a = await tax(client, 5);
    const inactive = await tax(client, 3, { status: 'inactive' });
    const other = await books();
    const foreign = await tax(other.client, 4);

    const cases: [string, string][] = [
      ['', 'at least one tax'],
      [`${a.tax_id},abc`, '"abc"'],
      [`${a.tax_id},${a.tax_id}`, 'already in the group'],
      [`${a.tax_id},${inactive.tax_id}`, 'inactive'],
      [`${a.tax_id},${foreign.tax_id}`, `is not a tax of the organization (tax ${foreign.tax_id})`],
    ];
    for (const [taxes, rule] of cases) {
      const res = await client.post(GROUPS, { tax_group_name: unique('G'), taxes });
      expectFailure(res, 4);
      expect(res.body.message).toContain('Invalid value passed for taxes');
      expect(res.body.message).toContain(rule);
    }
    const group = await client.post(GROUPS, { tax_group_name: unique('G'), taxes: a.tax_id });
    expectOk(group, 201);
    const nested = await client.post(GROUPS, { tax_group_name: unique('G'), taxes: group.body.tax_group.tax_group_id });
    expectFailure(nested, 4);
    expect(nested.body.message).toContain('taxes');
    const missingName = await client.post(GROUPS, { taxes: a.tax_id });
    expectFailure(missingName, 4);
    expect(missingName.body.message).toContain('tax_group_name');
  });

  it('takes the members as tax_ids too, the name the family’s workflow clients send; not both names at once', async () => {
    const { client } = await books();
    const a = await tax(client, 5);
    const b = await tax(client, 2);
    const created = await client.post(GROUPS, { tax_group_name: unique('G'), tax_ids: `${a.tax_id},${b.tax_id}` });
    expectOk(created, 201);
    expect(created.body.tax_group.taxes.map((t: any) => t.tax_id)).toEqual([a.tax_id, b.tax_id]);
    expect(created.body.tax_group.tax_group_percentage).toBe(7);

    const changed = await client.put(`${GROUPS}/${created.body.tax_group.tax_group_id}`, { tax_ids: b.tax_id });
    expectOk(changed);
    expect(changed.body.tax_group.taxes.map((t: any) => t.tax_id)).toEqual([b.tax_id]);

    const bad = await client.post(GROUPS, { tax_group_name: unique('G'), tax_ids: 'abc' });
    expectFailure(bad, 4);
    expect(bad.body.message).toContain('Invalid value passed for taxes');
    const both = await client.post(GROUPS, { tax_group_name: unique('G'), taxes: a.tax_id, tax_ids: b.tax_id });
    expectFailure(both, 4);
    expect(both.body.message).toBe('Invalid value passed for tax_ids: is another name of taxes: send one of them.');
  });

  it('a simple tax or another organization’s group is no tax group', async () => {
    const { client } = await books();
    const simple = await tax(client, 5);
    expectFailure(await client.get(`${GROUPS}/${simple.tax_id}`), 1002, 404);
    expectFailure(await client.put(`${GROUPS}/${simple.tax_id}`, { tax_group_name: 'x' }), 1002, 404);
    expectFailure(await client.delete(`${GROUPS}/${simple.tax_id}`), 1002, 404);
    const other = await books();
    const otherTax = await tax(other.client, 5);
    const otherGroup = await other.client.post(GROUPS, { tax_group_name: unique('G'), taxes: otherTax.tax_id });
    expectOk(otherGroup, 201);
    expectFailure(await client.get(`${GROUPS}/${otherGroup.body.tax_group.tax_group_id}`), 1002, 404);
    expectFailure(await client.delete(`${GROUPS}/${otherGroup.body.tax_group.tax_group_id}`), 1002, 404);
    expectOk(await other.client.get(`${GROUPS}/${otherGroup.body.tax_group.tax_group_id}`));
  });
});

describe('the default tax', () => {
  it('is at most one per organization: a second default clears the first', async () => {
    const { client } = await books();
    const first = await tax(client, 19, { is_default_tax: true });
    expect(first.is_default_tax).toBe(true);
    const plain = await tax(client, 7);
    expect(plain.is_default_tax).toBe(false);

    // Made default on update: the first stops being the default in the same write.
    const second = await client.put(`${TAXES}/${plain.tax_id}`, { is_default_tax: true });
    expectOk(second);
    expect(second.body.tax[0]).toMatchObject({ tax_id: plain.tax_id, is_default_tax: true });
    const firstNow = await client.get(`${TAXES}/${first.tax_id}`);
    expect(firstNow.body.tax[0].is_default_tax).toBe(false);

    // Made default on create: again only the newest is.
    const third = await tax(client, 5, { is_default_tax: true });
    const list = await client.get(TAXES);
    expectOk(list);
    const defaults = list.body.taxes.filter((t: any) => t.is_default_tax);
    expect(defaults.map((t: any) => t.tax_id)).toEqual([third.tax_id]);
    expect(list.body.taxes.every((t: any) => typeof t.is_default_tax === 'boolean')).toBe(true);

    // Setting it false clears it; the organization then has none.
    const cleared = await client.put(`${TAXES}/${third.tax_id}`, { is_default_tax: false });
    expect(cleared.body.tax[0].is_default_tax).toBe(false);
    const after = await client.get(TAXES);
    expect(after.body.taxes.filter((t: any) => t.is_default_tax)).toEqual([]);
  });

  it('must be active: an inactive tax is refused, and a default made inactive stops being it', async () => {
    const { client } = await books();
    const refused = await client.post(TAXES, { tax_name: unique('VAT'), tax_percentage: 19, status: 'inactive', is_default_tax: true });
    expectFailure(refused, 4);
    expect(refused.body.message).toContain('is_default_tax');

    const inactive = await tax(client, 16, { status: 'inactive' });
    const made = await client.put(`${TAXES}/${inactive.tax_id}`, { is_default_tax: true });
    expectFailure(made, 4);
    expect(made.body.message).toContain('is_default_tax');

    const current = await tax(client, 19, { is_default_tax: true });
    const deactivated = await client.put(`${TAXES}/${current.tax_id}`, { status: 'inactive' });
    expectOk(deactivated);
    expect(deactivated.body.tax[0]).toMatchObject({ status: 'inactive', is_default_tax: false });
  });

  it('is kept per organization', async () => {
    const one = await books();
    const two = await books();
    const mine = await tax(one.client, 19, { is_default_tax: true });
    const theirs = await tax(two.client, 20, { is_default_tax: true });
    expect((await one.client.get(`${TAXES}/${mine.tax_id}`)).body.tax[0].is_default_tax).toBe(true);
    expect((await two.client.get(`${TAXES}/${theirs.tax_id}`)).body.tax[0].is_default_tax).toBe(true);
  });

  it('is answered and set at /erp/v3 too', async () => {
    const { client } = await platform.tenant({ organization: { address: { country: 'Germany' }, currency_code: 'EUR' } });
    const made = await client.post('/erp/v3/settings/taxes', { tax_name: unique('VAT'), tax_percentage: 19, is_default_tax: true });
    expectOk(made, 201);
    expect(made.body.tax).toMatchObject({ is_default_tax: true });
    const books = await client.get(`${TAXES}/${made.body.tax.tax_id}`);
    expect(books.body.tax[0].is_default_tax).toBe(true);
  });
});

describe('tax exemptions under /books/v3/settings and /inventory/v1/settings', () => {
  const EXEMPTIONS = '/books/v3/settings/taxexemptions';

  it('are added, listed, read, changed and deleted, the same rows under both prefixes', async () => {
    const { client } = await platform.tenant();
    const added = await client.post(EXEMPTIONS, { tax_exemption_code: 'RESALE', description: 'Bought for resale', type: 'customer' });
    expectOk(added);
    expect(added.body.message).toBe('The tax exemption has been added.');
    const exemption = added.body.tax_exemption;
    expect(exemption).toEqual({ tax_exemption_id: expect.any(String), tax_exemption_code: 'RESALE', description: 'Bought for resale', type: 'customer' });
    const item = await client.post('/inventory/v1/settings/taxexemptions', { tax_exemption_code: 'EXPORT', type: 'item' });
    expectOk(item);
    expect(item.body.tax_exemption).toMatchObject({ tax_exemption_code: 'EXPORT', description: '', type: 'item' });

    const list = await client.get(EXEMPTIONS);
    expectOk(list);
    expect(list.body.tax_exemptions.map((e: any) => e.tax_exemption_code)).toEqual(['EXPORT', 'RESALE']);
    expect((await client.get('/inventory/v1/settings/taxexemptions')).body.tax_exemptions).toEqual(list.body.tax_exemptions);
    expect((await client.get(`${EXEMPTIONS}/${exemption.tax_exemption_id}`)).body.tax_exemption).toEqual(exemption);

    const changed = await client.put(`${EXEMPTIONS}/${exemption.tax_exemption_id}`, { description: 'Resale certificate on file' });
    expectOk(changed);
    expect(changed.body).toMatchObject({
      message: 'The tax exemption has been updated.',
      tax_exemption: { tax_exemption_code: 'RESALE', description: 'Resale certificate on file', type: 'customer' },
    });

    const deleted = await client.delete(`/inventory/v1/settings/taxexemptions/${exemption.tax_exemption_id}`);
    expect(deleted.body).toEqual({ code: 0, message: 'The tax exemption has been deleted.' });
    expectFailure(await client.get(`${EXEMPTIONS}/${exemption.tax_exemption_id}`), 1002, 404);
  });

  it('refuses bad input naming the field, a code twice in any case, and keeps organizations apart', async () => {
    const { client } = await platform.tenant();
    expectOk(await client.post(EXEMPTIONS, { tax_exemption_code: 'NGO', type: 'customer' }));
    const twice = await client.post(EXEMPTIONS, { tax_exemption_code: 'ngo', type: 'item' });
    expectFailure(twice, 1001);
    expect(twice.body.message).toContain('A tax exemption with the code "ngo" already exists.');
    const badType = await client.post(EXEMPTIONS, { tax_exemption_code: 'X', type: 'vendor' });
    expectFailure(badType, 4);
    expect(badType.body.message).toContain('type');
    const noCode = await client.post(EXEMPTIONS, { tax_exemption_code: '  ', type: 'item' });
    expectFailure(noCode, 4);
    expect(noCode.body.message).toContain('tax_exemption_code');
    const cleared = await client.put(`${EXEMPTIONS}/${(await client.get(EXEMPTIONS)).body.tax_exemptions[0].tax_exemption_id}`, { type: null });
    expectFailure(cleared, 4);

    const mine = (await client.get(EXEMPTIONS)).body.tax_exemptions[0];
    const other = await platform.tenant();
    expect((await other.client.get(EXEMPTIONS)).body.tax_exemptions).toEqual([]);
    expectFailure(await other.client.get(`${EXEMPTIONS}/${mine.tax_exemption_id}`), 1002, 404);
    expectFailure(await other.client.put(`${EXEMPTIONS}/${mine.tax_exemption_id}`, { description: 'x' }), 1002, 404);
    expectFailure(await other.client.delete(`${EXEMPTIONS}/${mine.tax_exemption_id}`), 1002, 404);
    // The other organization may use the same code.
    expectOk(await other.client.post(EXEMPTIONS, { tax_exemption_code: 'NGO', type: 'customer' }));
  });

  it('needs a settings scope', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.contacts.READ' });
    expectFailure(await client.get(EXEMPTIONS), 57, 403);
    const inventory = await platform.tenant({ scope: 'SvcInventory.settings.ALL' });
    expectOk(await inventory.client.post('/inventory/v1/settings/taxexemptions', { tax_exemption_code: 'A1', type: 'item' }));
  });
});
