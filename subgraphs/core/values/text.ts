/** Checks of text values that every module's inputs share. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address as forms take it: something@domain.tld, no spaces. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, in element content and in quoted attributes alike. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);
}

/** Text as an input gives it, trimmed: absent stays absent (undefined keeps), blank or null clears. */
export function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
