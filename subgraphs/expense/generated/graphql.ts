// Generated from schema/expense.graphql (and schema/expense/) by `npm run compose`. Do not edit.
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

/** A user's role in expense management. */
export type ExpenseRole =
  /** Everything: settings, roles, approval of any report, reimbursement. */
  | 'ADMIN'
  /** Approves the reports and advances submitted to them, up to their approval limit. */
  | 'APPROVER'
  /** Records expenses and advances and submits reports. */
  | 'SUBMITTER';

/** A member of the organization as expense management sees them. */
export type ExpenseUser = {
  __typename?: 'ExpenseUser';
  /** The user's id. */
  userId: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Email address. */
  email: Scalars['String']['output'];
  /** Expense role (the organization's admins are expense admins). */
  role: ExpenseRole;
  /** Largest report or advance total (base currency) the user may approve; null is no limit. */
  approvalLimit: Maybe<Scalars['Decimal']['output']>;
  /** Who the user's reports and advances are submitted to. */
  approverId: Maybe<Scalars['ID']['output']>;
  /** Name of that approver. */
  approverName: Maybe<Scalars['String']['output']>;
  /** Policy applying to the user's expenses (null: the organization's default policy). */
  policyId: Maybe<Scalars['ID']['output']>;
  /** Employee number. */
  employeeNumber: Maybe<Scalars['String']['output']>;
  /** Department. */
  departmentName: Maybe<Scalars['String']['output']>;
};

