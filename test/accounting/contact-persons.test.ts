import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const PERSONS = '/books/v3/contacts/contactpersons';

async function contact(client: Client, persons: Record<string, unknown>[] = []): Promise<any> {
  const res = await client.post('/books/v3/contacts', { contact_name: `Customer ${randomBytes(4).toString('hex')}`, contact_persons: persons });
  expectOk(res, 201);
  return res.body.contact;
}

async function add(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.post(PERSONS, body);
  expectOk(res);
  return res.body.contact_person;
}

describe('contact persons', () => {
  it('adds, reads, changes and lists persons; the first is primary', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.contacts.ALL' });
    const customer = await contact(client);
    const anna = await add(client, {
      contact_id: customer.contact_id,
      salutation: 'Ms.',
      first_name: 'Anna',
      last_name: 'Berg',
      email: 'anna@example.com',
      phone: '+49 30 1',
      mobile: '+49 170 1',
      designation: 'Buyer',
      department: 'Purchasing',
      skype: 'anna.berg',
      communication_preference: { is_sms_enabled: true },
    });
    expect(anna).toEqual({
      contact_person_id: anna.contact_person_id,
      contact_id: customer.contact_id,
      salutation: 'Ms.',
      first_name: 'Anna',
      last_name: 'Berg',
      email: 'anna@example.com',
      phone: '+49 30 1',
      mobile: '+49 170 1',
      designation: 'Buyer',
      department: 'Purchasing',
      skype: 'anna.berg',
      is_primary_contact: true,
      is_added_in_portal: false,
      communication_preference: { is_email_enabled: true, is_sms_enabled: true, is_whatsapp_enabled: false },
    });
    const ben = await add(client, { contact_id: customer.contact_id, first_name: 'Ben' });
    expect(ben.is_primary_contact).toBe(false);

    const one = await client.get(`${PERSONS}/${ben.contact_person_id}`);
    expectOk(one);
    expect(one.body.contact_person).toEqual(ben);

    const changed = await client.put(`${PERSONS}/${ben.contact_person_id}`, { designation: 'CFO', email: 'ben@example.com', last_name: null });
    expectOk(changed);
    expect(changed.body.contact_person).toMatchObject({ first_name: 'Ben', designation: 'CFO', email: 'ben@example.com', last_name: '' });

    const list = await client.get(`/books/v3/contacts/${customer.contact_id}/contactpersons`);
    expectOk(list);
    expect(list.body.contact_persons.map((p: any) => [p.first_name, p.is_primary_contact])).toEqual([
      ['Anna', true],
      ['Ben', false],
    ]);
    // The contact lists the same persons.
    const read = await client.get(`/books/v3/contacts/${customer.contact_id}`);
    expect(read.body.contact.contact_persons.map((p: any) => p.contact_person_id)).toEqual([anna.contact_person_id, ben.contact_person_id]);
    expect(read.body.contact.contact_persons[0]).toMatchObject({ salutation: 'Ms.', department: 'Purchasing' });
  });

  it('keeps exactly one primary person: marking, adding as primary, deleting the primary', async () => {
    const { client } = await platform.tenant();
    const customer = await contact(client, [{ first_name: 'One' }, { first_name: 'Two' }]);
    const [one, two] = customer.contact_persons;
    expect(one.is_primary_contact).toBe(true);

    const marked = await client.post(`${PERSONS}/${two.contact_person_id}/primary`);
    expectOk(marked);
    expect(marked.body).toEqual({ code: 0, message: 'This contact person has been marked as your primary contact person.' });
    const primaries = async () =>
      (await client.get(`/books/v3/contacts/${customer.contact_id}/contactpersons`)).body.contact_persons
        .filter((p: any) => p.is_primary_contact)
        .map((p: any) => p.first_name);
    expect(await primaries()).toEqual(['Two']);

    const three = await add(client, { contact_id: customer.contact_id, first_name: 'Three', is_primary_contact: true });
    expect(three.is_primary_contact).toBe(true);
    expect(await primaries()).toEqual(['Three']);

    const demote = await client.put(`${PERSONS}/${three.contact_person_id}`, { is_primary_contact: false });
    expectFailure(demote, 4);
    expect(demote.body.message).toContain('is_primary_contact');

    const removed = await client.delete(`${PERSONS}/${three.contact_person_id}`);
    expect(removed.body).toEqual({ code: 0, message: 'The contact person has been deleted.' });
    // The next person in order takes over.
    expect(await primaries()).toEqual(['One']);

    expectFailure(await client.post(`${PERSONS}/${three.contact_person_id}/primary`), 1002, 404);
    expectFailure(await client.get(`${PERSONS}/${three.contact_person_id}`), 1002, 404);
    expectFailure(await client.delete(`${PERSONS}/${three.contact_person_id}`), 1002, 404);
  });

  it('refuses bad input and other organizations’ contacts and persons', async () => {
    const { client } = await platform.tenant();
    const other = await platform.tenant();
    const foreign = await contact(other.client, [{ first_name: 'Foreign' }]);
    const mine = await contact(client);

    const wrongContact = await client.post(PERSONS, { contact_id: foreign.contact_id, first_name: 'X' });
    expectFailure(wrongContact, 4);
    expect(wrongContact.body.message).toContain('contact_id');
    expectFailure(await client.post(PERSONS, { first_name: 'X' }), 4);

    const nobody = await client.post(PERSONS, { contact_id: mine.contact_id, phone: '1' });
    expectFailure(nobody, 4);
    expect(nobody.body.message).toContain('first name, a last name or an email');
    const badEmail = await client.post(PERSONS, { contact_id: mine.contact_id, first_name: 'X', email: 'not-an-email' });
    expectFailure(badEmail, 4);
    expect(badEmail.body.message).toContain('email');

    const foreignPerson = foreign.contact_persons[0].contact_person_id;
    expectFailure(await client.get(`${PERSONS}/${foreignPerson}`), 1002, 404);
    expectFailure(await client.put(`${PERSONS}/${foreignPerson}`, { first_name: 'Y' }), 1002, 404);
    expectFailure(await client.post(`${PERSONS}/${foreignPerson}/primary`), 1002, 404);
    expectFailure(await client.delete(`${PERSONS}/${foreignPerson}`), 1002, 404);
    expectFailure(await client.get(`/books/v3/contacts/${foreign.contact_id}/contactpersons`), 1002, 404);
    expectFailure(await client.get(`${PERSONS}/unknown`), 1002, 404);
    expect((await other.client.get(`${PERSONS}/${foreignPerson}`)).body.contact_person.first_name).toBe('Foreign');
  });

  it('needs the SvcBooks.contacts scopes', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.contacts.READ' });
    const res = await client.post(PERSONS, { contact_id: '1', first_name: 'X' });
    expectFailure(res, 57, 403);
    expect(res.body.message).toContain('SvcBooks.contacts.CREATE');
  });
});
