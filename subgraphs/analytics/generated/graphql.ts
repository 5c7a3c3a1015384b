// Generated from schema/analytics.graphql (and schema/analytics/) by `npm run compose`. Do not edit.
/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SubgraphContext } from '../../core/request/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
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

export type Link__Purpose =
  /** `SECURITY` features provide metadata necessary to securely resolve fields. */
  | 'SECURITY'
  /** `EXECUTION` features provide metadata necessary for operation execution. */
  | 'EXECUTION';

export type Query = {
  __typename?: 'Query';
};



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
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  SortOrder: SortOrder;
  PageContext: ResolverTypeWrapper<PageContext>;
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  federation__Scope: ResolverTypeWrapper<Scalars['federation__Scope']['output']>;
  federation__Policy: ResolverTypeWrapper<Scalars['federation__Policy']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
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
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  federation__Scope: Scalars['federation__Scope']['output'];
  federation__Policy: Scalars['federation__Policy']['output'];
  Query: Record<PropertyKey, never>;
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
