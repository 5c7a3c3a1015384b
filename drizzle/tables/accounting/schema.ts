import { pgSchema } from 'drizzle-orm/pg-core';

/** The accounting module's own PostgreSQL schema (subgraphs/accounting). */
export const accounting = pgSchema('accounting');
