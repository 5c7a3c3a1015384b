/** A contact person as clients read it, in the contact and on its own. */
import type { ContactPerson } from '../generated/graphql.ts';
import type { ContactPersonRow } from './contact-store.ts';

export function personView(row: ContactPersonRow): ContactPerson {
  return {
    contactPersonId: row.id,
    contactId: row.contactId,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    designation: row.designation,
    department: row.department,
    skype: row.skype,
    isPrimaryContact: row.isPrimaryContact,
    isAddedInPortal: false,
    communicationPreference: { isEmailEnabled: row.isEmailEnabled, isSmsEnabled: row.isSmsEnabled, isWhatsappEnabled: row.isWhatsappEnabled },
  };
}
