import { boolean, index, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';

/** Definitions of custom fields, per organization and entity (services/custom-fields.ts). */
export const customFields = accounting.table(
  'custom_fields',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    entity: text('entity').$type<'item' | 'contact' | 'invoice'>().notNull(),
    apiName: text('api_name').notNull(),
    label: text('label').notNull(),
    dataType: text('data_type').notNull(),
    isUnique: boolean('is_unique').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custom_fields_org_entity_api_name').on(t.organizationId, t.entity, t.apiName)],
);

/** The value of a custom field on one record (an item, a contact...). */
export const customFieldValues = accounting.table(
  'custom_field_values',
  {
    organizationId: id('organization_id').notNull(),
    customfieldId: id('customfield_id').notNull(),
    recordId: id('record_id').notNull(),
    value: text('value').notNull(),
    /**
     * The value again when its field is unique, null otherwise: the unique index below makes the
     * database refuse a second record with the same value, whatever races the service loses.
     */
    uniqueValue: text('unique_value'),
  },
  (t) => [
    primaryKey({ columns: [t.customfieldId, t.recordId] }),
    uniqueIndex('custom_field_values_unique').on(t.organizationId, t.customfieldId, t.uniqueValue),
    index('custom_field_values_record').on(t.organizationId, t.recordId),
  ],
);
