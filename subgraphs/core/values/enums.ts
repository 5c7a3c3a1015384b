/**
 * Enum columns hold the lower-cased GraphQL value (`SALES_AND_PURCHASES` is stored
 * `sales_and_purchases`), which is also its wire spelling unless the SDL says otherwise (@wire).
 */
export const toEnum = <T extends string>(stored: string): T => stored.toUpperCase() as T;

/** toEnum of a nullable column. */
export const maybeEnum = <T extends string>(stored: string | null): T | null => (stored === null ? null : toEnum<T>(stored));

export const fromEnum = <T extends string>(value: T): Lowercase<T> => value.toLowerCase() as Lowercase<T>;