/** Users, one page. */
export type ExpenseUserList = {
  __typename?: 'ExpenseUserList';
  /** One page of users. */
  nodes: Array<ExpenseUser>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Changes to a user's expense settings (admins only). */
export type UpdateExpenseUserInput = {
  /** New role. */
  role?: InputMaybe<ExpenseRole>;
  /** Approval limit in the base currency; null removes the limit. */
  approvalLimit?: InputMaybe<Scalars['Decimal']['input']>;
  /** Who the user submits to (an approver or admin, not the user). */
  approverId?: InputMaybe<Scalars['ID']['input']>;
  /** Policy of the user. */
  policyId?: InputMaybe<Scalars['ID']['input']>;
  /** Employee number. */
  employeeNumber?: InputMaybe<Scalars['String']['input']>;
  /** Department. */
  departmentName?: InputMaybe<Scalars['String']['input']>;
};

/** Result of changing a user's expense settings. */
export type UpdateExpenseUserPayload = {
  __typename?: 'UpdateExpenseUserPayload';
  /** The user. */
  user: ExpenseUser;
};

/** An expense category, posting to a ledger expense account. */
export type ExpenseCategory = {
  __typename?: 'ExpenseCategory';
  /** Id. */
  categoryId: Scalars['ID']['output'];
  /** Name, unique in the organization. */
  categoryName: Scalars['String']['output'];
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** The expense account approved expenses of the category are debited to. */
  accountId: Scalars['ID']['output'];
  /** That account's name. */
  accountName: Scalars['String']['output'];
  /** Whether new expenses may use it. */
  isActive: Scalars['Boolean']['output'];
};

/** Categories, one page. */
export type ExpenseCategoryList = {
  __typename?: 'ExpenseCategoryList';
  /** One page. */
  nodes: Array<ExpenseCategory>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A new expense category. */
export type CreateExpenseCategoryInput = {
  /** Name. */
  categoryName: Scalars['String']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An active account of an expense type. */
  accountId: Scalars['ID']['input'];
};

/** Result of creating a category. */
export type CreateExpenseCategoryPayload = {
  __typename?: 'CreateExpenseCategoryPayload';
  /** The category. */
  expenseCategory: ExpenseCategory;
};

/** A limit of one category in a policy. */
export type ExpensePolicyCategoryLimit = {
  __typename?: 'ExpensePolicyCategoryLimit';
  /** The category. */
  categoryId: Scalars['ID']['output'];
  /** Its name. */
  categoryName: Scalars['String']['output'];
  /** Largest amount of one expense (base currency). */
  limit: Scalars['Decimal']['output'];
};

/** An expense policy: what a submitter's expenses must respect. */
export type ExpensePolicy = {
  __typename?: 'ExpensePolicy';
  /** Id. */
  policyId: Scalars['ID']['output'];
  /** Name. */
  policyName: Scalars['String']['output'];
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** The policy of users who have none. */
  isDefault: Scalars['Boolean']['output'];
  /** Expenses above this amount (base currency) need a receipt; null: never required. */
  receiptRequiredAmount: Maybe<Scalars['Decimal']['output']>;
  /** Currencies expenses may be in; empty: any. */
  allowedCurrencyIds: Array<Scalars['ID']['output']>;
  /** Days after its date an expense may still be submitted; null: never expires. */
  expiryDays: Maybe<Scalars['Int']['output']>;
  /** Per-category limits per expense. */
  categoryLimits: Array<ExpensePolicyCategoryLimit>;
};

/** Policies, one page. */
export type ExpensePolicyList = {
  __typename?: 'ExpensePolicyList';
  /** One page. */
  nodes: Array<ExpensePolicy>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A category limit of a policy. */
export type ExpensePolicyCategoryLimitInput = {
  /** The category. */
  categoryId: Scalars['ID']['input'];
  /** Largest amount of one expense. */
  limit: Scalars['Decimal']['input'];
};

/** A new expense policy. */
export type CreateExpensePolicyInput = {
  /** Name. */
  policyName: Scalars['String']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Make it the default policy. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** Receipt required above this amount. */
  receiptRequiredAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Allowed currencies; empty or absent: any. */
  allowedCurrencyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Expiry in days. */
  expiryDays?: InputMaybe<Scalars['Int']['input']>;
  /** Limits per category. */
  categoryLimits?: InputMaybe<Array<ExpensePolicyCategoryLimitInput>>;
};

/** Result of creating a policy. */
export type CreateExpensePolicyPayload = {
  __typename?: 'CreateExpensePolicyPayload';
  /** The policy. */
  policy: ExpensePolicy;
};

/** A custom field value. */
export type ExpenseCustomField = {
  __typename?: 'ExpenseCustomField';
  /** The custom field. */
  customfieldId: Scalars['ID']['output'];
  /** Its value. */
  value: Maybe<Scalars['String']['output']>;
};

/** A custom field value to store. */
export type ExpenseCustomFieldInput = {
  /** The custom field. */
  customfieldId: Scalars['ID']['input'];
  /** Its value. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A stored file of a document. */
export type ExpenseDocument = {
  __typename?: 'ExpenseDocument';
  /** Blob id of the file. */
  documentId: Scalars['ID']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
  /** Content type. */
  fileType: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
};

/** Where an expense stands. */
export type EmployeeExpenseStatus =
  /** In no report. */
  | 'UNREPORTED'
  /** In a report not submitted yet (draft or recalled). */
  | 'UNSUBMITTED'
  /** In a submitted report. */
  | 'SUBMITTED'
  /** In an approved report. */
  | 'APPROVED'
  /** Rejected by an approver; left out of its report's totals. */
  | 'REJECTED'
  /** Its report is reimbursed. */
  | 'REIMBURSED';

/** An expense a user incurred. */
export type EmployeeExpense = {
  __typename?: 'EmployeeExpense';
  /** Id. */
  expenseId: Scalars['ID']['output'];
  /** Date of the expense. */
  date: Scalars['LocalDate']['output'];
  /** Who incurred it. */
  userId: Scalars['ID']['output'];
  /** Their name. */
  userName: Maybe<Scalars['String']['output']>;
  /** Category (null: uncategorized). */
  categoryId: Maybe<Scalars['ID']['output']>;
  /** Category name. */
  categoryName: Maybe<Scalars['String']['output']>;
  /** The account the category posts to. */
  accountId: Maybe<Scalars['ID']['output']>;
  /** That account's name. */
  accountName: Maybe<Scalars['String']['output']>;
  /** Currency of the amount. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Base currency per unit of the expense's currency. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Amount in the expense's currency (tax included). */
  amount: Scalars['Decimal']['output'];
  /** Same as amount: the expense's total in its currency. */
  total: Scalars['Decimal']['output'];
  /** Total in the base currency (amount × exchange rate, rounded to the base precision). */
  bcyTotal: Scalars['Decimal']['output'];
  /** Tax included in the amount. */
  taxAmount: Scalars['Decimal']['output'];
  /** Merchant. */
  merchantName: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Paid by the employee and owed back to them. */
  isReimbursable: Scalars['Boolean']['output'];
  /** Billable to a customer. */
  isBillable: Scalars['Boolean']['output'];
  /** Account that paid a non-reimbursable expense (default Petty Cash). */
  paidThroughAccountId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  paidThroughAccountName: Maybe<Scalars['String']['output']>;
  /** How it was paid. */
  paymentMode: Maybe<Scalars['String']['output']>;
  /** Customer. */
  customerId: Maybe<Scalars['ID']['output']>;
  /** Project. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Report holding it. */
  reportId: Maybe<Scalars['ID']['output']>;
  /** That report's name. */
  reportName: Maybe<Scalars['String']['output']>;
  /** That report's number. */
  reportNumber: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: EmployeeExpenseStatus;
  /** Why an approver rejected it. */
  rejectionComments: Maybe<Scalars['String']['output']>;
  /** Older than its policy's expiry allows. */
  isExpired: Scalars['Boolean']['output'];
  /** Days past expiry (0 when not expired). */
  expiredBy: Scalars['Int']['output'];
  /** Has no category. */
  isUncategorized: Scalars['Boolean']['output'];
  /** Has a receipt. */
  hasReceipt: Scalars['Boolean']['output'];
  /** Receipt file name. */
  receiptName: Maybe<Scalars['String']['output']>;
  /** The receipt. */
  documents: Array<ExpenseDocument>;
  /** Policy rules it breaks. */
  policyViolations: Array<Scalars['String']['output']>;
  /** Kind of expense. */
  expenseType: Scalars['String']['output'];
  /** Custom fields. */
  customFields: Array<ExpenseCustomField>;
  /** When it was recorded. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** Expenses, one page. */
export type EmployeeExpenseList = {
  __typename?: 'EmployeeExpenseList';
  /** One page. */
  nodes: Array<EmployeeExpense>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A new expense. */
export type CreateEmployeeExpenseInput = {
  /** Date. */
  date: Scalars['LocalDate']['input'];
  /** Amount in the currency (tax included). */
  amount: Scalars['Decimal']['input'];
  /** Category (absent: uncategorized, which blocks submission). */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Currency (default the base currency). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Base currency per unit (default 1; required for another currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Tax included in the amount. */
  taxAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Merchant. */
  merchantName?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Reimbursable (default true). */
  isReimbursable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Billable. */
  isBillable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Account that paid a non-reimbursable expense. */
  paidThroughAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Payment mode. */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Whose expense (admins only; default the caller). */
  userId?: InputMaybe<Scalars['ID']['input']>;
  /** Custom fields. */
  customFields?: InputMaybe<Array<ExpenseCustomFieldInput>>;
};

/** Changes to an expense. */
export type UpdateEmployeeExpenseInput = {
  /** Date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Amount. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Category. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Exchange rate. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Tax included. */
  taxAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Merchant. */
  merchantName?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Reimbursable. */
  isReimbursable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Billable. */
  isBillable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Paid-through account. */
  paidThroughAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Payment mode. */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Custom fields (replace). */
  customFields?: InputMaybe<Array<ExpenseCustomFieldInput>>;
};

/** Result of creating an expense. */
export type CreateEmployeeExpensePayload = {
  __typename?: 'CreateEmployeeExpensePayload';
  /** The expense. */
  expense: EmployeeExpense;
};

/** Result of changing an expense. */
export type UpdateEmployeeExpensePayload = {
  __typename?: 'UpdateEmployeeExpensePayload';
  /** The expense. */
  expense: EmployeeExpense;
};

/** Result of deleting an expense. */
export type DeleteEmployeeExpensePayload = {
  __typename?: 'DeleteEmployeeExpensePayload';
  /** The deleted expense's id. */
  expenseId: Scalars['ID']['output'];
};

/** An expense's receipt file. */
export type EmployeeExpenseReceipt = {
  __typename?: 'EmployeeExpenseReceipt';
  /** Blob id of the file. */
  documentId: Scalars['ID']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
};

/** Result of attaching a receipt. */
export type AttachEmployeeExpenseReceiptPayload = {
  __typename?: 'AttachEmployeeExpenseReceiptPayload';
  /** The expense. */
  expense: EmployeeExpense;
};

/** Result of removing a receipt. */
export type DeleteEmployeeExpenseReceiptPayload = {
  __typename?: 'DeleteEmployeeExpenseReceiptPayload';
  /** The expense. */
  expense: EmployeeExpense;
};

/** States of an employee advance. */
export type AdvancePaymentStatus =
  /** Being prepared. */
  | 'DRAFT'
  /** Waiting for approval. */
  | 'SUBMITTED'
  /** Approved and paid out. */
  | 'APPROVED'
  /** Refused by the approver. */
  | 'REJECTED'
  /** Taken back by the submitter. */
  | 'RECALLED'
  /** Cancelled; nothing stays posted. */
  | 'VOID';

/** Whether an advance offsets a report. */
export type AdvanceApplication =
  /** Applied to a report. */
  | 'APPLIED'
  /** Not applied. */
  | 'UNAPPLIED';

/** Money paid to an employee ahead of their expenses. */
export type AdvancePayment = {
  __typename?: 'AdvancePayment';
  /** Id. */
  advancePaymentId: Scalars['ID']['output'];
  /** Currency of the amount. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Reimbursement currency (the base currency). */
  rcyCurrencyId: Scalars['ID']['output'];
  /** Its code. */
  rcyCurrencyCode: Scalars['String']['output'];
  /** Currency of the refund. */
  refundCurrencyId: Maybe<Scalars['ID']['output']>;
  /** Account the advance is paid from. */
  accountId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  accountName: Maybe<Scalars['String']['output']>;
  /** Account the advance is carried in (Employee Advance). */
  toAccountId: Scalars['ID']['output'];
  /** Its name. */
  toAccountName: Scalars['String']['output'];
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Notes of the refund. */
  refundNotes: Maybe<Scalars['String']['output']>;
  /** Reference of the refund. */
  refundReferenceNumber: Maybe<Scalars['String']['output']>;
  /** State. */
  status: AdvancePaymentStatus;
  /** Finer state (refunded, partially_refunded), if any. */
  subStatus: Maybe<Scalars['String']['output']>;
  /** Applied to a report or not. */
  advanceStatus: AdvanceApplication;
  /** Base currency per unit of the advance's currency. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Reimbursement currency per unit of the advance's currency. */
  rcyExchangeRate: Scalars['Decimal']['output'];
  /** Base currency per unit of the refund's currency. */
  refundExchangeRate: Maybe<Scalars['Decimal']['output']>;
  /** Amount. */
  amount: Scalars['Decimal']['output'];
  /** Amount in the base currency. */
  bcyAmount: Scalars['Decimal']['output'];
  /** Amount in the reimbursement currency. */
  rcyAmount: Scalars['Decimal']['output'];
  /** Refunded amount (advance currency). */
  refundAmount: Maybe<Scalars['Decimal']['output']>;
  /** Refund in the base currency. */
  refundBcyAmount: Maybe<Scalars['Decimal']['output']>;
  /** Refund in the reimbursement currency. */
  refundRcyAmount: Maybe<Scalars['Decimal']['output']>;
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** Date of the refund. */
  refundDate: Maybe<Scalars['LocalDate']['output']>;
  /** Decimals of the currency. */
  pricePrecision: Scalars['Int']['output'];
  /** Created. */
  createdTime: Scalars['String']['output'];
  /** Last changed. */
  lastModifiedTime: Scalars['String']['output'];
  /** The employee. */
  userId: Scalars['ID']['output'];
  /** Their name. */
  userName: Maybe<Scalars['String']['output']>;
  /** Their email. */
  userEmail: Maybe<Scalars['String']['output']>;
  /** Employee number. */
  employeeNo: Maybe<Scalars['String']['output']>;
  /** Department. */
  departmentName: Maybe<Scalars['String']['output']>;
  /** Policy. */
  policyId: Maybe<Scalars['ID']['output']>;
  /** Policy name. */
  policyName: Maybe<Scalars['String']['output']>;
  /** Who created it. */
  createdById: Scalars['ID']['output'];
  /** Their name. */
  createdByName: Maybe<Scalars['String']['output']>;
  /** Their email. */
  createdByEmail: Maybe<Scalars['String']['output']>;
  /** When it was submitted. */
  submittedDate: Maybe<Scalars['LocalDate']['output']>;
  /** When it was approved. */
  approvedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Who approves it. */
  approverId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  approverName: Maybe<Scalars['String']['output']>;
  /** Their email. */
  approverEmail: Maybe<Scalars['String']['output']>;
  /** Submitted to. */
  submittedToId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  submittedToName: Maybe<Scalars['String']['output']>;
  /** Customer. */
  customerId: Maybe<Scalars['ID']['output']>;
  /** Project. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** Report it is applied to. */
  reportId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  reportName: Maybe<Scalars['String']['output']>;
  /** Its number. */
  reportNumber: Maybe<Scalars['String']['output']>;
  /** Its state. */
  reportStatus: Maybe<Scalars['String']['output']>;
  /** Trip. */
  tripId: Maybe<Scalars['ID']['output']>;
  /** Trip number. */
  tripNumber: Maybe<Scalars['String']['output']>;
  /** Trip name. */
  tripName: Maybe<Scalars['String']['output']>;
  /** Trip state. */
  tripStatus: Maybe<Scalars['String']['output']>;
  /** Carried over from an earlier period. */
  isCarriedForwardAdvance: Scalars['Boolean']['output'];
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Files. */
  documents: Array<ExpenseDocument>;
  /** Reports it is applied to. */
  expenseReports: Array<AdvanceReportRef>;
  /** Comments and history. */
  comments: Array<ExpenseHistoryEntry>;
  /** Custom fields. */
  customFields: Array<ExpenseCustomField>;
};

/** A report an advance is applied to. */
export type AdvanceReportRef = {
  __typename?: 'AdvanceReportRef';
  /** Report id. */
  reportId: Scalars['ID']['output'];
  /** Name. */
  reportName: Scalars['String']['output'];
  /** Number. */
  reportNumber: Scalars['String']['output'];
  /** State. */
  status: Scalars['String']['output'];
  /** Base-currency part of the advance offsetting the report (set at approval). */
  appliedAmount: Maybe<Scalars['Decimal']['output']>;
};

/** Advances, one page. */
export type AdvancePaymentList = {
  __typename?: 'AdvancePaymentList';
  /** One page. */
  nodes: Array<AdvancePayment>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A new advance. currency_id, amount, date and user_id are required; a request missing any names each. */
export type CreateAdvancePaymentInput = {
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Amount (> 0). */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** The employee. */
  userId?: InputMaybe<Scalars['ID']['input']>;
  /** Base currency per unit (default 1; required for another currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Reimbursement currency per unit (default exchange_rate). */
  rcyExchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Account paid from (cash or bank; default Petty Cash). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Trip. */
  tripId?: InputMaybe<Scalars['ID']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Custom fields. */
  customFields?: InputMaybe<Array<ExpenseCustomFieldInput>>;
};

/** Changes to an advance (draft, recalled or rejected only). */
export type UpdateAdvancePaymentInput = {
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Amount. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Exchange rate. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Reimbursement-currency rate. */
  rcyExchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Account paid from. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Trip. */
  tripId?: InputMaybe<Scalars['ID']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Custom fields (replace). */
  customFields?: InputMaybe<Array<ExpenseCustomFieldInput>>;
};

/** An approver's comments. */
export type ExpenseCommentsInput = {
  /** Comments (a reason). */
  comments?: InputMaybe<Scalars['String']['input']>;
};

/** A refund of an advance by the employee. */
export type RefundAdvancePaymentInput = {
  /** Refunded amount in the advance's currency. */
  amount: Scalars['Decimal']['input'];
  /** Date. */
  date: Scalars['LocalDate']['input'];
  /** Account the money goes to (cash or bank). */
  accountId: Scalars['ID']['input'];
  /** Base currency per unit on the refund date (default the advance's rate). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Reference. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
};

/** Result of an advance operation. */
export type AdvancePaymentPayload = {
  __typename?: 'AdvancePaymentPayload';
  /** The advance. */
  advancePayment: AdvancePayment;
};

/** Result of deleting an advance. */
export type DeleteAdvancePaymentPayload = {
  __typename?: 'DeleteAdvancePaymentPayload';
  /** The deleted advance's id. */
  advancePaymentId: Scalars['ID']['output'];
};

/** States of an expense report. */
export type ExpenseReportStatus =
  /** Being prepared. */
  | 'DRAFT'
  /** Waiting for approval. */
  | 'SUBMITTED'
  /** Approved: owed to the employee. */
  | 'APPROVED'
  /** Refused. */
  | 'REJECTED'
  /** Paid out in full. */
  | 'REIMBURSED'
  /** Taken back by the submitter. */
  | 'RECALLED';

/** A payment of a report to its employee. */
export type ExpenseReimbursement = {
  __typename?: 'ExpenseReimbursement';
  /** Id. */
  reimbursementId: Scalars['ID']['output'];
  /** Amount (base currency). */
  amount: Scalars['Decimal']['output'];
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** Account paid through. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Scalars['String']['output'];
  /** Reference. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Recorded. */
  createdTime: Scalars['String']['output'];
};

/** A tag of a report. */
export type ExpenseReportTag = {
  __typename?: 'ExpenseReportTag';
  /** Tag id. */
  tagId: Scalars['ID']['output'];
  /** Tag name. */
  tagName: Maybe<Scalars['String']['output']>;
};

/** A tag to set. */
export type ExpenseReportTagInput = {
  /** Tag id. */
  tagId: Scalars['ID']['input'];
  /** Tag name. */
  tagName?: InputMaybe<Scalars['String']['input']>;
};

/** A person involved in a report. */
export type ExpenseReportUser = {
  __typename?: 'ExpenseReportUser';
  /** User. */
  userId: Scalars['ID']['output'];
  /** Name. */
  name: Maybe<Scalars['String']['output']>;
  /** Email. */
  email: Maybe<Scalars['String']['output']>;
  /** Part: submitter, approver, previous_approver. */
  role: Scalars['String']['output'];
};

/** An employee's report of expenses for reimbursement. */
export type ExpenseReport = {
  __typename?: 'ExpenseReport';
  /** Id. */
  reportId: Scalars['ID']['output'];
  /** Name. */
  reportName: Scalars['String']['output'];
  /** Number (ER-00001...). */
  reportNumber: Scalars['String']['output'];
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Period start. */
  startDate: Maybe<Scalars['LocalDate']['output']>;
  /** Period end. */
  endDate: Maybe<Scalars['LocalDate']['output']>;
  /** Due date of reimbursement. */
  dueDate: Maybe<Scalars['LocalDate']['output']>;
  /** Days from submission to due date. */
  dueDays: Maybe<Scalars['Int']['output']>;
  /** State. */
  status: ExpenseReportStatus;
  /** Archived (read-only). */
  isArchived: Scalars['Boolean']['output'];
  /** First submission. */
  submittedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Latest submission. */
  lastSubmittedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Approval date. */
  approvedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Currency (the base currency). */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Decimals. */
  pricePrecision: Scalars['Int']['output'];
  /** Total of the expenses not rejected (base currency). */
  total: Scalars['Decimal']['output'];
  /** Reimbursable part. */
  reimbursableTotal: Scalars['Decimal']['output'];
  /** Non-reimbursable part. */
  nonReimbursableTotal: Scalars['Decimal']['output'];
  /** Created. */
  createdTime: Scalars['String']['output'];
  /** Created (date). */
  createdDate: Scalars['LocalDate']['output'];
  /** Creator. */
  createdById: Scalars['ID']['output'];
  /** Creator's name. */
  createdByName: Maybe<Scalars['String']['output']>;
  /** Creator's email. */
  createdByEmail: Maybe<Scalars['String']['output']>;
  /** Last changed. */
  lastModifiedTime: Scalars['String']['output'];
  /** The employee whose report it is. */
  userId: Scalars['ID']['output'];
  /** Their name. */
  userName: Maybe<Scalars['String']['output']>;
  /** Their email. */
  userEmail: Maybe<Scalars['String']['output']>;
  /** Submitter (the employee). */
  submitterId: Scalars['ID']['output'];
  /** Submitter name. */
  submitterName: Maybe<Scalars['String']['output']>;
  /** Submitter email. */
  submitterEmail: Maybe<Scalars['String']['output']>;
  /** Current approver (null: any admin). */
  approverId: Maybe<Scalars['ID']['output']>;
  /** Approver name. */
  approverName: Maybe<Scalars['String']['output']>;
  /** Approver email. */
  approverEmail: Maybe<Scalars['String']['output']>;
  /** Who it was first submitted to. */
  submittedToId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  submittedToName: Maybe<Scalars['String']['output']>;
  /** The approver who forwarded it last. */
  previousApproverId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  previousApproverName: Maybe<Scalars['String']['output']>;
  /** Tags. */
  tags: Array<ExpenseReportTag>;
  /** Expenses, rejected ones included. */
  expenses: Array<EmployeeExpense>;
  /** Expenses in it. */
  expensesCount: Scalars['Int']['output'];
  /** Expired expenses. */
  expiredExpenseCount: Scalars['Int']['output'];
  /** Reimbursable expenses (not rejected). */
  reimbursableExpensesCount: Scalars['Int']['output'];
  /** Non-reimbursable expenses (not rejected). */
  nonReimbursableExpensesCount: Scalars['Int']['output'];
  /** Uncategorized expenses. */
  uncategorizedExpenseCount: Scalars['Int']['output'];
  /** Rejected expenses. */
  rejectedExpenseCount: Scalars['Int']['output'];
  /** Custom fields. */
  customFields: Array<ExpenseCustomField>;
  /** Customer. */
  customerId: Maybe<Scalars['ID']['output']>;
  /** Project. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** Employee number. */
  employeeNumber: Maybe<Scalars['String']['output']>;
  /** Department id. */
  departmentId: Maybe<Scalars['ID']['output']>;
  /** Department. */
  departmentName: Maybe<Scalars['String']['output']>;
  /** Policy applied. */
  policyId: Maybe<Scalars['ID']['output']>;
  /** Policy name. */
  policyName: Maybe<Scalars['String']['output']>;
  /** Some expense breaks the policy. */
  policyViolated: Scalars['Boolean']['output'];
  /** Reimbursements paid. */
  reimbursements: Array<ExpenseReimbursement>;
  /** Sum of the reimbursements. */
  reimbursedTotal: Scalars['Decimal']['output'];
  /** Advances applied. */
  advancePayments: Array<AdvancePayment>;
  /** Advances may be applied now. */
  isAdvancepaymentAllowed: Scalars['Boolean']['output'];
  /** Sum of the applied advances (base currency). */
  advanceTotal: Scalars['Decimal']['output'];
  /** Reimbursable total less the advances (not below 0). */
  amountToBeReimbursed: Scalars['Decimal']['output'];
  /** What is still to pay after the reimbursements. */
  remainingReimbursementTotal: Scalars['Decimal']['output'];
  /** Advances beyond the reimbursable total, owed back by the employee. */
  amountToBeRefunded: Scalars['Decimal']['output'];
  /** The caller may create an advance. */
  canCreateAdvance: Scalars['Boolean']['output'];
  /** The employee's expenses in no report. */
  unreportedExpenses: Array<EmployeeExpense>;
  /** People involved. */
  users: Array<ExpenseReportUser>;
};

/** Reports, one page. */
export type ExpenseReportList = {
  __typename?: 'ExpenseReportList';
  /** One page. */
  nodes: Array<ExpenseReport>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A new report (draft). */
export type CreateExpenseReportInput = {
  /** Name. */
  reportName: Scalars['String']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Period start. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Period end. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Days from submission to due (default 0: no due date). */
  dueDays?: InputMaybe<Scalars['Int']['input']>;
  /** Whose report (admins only; default the caller). */
  userId?: InputMaybe<Scalars['ID']['input']>;
  /** Expenses to put in it at once. */
  expenseIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Tags. */
  tags?: InputMaybe<Array<ExpenseReportTagInput>>;
  /** Custom fields. */
  customFields?: InputMaybe<Array<ExpenseCustomFieldInput>>;
};

/** Changes to a report (draft, recalled or rejected, not archived). */
export type UpdateExpenseReportInput = {
  /** Name. */
  reportName?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Period start. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Period end. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Due days. */
  dueDays?: InputMaybe<Scalars['Int']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Tags (replace). */
  tags?: InputMaybe<Array<ExpenseReportTagInput>>;
  /** Custom fields (replace). */
  customFields?: InputMaybe<Array<ExpenseCustomFieldInput>>;
};

/** Expenses to add to a report. */
export type ReportExpensesInput = {
  /** Expense ids. */
  expenseIds: Array<Scalars['ID']['input']>;
};

/** Advances to apply to a report. */
export type ReportAdvancesInput = {
  /** Advance ids. */
  advancePaymentIds: Array<Scalars['ID']['input']>;
};

/** Approve, or forward to another approver. */
export type ApproveExpenseReportInput = {
  /** Forward to this approver instead of approving. */
  approverId?: InputMaybe<Scalars['ID']['input']>;
  /** Comments. */
  comments?: InputMaybe<Scalars['String']['input']>;
  /** Why it is forwarded or approved. */
  approvalReason?: InputMaybe<Scalars['String']['input']>;
};

/** Reject a report: comments are required. */
export type RejectExpenseReportInput = {
  /** Why (required). */
  comments?: InputMaybe<Scalars['String']['input']>;
};

/** Reject several expenses of a report. */
export type BulkRejectExpensesInput = {
  /** Why. */
  comments?: InputMaybe<Scalars['String']['input']>;
  /** Comma-separated expense ids, at most 30. */
  expenseIds: Scalars['String']['input'];
};

/** Pay a report (in full or in part). */
export type ReimburseExpenseReportInput = {
  /** Amount (base currency), at most what remains. */
  amount: Scalars['Decimal']['input'];
  /** Date. */
  date: Scalars['LocalDate']['input'];
  /** Account paid through (cash or bank). */
  accountId: Scalars['ID']['input'];
  /** Reference. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
};

/** A comment to add. */
export type AddExpenseReportCommentInput = {
  /** The comment. */
  description: Scalars['String']['input'];
};

/** Result of a report operation. */
export type ExpenseReportPayload = {
  __typename?: 'ExpenseReportPayload';
  /** The report. */
  expenseReport: ExpenseReport;
};

/** Result of a multi-report operation. */
export type ExpenseReportsPayload = {
  __typename?: 'ExpenseReportsPayload';
  /** The reports, in the order asked. */
  expenseReports: Array<ExpenseReport>;
};

/** Result of deleting a report. */
export type DeleteExpenseReportPayload = {
  __typename?: 'DeleteExpenseReportPayload';
  /** The deleted report's id. */
  reportId: Scalars['ID']['output'];
};

/** One entry of a report's or advance's history, or a comment. */
export type ExpenseHistoryEntry = {
  __typename?: 'ExpenseHistoryEntry';
  /** Id. */
  commentId: Scalars['ID']['output'];
  /** created, submitted, forwarded, approved, rejected, recalled, reimbursed, reimbursement_cancelled, archived, unarchived, expense_rejected, voided, refunded, commented... */
  operationType: Scalars['String']['output'];
  /** State after the move. */
  status: Maybe<Scalars['String']['output']>;
  /** Text. */
  description: Maybe<Scalars['String']['output']>;
  /** Approval reason (forwarding). */
  approvalReason: Maybe<Scalars['String']['output']>;
  /** Who. */
  commentedById: Scalars['ID']['output'];
  /** Their name. */
  commentedBy: Maybe<Scalars['String']['output']>;
  /** When. */
  date: Scalars['LocalDate']['output'];
  /** When (timestamp). */
  time: Scalars['String']['output'];
};

/** Result of adding a comment. */
export type AddExpenseReportCommentPayload = {
  __typename?: 'AddExpenseReportCommentPayload';
  /** The comment. */
  comment: ExpenseHistoryEntry;
};

/** Kinds of submission blockers. */
export type ExpenseReportBlockerType =
  /** No expenses to submit. */
  | 'NO_EXPENSES'
  /** An expense breaks a policy rule. */
  | 'POLICY_VIOLATION'
  /** A receipt is required and missing. */
  | 'MISSING_RECEIPT'
  /** The expense is past its policy's expiry. */
  | 'EXPIRED_EXPENSE'
  /** The expense has no category. */
  | 'UNCATEGORIZED_EXPENSE';

/** Something that stops a report from being submitted. */
export type ExpenseReportBlocker = {
  __typename?: 'ExpenseReportBlocker';
  /** Kind. */
  type: ExpenseReportBlockerType;
  /** The expense concerned, if any. */
  expenseId: Maybe<Scalars['ID']['output']>;
  /** What is wrong. */
  message: Scalars['String']['output'];
};

/** What a report's submission would run into. */
export type ExpenseReportValidation = {
  __typename?: 'ExpenseReportValidation';
  /** Report. */
  reportId: Scalars['ID']['output'];
  /** True when nothing blocks the submission. */
  canSubmit: Scalars['Boolean']['output'];
  /** The blockers. */
  blockers: Array<ExpenseReportBlocker>;
};

export type Query = {
  __typename?: 'Query';
  /** Members of the organization with their expense roles. */
  expenseUsers: ExpenseUserList;
  /** One member's expense settings. */
  expenseUser: ExpenseUser;
  /** Expense categories. */
  expenseCategories: ExpenseCategoryList;
  /** Expense policies. */
  expensePolicies: ExpensePolicyList;
  /** Expenses, filtered and paged. */
  employeeExpenses: EmployeeExpenseList;
  /** One expense. */
  employeeExpense: EmployeeExpense;
  /** An expense's receipt file. */
  employeeExpenseReceipt: EmployeeExpenseReceipt;
  /** Advances, filtered and paged. */
  advancePayments: AdvancePaymentList;
  /** One advance. */
  advancePayment: AdvancePayment;
  /** Expense reports, filtered, sorted and paged: a constant number of statements per page. */
  expenseReports: ExpenseReportList;
  /** One report. */
  expenseReport: ExpenseReport;
  /** What blocks the report's submission. */
  expenseReportValidation: ExpenseReportValidation;
  /** Every state change of the report. */
  expenseReportApprovalHistory: Array<ExpenseHistoryEntry>;
  /** Comments on the report. */
  expenseReportComments: Array<ExpenseHistoryEntry>;
};


export type QueryExpenseUsersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExpenseUserArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryExpenseCategoriesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExpensePoliciesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEmployeeExpensesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<EmployeeExpenseStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  reportId?: InputMaybe<Scalars['ID']['input']>;
  dateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  dateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
};


export type QueryEmployeeExpenseArgs = {
  expenseId: Scalars['ID']['input'];
};


export type QueryEmployeeExpenseReceiptArgs = {
  expenseId: Scalars['ID']['input'];
};


export type QueryAdvancePaymentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<AdvancePaymentStatus>;
  advanceStatus?: InputMaybe<AdvanceApplication>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdvancePaymentArgs = {
  advancePaymentId: Scalars['ID']['input'];
};


export type QueryExpenseReportsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<ExpenseReportStatus>;
  isArchived?: InputMaybe<Scalars['Boolean']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  dateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  dateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
};


export type QueryExpenseReportArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryExpenseReportValidationArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryExpenseReportApprovalHistoryArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryExpenseReportCommentsArgs = {
  reportId: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Sets a member's role, approval limit, approver and policy (expense admins only). */
  updateExpenseUser: UpdateExpenseUserPayload;
  /** Adds an expense category (admins only). */
  createExpenseCategory: CreateExpenseCategoryPayload;
  /** Adds an expense policy (admins only). */
  createExpensePolicy: CreateExpensePolicyPayload;
  /** Records an expense, with its receipt when one is uploaded. */
  createEmployeeExpense: CreateEmployeeExpensePayload;
  /** Changes an expense (unreported, or in an editable report). */
  updateEmployeeExpense: UpdateEmployeeExpensePayload;
  /** Deletes an unreported expense, or one in an editable report. */
  deleteEmployeeExpense: DeleteEmployeeExpensePayload;
  /** Attaches (replaces) an expense's receipt. */
  attachEmployeeExpenseReceipt: AttachEmployeeExpenseReceiptPayload;
  /** Removes an expense's receipt. */
  deleteEmployeeExpenseReceipt: DeleteEmployeeExpenseReceiptPayload;
  /** Records an advance (draft). */
  createAdvancePayment: AdvancePaymentPayload;
  /** Changes an advance in draft, recalled or rejected. */
  updateAdvancePayment: AdvancePaymentPayload;
  /** Deletes an advance in draft, recalled, rejected or void. */
  deleteAdvancePayment: DeleteAdvancePaymentPayload;
  /** Submits an advance for approval. */
  submitAdvancePayment: AdvancePaymentPayload;
  /** Approves (pays out) an advance: Dr Employee Advance, Cr the paid-from account. */
  approveAdvancePayment: AdvancePaymentPayload;
  /** Rejects an advance; comments are required. */
  rejectAdvancePayment: AdvancePaymentPayload;
  /** Takes a submitted advance back (its employee). */
  recallAdvancePayment: AdvancePaymentPayload;
  /** Voids an advance not applied to a report; what it posted is reversed. */
  voidAdvancePayment: AdvancePaymentPayload;
  /** Records the employee's refund of an approved advance's unused part. */
  refundAdvancePayment: AdvancePaymentPayload;
  /** Creates a report (draft). */
  createExpenseReport: ExpenseReportPayload;
  /** Changes a report (draft, recalled or rejected, not archived). */
  updateExpenseReport: ExpenseReportPayload;
  /** Deletes a draft or rejected report; its expenses become unreported. */
  deleteExpenseReport: DeleteExpenseReportPayload;
  /** Adds unreported expenses of the report's employee. */
  addExpensesToReport: ExpenseReportPayload;
  /** Takes expenses out of the report: they become unreported. */
  removeExpensesFromReport: ExpenseReportPayload;
  /** Applies approved, unapplied advances of the employee. */
  applyAdvancesToReport: ExpenseReportPayload;
  /** Removes an applied advance. */
  removeAdvanceFromReport: ExpenseReportPayload;
  /** Submits a report to the employee's approver (refused while blockers exist). */
  submitExpenseReport: ExpenseReportPayload;
  /** Approves a report, or forwards it to approver_id. */
  approveExpenseReport: ExpenseReportPayload;
  /** Rejects a report; comments are required. */
  rejectExpenseReport: ExpenseReportPayload;
  /** Takes a submitted report back (its submitter, before approval). */
  recallExpenseReport: ExpenseReportPayload;
  /** Pays (part of) an approved report: Dr Employee Reimbursements, Cr the paid-through account. */
  reimburseExpenseReport: ExpenseReportPayload;
  /** Cancels the report's reimbursements (reversed in the ledger). */
  cancelExpenseReportReimbursement: ExpenseReportPayload;
  /** Archives a report (read-only until unarchived). */
  archiveExpenseReport: ExpenseReportPayload;
  /** Unarchives a report. */
  unarchiveExpenseReport: ExpenseReportPayload;
  /** Rejects one expense of a submitted report; it leaves the totals. */
  rejectReportExpense: ExpenseReportPayload;
  /** Rejects up to 30 expenses of a submitted report. */
  bulkRejectReportExpenses: ExpenseReportPayload;
  /** Adds a comment to a report. */
  addExpenseReportComment: AddExpenseReportCommentPayload;
  /** Submits several reports: all or none. */
  submitExpenseReports: ExpenseReportsPayload;
  /** Approves several reports: all or none. */
  approveExpenseReports: ExpenseReportsPayload;
  /** Archives several reports: all or none. */
  archiveExpenseReports: ExpenseReportsPayload;
};


export type MutationUpdateExpenseUserArgs = {
  userId: Scalars['ID']['input'];
  input: UpdateExpenseUserInput;
};


export type MutationCreateExpenseCategoryArgs = {
  input: CreateExpenseCategoryInput;
};


export type MutationCreateExpensePolicyArgs = {
  input: CreateExpensePolicyInput;
};


export type MutationCreateEmployeeExpenseArgs = {
  input: CreateEmployeeExpenseInput;
  receipt?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateEmployeeExpenseArgs = {
  expenseId: Scalars['ID']['input'];
  input: UpdateEmployeeExpenseInput;
};


export type MutationDeleteEmployeeExpenseArgs = {
  expenseId: Scalars['ID']['input'];
};


export type MutationAttachEmployeeExpenseReceiptArgs = {
  expenseId: Scalars['ID']['input'];
  receipt: Scalars['ID']['input'];
};


export type MutationDeleteEmployeeExpenseReceiptArgs = {
  expenseId: Scalars['ID']['input'];
};


export type MutationCreateAdvancePaymentArgs = {
  input: CreateAdvancePaymentInput;
};


export type MutationUpdateAdvancePaymentArgs = {
  advancePaymentId: Scalars['ID']['input'];
  input: UpdateAdvancePaymentInput;
};


export type MutationDeleteAdvancePaymentArgs = {
  advancePaymentId: Scalars['ID']['input'];
};


export type MutationSubmitAdvancePaymentArgs = {
  advancePaymentId: Scalars['ID']['input'];
};


export type MutationApproveAdvancePaymentArgs = {
  advancePaymentId: Scalars['ID']['input'];
  input?: InputMaybe<ExpenseCommentsInput>;
};


export type MutationRejectAdvancePaymentArgs = {
  advancePaymentId: Scalars['ID']['input'];
  input?: InputMaybe<ExpenseCommentsInput>;
};


export type MutationRecallAdvancePaymentArgs = {
  advancePaymentId: Scalars['ID']['input'];
};


export type MutationVoidAdvancePaymentArgs = {
  advancePaymentId: Scalars['ID']['input'];
};


export type MutationRefundAdvancePaymentArgs = {
  advancePaymentId: Scalars['ID']['input'];
  input: RefundAdvancePaymentInput;
};


export type MutationCreateExpenseReportArgs = {
  input: CreateExpenseReportInput;
};


export type MutationUpdateExpenseReportArgs = {
  reportId: Scalars['ID']['input'];
  input: UpdateExpenseReportInput;
};


export type MutationDeleteExpenseReportArgs = {
  reportId: Scalars['ID']['input'];
};


export type MutationAddExpensesToReportArgs = {
  reportId: Scalars['ID']['input'];
  input: ReportExpensesInput;
};


export type MutationRemoveExpensesFromReportArgs = {
  reportId: Scalars['ID']['input'];
  expenseIds: Array<Scalars['ID']['input']>;
};


export type MutationApplyAdvancesToReportArgs = {
  reportId: Scalars['ID']['input'];
  input: ReportAdvancesInput;
};


export type MutationRemoveAdvanceFromReportArgs = {
  reportId: Scalars['ID']['input'];
  advancePaymentId: Scalars['ID']['input'];
};


export type MutationSubmitExpenseReportArgs = {
  reportId: Scalars['ID']['input'];
};


export type MutationApproveExpenseReportArgs = {
  reportId: Scalars['ID']['input'];
  input?: InputMaybe<ApproveExpenseReportInput>;
};


export type MutationRejectExpenseReportArgs = {
  reportId: Scalars['ID']['input'];
  input?: InputMaybe<RejectExpenseReportInput>;
};


export type MutationRecallExpenseReportArgs = {
  reportId: Scalars['ID']['input'];
};


export type MutationReimburseExpenseReportArgs = {
  reportId: Scalars['ID']['input'];
  input: ReimburseExpenseReportInput;
};


export type MutationCancelExpenseReportReimbursementArgs = {
  reportId: Scalars['ID']['input'];
};


export type MutationArchiveExpenseReportArgs = {
  reportId: Scalars['ID']['input'];
};


export type MutationUnarchiveExpenseReportArgs = {
  reportId: Scalars['ID']['input'];
};


export type MutationRejectReportExpenseArgs = {
  reportId: Scalars['ID']['input'];
  expenseId: Scalars['ID']['input'];
  input?: InputMaybe<ExpenseCommentsInput>;
};


export type MutationBulkRejectReportExpensesArgs = {
  reportId: Scalars['ID']['input'];
  input: BulkRejectExpensesInput;
};


export type MutationAddExpenseReportCommentArgs = {
  reportId: Scalars['ID']['input'];
  input: AddExpenseReportCommentInput;
};


export type MutationSubmitExpenseReportsArgs = {
  reportIds: Array<Scalars['ID']['input']>;
};


export type MutationApproveExpenseReportsArgs = {
  reportIds: Array<Scalars['ID']['input']>;
};


export type MutationArchiveExpenseReportsArgs = {
  reportIds: Array<Scalars['ID']['input']>;
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
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  SortOrder: SortOrder;
  PageContext: ResolverTypeWrapper<PageContext>;
  ExpenseRole: ExpenseRole;
  ExpenseUser: ResolverTypeWrapper<ExpenseUser>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ExpenseUserList: ResolverTypeWrapper<ExpenseUserList>;
  UpdateExpenseUserInput: UpdateExpenseUserInput;
  UpdateExpenseUserPayload: ResolverTypeWrapper<UpdateExpenseUserPayload>;
  ExpenseCategory: ResolverTypeWrapper<ExpenseCategory>;
  ExpenseCategoryList: ResolverTypeWrapper<ExpenseCategoryList>;
  CreateExpenseCategoryInput: CreateExpenseCategoryInput;
  CreateExpenseCategoryPayload: ResolverTypeWrapper<CreateExpenseCategoryPayload>;
  ExpensePolicyCategoryLimit: ResolverTypeWrapper<ExpensePolicyCategoryLimit>;
  ExpensePolicy: ResolverTypeWrapper<ExpensePolicy>;
  ExpensePolicyList: ResolverTypeWrapper<ExpensePolicyList>;
  ExpensePolicyCategoryLimitInput: ExpensePolicyCategoryLimitInput;
  CreateExpensePolicyInput: CreateExpensePolicyInput;
  CreateExpensePolicyPayload: ResolverTypeWrapper<CreateExpensePolicyPayload>;
  ExpenseCustomField: ResolverTypeWrapper<ExpenseCustomField>;
  ExpenseCustomFieldInput: ExpenseCustomFieldInput;
  ExpenseDocument: ResolverTypeWrapper<ExpenseDocument>;
  EmployeeExpenseStatus: EmployeeExpenseStatus;
  EmployeeExpense: ResolverTypeWrapper<EmployeeExpense>;
  EmployeeExpenseList: ResolverTypeWrapper<EmployeeExpenseList>;
  CreateEmployeeExpenseInput: CreateEmployeeExpenseInput;
  UpdateEmployeeExpenseInput: UpdateEmployeeExpenseInput;
  CreateEmployeeExpensePayload: ResolverTypeWrapper<CreateEmployeeExpensePayload>;
  UpdateEmployeeExpensePayload: ResolverTypeWrapper<UpdateEmployeeExpensePayload>;
  DeleteEmployeeExpensePayload: ResolverTypeWrapper<DeleteEmployeeExpensePayload>;
  EmployeeExpenseReceipt: ResolverTypeWrapper<EmployeeExpenseReceipt>;
  AttachEmployeeExpenseReceiptPayload: ResolverTypeWrapper<AttachEmployeeExpenseReceiptPayload>;
  DeleteEmployeeExpenseReceiptPayload: ResolverTypeWrapper<DeleteEmployeeExpenseReceiptPayload>;
  AdvancePaymentStatus: AdvancePaymentStatus;
  AdvanceApplication: AdvanceApplication;
  AdvancePayment: ResolverTypeWrapper<AdvancePayment>;
  AdvanceReportRef: ResolverTypeWrapper<AdvanceReportRef>;
  AdvancePaymentList: ResolverTypeWrapper<AdvancePaymentList>;
  CreateAdvancePaymentInput: CreateAdvancePaymentInput;
  UpdateAdvancePaymentInput: UpdateAdvancePaymentInput;
  ExpenseCommentsInput: ExpenseCommentsInput;
  RefundAdvancePaymentInput: RefundAdvancePaymentInput;
  AdvancePaymentPayload: ResolverTypeWrapper<AdvancePaymentPayload>;
  DeleteAdvancePaymentPayload: ResolverTypeWrapper<DeleteAdvancePaymentPayload>;
  ExpenseReportStatus: ExpenseReportStatus;
  ExpenseReimbursement: ResolverTypeWrapper<ExpenseReimbursement>;
  ExpenseReportTag: ResolverTypeWrapper<ExpenseReportTag>;
  ExpenseReportTagInput: ExpenseReportTagInput;
  ExpenseReportUser: ResolverTypeWrapper<ExpenseReportUser>;
  ExpenseReport: ResolverTypeWrapper<ExpenseReport>;
  ExpenseReportList: ResolverTypeWrapper<ExpenseReportList>;
  CreateExpenseReportInput: CreateExpenseReportInput;
  UpdateExpenseReportInput: UpdateExpenseReportInput;
  ReportExpensesInput: ReportExpensesInput;
  ReportAdvancesInput: ReportAdvancesInput;
  ApproveExpenseReportInput: ApproveExpenseReportInput;
  RejectExpenseReportInput: RejectExpenseReportInput;
  BulkRejectExpensesInput: BulkRejectExpensesInput;
  ReimburseExpenseReportInput: ReimburseExpenseReportInput;
  AddExpenseReportCommentInput: AddExpenseReportCommentInput;
  ExpenseReportPayload: ResolverTypeWrapper<ExpenseReportPayload>;
  ExpenseReportsPayload: ResolverTypeWrapper<ExpenseReportsPayload>;
  DeleteExpenseReportPayload: ResolverTypeWrapper<DeleteExpenseReportPayload>;
  ExpenseHistoryEntry: ResolverTypeWrapper<ExpenseHistoryEntry>;
  AddExpenseReportCommentPayload: ResolverTypeWrapper<AddExpenseReportCommentPayload>;
  ExpenseReportBlockerType: ExpenseReportBlockerType;
  ExpenseReportBlocker: ResolverTypeWrapper<ExpenseReportBlocker>;
  ExpenseReportValidation: ResolverTypeWrapper<ExpenseReportValidation>;
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
  JSONObject: Scalars['JSONObject']['output'];
  PageContext: PageContext;
  ExpenseUser: ExpenseUser;
  ID: Scalars['ID']['output'];
  ExpenseUserList: ExpenseUserList;
  UpdateExpenseUserInput: UpdateExpenseUserInput;
  UpdateExpenseUserPayload: UpdateExpenseUserPayload;
  ExpenseCategory: ExpenseCategory;
  ExpenseCategoryList: ExpenseCategoryList;
  CreateExpenseCategoryInput: CreateExpenseCategoryInput;
  CreateExpenseCategoryPayload: CreateExpenseCategoryPayload;
  ExpensePolicyCategoryLimit: ExpensePolicyCategoryLimit;
  ExpensePolicy: ExpensePolicy;
  ExpensePolicyList: ExpensePolicyList;
  ExpensePolicyCategoryLimitInput: ExpensePolicyCategoryLimitInput;
  CreateExpensePolicyInput: CreateExpensePolicyInput;
  CreateExpensePolicyPayload: CreateExpensePolicyPayload;
  ExpenseCustomField: ExpenseCustomField;
  ExpenseCustomFieldInput: ExpenseCustomFieldInput;
  ExpenseDocument: ExpenseDocument;
  EmployeeExpense: EmployeeExpense;
  EmployeeExpenseList: EmployeeExpenseList;
  CreateEmployeeExpenseInput: CreateEmployeeExpenseInput;
  UpdateEmployeeExpenseInput: UpdateEmployeeExpenseInput;
  CreateEmployeeExpensePayload: CreateEmployeeExpensePayload;
  UpdateEmployeeExpensePayload: UpdateEmployeeExpensePayload;
  DeleteEmployeeExpensePayload: DeleteEmployeeExpensePayload;
  EmployeeExpenseReceipt: EmployeeExpenseReceipt;
  AttachEmployeeExpenseReceiptPayload: AttachEmployeeExpenseReceiptPayload;
  DeleteEmployeeExpenseReceiptPayload: DeleteEmployeeExpenseReceiptPayload;
  AdvancePayment: AdvancePayment;
  AdvanceReportRef: AdvanceReportRef;
  AdvancePaymentList: AdvancePaymentList;
  CreateAdvancePaymentInput: CreateAdvancePaymentInput;
  UpdateAdvancePaymentInput: UpdateAdvancePaymentInput;
  ExpenseCommentsInput: ExpenseCommentsInput;
  RefundAdvancePaymentInput: RefundAdvancePaymentInput;
  AdvancePaymentPayload: AdvancePaymentPayload;
  DeleteAdvancePaymentPayload: DeleteAdvancePaymentPayload;
  ExpenseReimbursement: ExpenseReimbursement;
  ExpenseReportTag: ExpenseReportTag;
  ExpenseReportTagInput: ExpenseReportTagInput;
  ExpenseReportUser: ExpenseReportUser;
  ExpenseReport: ExpenseReport;
  ExpenseReportList: ExpenseReportList;
  CreateExpenseReportInput: CreateExpenseReportInput;
  UpdateExpenseReportInput: UpdateExpenseReportInput;
  ReportExpensesInput: ReportExpensesInput;
  ReportAdvancesInput: ReportAdvancesInput;
  ApproveExpenseReportInput: ApproveExpenseReportInput;
  RejectExpenseReportInput: RejectExpenseReportInput;
  BulkRejectExpensesInput: BulkRejectExpensesInput;
  ReimburseExpenseReportInput: ReimburseExpenseReportInput;
  AddExpenseReportCommentInput: AddExpenseReportCommentInput;
  ExpenseReportPayload: ExpenseReportPayload;
  ExpenseReportsPayload: ExpenseReportsPayload;
  DeleteExpenseReportPayload: DeleteExpenseReportPayload;
  ExpenseHistoryEntry: ExpenseHistoryEntry;
  AddExpenseReportCommentPayload: AddExpenseReportCommentPayload;
  ExpenseReportBlocker: ExpenseReportBlocker;
  ExpenseReportValidation: ExpenseReportValidation;
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

export type ExpenseUserResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseUser'] = ResolversParentTypes['ExpenseUser']> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ExpenseRole'], ParentType, ContextType>;
  approvalLimit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  approverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  approverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  employeeNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExpenseUserListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseUserList'] = ResolversParentTypes['ExpenseUserList']> = {
  nodes?: Resolver<Array<ResolversTypes['ExpenseUser']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type UpdateExpenseUserPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateExpenseUserPayload'] = ResolversParentTypes['UpdateExpenseUserPayload']> = {
  user?: Resolver<ResolversTypes['ExpenseUser'], ParentType, ContextType>;
};

export type ExpenseCategoryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseCategory'] = ResolversParentTypes['ExpenseCategory']> = {
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ExpenseCategoryListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseCategoryList'] = ResolversParentTypes['ExpenseCategoryList']> = {
  nodes?: Resolver<Array<ResolversTypes['ExpenseCategory']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CreateExpenseCategoryPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateExpenseCategoryPayload'] = ResolversParentTypes['CreateExpenseCategoryPayload']> = {
  expenseCategory?: Resolver<ResolversTypes['ExpenseCategory'], ParentType, ContextType>;
};

export type ExpensePolicyCategoryLimitResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpensePolicyCategoryLimit'] = ResolversParentTypes['ExpensePolicyCategoryLimit']> = {
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ExpensePolicyResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpensePolicy'] = ResolversParentTypes['ExpensePolicy']> = {
  policyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  policyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receiptRequiredAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  allowedCurrencyIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  expiryDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryLimits?: Resolver<Array<ResolversTypes['ExpensePolicyCategoryLimit']>, ParentType, ContextType>;
};

export type ExpensePolicyListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpensePolicyList'] = ResolversParentTypes['ExpensePolicyList']> = {
  nodes?: Resolver<Array<ResolversTypes['ExpensePolicy']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CreateExpensePolicyPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateExpensePolicyPayload'] = ResolversParentTypes['CreateExpensePolicyPayload']> = {
  policy?: Resolver<ResolversTypes['ExpensePolicy'], ParentType, ContextType>;
};

export type ExpenseCustomFieldResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseCustomField'] = ResolversParentTypes['ExpenseCustomField']> = {
  customfieldId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExpenseDocumentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseDocument'] = ResolversParentTypes['ExpenseDocument']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmployeeExpenseResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmployeeExpense'] = ResolversParentTypes['EmployeeExpense']> = {
  expenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  categoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  merchantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReimbursable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBillable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidThroughAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paidThroughAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reportId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EmployeeExpenseStatus'], ParentType, ContextType>;
  rejectionComments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiredBy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isUncategorized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasReceipt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receiptName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['ExpenseDocument']>, ParentType, ContextType>;
  policyViolations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  expenseType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['ExpenseCustomField']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmployeeExpenseListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmployeeExpenseList'] = ResolversParentTypes['EmployeeExpenseList']> = {
  nodes?: Resolver<Array<ResolversTypes['EmployeeExpense']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CreateEmployeeExpensePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateEmployeeExpensePayload'] = ResolversParentTypes['CreateEmployeeExpensePayload']> = {
  expense?: Resolver<ResolversTypes['EmployeeExpense'], ParentType, ContextType>;
};

export type UpdateEmployeeExpensePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateEmployeeExpensePayload'] = ResolversParentTypes['UpdateEmployeeExpensePayload']> = {
  expense?: Resolver<ResolversTypes['EmployeeExpense'], ParentType, ContextType>;
};

export type DeleteEmployeeExpensePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteEmployeeExpensePayload'] = ResolversParentTypes['DeleteEmployeeExpensePayload']> = {
  expenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EmployeeExpenseReceiptResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmployeeExpenseReceipt'] = ResolversParentTypes['EmployeeExpenseReceipt']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttachEmployeeExpenseReceiptPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AttachEmployeeExpenseReceiptPayload'] = ResolversParentTypes['AttachEmployeeExpenseReceiptPayload']> = {
  expense?: Resolver<ResolversTypes['EmployeeExpense'], ParentType, ContextType>;
};

export type DeleteEmployeeExpenseReceiptPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteEmployeeExpenseReceiptPayload'] = ResolversParentTypes['DeleteEmployeeExpenseReceiptPayload']> = {
  expense?: Resolver<ResolversTypes['EmployeeExpense'], ParentType, ContextType>;
};

export type AdvancePaymentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AdvancePayment'] = ResolversParentTypes['AdvancePayment']> = {
  advancePaymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rcyCurrencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rcyCurrencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundCurrencyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  toAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundReferenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdvancePaymentStatus'], ParentType, ContextType>;
  subStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  advanceStatus?: Resolver<ResolversTypes['AdvanceApplication'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rcyExchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refundExchangeRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rcyAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refundAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  refundBcyAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  refundRcyAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  refundDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employeeNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  policyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdById?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  approvedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  approverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  approverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approverEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedToId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  submittedToName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reportId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tripId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tripNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tripName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tripStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCarriedForwardAdvance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['ExpenseDocument']>, ParentType, ContextType>;
  expenseReports?: Resolver<Array<ResolversTypes['AdvanceReportRef']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['ExpenseHistoryEntry']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['ExpenseCustomField']>, ParentType, ContextType>;
};

export type AdvanceReportRefResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AdvanceReportRef'] = ResolversParentTypes['AdvanceReportRef']> = {
  reportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appliedAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type AdvancePaymentListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AdvancePaymentList'] = ResolversParentTypes['AdvancePaymentList']> = {
  nodes?: Resolver<Array<ResolversTypes['AdvancePayment']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type AdvancePaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AdvancePaymentPayload'] = ResolversParentTypes['AdvancePaymentPayload']> = {
  advancePayment?: Resolver<ResolversTypes['AdvancePayment'], ParentType, ContextType>;
};

export type DeleteAdvancePaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteAdvancePaymentPayload'] = ResolversParentTypes['DeleteAdvancePaymentPayload']> = {
  advancePaymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ExpenseReimbursementResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseReimbursement'] = ResolversParentTypes['ExpenseReimbursement']> = {
  reimbursementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExpenseReportTagResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseReportTag'] = ResolversParentTypes['ExpenseReportTag']> = {
  tagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tagName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExpenseReportUserResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseReportUser'] = ResolversParentTypes['ExpenseReportUser']> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExpenseReportResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseReport'] = ResolversParentTypes['ExpenseReport']> = {
  reportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  dueDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ExpenseReportStatus'], ParentType, ContextType>;
  isArchived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  submittedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  lastSubmittedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  approvedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  reimbursableTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  nonReimbursableTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  createdById?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submitterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  submitterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submitterEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  approverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approverEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedToId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  submittedToName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousApproverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  previousApproverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ExpenseReportTag']>, ParentType, ContextType>;
  expenses?: Resolver<Array<ResolversTypes['EmployeeExpense']>, ParentType, ContextType>;
  expensesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiredExpenseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reimbursableExpensesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nonReimbursableExpensesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uncategorizedExpenseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejectedExpenseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['ExpenseCustomField']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  employeeNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  departmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  policyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policyViolated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reimbursements?: Resolver<Array<ResolversTypes['ExpenseReimbursement']>, ParentType, ContextType>;
  reimbursedTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  advancePayments?: Resolver<Array<ResolversTypes['AdvancePayment']>, ParentType, ContextType>;
  isAdvancepaymentAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  advanceTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountToBeReimbursed?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  remainingReimbursementTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountToBeRefunded?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  canCreateAdvance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unreportedExpenses?: Resolver<Array<ResolversTypes['EmployeeExpense']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['ExpenseReportUser']>, ParentType, ContextType>;
};

