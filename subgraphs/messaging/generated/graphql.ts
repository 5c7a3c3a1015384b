// Generated from schema/messaging.graphql (and schema/messaging/) by `npm run compose`. Do not edit.
/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SubgraphContext } from '../../core/request/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A decimal number (money or quantity), exact within 15 significant digits on the wire. */
  Decimal: { input: string; output: string; }
  /** A calendar date, `yyyy-mm-dd`. */
  LocalDate: { input: string; output: string; }
  /** A JSON object whose keys are the client's own (merge fields, MIME headers): passed as is. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  link__Import: { input: unknown; output: unknown; }
  federation__FieldSet: { input: unknown; output: unknown; }
  federation__Scope: { input: unknown; output: unknown; }
  federation__Policy: { input: unknown; output: unknown; }
};

/** Sort direction: ascending or descending. */
export type SortOrder =
  /** Ascending. */
  | 'A'
  /** Descending. */
  | 'D';

/** Where a page of a list stands. */
export type PageContext = {
  __typename?: 'PageContext';
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  perPage: Scalars['Int']['output'];
  /** Whether a further page exists. */
  hasMorePage: Scalars['Boolean']['output'];
  /** Column the list is sorted by. */
  sortColumn: Scalars['String']['output'];
  /** A (ascending) or D (descending). */
  sortOrder: SortOrder;
  /** The filter the list applied. */
  appliedFilter: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** The organization's own SMTP relay; null when mail goes through the platform's relay. */
  emailRelay: Maybe<EmailRelay>;
  /** Outgoing email of the organization, newest first. */
  outgoingEmails: OutgoingEmailList;
  /** One outgoing email with its delivery outcome. */
  outgoingEmail: OutgoingEmail;
  /** A message of the channel: an OutgoingEmail for EMAIL, a ChannelMessage for the others. Each channel needs its own READ scope (email: or settings.READ). */
  message: Message;
  /** The organization's mail agents, oldest first. */
  mailAgents: Array<MailAgent>;
  /** One mail agent. */
  mailAgent: MailAgent;
  /** The agent's send-mail API keys; the key itself is shown only when generated. */
  mailAgentApiKeys: Array<MailAgentApiKey>;
  /** The agent's SMTP passwords; the password itself is shown only when generated. */
  mailAgentSmtpPasswords: Array<MailAgentCredential>;
  /** The organization's voice/SMS/WhatsApp provider; null when none is configured. */
  channelProvider: Maybe<ChannelProvider>;
  /** SMS messages, newest first. */
  smsMessages: Array<ChannelMessage>;
  smsMessage: ChannelMessage;
  /** Every state the message reached, oldest first. */
  smsMessageTimeline: Array<ChannelTimelineEvent>;
  /** Voice calls, newest first. */
  voiceCalls: Array<ChannelMessage>;
  voiceCall: ChannelMessage;
  voiceCallTimeline: Array<ChannelTimelineEvent>;
  /** WhatsApp messages, newest first. */
  whatsappMessages: Array<ChannelMessage>;
  whatsappMessage: ChannelMessage;
  whatsappMessageTimeline: Array<ChannelTimelineEvent>;
  /** The organization's sending domains. */
  sendingDomains: Array<SendingDomain>;
  /** One domain with the DNS records to publish (a list of one, as the family answers). */
  sendingDomain: Array<SendingDomain>;
  /** Messages, newest first, filtered as the family's log list is. */
  emailLogs: EmailLogsResult;
  /** One message with its delivery and timeline. */
  emailLog: EmailLog;
  /** Suppression entries of one type, oldest first. */
  suppressions: Array<SuppressionEntry>;
  /** The agent's templates, oldest first. */
  mailTemplates: Array<MailTemplate>;
  /** One template of the agent. */
  mailTemplate: MailTemplate;
};


