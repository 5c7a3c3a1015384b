import { pgSchema } from 'drizzle-orm/pg-core';

/** The analytics module's own PostgreSQL schema; its tables arrive with the module. */
export const analytics = pgSchema('analytics');
