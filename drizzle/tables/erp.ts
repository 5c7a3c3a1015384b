import { pgSchema } from 'drizzle-orm/pg-core';

/** The erp module's own PostgreSQL schema; its tables arrive with the module. */
export const erp = pgSchema('erp');