export type QueryOutgoingEmailsArgs = {
  status?: InputMaybe<OutgoingEmailStatus>;
  aboutModule?: InputMaybe<Scalars['String']['input']>;
  aboutEntity?: InputMaybe<Scalars['String']['input']>;
  aboutId?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOutgoingEmailArgs = {
  messageId: Scalars['ID']['input'];
};


export type QueryMessageArgs = {
  channel: MessageChannel;
  messageId: Scalars['ID']['input'];
};


export type QueryMailAgentArgs = {
  agentKey: Scalars['ID']['input'];
};


export type QueryMailAgentApiKeysArgs = {
  agentKey: Scalars['ID']['input'];
};


export type QueryMailAgentSmtpPasswordsArgs = {
  agentKey: Scalars['ID']['input'];
};


export type QuerySmsMessagesArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  dateTo?: InputMaybe<Scalars['String']['input']>;
  clientReference?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySmsMessageArgs = {
  messageId: Scalars['ID']['input'];
};


export type QuerySmsMessageTimelineArgs = {
  messageId: Scalars['ID']['input'];
};


export type QueryVoiceCallsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  dateTo?: InputMaybe<Scalars['String']['input']>;
  clientReference?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVoiceCallArgs = {
  callId: Scalars['ID']['input'];
};


export type QueryVoiceCallTimelineArgs = {
  callId: Scalars['ID']['input'];
};


export type QueryWhatsappMessagesArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  dateTo?: InputMaybe<Scalars['String']['input']>;
  clientReference?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWhatsappMessageArgs = {
  messageId: Scalars['ID']['input'];
};


export type QueryWhatsappMessageTimelineArgs = {
  messageId: Scalars['ID']['input'];
};


export type QuerySendingDomainArgs = {
  domainKey: Scalars['ID']['input'];
};


export type QueryEmailLogsArgs = {
  mailagentKey?: InputMaybe<Scalars['ID']['input']>;
  requestId?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  dateTo?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  cc?: InputMaybe<Scalars['String']['input']>;
  bcc?: InputMaybe<Scalars['String']['input']>;
  recipient?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  clientReference?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  isHb?: InputMaybe<Scalars['Boolean']['input']>;
  isSb?: InputMaybe<Scalars['Boolean']['input']>;
  isMailfailure?: InputMaybe<Scalars['Boolean']['input']>;
  isDelivered?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryEmailLogArgs = {
  emailReference: Scalars['ID']['input'];
};


export type QuerySuppressionsArgs = {
  dndType: SuppressionType;
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  dateTo?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  mailagentKey?: InputMaybe<Scalars['ID']['input']>;
  searchValue?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMailTemplatesArgs = {
  agentAlias: Scalars['ID']['input'];
};


export type QueryMailTemplateArgs = {
  agentAlias: Scalars['ID']['input'];
  templateKey: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates or replaces the organization's SMTP relay. */
  saveEmailRelay: SaveEmailRelayPayload;
  /** Removes the organization's relay: mail goes through the platform's relay again. */
  deleteEmailRelay: DeleteEmailRelayPayload;
  /** Queues a test message through the organization's relay; its outcome shows in the delivery log. */
  sendTestEmail: SendTestEmailPayload;
  /** Adds a mail agent (at most 50 per organization). */
  addMailAgent: MailAgentPayload;
  /** Renames or describes a mail agent. */
  updateMailAgent: MailAgentPayload;
  /** Deletes a mail agent with its keys, SMTP passwords and templates. */
  deleteMailAgent: MailAgentDeletePayload;
  /** Generates a send-mail API key; the key is in the answer and never again. */
  generateMailAgentApiKey: MailAgentCredentialPayload;
  /** Revokes a send-mail API key: sends with it are refused at once. */
  revokeMailAgentApiKey: MailAgentDeletePayload;
  /** Generates an SMTP password; the password is in the answer and never again. */
  generateMailAgentSmtpPassword: MailAgentCredentialPayload;
  /** Deletes an SMTP password. */
  deleteMailAgentSmtpPassword: MailAgentDeletePayload;
  /** Creates or replaces the organization's provider (the generic HTTP adapter's URL and credentials). */
  saveChannelProvider: ChannelProvider;
  /** Removes the provider: sends are refused until one is configured again. */
  deleteChannelProvider: ChannelDeletePayload;
  /** Queues an SMS (segments counted for GSM-7 or UCS-2). */
  sendSms: ChannelMessage;
  /** Queues a call that speaks a text or plays a recording. */
  placeVoiceCall: ChannelMessage;
  /** Queues a WhatsApp message: a template with parameters, or a text. */
  sendWhatsappMessage: ChannelMessage;
  /** Adds a domain: a DKIM key pair is generated; publish the records it lists, then verify. */
  addSendingDomain: SendingDomainPayload;
  /** Renames a domain (it must be verified again) or changes its agents. */
  updateSendingDomain: SendingDomainPayload;
  /** Looks the domain's DKIM and SPF TXT records up (through DNS_SERVERS when set) and records what it finds. */
  verifySendingDomain: SendingDomainPayload;
  /** Deletes a domain: mail from it is refused afterwards. */
  deleteSendingDomain: MailAgentDeletePayload;
  /** Sends one email to every recipient together. */
  sendEmail: EmailRequest;
  /** Sends one email per `to` recipient, each merged with its own merge_info. */
  sendEmailBatch: EmailRequest;
  /** Sends a template of the agent, merged with merge_info, to every recipient together. */
  sendTemplateEmail: EmailRequest;
  /** Sends a template of the agent once per `to` recipient, each merged with its own merge_info. */
  sendTemplateEmailBatch: EmailRequest;
  /** Adds entries (an entry already listed takes the new action). */
  addSuppressions: SuppressionChangePayload;
  /** Changes the action, agents or description of listed entries. */
  updateSuppressions: SuppressionChangePayload;
  /** Removes entries. */
  deleteSuppressions: MailAgentDeletePayload;
  /** Adds a template; one that does not parse is refused with the position. */
  addMailTemplate: MailTemplatePayload;
  /** Changes a template; absent fields keep their value. */
  updateMailTemplate: MailTemplatePayload;
  /** Deletes a template. */
  deleteMailTemplate: MailAgentDeletePayload;
};


export type MutationSaveEmailRelayArgs = {
  input: EmailRelayInput;
};


export type MutationSendTestEmailArgs = {
  input: SendTestEmailInput;
};


export type MutationAddMailAgentArgs = {
  input: MailAgentInput;
};


export type MutationUpdateMailAgentArgs = {
  agentKey: Scalars['ID']['input'];
  input: MailAgentInput;
};


export type MutationDeleteMailAgentArgs = {
  agentKey: Scalars['ID']['input'];
};


export type MutationGenerateMailAgentApiKeyArgs = {
  agentKey: Scalars['ID']['input'];
};


export type MutationRevokeMailAgentApiKeyArgs = {
  agentKey: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationGenerateMailAgentSmtpPasswordArgs = {
  agentKey: Scalars['ID']['input'];
};


export type MutationDeleteMailAgentSmtpPasswordArgs = {
  agentKey: Scalars['ID']['input'];
  passwordId: Scalars['ID']['input'];
};


export type MutationSaveChannelProviderArgs = {
  input: ChannelProviderInput;
};


export type MutationSendSmsArgs = {
  input: SmsInput;
};


export type MutationPlaceVoiceCallArgs = {
  input: VoiceCallInput;
};


export type MutationSendWhatsappMessageArgs = {
  input: WhatsappMessageInput;
};


export type MutationAddSendingDomainArgs = {
  input: AddSendingDomainInput;
};


export type MutationUpdateSendingDomainArgs = {
  domainKey: Scalars['ID']['input'];
  input: UpdateSendingDomainInput;
};


export type MutationVerifySendingDomainArgs = {
  domainKey: Scalars['ID']['input'];
};


export type MutationDeleteSendingDomainArgs = {
  domainKey: Scalars['ID']['input'];
};


export type MutationSendEmailArgs = {
  input: SendEmailInput;
};


export type MutationSendEmailBatchArgs = {
  input: SendEmailInput;
};


export type MutationSendTemplateEmailArgs = {
  input: SendTemplateEmailInput;
};


export type MutationSendTemplateEmailBatchArgs = {
  input: SendTemplateEmailInput;
};


export type MutationAddSuppressionsArgs = {
  dndType: SuppressionType;
  input: SuppressionInput;
};


export type MutationUpdateSuppressionsArgs = {
  dndType: SuppressionType;
  input: SuppressionInput;
};


export type MutationDeleteSuppressionsArgs = {
  dndType: SuppressionType;
  input: SuppressionDeleteInput;
};


export type MutationAddMailTemplateArgs = {
  agentAlias: Scalars['ID']['input'];
  input: MailTemplateInput;
};


export type MutationUpdateMailTemplateArgs = {
  agentAlias: Scalars['ID']['input'];
  templateKey: Scalars['String']['input'];
  input: MailTemplateInput;
};


export type MutationDeleteMailTemplateArgs = {
  agentAlias: Scalars['ID']['input'];
  templateKey: Scalars['String']['input'];
};

/** A sending identity of the organization. */
export type MailAgent = {
  __typename?: 'MailAgent';
  /** The agent's key (its id). */
  mailagentKey: Scalars['ID']['output'];
  /** Display name. */
  mailagentName: Scalars['String']['output'];
  /** What the agent is for. */
  description: Scalars['String']['output'];
  /** When it was added. */
  createdTime: Scalars['String']['output'];
  status: MailAgentStatus;
};

/** Whether an agent sends. */
export type MailAgentStatus =
  /** Sends. */
  | 'ACTIVE'
  /** Paused: its keys are refused. */
  | 'INACTIVE'
  /** Shut down. */
  | 'SHUTDOWN';

/** A send-mail API key as lists show it: the key masked. */
export type MailAgentApiKey = {
  __typename?: 'MailAgentApiKey';
  /** The key's id (to revoke it). */
  id: Scalars['ID']['output'];
  /** The key's first characters followed by an ellipsis. */
  apikey: Scalars['String']['output'];
  /** The key's user name. */
  username: Scalars['String']['output'];
  /** When it was generated. */
  createdTime: Scalars['String']['output'];
};

/** A generated key or SMTP password (shown whole only when generated). */
export type MailAgentCredential = {
  __typename?: 'MailAgentCredential';
  /** Its id (to revoke or delete it). */
  id: Scalars['ID']['output'];
  /** The secret: whole when generated, masked in lists. */
  password: Scalars['String']['output'];
  /** User name (SMTP: the agent's login). */
  username: Scalars['String']['output'];
  /** When it was generated. */
  createdTime: Scalars['String']['output'];
};

export type MailAgentInput = {
  /** Display name. */
  mailagentName: Scalars['String']['input'];
  /** What the agent is for. */
  description: Scalars['String']['input'];
};

export type MailAgentPayload = {
  __typename?: 'MailAgentPayload';
  /** The agent. */
  mailAgent: MailAgent;
};

export type MailAgentCredentialPayload = {
  __typename?: 'MailAgentCredentialPayload';
  /** The new key or password. */
  credential: MailAgentCredential;
};

export type MailAgentDeletePayload = {
  __typename?: 'MailAgentDeletePayload';
  /** Always true: what was asked is gone. */
  deleted: Scalars['Boolean']['output'];
};

/** The provider calls and messages go through. The API key and the callback secret are never read back. */
export type ChannelProvider = {
  __typename?: 'ChannelProvider';
  apiUrl: Scalars['String']['output'];
  apiKeySet: Scalars['Boolean']['output'];
  callbackSecretSet: Scalars['Boolean']['output'];
  /** Default sender (E.164). */
  fromNumber: Maybe<Scalars['String']['output']>;
  /** Where the provider posts status receipts, per channel: PUBLIC_URL/v1.1/providers/{channel}/status. */
  callbackUrls: Array<Scalars['String']['output']>;
  updatedTime: Scalars['String']['output'];
};

export type ChannelProviderInput = {
  /** http(s) URL the adapter posts each call or message to. */
  apiUrl: Scalars['String']['input'];
  /** Sent as Authorization: Bearer <key>. Absent keeps the stored key; empty clears it. */
  apiKey?: InputMaybe<Scalars['String']['input']>;
  /** Secret the provider signs receipts with (HMAC-SHA256), at least 16 characters; required on the first save, absent keeps it. */
  callbackSecret?: InputMaybe<Scalars['String']['input']>;
  /** Default sender (E.164). */
  fromNumber?: InputMaybe<Scalars['String']['input']>;
};

export type ChannelDeletePayload = {
  __typename?: 'ChannelDeletePayload';
  deleted: Scalars['Boolean']['output'];
};

/** A voice call, SMS or WhatsApp message. */
export type ChannelMessage = {
  __typename?: 'ChannelMessage';
  messageId: Scalars['ID']['output'];
  /** The same id, for calls (null for messages). */
  callId: Maybe<Scalars['ID']['output']>;
  /** `sms`, `voice` or `whatsapp`. */
  channel: Scalars['String']['output'];
  to: Scalars['String']['output'];
  from: Scalars['String']['output'];
  /** queued, sent, delivered, read, undelivered, failed (messages); queued, sent, ringing, answered, completed, busy, no_answer, failed (calls). */
  status: Scalars['String']['output'];
  /** SMS or WhatsApp text. */
  text: Maybe<Scalars['String']['output']>;
  /** SMS: GSM-7 or UCS-2. */
  encoding: Maybe<Scalars['String']['output']>;
  /** SMS: segments it is sent in. */
  segments: Maybe<Scalars['Int']['output']>;
  /** Call: the text spoken. */
  ttsText: Maybe<Scalars['String']['output']>;
  /** Call: the recording played. */
  audioUrl: Maybe<Scalars['String']['output']>;
  /** Call: the voice's language. */
  language: Maybe<Scalars['String']['output']>;
  /** WhatsApp template message. */
  template: Maybe<WhatsappTemplate>;
  clientReference: Maybe<Scalars['String']['output']>;
  providerMessageId: Maybe<Scalars['String']['output']>;
  attempts: Scalars['Int']['output'];
  /** Why it failed (or why the last attempt did). */
  error: Maybe<Scalars['String']['output']>;
  queuedTime: Scalars['String']['output'];
  sentTime: Maybe<Scalars['String']['output']>;
  statusTime: Scalars['String']['output'];
};

export type WhatsappTemplate = {
  __typename?: 'WhatsappTemplate';
  name: Scalars['String']['output'];
  language: Scalars['String']['output'];
  parameters: Array<Scalars['String']['output']>;
};

/** One state a call or message reached. */
export type ChannelTimelineEvent = {
  __typename?: 'ChannelTimelineEvent';
  status: Scalars['String']['output'];
  /** When Kontor recorded it. */
  time: Scalars['String']['output'];
  /** When the provider says it happened. */
  providerTime: Maybe<Scalars['String']['output']>;
  detail: Maybe<Scalars['String']['output']>;
  /** The provider's receipt id. */
  eventId: Maybe<Scalars['String']['output']>;
};

export type SmsInput = {
  /** E.164 number (+4915123456789). */
  to: Scalars['String']['input'];
  /** Sender (E.164); default the provider settings' from_number. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** At most 10 segments (1530 GSM-7 or 670 UCS-2 characters). */
  text: Scalars['String']['input'];
  clientReference?: InputMaybe<Scalars['String']['input']>;
};

export type VoiceCallInput = {
  to: Scalars['String']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  /** Text to speak (at most 3000 characters); or audio_url. */
  ttsText?: InputMaybe<Scalars['String']['input']>;
  /** http(s) URL of a recording to play; or tts_text. */
  audioUrl?: InputMaybe<Scalars['String']['input']>;
  /** Language of the voice (en, en-US). */
  language?: InputMaybe<Scalars['String']['input']>;
  clientReference?: InputMaybe<Scalars['String']['input']>;
};

export type WhatsappMessageInput = {
  to: Scalars['String']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  /** An approved template with its parameters; or text. */
  template?: InputMaybe<WhatsappTemplateInput>;
  /** Free text (inside the customer's service window), at most 4096 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
  clientReference?: InputMaybe<Scalars['String']['input']>;
};

export type WhatsappTemplateInput = {
  /** Lower-case letters, digits and _. */
  name: Scalars['String']['input'];
  /** Language code (en, en_US). */
  language: Scalars['String']['input'];
  /** Values of the template's {{1}}, {{2}}, … in order. */
  parameters?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A domain mail agents send from. */
export type SendingDomain = {
  __typename?: 'SendingDomain';
  domainKey: Scalars['ID']['output'];
  domainName: Scalars['String']['output'];
  /** Keys of the agents that use it. */
  associatedMailagents: Array<Scalars['ID']['output']>;
  /** Always false: any address of the domain may send. */
  isRestrictedSenders: Scalars['Boolean']['output'];
  /** `verified` once both DKIM and SPF are found. */
  status: Scalars['String']['output'];
  dkim: DkimRecord;
  /** The bounce address's CNAME (published for the family's clients; not checked). */
  cname: CnameRecord;
  spf: SpfRecord;
  /** What the last verification found missing. */
  verifyError: Maybe<Scalars['String']['output']>;
};

/** The DKIM TXT record to publish. */
export type DkimRecord = {
  __typename?: 'DkimRecord';
  /** The public key (base64, the record's p=). */
  publicKey: Scalars['String']['output'];
  /** Where: `<selector>._domainkey.<domain>`. */
  host: Scalars['String']['output'];
  selector: Scalars['String']['output'];
  /** The whole TXT value. */
  txtRecord: Scalars['String']['output'];
  status: Scalars['String']['output'];
  verifiedTime: Maybe<Scalars['String']['output']>;
};

export type CnameRecord = {
  __typename?: 'CnameRecord';
  host: Scalars['String']['output'];
  cnameRecord: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** The SPF TXT record the domain must carry (an include of the platform's SPF). */
export type SpfRecord = {
  __typename?: 'SpfRecord';
  host: Scalars['String']['output'];
  txtRecord: Scalars['String']['output'];
  status: Scalars['String']['output'];
  verifiedTime: Maybe<Scalars['String']['output']>;
};

export type AddSendingDomainInput = {
  domainName: Scalars['String']['input'];
  /** Prefix of the bounce subdomain (`bounce`). */
  subDomainPrefix: Scalars['String']['input'];
  mailagentKeys?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type UpdateSendingDomainInput = {
  newDomain?: InputMaybe<Scalars['String']['input']>;
  newSubDomainPrefix?: InputMaybe<Scalars['String']['input']>;
  associateMailagents?: InputMaybe<Array<Scalars['ID']['input']>>;
  unassociateMailagents?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SendingDomainPayload = {
  __typename?: 'SendingDomainPayload';
  /** The domain. */
  sendingDomain: SendingDomain;
};

/** An organization's SMTP relay. The password is never read back. */
export type EmailRelay = {
  __typename?: 'EmailRelay';
  /** SMTP host name or address. */
  host: Scalars['String']['output'];
  /** SMTP port (25, 465, 587...). */
  port: Scalars['Int']['output'];
  /** TLS from the first byte (port 465); false uses STARTTLS when the server offers it. */
  secure: Scalars['Boolean']['output'];
  /** SMTP user name, when the relay requires authentication. */
  username: Maybe<Scalars['String']['output']>;
  /** Whether a password is stored. */
  passwordSet: Scalars['Boolean']['output'];
  /** Sender address of the organization's mail. */
  fromAddress: Scalars['String']['output'];
  /** Sender display name. */
  fromName: Maybe<Scalars['String']['output']>;
  /** Whether the relay's TLS certificate must be valid (default true). */
  rejectUnauthorized: Scalars['Boolean']['output'];
  /** When the settings last changed. */
  updatedTime: Scalars['String']['output'];
};

export type EmailRelayInput = {
  /** SMTP host name or address. */
  host: Scalars['String']['input'];
  /** SMTP port. */
  port: Scalars['Int']['input'];
  /** TLS from the first byte; default: true on port 465, otherwise false. */
  secure?: InputMaybe<Scalars['Boolean']['input']>;
  /** SMTP user name. */
  username?: InputMaybe<Scalars['String']['input']>;
  /** SMTP password; absent keeps the stored one, empty clears it. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Sender address. */
  fromAddress: Scalars['String']['input'];
  /** Sender display name. */
  fromName?: InputMaybe<Scalars['String']['input']>;
  /** False accepts a self-signed certificate of the relay. */
  rejectUnauthorized?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SaveEmailRelayPayload = {
  __typename?: 'SaveEmailRelayPayload';
  /** The relay as stored. */
  emailRelay: EmailRelay;
};

export type DeleteEmailRelayPayload = {
  __typename?: 'DeleteEmailRelayPayload';
  /** Always true: the relay was removed. */
  deleted: Scalars['Boolean']['output'];
};

export type SendTestEmailInput = {
  /** Recipient of the test message. */
  toAddress: Scalars['String']['input'];
};

export type SendTestEmailPayload = {
  __typename?: 'SendTestEmailPayload';
  /** The queued test message. */
  outgoingEmail: OutgoingEmail;
};

/** A channel messages go out on: the `channel` argument of `message` and of the live fields `messages` and `messageStatusChanged`. */
export type MessageChannel =
  /** Email: the platform's own mail (invoices, reminders, tests) and the send-mail API. */
  | 'EMAIL'
  /** SMS through the organization's provider. */
  | 'SMS'
  /** Voice calls through the organization's provider. */
  | 'VOICE'
  /** WhatsApp messages through the organization's provider. */
  | 'WHATSAPP';

/** A message of any channel: an email, or an SMS, voice call or WhatsApp message. */
export type Message = OutgoingEmail | ChannelMessage;

/** Delivery state of an outgoing email. */
export type OutgoingEmailStatus =
  /** Waiting for (another) delivery attempt. */
  | 'QUEUED'
  /** Accepted by the relay. */
  | 'SENT'
  /** Given up: the error says why. */
  | 'FAILED';

/** The record an email is about. */
export type OutgoingEmailAbout = {
  __typename?: 'OutgoingEmailAbout';
  /** Module (`accounting`). */
  module: Scalars['String']['output'];
  /** Kind of record (`invoice`). */
  entity: Scalars['String']['output'];
  /** Id of the record. */
  id: Scalars['String']['output'];
};

/** An attachment of an outgoing email. */
export type OutgoingEmailAttachment = {
  __typename?: 'OutgoingEmailAttachment';
  /** File name. */
  fileName: Scalars['String']['output'];
  /** MIME type. */
  contentType: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

/** One outgoing email and its delivery log. */
export type OutgoingEmail = {
  __typename?: 'OutgoingEmail';
  /** Id of the message. */
  messageId: Scalars['ID']['output'];
  /** Delivery state. */
  status: OutgoingEmailStatus;
  /** Subject. */
  subject: Scalars['String']['output'];
  /** Recipients. */
  to: Array<Scalars['String']['output']>;
  /** Copy recipients. */
  cc: Array<Scalars['String']['output']>;
  /** Blind-copy recipients. */
  bcc: Array<Scalars['String']['output']>;
  /** Sender as it went out (once sent). */
  fromAddress: Maybe<Scalars['String']['output']>;
  /** Relay it went through: `organization` or `platform` (once sent). */
  relay: Maybe<Scalars['String']['output']>;
  /** What the mail is about. */
  about: OutgoingEmailAbout;
  /** Delivery attempts so far. */
  attempts: Scalars['Int']['output'];
  /** Why the last attempt failed. */
  error: Maybe<Scalars['String']['output']>;
  /** Message-ID the relay accepted it under. */
  smtpMessageId: Maybe<Scalars['String']['output']>;
  /** The relay's answer. */
  smtpResponse: Maybe<Scalars['String']['output']>;
  /** Attachments. */
  attachments: Array<OutgoingEmailAttachment>;
  /** When it was queued. */
  queuedTime: Scalars['String']['output'];
  /** When it was last attempted. */
  lastAttemptTime: Maybe<Scalars['String']['output']>;
  /** When the relay accepted it. */
  sentTime: Maybe<Scalars['String']['output']>;
};

/** A page of outgoing email. */
export type OutgoingEmailList = {
  __typename?: 'OutgoingEmailList';
  /** The messages. */
  nodes: Array<OutgoingEmail>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** The family's log list: the page and the logs. */
export type EmailLogsResult = {
  __typename?: 'EmailLogsResult';
  metadata: EmailLogsMetadata;
  data: EmailLogsData;
  /** `success`. */
  status: Scalars['String']['output'];
};

export type EmailLogsMetadata = {
  __typename?: 'EmailLogsMetadata';
  offset: Scalars['Int']['output'];
  /** Logs on this page. */
  count: Scalars['Int']['output'];
};

export type EmailLogsData = {
  __typename?: 'EmailLogsData';
  logs: Array<EmailLog>;
};

/** One message of the log. */
export type EmailLog = {
  __typename?: 'EmailLog';
  emailInfo: EmailInfo;
  emailTrackingDetails: EmailTrackingDetails;
  emailDeliveryDetails: EmailDeliveryDetails;
  /** The send request it came from (send-mail API). */
  requestId: Maybe<Scalars['String']['output']>;
  /** Everything that happened to it, oldest first. */
  timeline: Array<EmailTimelineEvent>;
};

export type EmailInfo = {
  __typename?: 'EmailInfo';
  /** The message's reference (its id). */
  emailReference: Scalars['ID']['output'];
  /** `api` (send-mail API) or `platform` (the platform's own mail: invoices, reminders). */
  mailType: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  from: EmailLogAddress;
  /** The Message-ID header it went out with. */
  messageId: Maybe<Scalars['String']['output']>;
  to: Array<EmailLogAddress>;
  cc: Array<EmailLogAddress>;
  bcc: Array<EmailLogAddress>;
  processedTime: Scalars['String']['output'];
  mailagentKey: Maybe<Scalars['ID']['output']>;
  /** `queued`, `sent` or `failed`. */
  status: Scalars['String']['output'];
  clientReference: Maybe<Scalars['String']['output']>;
};

export type EmailLogAddress = {
  __typename?: 'EmailLogAddress';
  address: Scalars['String']['output'];
  name: Maybe<Scalars['String']['output']>;
};

/** Opens and clicks of a tracked message: absent until the first. */
export type EmailTrackingDetails = {
  __typename?: 'EmailTrackingDetails';
  emailOpen: Maybe<EmailTrackingEvent>;
  emailLinkClick: Maybe<EmailTrackingEvent>;
};

export type EmailTrackingEvent = {
  __typename?: 'EmailTrackingEvent';
  /** First opens (one per message) or first clicks (one per link). */
  eventCount: Scalars['Int']['output'];
};

/** Outcomes per recipient. */
export type EmailDeliveryDetails = {
  __typename?: 'EmailDeliveryDetails';
  delivered: Array<EmailDeliveryEvent>;
  hardbounce: Array<EmailDeliveryEvent>;
  softbounce: Array<EmailDeliveryEvent>;
  mailfailure: Array<EmailDeliveryEvent>;
};

export type EmailDeliveryEvent = {
  __typename?: 'EmailDeliveryEvent';
  recipient: Scalars['String']['output'];
  time: Scalars['String']['output'];
  reason: Maybe<Scalars['String']['output']>;
};

/** One step of a message's life: queued, sent, delivered, deferred, bounced, failed. */
export type EmailTimelineEvent = {
  __typename?: 'EmailTimelineEvent';
  event: Scalars['String']['output'];
  recipient: Maybe<Scalars['String']['output']>;
  detail: Maybe<Scalars['String']['output']>;
  time: Scalars['String']['output'];
};

/** An address with an optional display name. */
export type EmailAddressInput = {
  /** The email address. */
  address: Scalars['String']['input'];
  /** Display name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A recipient: its address and, in batches, its own merge fields. */
export type EmailRecipientInput = {
  emailAddress: EmailAddressInput;
  /** Merge fields of this recipient (batches); recipients without fall back to the request's. */
  mergeInfo?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** A file sent with the mail: base64 content or a file cache key. */
export type EmailAttachmentInput = {
  /** File name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** MIME type (`application/pdf`). */
  mimeType?: InputMaybe<Scalars['String']['input']>;
  /** The bytes, base64. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** A file uploaded before (not supported: refused with the field named). */
  fileCacheKey?: InputMaybe<Scalars['String']['input']>;
  /** Content id of an inline image (`cid:` in the HTML). */
  cid?: InputMaybe<Scalars['String']['input']>;
};

export type SendEmailInput = {
  from: EmailAddressInput;
  to: Array<EmailRecipientInput>;
  cc?: InputMaybe<Array<EmailRecipientInput>>;
  bcc?: InputMaybe<Array<EmailRecipientInput>>;
  replyTo?: InputMaybe<Array<EmailAddressInput>>;
  subject: Scalars['String']['input'];
  htmlbody?: InputMaybe<Scalars['String']['input']>;
  textbody?: InputMaybe<Scalars['String']['input']>;
  attachments?: InputMaybe<Array<EmailAttachmentInput>>;
  inlineImages?: InputMaybe<Array<EmailAttachmentInput>>;
  /** The client's own reference, kept in the log. */
  clientReference?: InputMaybe<Scalars['String']['input']>;
  trackOpens?: InputMaybe<Scalars['Boolean']['input']>;
  trackClicks?: InputMaybe<Scalars['Boolean']['input']>;
  /** Extra MIME headers (`X-...`). */
  mimeHeaders?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Merge fields for every recipient without its own. */
  mergeInfo?: InputMaybe<Scalars['JSONObject']['input']>;
};

export type SendTemplateEmailInput = {
  /** The template's key. */
  templateKey?: InputMaybe<Scalars['String']['input']>;
  /** Old name of templateKey the client may send. */
  mailTemplateKey?: InputMaybe<Scalars['String']['input']>;
  /** The template's alias. */
  templateAlias?: InputMaybe<Scalars['String']['input']>;
  from: EmailAddressInput;
  to: Array<EmailRecipientInput>;
  cc?: InputMaybe<Array<EmailRecipientInput>>;
  bcc?: InputMaybe<Array<EmailRecipientInput>>;
  replyTo?: InputMaybe<Array<EmailAddressInput>>;
  attachments?: InputMaybe<Array<EmailAttachmentInput>>;
  clientReference?: InputMaybe<Scalars['String']['input']>;
  trackOpens?: InputMaybe<Scalars['Boolean']['input']>;
  trackClicks?: InputMaybe<Scalars['Boolean']['input']>;
  mimeHeaders?: InputMaybe<Scalars['JSONObject']['input']>;
  mergeInfo?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** The answer to a send: one item per accepted message. */
export type EmailRequest = {
  __typename?: 'EmailRequest';
  /** One entry per message queued (a batch: per recipient). */
  data: Array<EmailRequestItem>;
  /** `OK`. */
  message: Scalars['String']['output'];
  /** The request's id: the log's filter for its messages. */
  requestId: Scalars['String']['output'];
  /** `email`. */
  object: Scalars['String']['output'];
};

/** The outcome for one message of a send. */
export type EmailRequestItem = {
  __typename?: 'EmailRequestItem';
  /** `EM_104`: accepted; `EM_105`: skipped (suppressed). */
  code: Scalars['String']['output'];
  /** What happened. */
  message: Scalars['String']['output'];
  /** Details: the recipient and the message's reference. */
  additionalInfo: Array<Scalars['String']['output']>;
};

/** What a suppression entry names. */
export type SuppressionType =
  /** An email address. */
  | 'EMAIL'
  /** A domain: every address in it. */
  | 'DOMAIN';

/** What happens to mail for a suppressed value. */
export type SuppressionAction =
  /** Refused: the send reports the recipient as rejected (EM_107). */
  | 'REJECT'
  /** Dropped: the send reports the recipient as suppressed (EM_108). */
  | 'SUPPRESS'
  /** Sent, but opens and clicks are not tracked (email addresses only). */
  | 'SUPPRESS_TRACKING';

/** A suppressed address or domain. */
export type SuppressionEntry = {
  __typename?: 'SuppressionEntry';
  value: Scalars['String']['output'];
  action: SuppressionAction;
  description: Maybe<Scalars['String']['output']>;
  /** The agents it applies to; empty: every agent. */
  mailagentKeys: Array<Scalars['ID']['output']>;
  /** `manual`, `hard_bounce` or `complaint`. */
  category: Scalars['String']['output'];
  createdTime: Scalars['String']['output'];
  modifiedTime: Scalars['String']['output'];
};

export type SuppressionInput = {
  /** Addresses or domains (at most 500). */
  values: Array<Scalars['String']['input']>;
  action: SuppressionAction;
  /** The agents it applies to; absent: every agent. */
  mailagentKeys?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
};

export type SuppressionDeleteInput = {
  /** Addresses or domains to remove. */
  values: Array<Scalars['String']['input']>;
};

/** What an add or update changed. */
export type SuppressionChange = {
  __typename?: 'SuppressionChange';
  modifiedTime: Scalars['String']['output'];
  suppressionType: SuppressionType;
  values: Array<Scalars['String']['output']>;
  action: SuppressionAction;
  description: Maybe<Scalars['String']['output']>;
  mailagentKeys: Array<Scalars['ID']['output']>;
};

export type SuppressionChangePayload = {
  __typename?: 'SuppressionChangePayload';
  /** The change. */
  suppression: SuppressionChange;
};

/** A template: subject and bodies with mustache merge fields (`{{name}}`). */
export type MailTemplate = {
  __typename?: 'MailTemplate';
  /** The key sends name it by. */
  templateKey: Scalars['String']['output'];
  /** Display name. */
  templateName: Scalars['String']['output'];
  /** The alias sends may name it by instead. */
  templateAlias: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  htmlbody: Scalars['String']['output'];
  textbody: Scalars['String']['output'];
  /** The merge fields the template uses. */
  mergeFields: Array<Scalars['String']['output']>;
  /** The agent it belongs to. */
  mailagentKey: Scalars['ID']['output'];
  createdTime: Scalars['String']['output'];
  modifiedTime: Scalars['String']['output'];
};

export type MailTemplateInput = {
  templateName?: InputMaybe<Scalars['String']['input']>;
  templateAlias?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  htmlbody?: InputMaybe<Scalars['String']['input']>;
  textbody?: InputMaybe<Scalars['String']['input']>;
};

export type MailTemplatePayload = {
  __typename?: 'MailTemplatePayload';
  /** The template. */
  mailTemplate: MailTemplate;
};

export type Link__Purpose =
  /** `SECURITY` features provide metadata necessary to securely resolve fields. */
  | 'SECURITY'
  /** `EXECUTION` features provide metadata necessary for operation execution. */
  | 'EXECUTION';



export type ResolverTypeWrapper<T> = T | Promise<T>;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  Message:
    | ( OutgoingEmail )
    | ( ChannelMessage )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  SortOrder: SortOrder;
  PageContext: ResolverTypeWrapper<PageContext>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MailAgent: ResolverTypeWrapper<MailAgent>;
  MailAgentStatus: MailAgentStatus;
  MailAgentApiKey: ResolverTypeWrapper<MailAgentApiKey>;
  MailAgentCredential: ResolverTypeWrapper<MailAgentCredential>;
  MailAgentInput: MailAgentInput;
  MailAgentPayload: ResolverTypeWrapper<MailAgentPayload>;
  MailAgentCredentialPayload: ResolverTypeWrapper<MailAgentCredentialPayload>;
  MailAgentDeletePayload: ResolverTypeWrapper<MailAgentDeletePayload>;
  ChannelProvider: ResolverTypeWrapper<ChannelProvider>;
  ChannelProviderInput: ChannelProviderInput;
  ChannelDeletePayload: ResolverTypeWrapper<ChannelDeletePayload>;
  ChannelMessage: ResolverTypeWrapper<ChannelMessage>;
  WhatsappTemplate: ResolverTypeWrapper<WhatsappTemplate>;
  ChannelTimelineEvent: ResolverTypeWrapper<ChannelTimelineEvent>;
  SmsInput: SmsInput;
  VoiceCallInput: VoiceCallInput;
  WhatsappMessageInput: WhatsappMessageInput;
  WhatsappTemplateInput: WhatsappTemplateInput;
  SendingDomain: ResolverTypeWrapper<SendingDomain>;
  DkimRecord: ResolverTypeWrapper<DkimRecord>;
  CnameRecord: ResolverTypeWrapper<CnameRecord>;
  SpfRecord: ResolverTypeWrapper<SpfRecord>;
  AddSendingDomainInput: AddSendingDomainInput;
  UpdateSendingDomainInput: UpdateSendingDomainInput;
  SendingDomainPayload: ResolverTypeWrapper<SendingDomainPayload>;
  EmailRelay: ResolverTypeWrapper<EmailRelay>;
  EmailRelayInput: EmailRelayInput;
  SaveEmailRelayPayload: ResolverTypeWrapper<SaveEmailRelayPayload>;
  DeleteEmailRelayPayload: ResolverTypeWrapper<DeleteEmailRelayPayload>;
  SendTestEmailInput: SendTestEmailInput;
  SendTestEmailPayload: ResolverTypeWrapper<SendTestEmailPayload>;
  MessageChannel: MessageChannel;
  Message: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Message']>;
  OutgoingEmailStatus: OutgoingEmailStatus;
  OutgoingEmailAbout: ResolverTypeWrapper<OutgoingEmailAbout>;
  OutgoingEmailAttachment: ResolverTypeWrapper<OutgoingEmailAttachment>;
  OutgoingEmail: ResolverTypeWrapper<OutgoingEmail>;
  OutgoingEmailList: ResolverTypeWrapper<OutgoingEmailList>;
  EmailLogsResult: ResolverTypeWrapper<EmailLogsResult>;
  EmailLogsMetadata: ResolverTypeWrapper<EmailLogsMetadata>;
  EmailLogsData: ResolverTypeWrapper<EmailLogsData>;
  EmailLog: ResolverTypeWrapper<EmailLog>;
  EmailInfo: ResolverTypeWrapper<EmailInfo>;
  EmailLogAddress: ResolverTypeWrapper<EmailLogAddress>;
  EmailTrackingDetails: ResolverTypeWrapper<EmailTrackingDetails>;
  EmailTrackingEvent: ResolverTypeWrapper<EmailTrackingEvent>;
  EmailDeliveryDetails: ResolverTypeWrapper<EmailDeliveryDetails>;
  EmailDeliveryEvent: ResolverTypeWrapper<EmailDeliveryEvent>;
  EmailTimelineEvent: ResolverTypeWrapper<EmailTimelineEvent>;
  EmailAddressInput: EmailAddressInput;
  EmailRecipientInput: EmailRecipientInput;
  EmailAttachmentInput: EmailAttachmentInput;
  SendEmailInput: SendEmailInput;
  SendTemplateEmailInput: SendTemplateEmailInput;
  EmailRequest: ResolverTypeWrapper<EmailRequest>;
  EmailRequestItem: ResolverTypeWrapper<EmailRequestItem>;
  SuppressionType: SuppressionType;
  SuppressionAction: SuppressionAction;
  SuppressionEntry: ResolverTypeWrapper<SuppressionEntry>;
  SuppressionInput: SuppressionInput;
  SuppressionDeleteInput: SuppressionDeleteInput;
  SuppressionChange: ResolverTypeWrapper<SuppressionChange>;
  SuppressionChangePayload: ResolverTypeWrapper<SuppressionChangePayload>;
  MailTemplate: ResolverTypeWrapper<MailTemplate>;
  MailTemplateInput: MailTemplateInput;
  MailTemplatePayload: ResolverTypeWrapper<MailTemplatePayload>;
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  federation__Scope: ResolverTypeWrapper<Scalars['federation__Scope']['output']>;
  federation__Policy: ResolverTypeWrapper<Scalars['federation__Policy']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Decimal: Scalars['Decimal']['output'];
  LocalDate: Scalars['LocalDate']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  PageContext: PageContext;
  Query: Record<PropertyKey, never>;
  ID: Scalars['ID']['output'];
  Mutation: Record<PropertyKey, never>;
  MailAgent: MailAgent;
  MailAgentApiKey: MailAgentApiKey;
  MailAgentCredential: MailAgentCredential;
  MailAgentInput: MailAgentInput;
  MailAgentPayload: MailAgentPayload;
  MailAgentCredentialPayload: MailAgentCredentialPayload;
  MailAgentDeletePayload: MailAgentDeletePayload;
  ChannelProvider: ChannelProvider;
  ChannelProviderInput: ChannelProviderInput;
  ChannelDeletePayload: ChannelDeletePayload;
  ChannelMessage: ChannelMessage;
  WhatsappTemplate: WhatsappTemplate;
  ChannelTimelineEvent: ChannelTimelineEvent;
  SmsInput: SmsInput;
  VoiceCallInput: VoiceCallInput;
  WhatsappMessageInput: WhatsappMessageInput;
  WhatsappTemplateInput: WhatsappTemplateInput;
  SendingDomain: SendingDomain;
  DkimRecord: DkimRecord;
  CnameRecord: CnameRecord;
  SpfRecord: SpfRecord;
  AddSendingDomainInput: AddSendingDomainInput;
  UpdateSendingDomainInput: UpdateSendingDomainInput;
  SendingDomainPayload: SendingDomainPayload;
  EmailRelay: EmailRelay;
  EmailRelayInput: EmailRelayInput;
  SaveEmailRelayPayload: SaveEmailRelayPayload;
  DeleteEmailRelayPayload: DeleteEmailRelayPayload;
  SendTestEmailInput: SendTestEmailInput;
  SendTestEmailPayload: SendTestEmailPayload;
  Message: ResolversUnionTypes<ResolversParentTypes>['Message'];
  OutgoingEmailAbout: OutgoingEmailAbout;
  OutgoingEmailAttachment: OutgoingEmailAttachment;
  OutgoingEmail: OutgoingEmail;
  OutgoingEmailList: OutgoingEmailList;
  EmailLogsResult: EmailLogsResult;
  EmailLogsMetadata: EmailLogsMetadata;
  EmailLogsData: EmailLogsData;
  EmailLog: EmailLog;
  EmailInfo: EmailInfo;
  EmailLogAddress: EmailLogAddress;
  EmailTrackingDetails: EmailTrackingDetails;
  EmailTrackingEvent: EmailTrackingEvent;
  EmailDeliveryDetails: EmailDeliveryDetails;
  EmailDeliveryEvent: EmailDeliveryEvent;
  EmailTimelineEvent: EmailTimelineEvent;
  EmailAddressInput: EmailAddressInput;
  EmailRecipientInput: EmailRecipientInput;
  EmailAttachmentInput: EmailAttachmentInput;
  SendEmailInput: SendEmailInput;
  SendTemplateEmailInput: SendTemplateEmailInput;
  EmailRequest: EmailRequest;
  EmailRequestItem: EmailRequestItem;
  SuppressionEntry: SuppressionEntry;
  SuppressionInput: SuppressionInput;
  SuppressionDeleteInput: SuppressionDeleteInput;
  SuppressionChange: SuppressionChange;
  SuppressionChangePayload: SuppressionChangePayload;
  MailTemplate: MailTemplate;
  MailTemplateInput: MailTemplateInput;
  MailTemplatePayload: MailTemplatePayload;
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  federation__Scope: Scalars['federation__Scope']['output'];
  federation__Policy: Scalars['federation__Policy']['output'];
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  Float: Scalars['Float']['output'];
  Boolean: Scalars['Boolean']['output'];
};

export type ScopeDirectiveArgs = {
  anyOf: Array<Scalars['String']['input']>;
};

export type ScopeDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = ScopeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ConstraintDirectiveArgs = {
  maxLength?: Maybe<Scalars['Int']['input']>;
  minLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
  max?: Maybe<Scalars['Float']['input']>;
  pattern?: Maybe<Scalars['String']['input']>;
};

export type ConstraintDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = ConstraintDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type OwnedDirectiveArgs = {
  table: Scalars['String']['input'];
  noun: Scalars['String']['input'];
};

export type OwnedDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = OwnedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type WireDirectiveArgs = {
  value: Scalars['String']['input'];
};

export type WireDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = WireDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type WireAsDirectiveArgs = {
  type: Scalars['String']['input'];
};

export type WireAsDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = WireAsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  url?: Maybe<Scalars['String']['input']>;
  as?: Maybe<Scalars['String']['input']>;
  for?: Maybe<Link__Purpose>;
  import?: Maybe<Array<Maybe<Scalars['link__Import']['input']>>>;
};

export type LinkDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__RequiresDirectiveArgs = {
  fields: Scalars['federation__FieldSet']['input'];
};

export type Federation__RequiresDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__RequiresDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ProvidesDirectiveArgs = {
  fields: Scalars['federation__FieldSet']['input'];
};

export type Federation__ProvidesDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__ProvidesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__TagDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type Federation__TagDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__TagDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ExtendsDirectiveArgs = { };

export type Federation__ExtendsDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__ExtendsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__InaccessibleDirectiveArgs = { };

export type Federation__InaccessibleDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__InaccessibleDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__OverrideDirectiveArgs = {
  from: Scalars['String']['input'];
  label?: Maybe<Scalars['String']['input']>;
};

export type Federation__OverrideDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__OverrideDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ComposeDirectiveDirectiveArgs = {
  name?: Maybe<Scalars['String']['input']>;
};

export type Federation__ComposeDirectiveDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__ComposeDirectiveDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__InterfaceObjectDirectiveArgs = { };

export type Federation__InterfaceObjectDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__InterfaceObjectDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__AuthenticatedDirectiveArgs = { };

export type Federation__AuthenticatedDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__RequiresScopesDirectiveArgs = {
  scopes: Array<Array<Scalars['federation__Scope']['input']>>;
};

export type Federation__RequiresScopesDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__RequiresScopesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__PolicyDirectiveArgs = {
  policies: Array<Array<Scalars['federation__Policy']['input']>>;
};

export type Federation__PolicyDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = Federation__PolicyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export interface LocalDateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['LocalDate'], any> {
  name: 'LocalDate';
}

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type PageContextResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PageContext'] = ResolversParentTypes['PageContext']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasMorePage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sortColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['SortOrder'], ParentType, ContextType>;
  appliedFilter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  emailRelay?: Resolver<Maybe<ResolversTypes['EmailRelay']>, ParentType, ContextType>;
  outgoingEmails?: Resolver<ResolversTypes['OutgoingEmailList'], ParentType, ContextType, RequireFields<QueryOutgoingEmailsArgs, 'page' | 'perPage'>>;
  outgoingEmail?: Resolver<ResolversTypes['OutgoingEmail'], ParentType, ContextType, RequireFields<QueryOutgoingEmailArgs, 'messageId'>>;
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<QueryMessageArgs, 'channel' | 'messageId'>>;
  mailAgents?: Resolver<Array<ResolversTypes['MailAgent']>, ParentType, ContextType>;
  mailAgent?: Resolver<ResolversTypes['MailAgent'], ParentType, ContextType, RequireFields<QueryMailAgentArgs, 'agentKey'>>;
  mailAgentApiKeys?: Resolver<Array<ResolversTypes['MailAgentApiKey']>, ParentType, ContextType, RequireFields<QueryMailAgentApiKeysArgs, 'agentKey'>>;
  mailAgentSmtpPasswords?: Resolver<Array<ResolversTypes['MailAgentCredential']>, ParentType, ContextType, RequireFields<QueryMailAgentSmtpPasswordsArgs, 'agentKey'>>;
  channelProvider?: Resolver<Maybe<ResolversTypes['ChannelProvider']>, ParentType, ContextType>;
  smsMessages?: Resolver<Array<ResolversTypes['ChannelMessage']>, ParentType, ContextType, RequireFields<QuerySmsMessagesArgs, 'page' | 'perPage'>>;
  smsMessage?: Resolver<ResolversTypes['ChannelMessage'], ParentType, ContextType, RequireFields<QuerySmsMessageArgs, 'messageId'>>;
  smsMessageTimeline?: Resolver<Array<ResolversTypes['ChannelTimelineEvent']>, ParentType, ContextType, RequireFields<QuerySmsMessageTimelineArgs, 'messageId'>>;
  voiceCalls?: Resolver<Array<ResolversTypes['ChannelMessage']>, ParentType, ContextType, RequireFields<QueryVoiceCallsArgs, 'page' | 'perPage'>>;
  voiceCall?: Resolver<ResolversTypes['ChannelMessage'], ParentType, ContextType, RequireFields<QueryVoiceCallArgs, 'callId'>>;
  voiceCallTimeline?: Resolver<Array<ResolversTypes['ChannelTimelineEvent']>, ParentType, ContextType, RequireFields<QueryVoiceCallTimelineArgs, 'callId'>>;
  whatsappMessages?: Resolver<Array<ResolversTypes['ChannelMessage']>, ParentType, ContextType, RequireFields<QueryWhatsappMessagesArgs, 'page' | 'perPage'>>;
  whatsappMessage?: Resolver<ResolversTypes['ChannelMessage'], ParentType, ContextType, RequireFields<QueryWhatsappMessageArgs, 'messageId'>>;
  whatsappMessageTimeline?: Resolver<Array<ResolversTypes['ChannelTimelineEvent']>, ParentType, ContextType, RequireFields<QueryWhatsappMessageTimelineArgs, 'messageId'>>;
  sendingDomains?: Resolver<Array<ResolversTypes['SendingDomain']>, ParentType, ContextType>;
  sendingDomain?: Resolver<Array<ResolversTypes['SendingDomain']>, ParentType, ContextType, RequireFields<QuerySendingDomainArgs, 'domainKey'>>;
  emailLogs?: Resolver<ResolversTypes['EmailLogsResult'], ParentType, ContextType, RequireFields<QueryEmailLogsArgs, 'offset' | 'limit'>>;
  emailLog?: Resolver<ResolversTypes['EmailLog'], ParentType, ContextType, RequireFields<QueryEmailLogArgs, 'emailReference'>>;
  suppressions?: Resolver<Array<ResolversTypes['SuppressionEntry']>, ParentType, ContextType, RequireFields<QuerySuppressionsArgs, 'dndType' | 'limit' | 'offset'>>;
  mailTemplates?: Resolver<Array<ResolversTypes['MailTemplate']>, ParentType, ContextType, RequireFields<QueryMailTemplatesArgs, 'agentAlias'>>;
  mailTemplate?: Resolver<ResolversTypes['MailTemplate'], ParentType, ContextType, RequireFields<QueryMailTemplateArgs, 'agentAlias' | 'templateKey'>>;
};

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  saveEmailRelay?: Resolver<ResolversTypes['SaveEmailRelayPayload'], ParentType, ContextType, RequireFields<MutationSaveEmailRelayArgs, 'input'>>;
  deleteEmailRelay?: Resolver<ResolversTypes['DeleteEmailRelayPayload'], ParentType, ContextType>;
  sendTestEmail?: Resolver<ResolversTypes['SendTestEmailPayload'], ParentType, ContextType, RequireFields<MutationSendTestEmailArgs, 'input'>>;
  addMailAgent?: Resolver<ResolversTypes['MailAgentPayload'], ParentType, ContextType, RequireFields<MutationAddMailAgentArgs, 'input'>>;
  updateMailAgent?: Resolver<ResolversTypes['MailAgentPayload'], ParentType, ContextType, RequireFields<MutationUpdateMailAgentArgs, 'agentKey' | 'input'>>;
  deleteMailAgent?: Resolver<ResolversTypes['MailAgentDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteMailAgentArgs, 'agentKey'>>;
  generateMailAgentApiKey?: Resolver<ResolversTypes['MailAgentCredentialPayload'], ParentType, ContextType, RequireFields<MutationGenerateMailAgentApiKeyArgs, 'agentKey'>>;
  revokeMailAgentApiKey?: Resolver<ResolversTypes['MailAgentDeletePayload'], ParentType, ContextType, RequireFields<MutationRevokeMailAgentApiKeyArgs, 'agentKey' | 'id'>>;
  generateMailAgentSmtpPassword?: Resolver<ResolversTypes['MailAgentCredentialPayload'], ParentType, ContextType, RequireFields<MutationGenerateMailAgentSmtpPasswordArgs, 'agentKey'>>;
  deleteMailAgentSmtpPassword?: Resolver<ResolversTypes['MailAgentDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteMailAgentSmtpPasswordArgs, 'agentKey' | 'passwordId'>>;
  saveChannelProvider?: Resolver<ResolversTypes['ChannelProvider'], ParentType, ContextType, RequireFields<MutationSaveChannelProviderArgs, 'input'>>;
  deleteChannelProvider?: Resolver<ResolversTypes['ChannelDeletePayload'], ParentType, ContextType>;
  sendSms?: Resolver<ResolversTypes['ChannelMessage'], ParentType, ContextType, RequireFields<MutationSendSmsArgs, 'input'>>;
  placeVoiceCall?: Resolver<ResolversTypes['ChannelMessage'], ParentType, ContextType, RequireFields<MutationPlaceVoiceCallArgs, 'input'>>;
  sendWhatsappMessage?: Resolver<ResolversTypes['ChannelMessage'], ParentType, ContextType, RequireFields<MutationSendWhatsappMessageArgs, 'input'>>;
  addSendingDomain?: Resolver<ResolversTypes['SendingDomainPayload'], ParentType, ContextType, RequireFields<MutationAddSendingDomainArgs, 'input'>>;
  updateSendingDomain?: Resolver<ResolversTypes['SendingDomainPayload'], ParentType, ContextType, RequireFields<MutationUpdateSendingDomainArgs, 'domainKey' | 'input'>>;
  verifySendingDomain?: Resolver<ResolversTypes['SendingDomainPayload'], ParentType, ContextType, RequireFields<MutationVerifySendingDomainArgs, 'domainKey'>>;
  deleteSendingDomain?: Resolver<ResolversTypes['MailAgentDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSendingDomainArgs, 'domainKey'>>;
  sendEmail?: Resolver<ResolversTypes['EmailRequest'], ParentType, ContextType, RequireFields<MutationSendEmailArgs, 'input'>>;
  sendEmailBatch?: Resolver<ResolversTypes['EmailRequest'], ParentType, ContextType, RequireFields<MutationSendEmailBatchArgs, 'input'>>;
  sendTemplateEmail?: Resolver<ResolversTypes['EmailRequest'], ParentType, ContextType, RequireFields<MutationSendTemplateEmailArgs, 'input'>>;
  sendTemplateEmailBatch?: Resolver<ResolversTypes['EmailRequest'], ParentType, ContextType, RequireFields<MutationSendTemplateEmailBatchArgs, 'input'>>;
  addSuppressions?: Resolver<ResolversTypes['SuppressionChangePayload'], ParentType, ContextType, RequireFields<MutationAddSuppressionsArgs, 'dndType' | 'input'>>;
  updateSuppressions?: Resolver<ResolversTypes['SuppressionChangePayload'], ParentType, ContextType, RequireFields<MutationUpdateSuppressionsArgs, 'dndType' | 'input'>>;
  deleteSuppressions?: Resolver<ResolversTypes['MailAgentDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSuppressionsArgs, 'dndType' | 'input'>>;
  addMailTemplate?: Resolver<ResolversTypes['MailTemplatePayload'], ParentType, ContextType, RequireFields<MutationAddMailTemplateArgs, 'agentAlias' | 'input'>>;
  updateMailTemplate?: Resolver<ResolversTypes['MailTemplatePayload'], ParentType, ContextType, RequireFields<MutationUpdateMailTemplateArgs, 'agentAlias' | 'templateKey' | 'input'>>;
  deleteMailTemplate?: Resolver<ResolversTypes['MailAgentDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteMailTemplateArgs, 'agentAlias' | 'templateKey'>>;
};

export type MailAgentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MailAgent'] = ResolversParentTypes['MailAgent']> = {
  mailagentKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mailagentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailAgentStatus'], ParentType, ContextType>;
};

export type MailAgentApiKeyResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MailAgentApiKey'] = ResolversParentTypes['MailAgentApiKey']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  apikey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailAgentCredentialResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MailAgentCredential'] = ResolversParentTypes['MailAgentCredential']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  password?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailAgentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MailAgentPayload'] = ResolversParentTypes['MailAgentPayload']> = {
  mailAgent?: Resolver<ResolversTypes['MailAgent'], ParentType, ContextType>;
};

export type MailAgentCredentialPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MailAgentCredentialPayload'] = ResolversParentTypes['MailAgentCredentialPayload']> = {
  credential?: Resolver<ResolversTypes['MailAgentCredential'], ParentType, ContextType>;
};

export type MailAgentDeletePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MailAgentDeletePayload'] = ResolversParentTypes['MailAgentDeletePayload']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChannelProviderResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ChannelProvider'] = ResolversParentTypes['ChannelProvider']> = {
  apiUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  apiKeySet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  callbackSecretSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fromNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  callbackUrls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChannelDeletePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ChannelDeletePayload'] = ResolversParentTypes['ChannelDeletePayload']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChannelMessageResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ChannelMessage'] = ResolversParentTypes['ChannelMessage']> = {
  messageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  callId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encoding?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  segments?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ttsText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  audioUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['WhatsappTemplate']>, ParentType, ContextType>;
  clientReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerMessageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queuedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WhatsappTemplateResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['WhatsappTemplate'] = ResolversParentTypes['WhatsappTemplate']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChannelTimelineEventResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ChannelTimelineEvent'] = ResolversParentTypes['ChannelTimelineEvent']> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SendingDomainResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SendingDomain'] = ResolversParentTypes['SendingDomain']> = {
  domainKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  domainName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  associatedMailagents?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  isRestrictedSenders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dkim?: Resolver<ResolversTypes['DkimRecord'], ParentType, ContextType>;
  cname?: Resolver<ResolversTypes['CnameRecord'], ParentType, ContextType>;
  spf?: Resolver<ResolversTypes['SpfRecord'], ParentType, ContextType>;
  verifyError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DkimRecordResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DkimRecord'] = ResolversParentTypes['DkimRecord']> = {
  publicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selector?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txtRecord?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CnameRecordResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CnameRecord'] = ResolversParentTypes['CnameRecord']> = {
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cnameRecord?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SpfRecordResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SpfRecord'] = ResolversParentTypes['SpfRecord']> = {
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txtRecord?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SendingDomainPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SendingDomainPayload'] = ResolversParentTypes['SendingDomainPayload']> = {
  sendingDomain?: Resolver<ResolversTypes['SendingDomain'], ParentType, ContextType>;
};

export type EmailRelayResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailRelay'] = ResolversParentTypes['EmailRelay']> = {
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fromAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectUnauthorized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaveEmailRelayPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SaveEmailRelayPayload'] = ResolversParentTypes['SaveEmailRelayPayload']> = {
  emailRelay?: Resolver<ResolversTypes['EmailRelay'], ParentType, ContextType>;
};

export type DeleteEmailRelayPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteEmailRelayPayload'] = ResolversParentTypes['DeleteEmailRelayPayload']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SendTestEmailPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SendTestEmailPayload'] = ResolversParentTypes['SendTestEmailPayload']> = {
  outgoingEmail?: Resolver<ResolversTypes['OutgoingEmail'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  __resolveType: TypeResolveFn<'OutgoingEmail' | 'ChannelMessage', ParentType, ContextType>;
};

export type OutgoingEmailAboutResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['OutgoingEmailAbout'] = ResolversParentTypes['OutgoingEmailAbout']> = {
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutgoingEmailAttachmentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['OutgoingEmailAttachment'] = ResolversParentTypes['OutgoingEmailAttachment']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OutgoingEmailResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['OutgoingEmail'] = ResolversParentTypes['OutgoingEmail']> = {
  messageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OutgoingEmailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cc?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bcc?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fromAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  about?: Resolver<ResolversTypes['OutgoingEmailAbout'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  smtpMessageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  smtpResponse?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['OutgoingEmailAttachment']>, ParentType, ContextType>;
  queuedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastAttemptTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OutgoingEmailListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['OutgoingEmailList'] = ResolversParentTypes['OutgoingEmailList']> = {
  nodes?: Resolver<Array<ResolversTypes['OutgoingEmail']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type EmailLogsResultResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailLogsResult'] = ResolversParentTypes['EmailLogsResult']> = {
  metadata?: Resolver<ResolversTypes['EmailLogsMetadata'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['EmailLogsData'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailLogsMetadataResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailLogsMetadata'] = ResolversParentTypes['EmailLogsMetadata']> = {
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailLogsDataResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailLogsData'] = ResolversParentTypes['EmailLogsData']> = {
  logs?: Resolver<Array<ResolversTypes['EmailLog']>, ParentType, ContextType>;
};

export type EmailLogResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailLog'] = ResolversParentTypes['EmailLog']> = {
  emailInfo?: Resolver<ResolversTypes['EmailInfo'], ParentType, ContextType>;
  emailTrackingDetails?: Resolver<ResolversTypes['EmailTrackingDetails'], ParentType, ContextType>;
  emailDeliveryDetails?: Resolver<ResolversTypes['EmailDeliveryDetails'], ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['EmailTimelineEvent']>, ParentType, ContextType>;
};

export type EmailInfoResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailInfo'] = ResolversParentTypes['EmailInfo']> = {
  emailReference?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mailType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['EmailLogAddress'], ParentType, ContextType>;
  messageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['EmailLogAddress']>, ParentType, ContextType>;
  cc?: Resolver<Array<ResolversTypes['EmailLogAddress']>, ParentType, ContextType>;
  bcc?: Resolver<Array<ResolversTypes['EmailLogAddress']>, ParentType, ContextType>;
  processedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailagentKey?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EmailLogAddressResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailLogAddress'] = ResolversParentTypes['EmailLogAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EmailTrackingDetailsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailTrackingDetails'] = ResolversParentTypes['EmailTrackingDetails']> = {
  emailOpen?: Resolver<Maybe<ResolversTypes['EmailTrackingEvent']>, ParentType, ContextType>;
  emailLinkClick?: Resolver<Maybe<ResolversTypes['EmailTrackingEvent']>, ParentType, ContextType>;
};

export type EmailTrackingEventResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailTrackingEvent'] = ResolversParentTypes['EmailTrackingEvent']> = {
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailDeliveryDetailsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailDeliveryDetails'] = ResolversParentTypes['EmailDeliveryDetails']> = {
  delivered?: Resolver<Array<ResolversTypes['EmailDeliveryEvent']>, ParentType, ContextType>;
  hardbounce?: Resolver<Array<ResolversTypes['EmailDeliveryEvent']>, ParentType, ContextType>;
  softbounce?: Resolver<Array<ResolversTypes['EmailDeliveryEvent']>, ParentType, ContextType>;
  mailfailure?: Resolver<Array<ResolversTypes['EmailDeliveryEvent']>, ParentType, ContextType>;
};

export type EmailDeliveryEventResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailDeliveryEvent'] = ResolversParentTypes['EmailDeliveryEvent']> = {
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EmailTimelineEventResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailTimelineEvent'] = ResolversParentTypes['EmailTimelineEvent']> = {
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailRequestResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailRequest'] = ResolversParentTypes['EmailRequest']> = {
  data?: Resolver<Array<ResolversTypes['EmailRequestItem']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  object?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailRequestItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailRequestItem'] = ResolversParentTypes['EmailRequestItem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  additionalInfo?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SuppressionEntryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SuppressionEntry'] = ResolversParentTypes['SuppressionEntry']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['SuppressionAction'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mailagentKeys?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SuppressionChangeResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SuppressionChange'] = ResolversParentTypes['SuppressionChange']> = {
  modifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suppressionType?: Resolver<ResolversTypes['SuppressionType'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  action?: Resolver<ResolversTypes['SuppressionAction'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mailagentKeys?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SuppressionChangePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SuppressionChangePayload'] = ResolversParentTypes['SuppressionChangePayload']> = {
  suppression?: Resolver<ResolversTypes['SuppressionChange'], ParentType, ContextType>;
};

export type MailTemplateResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MailTemplate'] = ResolversParentTypes['MailTemplate']> = {
  templateKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templateAlias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  htmlbody?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textbody?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mergeFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mailagentKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailTemplatePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MailTemplatePayload'] = ResolversParentTypes['MailTemplatePayload']> = {
  mailTemplate?: Resolver<ResolversTypes['MailTemplate'], ParentType, ContextType>;
};

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export interface Federation__FieldSetScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__FieldSet'], any> {
  name: 'federation__FieldSet';
}

export interface Federation__ScopeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Scope'], any> {
  name: 'federation__Scope';
}

export interface Federation__PolicyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Policy'], any> {
  name: 'federation__Policy';
}

export type Resolvers<ContextType = SubgraphContext> = {
  Decimal?: GraphQLScalarType;
  LocalDate?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  PageContext?: PageContextResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MailAgent?: MailAgentResolvers<ContextType>;
  MailAgentApiKey?: MailAgentApiKeyResolvers<ContextType>;
  MailAgentCredential?: MailAgentCredentialResolvers<ContextType>;
  MailAgentPayload?: MailAgentPayloadResolvers<ContextType>;
  MailAgentCredentialPayload?: MailAgentCredentialPayloadResolvers<ContextType>;
  MailAgentDeletePayload?: MailAgentDeletePayloadResolvers<ContextType>;
  ChannelProvider?: ChannelProviderResolvers<ContextType>;
  ChannelDeletePayload?: ChannelDeletePayloadResolvers<ContextType>;
  ChannelMessage?: ChannelMessageResolvers<ContextType>;
  WhatsappTemplate?: WhatsappTemplateResolvers<ContextType>;
  ChannelTimelineEvent?: ChannelTimelineEventResolvers<ContextType>;
  SendingDomain?: SendingDomainResolvers<ContextType>;
  DkimRecord?: DkimRecordResolvers<ContextType>;
  CnameRecord?: CnameRecordResolvers<ContextType>;
  SpfRecord?: SpfRecordResolvers<ContextType>;
  SendingDomainPayload?: SendingDomainPayloadResolvers<ContextType>;
  EmailRelay?: EmailRelayResolvers<ContextType>;
  SaveEmailRelayPayload?: SaveEmailRelayPayloadResolvers<ContextType>;
  DeleteEmailRelayPayload?: DeleteEmailRelayPayloadResolvers<ContextType>;
  SendTestEmailPayload?: SendTestEmailPayloadResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  OutgoingEmailAbout?: OutgoingEmailAboutResolvers<ContextType>;
  OutgoingEmailAttachment?: OutgoingEmailAttachmentResolvers<ContextType>;
  OutgoingEmail?: OutgoingEmailResolvers<ContextType>;
  OutgoingEmailList?: OutgoingEmailListResolvers<ContextType>;
  EmailLogsResult?: EmailLogsResultResolvers<ContextType>;
  EmailLogsMetadata?: EmailLogsMetadataResolvers<ContextType>;
  EmailLogsData?: EmailLogsDataResolvers<ContextType>;
  EmailLog?: EmailLogResolvers<ContextType>;
  EmailInfo?: EmailInfoResolvers<ContextType>;
  EmailLogAddress?: EmailLogAddressResolvers<ContextType>;
  EmailTrackingDetails?: EmailTrackingDetailsResolvers<ContextType>;
  EmailTrackingEvent?: EmailTrackingEventResolvers<ContextType>;
  EmailDeliveryDetails?: EmailDeliveryDetailsResolvers<ContextType>;
  EmailDeliveryEvent?: EmailDeliveryEventResolvers<ContextType>;
  EmailTimelineEvent?: EmailTimelineEventResolvers<ContextType>;
  EmailRequest?: EmailRequestResolvers<ContextType>;
  EmailRequestItem?: EmailRequestItemResolvers<ContextType>;
  SuppressionEntry?: SuppressionEntryResolvers<ContextType>;
  SuppressionChange?: SuppressionChangeResolvers<ContextType>;
  SuppressionChangePayload?: SuppressionChangePayloadResolvers<ContextType>;
  MailTemplate?: MailTemplateResolvers<ContextType>;
  MailTemplatePayload?: MailTemplatePayloadResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  federation__Scope?: GraphQLScalarType;
  federation__Policy?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = SubgraphContext> = {
  scope?: ScopeDirectiveResolver<any, any, ContextType>;
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
  owned?: OwnedDirectiveResolver<any, any, ContextType>;
  wire?: WireDirectiveResolver<any, any, ContextType>;
  wireAs?: WireAsDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  federation__requires?: Federation__RequiresDirectiveResolver<any, any, ContextType>;
  federation__provides?: Federation__ProvidesDirectiveResolver<any, any, ContextType>;
  federation__tag?: Federation__TagDirectiveResolver<any, any, ContextType>;
  federation__extends?: Federation__ExtendsDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
  federation__inaccessible?: Federation__InaccessibleDirectiveResolver<any, any, ContextType>;
  federation__override?: Federation__OverrideDirectiveResolver<any, any, ContextType>;
  federation__composeDirective?: Federation__ComposeDirectiveDirectiveResolver<any, any, ContextType>;
  federation__interfaceObject?: Federation__InterfaceObjectDirectiveResolver<any, any, ContextType>;
  federation__authenticated?: Federation__AuthenticatedDirectiveResolver<any, any, ContextType>;
  federation__requiresScopes?: Federation__RequiresScopesDirectiveResolver<any, any, ContextType>;
  federation__policy?: Federation__PolicyDirectiveResolver<any, any, ContextType>;
};
