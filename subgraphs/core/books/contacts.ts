import type { Executor } from '../../../drizzle/client.ts';
import { Port } from '../platform/ports.ts';

/** What a ledger line tagged with a contact needs of it: that it exists in the organization, its name and status. */
export interface ContactTag {
  id: string;
  contactName: string;
  status: string;
}

/** `lock`: held FOR SHARE until the caller's transaction ends, so a contact being tagged is not deleted before it commits. */
export type FindContactTags = (db: Executor, organizationId: string, ids: readonly string[], options?: { lock?: boolean }) => Promise<Map<string, ContactTag>>;

/**
 * The organization's contacts, which the accounting module keeps and provides (its
 * descriptor's hooks): erp's manual journals tag lines with a customer without importing
 * accounting, which builds on erp.
 */
export const contactTagsPort = new Port<FindContactTags>('core.contact-tags');

/** Contacts of an organization by id, in one query. */
export function contactTagsById(db: Executor, organizationId: string, ids: readonly string[], options?: { lock?: boolean }): Promise<Map<string, ContactTag>> {
  return contactTagsPort.call(db, organizationId, ids, options);
}
