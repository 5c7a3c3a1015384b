/**
 * The send-mail API's `mime_headers` (README "Sending"): extra headers delivered with the
 * message as the client sent them, except those that would forge the sender, readdress the
 * message, or break its DKIM signature and MIME structure, which are refused by name.
 */
import { invalid } from '../../core/values/errors.ts';

/** Most extra headers on one request. */
export const MAX_MIME_HEADERS = 50;
/** Longest header line (RFC 5322 §2.1.1), name and value together. */
const MAX_LINE = 998;

/** Set by the platform (sender, recipients, signature, structure, trace): never from a client. */
const RESERVED = new Set([
  'from',
  'sender',
  'reply-to',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'return-path',
  'received',
  'mime-version',
  'dkim-signature',
  'domainkey-signature',
  'authentication-results',
  'received-spf',
]);
/** Whole families of reserved names. */
const RESERVED_PREFIXES = ['content-', 'resent-', 'arc-', 'x-kontor-'];
/** A header field name: printable US-ASCII but the colon (RFC 5322 §3.6.8). */
const NAME = /^[!-9;-~]+$/;

/** Why a name is the platform's, or null when a client may set it. */
function reservedReason(lower: string): string | null {
  if (RESERVED.has(lower) || RESERVED_PREFIXES.some((p) => lower.startsWith(p))) {
    return 'is set by the platform (sender, recipients, subject, date, signature, MIME structure and trace headers cannot be sent in mime_headers)';
  }
  return null;
}

/** The checked headers (name → value), or undefined when none were sent. */
export function mimeHeadersOf(input: Record<string, unknown> | null | undefined): Record<string, string> | undefined {
  if (!input) return undefined;
  const entries = Object.entries(input);
  if (entries.length > MAX_MIME_HEADERS) throw invalid(['input', 'mimeHeaders'], `must have at most ${MAX_MIME_HEADERS} headers`);
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, raw] of entries) {
    // The header's name leads the rule: the wire spells field paths in snake case, a header keeps its own.
    const path = ['input', 'mimeHeaders'];
    const named = (rule: string) => invalid(path, `${JSON.stringify(name)} ${rule}`);
    if (!NAME.test(name)) throw named('is not a header name (printable ASCII letters, digits and punctuation, no colon or space)');
    const lower = name.toLowerCase();
    const reason = reservedReason(lower);
    if (reason) throw named(reason);
    if (seen.has(lower)) throw named('is named twice (header names are case-insensitive)');
    seen.add(lower);
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') throw named('must be text');
    const value = String(raw);
    if (/[\r\n\0]/.test(value)) throw named('must be one line (no line breaks)');
    if (name.length + 2 + value.length > MAX_LINE) throw named(`must fit one header line of ${MAX_LINE} characters`);
    out[name] = value;
  }
  return out;
}
