// Generated from schema/analytics.graphql (and schema/analytics/) by `npm run compose`. Do not edit.
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

/** An export job of a view, as its creator sees it. */
export type ExportJob = {
  __typename?: 'ExportJob';
  /** Its id. */
  jobId: Scalars['ID']['output'];
  /** 1001 not initiated, 1002 in progress, 1003 error, 1004 completed, 1005 not found (a string, like the family's wire). */
  jobCode: Scalars['String']['output'];
  /** JOB NOT INITIATED, JOB IN PROGRESS, ERROR OCCURRED, JOB COMPLETED or JOB NOT FOUND. */
  jobStatus: Scalars['String']['output'];
  /** Rows written to the file so far. */
  rowsWritten: Maybe<Scalars['Int']['output']>;
  /** Why the job failed (jobCode 1003). */
  errorMessage: Maybe<Scalars['String']['output']>;
  /** Where to download the file (jobCode 1004). */
  downloadUrl: Maybe<Scalars['String']['output']>;
  /** When the file and the job are removed, epoch milliseconds as a string (jobCode 1004). */
  expiryTime: Maybe<Scalars['String']['output']>;
  /** Where the job's callback stands (jobs created with a callbackUrl; null without one). */
  callbackStatus: Maybe<ExportCallbackStatus>;
  /** Why the callback is not delivered (RETRYING, REFUSED or FAILED), in Kontor's words: never the receiver's text. */
  callbackError: Maybe<Scalars['String']['output']>;
};

/** Where an export job's callback stands. */
export type ExportCallbackStatus =
  /** Not sent yet: the job has not finished, or the POST is queued. */
  | 'PENDING'
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** The receiver answered otherwise or could not be reached; retried with backoff. */
  | 'RETRYING'
  /** The callback URL resolves to an address the outbound policy refuses (docs/outbound.md); not retried. */
  | 'REFUSED'
  /** Retries spent without a 2xx answer. */
  | 'FAILED';

/** The job created. */
export type CreateExportJobPayload = {
  __typename?: 'CreateExportJobPayload';
  /** Its id: poll it, or wait for the callback. */
  jobId: Scalars['ID']['output'];
};

/** The file of a completed job. */
export type ExportJobFile = {
  __typename?: 'ExportJobFile';
  /** The blob the file is stored in. */
  documentId: Scalars['ID']['output'];
};

/** An export job as an operations view lists it: the job, what it exports and when it ran. */
export type ExportJobActivity = {
  __typename?: 'ExportJobActivity';
  /** The job (the family's fields). */
  job: ExportJob;
  /** The workspace of the view. */
  workspaceId: Scalars['ID']['output'];
  /** The view exported. */
  viewId: Scalars['ID']['output'];
  /** The view's name; null once the view is deleted. */
  viewName: Maybe<Scalars['String']['output']>;
  /** csv, json, xml, html, pdf or image. */
  responseFormat: Scalars['String']['output'];
  /** When it was created (ISO 8601). */
  createdTime: Scalars['String']['output'];
  /** When a worker started it (ISO 8601). */
  startedTime: Maybe<Scalars['String']['output']>;
  /** When it completed or failed (ISO 8601). */
  finishedTime: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** The organization's workspaces. */
  workspaces: WorkspacesPayload;
  /** A workspace's views. */
  workspaceViews: AnalyticsViewsPayload;
  /** The datasets the platform's modules offer to views. */
  analyticsDatasets: AnalyticsDatasetsPayload;
  /** The caller's organizations (no organization named). */
  analyticsOrgs: AnalyticsOrgsPayload;
  /** Workspaces of one organization (orgId), or of every organization of the caller without it. */
  analyticsWorkspaces: WorkspacesPayload;
  /** The workspaces the caller created, in every organization of theirs. */
  analyticsOwnedWorkspaces: WorkspaceListPayload;
  /** The workspaces others created, in every organization of the caller. */
  analyticsSharedWorkspaces: WorkspaceListPayload;
  /** A workspace of the organization, or a view of it, by name (the family client's getMetaDetails). */
  analyticsMetaDetails: MetaDetailsPayload;
  /** A workspace of any of the caller's organizations. */
  workspaceDetails: WorkspaceDetailsPayload;
  /** A view of any of the caller's organizations. */
  viewDetails: ViewDetailsPayload;
  /** An export job; only its creator may read it. Without workspaceId, the job of that id in any workspace (the live fields read it so). */
  exportJob: ExportJob;
  /** The file of a completed export job; only its creator may download it. */
  exportJobFile: ExportJobFile;
  /** The caller's export jobs in the organization that have not expired, newest first; with jobId, that job alone (empty when it is not the caller's). */
  recentExportJobs: Array<ExportJobActivity>;
  /** A small view's rows at once (the family client's exportData): CONFIG as for an export job, a text format, at most 10,000 rows; the file is served once and removed. */
  exportViewData: ExportJobFile;
};


export type QueryWorkspaceViewsArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type QueryAnalyticsWorkspacesArgs = {
  orgId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAnalyticsMetaDetailsArgs = {
  workspaceName: Scalars['String']['input'];
  viewName?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWorkspaceDetailsArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type QueryViewDetailsArgs = {
  viewId: Scalars['ID']['input'];
};


export type QueryExportJobArgs = {
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
  jobId: Scalars['ID']['input'];
};


export type QueryExportJobFileArgs = {
  workspaceId: Scalars['ID']['input'];
  jobId: Scalars['ID']['input'];
};


export type QueryRecentExportJobsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  jobId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryExportViewDataArgs = {
  workspaceId: Scalars['ID']['input'];
  viewId: Scalars['ID']['input'];
  config: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a workspace. */
  createWorkspace: CreateWorkspacePayload;
  /** Creates a table view with typed columns. */
  createTable: CreateViewPayload;
  /** Creates a query view or a chart over a dataset. */
  createQueryView: CreateViewPayload;
  /** Adds rows to a table view, each value checked against its column's type, all or none. */
  addRows: AddRowsPayload;
  /** Sets values on the table rows the criteria match, each value checked against its column. */
  updateRows: UpdateRowsPayload;
  /** Removes the table rows the criteria match. */
  deleteRows: DeleteRowsPayload;
  /** Imports CSV or JSON into a table (the family client's importData): CONFIG JSON text, the data as the uploaded FILE or as DATA text; every value checked, all or nothing. */
  importData: ImportDataPayload;
  /** Removes a workspace with its views, their rows and its export jobs. */
  deleteWorkspace: AnalyticsDeletePayload;
  /** Removes a view (a table with its rows). */
  deleteView: AnalyticsDeletePayload;
  /** Validates CONFIG (a JSON object, the family's export configuration) completely, then queues an export job of the view. */
  createExportJob: CreateExportJobPayload;
  /** Queues an export of a SELECT over one of the workspace's views (CONFIG.sqlQuery; a subset of SQL, translated, never run as written). */
  createSqlExportJob: CreateExportJobPayload;
};


export type MutationCreateWorkspaceArgs = {
  input: CreateWorkspaceInput;
};


export type MutationCreateTableArgs = {
  workspaceId: Scalars['ID']['input'];
  input: CreateTableInput;
};


export type MutationCreateQueryViewArgs = {
  workspaceId: Scalars['ID']['input'];
  input: CreateQueryViewInput;
};


export type MutationAddRowsArgs = {
  workspaceId: Scalars['ID']['input'];
  viewId: Scalars['ID']['input'];
  input: AddRowsInput;
};


export type MutationUpdateRowsArgs = {
  workspaceId: Scalars['ID']['input'];
  viewId: Scalars['ID']['input'];
  input: UpdateRowsInput;
};


export type MutationDeleteRowsArgs = {
  workspaceId: Scalars['ID']['input'];
  viewId: Scalars['ID']['input'];
  input?: InputMaybe<DeleteRowsInput>;
};


export type MutationImportDataArgs = {
  workspaceId: Scalars['ID']['input'];
  viewId: Scalars['ID']['input'];
  config: Scalars['String']['input'];
  file?: InputMaybe<Scalars['ID']['input']>;
  DATA?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteWorkspaceArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteViewArgs = {
  workspaceId: Scalars['ID']['input'];
  viewId: Scalars['ID']['input'];
};


export type MutationCreateExportJobArgs = {
  workspaceId: Scalars['ID']['input'];
  viewId: Scalars['ID']['input'];
  config: Scalars['String']['input'];
};


export type MutationCreateSqlExportJobArgs = {
  workspaceId: Scalars['ID']['input'];
  config: Scalars['String']['input'];
};

/** The type of a view's column; a table view checks every added value against it. */
export type AnalyticsColumnType =
  /** Text. */
  | 'TEXT'
  /** A whole number. */
  | 'INTEGER'
  /** A decimal number (kept exact). */
  | 'DECIMAL'
  /** A date, yyyy-mm-dd. */
  | 'DATE'
  /** An instant, ISO 8601. */
  | 'TIMESTAMP'
  /** true or false. */
  | 'BOOLEAN';

/** What a view is. */
export type AnalyticsViewType =
  /** A table the user creates and fills through the rows route. */
  | 'TABLE'
  /** A query over a dataset of the platform's data; it always reads current data. */
  | 'QUERY'
  /** A chart over a dataset. */
  | 'CHART';

/** The kinds of chart an image export draws. */
export type AnalyticsChartType =
  /** Bars, one per category. */
  | 'BAR'
  /** A line through the categories. */
  | 'LINE'
  /** Slices of a pie. */
  | 'PIE';

/** A workspace: a named group of views of one organization. */
export type Workspace = {
  __typename?: 'Workspace';
  /** Its id. */
  workspaceId: Scalars['ID']['output'];
  /** Its name, unique in the organization. */
  workspaceName: Scalars['String']['output'];
  /** What it is for. */
  workspaceDesc: Maybe<Scalars['String']['output']>;
  /** The id of the user who created it. */
  createdBy: Maybe<Scalars['ID']['output']>;
  /** When it was created (epoch milliseconds as a string, like the family's wire). */
  createdTime: Scalars['String']['output'];
  /** The organization it belongs to. */
  orgId: Maybe<Scalars['ID']['output']>;
};

/** A column of a view. */
export type AnalyticsColumn = {
  __typename?: 'AnalyticsColumn';
  /** Its name. */
  columnName: Scalars['String']['output'];
  /** Its type. */
  dataType: AnalyticsColumnType;
};

/** A chart's drawing: the type and the columns of categories and values. */
export type AnalyticsChart = {
  __typename?: 'AnalyticsChart';
  /** Bar, line or pie. */
  chartType: AnalyticsChartType;
  /** The column of the categories. */
  xColumn: Scalars['String']['output'];
  /** The column of the values. */
  yColumn: Scalars['String']['output'];
};

/** A view of a workspace. */
export type AnalyticsView = {
  __typename?: 'AnalyticsView';
  /** Its id. */
  viewId: Scalars['ID']['output'];
  /** Its name, unique in the workspace. */
  viewName: Scalars['String']['output'];
  /** Table, QueryTable or AnalysisView. */
  viewType: AnalyticsViewType;
  /** What it shows. */
  viewDesc: Maybe<Scalars['String']['output']>;
  /** Its workspace. */
  workspaceId: Scalars['ID']['output'];
  /** The dataset a query view or chart reads (`accounting.invoices`). */
  dataset: Maybe<Scalars['String']['output']>;
  /** The row filter of a query view or chart. */
  criteria: Maybe<Scalars['String']['output']>;
  /** Its columns. */
  columns: Array<AnalyticsColumn>;
  /** A chart's drawing. */
  chart: Maybe<AnalyticsChart>;
  /** The organization it belongs to. */
  orgId: Maybe<Scalars['ID']['output']>;
};

/** A dataset a module offers: what query views and charts read. */
export type AnalyticsDataset = {
  __typename?: 'AnalyticsDataset';
  /** `<module>.<what>`. */
  name: Scalars['String']['output'];
  /** What it holds. */
  description: Scalars['String']['output'];
  /** Its columns. */
  columns: Array<AnalyticsColumn>;
};

/** The organization's workspaces. */
export type WorkspacesPayload = {
  __typename?: 'WorkspacesPayload';
  /** Workspaces the user created. */
  ownedWorkspaces: Array<Workspace>;
  /** The organization's other workspaces. */
  sharedWorkspaces: Array<Workspace>;
};

/** A workspace's views. */
export type AnalyticsViewsPayload = {
  __typename?: 'AnalyticsViewsPayload';
  /** The views, by name. */
  views: Array<AnalyticsView>;
};

/** The datasets views can read. */
export type AnalyticsDatasetsPayload = {
  __typename?: 'AnalyticsDatasetsPayload';
  /** Every dataset of every module, by name. */
  datasets: Array<AnalyticsDataset>;
};

/** A new workspace. */
export type CreateWorkspaceInput = {
  /** Its name, unique in the organization. */
  workspaceName: Scalars['String']['input'];
  /** What it is for. */
  workspaceDesc?: InputMaybe<Scalars['String']['input']>;
};

/** The id of the workspace made. */
export type CreateWorkspacePayload = {
  __typename?: 'CreateWorkspacePayload';
  /** Its id. */
  workspaceId: Scalars['ID']['output'];
};

/** A column of a new table. */
export type AnalyticsColumnInput = {
  /** Its name, unique in the table. */
  columnName: Scalars['String']['input'];
  /** Its type. */
  dataType: AnalyticsColumnType;
};

/** A column of a table design, as the family's analytics client sends it. */
export type AnalyticsDesignColumnInput = {
  /** Its name, unique in the table. */
  COLUMNNAME: Scalars['String']['input'];
  /** Its type. */
  DATATYPE: AnalyticsColumnType;
  /** What it holds (kept with the client's design; not stored). */
  DESCRIPTION?: InputMaybe<Scalars['String']['input']>;
};

/** A table design, as the family's analytics client sends it (`createTable`). */
export type AnalyticsTableDesignInput = {
  /** The table's name, unique in the workspace. */
  TABLENAME: Scalars['String']['input'];
  /** What it holds. */
  TABLEDESCRIPTION?: InputMaybe<Scalars['String']['input']>;
  /** Its columns (1 to 200). */
  COLUMNS: Array<AnalyticsDesignColumnInput>;
};

/** A new table view: tableName and columns, or the family client's tableDesign (one of the two). */
export type CreateTableInput = {
  /** Its name, unique in the workspace. */
  tableName?: InputMaybe<Scalars['String']['input']>;
  /** What it holds. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Its columns (1 to 200). */
  columns?: InputMaybe<Array<AnalyticsColumnInput>>;
  /** The table as the family's analytics client designs it, instead of tableName, description and columns. */
  tableDesign?: InputMaybe<AnalyticsTableDesignInput>;
};

/** The id of the view made. */
export type CreateViewPayload = {
  __typename?: 'CreateViewPayload';
  /** Its id. */
  viewId: Scalars['ID']['output'];
};

/** Rows added to a table view: rows, or the family client's one row in columns (one of the two). */
export type AddRowsInput = {
  /** The rows (at most 5000 a request), each an object keyed by column name; a missing column is empty. */
  rows?: InputMaybe<Array<Scalars['JSONObject']['input']>>;
  /** One row, keyed by column name (the family client's addRow). */
  columns?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Rows of a table view changed: the values to set, on the rows the criteria match (all rows without criteria). */
export type UpdateRowsInput = {
  /** The values to set, keyed by column name, each checked against its column. */
  columns: Scalars['JSONObject']['input'];
  /** The rows to change, in the criteria syntax; every row without it. */
  criteria?: InputMaybe<Scalars['String']['input']>;
};

/** Rows of a table view removed: those the criteria match (all rows without criteria). */
export type DeleteRowsInput = {
  /** The rows to remove, in the criteria syntax; every row without it. */
  criteria?: InputMaybe<Scalars['String']['input']>;
};

/** What the update changed. */
export type UpdateRowsPayload = {
  __typename?: 'UpdateRowsPayload';
  /** The columns set. */
  updatedColumns: Array<Scalars['String']['output']>;
  /** How many rows were changed. */
  updatedRows: Scalars['Int']['output'];
};

/** What the delete removed. */
export type DeleteRowsPayload = {
  __typename?: 'DeleteRowsPayload';
  /** How many rows were removed. */
  deletedRows: Scalars['Int']['output'];
};

/** An organization the caller belongs to, as analytics lists it. */
export type AnalyticsOrg = {
  __typename?: 'AnalyticsOrg';
  /** Its id: the ZANALYTICS-ORGID (SVC-ANALYTICS-ORGID) of later calls. */
  orgId: Scalars['ID']['output'];
  /** Its name. */
  orgName: Scalars['String']['output'];
  /** The caller's role in it. */
  role: Scalars['String']['output'];
  /** Whether it is the caller's default organization. */
  isDefault: Scalars['Boolean']['output'];
  /** When it was created (epoch milliseconds as a string). */
  createdTime: Scalars['String']['output'];
};

/** The caller's organizations. */
export type AnalyticsOrgsPayload = {
  __typename?: 'AnalyticsOrgsPayload';
  /** Every organization the caller is an active member of, oldest first. */
  orgs: Array<AnalyticsOrg>;
};

/** One workspace's details. */
export type WorkspaceDetailsPayload = {
  __typename?: 'WorkspaceDetailsPayload';
  /** The workspace (under `workspaces`, as the family answers). */
  workspaces: Workspace;
};

/** Workspaces of one kind (owned or shared). */
export type WorkspaceListPayload = {
  __typename?: 'WorkspaceListPayload';
  /** The workspaces, by name. */
  workspaces: Array<Workspace>;
};

/** A workspace's or a view's details found by name (getMetaDetails). */
export type MetaDetailsPayload = {
  __typename?: 'MetaDetailsPayload';
  /** The workspace, when only its name was given. */
  workspaces: Maybe<Workspace>;
  /** The view, when a view name was given too. */
  views: Maybe<AnalyticsView>;
};

/** One view's details. */
export type ViewDetailsPayload = {
  __typename?: 'ViewDetailsPayload';
  /** The view (under `views`, as the family answers). */
  views: AnalyticsView;
};

/** How an import went (the family's import answer). */
export type ImportSummary = {
  __typename?: 'ImportSummary';
  /** APPEND, TRUNCATEADD or UPDATEADD. */
  importType: Scalars['String']['output'];
  /** The table's columns. */
  totalColumnCount: Scalars['Int']['output'];
  /** The columns the data named. */
  selectedColumnCount: Scalars['Int']['output'];
  /** The rows the data held. */
  totalRowCount: Scalars['Int']['output'];
  /** The rows written (all of them: an import is written whole or not at all). */
  successRowCount: Scalars['Int']['output'];
  /** Always 0: a value the table refuses fails the import instead. */
  warnings: Scalars['Int']['output'];
  /** appended, truncated and added, or updated. */
  importOperation: Scalars['String']['output'];
};

/** What an import wrote. */
export type ImportDataPayload = {
  __typename?: 'ImportDataPayload';
  /** The counts. */
  importSummary: ImportSummary;
  /** The columns the data named, with their types. */
  columnDetails: Scalars['JSONObject']['output'];
  /** Empty: a refused import answers an error instead. */
  importErrors: Scalars['String']['output'];
};

/** A workspace or view removed. */
export type AnalyticsDeletePayload = {
  __typename?: 'AnalyticsDeletePayload';
  /** Its id. */
  deletedId: Scalars['ID']['output'];
};

/** What the rows route added. */
export type AddRowsPayload = {
  __typename?: 'AddRowsPayload';
  /** How many rows were added. */
  rowsAdded: Scalars['Int']['output'];
  /** The table's columns. */
  columns: Array<Scalars['String']['output']>;
  /** The rows added, as stored (each value in its column's canonical form). */
  rows: Array<Scalars['JSONObject']['output']>;
};

/** A chart of a new view. */
export type AnalyticsChartInput = {
  /** Bar, line or pie. */
  chartType: AnalyticsChartType;
  /** The column of the categories. */
  xColumn: Scalars['String']['input'];
  /** The column of the values (a number). */
  yColumn: Scalars['String']['input'];
};

/** A new query view (or chart) over a dataset. */
export type CreateQueryViewInput = {
  /** Its name, unique in the workspace. */
  viewName: Scalars['String']['input'];
  /** What it shows. */
  viewDesc?: InputMaybe<Scalars['String']['input']>;
  /** The dataset it reads (`accounting.invoices`). */
  dataset: Scalars['String']['input'];
  /** The dataset's columns it shows, in order (default: all). */
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A row filter in the criteria syntax (`"Status"='paid' and "Total" > 100`). */
  criteria?: InputMaybe<Scalars['String']['input']>;
  /** Makes the view a chart. */
  chart?: InputMaybe<AnalyticsChartInput>;
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
  ExportJob: ExportJob;
  Workspace: Workspace;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  ExportJob:
    ( { __typename: 'ExportJob' }
    & GraphQLRecursivePick<FederationTypes['ExportJob'], {"jobId":true}> );
  Workspace:
    ( { __typename: 'Workspace' }
    & GraphQLRecursivePick<FederationTypes['Workspace'], {"workspaceId":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  SortOrder: SortOrder;
  PageContext: ResolverTypeWrapper<PageContext>;
  ExportJob: ResolverTypeWrapper<ExportJob>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ExportCallbackStatus: ExportCallbackStatus;
  CreateExportJobPayload: ResolverTypeWrapper<CreateExportJobPayload>;
  ExportJobFile: ResolverTypeWrapper<ExportJobFile>;
  ExportJobActivity: ResolverTypeWrapper<ExportJobActivity>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  AnalyticsColumnType: AnalyticsColumnType;
  AnalyticsViewType: AnalyticsViewType;
  AnalyticsChartType: AnalyticsChartType;
  Workspace: ResolverTypeWrapper<Workspace>;
  AnalyticsColumn: ResolverTypeWrapper<AnalyticsColumn>;
  AnalyticsChart: ResolverTypeWrapper<AnalyticsChart>;
  AnalyticsView: ResolverTypeWrapper<AnalyticsView>;
  AnalyticsDataset: ResolverTypeWrapper<AnalyticsDataset>;
  WorkspacesPayload: ResolverTypeWrapper<WorkspacesPayload>;
  AnalyticsViewsPayload: ResolverTypeWrapper<AnalyticsViewsPayload>;
  AnalyticsDatasetsPayload: ResolverTypeWrapper<AnalyticsDatasetsPayload>;
  CreateWorkspaceInput: CreateWorkspaceInput;
  CreateWorkspacePayload: ResolverTypeWrapper<CreateWorkspacePayload>;
  AnalyticsColumnInput: AnalyticsColumnInput;
  AnalyticsDesignColumnInput: AnalyticsDesignColumnInput;
  AnalyticsTableDesignInput: AnalyticsTableDesignInput;
  CreateTableInput: CreateTableInput;
  CreateViewPayload: ResolverTypeWrapper<CreateViewPayload>;
  AddRowsInput: AddRowsInput;
  UpdateRowsInput: UpdateRowsInput;
  DeleteRowsInput: DeleteRowsInput;
  UpdateRowsPayload: ResolverTypeWrapper<UpdateRowsPayload>;
  DeleteRowsPayload: ResolverTypeWrapper<DeleteRowsPayload>;
  AnalyticsOrg: ResolverTypeWrapper<AnalyticsOrg>;
  AnalyticsOrgsPayload: ResolverTypeWrapper<AnalyticsOrgsPayload>;
  WorkspaceDetailsPayload: ResolverTypeWrapper<WorkspaceDetailsPayload>;
  WorkspaceListPayload: ResolverTypeWrapper<WorkspaceListPayload>;
  MetaDetailsPayload: ResolverTypeWrapper<MetaDetailsPayload>;
  ViewDetailsPayload: ResolverTypeWrapper<ViewDetailsPayload>;
  ImportSummary: ResolverTypeWrapper<ImportSummary>;
  ImportDataPayload: ResolverTypeWrapper<ImportDataPayload>;
  AnalyticsDeletePayload: ResolverTypeWrapper<AnalyticsDeletePayload>;
  AddRowsPayload: ResolverTypeWrapper<AddRowsPayload>;
  AnalyticsChartInput: AnalyticsChartInput;
  CreateQueryViewInput: CreateQueryViewInput;
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
  ExportJob: ExportJob | FederationReferenceTypes['ExportJob'];
  ID: Scalars['ID']['output'];
  CreateExportJobPayload: CreateExportJobPayload;
  ExportJobFile: ExportJobFile;
  ExportJobActivity: ExportJobActivity;
  Query: Record<PropertyKey, never>;
  Mutation: Record<PropertyKey, never>;
  Workspace: Workspace | FederationReferenceTypes['Workspace'];
  AnalyticsColumn: AnalyticsColumn;
  AnalyticsChart: AnalyticsChart;
  AnalyticsView: AnalyticsView;
  AnalyticsDataset: AnalyticsDataset;
  WorkspacesPayload: WorkspacesPayload;
  AnalyticsViewsPayload: AnalyticsViewsPayload;
  AnalyticsDatasetsPayload: AnalyticsDatasetsPayload;
  CreateWorkspaceInput: CreateWorkspaceInput;
  CreateWorkspacePayload: CreateWorkspacePayload;
  AnalyticsColumnInput: AnalyticsColumnInput;
  AnalyticsDesignColumnInput: AnalyticsDesignColumnInput;
  AnalyticsTableDesignInput: AnalyticsTableDesignInput;
  CreateTableInput: CreateTableInput;
  CreateViewPayload: CreateViewPayload;
  AddRowsInput: AddRowsInput;
  UpdateRowsInput: UpdateRowsInput;
  DeleteRowsInput: DeleteRowsInput;
  UpdateRowsPayload: UpdateRowsPayload;
  DeleteRowsPayload: DeleteRowsPayload;
  AnalyticsOrg: AnalyticsOrg;
  AnalyticsOrgsPayload: AnalyticsOrgsPayload;
  WorkspaceDetailsPayload: WorkspaceDetailsPayload;
  WorkspaceListPayload: WorkspaceListPayload;
  MetaDetailsPayload: MetaDetailsPayload;
  ViewDetailsPayload: ViewDetailsPayload;
  ImportSummary: ImportSummary;
  ImportDataPayload: ImportDataPayload;
  AnalyticsDeletePayload: AnalyticsDeletePayload;
  AddRowsPayload: AddRowsPayload;
  AnalyticsChartInput: AnalyticsChartInput;
  CreateQueryViewInput: CreateQueryViewInput;
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

export type ExportJobResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExportJob'] = ResolversParentTypes['ExportJob'], FederationReferenceType extends FederationReferenceTypes['ExportJob'] = FederationReferenceTypes['ExportJob']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ExportJob']> | FederationReferenceType, FederationReferenceType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowsWritten?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  callbackStatus?: Resolver<Maybe<ResolversTypes['ExportCallbackStatus']>, ParentType, ContextType>;
  callbackError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateExportJobPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateExportJobPayload'] = ResolversParentTypes['CreateExportJobPayload']> = {
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ExportJobFileResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExportJobFile'] = ResolversParentTypes['ExportJobFile']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ExportJobActivityResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExportJobActivity'] = ResolversParentTypes['ExportJobActivity']> = {
  job?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  workspaces?: Resolver<ResolversTypes['WorkspacesPayload'], ParentType, ContextType>;
  workspaceViews?: Resolver<ResolversTypes['AnalyticsViewsPayload'], ParentType, ContextType, RequireFields<QueryWorkspaceViewsArgs, 'workspaceId'>>;
  analyticsDatasets?: Resolver<ResolversTypes['AnalyticsDatasetsPayload'], ParentType, ContextType>;
  analyticsOrgs?: Resolver<ResolversTypes['AnalyticsOrgsPayload'], ParentType, ContextType>;
  analyticsWorkspaces?: Resolver<ResolversTypes['WorkspacesPayload'], ParentType, ContextType, Partial<QueryAnalyticsWorkspacesArgs>>;
  analyticsOwnedWorkspaces?: Resolver<ResolversTypes['WorkspaceListPayload'], ParentType, ContextType>;
  analyticsSharedWorkspaces?: Resolver<ResolversTypes['WorkspaceListPayload'], ParentType, ContextType>;
  analyticsMetaDetails?: Resolver<ResolversTypes['MetaDetailsPayload'], ParentType, ContextType, RequireFields<QueryAnalyticsMetaDetailsArgs, 'workspaceName'>>;
  workspaceDetails?: Resolver<ResolversTypes['WorkspaceDetailsPayload'], ParentType, ContextType, RequireFields<QueryWorkspaceDetailsArgs, 'workspaceId'>>;
  viewDetails?: Resolver<ResolversTypes['ViewDetailsPayload'], ParentType, ContextType, RequireFields<QueryViewDetailsArgs, 'viewId'>>;
  exportJob?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, RequireFields<QueryExportJobArgs, 'jobId'>>;
  exportJobFile?: Resolver<ResolversTypes['ExportJobFile'], ParentType, ContextType, RequireFields<QueryExportJobFileArgs, 'workspaceId' | 'jobId'>>;
  recentExportJobs?: Resolver<Array<ResolversTypes['ExportJobActivity']>, ParentType, ContextType, RequireFields<QueryRecentExportJobsArgs, 'limit'>>;
  exportViewData?: Resolver<ResolversTypes['ExportJobFile'], ParentType, ContextType, RequireFields<QueryExportViewDataArgs, 'workspaceId' | 'viewId' | 'config'>>;
};

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createWorkspace?: Resolver<ResolversTypes['CreateWorkspacePayload'], ParentType, ContextType, RequireFields<MutationCreateWorkspaceArgs, 'input'>>;
  createTable?: Resolver<ResolversTypes['CreateViewPayload'], ParentType, ContextType, RequireFields<MutationCreateTableArgs, 'workspaceId' | 'input'>>;
  createQueryView?: Resolver<ResolversTypes['CreateViewPayload'], ParentType, ContextType, RequireFields<MutationCreateQueryViewArgs, 'workspaceId' | 'input'>>;
  addRows?: Resolver<ResolversTypes['AddRowsPayload'], ParentType, ContextType, RequireFields<MutationAddRowsArgs, 'workspaceId' | 'viewId' | 'input'>>;
  updateRows?: Resolver<ResolversTypes['UpdateRowsPayload'], ParentType, ContextType, RequireFields<MutationUpdateRowsArgs, 'workspaceId' | 'viewId' | 'input'>>;
  deleteRows?: Resolver<ResolversTypes['DeleteRowsPayload'], ParentType, ContextType, RequireFields<MutationDeleteRowsArgs, 'workspaceId' | 'viewId'>>;
  importData?: Resolver<ResolversTypes['ImportDataPayload'], ParentType, ContextType, RequireFields<MutationImportDataArgs, 'workspaceId' | 'viewId' | 'config'>>;
  deleteWorkspace?: Resolver<ResolversTypes['AnalyticsDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteWorkspaceArgs, 'workspaceId'>>;
  deleteView?: Resolver<ResolversTypes['AnalyticsDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteViewArgs, 'workspaceId' | 'viewId'>>;
  createExportJob?: Resolver<ResolversTypes['CreateExportJobPayload'], ParentType, ContextType, RequireFields<MutationCreateExportJobArgs, 'workspaceId' | 'viewId' | 'config'>>;
  createSqlExportJob?: Resolver<ResolversTypes['CreateExportJobPayload'], ParentType, ContextType, RequireFields<MutationCreateSqlExportJobArgs, 'workspaceId' | 'config'>>;
};

export type WorkspaceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace'], FederationReferenceType extends FederationReferenceTypes['Workspace'] = FederationReferenceTypes['Workspace']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Workspace']> | FederationReferenceType, FederationReferenceType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspaceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workspaceDesc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AnalyticsColumnResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AnalyticsColumn'] = ResolversParentTypes['AnalyticsColumn']> = {
  columnName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataType?: Resolver<ResolversTypes['AnalyticsColumnType'], ParentType, ContextType>;
};

export type AnalyticsChartResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AnalyticsChart'] = ResolversParentTypes['AnalyticsChart']> = {
  chartType?: Resolver<ResolversTypes['AnalyticsChartType'], ParentType, ContextType>;
  xColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsViewResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AnalyticsView'] = ResolversParentTypes['AnalyticsView']> = {
  viewId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewType?: Resolver<ResolversTypes['AnalyticsViewType'], ParentType, ContextType>;
  viewDesc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dataset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  criteria?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['AnalyticsColumn']>, ParentType, ContextType>;
  chart?: Resolver<Maybe<ResolversTypes['AnalyticsChart']>, ParentType, ContextType>;
  orgId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AnalyticsDatasetResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AnalyticsDataset'] = ResolversParentTypes['AnalyticsDataset']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['AnalyticsColumn']>, ParentType, ContextType>;
};

export type WorkspacesPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['WorkspacesPayload'] = ResolversParentTypes['WorkspacesPayload']> = {
  ownedWorkspaces?: Resolver<Array<ResolversTypes['Workspace']>, ParentType, ContextType>;
  sharedWorkspaces?: Resolver<Array<ResolversTypes['Workspace']>, ParentType, ContextType>;
};

export type AnalyticsViewsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AnalyticsViewsPayload'] = ResolversParentTypes['AnalyticsViewsPayload']> = {
  views?: Resolver<Array<ResolversTypes['AnalyticsView']>, ParentType, ContextType>;
};

export type AnalyticsDatasetsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AnalyticsDatasetsPayload'] = ResolversParentTypes['AnalyticsDatasetsPayload']> = {
  datasets?: Resolver<Array<ResolversTypes['AnalyticsDataset']>, ParentType, ContextType>;
};

export type CreateWorkspacePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateWorkspacePayload'] = ResolversParentTypes['CreateWorkspacePayload']> = {
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreateViewPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateViewPayload'] = ResolversParentTypes['CreateViewPayload']> = {
  viewId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UpdateRowsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateRowsPayload'] = ResolversParentTypes['UpdateRowsPayload']> = {
  updatedColumns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeleteRowsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteRowsPayload'] = ResolversParentTypes['DeleteRowsPayload']> = {
  deletedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnalyticsOrgResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AnalyticsOrg'] = ResolversParentTypes['AnalyticsOrg']> = {
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsOrgsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AnalyticsOrgsPayload'] = ResolversParentTypes['AnalyticsOrgsPayload']> = {
  orgs?: Resolver<Array<ResolversTypes['AnalyticsOrg']>, ParentType, ContextType>;
};

