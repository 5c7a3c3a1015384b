import { pgSchema } from 'drizzle-orm/pg-core';

/** The messaging module's own PostgreSQL schema; its tables arrive with the module. */
export const messaging = pgSchema('messaging');
