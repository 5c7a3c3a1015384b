// Generated from schema/inventory.graphql by `npm run compose`. Do not edit.
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

/** Whether a location takes new stock. */
export type LocationStatus =
  /** In use. */
  | 'ACTIVE'
  /** No longer in use. */
  | 'INACTIVE';

/** A location's postal address. */
export type LocationAddress = {
  __typename?: 'LocationAddress';
  /** First street line. */
  streetAddress1: Maybe<Scalars['String']['output']>;
  /** Second street line. */
  streetAddress2: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Maybe<Scalars['String']['output']>;
  /** State or province. */
  state: Maybe<Scalars['String']['output']>;
  /** Country. */
  country: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  zip: Maybe<Scalars['String']['output']>;
};

/** A postal address as given on create. */
export type LocationAddressInput = {
  /** First street line. */
  streetAddress1?: InputMaybe<Scalars['String']['input']>;
  /** Second street line. */
  streetAddress2?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** State or province. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A warehouse or other place stock is kept. */
export type Location = {
  __typename?: 'Location';
  /** Identifier. */
  locationId: Scalars['ID']['output'];
  /** Name, unique within the organization. */
  locationName: Scalars['String']['output'];
  /** Active or inactive. */
  status: LocationStatus;
  /** Whether this is the organization's primary location (exactly one is, once any exists). */
  isPrimary: Scalars['Boolean']['output'];
  /** Contact email. */
  email: Maybe<Scalars['String']['output']>;
  /** Contact phone. */
  phone: Maybe<Scalars['String']['output']>;
  /** Postal address. */
  address: LocationAddress;
  /** When the location was created, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
};

/** Fields of a new location. */
export type CreateLocationInput = {
  /** Name, unique within the organization. */
  locationName: Scalars['String']['input'];
  /** Make it the primary location (the first location always is). */
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  /** Contact email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Contact phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postal address. */
  address?: InputMaybe<LocationAddressInput>;
};

/** Result of creating a location. */
export type CreateLocationPayload = {
  __typename?: 'CreateLocationPayload';
  /** The new location. */
  location: Location;
};

/** Locations of the organization. */
export type LocationList = {
  __typename?: 'LocationList';
  /** One page of locations, the primary first, then by name. */
  nodes: Array<Location>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Stock of an item at one location, from the stock ledger. */
export type ItemLocation = {
  __typename?: 'ItemLocation';
  /** The location. */
  locationId: Scalars['ID']['output'];
  /** Its name. */
  locationName: Scalars['String']['output'];
  /** Its status. */
  status: LocationStatus;
  /** Whether it is the organization's primary location. */
  isPrimary: Scalars['Boolean']['output'];
  /** Quantity on hand: the sum of the item's stock movements there. */
  locationStockOnHand: Scalars['Decimal']['output'];
  /** On hand less quantities committed to open sales (none are tracked yet: equals on hand). */
  locationAvailableStock: Scalars['Decimal']['output'];
  /** Available stock less quantities committed to shipments not yet packed (equals available for now). */
  locationActualAvailableStock: Scalars['Decimal']['output'];
};

/** An item (owned by accounting) as the inventory module sees it: where it is kept. */
export type Item = {
  __typename?: 'Item';
  /** Identifier. */
  itemId: Scalars['ID']['output'];
  /** Locations the item is kept at, with its stock there. */
  locations: Array<ItemLocation>;
};

/** Stock of an item across the organization's locations. */
export type ItemStock = {
  __typename?: 'ItemStock';
  /** The item. */
  itemId: Scalars['ID']['output'];
  /** Quantity on hand at all locations. */
  stockOnHand: Scalars['Decimal']['output'];
  /** Available stock at all locations. */
  availableStock: Scalars['Decimal']['output'];
  /** Actual available stock at all locations. */
  actualAvailableStock: Scalars['Decimal']['output'];
  /** Stock per location. */
  locations: Array<ItemLocation>;
};

export type Query = {
  __typename?: 'Query';
  /** Locations of the organization. */
  locations: LocationList;
  /** Stock of an item per location. */
  itemStock: ItemStock;
};


export type QueryLocationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryItemStockArgs = {
  itemId: Scalars['ID']['input'];
};

export type Link__Purpose =
  /** `SECURITY` features provide metadata necessary to securely resolve fields. */
  | 'SECURITY'
  /** `EXECUTION` features provide metadata necessary for operation execution. */
  | 'EXECUTION';

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a location. */
  createLocation: CreateLocationPayload;
};


export type MutationCreateLocationArgs = {
  input: CreateLocationInput;
};



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
  Location: Location;
  Item: Item;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Location:
    ( { __typename: 'Location' }
    & GraphQLRecursivePick<FederationTypes['Location'], {"locationId":true}> );
  Item:
    ( { __typename: 'Item' }
    & GraphQLRecursivePick<FederationTypes['Item'], {"itemId":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  SortOrder: SortOrder;
  PageContext: ResolverTypeWrapper<PageContext>;
  LocationStatus: LocationStatus;
  LocationAddress: ResolverTypeWrapper<LocationAddress>;
  LocationAddressInput: LocationAddressInput;
  Location: ResolverTypeWrapper<Location>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CreateLocationInput: CreateLocationInput;
  CreateLocationPayload: ResolverTypeWrapper<CreateLocationPayload>;
  LocationList: ResolverTypeWrapper<LocationList>;
  ItemLocation: ResolverTypeWrapper<ItemLocation>;
  Item: ResolverTypeWrapper<Item>;
  ItemStock: ResolverTypeWrapper<ItemStock>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  federation__Scope: ResolverTypeWrapper<Scalars['federation__Scope']['output']>;
  federation__Policy: ResolverTypeWrapper<Scalars['federation__Policy']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
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
  LocationAddress: LocationAddress;
  LocationAddressInput: LocationAddressInput;
  Location: Location | FederationReferenceTypes['Location'];
  ID: Scalars['ID']['output'];
  CreateLocationInput: CreateLocationInput;
  CreateLocationPayload: CreateLocationPayload;
  LocationList: LocationList;
  ItemLocation: ItemLocation;
  Item: Item | FederationReferenceTypes['Item'];
  ItemStock: ItemStock;
  Query: Record<PropertyKey, never>;
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  federation__Scope: Scalars['federation__Scope']['output'];
  federation__Policy: Scalars['federation__Policy']['output'];
  Mutation: Record<PropertyKey, never>;
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

export type LocationAddressResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['LocationAddress'] = ResolversParentTypes['LocationAddress']> = {
  streetAddress1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetAddress2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LocationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location'], FederationReferenceType extends FederationReferenceTypes['Location'] = FederationReferenceTypes['Location']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Location']> | FederationReferenceType, FederationReferenceType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LocationStatus'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['LocationAddress'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateLocationPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateLocationPayload'] = ResolversParentTypes['CreateLocationPayload']> = {
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
};

export type LocationListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['LocationList'] = ResolversParentTypes['LocationList']> = {
  nodes?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type ItemLocationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ItemLocation'] = ResolversParentTypes['ItemLocation']> = {
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LocationStatus'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationStockOnHand?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  locationAvailableStock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  locationActualAvailableStock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item'], FederationReferenceType extends FederationReferenceTypes['Item'] = FederationReferenceTypes['Item']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Item']> | FederationReferenceType, FederationReferenceType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['ItemLocation']>, ParentType, ContextType>;
};

export type ItemStockResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ItemStock'] = ResolversParentTypes['ItemStock']> = {
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stockOnHand?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  availableStock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  actualAvailableStock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['ItemLocation']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  locations?: Resolver<ResolversTypes['LocationList'], ParentType, ContextType, RequireFields<QueryLocationsArgs, 'page' | 'perPage'>>;
  itemStock?: Resolver<ResolversTypes['ItemStock'], ParentType, ContextType, RequireFields<QueryItemStockArgs, 'itemId'>>;
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

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createLocation?: Resolver<ResolversTypes['CreateLocationPayload'], ParentType, ContextType, RequireFields<MutationCreateLocationArgs, 'input'>>;
};

export type Resolvers<ContextType = SubgraphContext> = {
  Decimal?: GraphQLScalarType;
  LocalDate?: GraphQLScalarType;
  PageContext?: PageContextResolvers<ContextType>;
  LocationAddress?: LocationAddressResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  CreateLocationPayload?: CreateLocationPayloadResolvers<ContextType>;
  LocationList?: LocationListResolvers<ContextType>;
  ItemLocation?: ItemLocationResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemStock?: ItemStockResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  federation__Scope?: GraphQLScalarType;
  federation__Policy?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
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
