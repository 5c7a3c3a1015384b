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

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates or replaces the organization's SMTP relay. */
  saveEmailRelay: SaveEmailRelayPayload;
  /** Removes the organization's relay: mail goes through the platform's relay again. */
  deleteEmailRelay: DeleteEmailRelayPayload;
  /** Queues a test message through the organization's relay; its outcome shows in the delivery log. */
  sendTestEmail: SendTestEmailPayload;
};


export type MutationSaveEmailRelayArgs = {
  input: EmailRelayInput;
};


export type MutationSendTestEmailArgs = {
  input: SendTestEmailInput;
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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  SortOrder: SortOrder;
  PageContext: ResolverTypeWrapper<PageContext>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  EmailRelay: ResolverTypeWrapper<EmailRelay>;
  EmailRelayInput: EmailRelayInput;
  SaveEmailRelayPayload: ResolverTypeWrapper<SaveEmailRelayPayload>;
  DeleteEmailRelayPayload: ResolverTypeWrapper<DeleteEmailRelayPayload>;
  SendTestEmailInput: SendTestEmailInput;
  SendTestEmailPayload: ResolverTypeWrapper<SendTestEmailPayload>;
  OutgoingEmailStatus: OutgoingEmailStatus;
  OutgoingEmailAbout: ResolverTypeWrapper<OutgoingEmailAbout>;
  OutgoingEmailAttachment: ResolverTypeWrapper<OutgoingEmailAttachment>;
  OutgoingEmail: ResolverTypeWrapper<OutgoingEmail>;
  OutgoingEmailList: ResolverTypeWrapper<OutgoingEmailList>;
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
  PageContext: PageContext;
  Query: Record<PropertyKey, never>;
  ID: Scalars['ID']['output'];
  Mutation: Record<PropertyKey, never>;
  EmailRelay: EmailRelay;
  EmailRelayInput: EmailRelayInput;
  SaveEmailRelayPayload: SaveEmailRelayPayload;
  DeleteEmailRelayPayload: DeleteEmailRelayPayload;
  SendTestEmailInput: SendTestEmailInput;
  SendTestEmailPayload: SendTestEmailPayload;
  OutgoingEmailAbout: OutgoingEmailAbout;
  OutgoingEmailAttachment: OutgoingEmailAttachment;
  OutgoingEmail: OutgoingEmail;
  OutgoingEmailList: OutgoingEmailList;
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

export type WireDirectiveArgs = {
  value: Scalars['String']['input'];
};

export type WireDirectiveResolver<Result, Parent, ContextType = SubgraphContext, Args = WireDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

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
};

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  saveEmailRelay?: Resolver<ResolversTypes['SaveEmailRelayPayload'], ParentType, ContextType, RequireFields<MutationSaveEmailRelayArgs, 'input'>>;
  deleteEmailRelay?: Resolver<ResolversTypes['DeleteEmailRelayPayload'], ParentType, ContextType>;
  sendTestEmail?: Resolver<ResolversTypes['SendTestEmailPayload'], ParentType, ContextType, RequireFields<MutationSendTestEmailArgs, 'input'>>;
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
};

export type OutgoingEmailListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['OutgoingEmailList'] = ResolversParentTypes['OutgoingEmailList']> = {
  nodes?: Resolver<Array<ResolversTypes['OutgoingEmail']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
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
  PageContext?: PageContextResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  EmailRelay?: EmailRelayResolvers<ContextType>;
  SaveEmailRelayPayload?: SaveEmailRelayPayloadResolvers<ContextType>;
  DeleteEmailRelayPayload?: DeleteEmailRelayPayloadResolvers<ContextType>;
  SendTestEmailPayload?: SendTestEmailPayloadResolvers<ContextType>;
  OutgoingEmailAbout?: OutgoingEmailAboutResolvers<ContextType>;
  OutgoingEmailAttachment?: OutgoingEmailAttachmentResolvers<ContextType>;
  OutgoingEmail?: OutgoingEmailResolvers<ContextType>;
  OutgoingEmailList?: OutgoingEmailListResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  federation__Scope?: GraphQLScalarType;
  federation__Policy?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = SubgraphContext> = {
  scope?: ScopeDirectiveResolver<any, any, ContextType>;
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
  wire?: WireDirectiveResolver<any, any, ContextType>;
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
