import { pgSchema } from 'drizzle-orm/pg-core';

/** The expense module's own PostgreSQL schema; its tables arrive with the module. */
export const expense = pgSchema('expense');
