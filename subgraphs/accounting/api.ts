/** What other modules may call in the accounting module. */
export { itemExists } from './services/items.ts';
export { type ContactRecord, findContacts, requireContact } from './contact-store.ts';
