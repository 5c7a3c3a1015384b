/** Checks of text values that every module's inputs share. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address as forms take it: something@domain.tld, no spaces. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
