import { integer, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../columns.ts';
import { core } from './organizations.ts';

export const blobs = core.table('blobs', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});
