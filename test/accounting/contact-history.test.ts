import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

describe('contact history', () => {
  it('records each change of the contact, its persons, addresses and flags, newest first', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.contacts.ALL' });
    const created = await client.post('/books/v3/contacts', { contact_name: 'Globex', contact_type: 'vendor' });
    expectOk(created, 201);
    const id = created.body.contact.contact_id;
    expectOk(await client.put(`/books/v3/contacts/${id}`, { notes: 'Key supplier' }));
    const person = await client.post('/books/v3/contacts/contactpersons', { contact_id: id, first_name: 'Hank', last_name: 'Scorpio' });
    expectOk(person);
    expectOk(await client.post(`/books/v3/contacts/${id}/address`, { city: 'Cypress Creek' }));
    expectOk(await client.post(`/books/v3/contacts/${id}/track1099`));
    expectOk(await client.post(`/books/v3/contacts/${id}/inactive`));

    const history = await client.get(`/books/v3/contacts/${id}/comments`);
    expectOk(history);
    expect(history.body.contact_comments.map((c: any) => [c.operation_type, c.description])).toEqual([
      ['marked_as_inactive', 'Contact marked as inactive.'],
      ['track_1099', '1099 tracking enabled.'],
      ['address_added', 'Address Cypress Creek added.'],
      ['contact_person_added', 'Contact person Hank Scorpio added.'],
      ['updated', 'Contact Globex updated.'],
      ['added', 'Contact Globex created.'],
    ]);
    expect(history.body.contact_comments[0]).toMatchObject({ contact_id: id, contact_name: 'Globex', commented_by: expect.any(String) });
    expect(history.body.contact_comments[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(history.body.page_context).toMatchObject({ page: 1, has_more_page: false });

    const paged = await client.get(`/books/v3/contacts/${id}/comments`, { per_page: 2, page: 2 });
    expect(paged.body.contact_comments.map((c: any) => c.operation_type)).toEqual(['address_added', 'contact_person_added']);
    expect(paged.body.page_context.has_more_page).toBe(true);
  });

  it('is 404 for another organization’s contact', async () => {
    const { client } = await platform.tenant();
    const other = await platform.tenant();
    const theirs = await other.client.post('/books/v3/contacts', { contact_name: 'Theirs' });
    expectFailure(await client.get(`/books/v3/contacts/${theirs.body.contact.contact_id}/comments`), 1002, 404);
    expect((await other.client.get(`/books/v3/contacts/${theirs.body.contact.contact_id}/comments`)).body.contact_comments).toHaveLength(1);
  });
});
