// Generated from schema/accounting.graphql by `npm run compose`. Do not edit.
/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SubgraphContext } from '../../core/context.ts';
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

/** Month of the year; the fiscal year starts on one. */
export type Month =
  | 'JANUARY'
  | 'FEBRUARY'
  | 'MARCH'
  | 'APRIL'
  | 'MAY'
  | 'JUNE'
  | 'JULY'
  | 'AUGUST'
  | 'SEPTEMBER'
  | 'OCTOBER'
  | 'NOVEMBER'
  | 'DECEMBER';

/** A postal address of an organization. */
export type OrganizationAddress = {
  __typename?: 'OrganizationAddress';
  /** First street line. */
  streetAddress1: Maybe<Scalars['String']['output']>;
  /** Second street line. */
  streetAddress2: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Maybe<Scalars['String']['output']>;
  /** State or province. */
  state: Maybe<Scalars['String']['output']>;
  /** Country name or ISO code; it decides the organization's edition. */
  country: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  zip: Maybe<Scalars['String']['output']>;
};

/** A postal address as given on create or update. */
export type OrganizationAddressInput = {
  /** First street line. */
  streetAddress1?: InputMaybe<Scalars['String']['input']>;
  /** Second street line. */
  streetAddress2?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** State or province. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Country name or ISO 3166 code. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A tenant: every business record belongs to exactly one organization. */
export type Organization = {
  __typename?: 'Organization';
  /** Identifier. */
  organizationId: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Whether a logo has been uploaded. */
  isLogoUploaded: Scalars['Boolean']['output'];
  /** Whether this is the caller's default organization. */
  isDefaultOrg: Scalars['Boolean']['output'];
  /** The caller's role in the organization: admin, approver, submitter or staff. */
  userRole: Scalars['String']['output'];
  /** The caller's membership status: active or invited. */
  userStatus: Scalars['String']['output'];
  /** Date the organization was created, in its time zone. */
  accountCreatedDate: Scalars['LocalDate']['output'];
  /** Creation date formatted with the organization's date format. */
  accountCreatedDateFormatted: Scalars['String']['output'];
  /** IANA time zone that dates of the organization are in. */
  timeZone: Scalars['String']['output'];
  /** Language code (en = English). */
  languageCode: Scalars['String']['output'];
  /** Display date format, e.g. dd MMM yyyy. */
  dateFormat: Scalars['String']['output'];
  /** Separator used in displayed dates. */
  fieldSeparator: Scalars['String']['output'];
  /** Month the fiscal year starts, 1 = January. */
  fiscalYearStartMonth: Scalars['Int']['output'];
  /** Whether tax groups are enabled. */
  taxGroupEnabled: Scalars['Boolean']['output'];
  /** Contact person's name. */
  contactName: Maybe<Scalars['String']['output']>;
  /** Contact email (the creator's, unless changed). */
  email: Maybe<Scalars['String']['output']>;
  /** Industry. */
  industryType: Maybe<Scalars['String']['output']>;
  /** Industry size. */
  industrySize: Maybe<Scalars['String']['output']>;
  /** Customer portal name. */
  portalName: Maybe<Scalars['String']['output']>;
  /** Free-form organization address shown on documents. */
  orgAddress: Maybe<Scalars['String']['output']>;
  /** Remit-to address shown on documents. */
  remitToAddress: Maybe<Scalars['String']['output']>;
  /** Structured address. */
  address: OrganizationAddress;
  /** Edition (ISO country code) deciding which tax-locale fields apply. */
  edition: Scalars['String']['output'];
  /** Plan type; self-hosted organizations have every feature. */
  planType: Scalars['Int']['output'];
  /** Plan name. */
  planName: Scalars['String']['output'];
  /** Plan period. */
  planPeriod: Scalars['String']['output'];
  /** Migration status (always 0 here). */
  ziMigrationStatus: Scalars['Int']['output'];
  /** Whether the organization is active. */
  isOrgActive: Scalars['Boolean']['output'];
  /** Base currency. */
  currencyId: Scalars['ID']['output'];
  /** Base currency code. */
  currencyCode: Scalars['String']['output'];
  /** Base currency symbol. */
  currencySymbol: Scalars['String']['output'];
  /** Base currency display format. */
  currencyFormat: Scalars['String']['output'];
  /** Decimal places amounts are rounded to. */
  pricePrecision: Scalars['Int']['output'];
};

/** Fields of a new organization. */
export type CreateOrganizationInput = {
  /** Display name. */
  name: Scalars['String']['input'];
  /** Month the fiscal year starts (default january). */
  fiscalYearStartMonth?: InputMaybe<Month>;
  /** ISO 4217 base currency code (default USD). */
  currencyCode?: InputMaybe<Scalars['String']['input']>;
  /** IANA time zone (default Etc/UTC). */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Display date format. */
  dateFormat?: InputMaybe<Scalars['String']['input']>;
  /** Separator used in displayed dates. */
  fieldSeparator?: InputMaybe<Scalars['String']['input']>;
  /** Language code. */
  languageCode?: InputMaybe<Scalars['String']['input']>;
  /** Industry. */
  industryType?: InputMaybe<Scalars['String']['input']>;
  /** Industry size. */
  industrySize?: InputMaybe<Scalars['String']['input']>;
  /** Customer portal name. */
  portalName?: InputMaybe<Scalars['String']['input']>;
  /** Free-form organization address. */
  orgAddress?: InputMaybe<Scalars['String']['input']>;
  /** Remit-to address. */
  remitToAddress?: InputMaybe<Scalars['String']['input']>;
  /** Structured address. */
  address?: InputMaybe<OrganizationAddressInput>;
  /** Contact person's name. */
  contactName?: InputMaybe<Scalars['String']['input']>;
  /** Contact email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Whether tax groups are enabled. */
  taxGroupEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to an organization: only the fields given change. */
export type UpdateOrganizationInput = {
  /** Display name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Month the fiscal year starts. */
  fiscalYearStartMonth?: InputMaybe<Month>;
  /** Base currency code: accepted only when it is already the base currency. */
  currencyCode?: InputMaybe<Scalars['String']['input']>;
  /** IANA time zone. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Display date format. */
  dateFormat?: InputMaybe<Scalars['String']['input']>;
  /** Separator used in displayed dates. */
  fieldSeparator?: InputMaybe<Scalars['String']['input']>;
  /** Language code. */
  languageCode?: InputMaybe<Scalars['String']['input']>;
  /** Industry. */
  industryType?: InputMaybe<Scalars['String']['input']>;
  /** Industry size. */
  industrySize?: InputMaybe<Scalars['String']['input']>;
  /** Customer portal name. */
  portalName?: InputMaybe<Scalars['String']['input']>;
  /** Free-form organization address. */
  orgAddress?: InputMaybe<Scalars['String']['input']>;
  /** Remit-to address. */
  remitToAddress?: InputMaybe<Scalars['String']['input']>;
  /** Structured address. */
  address?: InputMaybe<OrganizationAddressInput>;
  /** Contact person's name. */
  contactName?: InputMaybe<Scalars['String']['input']>;
  /** Contact email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Whether tax groups are enabled. */
  taxGroupEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of creating an organization. */
export type CreateOrganizationPayload = {
  __typename?: 'CreateOrganizationPayload';
  /** The new organization; the caller is its admin. */
  organization: Organization;
};

/** Result of updating an organization. */
export type UpdateOrganizationPayload = {
  __typename?: 'UpdateOrganizationPayload';
  /** The organization as it is now. */
  organization: Organization;
};

/** The organizations the caller belongs to. */
export type OrganizationList = {
  __typename?: 'OrganizationList';
  /** One page of organizations. */
  nodes: Array<Organization>;
  /** Where the page stands. */
  pageContext: PageContext;
};

export type Query = {
  __typename?: 'Query';
  /** The organizations the caller belongs to. */
  organizations: OrganizationList;
  /** One organization the caller belongs to. */
  organization: Organization;
};


export type QueryOrganizationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrganizationArgs = {
  organizationId: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates an organization with its base currency and default chart of accounts; the caller becomes its admin. */
  createOrganization: CreateOrganizationPayload;
  /** Updates an organization the caller administers. */
  updateOrganization: UpdateOrganizationPayload;
};


export type MutationCreateOrganizationArgs = {
  input: CreateOrganizationInput;
};


export type MutationUpdateOrganizationArgs = {
  organizationId: Scalars['ID']['input'];
  input: UpdateOrganizationInput;
};

export type Link__Purpose =
  /** `SECURITY` features provide metadata necessary to securely resolve fields. */
  | 'SECURITY'
  /** `EXECUTION` features provide metadata necessary for operation execution. */
  | 'EXECUTION';



export type ResolverTypeWrapper<T> = T | Promise<T>;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

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

/** Mapping of federation types */
export type FederationTypes = {
  Organization: Organization;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Organization:
    ( { __typename: 'Organization' }
    & GraphQLRecursivePick<FederationTypes['Organization'], {"organizationId":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  SortOrder: SortOrder;
  PageContext: ResolverTypeWrapper<PageContext>;
  Month: Month;
  OrganizationAddress: ResolverTypeWrapper<OrganizationAddress>;
  OrganizationAddressInput: OrganizationAddressInput;
  Organization: ResolverTypeWrapper<Organization>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CreateOrganizationInput: CreateOrganizationInput;
  UpdateOrganizationInput: UpdateOrganizationInput;
  CreateOrganizationPayload: ResolverTypeWrapper<CreateOrganizationPayload>;
  UpdateOrganizationPayload: ResolverTypeWrapper<UpdateOrganizationPayload>;
  OrganizationList: ResolverTypeWrapper<OrganizationList>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
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
  OrganizationAddress: OrganizationAddress;
  OrganizationAddressInput: OrganizationAddressInput;
  Organization: Organization | FederationReferenceTypes['Organization'];
  ID: Scalars['ID']['output'];
  CreateOrganizationInput: CreateOrganizationInput;
  UpdateOrganizationInput: UpdateOrganizationInput;
  CreateOrganizationPayload: CreateOrganizationPayload;
  UpdateOrganizationPayload: UpdateOrganizationPayload;
  OrganizationList: OrganizationList;
  Query: Record<PropertyKey, never>;
  Mutation: Record<PropertyKey, never>;
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

export type OrganizationAddressResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['OrganizationAddress'] = ResolversParentTypes['OrganizationAddress']> = {
  streetAddress1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetAddress2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization'], FederationReferenceType extends FederationReferenceTypes['Organization'] = FederationReferenceTypes['Organization']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Organization']> | FederationReferenceType, FederationReferenceType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isLogoUploaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefaultOrg?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountCreatedDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  accountCreatedDateFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languageCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fieldSeparator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fiscalYearStartMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxGroupEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  industryType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  industrySize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  portalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remitToAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['OrganizationAddress'], ParentType, ContextType>;
  edition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planPeriod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ziMigrationStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isOrgActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreateOrganizationPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateOrganizationPayload'] = ResolversParentTypes['CreateOrganizationPayload']> = {
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
};

export type UpdateOrganizationPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateOrganizationPayload'] = ResolversParentTypes['UpdateOrganizationPayload']> = {
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
};

export type OrganizationListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['OrganizationList'] = ResolversParentTypes['OrganizationList']> = {
  nodes?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  organizations?: Resolver<ResolversTypes['OrganizationList'], ParentType, ContextType, RequireFields<QueryOrganizationsArgs, 'page' | 'perPage'>>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'organizationId'>>;
};

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createOrganization?: Resolver<ResolversTypes['CreateOrganizationPayload'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'input'>>;
  updateOrganization?: Resolver<ResolversTypes['UpdateOrganizationPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'organizationId' | 'input'>>;
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
  OrganizationAddress?: OrganizationAddressResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  CreateOrganizationPayload?: CreateOrganizationPayloadResolvers<ContextType>;
  UpdateOrganizationPayload?: UpdateOrganizationPayloadResolvers<ContextType>;
  OrganizationList?: OrganizationListResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
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