export type ExpenseReportListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseReportList'] = ResolversParentTypes['ExpenseReportList']> = {
  nodes?: Resolver<Array<ResolversTypes['ExpenseReport']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type ExpenseReportPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseReportPayload'] = ResolversParentTypes['ExpenseReportPayload']> = {
  expenseReport?: Resolver<ResolversTypes['ExpenseReport'], ParentType, ContextType>;
};

export type ExpenseReportsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseReportsPayload'] = ResolversParentTypes['ExpenseReportsPayload']> = {
  expenseReports?: Resolver<Array<ResolversTypes['ExpenseReport']>, ParentType, ContextType>;
};

export type DeleteExpenseReportPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteExpenseReportPayload'] = ResolversParentTypes['DeleteExpenseReportPayload']> = {
  reportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ExpenseHistoryEntryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseHistoryEntry'] = ResolversParentTypes['ExpenseHistoryEntry']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentedById?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  commentedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddExpenseReportCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AddExpenseReportCommentPayload'] = ResolversParentTypes['AddExpenseReportCommentPayload']> = {
  comment?: Resolver<ResolversTypes['ExpenseHistoryEntry'], ParentType, ContextType>;
};

export type ExpenseReportBlockerResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseReportBlocker'] = ResolversParentTypes['ExpenseReportBlocker']> = {
  type?: Resolver<ResolversTypes['ExpenseReportBlockerType'], ParentType, ContextType>;
  expenseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExpenseReportValidationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseReportValidation'] = ResolversParentTypes['ExpenseReportValidation']> = {
  reportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  canSubmit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockers?: Resolver<Array<ResolversTypes['ExpenseReportBlocker']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  expenseUsers?: Resolver<ResolversTypes['ExpenseUserList'], ParentType, ContextType, RequireFields<QueryExpenseUsersArgs, 'page' | 'perPage'>>;
  expenseUser?: Resolver<ResolversTypes['ExpenseUser'], ParentType, ContextType, RequireFields<QueryExpenseUserArgs, 'userId'>>;
  expenseCategories?: Resolver<ResolversTypes['ExpenseCategoryList'], ParentType, ContextType, RequireFields<QueryExpenseCategoriesArgs, 'page' | 'perPage'>>;
  expensePolicies?: Resolver<ResolversTypes['ExpensePolicyList'], ParentType, ContextType, RequireFields<QueryExpensePoliciesArgs, 'page' | 'perPage'>>;
  employeeExpenses?: Resolver<ResolversTypes['EmployeeExpenseList'], ParentType, ContextType, RequireFields<QueryEmployeeExpensesArgs, 'page' | 'perPage'>>;
  employeeExpense?: Resolver<ResolversTypes['EmployeeExpense'], ParentType, ContextType, RequireFields<QueryEmployeeExpenseArgs, 'expenseId'>>;
  employeeExpenseReceipt?: Resolver<ResolversTypes['EmployeeExpenseReceipt'], ParentType, ContextType, RequireFields<QueryEmployeeExpenseReceiptArgs, 'expenseId'>>;
  advancePayments?: Resolver<ResolversTypes['AdvancePaymentList'], ParentType, ContextType, RequireFields<QueryAdvancePaymentsArgs, 'page' | 'perPage'>>;
  advancePayment?: Resolver<ResolversTypes['AdvancePayment'], ParentType, ContextType, RequireFields<QueryAdvancePaymentArgs, 'advancePaymentId'>>;
  expenseReports?: Resolver<ResolversTypes['ExpenseReportList'], ParentType, ContextType, RequireFields<QueryExpenseReportsArgs, 'page' | 'perPage'>>;
  expenseReport?: Resolver<ResolversTypes['ExpenseReport'], ParentType, ContextType, RequireFields<QueryExpenseReportArgs, 'reportId'>>;
  expenseReportValidation?: Resolver<ResolversTypes['ExpenseReportValidation'], ParentType, ContextType, RequireFields<QueryExpenseReportValidationArgs, 'reportId'>>;
  expenseReportApprovalHistory?: Resolver<Array<ResolversTypes['ExpenseHistoryEntry']>, ParentType, ContextType, RequireFields<QueryExpenseReportApprovalHistoryArgs, 'reportId'>>;
  expenseReportComments?: Resolver<Array<ResolversTypes['ExpenseHistoryEntry']>, ParentType, ContextType, RequireFields<QueryExpenseReportCommentsArgs, 'reportId'>>;
};

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  updateExpenseUser?: Resolver<ResolversTypes['UpdateExpenseUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateExpenseUserArgs, 'userId' | 'input'>>;
  createExpenseCategory?: Resolver<ResolversTypes['CreateExpenseCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateExpenseCategoryArgs, 'input'>>;
  createExpensePolicy?: Resolver<ResolversTypes['CreateExpensePolicyPayload'], ParentType, ContextType, RequireFields<MutationCreateExpensePolicyArgs, 'input'>>;
  createEmployeeExpense?: Resolver<ResolversTypes['CreateEmployeeExpensePayload'], ParentType, ContextType, RequireFields<MutationCreateEmployeeExpenseArgs, 'input'>>;
  updateEmployeeExpense?: Resolver<ResolversTypes['UpdateEmployeeExpensePayload'], ParentType, ContextType, RequireFields<MutationUpdateEmployeeExpenseArgs, 'expenseId' | 'input'>>;
  deleteEmployeeExpense?: Resolver<ResolversTypes['DeleteEmployeeExpensePayload'], ParentType, ContextType, RequireFields<MutationDeleteEmployeeExpenseArgs, 'expenseId'>>;
  attachEmployeeExpenseReceipt?: Resolver<ResolversTypes['AttachEmployeeExpenseReceiptPayload'], ParentType, ContextType, RequireFields<MutationAttachEmployeeExpenseReceiptArgs, 'expenseId' | 'receipt'>>;
  deleteEmployeeExpenseReceipt?: Resolver<ResolversTypes['DeleteEmployeeExpenseReceiptPayload'], ParentType, ContextType, RequireFields<MutationDeleteEmployeeExpenseReceiptArgs, 'expenseId'>>;
  createAdvancePayment?: Resolver<ResolversTypes['AdvancePaymentPayload'], ParentType, ContextType, RequireFields<MutationCreateAdvancePaymentArgs, 'input'>>;
  updateAdvancePayment?: Resolver<ResolversTypes['AdvancePaymentPayload'], ParentType, ContextType, RequireFields<MutationUpdateAdvancePaymentArgs, 'advancePaymentId' | 'input'>>;
  deleteAdvancePayment?: Resolver<ResolversTypes['DeleteAdvancePaymentPayload'], ParentType, ContextType, RequireFields<MutationDeleteAdvancePaymentArgs, 'advancePaymentId'>>;
  submitAdvancePayment?: Resolver<ResolversTypes['AdvancePaymentPayload'], ParentType, ContextType, RequireFields<MutationSubmitAdvancePaymentArgs, 'advancePaymentId'>>;
  approveAdvancePayment?: Resolver<ResolversTypes['AdvancePaymentPayload'], ParentType, ContextType, RequireFields<MutationApproveAdvancePaymentArgs, 'advancePaymentId'>>;
  rejectAdvancePayment?: Resolver<ResolversTypes['AdvancePaymentPayload'], ParentType, ContextType, RequireFields<MutationRejectAdvancePaymentArgs, 'advancePaymentId'>>;
  recallAdvancePayment?: Resolver<ResolversTypes['AdvancePaymentPayload'], ParentType, ContextType, RequireFields<MutationRecallAdvancePaymentArgs, 'advancePaymentId'>>;
  voidAdvancePayment?: Resolver<ResolversTypes['AdvancePaymentPayload'], ParentType, ContextType, RequireFields<MutationVoidAdvancePaymentArgs, 'advancePaymentId'>>;
  refundAdvancePayment?: Resolver<ResolversTypes['AdvancePaymentPayload'], ParentType, ContextType, RequireFields<MutationRefundAdvancePaymentArgs, 'advancePaymentId' | 'input'>>;
  createExpenseReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationCreateExpenseReportArgs, 'input'>>;
  updateExpenseReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationUpdateExpenseReportArgs, 'reportId' | 'input'>>;
  deleteExpenseReport?: Resolver<ResolversTypes['DeleteExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationDeleteExpenseReportArgs, 'reportId'>>;
  addExpensesToReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationAddExpensesToReportArgs, 'reportId' | 'input'>>;
  removeExpensesFromReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationRemoveExpensesFromReportArgs, 'reportId' | 'expenseIds'>>;
  applyAdvancesToReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationApplyAdvancesToReportArgs, 'reportId' | 'input'>>;
  removeAdvanceFromReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationRemoveAdvanceFromReportArgs, 'reportId' | 'advancePaymentId'>>;
  submitExpenseReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationSubmitExpenseReportArgs, 'reportId'>>;
  approveExpenseReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationApproveExpenseReportArgs, 'reportId'>>;
  rejectExpenseReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationRejectExpenseReportArgs, 'reportId'>>;
  recallExpenseReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationRecallExpenseReportArgs, 'reportId'>>;
  reimburseExpenseReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationReimburseExpenseReportArgs, 'reportId' | 'input'>>;
  cancelExpenseReportReimbursement?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationCancelExpenseReportReimbursementArgs, 'reportId'>>;
  archiveExpenseReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationArchiveExpenseReportArgs, 'reportId'>>;
  unarchiveExpenseReport?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationUnarchiveExpenseReportArgs, 'reportId'>>;
  rejectReportExpense?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationRejectReportExpenseArgs, 'reportId' | 'expenseId'>>;
  bulkRejectReportExpenses?: Resolver<ResolversTypes['ExpenseReportPayload'], ParentType, ContextType, RequireFields<MutationBulkRejectReportExpensesArgs, 'reportId' | 'input'>>;
  addExpenseReportComment?: Resolver<ResolversTypes['AddExpenseReportCommentPayload'], ParentType, ContextType, RequireFields<MutationAddExpenseReportCommentArgs, 'reportId' | 'input'>>;
  submitExpenseReports?: Resolver<ResolversTypes['ExpenseReportsPayload'], ParentType, ContextType, RequireFields<MutationSubmitExpenseReportsArgs, 'reportIds'>>;
  approveExpenseReports?: Resolver<ResolversTypes['ExpenseReportsPayload'], ParentType, ContextType, RequireFields<MutationApproveExpenseReportsArgs, 'reportIds'>>;
  archiveExpenseReports?: Resolver<ResolversTypes['ExpenseReportsPayload'], ParentType, ContextType, RequireFields<MutationArchiveExpenseReportsArgs, 'reportIds'>>;
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
  ExpenseUser?: ExpenseUserResolvers<ContextType>;
  ExpenseUserList?: ExpenseUserListResolvers<ContextType>;
  UpdateExpenseUserPayload?: UpdateExpenseUserPayloadResolvers<ContextType>;
  ExpenseCategory?: ExpenseCategoryResolvers<ContextType>;
  ExpenseCategoryList?: ExpenseCategoryListResolvers<ContextType>;
  CreateExpenseCategoryPayload?: CreateExpenseCategoryPayloadResolvers<ContextType>;
  ExpensePolicyCategoryLimit?: ExpensePolicyCategoryLimitResolvers<ContextType>;
  ExpensePolicy?: ExpensePolicyResolvers<ContextType>;
  ExpensePolicyList?: ExpensePolicyListResolvers<ContextType>;
  CreateExpensePolicyPayload?: CreateExpensePolicyPayloadResolvers<ContextType>;
  ExpenseCustomField?: ExpenseCustomFieldResolvers<ContextType>;
  ExpenseDocument?: ExpenseDocumentResolvers<ContextType>;
  EmployeeExpense?: EmployeeExpenseResolvers<ContextType>;
  EmployeeExpenseList?: EmployeeExpenseListResolvers<ContextType>;
  CreateEmployeeExpensePayload?: CreateEmployeeExpensePayloadResolvers<ContextType>;
  UpdateEmployeeExpensePayload?: UpdateEmployeeExpensePayloadResolvers<ContextType>;
  DeleteEmployeeExpensePayload?: DeleteEmployeeExpensePayloadResolvers<ContextType>;
  EmployeeExpenseReceipt?: EmployeeExpenseReceiptResolvers<ContextType>;
  AttachEmployeeExpenseReceiptPayload?: AttachEmployeeExpenseReceiptPayloadResolvers<ContextType>;
  DeleteEmployeeExpenseReceiptPayload?: DeleteEmployeeExpenseReceiptPayloadResolvers<ContextType>;
  AdvancePayment?: AdvancePaymentResolvers<ContextType>;
  AdvanceReportRef?: AdvanceReportRefResolvers<ContextType>;
  AdvancePaymentList?: AdvancePaymentListResolvers<ContextType>;
  AdvancePaymentPayload?: AdvancePaymentPayloadResolvers<ContextType>;
  DeleteAdvancePaymentPayload?: DeleteAdvancePaymentPayloadResolvers<ContextType>;
  ExpenseReimbursement?: ExpenseReimbursementResolvers<ContextType>;
  ExpenseReportTag?: ExpenseReportTagResolvers<ContextType>;
  ExpenseReportUser?: ExpenseReportUserResolvers<ContextType>;
  ExpenseReport?: ExpenseReportResolvers<ContextType>;
  ExpenseReportList?: ExpenseReportListResolvers<ContextType>;
  ExpenseReportPayload?: ExpenseReportPayloadResolvers<ContextType>;
  ExpenseReportsPayload?: ExpenseReportsPayloadResolvers<ContextType>;
  DeleteExpenseReportPayload?: DeleteExpenseReportPayloadResolvers<ContextType>;
  ExpenseHistoryEntry?: ExpenseHistoryEntryResolvers<ContextType>;
  AddExpenseReportCommentPayload?: AddExpenseReportCommentPayloadResolvers<ContextType>;
  ExpenseReportBlocker?: ExpenseReportBlockerResolvers<ContextType>;
  ExpenseReportValidation?: ExpenseReportValidationResolvers<ContextType>;
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
