/** What other modules may call in the accounting module. */
export { itemExists, itemReferences } from './services/items.ts';
export { type ContactRecord, contactReferences, findContacts, requireContact } from './contact-store.ts';
