/** A file sent with an email. */
export interface EmailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
  /** Content id of an inline image. */
  cid?: string;
}

/** An email as a module hands it to messaging (api.ts, queueEmail). */
export interface OutgoingEmail {
  to: string[];
  cc?: string[];
  bcc?: string[];
  replyTo?: string;
  subject: string;
  html: string;
  /** Plain-text alternative; derived from the HTML when absent. */
  text?: string;
  attachments?: EmailAttachment[];
  /** Send from the organization's own address (its relay settings) rather than the platform default. */
  fromOrganization?: boolean;
  /** The record the mail is about, for the delivery log: module, entity and id (`accounting`, `invoice`, `123`). */
  about: { module: string; entity: string; id: string };
  /** When it was queued, for the log (pass `ctx.clock.now()`); default: the database's time. */
  queuedAt?: Date;
  /** Sent through the send-mail API: the agent, the sender the client asked for, the request and the client's reference. */
  agentId?: string;
  sender?: { address: string; name?: string | null };
  /** Rewrite the HTML for open and click tracking (send-mail API `track_opens`, `track_clicks`). */
  track?: { opens: boolean; clicks: boolean };
  /** Display names of recipients by address (send-mail API). */
  names?: Record<string, string | null | undefined>;
  requestId?: string;
  clientReference?: string | null;
  /** Extra headers (send-mail API `mime_headers`), already checked (sending/mime-headers.ts). */
  headers?: Record<string, string>;
  /** Attachments shown in the body (`cid:`), kept with the attachments. */
  inline?: (EmailAttachment & { cid: string })[];
}
