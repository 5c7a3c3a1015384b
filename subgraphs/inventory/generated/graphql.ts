// Generated from schema/inventory.graphql (and schema/inventory/) by `npm run compose`. Do not edit.
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

/** Whether a location takes new stock. */
export type LocationStatus =
  /** In use. */
  | 'ACTIVE'
  /** No longer in use. */
  | 'INACTIVE';

/** A location's postal address. */
export type LocationAddress = {
  __typename?: 'LocationAddress';
  /** Person or department to the attention of whom mail goes. */
  attention: Maybe<Scalars['String']['output']>;
  /** First street line. */
  streetAddress1: Maybe<Scalars['String']['output']>;
  /** Second street line. */
  streetAddress2: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Maybe<Scalars['String']['output']>;
  /** State or province. */
  state: Maybe<Scalars['String']['output']>;
  /** Code of the state or province as the client gave it (`CA`, `BY`). */
  stateCode: Maybe<Scalars['String']['output']>;
  /** Country. */
  country: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  zip: Maybe<Scalars['String']['output']>;
};

/** A postal address as given on create. */
export type LocationAddressInput = {
  /** Person or department to the attention of whom mail goes. */
  attention?: InputMaybe<Scalars['String']['input']>;
  /** First street line. */
  streetAddress1?: InputMaybe<Scalars['String']['input']>;
  /** Second street line. */
  streetAddress2?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** State or province. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Code of the state or province (`CA`, `BY`). */
  stateCode?: InputMaybe<Scalars['String']['input']>;
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
  /** On hand less what open sales orders commit here and have not invoiced yet. */
  locationAvailableStock: Scalars['Decimal']['output'];
  /** Available stock less quantities committed to shipments apart from their orders (none are: equals available). */
  locationActualAvailableStock: Scalars['Decimal']['output'];
};

/** An item (owned by accounting) as the inventory module sees it: where it is kept. */
export type Item = {
  __typename?: 'Item';
  /** Identifier. */
  itemId: Scalars['ID']['output'];
  /** Locations the item is kept at, with its stock there. */
  locations: Array<ItemLocation>;
  /** Quantity on hand at all its locations, from the stock ledger (0 for an item kept nowhere). */
  stockOnHand: Scalars['Decimal']['output'];
  /** Available stock at all its locations: on hand less what open sales orders commit. */
  availableStock: Scalars['Decimal']['output'];
  /** Actual available stock at all its locations (equals available: no shipment commits stock apart from its order). */
  actualAvailableStock: Scalars['Decimal']['output'];
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
  /** Stock counts of the organization. */
  inventoryCounts: InventoryCountList;
  /** One stock count with its lines. */
  inventoryCount: InventoryCount;
  /** Settings of stock counts. */
  inventoryCountSettings: InventoryCountSettings;
  /** Recurring stock count profiles. */
  recurringInventoryCounts: RecurringInventoryCountList;
  /** One recurring profile with its items. */
  recurringInventoryCount: RecurringInventoryCount;
  /** Purchase orders of the organization, filtered, sorted and paged. */
  purchaseOrders: PurchaseOrderList;
  /** One purchase order. */
  purchaseOrder: PurchaseOrder;
  /** Purchase receives of the organization, filtered, sorted and paged. */
  purchaseReceives: PurchaseReceiveList;
  /** One purchase receive. */
  purchaseReceive: PurchaseReceive;
  /** A document of a receive, to download (REST streams its bytes). */
  purchaseReceiveDocument: PurchaseReceiveDocument;
};


export type QueryLocationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryItemStockArgs = {
  itemId: Scalars['ID']['input'];
};


export type QueryInventoryCountsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  filterBy?: InputMaybe<InventoryCountFilter>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  sortColumn?: InputMaybe<InventoryCountSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
};


export type QueryInventoryCountArgs = {
  inventorycountId: Scalars['ID']['input'];
};


export type QueryRecurringInventoryCountsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  filterBy?: InputMaybe<RecurringInventoryCountFilter>;
  searchText?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecurringInventoryCountArgs = {
  recurringinventorycountId: Scalars['ID']['input'];
};


export type QueryPurchaseOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<PurchaseOrderSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<PurchaseOrderFilter>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPurchaseOrderArgs = {
  purchaseorderId: Scalars['ID']['input'];
};


export type QueryPurchaseReceivesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<PurchaseReceiveSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<PurchaseReceiveFilter>;
  purchaseorderId?: InputMaybe<Scalars['ID']['input']>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  receiveNumber?: InputMaybe<Scalars['String']['input']>;
  dateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  dateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
};


export type QueryPurchaseReceiveArgs = {
  receiveId: Scalars['ID']['input'];
};


export type QueryPurchaseReceiveDocumentArgs = {
  receiveId: Scalars['ID']['input'];
  documentId: Scalars['ID']['input'];
};

/** Where a stock count stands (README "Stock counts": the moves between them). */
export type InventoryCountStatus =
  /** Created; nobody has started counting. */
  | 'YET_TO_START'
  /** Being started: the system quantities are being taken (a job). */
  | 'START_IN_PROGRESS'
  /** Counting: counted quantities are being recorded. */
  | 'COUNTING'
  /** Being submitted (a job). */
  | 'SUBMISSION_IN_PROGRESS'
  /** Submitted; ready to be approved (approval not required). */
  | 'SUBMITTED'
  /** Submitted and waiting for an approver (approval required). */
  | 'APPROVAL_IN_PROGRESS'
  /** Approved: the variances are becoming stock adjustments (a job). */
  | 'PROCESSING'
  /** Approved and adjusted. */
  | 'COMPLETED'
  /** Cancelled before completion. */
  | 'CANCELLED'
  /** Its due date passed before it was submitted. */
  | 'EXPIRED';

/** How a count came about. */
export type InventoryCountType =
  /** Created by a user (or an import file). */
  | 'ADHOC'
  /** Created by a recurring stock count profile. */
  | 'RECURRING';

/** Where a line of a count stands. */
export type InventoryCountLineStatus =
  /** Not counted yet. */
  | 'DRAFT'
  /** Counted. */
  | 'COUNTED'
  /** Skipped: left out of the count. */
  | 'SKIPPED'
  /** Approved (its variance, if any, adjusted the stock). */
  | 'APPROVED'
  /** Rejected at approval: its variance did not adjust the stock. */
  | 'REJECTED';

/** Filters of the stock count list. */
export type InventoryCountFilter =
  /** Every count. */
  | 'STATUS_ALL'
  /** Counts assigned to the caller. */
  | 'ASSIGNEE_SELF'
  /** yet_to_start */
  | 'YET_TO_START'
  /** start_in_progress */
  | 'START_IN_PROGRESS'
  /** counting */
  | 'COUNTING'
  /** submission_in_progress */
  | 'SUBMISSION_IN_PROGRESS'
  /** submitted */
  | 'SUBMITTED'
  /** approval_in_progress */
  | 'APPROVAL_IN_PROGRESS'
  /** processing */
  | 'PROCESSING'
  /** completed */
  | 'COMPLETED'
  /** cancelled */
  | 'CANCELLED'
  /** expired */
  | 'EXPIRED';

/** Sort columns of the stock count list. */
export type InventoryCountSortColumn =
  /** When the count was created (default). */
  | 'CREATED_TIME'
  /** The count date. */
  | 'COUNT_DATE'
  /** The count number. */
  | 'INVENTORYCOUNT_NUMBER'
  /** When the count last changed. */
  | 'LAST_MODIFIED_TIME';

/** Which job is working on a count's lines. */
export type InventoryCountOperation =
  /** Taking system quantities. */
  | 'START'
  /** Submitting. */
  | 'SUBMIT'
  /** Turning variances into stock adjustments. */
  | 'APPROVE';

/** Progress of the job working on a count's lines. */
export type InventoryCountProgress = {
  __typename?: 'InventoryCountProgress';
  /** What the job does. */
  operation: InventoryCountOperation;
  /** Lines done. */
  processedLines: Scalars['Int']['output'];
  /** Lines in all. */
  totalLines: Scalars['Int']['output'];
};

/** A line of a stock count: an item, its system quantity and what was counted. */
export type InventoryCountLine = {
  __typename?: 'InventoryCountLine';
  /** Identifier. */
  lineItemId: Scalars['ID']['output'];
  /** The item. */
  itemId: Scalars['ID']['output'];
  /** Its name when it was added to the count. */
  itemName: Scalars['String']['output'];
  /** Position in the count. */
  itemOrder: Scalars['Int']['output'];
  /** The item's SKU. */
  sku: Maybe<Scalars['String']['output']>;
  /** The item's unit. */
  unit: Maybe<Scalars['String']['output']>;
  /** Stock on hand at the location when counting started (null before). */
  systemQuantity: Maybe<Scalars['Decimal']['output']>;
  /** Quantity counted (null until counted; null when skipped). */
  countedQuantity: Maybe<Scalars['Decimal']['output']>;
  /** counted_quantity − system_quantity, when both are known. */
  stockVariance: Maybe<Scalars['Decimal']['output']>;
  /** Serial numbers are not tracked: always false. */
  trackSerialNumber: Scalars['Boolean']['output'];
  /** Batches are not tracked: always false. */
  trackBatchNumber: Scalars['Boolean']['output'];
  /** Whether the counted quantity equals the system quantity (null until both are known). */
  isMatched: Maybe<Scalars['Boolean']['output']>;
  /** Tracking details are not tracked: always false. */
  hasTrackingDetailsMismatch: Scalars['Boolean']['output'];
  /** Whether the line was skipped. */
  isSkipped: Scalars['Boolean']['output'];
  /** Where the line stands. */
  status: InventoryCountLineStatus;
  /** Reason of the variance, as given. */
  reasonId: Maybe<Scalars['String']['output']>;
  /** Value the line's adjustment posted to the inventory account (base currency), once approved. */
  adjustmentValue: Maybe<Scalars['Decimal']['output']>;
};