export type WorkspaceDetailsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['WorkspaceDetailsPayload'] = ResolversParentTypes['WorkspaceDetailsPayload']> = {
  workspaces?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type WorkspaceListPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['WorkspaceListPayload'] = ResolversParentTypes['WorkspaceListPayload']> = {
  workspaces?: Resolver<Array<ResolversTypes['Workspace']>, ParentType, ContextType>;
};

export type MetaDetailsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MetaDetailsPayload'] = ResolversParentTypes['MetaDetailsPayload']> = {
  workspaces?: Resolver<Maybe<ResolversTypes['Workspace']>, ParentType, ContextType>;
  views?: Resolver<Maybe<ResolversTypes['AnalyticsView']>, ParentType, ContextType>;
};

export type ViewDetailsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ViewDetailsPayload'] = ResolversParentTypes['ViewDetailsPayload']> = {
  views?: Resolver<ResolversTypes['AnalyticsView'], ParentType, ContextType>;
};

export type ImportSummaryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ImportSummary'] = ResolversParentTypes['ImportSummary']> = {
  importType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalColumnCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selectedColumnCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  successRowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importOperation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImportDataPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ImportDataPayload'] = ResolversParentTypes['ImportDataPayload']> = {
  importSummary?: Resolver<ResolversTypes['ImportSummary'], ParentType, ContextType>;
  columnDetails?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  importErrors?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsDeletePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AnalyticsDeletePayload'] = ResolversParentTypes['AnalyticsDeletePayload']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AddRowsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AddRowsPayload'] = ResolversParentTypes['AddRowsPayload']> = {
  rowsAdded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['JSONObject']>, ParentType, ContextType>;
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
  ExportJob?: ExportJobResolvers<ContextType>;
  CreateExportJobPayload?: CreateExportJobPayloadResolvers<ContextType>;
  ExportJobFile?: ExportJobFileResolvers<ContextType>;
  ExportJobActivity?: ExportJobActivityResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
  AnalyticsColumn?: AnalyticsColumnResolvers<ContextType>;
  AnalyticsChart?: AnalyticsChartResolvers<ContextType>;
  AnalyticsView?: AnalyticsViewResolvers<ContextType>;
  AnalyticsDataset?: AnalyticsDatasetResolvers<ContextType>;
  WorkspacesPayload?: WorkspacesPayloadResolvers<ContextType>;
  AnalyticsViewsPayload?: AnalyticsViewsPayloadResolvers<ContextType>;
  AnalyticsDatasetsPayload?: AnalyticsDatasetsPayloadResolvers<ContextType>;
  CreateWorkspacePayload?: CreateWorkspacePayloadResolvers<ContextType>;
  CreateViewPayload?: CreateViewPayloadResolvers<ContextType>;
  UpdateRowsPayload?: UpdateRowsPayloadResolvers<ContextType>;
  DeleteRowsPayload?: DeleteRowsPayloadResolvers<ContextType>;
  AnalyticsOrg?: AnalyticsOrgResolvers<ContextType>;
  AnalyticsOrgsPayload?: AnalyticsOrgsPayloadResolvers<ContextType>;
  WorkspaceDetailsPayload?: WorkspaceDetailsPayloadResolvers<ContextType>;
  WorkspaceListPayload?: WorkspaceListPayloadResolvers<ContextType>;
  MetaDetailsPayload?: MetaDetailsPayloadResolvers<ContextType>;
  ViewDetailsPayload?: ViewDetailsPayloadResolvers<ContextType>;
  ImportSummary?: ImportSummaryResolvers<ContextType>;
  ImportDataPayload?: ImportDataPayloadResolvers<ContextType>;
  AnalyticsDeletePayload?: AnalyticsDeletePayloadResolvers<ContextType>;
  AddRowsPayload?: AddRowsPayloadResolvers<ContextType>;
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
