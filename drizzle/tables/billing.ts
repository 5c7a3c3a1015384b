import { pgSchema } from 'drizzle-orm/pg-core';

/** The billing module's own PostgreSQL schema; its tables arrive with the module. */
export const billing = pgSchema('billing');