/** A stock count as lists show it: everything but its lines. */
export type InventoryCountSummary = {
  __typename?: 'InventoryCountSummary';
  /** Identifier. */
  inventorycountId: Scalars['ID']['output'];
  /** Number, unique within the organization. */
  inventorycountNumber: Scalars['String']['output'];
  /** Date of the count. */
  countDate: Scalars['LocalDate']['output'];
  /** After this date an unfinished count expires. */
  dueDate: Scalars['LocalDate']['output'];
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Where the count stands. */
  status: InventoryCountStatus;
  /** adhoc or recurring. */
  countType: InventoryCountType;
  /** The warehouse (the location). */
  warehouseId: Scalars['ID']['output'];
  /** Its name. */
  warehouseName: Scalars['String']['output'];
  /** The location counted. */
  locationId: Scalars['ID']['output'];
  /** Its name. */
  locationName: Scalars['String']['output'];
  /** Who counts. */
  assigneeId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  assigneeName: Maybe<Scalars['String']['output']>;
  /** Their photo (none is kept: null). */
  assigneePhotoUrl: Maybe<Scalars['String']['output']>;
  /** Who created the count (null for counts a profile created). */
  createdById: Maybe<Scalars['ID']['output']>;
  /** The profile that created the count. */
  recurringinventorycountId: Maybe<Scalars['ID']['output']>;
  /** Lines. */
  numberOfItems: Scalars['Int']['output'];
  /** Lines counted. */
  numberOfItemsCounted: Scalars['Int']['output'];
  /** Lines skipped. */
  numberOfItemsSkipped: Scalars['Int']['output'];
  /** Approved lines whose variance adjusted the stock. */
  numberOfItemsAdjusted: Scalars['Int']['output'];
  /** Lines approved. */
  numberOfItemsApproved: Scalars['Int']['output'];
  /** Lines rejected at approval. */
  numberOfItemsRejected: Scalars['Int']['output'];
  /** Percentage of counted lines whose count matched the system quantity (0 when none is counted), two decimals. */
  accuracy: Scalars['Float']['output'];
  /** The job working on the lines, while one is. */
  progress: Maybe<InventoryCountProgress>;
  /** When it was submitted. */
  submittedTime: Maybe<Scalars['String']['output']>;
  /** When it was approved. */
  approvedTime: Maybe<Scalars['String']['output']>;
  /** Why it was last rejected. */
  rejectionReason: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** A stock count: physical verification of items at a location against the stock ledger. */
export type InventoryCount = {
  __typename?: 'InventoryCount';
  /** Identifier. */
  inventorycountId: Scalars['ID']['output'];
  /** Number, unique within the organization. */
  inventorycountNumber: Scalars['String']['output'];
  /** Date of the count. */
  countDate: Scalars['LocalDate']['output'];
  /** After this date an unfinished count expires. */
  dueDate: Scalars['LocalDate']['output'];
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Where the count stands. */
  status: InventoryCountStatus;
  /** adhoc or recurring. */
  countType: InventoryCountType;
  /** The warehouse (the location). */
  warehouseId: Scalars['ID']['output'];
  /** Its name. */
  warehouseName: Scalars['String']['output'];
  /** The location counted. */
  locationId: Scalars['ID']['output'];
  /** Its name. */
  locationName: Scalars['String']['output'];
  /** Who counts. */
  assigneeId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  assigneeName: Maybe<Scalars['String']['output']>;
  /** Their photo (none is kept: null). */
  assigneePhotoUrl: Maybe<Scalars['String']['output']>;
  /** Who created the count (null for counts a profile created). */
  createdById: Maybe<Scalars['ID']['output']>;
  /** The profile that created the count. */
  recurringinventorycountId: Maybe<Scalars['ID']['output']>;
  /** Lines. */
  numberOfItems: Scalars['Int']['output'];
  /** Lines counted. */
  numberOfItemsCounted: Scalars['Int']['output'];
  /** Lines skipped. */
  numberOfItemsSkipped: Scalars['Int']['output'];
  /** Approved lines whose variance adjusted the stock. */
  numberOfItemsAdjusted: Scalars['Int']['output'];
  /** Lines approved. */
  numberOfItemsApproved: Scalars['Int']['output'];
  /** Lines rejected at approval. */
  numberOfItemsRejected: Scalars['Int']['output'];
  /** Percentage of counted lines whose count matched the system quantity (0 when none is counted), two decimals. */
  accuracy: Scalars['Float']['output'];
  /** The job working on the lines, while one is. */
  progress: Maybe<InventoryCountProgress>;
  /** When it was submitted. */
  submittedTime: Maybe<Scalars['String']['output']>;
  /** When it was approved. */
  approvedTime: Maybe<Scalars['String']['output']>;
  /** Why it was last rejected. */
  rejectionReason: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
  /** The lines, by item_order. */
  lineItems: Array<InventoryCountLine>;
};

/** Stock counts of the organization. */
export type InventoryCountList = {
  __typename?: 'InventoryCountList';
  /** One page. */
  nodes: Array<InventoryCountSummary>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A line of a new or changed count. */
export type InventoryCountLineInput = {
  /** The item to count. */
  itemId: Scalars['ID']['input'];
  /** Position (default: the order given). */
  itemOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Fields of a new stock count. Lines come from line_items, an import file, or both. */
export type CreateInventoryCountInput = {
  /** The number, used as given when ignore_auto_number_generation is true. */
  inventorycountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Date of the count (default today in the organization's time zone). */
  countDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** After this date an unfinished count expires (default the count date). */
  dueDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The warehouse; same as location_id (give either, or both equal). */
  warehouseId?: InputMaybe<Scalars['ID']['input']>;
  /** The location to count. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Who counts: a member of the organization. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** Items to count; each item once. */
  lineItems?: InputMaybe<Array<InventoryCountLineInput>>;
};

/** Changes to a stock count: lines and location only before it starts. */
export type UpdateInventoryCountInput = {
  /** The number. */
  inventorycountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Date of the count. */
  countDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** After this date an unfinished count expires. */
  dueDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The warehouse; same as location_id. */
  warehouseId?: InputMaybe<Scalars['ID']['input']>;
  /** The location to count. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Who counts. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** Items to count, replacing the lines. */
  lineItems?: InputMaybe<Array<InventoryCountLineInput>>;
};

/** A counted quantity (or a skip) for one line, named by line_item_id or item_id. */
export type RecordCountLineInput = {
  /** The line. */
  lineItemId?: InputMaybe<Scalars['ID']['input']>;
  /** Or the item of the line. */
  itemId?: InputMaybe<Scalars['ID']['input']>;
  /** Quantity counted (at least 0). */
  countedQuantity?: InputMaybe<Scalars['Decimal']['input']>;
  /** Skip the line (true) or take it back into the count (false). */
  isSkipped?: InputMaybe<Scalars['Boolean']['input']>;
  /** Reason of the variance. */
  reasonId?: InputMaybe<Scalars['String']['input']>;
};

/** Counted quantities of a count in counting. */
export type RecordInventoryCountInput = {
  /** The lines counted or skipped. */
  lineItems: Array<RecordCountLineInput>;
};

/** The approver's decision on one line. */
export type ApproveCountLineInput = {
  /** The line. */
  lineItemId: Scalars['ID']['input'];
  /** Reject the line: its variance does not adjust the stock. */
  isRejected?: InputMaybe<Scalars['Boolean']['input']>;
  /** Reason of the variance. */
  reasonId?: InputMaybe<Scalars['String']['input']>;
};

/** Approval of a count: every line is approved unless rejected here. */
export type ApproveInventoryCountInput = {
  /** Decisions on single lines. */
  lineItems?: InputMaybe<Array<ApproveCountLineInput>>;
};

/** Rejection of a submitted count: it goes back to counting. */
export type RejectInventoryCountInput = {
  /** Why. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Result of a change to a stock count. */
export type InventoryCountPayload = {
  __typename?: 'InventoryCountPayload';
  /** The count. */
  inventorycount: InventoryCount;
};

/** Result of deleting a stock count. */
export type DeleteInventoryCountPayload = {
  __typename?: 'DeleteInventoryCountPayload';
  /** The deleted count's id. */
  inventorycountId: Scalars['ID']['output'];
};

/** Settings of stock counts. */
export type InventoryCountSettings = {
  __typename?: 'InventoryCountSettings';
  /** Counts may hold 5000 line items instead of 1000. */
  extendedLineLimitEnabled: Scalars['Boolean']['output'];
  /** Submitted counts wait for an approver (an admin or approver of the organization). */
  approvalRequired: Scalars['Boolean']['output'];
  /** Line items a count may hold now. */
  lineItemLimit: Scalars['Int']['output'];
};

/** Changes to the settings of stock counts. */
export type UpdateInventoryCountSettingsInput = {
  /** Counts may hold 5000 line items instead of 1000. */
  extendedLineLimitEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Submitted counts wait for an approver. */
  approvalRequired?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of changing the settings. */
export type InventoryCountSettingsPayload = {
  __typename?: 'InventoryCountSettingsPayload';
  /** The settings. */
  inventorycountSettings: InventoryCountSettings;
};

/** Active or inactive. */
export type RecurringInventoryCountStatus =
  /** Creates counts on schedule. */
  | 'ACTIVE'
  /** Creates nothing until reactivated. */
  | 'INACTIVE';

/** How a profile's count dates are decided. */
export type CountScheduleType =
  /** From recurrence_frequency and repeat_every. */
  | 'AUTO'
  /** The dates in count_dates. */
  | 'MANUAL';

/** Unit of an automatic schedule. */
export type CountRecurrenceFrequency =
  /** Every repeat_every days. */
  | 'DAYS'
  /** Every repeat_every weeks, on run_specific_days. */
  | 'WEEKS'
  /** Every repeat_every months, on run_specific_date or run_specific_week + day. */
  | 'MONTHS'
  /** Every repeat_every years, in run_specific_month. */
  | 'YEARS';

/** A day of the week. */
export type CountWeekday =
  /** Monday. */
  | 'MON'
  /** Tuesday. */
  | 'TUE'
  /** Wednesday. */
  | 'WED'
  /** Thursday. */
  | 'THU'
  /** Friday. */
  | 'FRI'
  /** Saturday. */
  | 'SAT'
  /** Sunday. */
  | 'SUN';

/** Which week of the month. */
export type CountRunSpecificWeek =
  /** The first. */
  | 'FIRST'
  /** The second. */
  | 'SECOND'
  /** The third. */
  | 'THIRD'
  /** The fourth. */
  | 'FOURTH'
  /** The last. */
  | 'LAST';

/** A month. */
export type CountMonth =
  /** January. */
  | 'JANUARY'
  /** February. */
  | 'FEBRUARY'
  /** March. */
  | 'MARCH'
  /** April. */
  | 'APRIL'
  /** May. */
  | 'MAY'
  /** June. */
  | 'JUNE'
  /** July. */
  | 'JULY'
  /** August. */
  | 'AUGUST'
  /** September. */
  | 'SEPTEMBER'
  /** October. */
  | 'OCTOBER'
  /** November. */
  | 'NOVEMBER'
  /** December. */
  | 'DECEMBER';

/** An item a recurring profile counts. */
export type RecurringInventoryCountLine = {
  __typename?: 'RecurringInventoryCountLine';
  /** Identifier. */
  lineItemId: Scalars['ID']['output'];
  /** The item. */
  itemId: Scalars['ID']['output'];
  /** Its name when added. */
  itemName: Scalars['String']['output'];
  /** Its unit. */
  unit: Maybe<Scalars['String']['output']>;
  /** Its SKU. */
  sku: Maybe<Scalars['String']['output']>;
  /** Position. */
  itemOrder: Scalars['Int']['output'];
};

/** A recurring stock count profile as lists show it: everything but its lines. */
export type RecurringInventoryCountSummary = {
  __typename?: 'RecurringInventoryCountSummary';
  /** Identifier. */
  recurringinventorycountId: Scalars['ID']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** active or inactive. */
  status: RecurringInventoryCountStatus;
  /** auto or manual. */
  scheduleType: CountScheduleType;
  /** Unit of an auto schedule. */
  recurrenceFrequency: Maybe<CountRecurrenceFrequency>;
  /** Every how many units. */
  repeatEvery: Maybe<Scalars['Int']['output']>;
  /** First date of an auto schedule. */
  startDate: Maybe<Scalars['LocalDate']['output']>;
  /** Last date counts are created for. */
  endDate: Maybe<Scalars['LocalDate']['output']>;
  /** How many counts to create in all. */
  noOfCycles: Maybe<Scalars['Int']['output']>;
  /** Counts created so far. */
  executedCycles: Scalars['Int']['output'];
  /** Dates of a manual schedule. */
  countDates: Array<Scalars['LocalDate']['output']>;
  /** The location counted. */
  locationId: Scalars['ID']['output'];
  /** Its name. */
  locationName: Scalars['String']['output'];
  /** Who counts. */
  assigneeId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  assigneeName: Maybe<Scalars['String']['output']>;
  /** Date of the next count (null when the schedule is over). */
  nextCountDate: Maybe<Scalars['LocalDate']['output']>;
  /** Date of the last count created. */
  lastCountCreatedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Time of day (hh:mm, organization's time zone) counts are created at. */
  executionTime: Scalars['String']['output'];
  /** Days of the week of a weekly schedule (or the day of run_specific_week). */
  runSpecificDays: Array<CountWeekday>;
  /** Day of the month. */
  runSpecificDate: Maybe<Scalars['Int']['output']>;
  /** Week of the month. */
  runSpecificWeek: Maybe<CountRunSpecificWeek>;
  /** Month of a yearly schedule. */
  runSpecificMonth: Maybe<CountMonth>;
  /** Days before a count date the assignee is reminded by email. */
  remindBefore: Maybe<Scalars['Int']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Who created it. */
  createdById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  createdByName: Maybe<Scalars['String']['output']>;
  /** Who changed it last. */
  lastModifiedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  lastModifiedByName: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** A recurring stock count profile: creates counts of its items on a schedule. */
export type RecurringInventoryCount = {
  __typename?: 'RecurringInventoryCount';
  /** Identifier. */
  recurringinventorycountId: Scalars['ID']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** active or inactive. */
  status: RecurringInventoryCountStatus;
  /** auto or manual. */
  scheduleType: CountScheduleType;
  /** Unit of an auto schedule. */
  recurrenceFrequency: Maybe<CountRecurrenceFrequency>;
  /** Every how many units. */
  repeatEvery: Maybe<Scalars['Int']['output']>;
  /** First date of an auto schedule. */
  startDate: Maybe<Scalars['LocalDate']['output']>;
  /** Last date counts are created for. */
  endDate: Maybe<Scalars['LocalDate']['output']>;
  /** How many counts to create in all. */
  noOfCycles: Maybe<Scalars['Int']['output']>;
  /** Counts created so far. */
  executedCycles: Scalars['Int']['output'];
  /** Dates of a manual schedule. */
  countDates: Array<Scalars['LocalDate']['output']>;
  /** The location counted. */
  locationId: Scalars['ID']['output'];
  /** Its name. */
  locationName: Scalars['String']['output'];
  /** Who counts. */
  assigneeId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  assigneeName: Maybe<Scalars['String']['output']>;
  /** Date of the next count (null when the schedule is over). */
  nextCountDate: Maybe<Scalars['LocalDate']['output']>;
  /** Date of the last count created. */
  lastCountCreatedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Time of day (hh:mm, organization's time zone) counts are created at. */
  executionTime: Scalars['String']['output'];
  /** Days of the week of a weekly schedule (or the day of run_specific_week). */
  runSpecificDays: Array<CountWeekday>;
  /** Day of the month. */
  runSpecificDate: Maybe<Scalars['Int']['output']>;
  /** Week of the month. */
  runSpecificWeek: Maybe<CountRunSpecificWeek>;
  /** Month of a yearly schedule. */
  runSpecificMonth: Maybe<CountMonth>;
  /** Days before a count date the assignee is reminded by email. */
  remindBefore: Maybe<Scalars['Int']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Who created it. */
  createdById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  createdByName: Maybe<Scalars['String']['output']>;
  /** Who changed it last. */
  lastModifiedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  lastModifiedByName: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
  /** The items counted. */
  lineItems: Array<RecurringInventoryCountLine>;
};

/** Recurring stock count profiles of the organization. */
export type RecurringInventoryCountList = {
  __typename?: 'RecurringInventoryCountList';
  /** One page, newest first. */
  nodes: Array<RecurringInventoryCountSummary>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** An item of a profile. */
export type RecurringInventoryCountLineInput = {
  /** The item. */
  itemId: Scalars['ID']['input'];
  /** Position (default: the order given). */
  itemOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Fields of a recurring profile (all required ones on create; on update what is given changes). */
export type RecurringInventoryCountInput = {
  /** Title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** auto (default) or manual. */
  scheduleType?: InputMaybe<CountScheduleType>;
  /** Unit of an auto schedule (default months). */
  recurrenceFrequency?: InputMaybe<CountRecurrenceFrequency>;
  /** Every how many units (default 1). */
  repeatEvery?: InputMaybe<Scalars['Int']['input']>;
  /** First date of an auto schedule (default today). */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Last date (not with no_of_cycles). */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Counts to create in all (not with end_date). */
  noOfCycles?: InputMaybe<Scalars['Int']['input']>;
  /** Dates of a manual schedule. */
  countDates?: InputMaybe<Array<Scalars['LocalDate']['input']>>;
  /** The location counted. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Who counts: a member of the organization. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** hh:mm in the organization's time zone (default 00:00). */
  executionTime?: InputMaybe<Scalars['String']['input']>;
  /** Days of the week. */
  runSpecificDays?: InputMaybe<Array<CountWeekday>>;
  /** Day of the month (1-31; a shorter month uses its last day). */
  runSpecificDate?: InputMaybe<Scalars['Int']['input']>;
  /** Week of the month (with the first of run_specific_days). */
  runSpecificWeek?: InputMaybe<CountRunSpecificWeek>;
  /** Month of a yearly schedule. */
  runSpecificMonth?: InputMaybe<CountMonth>;
  /** Days before a count date to remind the assignee (0-365). */
  remindBefore?: InputMaybe<Scalars['Int']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Items to count, each once. */
  lineItems?: InputMaybe<Array<RecurringInventoryCountLineInput>>;
};

/** Result of a change to a profile. */
export type RecurringInventoryCountPayload = {
  __typename?: 'RecurringInventoryCountPayload';
  /** The profile. */
  recurringinventorycount: RecurringInventoryCount;
};

/** Result of deleting a profile. */
export type DeleteRecurringInventoryCountPayload = {
  __typename?: 'DeleteRecurringInventoryCountPayload';
  /** The deleted profile's id. */
  recurringinventorycountId: Scalars['ID']['output'];
};

/** Filters of the profile list. */
export type RecurringInventoryCountFilter =
  /** Every profile. */
  | 'STATUS_ALL'
  /** Active profiles. */
  | 'STATUS_ACTIVE'
  /** Inactive profiles. */
  | 'STATUS_INACTIVE';

/** Where a purchase order stands. */
export type PurchaseOrderStatus =
  /** Being prepared; nothing can be received against it. */
  | 'DRAFT'
  /** Sent to the vendor; goods may be received. */
  | 'ISSUED'
  /** Some, not all, of the ordered quantity is received. */
  | 'PARTIALLY_RECEIVED'
  /** Every line is received in full. */
  | 'RECEIVED'
  /** Called off before anything was received. */
  | 'CANCELLED';

/** filter_by of the purchase order list. */
export type PurchaseOrderFilter =
  /** Every purchase order (the default). */
  | 'STATUS_ALL'
  /** Drafts. */
  | 'STATUS_DRAFT'
  /** Issued, nothing received yet. */
  | 'STATUS_ISSUED'
  /** Partially received. */
  | 'STATUS_PARTIALLY_RECEIVED'
  /** Received in full. */
  | 'STATUS_RECEIVED'
  /** Cancelled. */
  | 'STATUS_CANCELLED';

/** sort_column of the purchase order list. */
export type PurchaseOrderSortColumn =
  /** Number. */
  | 'PURCHASEORDER_NUMBER'
  /** Order date. */
  | 'DATE'
  /** Vendor name. */
  | 'VENDOR_NAME'
  /** Total. */
  | 'TOTAL'
  /** Creation time (default). */
  | 'CREATED_TIME'
  /** Last change. */
  | 'LAST_MODIFIED_TIME';

/** How an order's discount is given: one for the order (entity_level) or one per line (item_level). */
export type PurchaseOrderDiscountType =
  /** One discount on the order (discount), before or after tax (isDiscountBeforeTax). */
  | 'ENTITY_LEVEL'
  /** Each line its own discount. */
  | 'ITEM_LEVEL';

/** A line of a purchase order: an inventory item, how many, at what rate, its discount and tax, and how much of it has arrived. */
export type PurchaseOrderLine = {
  __typename?: 'PurchaseOrderLine';
  /** Identifier; receives name it as their line_item_id. */
  lineItemId: Scalars['ID']['output'];
  /** The item ordered. */
  itemId: Scalars['ID']['output'];
  /** The item's name. */
  name: Scalars['String']['output'];
  /** Description (default the item's purchase description). */
  description: Maybe<Scalars['String']['output']>;
  /** Position on the order, from 1. */
  itemOrder: Scalars['Int']['output'];
  /** Quantity ordered. */
  quantity: Scalars['Decimal']['output'];
  /** Unit of the item. */
  unit: Maybe<Scalars['String']['output']>;
  /** Purchase price of one unit in the order's currency (default the item's purchase_rate). */
  rate: Scalars['Decimal']['output'];
  /** The same price, as the family's Inventory API names it. */
  purchaseRate: Scalars['Decimal']['output'];
  /** The price in the organization's currency: rate × exchange_rate, rounded to the order's precision. */
  bcyRate: Scalars['Decimal']['output'];
  /** item_level discount as given ("10%" or an amount). */
  discount: Maybe<Scalars['String']['output']>;
  /** That discount as an amount, rounded. */
  discountAmount: Scalars['Decimal']['output'];
  /** The line's tax (a tax, compound tax or tax group); null when untaxed. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  taxName: Maybe<Scalars['String']['output']>;
  /** Its type (tax, compound_tax, tax_group...). */
  taxType: Maybe<Scalars['String']['output']>;
  /** Its rate in percent (a group's is the sum of its taxes'). */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** The purchase account the line is booked to when billed (default the item's purchase account). */
  accountId: Maybe<Scalars['ID']['output']>;
  /** HSN or SAC code (the item's). */
  hsnOrSac: Maybe<Scalars['String']['output']>;
  /** Where the line is delivered: the order's location. */
  locationId: Scalars['ID']['output'];
  /** That location's name. */
  locationName: Scalars['String']['output'];
  /** rate × quantity less the line's discount, rounded to the order's precision (tax included when is_inclusive_tax). */
  itemTotal: Scalars['Decimal']['output'];
  /** Quantity taken into stock by receives in status received. */
  quantityReceived: Scalars['Decimal']['output'];
  /** Quantity of receives still in draft or in transit. */
  quantityInTransit: Scalars['Decimal']['output'];
  /** What receives may still take: quantity − received − in transit. */
  quantityRemaining: Scalars['Decimal']['output'];
};

/** A line of a receive made against a purchase order, with its order line's item, price and tax. */
export type PurchaseOrderReceiveLine = {
  __typename?: 'PurchaseOrderReceiveLine';
  /** The order line received (the receive's line_item_id). */
  lineItemId: Scalars['ID']['output'];
  /** The item. */
  itemId: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Position on the receive. */
  itemOrder: Scalars['Int']['output'];
  /** Quantity received. */
  quantity: Scalars['Decimal']['output'];
  /** Unit. */
  unit: Maybe<Scalars['String']['output']>;
  /** Price of one unit (the order line's). */
  purchaseRate: Scalars['Decimal']['output'];
  /** That price in the organization's currency. */
  bcyRate: Scalars['Decimal']['output'];
  /** quantity × price, rounded. */
  itemTotal: Scalars['Decimal']['output'];
  /** The order line's quantity received so far, over all its receives. */
  quantityReceived: Scalars['Decimal']['output'];
  /** The order line's tax. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  taxName: Maybe<Scalars['String']['output']>;
  /** Its type. */
  taxType: Maybe<Scalars['String']['output']>;
  /** Its rate in percent. */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** The order line's purchase account. */
  accountId: Maybe<Scalars['ID']['output']>;
  /** HSN or SAC code. */
  hsnOrSac: Maybe<Scalars['String']['output']>;
  /** The location the quantity went to. */
  locationId: Scalars['ID']['output'];
  /** Its name. */
  locationName: Scalars['String']['output'];
};

/** A receive made against a purchase order, as the order lists it. */
export type PurchaseOrderReceive = {
  __typename?: 'PurchaseOrderReceive';
  /** The receive. */
  receiveId: Scalars['ID']['output'];
  /** Its number. */
  receiveNumber: Scalars['String']['output'];
  /** Its date. */
  date: Scalars['LocalDate']['output'];
  /** Its status. */
  status: PurchaseReceiveStatus;
  /** Its notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Its lines. */
  lineItems: Array<PurchaseOrderReceiveLine>;
};

/** A receive as the order list names it. */
export type PurchaseOrderReceiveRef = {
  __typename?: 'PurchaseOrderReceiveRef';
  /** The receive. */
  receiveId: Scalars['ID']['output'];
  /** Its number. */
  receiveNumber: Scalars['String']['output'];
};

/** A vendor bill recorded against one of the order's receives. */
export type PurchaseOrderBill = {
  __typename?: 'PurchaseOrderBill';
  /** Identifier. */
  billId: Scalars['ID']['output'];
  /** The vendor's bill number. */
  billNumber: Scalars['String']['output'];
  /** The receive it was recorded against; null for a bill (/books/v3/bills) billing the order's lines. */
  receiveId: Maybe<Scalars['ID']['output']>;
  /** open, partially_paid, overdue or paid (from balance and due date). */
  status: PurchaseReceiveBillStatus;
  /** Bill date. */
  date: Scalars['LocalDate']['output'];
  /** Due date. */
  dueDate: Maybe<Scalars['LocalDate']['output']>;
  /** Bill total. */
  total: Scalars['Decimal']['output'];
  /** What is still owed on it. */
  balance: Scalars['Decimal']['output'];
};

/** One tax summed over an order's lines. */
export type PurchaseOrderTax = {
  __typename?: 'PurchaseOrderTax';
  /** The tax. */
  taxId: Scalars['ID']['output'];
  /** Its name. */
  taxName: Scalars['String']['output'];
  /** Its rate in percent. */
  taxPercentage: Scalars['Decimal']['output'];
  /** Summed over the lines, then rounded to the order's precision. */
  taxAmount: Scalars['Decimal']['output'];
};

/** A contact person of the vendor the order is addressed to. */
export type PurchaseOrderContactPerson = {
  __typename?: 'PurchaseOrderContactPerson';
  /** The contact person. */
  contactPersonId: Scalars['ID']['output'];
};

/** An order of inventory items from a vendor, for one location. */
export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  /** Identifier. */
  purchaseorderId: Scalars['ID']['output'];
  /** Number, unique within the organization (PO-000001 onwards unless given). */
  purchaseorderNumber: Scalars['String']['output'];
  /** Order date. */
  date: Scalars['LocalDate']['output'];
  /** The order date in the organization's date format. */
  dateFormatted: Scalars['String']['output'];
  /** Expected delivery date. */
  deliveryDate: Maybe<Scalars['LocalDate']['output']>;
  /** It in the organization's date format. */
  deliveryDateFormatted: Maybe<Scalars['String']['output']>;
  /** The same date, as the family also names it. */
  expectedDeliveryDate: Maybe<Scalars['LocalDate']['output']>;
  /** It in the organization's date format. */
  expectedDeliveryDateFormatted: Maybe<Scalars['String']['output']>;
  /** Draft, issued, partially_received, received or cancelled. */
  status: PurchaseOrderStatus;
  /** The status as people read it (Partially Received). */
  statusFormatted: Scalars['String']['output'];
  /** The vendor (a contact of type vendor). */
  vendorId: Scalars['ID']['output'];
  /** The vendor's name when the order was written. */
  vendorName: Scalars['String']['output'];
  /** The vendor's contact persons the order is addressed to. */
  contactPersons: Array<PurchaseOrderContactPerson>;
  /** Where the goods are delivered. */
  locationId: Scalars['ID']['output'];
  /** That location's name. */
  locationName: Scalars['String']['output'];
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Notes to the vendor. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms and conditions. */
  terms: Maybe<Scalars['String']['output']>;
  /** Attention line. */
  attention: Maybe<Scalars['String']['output']>;
  /** The address the vendor bills: a list of one address (empty when none), as the family's Inventory API sends it. */
  billingAddress: Array<PurchaseReceiveAddress>;
  /** The address the goods go to: a list of one address (empty when none). */
  deliveryAddress: Array<PurchaseReceiveAddress>;
  /** Drop shipment: the customer the vendor delivers to directly. */
  deliveryCustomerId: Maybe<Scalars['ID']['output']>;
  /** That customer's name. */
  deliveryCustomerName: Maybe<Scalars['String']['output']>;
  /** True when the vendor delivers to a customer (delivery_customer_id). */
  isDropShipment: Scalars['Boolean']['output'];
  /** Custom field values, as given. */
  customFields: Array<PurchaseReceiveCustomField>;
  /** Currency of the order: the vendor's. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Its symbol. */
  currencySymbol: Scalars['String']['output'];
  /** Units of the organization's currency per unit of the order's (1 when they are the same). */
  exchangeRate: Scalars['Decimal']['output'];
  /** Decimal places the order's amounts are rounded to (the organization's when the order was written). */
  pricePrecision: Scalars['Int']['output'];
  /** entity_level (one discount on the order) or item_level (per line). */
  discountType: PurchaseOrderDiscountType;
  /** The order's discount as given ("10%" or an amount); null for none. */
  discount: Maybe<Scalars['String']['output']>;
  /** That discount as an amount, rounded. */
  discountAmount: Scalars['Decimal']['output'];
  /** The order's discount is taken before tax (it lowers what the taxes apply on). */
  isDiscountBeforeTax: Scalars['Boolean']['output'];
  /** Rates include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Σ the lines' item_total. */
  subTotal: Scalars['Decimal']['output'];
  /** It with the currency, grouped and rounded (USD 1,234.50). */
  subTotalFormatted: Scalars['String']['output'];
  /** Σ taxes. */
  taxTotal: Scalars['Decimal']['output'];
  /** Each tax summed over the lines. */
  taxes: Array<PurchaseOrderTax>;
  /** sub_total + tax_total − discount (tax excluded from sub_total unless is_inclusive_tax): the invoices' totals engine. */
  total: Scalars['Decimal']['output'];
  /** Sum of the quantities ordered. */
  totalQuantity: Scalars['Decimal']['output'];
  /** Sum of the quantities received. */
  quantityReceived: Scalars['Decimal']['output'];
  /** Lines in order. */
  lineItems: Array<PurchaseOrderLine>;
  /** Receives made against the order with their lines, oldest first. */
  purchasereceives: Array<PurchaseOrderReceive>;
  /** The same receives, by id and number (the family's list names them so). */
  receives: Array<PurchaseOrderReceiveRef>;
  /** Vendor bills recorded against the order's receives, oldest first. */
  bills: Array<PurchaseOrderBill>;
  /** From those bills: billed when their totals reach the order's total, partially_billed when some exist, unbilled without. */
  billedStatus: PurchaseReceiveBilledStatus;
  /** How the vendor sends the goods (a carrier or delivery method), as given. */
  shipVia: Maybe<Scalars['String']['output']>;
  /** Its id, as the client names it (Kontor keeps no registry of delivery methods). */
  shipViaId: Maybe<Scalars['ID']['output']>;
  /** The purchases price list the order's lines took their rates from (lines given without a rate). */
  pricebookId: Maybe<Scalars['ID']['output']>;
  /** History of the order and of the receives and bills made against it, oldest first. */
  comments: Array<PurchaseOrderComment>;
  /** Creation time. */
  createdTime: Scalars['String']['output'];
  /** Last change. */
  lastModifiedTime: Scalars['String']['output'];
};

/** An entry of a purchase order's history. */
export type PurchaseOrderComment = {
  __typename?: 'PurchaseOrderComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The order. */
  purchaseorderId: Scalars['ID']['output'];
  /** What happened. */
  description: Scalars['String']['output'];
  /** Who did it (null for the platform). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** system for recorded changes. */
  commentType: Scalars['String']['output'];
  /** added, updated, marked_as_issued, marked_as_cancelled, receive_added, receive_updated, receive_deleted, bill_recorded, bill_deleted. */
  operationType: Scalars['String']['output'];
  /** purchaseorder for the order's own changes, purchase_receive for those of its receives and their bills. */
  transactionType: Scalars['String']['output'];
  /** The order's or the receive's id. */
  transactionId: Scalars['ID']['output'];
  /** Date in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, as people say it (2 hours ago). */
  dateDescription: Scalars['String']['output'];
  /** Time of day in the organization's time zone. */
  time: Scalars['String']['output'];
};

/** A line of a purchase order as given. */
export type PurchaseOrderLineInput = {
  /** On update: the stored line this is (it keeps its id and what was received on it). */
  lineItemId?: InputMaybe<Scalars['ID']['input']>;
  /** An active inventory item of the organization. */
  itemId: Scalars['ID']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Quantity ordered, more than 0. */
  quantity: Scalars['Decimal']['input'];
  /** Purchase price of one unit, 0 or more (default the item's purchase_rate). */
  rate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Unit (default the item's). */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** Position (default the place in the list). */
  itemOrder?: InputMaybe<Scalars['Int']['input']>;
  /** item_level discount: "10%" or an amount off the line. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** An active tax, compound tax or tax group of the organization; null for none. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** A purchase account (expense, cost of goods sold, other current asset...) of the organization (default the item's purchase account). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
};

/** Fields of a new purchase order. */
export type CreatePurchaseOrderInput = {
  /** Used when ignore_auto_number_generation is true. */
  purchaseorderNumber?: InputMaybe<Scalars['String']['input']>;
  /** A vendor of the organization. */
  vendorId: Scalars['ID']['input'];
  /** Delivery location (default the primary location). */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Order date (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Expected delivery date. */
  deliveryDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Attention line. */
  attention?: InputMaybe<Scalars['String']['input']>;
  /** Units of the organization's currency per unit of the vendor's; required when they differ, 1 (or left out) when they are the same. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** entity_level (default) or item_level. */
  discountType?: InputMaybe<PurchaseOrderDiscountType>;
  /** entity_level discount: "10%" or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** The discount is taken before tax (default true). */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rates include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** The address the vendor bills. */
  billingAddress?: InputMaybe<PurchaseReceiveAddressInput>;
  /** Where the goods go (default the location's address is not copied: none). */
  deliveryAddress?: InputMaybe<PurchaseReceiveAddressInput>;
  /** Drop shipment: a customer of the organization the vendor delivers to. */
  deliveryCustomerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the vendor the order is addressed to. */
  contactPersons?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** How the vendor sends the goods. */
  shipVia?: InputMaybe<Scalars['String']['input']>;
  /** Its id (kept as given). */
  shipViaId?: InputMaybe<Scalars['ID']['input']>;
  /** An active purchases price list of the organization: lines given without a rate take its rate for the item at their quantity. */
  pricebookId?: InputMaybe<Scalars['ID']['input']>;
  /** Custom field values. */
  customFields?: InputMaybe<Array<PurchaseReceiveCustomFieldInput>>;
  /** 1 to 1000 lines. */
  lineItems: Array<PurchaseOrderLineInput>;
};

/** Changes to a purchase order; what is left out stays. */
export type UpdatePurchaseOrderInput = {
  /** New number. */
  purchaseorderNumber?: InputMaybe<Scalars['String']['input']>;
  /** Another vendor (only while nothing is received). */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Another delivery location (only while nothing is received). */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Order date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Expected delivery date. */
  deliveryDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Attention line. */
  attention?: InputMaybe<Scalars['String']['input']>;
  /** Exchange rate (see CreatePurchaseOrderInput). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** entity_level or item_level. */
  discountType?: InputMaybe<PurchaseOrderDiscountType>;
  /** entity_level discount; null removes it. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** The discount is taken before tax. */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rates include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** The address the vendor bills; null removes it. */
  billingAddress?: InputMaybe<PurchaseReceiveAddressInput>;
  /** Where the goods go; null removes it. */
  deliveryAddress?: InputMaybe<PurchaseReceiveAddressInput>;
  /** Drop shipment customer; null removes it. */
  deliveryCustomerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the vendor (the whole new list). */
  contactPersons?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** How the vendor sends the goods; null removes it. */
  shipVia?: InputMaybe<Scalars['String']['input']>;
  /** Its id; null removes it. */
  shipViaId?: InputMaybe<Scalars['ID']['input']>;
  /** A purchases price list for the lines given without a rate (stored lines keep theirs); null removes it. */
  pricebookId?: InputMaybe<Scalars['ID']['input']>;
  /** Custom field values (the whole new list). */
  customFields?: InputMaybe<Array<PurchaseReceiveCustomFieldInput>>;
  /** The whole new set of lines; stored lines not named by line_item_id are removed. */
  lineItems?: InputMaybe<Array<PurchaseOrderLineInput>>;
};

/** Result of creating a purchase order. */
export type CreatePurchaseOrderPayload = {
  __typename?: 'CreatePurchaseOrderPayload';
  /** The new order. */
  purchaseOrder: PurchaseOrder;
};

/** Result of changing a purchase order. */
export type UpdatePurchaseOrderPayload = {
  __typename?: 'UpdatePurchaseOrderPayload';
  /** The order. */
  purchaseOrder: PurchaseOrder;
};

/** Result of deleting a purchase order. */
export type DeletePurchaseOrderPayload = {
  __typename?: 'DeletePurchaseOrderPayload';
  /** The deleted order's id. */
  purchaseorderId: Scalars['ID']['output'];
};

/** Result of issuing a purchase order. */
export type MarkPurchaseOrderIssuedPayload = {
  __typename?: 'MarkPurchaseOrderIssuedPayload';
  /** The order. */
  purchaseOrder: PurchaseOrder;
};

/** Result of cancelling a purchase order. */
export type MarkPurchaseOrderCancelledPayload = {
  __typename?: 'MarkPurchaseOrderCancelledPayload';
  /** The order. */
  purchaseOrder: PurchaseOrder;
};

/** Purchase orders of the organization. */
export type PurchaseOrderList = {
  __typename?: 'PurchaseOrderList';
  /** One page of orders. */
  nodes: Array<PurchaseOrder>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Where a purchase receive stands. */
export type PurchaseReceiveStatus =
  /** Recorded, not yet on its way; no stock. */
  | 'DRAFT'
  /** Shipped by the vendor, not yet in stock. */
  | 'IN_TRANSIT'
  /** Taken into stock: its quantities are stock movements and its value is posted. */
  | 'RECEIVED';

/** How much of a receive's value is covered by vendor bills recorded against it. */
export type PurchaseReceiveBilledStatus =
  /** Bills cover its whole value. */
  | 'BILLED'
  /** Bills cover part of it. */
  | 'PARTIALLY_BILLED'
  /** No bill is recorded against it. */
  | 'UNBILLED';

/** filter_by of the purchase receive list. */
export type PurchaseReceiveFilter =
  /** Every receive (the default). */
  | 'STATUS_ALL'
  /** Drafts. */
  | 'STATUS_DRAFT'
  /** In transit. */
  | 'STATUS_IN_TRANSIT'
  /** Received. */
  | 'STATUS_RECEIVED'
  /** Billed in full. */
  | 'STATUS_BILLED'
  /** Partially billed. */
  | 'STATUS_PARTIALLY_BILLED'
  /** Not billed. */
  | 'STATUS_UNBILLED';

/** sort_column of the purchase receive list. */
export type PurchaseReceiveSortColumn =
  /** Receive number. */
  | 'RECEIVE_NUMBER'
  /** Receive date. */
  | 'DATE'
  /** Vendor name. */
  | 'VENDOR_NAME'
  /** Purchase order number. */
  | 'PURCHASEORDER_NUMBER'
  /** Creation time (default). */
  | 'CREATED_TIME'
  /** Last change. */
  | 'LAST_MODIFIED_TIME';

/** Status of a vendor bill recorded against a receive. */
export type PurchaseReceiveBillStatus =
  /** Nothing paid, not yet due. */
  | 'OPEN'
  /** Partly paid. */
  | 'PARTIALLY_PAID'
  /** Past its due date with a balance. */
  | 'OVERDUE'
  /** Nothing left to pay. */
  | 'PAID';

/** A custom field value kept with a receive or one of its lines. */
export type PurchaseReceiveCustomField = {
  __typename?: 'PurchaseReceiveCustomField';
  /** The custom field. */
  customfieldId: Maybe<Scalars['ID']['output']>;
  /** Its label. */
  label: Maybe<Scalars['String']['output']>;
  /** Its value. */
  value: Maybe<Scalars['String']['output']>;
};

/** A custom field value as given. */
export type PurchaseReceiveCustomFieldInput = {
  /** The custom field. */
  customfieldId?: InputMaybe<Scalars['ID']['input']>;
  /** Its label. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** Its value. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A batch of a received line. */
export type PurchaseReceiveBatch = {
  __typename?: 'PurchaseReceiveBatch';
  /** Batch number, unique within the line. */
  batchNumber: Scalars['String']['output'];
  /** Quantity of the line in this batch. */
  quantityIn: Scalars['Decimal']['output'];
  /** The manufacturer's batch number. */
  manufacturerBatchNumber: Maybe<Scalars['String']['output']>;
  /** Manufacturing date. */
  manufacturedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Expiry date. */
  expiryDate: Maybe<Scalars['LocalDate']['output']>;
};

/** A batch as given; the batches of a line sum to its quantity. */
export type PurchaseReceiveBatchInput = {
  /** Batch number. */
  batchNumber: Scalars['String']['input'];
  /** Quantity in this batch, more than 0. */
  quantityIn: Scalars['Decimal']['input'];
  /** The manufacturer's batch number. */
  manufacturerBatchNumber?: InputMaybe<Scalars['String']['input']>;
  /** Manufacturing date. */
  manufacturedDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Expiry date (not before the manufacturing date). */
  expiryDate?: InputMaybe<Scalars['LocalDate']['input']>;
};

/** Where part of a received line is put away (a bin or shelf). */
export type PurchaseReceiveStorage = {
  __typename?: 'PurchaseReceiveStorage';
  /** The storage. */
  storageId: Scalars['ID']['output'];
  /** Quantity put there. */
  quantity: Scalars['Decimal']['output'];
};

/** A storage as given; the storages of a line sum to its quantity. */
export type PurchaseReceiveStorageInput = {
  /** The storage (digits). */
  storageId: Scalars['ID']['input'];
  /** Quantity, more than 0. */
  quantity: Scalars['Decimal']['input'];
};

/** A line of a purchase receive: part of one purchase order line. */
export type PurchaseReceiveLine = {
  __typename?: 'PurchaseReceiveLine';
  /** The purchase order line received (a receive names each order line once). */
  lineItemId: Scalars['ID']['output'];
  /** The item. */
  itemId: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Description (the order line's). */
  description: Maybe<Scalars['String']['output']>;
  /** Position, from 1. */
  itemOrder: Scalars['Int']['output'];
  /** Quantity received on this receive. */
  quantity: Scalars['Decimal']['output'];
  /** Unit. */
  unit: Maybe<Scalars['String']['output']>;
  /** Purchase price of one unit (the order line's). */
  rate: Scalars['Decimal']['output'];
  /** quantity × rate, rounded to the organization's precision. */
  itemTotal: Scalars['Decimal']['output'];
  /** Location the quantity goes to. */
  warehouseId: Scalars['ID']['output'];
  /** That location's name. */
  warehouseName: Scalars['String']['output'];
  /** Custom field values of the line. */
  itemCustomFields: Array<PurchaseReceiveCustomField>;
  /** Serial numbers, as many as the quantity, unique per item. */
  serialNumbers: Array<Scalars['String']['output']>;
  /** Batches. */
  batches: Array<PurchaseReceiveBatch>;
  /** Storages. */
  storages: Array<PurchaseReceiveStorage>;
};

/** A line of a receive as given. */
export type PurchaseReceiveLineInput = {
  /** The purchase order line received. */
  lineItemId: Scalars['ID']['input'];
  /** Quantity, more than 0 and at most what remains to receive on the order line. */
  quantity: Scalars['Decimal']['input'];
  /** Location it goes to (default the order's location). */
  warehouseId?: InputMaybe<Scalars['ID']['input']>;
  /** Custom field values of the line. */
  itemCustomFields?: InputMaybe<Array<PurchaseReceiveCustomFieldInput>>;
  /** Serial numbers: as many as the quantity, unique per item. */
  serialNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Batches whose quantity_in sum to the quantity. */
  batches?: InputMaybe<Array<PurchaseReceiveBatchInput>>;
  /** Storages whose quantities sum to the quantity. */
  storages?: InputMaybe<Array<PurchaseReceiveStorageInput>>;
};

/** A file attached to a receive. */
export type PurchaseReceiveDocument = {
  __typename?: 'PurchaseReceiveDocument';
  /** Identifier (GET …/documents/{document_id} downloads it). */
  documentId: Scalars['ID']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
  /** Kind of file (its extension: png, pdf, xlsx...). */
  fileType: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
};

/** An entry of a receive's history. */
export type PurchaseReceiveComment = {
  __typename?: 'PurchaseReceiveComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** What happened. */
  description: Scalars['String']['output'];
  /** Who did it (null for the platform). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** system for recorded changes. */
  commentType: Scalars['String']['output'];
  /** added, updated, marked_as_in_transit, marked_as_received, attachment_added, attachment_deleted, bill_recorded, bill_deleted. */
  operationType: Scalars['String']['output'];
  /** Date in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** Time of day in the organization's time zone. */
  time: Scalars['String']['output'];
};

/** A vendor bill recorded against a receive. */
export type PurchaseReceiveBill = {
  __typename?: 'PurchaseReceiveBill';
  /** Identifier. */
  billId: Scalars['ID']['output'];
  /** The vendor's bill number. */
  billNumber: Scalars['String']['output'];
  /** open, partially_paid, overdue or paid (from balance and due date). */
  status: PurchaseReceiveBillStatus;
  /** Bill date. */
  date: Scalars['LocalDate']['output'];
  /** Due date. */
  dueDate: Maybe<Scalars['LocalDate']['output']>;
  /** Bill total. */
  total: Scalars['Decimal']['output'];
  /** What is still owed on it. */
  balance: Scalars['Decimal']['output'];
};

/** A vendor bill to record against a receive. */
export type CreatePurchaseReceiveBillInput = {
  /** The vendor's bill number, unique per vendor. */
  billNumber: Scalars['String']['input'];
  /** Bill date (default today). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Due date (not before the bill date). */
  dueDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Bill total, more than 0. */
  total: Scalars['Decimal']['input'];
  /** What is still owed (default the total; 0 to total). */
  balance?: InputMaybe<Scalars['Decimal']['input']>;
};

/** A postal address on a receive. */
export type PurchaseReceiveAddress = {
  __typename?: 'PurchaseReceiveAddress';
  /** Attention. */
  attention: Maybe<Scalars['String']['output']>;
  /** Street. */
  address: Maybe<Scalars['String']['output']>;
  /** Second street line. */
  street2: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Maybe<Scalars['String']['output']>;
  /** State. */
  state: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  zip: Maybe<Scalars['String']['output']>;
  /** Country. */
  country: Maybe<Scalars['String']['output']>;
  /** Fax. */
  fax: Maybe<Scalars['String']['output']>;
  /** Phone. */
  phone: Maybe<Scalars['String']['output']>;
};

/** A postal address as given. */
export type PurchaseReceiveAddressInput = {
  /** Attention. */
  attention?: InputMaybe<Scalars['String']['input']>;
  /** Street. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Second street line. */
  street2?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** State. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  zip?: InputMaybe<Scalars['String']['input']>;
  /** Country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Fax. */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** Phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** An approval step of a receive (receives need none: the list is empty). */
export type PurchaseReceiveApproval = {
  __typename?: 'PurchaseReceiveApproval';
  /** Approver. */
  approverId: Scalars['ID']['output'];
  /** Their decision. */
  status: Scalars['String']['output'];
};

/** Goods of a purchase order arriving: in transit, then received into stock. */
export type PurchaseReceive = {
  __typename?: 'PurchaseReceive';
  /** Identifier. */
  receiveId: Scalars['ID']['output'];
  /** Number, unique within the organization (PR-000001 onwards unless given). */
  receiveNumber: Scalars['String']['output'];
  /** The purchase order. */
  purchaseorderId: Scalars['ID']['output'];
  /** Its number. */
  purchaseorderNumber: Scalars['String']['output'];
  /** Receive date: the date of its stock movements and ledger entry. */
  date: Scalars['LocalDate']['output'];
  /** draft, in_transit or received. */
  status: PurchaseReceiveStatus;
  /** The receive's own receiving state, as its status (draft, in_transit, received). */
  receivedStatus: Scalars['String']['output'];
  /** From the vendor bills recorded against it. */
  billedStatus: PurchaseReceiveBilledStatus;
  /** Whether bills cover its whole value. */
  isBilled: Scalars['Boolean']['output'];
  /** Whether its purchase order is received in full. */
  isPoMarkedAsReceived: Scalars['Boolean']['output'];
  /** The location (Kontor's branches are its locations). */
  branchId: Scalars['ID']['output'];
  /** Its name. */
  branchName: Scalars['String']['output'];
  /** The order's delivery location. */
  locationId: Scalars['ID']['output'];
  /** Its name. */
  locationName: Scalars['String']['output'];
  /** The vendor. */
  vendorId: Scalars['ID']['output'];
  /** Its name. */
  vendorName: Scalars['String']['output'];
  /** Sum of the lines' quantities. */
  totalQuantityReceived: Scalars['Decimal']['output'];
  /** Value of the receive: sum of the lines' totals (what it posts when received). */
  total: Scalars['Decimal']['output'];
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms. */
  terms: Maybe<Scalars['String']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Custom field values. */
  customFields: Array<PurchaseReceiveCustomField>;
  /** Lines. */
  lineItems: Array<PurchaseReceiveLine>;
  /** Attached files (at most 20). */
  documents: Array<PurchaseReceiveDocument>;
  /** History, oldest first. */
  comments: Array<PurchaseReceiveComment>;
  /** Vendor bills recorded against it. */
  bills: Array<PurchaseReceiveBill>;
  /** Billing address: a list of one address (empty when none), as the family's Inventory API sends it. */
  billingAddress: Array<PurchaseReceiveAddress>;
  /** Shipping address: a list of one address (empty when none). */
  shippingAddress: Array<PurchaseReceiveAddress>;
  /** The contact persons of the vendor its purchase order is addressed to. */
  contactPersons: Array<PurchaseOrderContactPerson>;
  /** Carrier's tracking number. */
  trackingNumber: Maybe<Scalars['String']['output']>;
  /** Carrier's tracking link. */
  trackingLink: Maybe<Scalars['String']['output']>;
  /** Expected delivery date. */
  expectedDeliveryDate: Maybe<Scalars['LocalDate']['output']>;
  /** When the shipment was delivered. */
  shipmentDeliveredDate: Maybe<Scalars['LocalDate']['output']>;
  /** Carrier. */
  carrier: Maybe<Scalars['String']['output']>;
  /** Delivery method. */
  deliveryMethod: Maybe<Scalars['String']['output']>;
  /** Delivery method id. */
  deliveryMethodId: Maybe<Scalars['ID']['output']>;
  /** Creation time. */
  createdTime: Scalars['String']['output'];
  /** Last change. */
  lastModifiedTime: Scalars['String']['output'];
  /** Who created it. */
  createdById: Maybe<Scalars['ID']['output']>;
  /** Who changed it last. */
  lastModifiedById: Maybe<Scalars['ID']['output']>;
  /** Its owner (its creator). */
  ownerId: Maybe<Scalars['ID']['output']>;
  /** Receives need no approval: null. */
  submittedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Receives need no approval: null. */
  submittedBy: Maybe<Scalars['ID']['output']>;
  /** Receives need no approval: null. */
  approverId: Maybe<Scalars['ID']['output']>;
  /** Receives need no approval: null. */
  approvalReason: Maybe<Scalars['String']['output']>;
  /** Receives need no approval: empty. */
  approvals: Array<PurchaseReceiveApproval>;
  /** Whether live carrier tracking is supported (no carrier integration: false). */
  isTrackingSupported: Scalars['Boolean']['output'];
  /** Whether a tracking number or link is recorded. */
  isTrackingEnabled: Scalars['Boolean']['output'];
};

/** Fields of a new purchase receive. */
export type CreatePurchaseReceiveInput = {
  /** Used when ignore_auto_number_generation is true. */
  receiveNumber?: InputMaybe<Scalars['String']['input']>;
  /** Receive date (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** in_transit, received (the default) or draft. */
  status?: InputMaybe<PurchaseReceiveStatus>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Custom field values. */
  customFields?: InputMaybe<Array<PurchaseReceiveCustomFieldInput>>;
  /** 1 to 1000 lines, each naming a line of the purchase order once. */
  lineItems: Array<PurchaseReceiveLineInput>;
  /** Billing address. */
  billingAddress?: InputMaybe<PurchaseReceiveAddressInput>;
  /** Shipping address. */
  shippingAddress?: InputMaybe<PurchaseReceiveAddressInput>;
  /** Tracking number. */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
  /** Tracking link. */
  trackingLink?: InputMaybe<Scalars['String']['input']>;
  /** Expected delivery date. */
  expectedDeliveryDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Delivered on. */
  shipmentDeliveredDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Carrier. */
  carrier?: InputMaybe<Scalars['String']['input']>;
  /** Delivery method. */
  deliveryMethod?: InputMaybe<Scalars['String']['input']>;
  /** Delivery method id. */
  deliveryMethodId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to a purchase receive; what is left out stays. */
export type UpdatePurchaseReceiveInput = {
  /** New number. */
  receiveNumber?: InputMaybe<Scalars['String']['input']>;
  /** Receive date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** A later status (draft → in_transit → received); a received receive stays received. */
  status?: InputMaybe<PurchaseReceiveStatus>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Custom field values (replace the stored ones). */
  customFields?: InputMaybe<Array<PurchaseReceiveCustomFieldInput>>;
  /** The whole new set of lines. */
  lineItems?: InputMaybe<Array<PurchaseReceiveLineInput>>;
  /** Billing address. */
  billingAddress?: InputMaybe<PurchaseReceiveAddressInput>;
  /** Shipping address. */
  shippingAddress?: InputMaybe<PurchaseReceiveAddressInput>;
  /** Tracking number. */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
  /** Tracking link. */
  trackingLink?: InputMaybe<Scalars['String']['input']>;
  /** Expected delivery date. */
  expectedDeliveryDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Delivered on. */
  shipmentDeliveredDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Carrier. */
  carrier?: InputMaybe<Scalars['String']['input']>;
  /** Delivery method. */
  deliveryMethod?: InputMaybe<Scalars['String']['input']>;
  /** Delivery method id. */
  deliveryMethodId?: InputMaybe<Scalars['ID']['input']>;
};

/** A receive named in a bulk action. */
export type PurchaseReceiveRefInput = {
  /** The receive. */
  receiveId: Scalars['ID']['input'];
};

/** Receives to mark in transit. */
export type MarkPurchaseReceivesInTransitInput = {
  /** 1 to 100 receives. */
  purchasereceives: Array<PurchaseReceiveRefInput>;
};

/** Result of creating a receive. */
export type CreatePurchaseReceivePayload = {
  __typename?: 'CreatePurchaseReceivePayload';
  /** The new receive. */
  purchaseReceive: PurchaseReceive;
};

/** Result of changing a receive. */
export type UpdatePurchaseReceivePayload = {
  __typename?: 'UpdatePurchaseReceivePayload';
  /** The receive. */
  purchaseReceive: PurchaseReceive;
};

/** Result of deleting a receive. */
export type DeletePurchaseReceivePayload = {
  __typename?: 'DeletePurchaseReceivePayload';
  /** The deleted receive's id. */
  receiveId: Scalars['ID']['output'];
};

/** Result of marking receives in transit. */
export type MarkPurchaseReceivesInTransitPayload = {
  __typename?: 'MarkPurchaseReceivesInTransitPayload';
  /** The receives, in the order asked. */
  purchasereceives: Array<PurchaseReceive>;
};

/** Result of marking a receive received. */
export type MarkPurchaseReceiveReceivedPayload = {
  __typename?: 'MarkPurchaseReceiveReceivedPayload';
  /** The receive. */
  purchaseReceive: PurchaseReceive;
};

/** Result of attaching files to a receive. */
export type AddPurchaseReceiveAttachmentPayload = {
  __typename?: 'AddPurchaseReceiveAttachmentPayload';
  /** Every document of the receive after the upload. */
  documents: Array<PurchaseReceiveDocument>;
};

/** Result of deleting a document of a receive. */
export type DeletePurchaseReceiveDocumentPayload = {
  __typename?: 'DeletePurchaseReceiveDocumentPayload';
  /** The deleted document's id. */
  documentId: Scalars['ID']['output'];
};

/** Result of recording a vendor bill against a receive. */
export type CreatePurchaseReceiveBillPayload = {
  __typename?: 'CreatePurchaseReceiveBillPayload';
  /** The receive, with the bill and its billed status. */
  purchaseReceive: PurchaseReceive;
};

/** Result of deleting a bill recorded against a receive. */
export type DeletePurchaseReceiveBillPayload = {
  __typename?: 'DeletePurchaseReceiveBillPayload';
  /** The receive, without the bill. */
  purchaseReceive: PurchaseReceive;
};

/** Purchase receives of the organization. */
export type PurchaseReceiveList = {
  __typename?: 'PurchaseReceiveList';
  /** One page of receives. */
  nodes: Array<PurchaseReceive>;
  /** Where the page stands. */
  pageContext: PageContext;
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
  /** Creates a stock count (yet_to_start) from line items and/or an import file (csv, tsv, xlsx). */
  createInventoryCount: InventoryCountPayload;
  /** Changes a stock count. */
  updateInventoryCount: InventoryCountPayload;
  /** Deletes a stock count that has not adjusted stock. */
  deleteInventoryCount: DeleteInventoryCountPayload;
  /** yet_to_start → start_in_progress → counting: system quantities are taken. */
  startInventoryCount: InventoryCountPayload;
  /** Records counted quantities (or skips) of a count in counting. */
  recordInventoryCount: InventoryCountPayload;
  /** counting → submission_in_progress → submitted (or approval_in_progress when approval is required). */
  submitInventoryCount: InventoryCountPayload;
  /** submitted / approval_in_progress → processing → completed: variances adjust the stock and post to the ledger. */
  approveInventoryCount: InventoryCountPayload;
  /** submitted / approval_in_progress → counting, to count again. */
  rejectInventoryCount: InventoryCountPayload;
  /** Cancels an open count (yet_to_start, counting, submitted, approval_in_progress). */
  cancelInventoryCount: InventoryCountPayload;
  /** Changes the settings of stock counts. */
  updateInventoryCountSettings: InventoryCountSettingsPayload;
  /** Creates a recurring stock count profile (active). */
  createRecurringInventoryCount: RecurringInventoryCountPayload;
  /** Changes a recurring profile. */
  updateRecurringInventoryCount: RecurringInventoryCountPayload;
  /** Deletes a recurring profile; the counts it created stay. */
  deleteRecurringInventoryCount: DeleteRecurringInventoryCountPayload;
  /** Marks a profile active: it creates counts on schedule again. */
  markRecurringInventoryCountActive: RecurringInventoryCountPayload;
  /** Marks a profile inactive: it creates no counts. */
  markRecurringInventoryCountInactive: RecurringInventoryCountPayload;
  /** Creates a purchase order (a draft); numbered PO-000001 onwards unless ignoreAutoNumberGeneration. */
  createPurchaseOrder: CreatePurchaseOrderPayload;
  /** Changes a purchase order that is not cancelled or received in full. */
  updatePurchaseOrder: UpdatePurchaseOrderPayload;
  /** Deletes a purchase order that has no receives. */
  deletePurchaseOrder: DeletePurchaseOrderPayload;
  /** Issues a draft purchase order: goods may then be received against it. */
  markPurchaseOrderIssued: MarkPurchaseOrderIssuedPayload;
  /** Cancels a draft or issued purchase order that has no receives. */
  markPurchaseOrderCancelled: MarkPurchaseOrderCancelledPayload;
  /** Receives goods of an issued purchase order; status received adds stock and posts its value. */
  createPurchaseReceive: CreatePurchaseReceivePayload;
  /** Changes a receive; a received one has its stock and posting redone. */
  updatePurchaseReceive: UpdatePurchaseReceivePayload;
  /** Deletes a receive without bills; a received one's stock movements and posting are reversed. */
  deletePurchaseReceive: DeletePurchaseReceivePayload;
  /** Marks draft receives in transit (all or none). */
  markPurchaseReceivesInTransit: MarkPurchaseReceivesInTransitPayload;
  /** Marks a draft or in-transit receive received: its stock arrives and its value is posted. */
  markPurchaseReceiveReceived: MarkPurchaseReceiveReceivedPayload;
  /** Attaches uploaded files to a receive (at most 20 per receive). */
  addPurchaseReceiveAttachment: AddPurchaseReceiveAttachmentPayload;
  /** Deletes a document of a receive. */
  deletePurchaseReceiveDocument: DeletePurchaseReceiveDocumentPayload;
  /** Records a vendor bill against a receive (billed_status follows). */
  createPurchaseReceiveBill: CreatePurchaseReceiveBillPayload;
  /** Deletes a bill recorded against a receive. */
  deletePurchaseReceiveBill: DeletePurchaseReceiveBillPayload;
};


export type MutationCreateLocationArgs = {
  input: CreateLocationInput;
};


export type MutationCreateInventoryCountArgs = {
  input: CreateInventoryCountInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
  importFile?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateInventoryCountArgs = {
  inventorycountId: Scalars['ID']['input'];
  input: UpdateInventoryCountInput;
};


export type MutationDeleteInventoryCountArgs = {
  inventorycountId: Scalars['ID']['input'];
};


export type MutationStartInventoryCountArgs = {
  inventorycountId: Scalars['ID']['input'];
};


export type MutationRecordInventoryCountArgs = {
  inventorycountId: Scalars['ID']['input'];
  input: RecordInventoryCountInput;
};


export type MutationSubmitInventoryCountArgs = {
  inventorycountId: Scalars['ID']['input'];
};


export type MutationApproveInventoryCountArgs = {
  inventorycountId: Scalars['ID']['input'];
  input?: InputMaybe<ApproveInventoryCountInput>;
};


export type MutationRejectInventoryCountArgs = {
  inventorycountId: Scalars['ID']['input'];
  input?: InputMaybe<RejectInventoryCountInput>;
};


export type MutationCancelInventoryCountArgs = {
  inventorycountId: Scalars['ID']['input'];
};


export type MutationUpdateInventoryCountSettingsArgs = {
  input: UpdateInventoryCountSettingsInput;
};


export type MutationCreateRecurringInventoryCountArgs = {
  input: RecurringInventoryCountInput;
};


export type MutationUpdateRecurringInventoryCountArgs = {
  recurringinventorycountId: Scalars['ID']['input'];
  input: RecurringInventoryCountInput;
};


export type MutationDeleteRecurringInventoryCountArgs = {
  recurringinventorycountId: Scalars['ID']['input'];
};


export type MutationMarkRecurringInventoryCountActiveArgs = {
  recurringinventorycountId: Scalars['ID']['input'];
};


export type MutationMarkRecurringInventoryCountInactiveArgs = {
  recurringinventorycountId: Scalars['ID']['input'];
};


export type MutationCreatePurchaseOrderArgs = {
  input: CreatePurchaseOrderInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdatePurchaseOrderArgs = {
  purchaseorderId: Scalars['ID']['input'];
  input: UpdatePurchaseOrderInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeletePurchaseOrderArgs = {
  purchaseorderId: Scalars['ID']['input'];
};


export type MutationMarkPurchaseOrderIssuedArgs = {
  purchaseorderId: Scalars['ID']['input'];
};


export type MutationMarkPurchaseOrderCancelledArgs = {
  purchaseorderId: Scalars['ID']['input'];
};


export type MutationCreatePurchaseReceiveArgs = {
  purchaseorderId: Scalars['ID']['input'];
  input: CreatePurchaseReceiveInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdatePurchaseReceiveArgs = {
  receiveId: Scalars['ID']['input'];
  input: UpdatePurchaseReceiveInput;
};


export type MutationDeletePurchaseReceiveArgs = {
  receiveId: Scalars['ID']['input'];
};


export type MutationMarkPurchaseReceivesInTransitArgs = {
  input: MarkPurchaseReceivesInTransitInput;
};


export type MutationMarkPurchaseReceiveReceivedArgs = {
  receiveId: Scalars['ID']['input'];
};


export type MutationAddPurchaseReceiveAttachmentArgs = {
  receiveId: Scalars['ID']['input'];
  attachment: Array<Scalars['ID']['input']>;
};


export type MutationDeletePurchaseReceiveDocumentArgs = {
  receiveId: Scalars['ID']['input'];
  documentId: Scalars['ID']['input'];
};


export type MutationCreatePurchaseReceiveBillArgs = {
  receiveId: Scalars['ID']['input'];
  input: CreatePurchaseReceiveBillInput;
};


export type MutationDeletePurchaseReceiveBillArgs = {
  receiveId: Scalars['ID']['input'];
  billId: Scalars['ID']['input'];
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
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
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
  InventoryCountStatus: InventoryCountStatus;
  InventoryCountType: InventoryCountType;
  InventoryCountLineStatus: InventoryCountLineStatus;
  InventoryCountFilter: InventoryCountFilter;
  InventoryCountSortColumn: InventoryCountSortColumn;
  InventoryCountOperation: InventoryCountOperation;
  InventoryCountProgress: ResolverTypeWrapper<InventoryCountProgress>;
  InventoryCountLine: ResolverTypeWrapper<InventoryCountLine>;
  InventoryCountSummary: ResolverTypeWrapper<InventoryCountSummary>;
  InventoryCount: ResolverTypeWrapper<InventoryCount>;
  InventoryCountList: ResolverTypeWrapper<InventoryCountList>;
  InventoryCountLineInput: InventoryCountLineInput;
  CreateInventoryCountInput: CreateInventoryCountInput;
  UpdateInventoryCountInput: UpdateInventoryCountInput;
  RecordCountLineInput: RecordCountLineInput;
  RecordInventoryCountInput: RecordInventoryCountInput;
  ApproveCountLineInput: ApproveCountLineInput;
  ApproveInventoryCountInput: ApproveInventoryCountInput;
  RejectInventoryCountInput: RejectInventoryCountInput;
  InventoryCountPayload: ResolverTypeWrapper<InventoryCountPayload>;
  DeleteInventoryCountPayload: ResolverTypeWrapper<DeleteInventoryCountPayload>;
  InventoryCountSettings: ResolverTypeWrapper<InventoryCountSettings>;
  UpdateInventoryCountSettingsInput: UpdateInventoryCountSettingsInput;
  InventoryCountSettingsPayload: ResolverTypeWrapper<InventoryCountSettingsPayload>;
  RecurringInventoryCountStatus: RecurringInventoryCountStatus;
  CountScheduleType: CountScheduleType;
  CountRecurrenceFrequency: CountRecurrenceFrequency;
  CountWeekday: CountWeekday;
  CountRunSpecificWeek: CountRunSpecificWeek;
  CountMonth: CountMonth;
  RecurringInventoryCountLine: ResolverTypeWrapper<RecurringInventoryCountLine>;
  RecurringInventoryCountSummary: ResolverTypeWrapper<RecurringInventoryCountSummary>;
  RecurringInventoryCount: ResolverTypeWrapper<RecurringInventoryCount>;
  RecurringInventoryCountList: ResolverTypeWrapper<RecurringInventoryCountList>;
  RecurringInventoryCountLineInput: RecurringInventoryCountLineInput;
  RecurringInventoryCountInput: RecurringInventoryCountInput;
  RecurringInventoryCountPayload: ResolverTypeWrapper<RecurringInventoryCountPayload>;
  DeleteRecurringInventoryCountPayload: ResolverTypeWrapper<DeleteRecurringInventoryCountPayload>;
  RecurringInventoryCountFilter: RecurringInventoryCountFilter;
  PurchaseOrderStatus: PurchaseOrderStatus;
  PurchaseOrderFilter: PurchaseOrderFilter;
  PurchaseOrderSortColumn: PurchaseOrderSortColumn;
  PurchaseOrderDiscountType: PurchaseOrderDiscountType;
  PurchaseOrderLine: ResolverTypeWrapper<PurchaseOrderLine>;
  PurchaseOrderReceiveLine: ResolverTypeWrapper<PurchaseOrderReceiveLine>;
  PurchaseOrderReceive: ResolverTypeWrapper<PurchaseOrderReceive>;
  PurchaseOrderReceiveRef: ResolverTypeWrapper<PurchaseOrderReceiveRef>;
  PurchaseOrderBill: ResolverTypeWrapper<PurchaseOrderBill>;
  PurchaseOrderTax: ResolverTypeWrapper<PurchaseOrderTax>;
  PurchaseOrderContactPerson: ResolverTypeWrapper<PurchaseOrderContactPerson>;
  PurchaseOrder: ResolverTypeWrapper<PurchaseOrder>;
  PurchaseOrderComment: ResolverTypeWrapper<PurchaseOrderComment>;
  PurchaseOrderLineInput: PurchaseOrderLineInput;
  CreatePurchaseOrderInput: CreatePurchaseOrderInput;
  UpdatePurchaseOrderInput: UpdatePurchaseOrderInput;
  CreatePurchaseOrderPayload: ResolverTypeWrapper<CreatePurchaseOrderPayload>;
  UpdatePurchaseOrderPayload: ResolverTypeWrapper<UpdatePurchaseOrderPayload>;
  DeletePurchaseOrderPayload: ResolverTypeWrapper<DeletePurchaseOrderPayload>;
  MarkPurchaseOrderIssuedPayload: ResolverTypeWrapper<MarkPurchaseOrderIssuedPayload>;
  MarkPurchaseOrderCancelledPayload: ResolverTypeWrapper<MarkPurchaseOrderCancelledPayload>;
  PurchaseOrderList: ResolverTypeWrapper<PurchaseOrderList>;
  PurchaseReceiveStatus: PurchaseReceiveStatus;
  PurchaseReceiveBilledStatus: PurchaseReceiveBilledStatus;
  PurchaseReceiveFilter: PurchaseReceiveFilter;
  PurchaseReceiveSortColumn: PurchaseReceiveSortColumn;
  PurchaseReceiveBillStatus: PurchaseReceiveBillStatus;
  PurchaseReceiveCustomField: ResolverTypeWrapper<PurchaseReceiveCustomField>;
  PurchaseReceiveCustomFieldInput: PurchaseReceiveCustomFieldInput;
  PurchaseReceiveBatch: ResolverTypeWrapper<PurchaseReceiveBatch>;
  PurchaseReceiveBatchInput: PurchaseReceiveBatchInput;
  PurchaseReceiveStorage: ResolverTypeWrapper<PurchaseReceiveStorage>;
  PurchaseReceiveStorageInput: PurchaseReceiveStorageInput;
  PurchaseReceiveLine: ResolverTypeWrapper<PurchaseReceiveLine>;
  PurchaseReceiveLineInput: PurchaseReceiveLineInput;
  PurchaseReceiveDocument: ResolverTypeWrapper<PurchaseReceiveDocument>;
  PurchaseReceiveComment: ResolverTypeWrapper<PurchaseReceiveComment>;
  PurchaseReceiveBill: ResolverTypeWrapper<PurchaseReceiveBill>;
  CreatePurchaseReceiveBillInput: CreatePurchaseReceiveBillInput;
  PurchaseReceiveAddress: ResolverTypeWrapper<PurchaseReceiveAddress>;
  PurchaseReceiveAddressInput: PurchaseReceiveAddressInput;
  PurchaseReceiveApproval: ResolverTypeWrapper<PurchaseReceiveApproval>;
  PurchaseReceive: ResolverTypeWrapper<PurchaseReceive>;
  CreatePurchaseReceiveInput: CreatePurchaseReceiveInput;
  UpdatePurchaseReceiveInput: UpdatePurchaseReceiveInput;
  PurchaseReceiveRefInput: PurchaseReceiveRefInput;
  MarkPurchaseReceivesInTransitInput: MarkPurchaseReceivesInTransitInput;
  CreatePurchaseReceivePayload: ResolverTypeWrapper<CreatePurchaseReceivePayload>;
  UpdatePurchaseReceivePayload: ResolverTypeWrapper<UpdatePurchaseReceivePayload>;
  DeletePurchaseReceivePayload: ResolverTypeWrapper<DeletePurchaseReceivePayload>;
  MarkPurchaseReceivesInTransitPayload: ResolverTypeWrapper<MarkPurchaseReceivesInTransitPayload>;
  MarkPurchaseReceiveReceivedPayload: ResolverTypeWrapper<MarkPurchaseReceiveReceivedPayload>;
  AddPurchaseReceiveAttachmentPayload: ResolverTypeWrapper<AddPurchaseReceiveAttachmentPayload>;
  DeletePurchaseReceiveDocumentPayload: ResolverTypeWrapper<DeletePurchaseReceiveDocumentPayload>;
  CreatePurchaseReceiveBillPayload: ResolverTypeWrapper<CreatePurchaseReceiveBillPayload>;
  DeletePurchaseReceiveBillPayload: ResolverTypeWrapper<DeletePurchaseReceiveBillPayload>;
  PurchaseReceiveList: ResolverTypeWrapper<PurchaseReceiveList>;
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
  JSONObject: Scalars['JSONObject']['output'];
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
  InventoryCountProgress: InventoryCountProgress;
  InventoryCountLine: InventoryCountLine;
  InventoryCountSummary: InventoryCountSummary;
  InventoryCount: InventoryCount;
  InventoryCountList: InventoryCountList;
  InventoryCountLineInput: InventoryCountLineInput;
  CreateInventoryCountInput: CreateInventoryCountInput;
  UpdateInventoryCountInput: UpdateInventoryCountInput;
  RecordCountLineInput: RecordCountLineInput;
  RecordInventoryCountInput: RecordInventoryCountInput;
  ApproveCountLineInput: ApproveCountLineInput;
  ApproveInventoryCountInput: ApproveInventoryCountInput;
  RejectInventoryCountInput: RejectInventoryCountInput;
  InventoryCountPayload: InventoryCountPayload;
  DeleteInventoryCountPayload: DeleteInventoryCountPayload;
  InventoryCountSettings: InventoryCountSettings;
  UpdateInventoryCountSettingsInput: UpdateInventoryCountSettingsInput;
  InventoryCountSettingsPayload: InventoryCountSettingsPayload;
  RecurringInventoryCountLine: RecurringInventoryCountLine;
  RecurringInventoryCountSummary: RecurringInventoryCountSummary;
  RecurringInventoryCount: RecurringInventoryCount;
  RecurringInventoryCountList: RecurringInventoryCountList;
  RecurringInventoryCountLineInput: RecurringInventoryCountLineInput;
  RecurringInventoryCountInput: RecurringInventoryCountInput;
  RecurringInventoryCountPayload: RecurringInventoryCountPayload;
  DeleteRecurringInventoryCountPayload: DeleteRecurringInventoryCountPayload;
  PurchaseOrderLine: PurchaseOrderLine;
  PurchaseOrderReceiveLine: PurchaseOrderReceiveLine;
  PurchaseOrderReceive: PurchaseOrderReceive;
  PurchaseOrderReceiveRef: PurchaseOrderReceiveRef;
  PurchaseOrderBill: PurchaseOrderBill;
  PurchaseOrderTax: PurchaseOrderTax;
  PurchaseOrderContactPerson: PurchaseOrderContactPerson;
  PurchaseOrder: PurchaseOrder;
  PurchaseOrderComment: PurchaseOrderComment;
  PurchaseOrderLineInput: PurchaseOrderLineInput;
  CreatePurchaseOrderInput: CreatePurchaseOrderInput;
  UpdatePurchaseOrderInput: UpdatePurchaseOrderInput;
  CreatePurchaseOrderPayload: CreatePurchaseOrderPayload;
  UpdatePurchaseOrderPayload: UpdatePurchaseOrderPayload;
  DeletePurchaseOrderPayload: DeletePurchaseOrderPayload;
  MarkPurchaseOrderIssuedPayload: MarkPurchaseOrderIssuedPayload;
  MarkPurchaseOrderCancelledPayload: MarkPurchaseOrderCancelledPayload;
  PurchaseOrderList: PurchaseOrderList;
  PurchaseReceiveCustomField: PurchaseReceiveCustomField;
  PurchaseReceiveCustomFieldInput: PurchaseReceiveCustomFieldInput;
  PurchaseReceiveBatch: PurchaseReceiveBatch;
  PurchaseReceiveBatchInput: PurchaseReceiveBatchInput;
  PurchaseReceiveStorage: PurchaseReceiveStorage;
  PurchaseReceiveStorageInput: PurchaseReceiveStorageInput;
  PurchaseReceiveLine: PurchaseReceiveLine;
  PurchaseReceiveLineInput: PurchaseReceiveLineInput;
  PurchaseReceiveDocument: PurchaseReceiveDocument;
  PurchaseReceiveComment: PurchaseReceiveComment;
  PurchaseReceiveBill: PurchaseReceiveBill;
  CreatePurchaseReceiveBillInput: CreatePurchaseReceiveBillInput;
  PurchaseReceiveAddress: PurchaseReceiveAddress;
  PurchaseReceiveAddressInput: PurchaseReceiveAddressInput;
  PurchaseReceiveApproval: PurchaseReceiveApproval;
  PurchaseReceive: PurchaseReceive;
  CreatePurchaseReceiveInput: CreatePurchaseReceiveInput;
  UpdatePurchaseReceiveInput: UpdatePurchaseReceiveInput;
  PurchaseReceiveRefInput: PurchaseReceiveRefInput;
  MarkPurchaseReceivesInTransitInput: MarkPurchaseReceivesInTransitInput;
  CreatePurchaseReceivePayload: CreatePurchaseReceivePayload;
  UpdatePurchaseReceivePayload: UpdatePurchaseReceivePayload;
  DeletePurchaseReceivePayload: DeletePurchaseReceivePayload;
  MarkPurchaseReceivesInTransitPayload: MarkPurchaseReceivesInTransitPayload;
  MarkPurchaseReceiveReceivedPayload: MarkPurchaseReceiveReceivedPayload;
  AddPurchaseReceiveAttachmentPayload: AddPurchaseReceiveAttachmentPayload;
  DeletePurchaseReceiveDocumentPayload: DeletePurchaseReceiveDocumentPayload;
  CreatePurchaseReceiveBillPayload: CreatePurchaseReceiveBillPayload;
  DeletePurchaseReceiveBillPayload: DeletePurchaseReceiveBillPayload;
  PurchaseReceiveList: PurchaseReceiveList;
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

export type LocationAddressResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['LocationAddress'] = ResolversParentTypes['LocationAddress']> = {
  attention?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetAddress1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetAddress2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  stockOnHand?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  availableStock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  actualAvailableStock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
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
  inventoryCounts?: Resolver<ResolversTypes['InventoryCountList'], ParentType, ContextType, RequireFields<QueryInventoryCountsArgs, 'page' | 'perPage'>>;
  inventoryCount?: Resolver<ResolversTypes['InventoryCount'], ParentType, ContextType, RequireFields<QueryInventoryCountArgs, 'inventorycountId'>>;
  inventoryCountSettings?: Resolver<ResolversTypes['InventoryCountSettings'], ParentType, ContextType>;
  recurringInventoryCounts?: Resolver<ResolversTypes['RecurringInventoryCountList'], ParentType, ContextType, RequireFields<QueryRecurringInventoryCountsArgs, 'page' | 'perPage'>>;
  recurringInventoryCount?: Resolver<ResolversTypes['RecurringInventoryCount'], ParentType, ContextType, RequireFields<QueryRecurringInventoryCountArgs, 'recurringinventorycountId'>>;
  purchaseOrders?: Resolver<ResolversTypes['PurchaseOrderList'], ParentType, ContextType, RequireFields<QueryPurchaseOrdersArgs, 'page' | 'perPage'>>;
  purchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType, RequireFields<QueryPurchaseOrderArgs, 'purchaseorderId'>>;
  purchaseReceives?: Resolver<ResolversTypes['PurchaseReceiveList'], ParentType, ContextType, RequireFields<QueryPurchaseReceivesArgs, 'page' | 'perPage'>>;
  purchaseReceive?: Resolver<ResolversTypes['PurchaseReceive'], ParentType, ContextType, RequireFields<QueryPurchaseReceiveArgs, 'receiveId'>>;
  purchaseReceiveDocument?: Resolver<ResolversTypes['PurchaseReceiveDocument'], ParentType, ContextType, RequireFields<QueryPurchaseReceiveDocumentArgs, 'receiveId' | 'documentId'>>;
};

export type InventoryCountProgressResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InventoryCountProgress'] = ResolversParentTypes['InventoryCountProgress']> = {
  operation?: Resolver<ResolversTypes['InventoryCountOperation'], ParentType, ContextType>;
  processedLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InventoryCountLineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InventoryCountLine'] = ResolversParentTypes['InventoryCountLine']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  systemQuantity?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  countedQuantity?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  stockVariance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  trackSerialNumber?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trackBatchNumber?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMatched?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasTrackingDetailsMismatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSkipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InventoryCountLineStatus'], ParentType, ContextType>;
  reasonId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  adjustmentValue?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type InventoryCountSummaryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InventoryCountSummary'] = ResolversParentTypes['InventoryCountSummary']> = {
  inventorycountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventorycountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InventoryCountStatus'], ParentType, ContextType>;
  countType?: Resolver<ResolversTypes['InventoryCountType'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assigneeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  assigneeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assigneePhotoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  recurringinventorycountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  numberOfItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfItemsCounted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfItemsSkipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfItemsAdjusted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfItemsApproved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfItemsRejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accuracy?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['InventoryCountProgress']>, ParentType, ContextType>;
  submittedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InventoryCountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InventoryCount'] = ResolversParentTypes['InventoryCount']> = {
  inventorycountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventorycountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InventoryCountStatus'], ParentType, ContextType>;
  countType?: Resolver<ResolversTypes['InventoryCountType'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assigneeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  assigneeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assigneePhotoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  recurringinventorycountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  numberOfItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfItemsCounted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfItemsSkipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfItemsAdjusted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfItemsApproved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfItemsRejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accuracy?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['InventoryCountProgress']>, ParentType, ContextType>;
  submittedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['InventoryCountLine']>, ParentType, ContextType>;
};

export type InventoryCountListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InventoryCountList'] = ResolversParentTypes['InventoryCountList']> = {
  nodes?: Resolver<Array<ResolversTypes['InventoryCountSummary']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type InventoryCountPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InventoryCountPayload'] = ResolversParentTypes['InventoryCountPayload']> = {
  inventorycount?: Resolver<ResolversTypes['InventoryCount'], ParentType, ContextType>;
};

export type DeleteInventoryCountPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteInventoryCountPayload'] = ResolversParentTypes['DeleteInventoryCountPayload']> = {
  inventorycountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InventoryCountSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InventoryCountSettings'] = ResolversParentTypes['InventoryCountSettings']> = {
  extendedLineLimitEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approvalRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineItemLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InventoryCountSettingsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InventoryCountSettingsPayload'] = ResolversParentTypes['InventoryCountSettingsPayload']> = {
  inventorycountSettings?: Resolver<ResolversTypes['InventoryCountSettings'], ParentType, ContextType>;
};

export type RecurringInventoryCountLineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInventoryCountLine'] = ResolversParentTypes['RecurringInventoryCountLine']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecurringInventoryCountSummaryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInventoryCountSummary'] = ResolversParentTypes['RecurringInventoryCountSummary']> = {
  recurringinventorycountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecurringInventoryCountStatus'], ParentType, ContextType>;
  scheduleType?: Resolver<ResolversTypes['CountScheduleType'], ParentType, ContextType>;
  recurrenceFrequency?: Resolver<Maybe<ResolversTypes['CountRecurrenceFrequency']>, ParentType, ContextType>;
  repeatEvery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  noOfCycles?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  executedCycles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countDates?: Resolver<Array<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assigneeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  assigneeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextCountDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  lastCountCreatedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  executionTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runSpecificDays?: Resolver<Array<ResolversTypes['CountWeekday']>, ParentType, ContextType>;
  runSpecificDate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  runSpecificWeek?: Resolver<Maybe<ResolversTypes['CountRunSpecificWeek']>, ParentType, ContextType>;
  runSpecificMonth?: Resolver<Maybe<ResolversTypes['CountMonth']>, ParentType, ContextType>;
  remindBefore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastModifiedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lastModifiedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecurringInventoryCountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInventoryCount'] = ResolversParentTypes['RecurringInventoryCount']> = {
  recurringinventorycountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecurringInventoryCountStatus'], ParentType, ContextType>;
  scheduleType?: Resolver<ResolversTypes['CountScheduleType'], ParentType, ContextType>;
  recurrenceFrequency?: Resolver<Maybe<ResolversTypes['CountRecurrenceFrequency']>, ParentType, ContextType>;
  repeatEvery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  noOfCycles?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  executedCycles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countDates?: Resolver<Array<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assigneeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  assigneeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextCountDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  lastCountCreatedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  executionTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runSpecificDays?: Resolver<Array<ResolversTypes['CountWeekday']>, ParentType, ContextType>;
  runSpecificDate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  runSpecificWeek?: Resolver<Maybe<ResolversTypes['CountRunSpecificWeek']>, ParentType, ContextType>;
  runSpecificMonth?: Resolver<Maybe<ResolversTypes['CountMonth']>, ParentType, ContextType>;
  remindBefore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastModifiedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lastModifiedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['RecurringInventoryCountLine']>, ParentType, ContextType>;
};

export type RecurringInventoryCountListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInventoryCountList'] = ResolversParentTypes['RecurringInventoryCountList']> = {
  nodes?: Resolver<Array<ResolversTypes['RecurringInventoryCountSummary']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type RecurringInventoryCountPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInventoryCountPayload'] = ResolversParentTypes['RecurringInventoryCountPayload']> = {
  recurringinventorycount?: Resolver<ResolversTypes['RecurringInventoryCount'], ParentType, ContextType>;
};

export type DeleteRecurringInventoryCountPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteRecurringInventoryCountPayload'] = ResolversParentTypes['DeleteRecurringInventoryCountPayload']> = {
  recurringinventorycountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PurchaseOrderLineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseOrderLine'] = ResolversParentTypes['PurchaseOrderLine']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  purchaseRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hsnOrSac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantityReceived?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantityInTransit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantityRemaining?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PurchaseOrderReceiveLineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseOrderReceiveLine'] = ResolversParentTypes['PurchaseOrderReceiveLine']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantityReceived?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hsnOrSac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseOrderReceiveResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseOrderReceive'] = ResolversParentTypes['PurchaseOrderReceive']> = {
  receiveId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receiveNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseReceiveStatus'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['PurchaseOrderReceiveLine']>, ParentType, ContextType>;
};

export type PurchaseOrderReceiveRefResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseOrderReceiveRef'] = ResolversParentTypes['PurchaseOrderReceiveRef']> = {
  receiveId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receiveNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseOrderBillResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseOrderBill'] = ResolversParentTypes['PurchaseOrderBill']> = {
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiveId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseReceiveBillStatus'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PurchaseOrderTaxResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseOrderTax'] = ResolversParentTypes['PurchaseOrderTax']> = {
  taxId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxPercentage?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PurchaseOrderContactPersonResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseOrderContactPerson'] = ResolversParentTypes['PurchaseOrderContactPerson']> = {
  contactPersonId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PurchaseOrderResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseOrder'] = ResolversParentTypes['PurchaseOrder']> = {
  purchaseorderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purchaseorderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  deliveryDateFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedDeliveryDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  expectedDeliveryDateFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseOrderStatus'], ParentType, ContextType>;
  statusFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersons?: Resolver<Array<ResolversTypes['PurchaseOrderContactPerson']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attention?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingAddress?: Resolver<Array<ResolversTypes['PurchaseReceiveAddress']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<Array<ResolversTypes['PurchaseReceiveAddress']>, ParentType, ContextType>;
  deliveryCustomerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deliveryCustomerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDropShipment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['PurchaseReceiveCustomField']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['PurchaseOrderDiscountType'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isDiscountBeforeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  subTotalFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['PurchaseOrderTax']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantityReceived?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['PurchaseOrderLine']>, ParentType, ContextType>;
  purchasereceives?: Resolver<Array<ResolversTypes['PurchaseOrderReceive']>, ParentType, ContextType>;
  receives?: Resolver<Array<ResolversTypes['PurchaseOrderReceiveRef']>, ParentType, ContextType>;
  bills?: Resolver<Array<ResolversTypes['PurchaseOrderBill']>, ParentType, ContextType>;
  billedStatus?: Resolver<ResolversTypes['PurchaseReceiveBilledStatus'], ParentType, ContextType>;
  shipVia?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipViaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pricebookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['PurchaseOrderComment']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseOrderCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseOrderComment'] = ResolversParentTypes['PurchaseOrderComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purchaseorderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatePurchaseOrderPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreatePurchaseOrderPayload'] = ResolversParentTypes['CreatePurchaseOrderPayload']> = {
  purchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType>;
};

export type UpdatePurchaseOrderPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdatePurchaseOrderPayload'] = ResolversParentTypes['UpdatePurchaseOrderPayload']> = {
  purchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType>;
};

export type DeletePurchaseOrderPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeletePurchaseOrderPayload'] = ResolversParentTypes['DeletePurchaseOrderPayload']> = {
  purchaseorderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarkPurchaseOrderIssuedPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkPurchaseOrderIssuedPayload'] = ResolversParentTypes['MarkPurchaseOrderIssuedPayload']> = {
  purchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType>;
};

export type MarkPurchaseOrderCancelledPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkPurchaseOrderCancelledPayload'] = ResolversParentTypes['MarkPurchaseOrderCancelledPayload']> = {
  purchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType>;
};

export type PurchaseOrderListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseOrderList'] = ResolversParentTypes['PurchaseOrderList']> = {
  nodes?: Resolver<Array<ResolversTypes['PurchaseOrder']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type PurchaseReceiveCustomFieldResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceiveCustomField'] = ResolversParentTypes['PurchaseReceiveCustomField']> = {
  customfieldId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PurchaseReceiveBatchResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceiveBatch'] = ResolversParentTypes['PurchaseReceiveBatch']> = {
  batchNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantityIn?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  manufacturerBatchNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manufacturedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  expiryDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
};

export type PurchaseReceiveStorageResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceiveStorage'] = ResolversParentTypes['PurchaseReceiveStorage']> = {
  storageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PurchaseReceiveLineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceiveLine'] = ResolversParentTypes['PurchaseReceiveLine']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemCustomFields?: Resolver<Array<ResolversTypes['PurchaseReceiveCustomField']>, ParentType, ContextType>;
  serialNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  batches?: Resolver<Array<ResolversTypes['PurchaseReceiveBatch']>, ParentType, ContextType>;
  storages?: Resolver<Array<ResolversTypes['PurchaseReceiveStorage']>, ParentType, ContextType>;
};

export type PurchaseReceiveDocumentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceiveDocument'] = ResolversParentTypes['PurchaseReceiveDocument']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PurchaseReceiveCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceiveComment'] = ResolversParentTypes['PurchaseReceiveComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseReceiveBillResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceiveBill'] = ResolversParentTypes['PurchaseReceiveBill']> = {
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseReceiveBillStatus'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PurchaseReceiveAddressResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceiveAddress'] = ResolversParentTypes['PurchaseReceiveAddress']> = {
  attention?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PurchaseReceiveApprovalResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceiveApproval'] = ResolversParentTypes['PurchaseReceiveApproval']> = {
  approverId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseReceiveResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceive'] = ResolversParentTypes['PurchaseReceive']> = {
  receiveId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receiveNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseorderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purchaseorderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseReceiveStatus'], ParentType, ContextType>;
  receivedStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billedStatus?: Resolver<ResolversTypes['PurchaseReceiveBilledStatus'], ParentType, ContextType>;
  isBilled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPoMarkedAsReceived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  branchName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalQuantityReceived?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['PurchaseReceiveCustomField']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['PurchaseReceiveLine']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['PurchaseReceiveDocument']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['PurchaseReceiveComment']>, ParentType, ContextType>;
  bills?: Resolver<Array<ResolversTypes['PurchaseReceiveBill']>, ParentType, ContextType>;
  billingAddress?: Resolver<Array<ResolversTypes['PurchaseReceiveAddress']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Array<ResolversTypes['PurchaseReceiveAddress']>, ParentType, ContextType>;
  contactPersons?: Resolver<Array<ResolversTypes['PurchaseOrderContactPerson']>, ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedDeliveryDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  shipmentDeliveredDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryMethodId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lastModifiedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  submittedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  approverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  approvalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvals?: Resolver<Array<ResolversTypes['PurchaseReceiveApproval']>, ParentType, ContextType>;
  isTrackingSupported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrackingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreatePurchaseReceivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreatePurchaseReceivePayload'] = ResolversParentTypes['CreatePurchaseReceivePayload']> = {
  purchaseReceive?: Resolver<ResolversTypes['PurchaseReceive'], ParentType, ContextType>;
};

export type UpdatePurchaseReceivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdatePurchaseReceivePayload'] = ResolversParentTypes['UpdatePurchaseReceivePayload']> = {
  purchaseReceive?: Resolver<ResolversTypes['PurchaseReceive'], ParentType, ContextType>;
};

export type DeletePurchaseReceivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeletePurchaseReceivePayload'] = ResolversParentTypes['DeletePurchaseReceivePayload']> = {
  receiveId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarkPurchaseReceivesInTransitPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkPurchaseReceivesInTransitPayload'] = ResolversParentTypes['MarkPurchaseReceivesInTransitPayload']> = {
  purchasereceives?: Resolver<Array<ResolversTypes['PurchaseReceive']>, ParentType, ContextType>;
};

export type MarkPurchaseReceiveReceivedPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkPurchaseReceiveReceivedPayload'] = ResolversParentTypes['MarkPurchaseReceiveReceivedPayload']> = {
  purchaseReceive?: Resolver<ResolversTypes['PurchaseReceive'], ParentType, ContextType>;
};

export type AddPurchaseReceiveAttachmentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AddPurchaseReceiveAttachmentPayload'] = ResolversParentTypes['AddPurchaseReceiveAttachmentPayload']> = {
  documents?: Resolver<Array<ResolversTypes['PurchaseReceiveDocument']>, ParentType, ContextType>;
};

export type DeletePurchaseReceiveDocumentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeletePurchaseReceiveDocumentPayload'] = ResolversParentTypes['DeletePurchaseReceiveDocumentPayload']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreatePurchaseReceiveBillPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreatePurchaseReceiveBillPayload'] = ResolversParentTypes['CreatePurchaseReceiveBillPayload']> = {
  purchaseReceive?: Resolver<ResolversTypes['PurchaseReceive'], ParentType, ContextType>;
};

export type DeletePurchaseReceiveBillPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeletePurchaseReceiveBillPayload'] = ResolversParentTypes['DeletePurchaseReceiveBillPayload']> = {
  purchaseReceive?: Resolver<ResolversTypes['PurchaseReceive'], ParentType, ContextType>;
};

export type PurchaseReceiveListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PurchaseReceiveList'] = ResolversParentTypes['PurchaseReceiveList']> = {
  nodes?: Resolver<Array<ResolversTypes['PurchaseReceive']>, ParentType, ContextType>;
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

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createLocation?: Resolver<ResolversTypes['CreateLocationPayload'], ParentType, ContextType, RequireFields<MutationCreateLocationArgs, 'input'>>;
  createInventoryCount?: Resolver<ResolversTypes['InventoryCountPayload'], ParentType, ContextType, RequireFields<MutationCreateInventoryCountArgs, 'input' | 'ignoreAutoNumberGeneration'>>;
  updateInventoryCount?: Resolver<ResolversTypes['InventoryCountPayload'], ParentType, ContextType, RequireFields<MutationUpdateInventoryCountArgs, 'inventorycountId' | 'input'>>;
  deleteInventoryCount?: Resolver<ResolversTypes['DeleteInventoryCountPayload'], ParentType, ContextType, RequireFields<MutationDeleteInventoryCountArgs, 'inventorycountId'>>;
  startInventoryCount?: Resolver<ResolversTypes['InventoryCountPayload'], ParentType, ContextType, RequireFields<MutationStartInventoryCountArgs, 'inventorycountId'>>;
  recordInventoryCount?: Resolver<ResolversTypes['InventoryCountPayload'], ParentType, ContextType, RequireFields<MutationRecordInventoryCountArgs, 'inventorycountId' | 'input'>>;
  submitInventoryCount?: Resolver<ResolversTypes['InventoryCountPayload'], ParentType, ContextType, RequireFields<MutationSubmitInventoryCountArgs, 'inventorycountId'>>;
  approveInventoryCount?: Resolver<ResolversTypes['InventoryCountPayload'], ParentType, ContextType, RequireFields<MutationApproveInventoryCountArgs, 'inventorycountId'>>;
  rejectInventoryCount?: Resolver<ResolversTypes['InventoryCountPayload'], ParentType, ContextType, RequireFields<MutationRejectInventoryCountArgs, 'inventorycountId'>>;
  cancelInventoryCount?: Resolver<ResolversTypes['InventoryCountPayload'], ParentType, ContextType, RequireFields<MutationCancelInventoryCountArgs, 'inventorycountId'>>;
  updateInventoryCountSettings?: Resolver<ResolversTypes['InventoryCountSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateInventoryCountSettingsArgs, 'input'>>;
  createRecurringInventoryCount?: Resolver<ResolversTypes['RecurringInventoryCountPayload'], ParentType, ContextType, RequireFields<MutationCreateRecurringInventoryCountArgs, 'input'>>;
  updateRecurringInventoryCount?: Resolver<ResolversTypes['RecurringInventoryCountPayload'], ParentType, ContextType, RequireFields<MutationUpdateRecurringInventoryCountArgs, 'recurringinventorycountId' | 'input'>>;
  deleteRecurringInventoryCount?: Resolver<ResolversTypes['DeleteRecurringInventoryCountPayload'], ParentType, ContextType, RequireFields<MutationDeleteRecurringInventoryCountArgs, 'recurringinventorycountId'>>;
  markRecurringInventoryCountActive?: Resolver<ResolversTypes['RecurringInventoryCountPayload'], ParentType, ContextType, RequireFields<MutationMarkRecurringInventoryCountActiveArgs, 'recurringinventorycountId'>>;
  markRecurringInventoryCountInactive?: Resolver<ResolversTypes['RecurringInventoryCountPayload'], ParentType, ContextType, RequireFields<MutationMarkRecurringInventoryCountInactiveArgs, 'recurringinventorycountId'>>;
  createPurchaseOrder?: Resolver<ResolversTypes['CreatePurchaseOrderPayload'], ParentType, ContextType, RequireFields<MutationCreatePurchaseOrderArgs, 'input' | 'ignoreAutoNumberGeneration'>>;
  updatePurchaseOrder?: Resolver<ResolversTypes['UpdatePurchaseOrderPayload'], ParentType, ContextType, RequireFields<MutationUpdatePurchaseOrderArgs, 'purchaseorderId' | 'input' | 'ignoreAutoNumberGeneration'>>;
  deletePurchaseOrder?: Resolver<ResolversTypes['DeletePurchaseOrderPayload'], ParentType, ContextType, RequireFields<MutationDeletePurchaseOrderArgs, 'purchaseorderId'>>;
  markPurchaseOrderIssued?: Resolver<ResolversTypes['MarkPurchaseOrderIssuedPayload'], ParentType, ContextType, RequireFields<MutationMarkPurchaseOrderIssuedArgs, 'purchaseorderId'>>;
  markPurchaseOrderCancelled?: Resolver<ResolversTypes['MarkPurchaseOrderCancelledPayload'], ParentType, ContextType, RequireFields<MutationMarkPurchaseOrderCancelledArgs, 'purchaseorderId'>>;
  createPurchaseReceive?: Resolver<ResolversTypes['CreatePurchaseReceivePayload'], ParentType, ContextType, RequireFields<MutationCreatePurchaseReceiveArgs, 'purchaseorderId' | 'input' | 'ignoreAutoNumberGeneration'>>;
  updatePurchaseReceive?: Resolver<ResolversTypes['UpdatePurchaseReceivePayload'], ParentType, ContextType, RequireFields<MutationUpdatePurchaseReceiveArgs, 'receiveId' | 'input'>>;
  deletePurchaseReceive?: Resolver<ResolversTypes['DeletePurchaseReceivePayload'], ParentType, ContextType, RequireFields<MutationDeletePurchaseReceiveArgs, 'receiveId'>>;
  markPurchaseReceivesInTransit?: Resolver<ResolversTypes['MarkPurchaseReceivesInTransitPayload'], ParentType, ContextType, RequireFields<MutationMarkPurchaseReceivesInTransitArgs, 'input'>>;
  markPurchaseReceiveReceived?: Resolver<ResolversTypes['MarkPurchaseReceiveReceivedPayload'], ParentType, ContextType, RequireFields<MutationMarkPurchaseReceiveReceivedArgs, 'receiveId'>>;
  addPurchaseReceiveAttachment?: Resolver<ResolversTypes['AddPurchaseReceiveAttachmentPayload'], ParentType, ContextType, RequireFields<MutationAddPurchaseReceiveAttachmentArgs, 'receiveId' | 'attachment'>>;
  deletePurchaseReceiveDocument?: Resolver<ResolversTypes['DeletePurchaseReceiveDocumentPayload'], ParentType, ContextType, RequireFields<MutationDeletePurchaseReceiveDocumentArgs, 'receiveId' | 'documentId'>>;
  createPurchaseReceiveBill?: Resolver<ResolversTypes['CreatePurchaseReceiveBillPayload'], ParentType, ContextType, RequireFields<MutationCreatePurchaseReceiveBillArgs, 'receiveId' | 'input'>>;
  deletePurchaseReceiveBill?: Resolver<ResolversTypes['DeletePurchaseReceiveBillPayload'], ParentType, ContextType, RequireFields<MutationDeletePurchaseReceiveBillArgs, 'receiveId' | 'billId'>>;
};

export type Resolvers<ContextType = SubgraphContext> = {
  Decimal?: GraphQLScalarType;
  LocalDate?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  PageContext?: PageContextResolvers<ContextType>;
  LocationAddress?: LocationAddressResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  CreateLocationPayload?: CreateLocationPayloadResolvers<ContextType>;
  LocationList?: LocationListResolvers<ContextType>;
  ItemLocation?: ItemLocationResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemStock?: ItemStockResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  InventoryCountProgress?: InventoryCountProgressResolvers<ContextType>;
  InventoryCountLine?: InventoryCountLineResolvers<ContextType>;
  InventoryCountSummary?: InventoryCountSummaryResolvers<ContextType>;
  InventoryCount?: InventoryCountResolvers<ContextType>;
  InventoryCountList?: InventoryCountListResolvers<ContextType>;
  InventoryCountPayload?: InventoryCountPayloadResolvers<ContextType>;
  DeleteInventoryCountPayload?: DeleteInventoryCountPayloadResolvers<ContextType>;
  InventoryCountSettings?: InventoryCountSettingsResolvers<ContextType>;
  InventoryCountSettingsPayload?: InventoryCountSettingsPayloadResolvers<ContextType>;
  RecurringInventoryCountLine?: RecurringInventoryCountLineResolvers<ContextType>;
  RecurringInventoryCountSummary?: RecurringInventoryCountSummaryResolvers<ContextType>;
  RecurringInventoryCount?: RecurringInventoryCountResolvers<ContextType>;
  RecurringInventoryCountList?: RecurringInventoryCountListResolvers<ContextType>;
  RecurringInventoryCountPayload?: RecurringInventoryCountPayloadResolvers<ContextType>;
  DeleteRecurringInventoryCountPayload?: DeleteRecurringInventoryCountPayloadResolvers<ContextType>;
  PurchaseOrderLine?: PurchaseOrderLineResolvers<ContextType>;
  PurchaseOrderReceiveLine?: PurchaseOrderReceiveLineResolvers<ContextType>;
  PurchaseOrderReceive?: PurchaseOrderReceiveResolvers<ContextType>;
  PurchaseOrderReceiveRef?: PurchaseOrderReceiveRefResolvers<ContextType>;
  PurchaseOrderBill?: PurchaseOrderBillResolvers<ContextType>;
  PurchaseOrderTax?: PurchaseOrderTaxResolvers<ContextType>;
  PurchaseOrderContactPerson?: PurchaseOrderContactPersonResolvers<ContextType>;
  PurchaseOrder?: PurchaseOrderResolvers<ContextType>;
  PurchaseOrderComment?: PurchaseOrderCommentResolvers<ContextType>;
  CreatePurchaseOrderPayload?: CreatePurchaseOrderPayloadResolvers<ContextType>;
  UpdatePurchaseOrderPayload?: UpdatePurchaseOrderPayloadResolvers<ContextType>;
  DeletePurchaseOrderPayload?: DeletePurchaseOrderPayloadResolvers<ContextType>;
  MarkPurchaseOrderIssuedPayload?: MarkPurchaseOrderIssuedPayloadResolvers<ContextType>;
  MarkPurchaseOrderCancelledPayload?: MarkPurchaseOrderCancelledPayloadResolvers<ContextType>;
  PurchaseOrderList?: PurchaseOrderListResolvers<ContextType>;
  PurchaseReceiveCustomField?: PurchaseReceiveCustomFieldResolvers<ContextType>;
  PurchaseReceiveBatch?: PurchaseReceiveBatchResolvers<ContextType>;
  PurchaseReceiveStorage?: PurchaseReceiveStorageResolvers<ContextType>;
  PurchaseReceiveLine?: PurchaseReceiveLineResolvers<ContextType>;
  PurchaseReceiveDocument?: PurchaseReceiveDocumentResolvers<ContextType>;
  PurchaseReceiveComment?: PurchaseReceiveCommentResolvers<ContextType>;
  PurchaseReceiveBill?: PurchaseReceiveBillResolvers<ContextType>;
  PurchaseReceiveAddress?: PurchaseReceiveAddressResolvers<ContextType>;
  PurchaseReceiveApproval?: PurchaseReceiveApprovalResolvers<ContextType>;
  PurchaseReceive?: PurchaseReceiveResolvers<ContextType>;
  CreatePurchaseReceivePayload?: CreatePurchaseReceivePayloadResolvers<ContextType>;
  UpdatePurchaseReceivePayload?: UpdatePurchaseReceivePayloadResolvers<ContextType>;
  DeletePurchaseReceivePayload?: DeletePurchaseReceivePayloadResolvers<ContextType>;
  MarkPurchaseReceivesInTransitPayload?: MarkPurchaseReceivesInTransitPayloadResolvers<ContextType>;
  MarkPurchaseReceiveReceivedPayload?: MarkPurchaseReceiveReceivedPayloadResolvers<ContextType>;
  AddPurchaseReceiveAttachmentPayload?: AddPurchaseReceiveAttachmentPayloadResolvers<ContextType>;
  DeletePurchaseReceiveDocumentPayload?: DeletePurchaseReceiveDocumentPayloadResolvers<ContextType>;
  CreatePurchaseReceiveBillPayload?: CreatePurchaseReceiveBillPayloadResolvers<ContextType>;
  DeletePurchaseReceiveBillPayload?: DeletePurchaseReceiveBillPayloadResolvers<ContextType>;
  PurchaseReceiveList?: PurchaseReceiveListResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  federation__Scope?: GraphQLScalarType;
  federation__Policy?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
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
