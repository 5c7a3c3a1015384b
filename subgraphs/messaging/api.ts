/**
 * What other modules may call in the messaging module: outgoing email. The message, its
 * attachments and its delivery log entry are written in the caller's transaction, so a mail
 * exists exactly when the business change that sends it commits; a job delivers it over
 * SMTP to the organization's relay afterwards, at least once, and records the outcome.
 */
import type { Executor } from '../../drizzle/client.ts';
import type { Jobs } from '../core/platform/jobs.ts';
import { KontorError } from '../core/values/errors.ts';
import { platformRelay } from './email/delivery.ts';
import { findRelaySettings } from './email/relay-settings.ts';
import type { OutgoingEmail } from './email/email-message.ts';
import { queueOutgoingEmail } from './email/outgoing.ts';

export type { EmailAttachment, OutgoingEmail } from './email/email-message.ts';

/**
 * Queues an email in the caller's transaction; returns the message id of the delivery log.
 * Limits (README "Email"): 50 recipients, 10 attachments totalling 15 MB, subject 500
 * characters; a bad address or an exceeded limit throws INVALID_VALUE / LIMIT_EXCEEDED.
 */
export async function queueEmail(jobs: Jobs, tx: Executor, organizationId: string, email: OutgoingEmail): Promise<{ messageId: string }> {
  return queueOutgoingEmail(jobs, tx, organizationId, email);
}

/**
 * Refuses (INVALID_STATE) a mail a person asks for now when no relay could deliver it: neither the
 * organization's own relay nor the platform's SMTP_URL. Without one the delivery job would mark
 * the mail failed at once, and the answer must not say "has been sent" (docs/guide.md, "Mail").
 * Called in the sending transaction, before anything is written, so nothing is marked sent.
 */
export async function requireEmailRelay(tx: Executor, organizationId: string, what: string): Promise<void> {
  if (await emailRelayConfigured(tx, organizationId)) return;
  throw new KontorError(
    'INVALID_STATE',
    `${what} cannot be emailed: no email relay is configured. Set the organization's relay (PUT /v1.1/settings/email or the saveEmailRelay mutation) or the platform's SMTP_URL, then send it again.`,
    { rule: 'an email relay is configured' },
  );
}

/** Whether a mail of the organization could be delivered: its own relay or the platform's SMTP_URL. */
export async function emailRelayConfigured(db: Executor, organizationId: string): Promise<boolean> {
  return Boolean(platformRelay() || (await findRelaySettings(db, organizationId)));
}

/** Delivery log entries about one record (newest first): what a module shows of the mail it sent. */
export { type DeliveryLogEntry, deliveryLogAbout } from './email/delivery-log.ts';
/** Whether the organization has its own relay, and the address mail from it goes out as. */
export { organizationSender } from './email/relay-settings.ts';
/** A mail's From header as delivery writes it (`"Name" <address>`). */
export { fromHeader } from './email/delivery.ts';

/** The SMTP submission server of mail agents (README "SMTP relay"): the gateway starts it (edge.ts), a test or a benchmark may start its own. */
export { type SmtpRelay, type SmtpRelayOptions, startSmtpRelay } from './relay/smtp-submission.ts';

/** How a provider signs a status receipt (README "Status callbacks"): the header and its value for a body. */
export { SIGNATURE_HEADER, signReceipt } from './channels/status-callbacks.ts';
