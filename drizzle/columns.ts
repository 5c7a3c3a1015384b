import { customType, timestamp } from 'drizzle-orm/pg-core';

/** 64-bit id stored as bigint, carried as a digit string (JS numbers would lose digits). */
export const id = customType<{ data: string; driverData: string | bigint | number }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

/** Money and quantities: numeric in the database, decimal strings in TypeScript. */
export const decimal = customType<{ data: string; driverData: string | number }>({
  dataType: () => 'numeric',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
