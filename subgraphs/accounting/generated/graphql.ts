// Generated from schema/accounting.graphql (and schema/accounting/) by `npm run compose`. Do not edit.
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
  /** Phone number. */
  phone: Maybe<Scalars['String']['output']>;
  /** Fax number. */
  fax: Maybe<Scalars['String']['output']>;
  /** Website address. */
  website: Maybe<Scalars['String']['output']>;
  /** Label of the company registration number printed on documents (`Company ID`, `ABN`). */
  companyIdLabel: Maybe<Scalars['String']['output']>;
  /** The company registration number. */
  companyIdValue: Maybe<Scalars['String']['output']>;
  /** Label of the tax registration number printed on documents (`Tax ID`, `VAT Reg No`). */
  taxIdLabel: Maybe<Scalars['String']['output']>;
  /** The tax registration number. */
  taxIdValue: Maybe<Scalars['String']['output']>;
  /** Structured address. */
  address: OrganizationAddress;
  /** Edition (ISO country code) deciding which tax-locale fields apply. */
  edition: Scalars['String']['output'];
  /** Country of the organization, in English: the address's country, else the United States (the edition's country). */
  country: Scalars['String']['output'];
  /** ISO 3166 alpha-2 code of that country; the same as the edition. */
  countryCode: Scalars['String']['output'];
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
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Fax number. */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** Website address. */
  website?: InputMaybe<Scalars['String']['input']>;
  /** Label of the company registration number printed on documents (`Company ID`, `ABN`). */
  companyIdLabel?: InputMaybe<Scalars['String']['input']>;
  /** The company registration number. */
  companyIdValue?: InputMaybe<Scalars['String']['input']>;
  /** Label of the tax registration number printed on documents (`Tax ID`, `VAT Reg No`). */
  taxIdLabel?: InputMaybe<Scalars['String']['input']>;
  /** The tax registration number. */
  taxIdValue?: InputMaybe<Scalars['String']['input']>;
  /** Structured address. */
  address?: InputMaybe<OrganizationAddressInput>;
  /**
   * Country of the organization (an English name or ISO 3166 code), as the family's clients send it
   * beside the address: the address's country when the address names none; when it names one, the
   * same country.
   */
  country?: InputMaybe<Scalars['String']['input']>;
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
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Fax number. */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** Website address. */
  website?: InputMaybe<Scalars['String']['input']>;
  /** Label of the company registration number printed on documents (`Company ID`, `ABN`). */
  companyIdLabel?: InputMaybe<Scalars['String']['input']>;
  /** The company registration number. */
  companyIdValue?: InputMaybe<Scalars['String']['input']>;
  /** Label of the tax registration number printed on documents (`Tax ID`, `VAT Reg No`). */
  taxIdLabel?: InputMaybe<Scalars['String']['input']>;
  /** The tax registration number. */
  taxIdValue?: InputMaybe<Scalars['String']['input']>;
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
  /** The organization's price lists. */
  pricebooks: PricebookList;
  /** One price list. */
  pricebook: Pricebook;
  /** What a price list makes of items' rates at a quantity, for either pricebook_type. */
  pricebookItemRates: Array<PricebookItemRate>;
  /** The organization's currencies. */
  currencies: CurrencyList;
  /** One currency of the organization. */
  currency: Currency;
  /** The organization's chart of accounts. */
  chartOfAccounts: AccountList;
  /** One account of the chart. */
  account: Account;
  /** Customers and vendors. */
  contacts: ContactList;
  /** One contact. */
  contact: Contact;
  /** Members of the organization. */
  users: UserList;
  /** One member of the organization. */
  user: User;
  /** The caller as a member of the organization. */
  currentUser: User;
  /** Items of the organization, filtered, sorted and paged. */
  items: ItemList;
  /** One item of the organization. */
  item: Item;
  /** Custom field definitions of the organization. */
  customFields: CustomFieldList;
  /** One custom field definition. */
  customField: CustomField;
  /** Invoices of the organization, filtered, sorted and paged. */
  invoices: InvoiceList;
  /** One invoice. */
  invoice: Invoice;
  /** One invoice with its issuing organization, as its PDF and HTML forms print it. */
  invoiceDocument: InvoiceDocument;
  /** Up to 25 invoices with their issuing organization, in the order asked (GET /invoices/pdf). */
  invoiceDocuments: Array<InvoiceDocument>;
  /** Payments applied to an invoice, oldest first. */
  invoicePayments: Array<InvoicePayment>;
  /** History and comments of an invoice, oldest first. */
  invoiceComments: Array<InvoiceComment>;
  /** PDF templates invoices can be printed with. */
  invoiceTemplates: Array<InvoiceTemplate>;
  /** Bank, PayPal and credit-card accounts with their balances. */
  bankAccounts: BankAccountList;
  /** One bank account. */
  bankAccount: BankAccount;
  /** Bank transactions. */
  bankTransactions: BankTransactionList;
  /** One bank transaction. */
  bankTransaction: BankTransaction;
  /** Bank rules in the order they apply, of one account (or all). */
  bankRules: BankRuleList;
  /** One bank rule. */
  bankRule: BankRule;
  /** Reconciliations of an account. */
  bankReconciliations: BankReconciliationList;
  /** One reconciliation. */
  bankReconciliation: BankReconciliation;
  /** A file attached to a reconciliation (REST streams its bytes). */
  bankReconciliationDocument: ReconciliationDocument;
  /** Bills of the organization, filtered, sorted and paged. */
  bills: BillList;
  /** One bill. */
  bill: Bill;
  /** History and comments, oldest first. */
  billComments: Array<BillComment>;
  /** The contact's further addresses, oldest first (GET /contacts/{contact_id}/address). */
  contactAddresses: Array<ContactAdditionalAddress>;
  /** The history of a contact, newest first: what was changed or sent, by whom and when (GET /contacts/{contact_id}/comments). */
  contactComments: ContactCommentList;
  /** The persons of a contact, in order, the primary one marked (GET /contacts/{contact_id}/contactpersons). */
  contactPersons: ContactPersonList;
  /** One contact person (GET /contacts/contactpersons/{contact_person_id}). */
  contactPerson: ContactPerson;
  /** The statement mail a customer would be sent for a period (GET /contacts/{contact_id}/statements/email). */
  contactStatementEmail: ContactStatementMailContent;
  /** Credit notes of the organization, filtered, sorted and paged. */
  creditnotes: CreditNoteList;
  /** One credit note. */
  creditnote: CreditNote;
  /** PDF templates of credit notes. */
  creditnoteTemplates: Array<EstimateTemplate>;
  /** History and comments, oldest first. */
  creditnoteComments: Array<CreditNoteComment>;
  /** Invoices the credit note's credit is applied to, oldest first. */
  creditnoteInvoices: Array<CreditNoteInvoice>;
  /** Refunds of one credit note, oldest first. */
  creditnoteRefunds: CreditNoteRefundList;
  /** One refund of a credit note. */
  creditnoteRefund: CreditNoteRefund;
  /** Refunds of every credit note, newest first unless sorted. */
  allCreditnoteRefunds: CreditNoteRefundList;
  /** One refund, by its id alone. */
  creditnoteRefundById: CreditNoteRefund;
  /** Credits applied to an invoice, oldest first. */
  invoiceCreditsApplied: Array<InvoiceCreditApplied>;
  /** An estimate with its organization, as its PDF and HTML print it. */
  estimateDocument: EstimateDocument;
  /** Several estimates with their organization, in the order asked (at most 25), for one PDF. */
  estimateDocuments: Array<EstimateDocument>;
  /** The mail an estimate would go out with. */
  estimateEmailContent: DocumentMailContent;
  /** A sales order with its organization, as its PDF and HTML print it. */
  salesorderDocument: SalesOrderDocument;
  /** Several sales orders with their organization, in the order asked (at most 25), for one PDF. */
  salesorderDocuments: Array<SalesOrderDocument>;
  /** The mail a sales order would go out with. */
  salesorderEmailContent: DocumentMailContent;
  /** A credit note with its organization, as its PDF and HTML print it. */
  creditnoteDocument: CreditNoteDocument;
  /** Several credit notes with their organization, in the order asked (at most 25), for one PDF. */
  creditnoteDocuments: Array<CreditNoteDocument>;
  /** The mail a credit note would go out with. */
  creditnoteEmailContent: DocumentMailContent;
  /** A sales receipt with its organization, as its PDF and HTML print it. */
  salesreceiptDocument: SalesReceiptDocument;
  /** A file attached to an invoice: the one named, else the latest. */
  invoiceAttachment: DocumentFileDownload;
  /** A file attached to a sales order: the one named, else the latest. */
  salesorderAttachment: DocumentFileDownload;
  /** Estimates of the organization, filtered, sorted and paged. */
  estimates: EstimateList;
  /** One estimate. */
  estimate: Estimate;
  /** PDF templates of estimates. */
  estimateTemplates: Array<EstimateTemplate>;
  /** History and comments, oldest first. */
  estimateComments: Array<EstimateComment>;
  /** Expenses of the organization, filtered, sorted and paged. */
  expenses: ExpenseList;
  /** One expense. */
  expense: Expense;
  /** History of an expense, oldest first. */
  expenseComments: Array<ExpenseComment>;
  /** The receipt of an expense (REST streams the file). */
  expenseReceipt: ExpenseReceipt;
  /** The payment reminder mail an invoice would be sent (GET /invoices/{invoice_id}/paymentreminder). */
  invoicePaymentReminder: InvoiceMailContent;
  /** The mail an invoice would be emailed with (GET /invoices/{invoice_id}/email). */
  invoiceEmailContent: InvoiceMailContent;
  /** The organization's automatic payment reminders. */
  paymentReminderSettings: PaymentReminderSettings;
  /** Recurring profiles of the organization, filtered, sorted and paged. */
  recurringInvoices: RecurringInvoiceList;
  /** One recurring profile. */
  recurringInvoice: RecurringInvoice;
  /** History of a recurring profile, oldest first. */
  recurringInvoiceComments: Array<RecurringInvoiceComment>;
  /** Invoices a recurring profile has created, filtered and sorted as the invoice list (default newest date first). */
  recurringInvoiceChildren: InvoiceList;
  /** Recurring bills of the organization, newest first. */
  recurringBills: RecurringBillList;
  /** One recurring bill. */
  recurringBill: RecurringBill;
  /** The history of a recurring bill, oldest first. */
  recurringBillComments: Array<RecurringBillComment>;
  /** Bills a recurring bill has made, newest date first. */
  recurringBillChildren: BillList;
  /** Recurring expenses of the organization, newest first. */
  recurringExpenses: RecurringExpenseList;
  /** One recurring expense. */
  recurringExpense: RecurringExpense;
  /** The history of a recurring expense, oldest first. */
  recurringExpenseComments: Array<RecurringExpenseComment>;
  /** Expenses a recurring expense has recorded, newest date first. */
  recurringExpenseChildren: ExpenseList;
  /** Retainer invoices of the organization, filtered, sorted and paged. */
  retainerInvoices: RetainerInvoiceList;
  /** One retainer invoice. */
  retainerInvoice: RetainerInvoice;
  /** PDF templates of retainer invoices. */
  retainerInvoiceTemplates: Array<RetainerInvoiceTemplate>;
  /** History and comments, oldest first. */
  retainerInvoiceComments: Array<RetainerInvoiceComment>;
  /** The mail the retainer invoice would be emailed with. */
  retainerInvoiceEmailContent: RetainerInvoiceEmailContent;
  /** An attached file (default the latest), for download. */
  retainerInvoiceAttachment: RetainerInvoiceAttachmentFile;
  /** Payments of a retainer invoice, oldest first (pending and failed online payments included). */
  retainerPayments: Array<RetainerPayment>;
  /** Whether retainer invoices need approval. */
  retainerInvoiceSettings: RetainerInvoiceSettings;
  /** Sales orders of the organization, filtered, sorted and paged. */
  salesorders: SalesOrderList;
  /** One sales order. */
  salesorder: SalesOrder;
  /** PDF templates of sales orders. */
  salesorderTemplates: Array<EstimateTemplate>;
  /** History and comments, oldest first. */
  salesorderComments: Array<SalesOrderComment>;
  /** The organization's sales receipts. */
  salesreceipts: SalesReceiptList;
  /** One sales receipt. */
  salesreceipt: SalesReceipt;
  /** Vendor credits of the organization, filtered, sorted and paged. */
  vendorcredits: VendorCreditList;
  /** One vendor credit. */
  vendorcredit: VendorCredit;
  /** History and comments, oldest first. */
  vendorcreditComments: Array<VendorCreditComment>;
  /** Bills the vendor credit's credit is applied to, oldest first. */
  vendorcreditBills: Array<VendorCreditBill>;
  /** Refunds of one vendor credit, oldest first. */
  vendorcreditRefunds: VendorCreditRefundList;
  /** One refund of a vendor credit. */
  vendorcreditRefund: VendorCreditRefund;
  /** Refunds of every vendor credit, newest first unless sorted. */
  allVendorcreditRefunds: VendorCreditRefundList;
  /** Vendor payments of the organization, filtered, sorted and paged. */
  vendorpayments: VendorPaymentList;
  /** One vendor payment. */
  vendorpayment: VendorPayment;
  /** Refunds of a payment. */
  vendorpaymentRefunds: VendorPaymentRefundList;
  /** One refund of a payment. */
  vendorpaymentRefund: VendorPaymentRefund;
  /** Payments made on a bill. */
  billPayments: Array<BillPayment>;
  /** Webhooks of the organization. */
  webhooks: WebhookList;
  /** One webhook (without its secret). */
  webhook: Webhook;
  /** The delivery log of a webhook, newest first. */
  webhookDeliveries: WebhookDeliveryList;
  /** One delivery of any webhook of the organization. */
  webhookDelivery: WebhookDelivery;
};


export type QueryOrganizationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrganizationArgs = {
  organizationId: Scalars['ID']['input'];
};


export type QueryPricebooksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<PricebookSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<PricebookStatusFilter>;
  pricebookType?: InputMaybe<PricebookType>;
  salesOrPurchaseType?: InputMaybe<PricebookSalesOrPurchaseType>;
  searchText?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPricebookArgs = {
  pricebookId: Scalars['ID']['input'];
};


export type QueryPricebookItemRatesArgs = {
  pricebookId: Scalars['ID']['input'];
  itemIds: Array<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Decimal']['input']>;
};


export type QueryCurrenciesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<CurrencySortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<CurrencyFilter>;
};


export type QueryCurrencyArgs = {
  currencyId: Scalars['ID']['input'];
};


export type QueryChartOfAccountsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<AccountSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<AccountFilter>;
};


export type QueryAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryContactsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<ContactSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<ContactFilter>;
  contactType?: InputMaybe<ContactType>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  contactNameStartswith?: InputMaybe<Scalars['String']['input']>;
  contactNameContains?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  companyNameStartswith?: InputMaybe<Scalars['String']['input']>;
  companyNameContains?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryContactArgs = {
  contactId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<UserSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
};


export type QueryUserArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<ItemSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<ItemFilter>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameStartswith?: InputMaybe<Scalars['String']['input']>;
  nameContains?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  rate?: InputMaybe<Scalars['Decimal']['input']>;
  rateLessThan?: InputMaybe<Scalars['Decimal']['input']>;
  rateLessEquals?: InputMaybe<Scalars['Decimal']['input']>;
  rateGreaterThan?: InputMaybe<Scalars['Decimal']['input']>;
  rateGreaterEquals?: InputMaybe<Scalars['Decimal']['input']>;
  pricebookId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryItemArgs = {
  itemId: Scalars['ID']['input'];
  pricebookId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCustomFieldsArgs = {
  entity?: InputMaybe<CustomFieldEntity>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCustomFieldArgs = {
  customfieldId: Scalars['ID']['input'];
};


export type QueryInvoicesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<InvoiceSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<InvoiceFilter>;
  status?: InputMaybe<InvoiceStatusFilter>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  itemName?: InputMaybe<Scalars['String']['input']>;
  itemId?: InputMaybe<Scalars['ID']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  invoiceNumberStartswith?: InputMaybe<Scalars['String']['input']>;
  invoiceNumberContains?: InputMaybe<Scalars['String']['input']>;
  dateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  dateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  dateBefore?: InputMaybe<Scalars['LocalDate']['input']>;
  dateAfter?: InputMaybe<Scalars['LocalDate']['input']>;
  dueDateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  dueDateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  dueDateBefore?: InputMaybe<Scalars['LocalDate']['input']>;
  dueDateAfter?: InputMaybe<Scalars['LocalDate']['input']>;
};


export type QueryInvoiceArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryInvoiceDocumentArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryInvoiceDocumentsArgs = {
  invoiceIds: Array<Scalars['ID']['input']>;
};


export type QueryInvoicePaymentsArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryInvoiceCommentsArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryBankAccountsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<BankAccountSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<BankAccountFilter>;
};


export type QueryBankAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryBankTransactionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  accountId?: InputMaybe<Scalars['ID']['input']>;
  filterBy?: InputMaybe<BankTransactionFilter>;
  debitOrCredit?: InputMaybe<DebitOrCredit>;
  transactionType?: InputMaybe<BankTransactionKind>;
  dateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  dateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  sortColumn?: InputMaybe<BankTransactionSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
};


export type QueryBankTransactionArgs = {
  transactionId: Scalars['ID']['input'];
};


export type QueryBankRulesArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBankRuleArgs = {
  ruleId: Scalars['ID']['input'];
};


export type QueryBankReconciliationsArgs = {
  accountId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBankReconciliationArgs = {
  accountId: Scalars['ID']['input'];
  reconciliationId: Scalars['ID']['input'];
};


export type QueryBankReconciliationDocumentArgs = {
  accountId: Scalars['ID']['input'];
  reconciliationId: Scalars['ID']['input'];
  documentId: Scalars['ID']['input'];
};


export type QueryBillsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<BillSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<BillFilter>;
  status?: InputMaybe<BillStatus>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  vendorName?: InputMaybe<Scalars['String']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  billNumber?: InputMaybe<Scalars['String']['input']>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  itemId?: InputMaybe<Scalars['ID']['input']>;
  itemName?: InputMaybe<Scalars['String']['input']>;
  itemDescription?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  dueDate?: InputMaybe<Scalars['LocalDate']['input']>;
  total?: InputMaybe<Scalars['Decimal']['input']>;
  lastModifiedTime?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBillArgs = {
  billId: Scalars['ID']['input'];
};


export type QueryBillCommentsArgs = {
  billId: Scalars['ID']['input'];
};


export type QueryContactAddressesArgs = {
  contactId: Scalars['ID']['input'];
};


export type QueryContactCommentsArgs = {
  contactId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContactPersonsArgs = {
  contactId: Scalars['ID']['input'];
};


export type QueryContactPersonArgs = {
  contactPersonId: Scalars['ID']['input'];
};


export type QueryContactStatementEmailArgs = {
  contactId: Scalars['ID']['input'];
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
};


export type QueryCreditnotesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<CreditNoteSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<CreditNoteFilter>;
  status?: InputMaybe<CreditNoteStatus>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  creditnoteNumber?: InputMaybe<Scalars['String']['input']>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  itemId?: InputMaybe<Scalars['ID']['input']>;
  itemName?: InputMaybe<Scalars['String']['input']>;
  itemDescription?: InputMaybe<Scalars['String']['input']>;
  taxId?: InputMaybe<Scalars['ID']['input']>;
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  total?: InputMaybe<Scalars['Decimal']['input']>;
  lastModifiedTime?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCreditnoteArgs = {
  creditnoteId: Scalars['ID']['input'];
};


export type QueryCreditnoteCommentsArgs = {
  creditnoteId: Scalars['ID']['input'];
};


export type QueryCreditnoteInvoicesArgs = {
  creditnoteId: Scalars['ID']['input'];
};


export type QueryCreditnoteRefundsArgs = {
  creditnoteId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCreditnoteRefundArgs = {
  creditnoteId: Scalars['ID']['input'];
  creditnoteRefundId: Scalars['ID']['input'];
};


export type QueryAllCreditnoteRefundsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};


export type QueryCreditnoteRefundByIdArgs = {
  refundId: Scalars['ID']['input'];
};


export type QueryInvoiceCreditsAppliedArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryEstimateDocumentArgs = {
  estimateId: Scalars['ID']['input'];
};


export type QueryEstimateDocumentsArgs = {
  estimateIds: Array<Scalars['ID']['input']>;
};


export type QueryEstimateEmailContentArgs = {
  estimateId: Scalars['ID']['input'];
  emailTemplateId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySalesorderDocumentArgs = {
  salesorderId: Scalars['ID']['input'];
};


export type QuerySalesorderDocumentsArgs = {
  salesorderIds: Array<Scalars['ID']['input']>;
};


export type QuerySalesorderEmailContentArgs = {
  salesorderId: Scalars['ID']['input'];
  emailTemplateId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCreditnoteDocumentArgs = {
  creditnoteId: Scalars['ID']['input'];
};


export type QueryCreditnoteDocumentsArgs = {
  creditnoteIds: Array<Scalars['ID']['input']>;
};


export type QueryCreditnoteEmailContentArgs = {
  creditnoteId: Scalars['ID']['input'];
  emailTemplateId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySalesreceiptDocumentArgs = {
  salesReceiptId: Scalars['ID']['input'];
};


export type QueryInvoiceAttachmentArgs = {
  invoiceId: Scalars['ID']['input'];
  documentId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySalesorderAttachmentArgs = {
  salesorderId: Scalars['ID']['input'];
  documentId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryEstimatesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<EstimateSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<EstimateFilter>;
  status?: InputMaybe<EstimateStatus>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  estimateNumber?: InputMaybe<Scalars['String']['input']>;
  estimateNumberStartswith?: InputMaybe<Scalars['String']['input']>;
  estimateNumberContains?: InputMaybe<Scalars['String']['input']>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  itemId?: InputMaybe<Scalars['ID']['input']>;
  itemName?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  dateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  dateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  dateBefore?: InputMaybe<Scalars['LocalDate']['input']>;
  dateAfter?: InputMaybe<Scalars['LocalDate']['input']>;
  expiryDate?: InputMaybe<Scalars['LocalDate']['input']>;
  expiryDateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  expiryDateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  expiryDateBefore?: InputMaybe<Scalars['LocalDate']['input']>;
  expiryDateAfter?: InputMaybe<Scalars['LocalDate']['input']>;
};


export type QueryEstimateArgs = {
  estimateId: Scalars['ID']['input'];
};


export type QueryEstimateCommentsArgs = {
  estimateId: Scalars['ID']['input'];
};


export type QueryExpensesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<ExpenseSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<ExpenseFilter>;
  status?: InputMaybe<ExpenseStatusFilter>;
  description?: InputMaybe<Scalars['String']['input']>;
  descriptionStartswith?: InputMaybe<Scalars['String']['input']>;
  descriptionContains?: InputMaybe<Scalars['String']['input']>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  referenceNumberStartswith?: InputMaybe<Scalars['String']['input']>;
  referenceNumberContains?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  dateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  dateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  dateBefore?: InputMaybe<Scalars['LocalDate']['input']>;
  dateAfter?: InputMaybe<Scalars['LocalDate']['input']>;
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  amountLessThan?: InputMaybe<Scalars['Decimal']['input']>;
  amountLessEquals?: InputMaybe<Scalars['Decimal']['input']>;
  amountGreaterThan?: InputMaybe<Scalars['Decimal']['input']>;
  amountGreaterEquals?: InputMaybe<Scalars['Decimal']['input']>;
  accountId?: InputMaybe<Scalars['ID']['input']>;
  accountName?: InputMaybe<Scalars['String']['input']>;
  accountNameStartswith?: InputMaybe<Scalars['String']['input']>;
  accountNameContains?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  customerNameStartswith?: InputMaybe<Scalars['String']['input']>;
  customerNameContains?: InputMaybe<Scalars['String']['input']>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  vendorName?: InputMaybe<Scalars['String']['input']>;
  vendorNameStartswith?: InputMaybe<Scalars['String']['input']>;
  vendorNameContains?: InputMaybe<Scalars['String']['input']>;
  paidThroughAccountId?: InputMaybe<Scalars['ID']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
};


export type QueryExpenseArgs = {
  expenseId: Scalars['ID']['input'];
};


export type QueryExpenseCommentsArgs = {
  expenseId: Scalars['ID']['input'];
};


export type QueryExpenseReceiptArgs = {
  expenseId: Scalars['ID']['input'];
};


export type QueryInvoicePaymentReminderArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryInvoiceEmailContentArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryRecurringInvoicesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<RecurringInvoiceSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<RecurringInvoiceFilter>;
  status?: InputMaybe<RecurringInvoiceStatus>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  recurrenceName?: InputMaybe<Scalars['String']['input']>;
  recurrenceNameStartswith?: InputMaybe<Scalars['String']['input']>;
  recurrenceNameContains?: InputMaybe<Scalars['String']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecurringInvoiceArgs = {
  recurringInvoiceId: Scalars['ID']['input'];
};


export type QueryRecurringInvoiceCommentsArgs = {
  recurringInvoiceId: Scalars['ID']['input'];
};


export type QueryRecurringInvoiceChildrenArgs = {
  recurringInvoiceId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<InvoiceSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<InvoiceFilter>;
  searchText?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecurringBillsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<RecurringInvoiceStatus>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  recurrenceName?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecurringBillArgs = {
  recurringBillId: Scalars['ID']['input'];
};


export type QueryRecurringBillCommentsArgs = {
  recurringBillId: Scalars['ID']['input'];
};


export type QueryRecurringBillChildrenArgs = {
  recurringBillId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecurringExpensesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<RecurringInvoiceStatus>;
  recurrenceName?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRecurringExpenseArgs = {
  recurringExpenseId: Scalars['ID']['input'];
};


export type QueryRecurringExpenseCommentsArgs = {
  recurringExpenseId: Scalars['ID']['input'];
};


export type QueryRecurringExpenseChildrenArgs = {
  recurringExpenseId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<ExpenseSortColumn>;
};


export type QueryRetainerInvoicesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<RetainerInvoiceSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<RetainerInvoiceFilter>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  retainerinvoiceNumber?: InputMaybe<Scalars['String']['input']>;
  retainerinvoiceNumberStartswith?: InputMaybe<Scalars['String']['input']>;
  retainerinvoiceNumberContains?: InputMaybe<Scalars['String']['input']>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  dateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  dateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  dateBefore?: InputMaybe<Scalars['LocalDate']['input']>;
  dateAfter?: InputMaybe<Scalars['LocalDate']['input']>;
};


export type QueryRetainerInvoiceArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
};


export type QueryRetainerInvoiceCommentsArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
};


export type QueryRetainerInvoiceEmailContentArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
};


export type QueryRetainerInvoiceAttachmentArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  documentId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRetainerPaymentsArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
};


export type QuerySalesordersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<SalesOrderSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<SalesOrderFilter>;
  status?: InputMaybe<SalesOrderStatus>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  salesorderNumber?: InputMaybe<Scalars['String']['input']>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  itemId?: InputMaybe<Scalars['ID']['input']>;
  itemName?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  shipmentDate?: InputMaybe<Scalars['LocalDate']['input']>;
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySalesorderArgs = {
  salesorderId: Scalars['ID']['input'];
};


export type QuerySalesorderCommentsArgs = {
  salesorderId: Scalars['ID']['input'];
};


export type QuerySalesreceiptsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  filterBy?: InputMaybe<SalesReceiptFilter>;
  sortColumn?: InputMaybe<SalesReceiptSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  receiptNumber?: InputMaybe<Scalars['String']['input']>;
  itemName?: InputMaybe<Scalars['String']['input']>;
  itemId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  total?: InputMaybe<Scalars['Decimal']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySalesreceiptArgs = {
  salesReceiptId: Scalars['ID']['input'];
};


export type QueryVendorcreditsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<VendorCreditFilter>;
  status?: InputMaybe<VendorCreditStatus>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  vendorCreditNumber?: InputMaybe<Scalars['String']['input']>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  itemId?: InputMaybe<Scalars['ID']['input']>;
  itemName?: InputMaybe<Scalars['String']['input']>;
  itemDescription?: InputMaybe<Scalars['String']['input']>;
  taxId?: InputMaybe<Scalars['ID']['input']>;
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  total?: InputMaybe<Scalars['Decimal']['input']>;
  lastModifiedTime?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVendorcreditArgs = {
  vendorCreditId: Scalars['ID']['input'];
};


export type QueryVendorcreditCommentsArgs = {
  vendorCreditId: Scalars['ID']['input'];
};


export type QueryVendorcreditBillsArgs = {
  vendorCreditId: Scalars['ID']['input'];
};


export type QueryVendorcreditRefundsArgs = {
  vendorCreditId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVendorcreditRefundArgs = {
  vendorCreditId: Scalars['ID']['input'];
  vendorCreditRefundId: Scalars['ID']['input'];
};


export type QueryAllVendorcreditRefundsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};


export type QueryVendorpaymentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<VendorPaymentFilter>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  vendorName?: InputMaybe<Scalars['String']['input']>;
  billId?: InputMaybe<Scalars['ID']['input']>;
  paymentNumber?: InputMaybe<Scalars['String']['input']>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  lastModifiedTime?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVendorpaymentArgs = {
  paymentId: Scalars['ID']['input'];
};


export type QueryVendorpaymentRefundsArgs = {
  paymentId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVendorpaymentRefundArgs = {
  paymentId: Scalars['ID']['input'];
  vendorpaymentRefundId: Scalars['ID']['input'];
};


export type QueryBillPaymentsArgs = {
  billId: Scalars['ID']['input'];
};


export type QueryWebhooksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWebhookArgs = {
  webhookId: Scalars['ID']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  webhookId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates an organization with its base currency and default chart of accounts; the caller becomes its admin. */
  createOrganization: CreateOrganizationPayload;
  /** Updates an organization the caller administers. */
  updateOrganization: UpdateOrganizationPayload;
  /** Creates a price list, active. */
  createPricebook: CreatePricebookPayload;
  /** Updates a price list; a given pricebook_items replaces the set in one step. */
  updatePricebook: UpdatePricebookPayload;
  /** Deletes a price list with its items. */
  deletePricebook: DeletePricebookPayload;
  /** Marks a price list active. */
  markPricebookActive: MarkPricebookActivePayload;
  /** Marks a price list inactive; it stops being a default. */
  markPricebookInactive: MarkPricebookInactivePayload;
  /** Adds a currency to the organization. */
  createCurrency: CreateCurrencyPayload;
  /** Adds an account to the chart. */
  createAccount: CreateAccountPayload;
  /** Changes an account. */
  updateAccount: UpdateAccountPayload;
  /** Deletes an account that is neither a system account nor a parent. */
  deleteAccount: DeleteAccountPayload;
  /** Makes an account usable on new transactions again. */
  markAccountActive: MarkAccountActivePayload;
  /** Stops offering an account on new transactions. */
  markAccountInactive: MarkAccountInactivePayload;
  /** Adds a customer or vendor with its contact persons. */
  createContact: CreateContactPayload;
  /** Changes a contact and its contact persons. */
  updateContact: UpdateContactPayload;
  /** Deletes a contact and its contact persons. */
  deleteContact: DeleteContactPayload;
  /** Makes a contact usable on new transactions again. */
  markContactActive: MarkContactActivePayload;
  /** Stops offering a contact on new transactions. */
  markContactInactive: MarkContactInactivePayload;
  /** Adds a user to the organization with a role (admins only): an existing account at once, a new one by invitation. */
  inviteUser: InviteUserPayload;
  /** Invites a member who has not joined yet again, with a new link (admins only). */
  resendInvitation: ResendInvitationPayload;
  /** Changes a member's name or role (admins only). */
  updateUser: UserPayload;
  /** Gives an inactive member access again (admins only). */
  markUserActive: UserPayload;
  /** Takes a member's access away, keeping what they did (admins only). */
  markUserInactive: UserPayload;
  /** Removes a member from the organization (admins only); the account stays. */
  removeUser: RemoveUserPayload;
  /** Creates an item, with its opening stock at the locations given, in one transaction. */
  createItem: CreateItemPayload;
  /** Updates an item. */
  updateItem: UpdateItemPayload;
  /** Updates the item whose unique custom field holds a value; with upsert, creates it when none does. */
  updateItemByUniqueField: UpdateItemPayload;
  /** Deletes an item that no stock movement but its opening stock refers to. */
  deleteItem: DeleteItemPayload;
  /** Marks an item active. */
  markItemActive: MarkItemActivePayload;
  /** Marks an item inactive. */
  markItemInactive: MarkItemInactivePayload;
  /** Defines a custom field. */
  createCustomField: CreateCustomFieldPayload;
  /** Deletes a custom field definition and every value of it. */
  deleteCustomField: DeleteCustomFieldPayload;
  /** Creates an invoice (a draft unless send); numbered INV-000001 onwards unless ignoreAutoNumberGeneration. */
  createInvoice: CreateInvoicePayload;
  /** Changes an invoice; a sent invoice is posted again. */
  updateInvoice: UpdateInvoicePayload;
  /** Deletes an invoice without payments; what it posted is reversed. */
  deleteInvoice: DeleteInvoicePayload;
  /** Marks a draft sent and posts it. */
  markInvoiceSent: MarkInvoiceSentPayload;
  /** Voids an invoice without payments; what it posted is reversed. */
  markInvoiceVoid: MarkInvoiceVoidPayload;
  /** Turns a sent or void invoice without payments back into a draft; what it posted is reversed. */
  markInvoiceDraft: MarkInvoiceDraftPayload;
  /** Adds a comment to an invoice's history. */
  addInvoiceComment: AddInvoiceCommentPayload;
  /** Adds a bank, PayPal or credit-card account (and its chart account). */
  createBankAccount: CreateBankAccountPayload;
  /** Changes a bank account. */
  updateBankAccount: UpdateBankAccountPayload;
  /** Deletes a bank account without transactions, rules or postings. */
  deleteBankAccount: DeleteBankAccountPayload;
  /** Makes a bank account usable again. */
  markBankAccountActive: SetBankAccountStatusPayload;
  /** Retires a bank account. */
  markBankAccountInactive: SetBankAccountStatusPayload;
  /** Adds a bank transaction: uncategorized (bank rules apply) or categorized at once. */
  createBankTransaction: CreateBankTransactionPayload;
  /** Changes a bank transaction that no completed reconciliation holds. */
  updateBankTransaction: UpdateBankTransactionPayload;
  /** Deletes a bank transaction that no completed reconciliation holds (reversing its posting). */
  deleteBankTransaction: DeleteBankTransactionPayload;
  /** Imports a statement: JSON rows or a CSV/OFX file (multipart field statement); bank rules apply to every row. */
  importBankStatement: ImportBankStatementPayload;
  /** Records an uncategorized transaction as one of the kinds, posting it to the ledger. */
  categorizeBankTransaction: CategorizeBankTransactionPayload;
  /** Takes a categorized transaction out of the ledger again (reversing its posting). */
  uncategorizeBankTransaction: CategorizeBankTransactionPayload;
  /** Adds a bank rule. */
  createBankRule: CreateBankRulePayload;
  /** Changes a bank rule. */
  updateBankRule: UpdateBankRulePayload;
  /** Deletes a bank rule. */
  deleteBankRule: DeleteBankRulePayload;
  /** Starts a reconciliation of an account (as a draft, or completed at once with save_option reconcile). */
  createBankReconciliation: BankReconciliationPayload;
  /** Changes a draft reconciliation. */
  updateBankReconciliation: BankReconciliationPayload;
  /** Saves a reconciliation as a draft or completes it (save_option reconcile). */
  saveBankReconciliationDraft: BankReconciliationPayload;
  /** Undoes the account's latest completed reconciliation: it becomes a draft and its transactions unlock. */
  undoBankReconciliation: BankReconciliationPayload;
  /** Deletes a reconciliation (a completed one is undone first; only the latest completed one can be). */
  deleteBankReconciliation: DeleteBankReconciliationPayload;
  /** Attaches files (multipart field attachment) to a reconciliation. */
  addBankReconciliationAttachment: AddReconciliationAttachmentPayload;
  /** Deletes a file attached to a reconciliation. */
  deleteBankReconciliationDocument: DeleteReconciliationDocumentPayload;
  /** Creates a bill, open (posted: expense or inventory and input tax debited, accounts payable credited) unless status is DRAFT. */
  createBill: BillPayload;
  /** Changes a bill that is not void; an open one is posted again. */
  updateBill: BillPayload;
  /** Deletes a bill with nothing paid on it; its entry is reversed. */
  deleteBill: DeleteBillPayload;
  /** draft, approved or void → open (posted). */
  markBillOpen: BillPayload;
  /** Voids a bill with nothing paid on it; its entry is reversed. */
  markBillVoid: BillPayload;
  /** draft → pending_approval. */
  submitBill: BillPayload;
  /** pending_approval → approved, by an admin or approver. */
  approveBill: BillPayload;
  /** Changes the billing address of this bill. */
  updateBillBillingAddress: BillAddressPayload;
  /** Adds a comment. */
  addBillComment: BillCommentPayload;
  /** Deletes a comment (people's comments only). */
  deleteBillComment: DeleteBillCommentPayload;
  /** Adds an address to a contact (POST /contacts/{contact_id}/address). */
  createContactAddress: ContactAddressPayload;
  /** Changes an address of a contact: only the fields given change; null clears one. */
  updateContactAddress: ContactAddressPayload;
  /** Removes an address of a contact. */
  deleteContactAddress: DeleteContactAddressPayload;
  /** Adds a person to a contact; the first person of a contact is its primary one. */
  createContactPerson: CreateContactPersonPayload;
  /** Changes a person: only the fields given change. */
  updateContactPerson: UpdateContactPersonPayload;
  /** Removes a person; when it was the primary one, the next person in order becomes primary. */
  deleteContactPerson: DeleteContactPersonPayload;
  /** Makes a person its contact's primary person; the previous primary person stays as an ordinary one. */
  markContactPersonPrimary: MarkContactPersonPrimaryPayload;
  /** Lets automatic payment reminders go to the contact's invoices again (POST /contacts/{contact_id}/paymentreminder/enable). */
  enableContactPaymentReminder: ContactFlagPayload;
  /** Stops automatic payment reminders for the contact's invoices; manual reminders still go (POST /contacts/{contact_id}/paymentreminder/disable). */
  disableContactPaymentReminder: ContactFlagPayload;
  /** Tracks a contact's payments for Form 1099, a vendor's or a customer's (POST /contacts/{contact_id}/track1099). */
  trackContact1099: ContactFlagPayload;
  /** Stops tracking a contact for Form 1099 (POST /contacts/{contact_id}/untrack1099). */
  untrackContact1099: ContactFlagPayload;
  /** Emails a customer its statement of a period as a PDF: opening balance, the period's invoices and payments, closing balance. */
  emailContactStatement: EmailContactStatementPayload;
  /** Emails a contact (POST /contacts/{contact_id}/email); with send_customer_statement, this month's statement is attached. */
  emailContact: EmailContactPayload;
  /** Creates a credit note, open (posted) unless isDraft; numbered CN-000001 onwards unless ignoreAutoNumberGeneration. */
  createCreditNote: CreditNotePayload;
  /** Changes a credit note that is not void; an open one is posted again. */
  updateCreditNote: CreditNotePayload;
  /** Deletes a credit note none of whose credit is applied or refunded; its entry is reversed. */
  deleteCreditNote: DeleteCreditNotePayload;
  /** draft, approved or void → open (posted). */
  markCreditNoteOpen: CreditNotePayload;
  /** Voids a credit note none of whose credit is applied or refunded; its entry is reversed. */
  markCreditNoteVoid: CreditNotePayload;
  /** open or void → draft (its entry reversed), when none of its credit is used. */
  markCreditNoteDraft: CreditNotePayload;
  /** draft → pending_approval. */
  submitCreditNote: CreditNotePayload;
  /** pending_approval → draft, by an admin or approver, with the reason in its history. */
  rejectCreditNote: CreditNotePayload;
  /** pending_approval → approved, by an admin or approver. */
  approveCreditNote: CreditNotePayload;
  /** Changes the PDF template. */
  updateCreditNoteTemplate: CreditNotePayload;
  /** Changes the billing address of this credit note. */
  updateCreditNoteBillingAddress: CreditNoteAddressPayload;
  /** Changes the shipping address of this credit note. */
  updateCreditNoteShippingAddress: CreditNoteAddressPayload;
  /** Adds a comment. */
  addCreditNoteComment: CreditNoteCommentPayload;
  /** Deletes a comment (people's comments only). */
  deleteCreditNoteComment: DeleteCreditNoteCommentPayload;
  /** Applies credit of an open credit note to invoices of its customer; all or nothing. */
  applyCreditNoteToInvoices: ApplyCreditNotePayload;
  /** Removes an application: the invoice's balance and the credit left go back up. */
  deleteCreditNoteInvoice: DeleteCreditNoteInvoicePayload;
  /** Applies credit of credit notes to an invoice; all or nothing. */
  applyCreditsToInvoice: ApplyCreditNotePayload;
  /** Removes credit applied to an invoice (the application's id). */
  deleteInvoiceCreditApplied: DeleteCreditNoteInvoicePayload;
  /** Refunds credit of an open credit note from a bank or cash account. */
  createCreditNoteRefund: CreditNoteRefundPayload;
  /** Changes a refund (its posting follows). */
  updateCreditNoteRefund: CreditNoteRefundPayload;
  /** Deletes a refund: the credit goes back to the credit note. */
  deleteCreditNoteRefund: DeleteCreditNoteRefundPayload;
  /** Emails an estimate with its PDF; a draft (or approved) estimate becomes sent. */
  emailEstimate: EstimatePayload;
  /** Emails several invoices (at most 10), each to its selected contacts with its PDF, drafts marked sent (and posted); all or none. */
  emailInvoices: DocumentBulkEmailPayload;
  /** Emails several estimates (at most 10), each to its selected contacts with its PDF; all or none. */
  emailEstimates: DocumentBulkEmailPayload;
  /** Emails a sales order with its PDF; a draft (or approved) order is opened. */
  emailSalesOrder: SalesOrderPayload;
  /** Emails a credit note with its PDF; a draft (or approved) note is opened, and so posted. */
  emailCreditNote: CreditNotePayload;
  /** Emails a sales receipt to the customer, with its PDF unless attachPdf is false. */
  emailSalesReceipt: SalesReceiptPayload;
  /** Attaches files to an invoice (at most 10 in all). */
  addInvoiceAttachment: DocumentFilesPayload;
  /** Removes a file from an invoice: the one named, else the latest. */
  deleteInvoiceAttachment: DeleteDocumentFilePayload;
  /** Attaches files to a sales order (at most 10 in all). */
  addSalesOrderAttachment: DocumentFilesPayload;
  /** Removes a file from a sales order: the one named, else the latest. */
  deleteSalesOrderAttachment: DeleteDocumentFilePayload;
  /** Creates an estimate (a draft unless send), numbered EST-000001 onwards unless ignoreAutoNumberGeneration. */
  createEstimate: EstimatePayload;
  /** Changes an estimate that has not been invoiced. */
  updateEstimate: EstimatePayload;
  /** Deletes an estimate that has not been invoiced. */
  deleteEstimate: DeleteEstimatePayload;
  /** draft or approved → sent. */
  markEstimateSent: EstimatePayload;
  /** sent, expired or declined → accepted. */
  markEstimateAccepted: EstimatePayload;
  /** sent, expired or accepted → declined. */
  markEstimateDeclined: EstimatePayload;
  /** draft → pending_approval. */
  submitEstimate: EstimatePayload;
  /** pending_approval → approved, by an admin or approver. */
  approveEstimate: EstimatePayload;
  /** Changes the PDF template. */
  updateEstimateTemplate: EstimatePayload;
  /** Changes the billing address of this estimate. */
  updateEstimateBillingAddress: EstimateAddressPayload;
  /** Changes the shipping address of this estimate. */
  updateEstimateShippingAddress: EstimateAddressPayload;
  /** Adds a comment. */
  addEstimateComment: EstimateCommentPayload;
  /** Changes a comment (people's comments only). */
  updateEstimateComment: EstimateCommentPayload;
  /** Deletes a comment (people's comments only). */
  deleteEstimateComment: DeleteEstimateCommentPayload;
  /** Makes one invoice of each estimate (a draft with the estimate's lines, customer, currency and addresses); each estimate becomes invoiced. All or none. */
  createInvoicesFromEstimates: InvoicesFromEstimatesPayload;
  /** Records an expense and posts it; `receipt` is a stored file (blob id) to attach. */
  createExpense: CreateExpensePayload;
  /** Changes an expense and posts it again. */
  updateExpense: UpdateExpensePayload;
  /** Deletes an expense that is not invoiced; what it posted is reversed and its receipt removed. */
  deleteExpense: DeleteExpensePayload;
  /** Attaches a stored file (blob id) as the expense's receipt, replacing any previous one. */
  attachExpenseReceipt: AttachExpenseReceiptPayload;
  /** Removes the receipt of an expense. */
  deleteExpenseReceipt: DeleteExpenseReceiptPayload;
  /** Writes off a sent invoice's whole balance as bad debt: debit Bad Debt, credit the receivable; the invoice is paid with `writeOffAmount` the balance. */
  writeOffInvoice: WriteOffInvoicePayload;
  /** Cancels an invoice's write-off: its posting is reversed and the balance is owed again. */
  cancelInvoiceWriteOff: CancelInvoiceWriteOffPayload;
  /** Sends a payment reminder for an open or overdue invoice. */
  sendInvoicePaymentReminder: SendInvoicePaymentReminderPayload;
  /** Sends payment reminders for up to 10 invoices; each invoice's outcome is reported. */
  sendInvoicePaymentReminders: SendInvoicePaymentRemindersPayload;
  /** Emails an invoice with its PDF; a draft is marked sent (and posted). */
  emailInvoice: EmailInvoicePayload;
  /** Switches automatic payment reminders on or off and sets when they go out. */
  updatePaymentReminderSettings: UpdatePaymentReminderSettingsPayload;
  /** Creates a recurring profile (active). */
  createRecurringInvoice: CreateRecurringInvoicePayload;
  /** Changes a recurring profile; invoices already created stay as they are. */
  updateRecurringInvoice: UpdateRecurringInvoicePayload;
  /** Deletes a recurring profile; the invoices it created stay. */
  deleteRecurringInvoice: DeleteRecurringInvoicePayload;
  /** Stops an active profile. */
  stopRecurringInvoice: RecurringInvoiceStatusPayload;
  /** Resumes a stopped profile from its next date on or after today (missed dates are not made). */
  resumeRecurringInvoice: RecurringInvoiceStatusPayload;
  /** Stops several profiles; each id's outcome is reported. */
  stopRecurringInvoices: RecurringInvoiceBulkStatusPayload;
  /** Resumes several profiles; each id's outcome is reported. */
  resumeRecurringInvoices: RecurringInvoiceBulkStatusPayload;
  /** Changes the PDF template of the profile's future invoices. */
  updateRecurringInvoiceTemplate: UpdateRecurringInvoiceTemplatePayload;
  /** Creates a recurring bill (active). */
  createRecurringBill: RecurringBillPayload;
  /** Changes a recurring bill. */
  updateRecurringBill: RecurringBillPayload;
  /** Updates the recurring bill whose recurrence_name is the value given; with upsert, creates it when none is. */
  updateRecurringBillByUniqueField: RecurringBillPayload;
  /** Deletes a recurring bill, its history and run log; the bills it made stay. */
  deleteRecurringBill: DeleteRecurringBillPayload;
  /** Stops an active recurring bill. */
  stopRecurringBill: RecurringBillPayload;
  /** Resumes a stopped recurring bill from its first date on or after today. */
  resumeRecurringBill: RecurringBillPayload;
  /** Creates a recurring expense (active). */
  createRecurringExpense: RecurringExpensePayload;
  /** Changes a recurring expense. */
  updateRecurringExpense: RecurringExpensePayload;
  /** Updates the recurring expense whose recurrence_name is the value given; with upsert, creates it when none is. */
  updateRecurringExpenseByUniqueField: RecurringExpensePayload;
  /** Deletes a recurring expense, its history and run log; the expenses it recorded stay. */
  deleteRecurringExpense: DeleteRecurringExpensePayload;
  /** Stops an active recurring expense. */
  stopRecurringExpense: RecurringExpensePayload;
  /** Resumes a stopped recurring expense from its first date on or after today. */
  resumeRecurringExpense: RecurringExpensePayload;
  /** Creates a draft retainer invoice, numbered RET-000001 onwards unless ignoreAutoNumberGeneration. */
  createRetainerInvoice: CreateRetainerInvoicePayload;
  /** Changes a retainer invoice that is not void. */
  updateRetainerInvoice: UpdateRetainerInvoicePayload;
  /** Deletes a retainer invoice without payments. */
  deleteRetainerInvoice: DeleteRetainerInvoicePayload;
  /** draft or approved → sent. */
  markRetainerInvoiceSent: RetainerInvoiceStatusPayload;
  /** Voids a retainer invoice without payments. */
  markRetainerInvoiceVoid: RetainerInvoiceStatusPayload;
  /** Back to draft, without payments; the reason goes to the history. */
  markRetainerInvoiceDraft: RetainerInvoiceStatusPayload;
  /** draft → pending_approval (approval flow on). */
  submitRetainerInvoice: RetainerInvoiceStatusPayload;
  /** pending_approval → approved, by an admin or approver. */
  approveRetainerInvoice: RetainerInvoiceStatusPayload;
  /** Emails the retainer invoice (a draft becomes sent). */
  emailRetainerInvoice: EmailRetainerInvoicePayload;
  /** Changes the PDF template. */
  updateRetainerInvoiceTemplate: RetainerInvoiceStatusPayload;
  /** Changes the billing address of this retainer invoice. */
  updateRetainerInvoiceBillingAddress: UpdateRetainerInvoiceBillingAddressPayload;
  /** Attaches uploaded files (at most 5 per request, 10 per retainer invoice). */
  addRetainerInvoiceAttachment: AddRetainerInvoiceAttachmentPayload;
  /** Removes an attached file. */
  deleteRetainerInvoiceDocument: DeleteRetainerInvoiceDocumentPayload;
  /** Adds a comment. */
  addRetainerInvoiceComment: RetainerInvoiceCommentPayload;
  /** Changes a comment (people's comments only). */
  updateRetainerInvoiceComment: RetainerInvoiceCommentPayload;
  /** Deletes a comment (people's comments only). */
  deleteRetainerInvoiceComment: DeleteRetainerInvoiceCommentPayload;
  /** Records a payment received for a sent retainer invoice: a customer advance. */
  recordRetainerPayment: RecordRetainerPaymentPayload;
  /** Starts an online payment: pending until the provider's callback. */
  startRetainerOnlinePayment: StartRetainerOnlinePaymentPayload;
  /** A payment provider reports the outcome of an online payment (no OAuth token: the callback token proves it). */
  completeRetainerOnlinePayment: CompleteRetainerOnlinePaymentPayload;
  /** Draws received retainer payments against invoices of the customer. */
  applyRetainerToInvoices: ApplyRetainerToInvoicesPayload;
  /** Takes back what the retainer drew against an invoice. */
  removeRetainerFromInvoice: RemoveRetainerFromInvoicePayload;
  /** Switches the approval flow of retainer invoices on or off (admins). */
  updateRetainerInvoiceSettings: UpdateRetainerInvoiceSettingsPayload;
  /** Creates a sales order (a draft), numbered SO-000001 onwards unless ignoreAutoNumberGeneration. */
  createSalesOrder: SalesOrderPayload;
  /** Changes a sales order that is not void. */
  updateSalesOrder: SalesOrderPayload;
  /** Deletes a sales order nothing has been invoiced from. */
  deleteSalesOrder: DeleteSalesOrderPayload;
  /** Deletes several sales orders, all or none (a refused one is named and nothing is deleted); at most 200. */
  deleteSalesOrders: DeleteSalesOrdersPayload;
  /** Opens (confirms) several sales orders, all or none; at most 200. */
  confirmSalesOrders: ConfirmSalesOrdersPayload;
  /** draft or approved → open. */
  markSalesOrderOpen: SalesOrderPayload;
  /** Voids a sales order nothing has been invoiced from. */
  markSalesOrderVoid: SalesOrderPayload;
  /** draft → pending_approval. */
  submitSalesOrder: SalesOrderPayload;
  /** pending_approval → approved, by an admin or approver. */
  approveSalesOrder: SalesOrderPayload;
  /** Changes the PDF template. */
  updateSalesOrderTemplate: SalesOrderPayload;
  /** Changes the billing address of this order. */
  updateSalesOrderBillingAddress: SalesOrderAddressPayload;
  /** Changes the shipping address of this order. */
  updateSalesOrderShippingAddress: SalesOrderAddressPayload;
  /** Adds a comment. */
  addSalesOrderComment: SalesOrderCommentPayload;
  /** Changes a comment (people's comments only). */
  updateSalesOrderComment: SalesOrderCommentPayload;
  /** Deletes a comment (people's comments only). */
  deleteSalesOrderComment: DeleteSalesOrderCommentPayload;
  /** Makes a draft invoice of what is left to invoice of an open order (every line's remainder, or the parts named); the order closes once every line is invoiced. */
  createInvoiceFromSalesOrder: InvoiceFromSalesOrderPayload;
  /** Records a sale paid at once and posts it: debit the deposit account, credit income and tax. */
  createSalesReceipt: SalesReceiptPayload;
  /** Changes a sales receipt; its posting is made again. */
  updateSalesReceipt: SalesReceiptPayload;
  /** Deletes a sales receipt; its posting is reversed. */
  deleteSalesReceipt: DeleteSalesReceiptPayload;
  /** Creates a vendor credit, open (posted: accounts payable debited, the lines' accounts and input tax credited) unless isDraft. */
  createVendorCredit: VendorCreditPayload;
  /** Changes a vendor credit that is not void; an open one is posted again. */
  updateVendorCredit: VendorCreditPayload;
  /** Deletes a vendor credit none of whose credit is applied or refunded; its entry is reversed. */
  deleteVendorCredit: DeleteVendorCreditPayload;
  /** draft, approved or void → open (posted). */
  markVendorCreditOpen: VendorCreditPayload;
  /** Voids a vendor credit none of whose credit is applied or refunded; its entry is reversed. */
  markVendorCreditVoid: VendorCreditPayload;
  /** draft → pending_approval. */
  submitVendorCredit: VendorCreditPayload;
  /** pending_approval → approved, by an admin or approver. */
  approveVendorCredit: VendorCreditPayload;
  /** Adds a comment. */
  addVendorCreditComment: VendorCreditCommentPayload;
  /** Deletes a comment (people's comments only). */
  deleteVendorCreditComment: DeleteVendorCreditCommentPayload;
  /** Applies credit of an open vendor credit to bills of its vendor; all or nothing. */
  applyVendorCreditToBills: ApplyVendorCreditPayload;
  /** Removes an application: the bill's balance and the credit left go back up. */
  deleteVendorCreditBill: DeleteVendorCreditBillPayload;
  /** Applies credit of vendor credits to a bill; all or nothing. */
  applyCreditsToBill: ApplyVendorCreditPayload;
  /** Records credit the vendor paid back into a bank or cash account (Dr the account, Cr accounts payable). */
  createVendorCreditRefund: VendorCreditRefundPayload;
  /** Changes a refund (its posting follows). */
  updateVendorCreditRefund: VendorCreditRefundPayload;
  /** Deletes a refund: the credit goes back to the vendor credit. */
  deleteVendorCreditRefund: DeleteVendorCreditRefundPayload;
  /** Pays a vendor, applying the payment to bills (Dr accounts payable, bank charges; Cr the account paid from). Answers the payment itself: the family's wire spreads it in the envelope. */
  createVendorPayment: VendorPayment;
  /** Changes a payment; its applications and posting are taken back and done again. */
  updateVendorPayment: VendorPaymentPayload;
  /** Deletes a payment without refunds; the bills owe again. */
  deleteVendorPayment: DeleteVendorPaymentPayload;
  /** Deletes several payments, all or none. */
  deleteVendorPayments: DeleteVendorPaymentsPayload;
  /** Records a refund of the unused amount (Dr the account, Cr accounts payable). */
  createVendorPaymentRefund: VendorPaymentRefundPayload;
  /** Changes a refund. */
  updateVendorPaymentRefund: VendorPaymentRefundPayload;
  /** Deletes a refund. */
  deleteVendorPaymentRefund: DeleteVendorPaymentRefundPayload;
  /** Takes a payment off a bill; the amount stays on the payment as unused. */
  deleteBillPayment: DeleteBillPaymentPayload;
  /** Creates a webhook; its URL is checked against the SSRF rules now and on every delivery. */
  createWebhook: CreateWebhookPayload;
  /** Changes a webhook. */
  updateWebhook: UpdateWebhookPayload;
  /** Deletes a webhook with its delivery log; nothing queued for it is sent. */
  deleteWebhook: DeleteWebhookPayload;
  /** Makes a new signing secret, shown in this answer only; the old one stops signing at once. */
  rotateWebhookSecret: RotateWebhookSecretPayload;
  /** Sends a webhook.ping to the webhook now. */
  testWebhook: TestWebhookPayload;
  /** Queues a delivery again (same id and body), retried for another day. */
  redeliverWebhookDelivery: RedeliverWebhookDeliveryPayload;
};


export type MutationCreateOrganizationArgs = {
  input: CreateOrganizationInput;
};


export type MutationUpdateOrganizationArgs = {
  organizationId: Scalars['ID']['input'];
  input: UpdateOrganizationInput;
};


export type MutationCreatePricebookArgs = {
  input: CreatePricebookInput;
};


export type MutationUpdatePricebookArgs = {
  pricebookId: Scalars['ID']['input'];
  input: UpdatePricebookInput;
};


export type MutationDeletePricebookArgs = {
  pricebookId: Scalars['ID']['input'];
};


export type MutationMarkPricebookActiveArgs = {
  pricebookId: Scalars['ID']['input'];
};


export type MutationMarkPricebookInactiveArgs = {
  pricebookId: Scalars['ID']['input'];
};


export type MutationCreateCurrencyArgs = {
  input: CreateCurrencyInput;
};


export type MutationCreateAccountArgs = {
  input: CreateAccountInput;
};


export type MutationUpdateAccountArgs = {
  accountId: Scalars['ID']['input'];
  input: UpdateAccountInput;
};


export type MutationDeleteAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationMarkAccountActiveArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationMarkAccountInactiveArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationCreateContactArgs = {
  input: CreateContactInput;
};


export type MutationUpdateContactArgs = {
  contactId: Scalars['ID']['input'];
  input: UpdateContactInput;
};


export type MutationDeleteContactArgs = {
  contactId: Scalars['ID']['input'];
};


export type MutationMarkContactActiveArgs = {
  contactId: Scalars['ID']['input'];
};


export type MutationMarkContactInactiveArgs = {
  contactId: Scalars['ID']['input'];
};


export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


export type MutationResendInvitationArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  userId: Scalars['ID']['input'];
  input: UpdateUserInput;
};


export type MutationMarkUserActiveArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationMarkUserInactiveArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRemoveUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationCreateItemArgs = {
  input: CreateItemInput;
};


export type MutationUpdateItemArgs = {
  itemId: Scalars['ID']['input'];
  input: UpdateItemInput;
};


export type MutationUpdateItemByUniqueFieldArgs = {
  uniqueIdentifierKey: Scalars['String']['input'];
  uniqueIdentifierValue: Scalars['String']['input'];
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
  input: UpdateItemInput;
};


export type MutationDeleteItemArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationMarkItemActiveArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationMarkItemInactiveArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationCreateCustomFieldArgs = {
  input: CreateCustomFieldInput;
};


export type MutationDeleteCustomFieldArgs = {
  customfieldId: Scalars['ID']['input'];
};


export type MutationCreateInvoiceArgs = {
  input: CreateInvoiceInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
  send?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateInvoiceArgs = {
  invoiceId: Scalars['ID']['input'];
  input: UpdateInvoiceInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteInvoiceArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type MutationMarkInvoiceSentArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type MutationMarkInvoiceVoidArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type MutationMarkInvoiceDraftArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type MutationAddInvoiceCommentArgs = {
  invoiceId: Scalars['ID']['input'];
  input: AddInvoiceCommentInput;
};


export type MutationCreateBankAccountArgs = {
  input: CreateBankAccountInput;
};


export type MutationUpdateBankAccountArgs = {
  accountId: Scalars['ID']['input'];
  input: UpdateBankAccountInput;
};


export type MutationDeleteBankAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationMarkBankAccountActiveArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationMarkBankAccountInactiveArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationCreateBankTransactionArgs = {
  input: CreateBankTransactionInput;
};


export type MutationUpdateBankTransactionArgs = {
  transactionId: Scalars['ID']['input'];
  input: UpdateBankTransactionInput;
};


export type MutationDeleteBankTransactionArgs = {
  transactionId: Scalars['ID']['input'];
};


export type MutationImportBankStatementArgs = {
  input: ImportBankStatementInput;
  statement?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCategorizeBankTransactionArgs = {
  transactionId: Scalars['ID']['input'];
  input: CategorizeBankTransactionInput;
};


export type MutationUncategorizeBankTransactionArgs = {
  transactionId: Scalars['ID']['input'];
};


export type MutationCreateBankRuleArgs = {
  input: CreateBankRuleInput;
};


export type MutationUpdateBankRuleArgs = {
  ruleId: Scalars['ID']['input'];
  input: UpdateBankRuleInput;
};


export type MutationDeleteBankRuleArgs = {
  ruleId: Scalars['ID']['input'];
};


export type MutationCreateBankReconciliationArgs = {
  accountId: Scalars['ID']['input'];
  input: BankReconciliationInput;
};


export type MutationUpdateBankReconciliationArgs = {
  accountId: Scalars['ID']['input'];
  reconciliationId: Scalars['ID']['input'];
  input: BankReconciliationInput;
};


export type MutationSaveBankReconciliationDraftArgs = {
  accountId: Scalars['ID']['input'];
  reconciliationId: Scalars['ID']['input'];
  input: BankReconciliationInput;
};


export type MutationUndoBankReconciliationArgs = {
  accountId: Scalars['ID']['input'];
  reconciliationId: Scalars['ID']['input'];
};


export type MutationDeleteBankReconciliationArgs = {
  accountId: Scalars['ID']['input'];
  reconciliationId: Scalars['ID']['input'];
};


export type MutationAddBankReconciliationAttachmentArgs = {
  accountId: Scalars['ID']['input'];
  reconciliationId: Scalars['ID']['input'];
  attachment: Array<Scalars['ID']['input']>;
};


export type MutationDeleteBankReconciliationDocumentArgs = {
  accountId: Scalars['ID']['input'];
  reconciliationId: Scalars['ID']['input'];
  documentId: Scalars['ID']['input'];
};


export type MutationCreateBillArgs = {
  input: CreateBillInput;
};


export type MutationUpdateBillArgs = {
  billId: Scalars['ID']['input'];
  input: UpdateBillInput;
};


export type MutationDeleteBillArgs = {
  billId: Scalars['ID']['input'];
};


export type MutationMarkBillOpenArgs = {
  billId: Scalars['ID']['input'];
};


export type MutationMarkBillVoidArgs = {
  billId: Scalars['ID']['input'];
};


export type MutationSubmitBillArgs = {
  billId: Scalars['ID']['input'];
};


export type MutationApproveBillArgs = {
  billId: Scalars['ID']['input'];
};


export type MutationUpdateBillBillingAddressArgs = {
  billId: Scalars['ID']['input'];
  input: ContactAddressInput;
};


export type MutationAddBillCommentArgs = {
  billId: Scalars['ID']['input'];
  input: EstimateCommentInput;
};


export type MutationDeleteBillCommentArgs = {
  billId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
};


export type MutationCreateContactAddressArgs = {
  contactId: Scalars['ID']['input'];
  input: ContactAdditionalAddressInput;
};


export type MutationUpdateContactAddressArgs = {
  contactId: Scalars['ID']['input'];
  addressId: Scalars['ID']['input'];
  input: ContactAdditionalAddressInput;
};


export type MutationDeleteContactAddressArgs = {
  contactId: Scalars['ID']['input'];
  addressId: Scalars['ID']['input'];
};


export type MutationCreateContactPersonArgs = {
  input: CreateContactPersonInput;
};


export type MutationUpdateContactPersonArgs = {
  contactPersonId: Scalars['ID']['input'];
  input: UpdateContactPersonInput;
};


export type MutationDeleteContactPersonArgs = {
  contactPersonId: Scalars['ID']['input'];
};


export type MutationMarkContactPersonPrimaryArgs = {
  contactPersonId: Scalars['ID']['input'];
};


export type MutationEnableContactPaymentReminderArgs = {
  contactId: Scalars['ID']['input'];
};


export type MutationDisableContactPaymentReminderArgs = {
  contactId: Scalars['ID']['input'];
};


export type MutationTrackContact1099Args = {
  contactId: Scalars['ID']['input'];
};


export type MutationUntrackContact1099Args = {
  contactId: Scalars['ID']['input'];
};


export type MutationEmailContactStatementArgs = {
  contactId: Scalars['ID']['input'];
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  input?: InputMaybe<EmailContactStatementInput>;
};


export type MutationEmailContactArgs = {
  contactId: Scalars['ID']['input'];
  input: EmailContactInput;
  sendCustomerStatement?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateCreditNoteArgs = {
  input: CreateCreditNoteInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateCreditNoteArgs = {
  creditnoteId: Scalars['ID']['input'];
  input: UpdateCreditNoteInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteCreditNoteArgs = {
  creditnoteId: Scalars['ID']['input'];
};


export type MutationMarkCreditNoteOpenArgs = {
  creditnoteId: Scalars['ID']['input'];
};


export type MutationMarkCreditNoteVoidArgs = {
  creditnoteId: Scalars['ID']['input'];
};


export type MutationMarkCreditNoteDraftArgs = {
  creditnoteId: Scalars['ID']['input'];
};


export type MutationSubmitCreditNoteArgs = {
  creditnoteId: Scalars['ID']['input'];
};


export type MutationRejectCreditNoteArgs = {
  creditnoteId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveCreditNoteArgs = {
  creditnoteId: Scalars['ID']['input'];
};


export type MutationUpdateCreditNoteTemplateArgs = {
  creditnoteId: Scalars['ID']['input'];
  templateId: Scalars['ID']['input'];
};


export type MutationUpdateCreditNoteBillingAddressArgs = {
  creditnoteId: Scalars['ID']['input'];
  input: ContactAddressInput;
};


export type MutationUpdateCreditNoteShippingAddressArgs = {
  creditnoteId: Scalars['ID']['input'];
  input: ContactAddressInput;
};


export type MutationAddCreditNoteCommentArgs = {
  creditnoteId: Scalars['ID']['input'];
  input: EstimateCommentInput;
};


export type MutationDeleteCreditNoteCommentArgs = {
  creditnoteId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
};


export type MutationApplyCreditNoteToInvoicesArgs = {
  creditnoteId: Scalars['ID']['input'];
  input: ApplyCreditNoteInput;
};


export type MutationDeleteCreditNoteInvoiceArgs = {
  creditnoteId: Scalars['ID']['input'];
  creditnoteInvoiceId: Scalars['ID']['input'];
};


export type MutationApplyCreditsToInvoiceArgs = {
  invoiceId: Scalars['ID']['input'];
  input: ApplyInvoiceCreditsInput;
};


export type MutationDeleteInvoiceCreditAppliedArgs = {
  invoiceId: Scalars['ID']['input'];
  creditnotesInvoiceId: Scalars['ID']['input'];
};


export type MutationCreateCreditNoteRefundArgs = {
  creditnoteId: Scalars['ID']['input'];
  input: CreditNoteRefundInput;
};


export type MutationUpdateCreditNoteRefundArgs = {
  creditnoteId: Scalars['ID']['input'];
  creditnoteRefundId: Scalars['ID']['input'];
  input: CreditNoteRefundInput;
};


export type MutationDeleteCreditNoteRefundArgs = {
  creditnoteId: Scalars['ID']['input'];
  creditnoteRefundId: Scalars['ID']['input'];
};


export type MutationEmailEstimateArgs = {
  estimateId: Scalars['ID']['input'];
  input?: InputMaybe<DocumentEmailInput>;
  sendAttachment?: InputMaybe<Scalars['Boolean']['input']>;
  attachments?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationEmailInvoicesArgs = {
  invoiceIds: Array<Scalars['ID']['input']>;
};


export type MutationEmailEstimatesArgs = {
  estimateIds: Array<Scalars['ID']['input']>;
};


export type MutationEmailSalesOrderArgs = {
  salesorderId: Scalars['ID']['input'];
  input?: InputMaybe<DocumentEmailInput>;
  sendAttachment?: InputMaybe<Scalars['Boolean']['input']>;
  fileName?: InputMaybe<Scalars['String']['input']>;
  attachments?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationEmailCreditNoteArgs = {
  creditnoteId: Scalars['ID']['input'];
  input?: InputMaybe<DocumentEmailInput>;
  sendAttachment?: InputMaybe<Scalars['Boolean']['input']>;
  attachments?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationEmailSalesReceiptArgs = {
  salesReceiptId: Scalars['ID']['input'];
  input?: InputMaybe<DocumentEmailInput>;
  attachPdf?: InputMaybe<Scalars['Boolean']['input']>;
  attachments?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationAddInvoiceAttachmentArgs = {
  invoiceId: Scalars['ID']['input'];
  attachment: Array<Scalars['ID']['input']>;
};


export type MutationDeleteInvoiceAttachmentArgs = {
  invoiceId: Scalars['ID']['input'];
  documentId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddSalesOrderAttachmentArgs = {
  salesorderId: Scalars['ID']['input'];
  attachment: Array<Scalars['ID']['input']>;
};


export type MutationDeleteSalesOrderAttachmentArgs = {
  salesorderId: Scalars['ID']['input'];
  documentId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateEstimateArgs = {
  input: CreateEstimateInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
  send?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateEstimateArgs = {
  estimateId: Scalars['ID']['input'];
  input: UpdateEstimateInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteEstimateArgs = {
  estimateId: Scalars['ID']['input'];
};


export type MutationMarkEstimateSentArgs = {
  estimateId: Scalars['ID']['input'];
};


export type MutationMarkEstimateAcceptedArgs = {
  estimateId: Scalars['ID']['input'];
};


export type MutationMarkEstimateDeclinedArgs = {
  estimateId: Scalars['ID']['input'];
};


export type MutationSubmitEstimateArgs = {
  estimateId: Scalars['ID']['input'];
};


export type MutationApproveEstimateArgs = {
  estimateId: Scalars['ID']['input'];
};


export type MutationUpdateEstimateTemplateArgs = {
  estimateId: Scalars['ID']['input'];
  templateId: Scalars['ID']['input'];
};


export type MutationUpdateEstimateBillingAddressArgs = {
  estimateId: Scalars['ID']['input'];
  input: ContactAddressInput;
};


export type MutationUpdateEstimateShippingAddressArgs = {
  estimateId: Scalars['ID']['input'];
  input: ContactAddressInput;
};


export type MutationAddEstimateCommentArgs = {
  estimateId: Scalars['ID']['input'];
  input: EstimateCommentInput;
};


export type MutationUpdateEstimateCommentArgs = {
  estimateId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
  input: EstimateCommentInput;
};


export type MutationDeleteEstimateCommentArgs = {
  estimateId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
};


export type MutationCreateInvoicesFromEstimatesArgs = {
  estimateIds: Array<Scalars['ID']['input']>;
};


export type MutationCreateExpenseArgs = {
  input: CreateExpenseInput;
  receipt?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateExpenseArgs = {
  expenseId: Scalars['ID']['input'];
  input: UpdateExpenseInput;
};


export type MutationDeleteExpenseArgs = {
  expenseId: Scalars['ID']['input'];
};


export type MutationAttachExpenseReceiptArgs = {
  expenseId: Scalars['ID']['input'];
  receipt: Scalars['ID']['input'];
};


export type MutationDeleteExpenseReceiptArgs = {
  expenseId: Scalars['ID']['input'];
};


export type MutationWriteOffInvoiceArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type MutationCancelInvoiceWriteOffArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type MutationSendInvoicePaymentReminderArgs = {
  invoiceId: Scalars['ID']['input'];
  input?: InputMaybe<SendInvoicePaymentReminderInput>;
};


export type MutationSendInvoicePaymentRemindersArgs = {
  invoiceIds: Array<Scalars['ID']['input']>;
};


export type MutationEmailInvoiceArgs = {
  invoiceId: Scalars['ID']['input'];
  input?: InputMaybe<EmailInvoiceInput>;
  sendAttachment?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdatePaymentReminderSettingsArgs = {
  input: PaymentReminderSettingsInput;
};


export type MutationCreateRecurringInvoiceArgs = {
  input: CreateRecurringInvoiceInput;
};


export type MutationUpdateRecurringInvoiceArgs = {
  recurringInvoiceId: Scalars['ID']['input'];
  input: UpdateRecurringInvoiceInput;
};


export type MutationDeleteRecurringInvoiceArgs = {
  recurringInvoiceId: Scalars['ID']['input'];
};


export type MutationStopRecurringInvoiceArgs = {
  recurringInvoiceId: Scalars['ID']['input'];
};


export type MutationResumeRecurringInvoiceArgs = {
  recurringInvoiceId: Scalars['ID']['input'];
};


export type MutationStopRecurringInvoicesArgs = {
  recurringInvoiceIds: Array<Scalars['ID']['input']>;
};


export type MutationResumeRecurringInvoicesArgs = {
  recurringInvoiceIds: Array<Scalars['ID']['input']>;
};


export type MutationUpdateRecurringInvoiceTemplateArgs = {
  recurringInvoiceId: Scalars['ID']['input'];
  templateId: Scalars['ID']['input'];
};


export type MutationCreateRecurringBillArgs = {
  input: CreateRecurringBillInput;
};


export type MutationUpdateRecurringBillArgs = {
  recurringBillId: Scalars['ID']['input'];
  input: UpdateRecurringBillInput;
};


export type MutationUpdateRecurringBillByUniqueFieldArgs = {
  uniqueIdentifierKey: Scalars['String']['input'];
  uniqueIdentifierValue: Scalars['String']['input'];
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
  input: UpdateRecurringBillInput;
};


export type MutationDeleteRecurringBillArgs = {
  recurringBillId: Scalars['ID']['input'];
};


export type MutationStopRecurringBillArgs = {
  recurringBillId: Scalars['ID']['input'];
};


export type MutationResumeRecurringBillArgs = {
  recurringBillId: Scalars['ID']['input'];
};


export type MutationCreateRecurringExpenseArgs = {
  input: CreateRecurringExpenseInput;
};


export type MutationUpdateRecurringExpenseArgs = {
  recurringExpenseId: Scalars['ID']['input'];
  input: UpdateRecurringExpenseInput;
};


export type MutationUpdateRecurringExpenseByUniqueFieldArgs = {
  uniqueIdentifierKey: Scalars['String']['input'];
  uniqueIdentifierValue: Scalars['String']['input'];
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
  input: UpdateRecurringExpenseInput;
};


export type MutationDeleteRecurringExpenseArgs = {
  recurringExpenseId: Scalars['ID']['input'];
};


export type MutationStopRecurringExpenseArgs = {
  recurringExpenseId: Scalars['ID']['input'];
};


export type MutationResumeRecurringExpenseArgs = {
  recurringExpenseId: Scalars['ID']['input'];
};


export type MutationCreateRetainerInvoiceArgs = {
  input: CreateRetainerInvoiceInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateRetainerInvoiceArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  input: UpdateRetainerInvoiceInput;
};


export type MutationDeleteRetainerInvoiceArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
};


export type MutationMarkRetainerInvoiceSentArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
};


export type MutationMarkRetainerInvoiceVoidArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMarkRetainerInvoiceDraftArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitRetainerInvoiceArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
};


export type MutationApproveRetainerInvoiceArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
};


export type MutationEmailRetainerInvoiceArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  input: EmailRetainerInvoiceInput;
  sendAttachment?: InputMaybe<Scalars['Boolean']['input']>;
  sendCustomerStatement?: InputMaybe<Scalars['Boolean']['input']>;
  attachments?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationUpdateRetainerInvoiceTemplateArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  templateId: Scalars['ID']['input'];
};


export type MutationUpdateRetainerInvoiceBillingAddressArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  input: RetainerInvoiceAddressInput;
};


export type MutationAddRetainerInvoiceAttachmentArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  attachment: Array<Scalars['ID']['input']>;
};


export type MutationDeleteRetainerInvoiceDocumentArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  documentId: Scalars['ID']['input'];
};


export type MutationAddRetainerInvoiceCommentArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  input: RetainerInvoiceCommentInput;
};


export type MutationUpdateRetainerInvoiceCommentArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
  input: RetainerInvoiceCommentInput;
};


export type MutationDeleteRetainerInvoiceCommentArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
};


export type MutationRecordRetainerPaymentArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  input: RetainerPaymentInput;
};


export type MutationStartRetainerOnlinePaymentArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  input: RetainerOnlinePaymentInput;
};


export type MutationCompleteRetainerOnlinePaymentArgs = {
  paymentId: Scalars['ID']['input'];
  callbackToken: Scalars['String']['input'];
  input: RetainerPaymentCallbackInput;
};


export type MutationApplyRetainerToInvoicesArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  input: ApplyRetainerToInvoicesInput;
};


export type MutationRemoveRetainerFromInvoiceArgs = {
  retainerinvoiceId: Scalars['ID']['input'];
  invoiceId: Scalars['ID']['input'];
};


export type MutationUpdateRetainerInvoiceSettingsArgs = {
  input: UpdateRetainerInvoiceSettingsInput;
};


export type MutationCreateSalesOrderArgs = {
  input: CreateSalesOrderInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateSalesOrderArgs = {
  salesorderId: Scalars['ID']['input'];
  input: UpdateSalesOrderInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteSalesOrderArgs = {
  salesorderId: Scalars['ID']['input'];
};


export type MutationDeleteSalesOrdersArgs = {
  salesorderIds: Array<Scalars['ID']['input']>;
};


export type MutationConfirmSalesOrdersArgs = {
  salesorderIds: Array<Scalars['ID']['input']>;
};


export type MutationMarkSalesOrderOpenArgs = {
  salesorderId: Scalars['ID']['input'];
};


export type MutationMarkSalesOrderVoidArgs = {
  salesorderId: Scalars['ID']['input'];
};


export type MutationSubmitSalesOrderArgs = {
  salesorderId: Scalars['ID']['input'];
};


export type MutationApproveSalesOrderArgs = {
  salesorderId: Scalars['ID']['input'];
};


export type MutationUpdateSalesOrderTemplateArgs = {
  salesorderId: Scalars['ID']['input'];
  templateId: Scalars['ID']['input'];
};


export type MutationUpdateSalesOrderBillingAddressArgs = {
  salesorderId: Scalars['ID']['input'];
  input: ContactAddressInput;
};


export type MutationUpdateSalesOrderShippingAddressArgs = {
  salesorderId: Scalars['ID']['input'];
  input: ContactAddressInput;
};


export type MutationAddSalesOrderCommentArgs = {
  salesorderId: Scalars['ID']['input'];
  input: EstimateCommentInput;
};


export type MutationUpdateSalesOrderCommentArgs = {
  salesorderId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
  input: EstimateCommentInput;
};


export type MutationDeleteSalesOrderCommentArgs = {
  salesorderId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
};


export type MutationCreateInvoiceFromSalesOrderArgs = {
  salesorderId: Scalars['ID']['input'];
  input?: InputMaybe<InvoiceFromSalesOrderInput>;
};


export type MutationCreateSalesReceiptArgs = {
  input: CreateSalesReceiptInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateSalesReceiptArgs = {
  salesReceiptId: Scalars['ID']['input'];
  input: UpdateSalesReceiptInput;
};


export type MutationDeleteSalesReceiptArgs = {
  salesReceiptId: Scalars['ID']['input'];
};


export type MutationCreateVendorCreditArgs = {
  input: CreateVendorCreditInput;
  ignoreAutoNumberGeneration?: InputMaybe<Scalars['Boolean']['input']>;
  billId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateVendorCreditArgs = {
  vendorCreditId: Scalars['ID']['input'];
  input: UpdateVendorCreditInput;
};


export type MutationDeleteVendorCreditArgs = {
  vendorCreditId: Scalars['ID']['input'];
};


export type MutationMarkVendorCreditOpenArgs = {
  vendorCreditId: Scalars['ID']['input'];
};


export type MutationMarkVendorCreditVoidArgs = {
  vendorCreditId: Scalars['ID']['input'];
};


export type MutationSubmitVendorCreditArgs = {
  vendorCreditId: Scalars['ID']['input'];
};


export type MutationApproveVendorCreditArgs = {
  vendorCreditId: Scalars['ID']['input'];
};


export type MutationAddVendorCreditCommentArgs = {
  vendorCreditId: Scalars['ID']['input'];
  input: EstimateCommentInput;
};


export type MutationDeleteVendorCreditCommentArgs = {
  vendorCreditId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
};


export type MutationApplyVendorCreditToBillsArgs = {
  vendorCreditId: Scalars['ID']['input'];
  input: ApplyVendorCreditInput;
};


export type MutationDeleteVendorCreditBillArgs = {
  vendorCreditId: Scalars['ID']['input'];
  vendorCreditBillId: Scalars['ID']['input'];
};


export type MutationApplyCreditsToBillArgs = {
  billId: Scalars['ID']['input'];
  input: ApplyBillCreditsInput;
};


export type MutationCreateVendorCreditRefundArgs = {
  vendorCreditId: Scalars['ID']['input'];
  input: VendorCreditRefundInput;
};


export type MutationUpdateVendorCreditRefundArgs = {
  vendorCreditId: Scalars['ID']['input'];
  vendorCreditRefundId: Scalars['ID']['input'];
  input: VendorCreditRefundInput;
};


export type MutationDeleteVendorCreditRefundArgs = {
  vendorCreditId: Scalars['ID']['input'];
  vendorCreditRefundId: Scalars['ID']['input'];
};


export type MutationCreateVendorPaymentArgs = {
  input: VendorPaymentInput;
};


export type MutationUpdateVendorPaymentArgs = {
  paymentId: Scalars['ID']['input'];
  input: VendorPaymentInput;
};


export type MutationDeleteVendorPaymentArgs = {
  paymentId: Scalars['ID']['input'];
};


export type MutationDeleteVendorPaymentsArgs = {
  vendorpaymentIds: Array<Scalars['ID']['input']>;
  bulkDelete?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateVendorPaymentRefundArgs = {
  paymentId: Scalars['ID']['input'];
  input: VendorPaymentRefundInput;
};


export type MutationUpdateVendorPaymentRefundArgs = {
  paymentId: Scalars['ID']['input'];
  vendorpaymentRefundId: Scalars['ID']['input'];
  input: VendorPaymentRefundInput;
};


export type MutationDeleteVendorPaymentRefundArgs = {
  paymentId: Scalars['ID']['input'];
  vendorpaymentRefundId: Scalars['ID']['input'];
};


export type MutationDeleteBillPaymentArgs = {
  billId: Scalars['ID']['input'];
  billPaymentId: Scalars['ID']['input'];
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationUpdateWebhookArgs = {
  webhookId: Scalars['ID']['input'];
  input: UpdateWebhookInput;
};


export type MutationDeleteWebhookArgs = {
  webhookId: Scalars['ID']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  webhookId: Scalars['ID']['input'];
};


export type MutationTestWebhookArgs = {
  webhookId: Scalars['ID']['input'];
};


export type MutationRedeliverWebhookDeliveryArgs = {
  webhookId: Scalars['ID']['input'];
  deliveryId: Scalars['ID']['input'];
};

/** How a price list sets its rates. */
export type PricebookType =
  /** Each listed item has a rate (or discount, or volume brackets) of its own. */
  | 'PER_ITEM'
  /** Every item's own rate raised or lowered by one percentage, then rounded. */
  | 'FIXED_PERCENTAGE';

/** How an item of a price list is priced. */
export type PricebookPricingScheme =
  /** One rate per unit whatever the quantity. */
  | 'UNIT'
  /** Rate by the quantity bracket (`price_brackets`) the quantity falls in. */
  | 'VOLUME';

/** How a fixed_percentage list rounds the rates it computes. Ties round half up; a rate is never below 0. */
export type PricebookRoundingType =
  /** Round to `decimal_place` places. */
  | 'NO_ROUNDING'
  /** Round to the nearest whole unit (12.30 → 12.00). */
  | 'ROUND_TO_DOLLAR'
  /** Round to the nearest whole unit, minus 0.01 (12.30 → 11.99), not below 0. */
  | 'ROUND_TO_DOLLAR_MINUS_01'
  /** Round to the nearest 0.50 (12.30 → 12.50). */
  | 'ROUND_TO_HALF_DOLLAR'
  /** Round to the nearest 0.50, minus 0.01 (12.30 → 12.49), not below 0. */
  | 'ROUND_TO_HALF_DOLLAR_MINUS_01';

/** Which side of trade a price list prices. */
export type PricebookSalesOrPurchaseType =
  /** Sales: based on items' sales rate, used on invoices. */
  | 'SALES'
  /** Purchases: based on items' purchase rate, used on bills and purchase orders. */
  | 'PURCHASES';

/** Whether a price list can be chosen for new documents. */
export type PricebookStatus =
  /** Can be used. */
  | 'ACTIVE'
  /** Kept, but not offered for new documents. */
  | 'INACTIVE';

/** Status filter of the price list list. */
export type PricebookStatusFilter =
  /** Every price list. */
  | 'STATUS_ALL'
  /** Active price lists. */
  | 'STATUS_ACTIVE'
  /** Inactive price lists. */
  | 'STATUS_INACTIVE';

/** Columns the price list list sorts by. */
export type PricebookSortColumn =
  /** Name, case-insensitively. */
  | 'NAME'
  /** Creation time. */
  | 'CREATED_TIME';

/** A quantity range of an item priced by volume. */
export type PricebookPriceBracket = {
  __typename?: 'PricebookPriceBracket';
  /** The price list entry (pricebook item) the bracket belongs to. */
  pricebookItemId: Scalars['ID']['output'];
  /** Lowest quantity of the range (inclusive). */
  startQuantity: Scalars['Decimal']['output'];
  /** Highest quantity of the range (inclusive); null means no upper end (last bracket only). */
  endQuantity: Maybe<Scalars['Decimal']['output']>;
  /** Rate per unit for a quantity in the range. */
  pricebookRate: Maybe<Scalars['Decimal']['output']>;
  /** Discount for a quantity in the range: a percentage such as "10%" or an amount per unit such as "2.5". */
  pricebookDiscount: Maybe<Scalars['String']['output']>;
};

/** The price of one item in a per_item price list. */
export type PricebookItem = {
  __typename?: 'PricebookItem';
  /** Identifier of the entry. */
  pricebookItemId: Scalars['ID']['output'];
  /** The item priced. */
  itemId: Scalars['ID']['output'];
  /** The item's name. */
  itemName: Maybe<Scalars['String']['output']>;
  /** Rate per unit in the list's currency; with volume pricing, the rate outside every bracket. */
  pricebookRate: Maybe<Scalars['Decimal']['output']>;
  /** Discount: a percentage such as "10%" or an amount per unit such as "2.5". */
  pricebookDiscount: Maybe<Scalars['String']['output']>;
  /** Unit or volume pricing. */
  pricingScheme: PricebookPricingScheme;
  /** Quantity brackets of volume pricing, by start quantity; empty for unit pricing. */
  priceBrackets: Array<PricebookPriceBracket>;
};

/** A price list (pricebook): rates of its own for items, or a percentage over items' rates. */
export type Pricebook = {
  __typename?: 'Pricebook';
  /** Identifier. */
  pricebookId: Scalars['ID']['output'];
  /** Name, unique in the organization (case-insensitively). */
  name: Scalars['String']['output'];
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Currency the list's rates are in. */
  currencyId: Scalars['ID']['output'];
  /** Code of that currency. */
  currencyCode: Scalars['String']['output'];
  /** Places a computed rate keeps when rounding_type is no_rounding (0 to 6). */
  decimalPlace: Scalars['Int']['output'];
  /** Whether this is the organization's default list for its sales_or_purchase_type. */
  isDefault: Scalars['Boolean']['output'];
  /** Markup (true) or markdown (false) of a fixed_percentage list. */
  isIncrease: Scalars['Boolean']['output'];
  /** Percentage of a fixed_percentage list; null for per_item lists. */
  percentage: Maybe<Scalars['Decimal']['output']>;
  /** A list has no rate of its own: always null (rates are per item, or come from the percentage). */
  pricebookRate: Maybe<Scalars['Decimal']['output']>;
  /** per_item or fixed_percentage. */
  pricebookType: PricebookType;
  /** Pricing scheme the list's items take unless they name one. */
  pricingScheme: PricebookPricingScheme;
  /** Rounding of rates computed from the percentage. */
  roundingType: PricebookRoundingType;
  /** Sales or purchases. */
  salesOrPurchaseType: PricebookSalesOrPurchaseType;
  /** Active or inactive. */
  status: PricebookStatus;
  /** Items with their rates (per_item lists); empty for fixed_percentage lists. */
  pricebookItems: Array<PricebookItem>;
  /** When the list was created, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
  /** When the list last changed, in the organization's time zone. */
  lastModifiedTime: Scalars['String']['output'];
};

/** One quantity range of volume pricing. */
export type PricebookPriceBracketInput = {
  /** Lowest quantity of the range (inclusive). */
  startQuantity: Scalars['Decimal']['input'];
  /** Highest quantity (inclusive), at least start_quantity; omit for an open last bracket. */
  endQuantity?: InputMaybe<Scalars['Decimal']['input']>;
  /** Rate per unit in the range; give it, a discount, or both. */
  pricebookRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Discount in the range: "10%" (0 to 100%) or an amount per unit such as "2.5". */
  pricebookDiscount?: InputMaybe<Scalars['String']['input']>;
};

/** The price of one item in a per_item price list. */
export type PricebookItemInput = {
  /** An item of the organization; each item at most once per list. */
  itemId: Scalars['ID']['input'];
  /** Rate per unit in the list's currency. */
  pricebookRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Discount: "10%" (0 to 100%) or an amount per unit such as "2.5". */
  pricebookDiscount?: InputMaybe<Scalars['String']['input']>;
  /** Unit or volume pricing (default: the list's pricing_scheme). */
  pricingScheme?: InputMaybe<PricebookPricingScheme>;
  /** Quantity brackets, required for volume pricing; ranges may not overlap. */
  priceBrackets?: InputMaybe<Array<PricebookPriceBracketInput>>;
};

/** Fields of a new price list. */
export type CreatePricebookInput = {
  /** Name, unique in the organization. */
  name: Scalars['String']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A currency of the organization (default: the base currency). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** per_item or fixed_percentage. */
  pricebookType: PricebookType;
  /** Markup or markdown percentage, 0 to 100: required for fixed_percentage, not taken by per_item. */
  percentage?: InputMaybe<Scalars['Decimal']['input']>;
  /** Accepted for compatibility and ignored: a list has no rate of its own. */
  pricebookRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Default pricing scheme of the list's items (default unit). */
  pricingScheme?: InputMaybe<PricebookPricingScheme>;
  /** Markup (true, default) or markdown (false) of a fixed_percentage list. */
  isIncrease?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rounding of computed rates (default no_rounding). */
  roundingType?: InputMaybe<PricebookRoundingType>;
  /** Places kept by no_rounding, 0 to 6 (default: the organization's price precision). */
  decimalPlace?: InputMaybe<Scalars['Int']['input']>;
  /** Items with their rates: per_item lists only. */
  pricebookItems?: InputMaybe<Array<PricebookItemInput>>;
  /** Sales (default) or purchases. */
  salesOrPurchaseType?: InputMaybe<PricebookSalesOrPurchaseType>;
  /** Make it the default list of its sales_or_purchase_type (the previous default stops being one). */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a price list: only the fields given change; pricebook_items, when given, replaces the whole set. */
export type UpdatePricebookInput = {
  /** Name, unique in the organization. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A currency of the organization. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** per_item or fixed_percentage; changing to fixed_percentage drops the items. */
  pricebookType?: InputMaybe<PricebookType>;
  /** Markup or markdown percentage, 0 to 100 (fixed_percentage lists). */
  percentage?: InputMaybe<Scalars['Decimal']['input']>;
  /** Accepted for compatibility and ignored: a list has no rate of its own. */
  pricebookRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Default pricing scheme of the list's items. */
  pricingScheme?: InputMaybe<PricebookPricingScheme>;
  /** Markup (true) or markdown (false). */
  isIncrease?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rounding of computed rates. */
  roundingType?: InputMaybe<PricebookRoundingType>;
  /** Places kept by no_rounding, 0 to 6. */
  decimalPlace?: InputMaybe<Scalars['Int']['input']>;
  /** The complete new set of items with their rates (per_item lists). */
  pricebookItems?: InputMaybe<Array<PricebookItemInput>>;
  /** Sales or purchases. */
  salesOrPurchaseType?: InputMaybe<PricebookSalesOrPurchaseType>;
  /** Make it (or stop it being) the default list of its sales_or_purchase_type. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of creating a price list. */
export type CreatePricebookPayload = {
  __typename?: 'CreatePricebookPayload';
  /** The new price list, active. */
  pricebook: Pricebook;
};

/** Result of updating a price list. */
export type UpdatePricebookPayload = {
  __typename?: 'UpdatePricebookPayload';
  /** The price list as it is now. */
  pricebook: Pricebook;
};

/** Result of deleting a price list. */
export type DeletePricebookPayload = {
  __typename?: 'DeletePricebookPayload';
  /** Identifier of the deleted price list. */
  pricebookId: Scalars['ID']['output'];
};

/** Result of marking a price list active. */
export type MarkPricebookActivePayload = {
  __typename?: 'MarkPricebookActivePayload';
  /** The price list, now active. */
  pricebook: Pricebook;
};

/** Result of marking a price list inactive. */
export type MarkPricebookInactivePayload = {
  __typename?: 'MarkPricebookInactivePayload';
  /** The price list, now inactive. */
  pricebook: Pricebook;
};

/** The rate an item gets under a price list. */
export type PricebookItemRate = {
  __typename?: 'PricebookItemRate';
  /** The item. */
  itemId: Scalars['ID']['output'];
  /** Quantity the rate is for. */
  quantity: Scalars['Decimal']['output'];
  /** The item's own rate: its sales rate, or its purchase rate under a purchases list. */
  itemRate: Maybe<Scalars['Decimal']['output']>;
  /** Whether the list prices the item (a fixed_percentage list prices every item). */
  isListed: Scalars['Boolean']['output'];
  /** Rate per unit under the list: computed from the percentage, or the bracket's, the entry's, else the item's own rate. */
  pricebookRate: Maybe<Scalars['Decimal']['output']>;
  /** Discount under the list, as the entry or bracket gives it. */
  pricebookDiscount: Maybe<Scalars['String']['output']>;
};

/** A page of price lists. */
export type PricebookList = {
  __typename?: 'PricebookList';
  /** One page of price lists. */
  nodes: Array<Pricebook>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A currency the organization deals in. The base currency is created with the organization. */
export type Currency = {
  __typename?: 'Currency';
  /** Identifier. */
  currencyId: Scalars['ID']['output'];
  /** ISO 4217 code, e.g. EUR. */
  currencyCode: Scalars['String']['output'];
  /** English name, e.g. Euro. */
  currencyName: Scalars['String']['output'];
  /** Symbol shown with amounts, e.g. €. */
  currencySymbol: Scalars['String']['output'];
  /** Decimal places amounts in this currency are rounded to (0 to 4). */
  pricePrecision: Scalars['Int']['output'];
  /** How amounts are displayed (digit grouping and decimal mark), e.g. 1,234,567.89. */
  currencyFormat: Scalars['String']['output'];
  /** Whether this is the organization's base currency. */
  isBaseCurrency: Scalars['Boolean']['output'];
  /** Units of the base currency one unit of this currency is worth; 1 for the base currency. */
  exchangeRate: Scalars['Decimal']['output'];
  /** The day exchangeRate took effect, in the organization's time zone: a currency's rate is set when the currency is added and kept since. */
  effectiveDate: Scalars['LocalDate']['output'];
};

/** Which currencies a list shows. */
export type CurrencyFilter =
  /** Every currency of the organization. */
  | 'ALL'
  /** Every currency except the base currency. */
  | 'EXCLUDE_BASE_CURRENCY';

/** Columns a currency list sorts by. */
export type CurrencySortColumn =
  /** ISO code (the default). */
  | 'CURRENCY_CODE'
  /** Name. */
  | 'CURRENCY_NAME';

/** A currency added to the organization. */
export type CreateCurrencyInput = {
  /** ISO 4217 code; each code once per organization. */
  currencyCode: Scalars['String']['input'];
  /** Symbol (default: the currency's usual symbol). */
  currencySymbol?: InputMaybe<Scalars['String']['input']>;
  /** Decimal places, 0 to 4 (default: the currency's minor unit). */
  pricePrecision?: InputMaybe<Scalars['Int']['input']>;
  /** Display format such as 1,234,567.89, 1.234.567,89, 1 234 567,89 or 1,23,45,678.89 (default 1,234,567 with the precision's decimals). */
  currencyFormat?: InputMaybe<Scalars['String']['input']>;
  /** Units of the base currency one unit is worth, greater than 0 (default 1). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
};

/** Result of adding a currency. */
export type CreateCurrencyPayload = {
  __typename?: 'CreateCurrencyPayload';
  /** The new currency. */
  currency: Currency;
};

/** A page of the organization's currencies. */
export type CurrencyList = {
  __typename?: 'CurrencyList';
  /** One page of currencies. */
  nodes: Array<Currency>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** The kind of a ledger account; its group (asset, liability, equity, income, expense) decides the statement it appears on. */
export type AccountType =
  /** Asset: other asset. */
  | 'OTHER_ASSET'
  /** Asset: other current asset. */
  | 'OTHER_CURRENT_ASSET'
  /** Asset: cash. */
  | 'CASH'
  /** Asset: bank account. */
  | 'BANK'
  /** Asset: fixed asset. */
  | 'FIXED_ASSET'
  /** Asset: accounts receivable. */
  | 'ACCOUNTS_RECEIVABLE'
  /** Asset: stock (inventory). */
  | 'STOCK'
  /** Asset: payment clearing. */
  | 'PAYMENT_CLEARING'
  /** Asset: input tax. */
  | 'INPUT_TAX'
  /** Asset: intangible asset. */
  | 'INTANGIBLE_ASSET'
  /** Asset: non-current asset. */
  | 'NON_CURRENT_ASSET'
  /** Liability: other current liability. */
  | 'OTHER_CURRENT_LIABILITY'
  /** Liability: credit card. */
  | 'CREDIT_CARD'
  /** Liability: long-term liability. */
  | 'LONG_TERM_LIABILITY'
  /** Liability: other liability. */
  | 'OTHER_LIABILITY'
  /** Liability: accounts payable. */
  | 'ACCOUNTS_PAYABLE'
  /** Liability: output tax. */
  | 'OUTPUT_TAX'
  /** Liability: non-current liability. */
  | 'NON_CURRENT_LIABILITY'
  /** Equity. */
  | 'EQUITY'
  /** Income. */
  | 'INCOME'
  /** Income: other income. */
  | 'OTHER_INCOME'
  /** Expense. */
  | 'EXPENSE'
  /** Expense: cost of goods sold. */
  | 'COST_OF_GOODS_SOLD'
  /** Expense: other expense. */
  | 'OTHER_EXPENSE';

/** Which accounts a chart-of-accounts list shows. */
export type AccountFilter =
  /** Every account (the default). */
  | 'ALL'
  /** Active accounts. */
  | 'ACTIVE'
  /** Inactive accounts. */
  | 'INACTIVE'
  /** Asset accounts. */
  | 'ASSET'
  /** Liability accounts. */
  | 'LIABILITY'
  /** Equity accounts. */
  | 'EQUITY'
  /** Income accounts. */
  | 'INCOME'
  /** Expense accounts. */
  | 'EXPENSE';

/** Columns a chart-of-accounts list sorts by. */
export type AccountSortColumn =
  /** Name (the default). */
  | 'ACCOUNT_NAME'
  /** Type. */
  | 'ACCOUNT_TYPE'
  /** Code. */
  | 'ACCOUNT_CODE';

/** An account of the organization's chart of accounts (the ledger's accounts). */
export type Account = {
  __typename?: 'Account';
  /** Identifier. */
  accountId: Scalars['ID']['output'];
  /** Name, unique in the organization. */
  accountName: Scalars['String']['output'];
  /** Code, unique in the organization when given. */
  accountCode: Maybe<Scalars['String']['output']>;
  /** Type. */
  accountType: AccountType;
  /** Currency of the account. */
  currencyId: Maybe<Scalars['ID']['output']>;
  /** Code of the account's currency. */
  currencyCode: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Whether the account can be used on new transactions. */
  isActive: Scalars['Boolean']['output'];
  /** Whether the account was made through the API rather than by the default chart. */
  isUserCreated: Scalars['Boolean']['output'];
  /** Whether posting rules rely on the account: it cannot be deleted, deactivated or change type. */
  isSystemAccount: Scalars['Boolean']['output'];
  /** Parent account, of the same type group. */
  parentAccountId: Maybe<Scalars['ID']['output']>;
  /** Parent account's name. */
  parentAccountName: Maybe<Scalars['String']['output']>;
  /** Levels below the top of the chart (0 without a parent). */
  depth: Scalars['Int']['output'];
  /** Whether files are attached (always false for now). */
  hasAttachment: Scalars['Boolean']['output'];
  /** Balance from the ledger in the base currency, accrual basis: debits less credits (a credit balance is negative). */
  currentBalance: Scalars['Decimal']['output'];
  /** The same balance, as the family names it on one account. */
  closingBalance: Scalars['Decimal']['output'];
  /** Whether any ledger line posts to the account. */
  isInvolvedInTransaction: Scalars['Boolean']['output'];
  /** Number of direct sub-accounts, as a string as the family sends it ("0"). */
  childCount: Scalars['String']['output'];
  /** Whether the account has sub-accounts, as the string "true" or "false" the family sends. */
  isChildPresent: Scalars['String']['output'];
  /** Whether the account stands alone in the chart's hierarchy: it has neither a parent nor sub-accounts. */
  isStandaloneAccount: Scalars['Boolean']['output'];
  /** When the account was created, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
  /** When the account last changed, in the organization's time zone. */
  lastModifiedTime: Scalars['String']['output'];
};

/** A new account of the chart. */
export type CreateAccountInput = {
  /** Name, unique in the organization. */
  accountName: Scalars['String']['input'];
  /** Code, unique in the organization. */
  accountCode?: InputMaybe<Scalars['String']['input']>;
  /** Type. */
  accountType: AccountType;
  /** Currency (default: the base currency). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Parent account: of the same organization and type group. */
  parentAccountId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to an account: only the fields given change; a null parent makes it a top-level account. */
export type UpdateAccountInput = {
  /** Name, unique in the organization. */
  accountName?: InputMaybe<Scalars['String']['input']>;
  /** Code, unique in the organization; null removes it. */
  accountCode?: InputMaybe<Scalars['String']['input']>;
  /** Type (not for system accounts). */
  accountType?: InputMaybe<AccountType>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Parent account; null removes it. */
  parentAccountId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of creating an account. */
export type CreateAccountPayload = {
  __typename?: 'CreateAccountPayload';
  /** The new account. */
  account: Account;
};

/** Result of updating an account. */
export type UpdateAccountPayload = {
  __typename?: 'UpdateAccountPayload';
  /** The account as it is now. */
  account: Account;
};

/** Result of deleting an account. */
export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  /** The deleted account's id. */
  accountId: Scalars['ID']['output'];
};

/** Result of marking an account active. */
export type MarkAccountActivePayload = {
  __typename?: 'MarkAccountActivePayload';
  /** The account as it is now. */
  account: Account;
};

/** Result of marking an account inactive. */
export type MarkAccountInactivePayload = {
  __typename?: 'MarkAccountInactivePayload';
  /** The account as it is now. */
  account: Account;
};

/** A page of the chart of accounts. */
export type AccountList = {
  __typename?: 'AccountList';
  /** One page of accounts. */
  nodes: Array<Account>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Whether a contact is a customer or a vendor. */
export type ContactType =
  /** Someone the organization sells to. */
  | 'CUSTOMER'
  /** Someone the organization buys from. */
  | 'VENDOR';

/** Whether a customer is a business or a person. */
export type CustomerSubType =
  /** A business. */
  | 'BUSINESS'
  /** A person. */
  | 'INDIVIDUAL';

/** Whether a contact can be used on new transactions. */
export type ContactStatus =
  /** In use. */
  | 'ACTIVE'
  /** Kept for history; not offered on new transactions. */
  | 'INACTIVE';

/** Which contacts a list shows. */
export type ContactFilter =
  /** Every contact (the default). */
  | 'ALL'
  /** Active contacts. */
  | 'ACTIVE'
  /** Inactive contacts. */
  | 'INACTIVE'
  /** Customers. */
  | 'CUSTOMERS'
  /** Vendors. */
  | 'VENDORS';

/** Columns a contact list sorts by. */
export type ContactSortColumn =
  /** Name (the default). */
  | 'CONTACT_NAME'
  /** Creation time. */
  | 'CREATED_TIME'
  /** Time of the last change. */
  | 'LAST_MODIFIED_TIME';

/** A billing or shipping address of a contact. */
export type ContactAddress = {
  __typename?: 'ContactAddress';
  /** Street address. */
  address: Maybe<Scalars['String']['output']>;
  /** Second street line. */
  street2: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Maybe<Scalars['String']['output']>;
  /** State or province. */
  state: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  zip: Maybe<Scalars['String']['output']>;
  /** Country. */
  country: Maybe<Scalars['String']['output']>;
  /** Fax number. */
  fax: Maybe<Scalars['String']['output']>;
};

/** A contact's own billing or shipping address: the fields of its further addresses, without an id. */
export type ContactPartyAddress = {
  __typename?: 'ContactPartyAddress';
  /** Person or department the mail is for. */
  attention: Maybe<Scalars['String']['output']>;
  /** Street address. */
  address: Maybe<Scalars['String']['output']>;
  /** Second street line. */
  street2: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Maybe<Scalars['String']['output']>;
  /** State or province. */
  state: Maybe<Scalars['String']['output']>;
  /** Code of the state (GST state code, US state abbreviation). */
  stateCode: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  zip: Maybe<Scalars['String']['output']>;
  /** Country. */
  country: Maybe<Scalars['String']['output']>;
  /** Fax number. */
  fax: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone: Maybe<Scalars['String']['output']>;
};

/** What a contact owed or was owed when its books moved to Kontor, at one location (or the organization as a whole). */
export type ContactOpeningBalance = {
  __typename?: 'ContactOpeningBalance';
  /** The location the balance belongs to; null for the organization as a whole. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** The amount, in the contact's currency. */
  openingBalanceAmount: Scalars['Decimal']['output'];
  /** Units of base currency per unit of the contact's currency it was posted at. */
  exchangeRate: Scalars['Decimal']['output'];
};

/** An opening balance as given: posted to the ledger with the contact. */
export type ContactOpeningBalanceInput = {
  /** A location of the organization (default: none, the organization as a whole); at most one balance per location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** The amount in the contact's currency, 0 or more. */
  openingBalanceAmount: Scalars['Decimal']['input'];
  /** Units of base currency per unit of the contact's currency (default: the currency's rate; 1 for the base currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
};

/** A billing or shipping address as given on create or update. */
export type ContactAddressInput = {
  /** Street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Second street line. */
  street2?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** State or province. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  zip?: InputMaybe<Scalars['String']['input']>;
  /** Country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Fax number. */
  fax?: InputMaybe<Scalars['String']['input']>;
};

/** Channels a contact person may be reached on. */
export type CommunicationPreference = {
  __typename?: 'CommunicationPreference';
  /** Email. */
  isEmailEnabled: Scalars['Boolean']['output'];
  /** SMS. */
  isSmsEnabled: Scalars['Boolean']['output'];
  /** WhatsApp. */
  isWhatsappEnabled: Scalars['Boolean']['output'];
};

/** Channels a contact person may be reached on, as given. */
export type CommunicationPreferenceInput = {
  /** Email (default true). */
  isEmailEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** SMS (default false). */
  isSmsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** WhatsApp (default false). */
  isWhatsappEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A person at a contact. */
export type ContactPerson = {
  __typename?: 'ContactPerson';
  /** Identifier, stable across updates of the contact. */
  contactPersonId: Scalars['ID']['output'];
  /** First name. */
  firstName: Maybe<Scalars['String']['output']>;
  /** Last name. */
  lastName: Maybe<Scalars['String']['output']>;
  /** Email address. */
  email: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone: Maybe<Scalars['String']['output']>;
  /** Mobile number. */
  mobile: Maybe<Scalars['String']['output']>;
  /** Whether this is the contact's primary person (exactly one is, when there are any). */
  isPrimaryContact: Scalars['Boolean']['output'];
  /** Channels the person may be reached on. */
  communicationPreference: CommunicationPreference;
  /** The contact the person belongs to. */
  contactId: Scalars['ID']['output'];
  /** Salutation: Mr., Ms., Dr. ... */
  salutation: Maybe<Scalars['String']['output']>;
  /** Job title. */
  designation: Maybe<Scalars['String']['output']>;
  /** Department. */
  department: Maybe<Scalars['String']['output']>;
  /** Skype name. */
  skype: Maybe<Scalars['String']['output']>;
  /** Always false: Kontor has no customer portal to invite a person to. */
  isAddedInPortal: Scalars['Boolean']['output'];
};

/** A person at a contact: with contactPersonId it updates that person, without it adds one. */
export type ContactPersonInput = {
  /** An existing person of this contact to update. */
  contactPersonId?: InputMaybe<Scalars['ID']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number. */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Whether this is the primary person (default: the first person). */
  isPrimaryContact?: InputMaybe<Scalars['Boolean']['input']>;
  /** Channels the person may be reached on. */
  communicationPreference?: InputMaybe<CommunicationPreferenceInput>;
  /** Salutation: Mr., Ms., Dr. ... */
  salutation?: InputMaybe<Scalars['String']['input']>;
  /** Job title. */
  designation?: InputMaybe<Scalars['String']['input']>;
  /** Department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** Skype name. */
  skype?: InputMaybe<Scalars['String']['input']>;
};

/** A customer or vendor. */
export type Contact = {
  __typename?: 'Contact';
  /** Identifier. */
  contactId: Scalars['ID']['output'];
  /** Display name, unique in the organization. */
  contactName: Scalars['String']['output'];
  /** Number, unique in the organization: CON-000001 onwards, or as given. */
  contactNumber: Scalars['String']['output'];
  /** Whether contactNumber was given by the client rather than taken from the series. */
  ignoreAutoNumberGeneration: Scalars['Boolean']['output'];
  /** Registered name of the business. */
  legalName: Maybe<Scalars['String']['output']>;
  /** Language of the contact's documents and mail (ISO 639-1, e.g. en, de, pt_br). */
  languageCode: Maybe<Scalars['String']['output']>;
  /** Facebook profile. */
  facebook: Maybe<Scalars['String']['output']>;
  /** Twitter handle. */
  twitter: Maybe<Scalars['String']['output']>;
  /** The user who created the contact (null when the platform did). */
  ownerId: Maybe<Scalars['ID']['output']>;
  /** Symbol of the contact's currency. */
  currencySymbol: Scalars['String']['output'];
  /** First name of the primary contact person. */
  firstName: Maybe<Scalars['String']['output']>;
  /** Last name of the primary contact person. */
  lastName: Maybe<Scalars['String']['output']>;
  /** Whether a transaction names the contact: an invoice, retainer invoice, expense, bank transaction, purchase order, receive, bill or payment. */
  hasTransaction: Scalars['Boolean']['output'];
  /** Company name. */
  companyName: Maybe<Scalars['String']['output']>;
  /** Customer or vendor. */
  contactType: ContactType;
  /** Business or individual. */
  customerSubType: CustomerSubType;
  /** Active or inactive. */
  status: ContactStatus;
  /** Currency the contact is billed in. */
  currencyId: Scalars['ID']['output'];
  /** Code of that currency. */
  currencyCode: Scalars['String']['output'];
  /** Days until payment is due. */
  paymentTerms: Scalars['Int']['output'];
  /** Label of the payment terms, e.g. Net 30. */
  paymentTermsLabel: Scalars['String']['output'];
  /** Email address. */
  email: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone: Maybe<Scalars['String']['output']>;
  /** Mobile number. */
  mobile: Maybe<Scalars['String']['output']>;
  /** Website. */
  website: Maybe<Scalars['String']['output']>;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Billing address. */
  billingAddress: ContactPartyAddress;
  /** Shipping address. */
  shippingAddress: ContactPartyAddress;
  /** People at the contact, in the order given. */
  contactPersons: Array<ContactPerson>;
  /** Values of the contact custom fields (GET /settings/customfields?entity=contact), in the order the fields were defined. */
  customFields: Array<CustomFieldValue>;
  /** GST identification number (India). */
  gstNo: Maybe<Scalars['String']['output']>;
  /** GST treatment (India). */
  gstTreatment: Maybe<Scalars['String']['output']>;
  /** Tax treatment (GCC, Mexico, Kenya, South Africa). */
  taxTreatment: Maybe<Scalars['String']['output']>;
  /** VAT treatment (UK and Europe). */
  vatTreatment: Maybe<Scalars['String']['output']>;
  /** Place of supply. */
  placeOfSupply: Maybe<Scalars['String']['output']>;
  /** Whether automatic payment reminders go to this contact's invoices (default true). */
  paymentReminderEnabled: Scalars['Boolean']['output'];
  /** Whether the contact's payments are tracked for Form 1099 (default false; customers too, as the family allows). */
  track1099: Scalars['Boolean']['output'];
  /** Amount the contact owes: its opening balance (a customer's) and its open invoices' balances, in its currency. */
  outstandingReceivableAmount: Scalars['Decimal']['output'];
  /** outstandingReceivableAmount in the base currency, each document at its own exchange rate. */
  outstandingReceivableAmountBcy: Scalars['Decimal']['output'];
  /** Amount owed to the contact: its opening balance (a vendor's) and its open bills' balances, in its currency. */
  outstandingPayableAmount: Scalars['Decimal']['output'];
  /** outstandingPayableAmount in the base currency, each document at its own exchange rate. */
  outstandingPayableAmountBcy: Scalars['Decimal']['output'];
  /** The customer's money not yet used: payments' unused amounts (less refunds) and retainer payments not drawn, in its currency. */
  unusedCreditsReceivableAmount: Scalars['Decimal']['output'];
  /** unusedCreditsReceivableAmount in the base currency, each document at its own exchange rate. */
  unusedCreditsReceivableAmountBcy: Scalars['Decimal']['output'];
  /** Credit a vendor owes back: always 0, Kontor records no vendor credits or advances to vendors. */
  unusedCreditsPayableAmount: Scalars['Decimal']['output'];
  /** unusedCreditsPayableAmount in the base currency (always 0). */
  unusedCreditsPayableAmountBcy: Scalars['Decimal']['output'];
  /** Most the customer may owe (0: no limit is set). */
  creditLimit: Scalars['Decimal']['output'];
  /** Opening balances, posted to the general ledger (Accounts Receivable or Payable against Opening Balance Adjustments). */
  openingBalances: Array<ContactOpeningBalance>;
  /** The primary contact person, if the contact has persons. */
  primaryContactId: Maybe<Scalars['ID']['output']>;
  /** The contact's price list (documents do not apply it by themselves yet). */
  pricebookId: Maybe<Scalars['ID']['output']>;
  /** Name of that price list. */
  pricebookName: Maybe<Scalars['String']['output']>;
  /** Whether the contact's sales are taxed (default true). */
  isTaxable: Scalars['Boolean']['output'];
  /** The contact's default tax (documents do not take it by themselves yet). */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Name of that tax. */
  taxName: Maybe<Scalars['String']['output']>;
  /** Percentage of that tax (a group's: the sum of its members'). */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Authority of that tax, if the tax names one. */
  taxAuthorityId: Maybe<Scalars['ID']['output']>;
  /** Name of that authority. */
  taxAuthorityName: Maybe<Scalars['String']['output']>;
  /** When the contact was created, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
  /** When the contact last changed, in the organization's time zone. */
  lastModifiedTime: Scalars['String']['output'];
};

/** A new contact. */
export type CreateContactInput = {
  /** Display name, unique in the organization. */
  contactName: Scalars['String']['input'];
  /** Number, unique in the organization (default: the next of the series, CON-000001 onwards). */
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  /** Registered name of the business. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** Language of the contact's documents and mail: an ISO 639-1 code, optionally with a region (en, de, pt_br). */
  languageCode?: InputMaybe<Scalars['String']['input']>;
  /** Facebook profile. */
  facebook?: InputMaybe<Scalars['String']['input']>;
  /** Twitter handle. */
  twitter?: InputMaybe<Scalars['String']['input']>;
  /** Company name. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Customer (default) or vendor. */
  contactType?: InputMaybe<ContactType>;
  /** Business (default) or individual. */
  customerSubType?: InputMaybe<CustomerSubType>;
  /** Currency (default: the base currency). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Days until payment is due (default 0). */
  paymentTerms?: InputMaybe<Scalars['Int']['input']>;
  /** Label of the payment terms (default: Due on Receipt, or Net N). */
  paymentTermsLabel?: InputMaybe<Scalars['String']['input']>;
  /** Email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number. */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Website. */
  website?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Billing address. */
  billingAddress?: InputMaybe<ContactAdditionalAddressInput>;
  /** Shipping address. */
  shippingAddress?: InputMaybe<ContactAdditionalAddressInput>;
  /** People at the contact. */
  contactPersons?: InputMaybe<Array<ContactPersonInput>>;
  /** Values of contact custom fields, each naming its field by id or API name. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** GST identification number (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<Scalars['String']['input']>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<Scalars['String']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Most the customer may owe, 0 or more (default 0). */
  creditLimit?: InputMaybe<Scalars['Decimal']['input']>;
  /** Opening balances, at most one per location; posted to the ledger with the contact. */
  openingBalances?: InputMaybe<Array<ContactOpeningBalanceInput>>;
  /** A price list of the organization. */
  pricebookId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether the contact's sales are taxed (default true); a non-taxable contact has no tax. */
  isTaxable?: InputMaybe<Scalars['Boolean']['input']>;
  /** A tax or tax group of the organization. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to a contact: only the fields given change. contactPersons, when given, is the full new list. */
export type UpdateContactInput = {
  /** Display name, unique in the organization. */
  contactName?: InputMaybe<Scalars['String']['input']>;
  /** Number, unique in the organization (default: the next of the series, CON-000001 onwards). */
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  /** Registered name of the business. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** Language of the contact's documents and mail: an ISO 639-1 code, optionally with a region (en, de, pt_br). */
  languageCode?: InputMaybe<Scalars['String']['input']>;
  /** Facebook profile. */
  facebook?: InputMaybe<Scalars['String']['input']>;
  /** Twitter handle. */
  twitter?: InputMaybe<Scalars['String']['input']>;
  /** Company name. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Customer or vendor. */
  contactType?: InputMaybe<ContactType>;
  /** Business or individual. */
  customerSubType?: InputMaybe<CustomerSubType>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Days until payment is due. */
  paymentTerms?: InputMaybe<Scalars['Int']['input']>;
  /** Label of the payment terms. */
  paymentTermsLabel?: InputMaybe<Scalars['String']['input']>;
  /** Email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number. */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Website. */
  website?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Billing address (replaces the whole address). */
  billingAddress?: InputMaybe<ContactAdditionalAddressInput>;
  /** Shipping address (replaces the whole address). */
  shippingAddress?: InputMaybe<ContactAdditionalAddressInput>;
  /** People at the contact: persons given with their id are kept and updated, others added, missing ones removed. */
  contactPersons?: InputMaybe<Array<ContactPersonInput>>;
  /** Values to set or (null or empty) remove; fields not named keep their values. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** GST identification number (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<Scalars['String']['input']>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<Scalars['String']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Most the customer may owe, 0 or more (null keeps it). */
  creditLimit?: InputMaybe<Scalars['Decimal']['input']>;
  /** Opening balances, at most one per location; posted to the ledger with the contact: the given list replaces the posted one, an empty list removes it. */
  openingBalances?: InputMaybe<Array<ContactOpeningBalanceInput>>;
  /** A price list of the organization; null removes it. */
  pricebookId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether the contact's sales are taxed (null keeps it); a non-taxable contact has no tax. */
  isTaxable?: InputMaybe<Scalars['Boolean']['input']>;
  /** A tax or tax group of the organization; null removes it. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of creating a contact. */
export type CreateContactPayload = {
  __typename?: 'CreateContactPayload';
  /** The new contact. */
  contact: Contact;
};

/** Result of updating a contact. */
export type UpdateContactPayload = {
  __typename?: 'UpdateContactPayload';
  /** The contact as it is now. */
  contact: Contact;
};

/** Result of deleting a contact. */
export type DeleteContactPayload = {
  __typename?: 'DeleteContactPayload';
  /** The deleted contact's id. */
  contactId: Scalars['ID']['output'];
};

/** Result of marking a contact active. */
export type MarkContactActivePayload = {
  __typename?: 'MarkContactActivePayload';
  /** The contact as it is now. */
  contact: Contact;
};

/** Result of marking a contact inactive. */
export type MarkContactInactivePayload = {
  __typename?: 'MarkContactInactivePayload';
  /** The contact as it is now. */
  contact: Contact;
};

/** A page of contacts. */
export type ContactList = {
  __typename?: 'ContactList';
  /** One page of contacts. */
  nodes: Array<Contact>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** What a member may do in an organization. */
export type UserRole =
  /** Everything, including settings and inviting users. */
  | 'ADMIN'
  /** Approves expense reports and advances. */
  | 'APPROVER'
  /** Submits expenses and reports. */
  | 'SUBMITTER'
  /** Day-to-day work without settings. */
  | 'STAFF';

/** Whether a member can use the organization. */
export type UserStatus =
  /** Can use the organization. */
  | 'ACTIVE'
  /** Invited and not yet joined. */
  | 'INVITED'
  /** No longer has access. */
  | 'INACTIVE';

/** Columns a user list sorts by. */
export type UserSortColumn =
  /** Name (the default). */
  | 'NAME'
  /** Email address. */
  | 'EMAIL'
  /** Time the user joined the organization. */
  | 'CREATED_TIME';

/** A member of the organization. */
export type User = {
  __typename?: 'User';
  /** Identifier of the user account. */
  userId: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Email address (sign-in name). */
  email: Scalars['String']['output'];
  /** Role in the organization. */
  role: UserRole;
  /** The same role in lower case, as the family's `user_role` spells it (`admin`, `staff`). */
  userRole: Scalars['String']['output'];
  /** Membership status. */
  status: UserStatus;
  /** Whether this is the caller. */
  isCurrentUser: Scalars['Boolean']['output'];
  /** When the user joined the organization, in its time zone. */
  createdTime: Scalars['String']['output'];
};

/** A user account to add to the organization. */
export type InviteUserInput = {
  /** Email address: an existing account joins at once; for a new one an account is made and invited. */
  email: Scalars['String']['input'];
  /** Name of a new account (default: the email's local part); an existing account keeps its own. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Role in the organization. */
  role: UserRole;
};

/** Changes to a member: the account's name, the role in the organization. */
export type UpdateUserInput = {
  /** Name of the account. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Role in the organization. */
  role?: InputMaybe<UserRole>;
};

/** Result of inviting a user. */
export type InviteUserPayload = {
  __typename?: 'InviteUserPayload';
  /** The new member. */
  user: User;
  /**
   * For an account made by this invitation: the link at which its holder sets the password and
   * joins (valid 7 days). Mailed too when an email relay is configured.
   */
  invitationUrl: Maybe<Scalars['String']['output']>;
};

/** Result of inviting a member again. */
export type ResendInvitationPayload = {
  __typename?: 'ResendInvitationPayload';
  /** The invited member. */
  user: User;
  /** The new link; earlier links stop working. */
  invitationUrl: Scalars['String']['output'];
};

/** Result of changing a member. */
export type UserPayload = {
  __typename?: 'UserPayload';
  /** The member as it is now. */
  user: User;
};

/** Result of removing a member. */
export type RemoveUserPayload = {
  __typename?: 'RemoveUserPayload';
  /** The removed member's account id. */
  userId: Scalars['ID']['output'];
};

/** A page of the organization's members. */
export type UserList = {
  __typename?: 'UserList';
  /** One page of users. */
  nodes: Array<User>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Whether an item can be used on new transactions. */
export type ItemStatus =
  /** Usable on new transactions. */
  | 'ACTIVE'
  /** Kept for history; hidden from new transactions. */
  | 'INACTIVE';

/** How an item is traded, which decides the accounts it uses. */
export type ItemType =
  /** Sold only (default). */
  | 'SALES'
  /** Bought only. */
  | 'PURCHASES'
  /** Sold and bought. */
  | 'SALES_AND_PURCHASES'
  /** Sold and bought, with stock tracked per location by the inventory module. */
  | 'INVENTORY';

/** Nature of an item for tax purposes; the organization's edition decides which values it may use. */
export type ItemProductType =
  /** Goods (every edition). */
  | 'GOODS'
  /** Services (every edition). */
  | 'SERVICE'
  /** Digital services (every edition but South Africa). */
  | 'DIGITAL_SERVICE'
  /** Capital services (South Africa edition only). */
  | 'CAPITAL_SERVICE'
  /** Capital goods (South Africa edition only). */
  | 'CAPITAL_GOODS';

/** Where a tax preference of an item applies (India: within the state or between states). */
export type ItemTaxSpecification =
  /** Supplies within the state. */
  | 'INTRA'
  /** Supplies between states. */
  | 'INTER';

/** Filter of the item list (`filter_by`). */
export type ItemFilter =
  /** Every item (default). */
  | 'STATUS_ALL'
  /** Active items. */
  | 'STATUS_ACTIVE'
  /** Inactive items. */
  | 'STATUS_INACTIVE'
  /** Items of item_type sales. */
  | 'ITEM_TYPE_SALES'
  /** Items of item_type purchases. */
  | 'ITEM_TYPE_PURCHASES'
  /** Items of item_type sales_and_purchases. */
  | 'ITEM_TYPE_SALES_AND_PURCHASES'
  /** Items of item_type inventory. */
  | 'ITEM_TYPE_INVENTORY';

/** Columns the item list sorts by. */
export type ItemSortColumn =
  /** Name (default). */
  | 'NAME'
  /** Sales rate. */
  | 'RATE'
  /** Stock keeping unit. */
  | 'SKU'
  /** Creation time. */
  | 'CREATED_TIME'
  /** Last change. */
  | 'LAST_MODIFIED_TIME';

/** Records a custom field can be defined for. */
export type CustomFieldEntity =
  /** Items. */
  | 'ITEM'
  /** Contacts (customers and vendors). */
  | 'CONTACT'
  /** Invoices. */
  | 'INVOICE';

/** Type of a custom field's values; values are checked against it. */
export type CustomFieldDataType =
  /** Single-line text, at most 255 characters. */
  | 'STRING'
  /** Multi-line text, at most 2000 characters. */
  | 'MULTILINE'
  /** An email address. */
  | 'EMAIL'
  /** An http or https URL. */
  | 'URL'
  /** A phone number. */
  | 'PHONE'
  /** A whole number. */
  | 'NUMBER'
  /** A decimal number. */
  | 'DECIMAL'
  /** An amount of money. */
  | 'AMOUNT'
  /** A percentage. */
  | 'PERCENT'
  /** A date, yyyy-mm-dd. */
  | 'DATE'
  /** true or false. */
  | 'CHECK_BOX';

/** A custom field definition: what extra values records of an entity may carry. */
export type CustomField = {
  __typename?: 'CustomField';
  /** Identifier. */
  customfieldId: Scalars['ID']['output'];
  /** Records the field belongs to. */
  entity: CustomFieldEntity;
  /** Name used by the API, e.g. cf_serial_number (the X-Unique-Identifier-Key of PUT /items). */
  apiName: Scalars['String']['output'];
  /** Label shown to people. */
  label: Scalars['String']['output'];
  /** Type of the values. */
  dataType: CustomFieldDataType;
  /** Whether no two records of the organization may hold the same value. */
  isUnique: Scalars['Boolean']['output'];
  /** When the field was defined. */
  createdTime: Scalars['String']['output'];
};

/** Fields of a new custom field definition. */
export type CreateCustomFieldInput = {
  /** Records the field belongs to (default item). */
  entity?: InputMaybe<CustomFieldEntity>;
  /** Label shown to people. */
  label: Scalars['String']['input'];
  /** API name; default cf_ followed by the label in snake_case. */
  apiName?: InputMaybe<Scalars['String']['input']>;
  /** Type of the values. */
  dataType: CustomFieldDataType;
  /** Whether values must be unique within the organization (default false). */
  isUnique?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of defining a custom field. */
export type CreateCustomFieldPayload = {
  __typename?: 'CreateCustomFieldPayload';
  /** The new definition. */
  customfield: CustomField;
};

/** Result of deleting a custom field definition with its values. */
export type DeleteCustomFieldPayload = {
  __typename?: 'DeleteCustomFieldPayload';
  /** The deleted definition. */
  customfieldId: Scalars['ID']['output'];
};

/** Custom field definitions of the organization. */
export type CustomFieldList = {
  __typename?: 'CustomFieldList';
  /** One page of definitions. */
  nodes: Array<CustomField>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A custom field value of a record. */
export type CustomFieldValue = {
  __typename?: 'CustomFieldValue';
  /** The field's definition. */
  customfieldId: Scalars['ID']['output'];
  /** The field's API name. */
  apiName: Scalars['String']['output'];
  /** The field's label. */
  label: Scalars['String']['output'];
  /** Position of the field among its entity's custom fields, from 1, in the order they were defined. */
  index: Scalars['Int']['output'];
  /** Type of the value. */
  dataType: CustomFieldDataType;
  /** The value, as text (check boxes read true or false). */
  value: Scalars['String']['output'];
};

/** A custom field value to set, naming the field by id or API name. */
export type CustomFieldValueInput = {
  /** The field's definition id. */
  customfieldId?: InputMaybe<Scalars['ID']['input']>;
  /** The field's API name, instead of its id. */
  apiName?: InputMaybe<Scalars['String']['input']>;
  /** The value; null or an empty string removes it. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A tax preference of an item. */
export type ItemTaxPreference = {
  __typename?: 'ItemTaxPreference';
  /** Tax applied. */
  taxId: Scalars['ID']['output'];
  /** Where the tax applies. */
  taxSpecification: ItemTaxSpecification;
};

/** A tax preference to set on an item. */
export type ItemTaxPreferenceInput = {
  /** Tax applied: an active tax or tax group of the organization. */
  taxId: Scalars['ID']['input'];
  /** Where the tax applies. */
  taxSpecification: ItemTaxSpecification;
};

/** Stock an item starts with at a location (inventory items). */
export type ItemLocationInput = {
  /** The location (warehouse). */
  locationId: Scalars['ID']['input'];
  /** Quantity on hand when the item is created. */
  initialStock?: InputMaybe<Scalars['Decimal']['input']>;
  /** Value of one unit of the initial stock (default the purchase rate). */
  initialStockRate?: InputMaybe<Scalars['Decimal']['input']>;
};

/** A good or service the organization sells or buys. */
export type Item = {
  __typename?: 'Item';
  /** Identifier. */
  itemId: Scalars['ID']['output'];
  /** Name, unique within the organization. */
  name: Scalars['String']['output'];
  /** Active or inactive. */
  status: ItemStatus;
  /** Sales description. */
  description: Maybe<Scalars['String']['output']>;
  /** Sales rate. */
  rate: Scalars['Decimal']['output'];
  /** Unit of measure. */
  unit: Maybe<Scalars['String']['output']>;
  /** Stock keeping unit, unique within the organization. */
  sku: Maybe<Scalars['String']['output']>;
  /** Nature for tax purposes. */
  productType: ItemProductType;
  /** How the item is traded. */
  itemType: ItemType;
  /** Default sales tax: a tax or tax group of the erp module, which adds its taxName, taxType and taxPercentage. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Purchase tax rule. */
  purchaseTaxRuleId: Maybe<Scalars['ID']['output']>;
  /** Sales tax rule. */
  salesTaxRuleId: Maybe<Scalars['ID']['output']>;
  /** Universal Product Code (barcode), as given: a string, so leading zeros stay. */
  upc: Maybe<Scalars['String']['output']>;
  /** European Article Number (barcode), as given. */
  ean: Maybe<Scalars['String']['output']>;
  /** International Standard Book Number, as given. */
  isbn: Maybe<Scalars['String']['output']>;
  /** Manufacturer's part number. */
  partNumber: Maybe<Scalars['String']['output']>;
  /** HSN or SAC code (India). */
  hsnOrSac: Maybe<Scalars['String']['output']>;
  /** SAT product key (Mexico). */
  satItemKeyCode: Maybe<Scalars['String']['output']>;
  /** SAT unit key (Mexico). */
  unitkeyCode: Maybe<Scalars['String']['output']>;
  /** Whether sales of the item are taxed. */
  isTaxable: Scalars['Boolean']['output'];
  /** Sales tax exemption of a non-taxable item. */
  taxExemptionId: Maybe<Scalars['ID']['output']>;
  /** Purchase tax exemption of a non-taxable item. */
  purchaseTaxExemptionId: Maybe<Scalars['ID']['output']>;
  /** Income account sales are recorded in. */
  accountId: Maybe<Scalars['ID']['output']>;
  /** Name of that sales account. */
  accountName: Maybe<Scalars['String']['output']>;
  /** AvaTax tax code. */
  avataxTaxCode: Maybe<Scalars['String']['output']>;
  /** AvaTax use code. */
  avataxUseCode: Maybe<Scalars['String']['output']>;
  /** Purchase description. */
  purchaseDescription: Maybe<Scalars['String']['output']>;
  /** Purchase rate. */
  purchaseRate: Maybe<Scalars['Decimal']['output']>;
  /** The item's rate at quantity 1 under the price list the read named (pricebook_id): its sales or purchase rate as the list makes it. Without a price list, the item's own rate. */
  pricebookRate: Maybe<Scalars['Decimal']['output']>;
  /** Expense or cost account purchases are recorded in. */
  purchaseAccountId: Maybe<Scalars['ID']['output']>;
  /** Name of that purchase account. */
  purchaseAccountName: Maybe<Scalars['String']['output']>;
  /** Stock account of an inventory item. */
  inventoryAccountId: Maybe<Scalars['ID']['output']>;
  /** Name of that inventory account. */
  inventoryAccountName: Maybe<Scalars['String']['output']>;
  /** Preferred vendor. */
  vendorId: Maybe<Scalars['ID']['output']>;
  /** Name of that vendor. */
  vendorName: Maybe<Scalars['String']['output']>;
  /** Stock level at which to reorder. */
  reorderLevel: Maybe<Scalars['Decimal']['output']>;
  /** Tax preferences. */
  itemTaxPreferences: Array<ItemTaxPreference>;
  /** Custom field values. */
  customFields: Array<CustomFieldValue>;
  /** When the item was created, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
  /** When the item last changed, in the organization's time zone. */
  lastModifiedTime: Scalars['String']['output'];
};

/** Fields of a new item. */
export type CreateItemInput = {
  /** Name, unique within the organization. */
  name: Scalars['String']['input'];
  /** Sales rate. */
  rate: Scalars['Decimal']['input'];
  /** Sales description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Unit of measure. */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** Stock keeping unit, unique within the organization. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** Nature for tax purposes (default goods). */
  productType?: InputMaybe<ItemProductType>;
  /** How the item is traded (default sales). */
  itemType?: InputMaybe<ItemType>;
  /** Default sales tax: an active tax or tax group (tax, compound_tax, tax_on_tax, tax_group); its type comes from the tax. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Purchase tax rule. */
  purchaseTaxRuleId?: InputMaybe<Scalars['ID']['input']>;
  /** Sales tax rule. */
  salesTaxRuleId?: InputMaybe<Scalars['ID']['input']>;
  /** Universal Product Code (barcode), kept as given. */
  upc?: InputMaybe<Scalars['String']['input']>;
  /** European Article Number (barcode), kept as given. */
  ean?: InputMaybe<Scalars['String']['input']>;
  /** International Standard Book Number, kept as given. */
  isbn?: InputMaybe<Scalars['String']['input']>;
  /** Manufacturer's part number. */
  partNumber?: InputMaybe<Scalars['String']['input']>;
  /** HSN or SAC code (India). */
  hsnOrSac?: InputMaybe<Scalars['String']['input']>;
  /** SAT product key (Mexico). */
  satItemKeyCode?: InputMaybe<Scalars['String']['input']>;
  /** SAT unit key (Mexico). */
  unitkeyCode?: InputMaybe<Scalars['String']['input']>;
  /** Whether sales are taxed (default true); false requires both exemption ids. */
  isTaxable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Sales tax exemption (digits), required when is_taxable is false. */
  taxExemptionId?: InputMaybe<Scalars['ID']['input']>;
  /** Purchase tax exemption (digits), required when is_taxable is false. */
  purchaseTaxExemptionId?: InputMaybe<Scalars['ID']['input']>;
  /** Income account (default the Sales account when the item is sold). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** AvaTax tax code. */
  avataxTaxCode?: InputMaybe<Scalars['String']['input']>;
  /** AvaTax use code. */
  avataxUseCode?: InputMaybe<Scalars['String']['input']>;
  /** Purchase description. */
  purchaseDescription?: InputMaybe<Scalars['String']['input']>;
  /** Purchase rate; required for inventory items. */
  purchaseRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Expense or cost account (default Cost of Goods Sold when the item is bought). */
  purchaseAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Stock account (default the Inventory Asset account for inventory items). */
  inventoryAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Preferred vendor (a vendor contact). */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Stock level at which to reorder. */
  reorderLevel?: InputMaybe<Scalars['Decimal']['input']>;
  /** Tax preferences. */
  itemTaxPreferences?: InputMaybe<Array<ItemTaxPreferenceInput>>;
  /** Custom field values. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** Locations the item is kept at, with its opening stock there. */
  locations?: InputMaybe<Array<ItemLocationInput>>;
};

/** Changes to an item: only the fields given change; null clears an optional field. */
export type UpdateItemInput = {
  /** Name, unique within the organization. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Sales rate. */
  rate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Sales description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Unit of measure. */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** Stock keeping unit, unique within the organization. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** Nature for tax purposes. */
  productType?: InputMaybe<ItemProductType>;
  /** How the item is traded; an inventory item stays one. */
  itemType?: InputMaybe<ItemType>;
  /** Default sales tax: an active tax or tax group (tax, compound_tax, tax_on_tax, tax_group); its type comes from the tax. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Purchase tax rule. */
  purchaseTaxRuleId?: InputMaybe<Scalars['ID']['input']>;
  /** Sales tax rule. */
  salesTaxRuleId?: InputMaybe<Scalars['ID']['input']>;
  /** Universal Product Code (barcode), kept as given. */
  upc?: InputMaybe<Scalars['String']['input']>;
  /** European Article Number (barcode), kept as given. */
  ean?: InputMaybe<Scalars['String']['input']>;
  /** International Standard Book Number, kept as given. */
  isbn?: InputMaybe<Scalars['String']['input']>;
  /** Manufacturer's part number. */
  partNumber?: InputMaybe<Scalars['String']['input']>;
  /** HSN or SAC code (India). */
  hsnOrSac?: InputMaybe<Scalars['String']['input']>;
  /** SAT product key (Mexico). */
  satItemKeyCode?: InputMaybe<Scalars['String']['input']>;
  /** SAT unit key (Mexico). */
  unitkeyCode?: InputMaybe<Scalars['String']['input']>;
  /** Whether sales are taxed; false requires both exemption ids. */
  isTaxable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Sales tax exemption (digits). */
  taxExemptionId?: InputMaybe<Scalars['ID']['input']>;
  /** Purchase tax exemption (digits). */
  purchaseTaxExemptionId?: InputMaybe<Scalars['ID']['input']>;
  /** Income account. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** AvaTax tax code. */
  avataxTaxCode?: InputMaybe<Scalars['String']['input']>;
  /** AvaTax use code. */
  avataxUseCode?: InputMaybe<Scalars['String']['input']>;
  /** Purchase description. */
  purchaseDescription?: InputMaybe<Scalars['String']['input']>;
  /** Purchase rate. */
  purchaseRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Expense or cost account. */
  purchaseAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Stock account. */
  inventoryAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Preferred vendor. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Stock level at which to reorder. */
  reorderLevel?: InputMaybe<Scalars['Decimal']['input']>;
  /** Tax preferences; replaces the current ones. */
  itemTaxPreferences?: InputMaybe<Array<ItemTaxPreferenceInput>>;
  /** Custom field values to set or remove; fields not named keep their values. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** Further locations with their opening stock; locations already linked keep their ledger. */
  locations?: InputMaybe<Array<ItemLocationInput>>;
};

/** Result of creating an item. */
export type CreateItemPayload = {
  __typename?: 'CreateItemPayload';
  /** The new item. */
  item: Item;
};

/** Result of updating an item. */
export type UpdateItemPayload = {
  __typename?: 'UpdateItemPayload';
  /** The item as it is now. */
  item: Item;
};

/** Result of deleting an item. */
export type DeleteItemPayload = {
  __typename?: 'DeleteItemPayload';
  /** The deleted item. */
  itemId: Scalars['ID']['output'];
};

/** Result of marking an item active. */
export type MarkItemActivePayload = {
  __typename?: 'MarkItemActivePayload';
  /** The item as it is now. */
  item: Item;
};

/** Result of marking an item inactive. */
export type MarkItemInactivePayload = {
  __typename?: 'MarkItemInactivePayload';
  /** The item as it is now. */
  item: Item;
};

/** Items of the organization. */
export type ItemList = {
  __typename?: 'ItemList';
  /** One page of items. */
  nodes: Array<Item>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Where an invoice stands. Overdue is worked out on read from the due date in the organization's time zone. */
export type InvoiceStatus =
  /** Being prepared: not posted, freely edited. */
  | 'DRAFT'
  /** Given to the customer and posted to the ledger; nothing paid yet. */
  | 'SENT'
  /** Opened by the customer; nothing paid yet. */
  | 'VIEWED'
  /** Past its due date with a balance left. */
  | 'OVERDUE'
  /** Part of the total has been paid or credited. */
  | 'PARTIALLY_PAID'
  /** Nothing left to pay. */
  | 'PAID'
  /** Cancelled: its ledger entries are reversed. */
  | 'VOID';

/** The `status` filter of the invoice list: one state, or `unpaid` (every sent invoice with a balance). */
export type InvoiceStatusFilter =
  /** Drafts. */
  | 'DRAFT'
  /** Sent, nothing paid, not overdue. */
  | 'SENT'
  /** Viewed, nothing paid, not overdue. */
  | 'VIEWED'
  /** Past due with a balance. */
  | 'OVERDUE'
  /** Partly paid, not overdue. */
  | 'PARTIALLY_PAID'
  /** Fully paid. */
  | 'PAID'
  /** Voided. */
  | 'VOID'
  /** Sent (or viewed, overdue, partly paid) with a balance left. */
  | 'UNPAID';

/** The `filter_by` of the invoice list. */
export type InvoiceFilter =
  /** Every invoice (default). */
  | 'STATUS_ALL'
  /** Sent, nothing paid, not overdue. */
  | 'STATUS_SENT'
  /** Drafts. */
  | 'STATUS_DRAFT'
  /** Past due with a balance. */
  | 'STATUS_OVERDUE'
  /** Fully paid. */
  | 'STATUS_PAID'
  /** Voided. */
  | 'STATUS_VOID'
  /** Sent with a balance left, whatever else. */
  | 'STATUS_UNPAID'
  /** Partly paid, not overdue. */
  | 'STATUS_PARTIALLY_PAID'
  /** Viewed, nothing paid, not overdue. */
  | 'STATUS_VIEWED';

/** Columns the invoice list sorts by. */
export type InvoiceSortColumn =
  /** Invoice number, case-insensitively. */
  | 'INVOICE_NUMBER'
  /** Invoice date. */
  | 'DATE'
  /** Due date. */
  | 'DUE_DATE'
  /** Customer name, case-insensitively. */
  | 'CUSTOMER_NAME'
  /** Total. */
  | 'TOTAL'
  /** Balance. */
  | 'BALANCE'
  /** Creation time (default, newest first). */
  | 'CREATED_TIME';

/** Where discounts are given: one discount on the whole invoice, or one per line. */
export type InvoiceDiscountType =
  /** One `discount` on the invoice (lines take none). */
  | 'ENTITY_LEVEL'
  /** A `discount` per line (the invoice takes none). */
  | 'ITEM_LEVEL';

/** Online payment gateways an invoice can be paid through. */
export type PaymentGatewayName =
  /** PayPal. */
  | 'PAYPAL'
  /** Authorize.Net. */
  | 'AUTHORIZE_NET'
  /** Payflow Pro. */
  | 'PAYFLOW_PRO'
  /** Stripe. */
  | 'STRIPE'
  /** 2Checkout. */
  | 'TWO_CHECKOUT'
  /** Braintree. */
  | 'BRAINTREE';

/** The gateway's flavour (`additional_field1`), PayPal's standard or adaptive payments. */
export type PaymentGatewayMode =
  /** Standard payments. */
  | 'STANDARD'
  /** Adaptive payments. */
  | 'ADAPTIVE';

/** Nature of a line for tax purposes; the capital values belong to the South Africa edition. */
export type InvoiceLineProductType =
  /** Goods. */
  | 'GOODS'
  /** Services. */
  | 'SERVICES'
  /** Capital services (South Africa only). */
  | 'CAPITAL_SERVICE'
  /** Capital goods (South Africa only). */
  | 'CAPITAL_GOODS';

/** GST treatment of the customer (India edition). */
export type InvoiceGstTreatment =
  /** Registered business. */
  | 'BUSINESS_GST'
  /** Unregistered business. */
  | 'BUSINESS_NONE'
  /** Overseas customer. */
  | 'OVERSEAS'
  /** Consumer. */
  | 'CONSUMER';

/** Tax treatment of the customer; which values apply depends on the organization's edition (README). */
export type InvoiceTaxTreatment =
  /** VAT registered (UAE, GCC, Kenya, South Africa). */
  | 'VAT_REGISTERED'
  /** Not VAT registered (UAE, GCC, Kenya, South Africa). */
  | 'VAT_NOT_REGISTERED'
  /** In another GCC state, not VAT registered (UAE, GCC). */
  | 'GCC_VAT_NOT_REGISTERED'
  /** In another GCC state, VAT registered (UAE, GCC). */
  | 'GCC_VAT_REGISTERED'
  /** Outside the GCC (UAE, GCC). */
  | 'NON_GCC'
  /** In a designated zone, VAT registered (UAE). */
  | 'DZ_VAT_REGISTERED'
  /** In a designated zone, not VAT registered (UAE). */
  | 'DZ_VAT_NOT_REGISTERED'
  /** In Mexico (Mexico). */
  | 'HOME_COUNTRY_MEXICO'
  /** In Mexico's border region (Mexico). */
  | 'BORDER_REGION_MEXICO'
  /** Outside Mexico (Mexico). */
  | 'NON_MEXICO'
  /** Outside Kenya (Kenya). */
  | 'NON_KENYA'
  /** Overseas (South Africa). */
  | 'OVERSEAS';

/** VAT treatment of the customer (United Kingdom and European Union editions). */
export type InvoiceVatTreatment =
  /** In the United Kingdom. */
  | 'UK'
  /** In the EU, VAT registered. */
  | 'EU_VAT_REGISTERED'
  /** In the EU, not VAT registered (pre-Brexit). */
  | 'EU_VAT_NOT_REGISTERED'
  /** Outside the EU (pre-Brexit). */
  | 'NON_EU'
  /** Overseas. */
  | 'OVERSEAS';

/** Special tax treatment of a supply (UAE `uae_*`, Bahrain `bahrain_*`, Saudi Arabia `ksa_*`). */
export type InvoiceTaxTreatmentCode =
  /** UAE: within the same tax group. */
  | 'UAE_SAME_TAX_GROUP'
  /** UAE: reimbursed expense. */
  | 'UAE_REIMBURSED_EXPENSE'
  /** UAE: others. */
  | 'UAE_OTHERS'
  /** Bahrain: within the same tax group. */
  | 'BAHRAIN_SAME_TAX_GROUP'
  /** Bahrain: transfer of a concern. */
  | 'BAHRAIN_TRANSFER_OF_CONCERN'
  /** Bahrain: disbursement. */
  | 'BAHRAIN_DISBURSEMENT'
  /** Bahrain: head office to branch. */
  | 'BAHRAIN_HEAD_TO_BRANCH_TRANSACTION'
  /** Bahrain: warranty repair services. */
  | 'BAHRAIN_WARRANTY_REPAIR_SERVICES'
  /** Bahrain: others. */
  | 'BAHRAIN_OTHERS'
  /** Saudi Arabia: private healthcare. */
  | 'KSA_PVT_HEALTH'
  /** Saudi Arabia: private education. */
  | 'KSA_PVT_EDU'
  /** Saudi Arabia: reimbursed expense. */
  | 'KSA_REIMBURSED_EXPENSE'
  /** Saudi Arabia: house sales. */
  | 'KSA_HOUSE_SALES';

/** CFDI usage the customer declares (Mexico edition). */
export type InvoiceCfdiUsage =
  /** Acquisition of merchandise. */
  | 'ACQUISITION_OF_MERCHANDISE'
  /** Returns, discounts or bonuses. */
  | 'RETURN_DISCOUNT_BONUS'
  /** General expenses. */
  | 'GENERAL_EXPENSE'
  /** Buildings. */
  | 'BUILDINGS'
  /** Furniture and office equipment. */
  | 'FURNITURE_OFFICE_EQUIPMENT'
  /** Transport equipment. */
  | 'TRANSPORT_EQUIPMENT'
  /** Computer equipment. */
  | 'COMPUTER_EQUIPMENT'
  /** Dies, molds and tools. */
  | 'DYE_MOLDS_TOOLS'
  /** Telephone communications. */
  | 'TELEPHONE_COMMUNICATION'
  /** Satellite communications. */
  | 'SATELLITE_COMMUNICATION'
  /** Other machinery and equipment. */
  | 'OTHER_MACHINERY_EQUIPMENT'
  /** Hospital expenses. */
  | 'HOSPITAL_EXPENSE'
  /** Medical expenses for disability. */
  | 'MEDICAL_EXPENSE_DISABILITY'
  /** Funeral expenses. */
  | 'FUNERAL_EXPENSE'
  /** Donations. */
  | 'DONATION'
  /** Interest on mortgage loans (the spec's spelling). */
  | 'INTEREST_MORTAGE_LOANS'
  /** Contributions to retirement savings. */
  | 'CONTRIBUTION_SAR'
  /** Medical insurance premiums (the spec's spelling). */
  | 'MEDICAL_EXPENSE_INSURANCE_PORMIUM'
  /** School transportation. */
  | 'SCHOOL_TRANSPORTATION_EXPENSE'
  /** Deposits in savings accounts. */
  | 'DEPOSIT_SAVING_ACCOUNT'
  /** Payments for educational services. */
  | 'PAYMENT_EDUCATIONAL_SERVICE'
  /** No tax effect. */
  | 'NO_TAX_EFFECT'
  /** Payments. */
  | 'PAYMENT'
  /** Payroll. */
  | 'PAYROLL';

/** How this CFDI relates to the one named by `reference_invoice_id` (Mexico edition). */
export type InvoiceCfdiReferenceType =
  /** Return of merchandise. */
  | 'RETURN_OF_MERCHANDISE'
  /** Substitutes a previous CFDI. */
  | 'SUBSTITUTION_PREVIOUS_CFDI'
  /** Transfer of goods. */
  | 'TRANSFER_OF_GOODS'
  /** Invoice generated from an order. */
  | 'INVOICE_GENERATED_FROM_ORDER'
  /** CFDI for an advance. */
  | 'CFDI_FOR_ADVANCE';

/** Who wrote an entry of an invoice's history. */
export type InvoiceCommentType =
  /** Written by the platform when the invoice changed. */
  | 'SYSTEM'
  /** Written by a person. */
  | 'USER';

/** A contact person of the customer who receives the invoice. */
export type InvoiceContactPerson = {
  __typename?: 'InvoiceContactPerson';
  /** The customer's contact person. */
  contactPersonId: Scalars['ID']['output'];
  /** First and last name. */
  contactPersonName: Scalars['String']['output'];
  /** First name. */
  firstName: Maybe<Scalars['String']['output']>;
  /** Last name. */
  lastName: Maybe<Scalars['String']['output']>;
  /** Email address. */
  contactPersonEmail: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone: Maybe<Scalars['String']['output']>;
  /** Mobile number. */
  mobile: Maybe<Scalars['String']['output']>;
  /** Channels the invoice reaches the person on (the invoice's own choice, else the person's). */
  communicationPreference: CommunicationPreference;
};

/** A contact person of the customer to associate with the invoice. */
export type InvoiceContactPersonInput = {
  /** A contact person of the invoice's customer. */
  contactPersonId: Scalars['ID']['input'];
  /** Channels for this invoice (default: the person's own preference). */
  communicationPreference?: InputMaybe<CommunicationPreferenceInput>;
};

/** A reporting tag on an invoice or line. */
export type InvoiceTag = {
  __typename?: 'InvoiceTag';
  /** The tag. */
  tagId: Scalars['ID']['output'];
  /** Its name. */
  tagName: Maybe<Scalars['String']['output']>;
  /** The option chosen. */
  tagOptionId: Maybe<Scalars['ID']['output']>;
  /** The option's name. */
  tagOptionName: Maybe<Scalars['String']['output']>;
};

/** A reporting tag to set, stored as given. */
export type InvoiceTagInput = {
  /** The tag. */
  tagId: Scalars['ID']['input'];
  /** Its name. */
  tagName?: InputMaybe<Scalars['String']['input']>;
  /** The option chosen. */
  tagOptionId?: InputMaybe<Scalars['ID']['input']>;
  /** The option's name. */
  tagOptionName?: InputMaybe<Scalars['String']['input']>;
};

/** The tax of an invoice summed over its lines, one entry per tax (a group counts as its taxes). */
export type InvoiceTax = {
  __typename?: 'InvoiceTax';
  /** The tax. */
  taxId: Scalars['ID']['output'];
  /** Its name. */
  taxName: Scalars['String']['output'];
  /** Its rate in percent. */
  taxPercentage: Scalars['Decimal']['output'];
  /** Tax of the invoice, rounded to price_precision. */
  taxAmount: Scalars['Decimal']['output'];
};

/** An online payment gateway offered on the invoice. */
export type PaymentGateway = {
  __typename?: 'PaymentGateway';
  /** Whether the gateway is set up for the organization. */
  configured: Scalars['Boolean']['output'];
  /** The gateway's flavour. */
  additionalField1: Maybe<PaymentGatewayMode>;
  /** The gateway. */
  gatewayName: PaymentGatewayName;
};

/** An online payment gateway to offer on the invoice. */
export type PaymentGatewayInput = {
  /** Whether the gateway is set up (default true). */
  configured?: InputMaybe<Scalars['Boolean']['input']>;
  /** The gateway's flavour. */
  additionalField1?: InputMaybe<PaymentGatewayMode>;
  /** The gateway. */
  gatewayName: PaymentGatewayName;
};

/** How the customer may pay online. */
export type InvoicePaymentOptions = {
  __typename?: 'InvoicePaymentOptions';
  /** Gateways offered. */
  paymentGateways: Array<PaymentGateway>;
};

/** How the customer may pay online. */
export type InvoicePaymentOptionsInput = {
  /** Gateways offered; each gateway at most once. */
  paymentGateways?: InputMaybe<Array<PaymentGatewayInput>>;
};

/** A line of an invoice. */
export type InvoiceLineItem = {
  __typename?: 'InvoiceLineItem';
  /** Identifier. */
  lineItemId: Scalars['ID']['output'];
  /** Bills: the purchase order line this line bills (README "Bills from purchase orders"); null on other documents and unlinked lines. */
  purchaseorderItemId: Maybe<Scalars['ID']['output']>;
  /** The item sold, when the line names one. */
  itemId: Maybe<Scalars['ID']['output']>;
  /** Project the line bills. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** Project name. */
  projectName: Maybe<Scalars['String']['output']>;
  /** Time entries the line bills. */
  timeEntryIds: Array<Scalars['ID']['output']>;
  /** Location the goods leave from. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** How the item is traded (from the item). */
  itemType: Maybe<ItemType>;
  /** Nature for tax purposes. */
  productType: Maybe<InvoiceLineProductType>;
  /** SAT product key (Mexico). */
  satItemKeyCode: Maybe<Scalars['String']['output']>;
  /** SAT unit key (Mexico). */
  unitkeyCode: Maybe<Scalars['String']['output']>;
  /** Expense the line re-bills. */
  expenseId: Maybe<Scalars['ID']['output']>;
  /** Receipt name of that expense. */
  expenseReceiptName: Maybe<Scalars['String']['output']>;
  /** Name shown on the invoice. */
  name: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Position on the invoice, from 1. */
  itemOrder: Scalars['Int']['output'];
  /** Rate in the base currency (rate × exchange_rate). */
  bcyRate: Scalars['Decimal']['output'];
  /** Rate per unit (tax included when the invoice is tax inclusive). */
  rate: Scalars['Decimal']['output'];
  /** Quantity. */
  quantity: Scalars['Decimal']['output'];
  /** Unit of measure. */
  unit: Maybe<Scalars['String']['output']>;
  /** Line discount: a percentage such as "10%" or an amount off the line. */
  discount: Maybe<Scalars['String']['output']>;
  /** The line discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Tax or tax group applied. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Withholding tax applied. */
  tdsTaxId: Maybe<Scalars['ID']['output']>;
  /** Name of the tax or group. */
  taxName: Maybe<Scalars['String']['output']>;
  /** tax, compound_tax or tax_group. */
  taxType: Maybe<Scalars['String']['output']>;
  /** Rate of the tax, or of the group's taxes together, in percent. */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Special tax treatment of the line (UAE, Bahrain, Saudi Arabia). */
  taxTreatmentCode: Maybe<InvoiceTaxTreatmentCode>;
  /** rate × quantity less the line discount, rounded to price_precision (tax included when tax inclusive). */
  itemTotal: Scalars['Decimal']['output'];
  /** Heading the line is grouped under. */
  headerName: Maybe<Scalars['String']['output']>;
  /** Identifier of that heading. */
  headerId: Maybe<Scalars['ID']['output']>;
  /** Income account the line posts to. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Maybe<Scalars['String']['output']>;
};

/** A line of an invoice as given: an item, or a name and a rate. */
export type InvoiceLineItemInput = {
  /** A line of this invoice to change in place (update only): it keeps its id, and what the line leaves out stays as stored. Without it the line is new. */
  lineItemId?: InputMaybe<Scalars['ID']['input']>;
  /** Bills only: the purchase order line this line bills, a line of an order in the bill's purchaseorderIds (README "Bills from purchase orders"); refused on other documents. */
  purchaseorderItemId?: InputMaybe<Scalars['ID']['input']>;
  /** An active item of the organization; its name, description, rate, unit, tax and account are the defaults. */
  itemId?: InputMaybe<Scalars['ID']['input']>;
  /** Project the line bills. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Project name. */
  projectName?: InputMaybe<Scalars['String']['input']>;
  /** Time entries the line bills. */
  timeEntryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Nature for tax purposes (default from the item). */
  productType?: InputMaybe<InvoiceLineProductType>;
  /** SAT product key (Mexico). */
  satItemKeyCode?: InputMaybe<Scalars['String']['input']>;
  /** SAT unit key (Mexico). */
  unitkeyCode?: InputMaybe<Scalars['String']['input']>;
  /** Expense the line re-bills. */
  expenseId?: InputMaybe<Scalars['ID']['input']>;
  /** Receipt name of that expense. */
  expenseReceiptName?: InputMaybe<Scalars['String']['input']>;
  /** Name shown; required without item_id. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Position (default: the order given). */
  itemOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Rate per unit, ≥ 0; required without item_id. */
  rate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Quantity, > 0 (default 1). */
  quantity?: InputMaybe<Scalars['Decimal']['input']>;
  /** Unit of measure. */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** Line discount (item_level only): "10%" (0 to 100%) or an amount off the line. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** A tax or tax group of the organization (default: the item's tax); empty for none. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Withholding tax. */
  tdsTaxId?: InputMaybe<Scalars['ID']['input']>;
  /** Special tax treatment (UAE, Bahrain, Saudi Arabia editions). */
  taxTreatmentCode?: InputMaybe<InvoiceTaxTreatmentCode>;
  /** Heading the line is grouped under. */
  headerName?: InputMaybe<Scalars['String']['input']>;
  /** Identifier of that heading. */
  headerId?: InputMaybe<Scalars['ID']['input']>;
  /** An income account (default: the item's, else Sales). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
};

/** A sales invoice: what a customer owes for goods and services. */
export type Invoice = {
  __typename?: 'Invoice';
  /** Identifier. */
  invoiceId: Scalars['ID']['output'];
  /** Number, unique in the organization (INV-000001 unless given). */
  invoiceNumber: Scalars['String']['output'];
  /** Invoice date. */
  date: Scalars['LocalDate']['output'];
  /** Date payment is due. */
  dueDate: Scalars['LocalDate']['output'];
  /** Where the invoice stands. */
  status: InvoiceStatus;
  /** Days from the date to the due date. */
  paymentTerms: Scalars['Int']['output'];
  /** Label of the payment terms. */
  paymentTermsLabel: Scalars['String']['output'];
  /** When the customer is expected to pay. */
  paymentExpectedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Date of the last payment applied. */
  lastPaymentDate: Maybe<Scalars['LocalDate']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** Contact persons of the customer the invoice goes to. */
  contactPersonsAssociated: Array<InvoiceContactPerson>;
  /** Currency of the invoice. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Units of the base currency one unit of the invoice's currency is worth. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Invoice discount (entity_level): "10%" or an amount. */
  discount: Maybe<Scalars['String']['output']>;
  /** The invoice discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** Whether the invoice discount is taken before tax (it lowers what is taxed) or after. */
  isDiscountBeforeTax: Scalars['Boolean']['output'];
  /** Where discounts are given. */
  discountType: InvoiceDiscountType;
  /** Whether rates include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Recurring invoice this invoice was made from. */
  recurringInvoiceId: Maybe<Scalars['ID']['output']>;
  /** Whether the customer has opened it. */
  isViewedByClient: Scalars['Boolean']['output'];
  /** When the customer opened it. */
  clientViewedTime: Maybe<Scalars['String']['output']>;
  /** Whether files are attached. */
  hasAttachment: Scalars['Boolean']['output'];
  /** How the due date stands today in the organization's time zone, in words ("Due in 5 days", "Due today", "Overdue by 3 days"); empty once nothing is due (paid, void). */
  dueDays: Scalars['String']['output'];
  /** Location the invoice is issued from. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Shipping charge (not taxed, not discounted). */
  shippingCharge: Scalars['Decimal']['output'];
  /** Adjustment added after tax (may be negative). */
  adjustment: Scalars['Decimal']['output'];
  /** What the adjustment is for. */
  adjustmentDescription: Maybe<Scalars['String']['output']>;
  /** Sum of the lines' item_total. */
  subTotal: Scalars['Decimal']['output'];
  /** Sum of taxes[]. */
  taxTotal: Scalars['Decimal']['output'];
  /** What the customer owes in all (README: Invoice totals). */
  total: Scalars['Decimal']['output'];
  /** Tax per tax. */
  taxes: Array<InvoiceTax>;
  /** Whether payment reminders go out. */
  paymentReminderEnabled: Scalars['Boolean']['output'];
  /** Payments applied. */
  paymentMade: Scalars['Decimal']['output'];
  /** Credits applied. */
  creditsApplied: Scalars['Decimal']['output'];
  /** Tax withheld by the customer. */
  taxAmountWithheld: Scalars['Decimal']['output'];
  /** total − payment_made − credits_applied − write_off_amount. */
  balance: Scalars['Decimal']['output'];
  /** Amount written off. */
  writeOffAmount: Scalars['Decimal']['output'];
  /** Whether the customer may pay part of the balance online. */
  allowPartialPayments: Scalars['Boolean']['output'];
  /** Decimal places amounts are rounded to (the currency's). */
  pricePrecision: Scalars['Int']['output'];
  /** Online payment options. */
  paymentOptions: InvoicePaymentOptions;
  /** Whether the invoice has been emailed (false until messaging delivers invoices). */
  isEmailed: Scalars['Boolean']['output'];
  /** Reminders sent. */
  remindersSent: Scalars['Int']['output'];
  /** Date of the last reminder. */
  lastReminderSentDate: Maybe<Scalars['LocalDate']['output']>;
  /** Billing address (default: the customer's). */
  billingAddress: ContactAddress;
  /** Shipping address (default: the customer's). */
  shippingAddress: ContactAddress;
  /** Notes shown on the invoice. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms and conditions. */
  terms: Maybe<Scalars['String']['output']>;
  /** Values of the invoice custom fields (GET /settings/customfields?entity=invoice). */
  customFields: Array<CustomFieldValue>;
  /** PDF template (GET /invoices/templates). */
  templateId: Scalars['ID']['output'];
  /** Its name. */
  templateName: Scalars['String']['output'];
  /** When the invoice was created, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
  /** When it last changed, in the organization's time zone. */
  lastModifiedTime: Scalars['String']['output'];
  /** Name of the latest attached file (POST /invoices/{id}/attachment); null without one. */
  attachmentName: Maybe<Scalars['String']['output']>;
  /** The files attached, oldest first. */
  documents: Array<DocumentFile>;
  /** Whether the customer has an email address to send the invoice to. */
  canSendInMail: Scalars['Boolean']['output'];
  /** Salesperson. */
  salespersonId: Maybe<Scalars['ID']['output']>;
  /** Salesperson's name. */
  salespersonName: Maybe<Scalars['String']['output']>;
  /** Public link to the invoice (no customer portal yet: null). */
  invoiceUrl: Maybe<Scalars['String']['output']>;
  /** Whether an ACH payment is under way. */
  achPaymentInitiated: Scalars['Boolean']['output'];
  /** Lines, by item_order. */
  lineItems: Array<InvoiceLineItem>;
  /** GSTIN of the customer (India). */
  gstNo: Maybe<Scalars['String']['output']>;
  /** GST treatment (India). */
  gstTreatment: Maybe<InvoiceGstTreatment>;
  /** Whether the supply predates GST (India). */
  isPreGst: Maybe<Scalars['Boolean']['output']>;
  /** Place of supply: an Indian state code, a UAE emirate code or a GCC country code. */
  placeOfSupply: Maybe<Scalars['String']['output']>;
  /** Tax treatment (UAE, GCC, Mexico, Kenya, South Africa). */
  taxTreatment: Maybe<InvoiceTaxTreatment>;
  /** Special tax treatment of the supply (UAE, Bahrain, Saudi Arabia). */
  taxTreatmentCode: Maybe<InvoiceTaxTreatmentCode>;
  /** VAT treatment (United Kingdom, European Union). */
  vatTreatment: Maybe<InvoiceVatTreatment>;
  /** Customer's VAT registration number (United Kingdom, European Union). */
  vatRegNo: Maybe<Scalars['String']['output']>;
  /** Whether reverse charge applies (South Africa). */
  isReverseChargeApplied: Maybe<Scalars['Boolean']['output']>;
  /** CFDI usage (Mexico). */
  cfdiUsage: Maybe<InvoiceCfdiUsage>;
  /** Relation to the referenced CFDI (Mexico). */
  cfdiReferenceType: Maybe<InvoiceCfdiReferenceType>;
  /** The invoice this CFDI refers to (Mexico). */
  referenceInvoiceId: Maybe<Scalars['ID']['output']>;
  /** Credits of credit notes applied to the invoice, oldest first. */
  appliedCredits: Array<InvoiceCreditApplied>;
};

/** Fields of a new invoice. */
export type CreateInvoiceInput = {
  /** Number, required with ignore_auto_number_generation (else generated and this is ignored). */
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active customer of the organization. */
  customerId: Scalars['ID']['input'];
  /** Contact persons of the customer (default: its primary person). */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Invoice date (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Due date (default date + payment_terms); not before the date. */
  dueDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Days until due (default the customer's). */
  paymentTerms?: InputMaybe<Scalars['Int']['input']>;
  /** Label of the terms (default Due on Receipt, or Net N). */
  paymentTermsLabel?: InputMaybe<Scalars['String']['input']>;
  /** When the customer is expected to pay. */
  paymentExpectedDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default the customer's). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit (default the currency's rate; 1 for the base currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Invoice discount (entity_level): "10%" (0 to 100%) or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the invoice discount before tax (default true). */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level (default) or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Recurring invoice this invoice comes from. */
  recurringInvoiceId?: InputMaybe<Scalars['ID']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax, may be negative. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Send payment reminders (default true). */
  paymentReminderEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Tax withheld by the customer, ≥ 0. */
  taxAmountWithheld?: InputMaybe<Scalars['Decimal']['input']>;
  /** Allow partial online payments (default false). */
  allowPartialPayments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Online payment options. */
  paymentOptions?: InputMaybe<InvoicePaymentOptionsInput>;
  /** Billing address (default: the customer's). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (default: the customer's). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Values of invoice custom fields. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** A template of GET /invoices/templates (default the standard one). */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** Lines: at least one, at most 1000. */
  lineItems: Array<InvoiceLineItemInput>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Indian state code (India), emirate or GCC country code (UAE, GCC). */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment (UAE, GCC, Mexico, Kenya, South Africa). */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** Special tax treatment (UAE, Bahrain, Saudi Arabia). */
  taxTreatmentCode?: InputMaybe<InvoiceTaxTreatmentCode>;
  /** VAT treatment (United Kingdom, European Union). */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number (United Kingdom, European Union). */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge (South Africa; required with tax_treatment vat_registered). */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
  /** CFDI usage (Mexico). */
  cfdiUsage?: InputMaybe<InvoiceCfdiUsage>;
  /** CFDI relation (Mexico). */
  cfdiReferenceType?: InputMaybe<InvoiceCfdiReferenceType>;
  /** Referenced invoice of the organization (Mexico). */
  referenceInvoiceId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to an invoice: only the fields given change; line_items, when given, is the whole new list. */
export type UpdateInvoiceInput = {
  /** Number, unique in the organization. */
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active customer of the organization. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the customer. */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Invoice date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Due date. */
  dueDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Days until due. */
  paymentTerms?: InputMaybe<Scalars['Int']['input']>;
  /** Label of the terms. */
  paymentTermsLabel?: InputMaybe<Scalars['String']['input']>;
  /** When the customer is expected to pay. */
  paymentExpectedDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Invoice discount: "10%" or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the invoice discount before tax. */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Recurring invoice this invoice comes from. */
  recurringInvoiceId?: InputMaybe<Scalars['ID']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Send payment reminders. */
  paymentReminderEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Tax withheld by the customer. */
  taxAmountWithheld?: InputMaybe<Scalars['Decimal']['input']>;
  /** Allow partial online payments. */
  allowPartialPayments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Online payment options. */
  paymentOptions?: InputMaybe<InvoicePaymentOptionsInput>;
  /** Billing address (replaces the whole address). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (replaces the whole address). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Values to set or (null or empty) remove; fields not named keep their values. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** A template of GET /invoices/templates. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** The whole new list of lines. */
  lineItems?: InputMaybe<Array<InvoiceLineItemInput>>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** Special tax treatment. */
  taxTreatmentCode?: InputMaybe<InvoiceTaxTreatmentCode>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge (South Africa). */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
  /** CFDI usage (Mexico). */
  cfdiUsage?: InputMaybe<InvoiceCfdiUsage>;
  /** CFDI relation (Mexico). */
  cfdiReferenceType?: InputMaybe<InvoiceCfdiReferenceType>;
  /** Referenced invoice (Mexico). */
  referenceInvoiceId?: InputMaybe<Scalars['ID']['input']>;
};

/** A payment applied to an invoice (written by the billing module through accounting's api.ts). */
export type InvoicePayment = {
  __typename?: 'InvoicePayment';
  /** This application of the payment to the invoice. */
  invoicePaymentId: Scalars['ID']['output'];
  /** The billing module's payment (or the retainer invoice whose advance was drawn). */
  paymentId: Maybe<Scalars['ID']['output']>;
  /** The invoice paid. */
  invoiceId: Scalars['ID']['output'];
  /** Amount applied to the invoice, in the invoice's currency. */
  amount: Scalars['Decimal']['output'];
  /** Base-currency units per unit of the payment's currency (the invoice's rate for payments recorded before rates were kept). */
  exchangeRate: Scalars['Decimal']['output'];
  /** Whether the payment paid this invoice only (false when it was split over several invoices). */
  isSingleInvoicePayment: Scalars['Boolean']['output'];
  /** The payment gateway's transaction id, for a payment charged online (null for payments received offline). */
  onlineTransactionId: Maybe<Scalars['String']['output']>;
  /** Payment date. */
  date: Scalars['LocalDate']['output'];
  /** How it was paid. */
  paymentMode: Maybe<Scalars['String']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
};

/** An entry of an invoice's history: a change the platform recorded, or a comment someone added. */
export type InvoiceComment = {
  __typename?: 'InvoiceComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The invoice. */
  invoiceId: Scalars['ID']['output'];
  /** What happened, or the comment. */
  description: Scalars['String']['output'];
  /** Who did it (null for the platform's own jobs). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** system or user. */
  commentType: InvoiceCommentType;
  /** Date, in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, in words ("2 hours ago"). */
  dateDescription: Scalars['String']['output'];
  /** Time of day, in the organization's time zone (hh:mm AM). */
  time: Scalars['String']['output'];
  /** added, updated, marked_as_sent, voided, marked_as_draft, payment_applied, payment_removed, status_changed or commented. */
  operationType: Scalars['String']['output'];
  /** The transaction the entry is about: the invoice. */
  transactionId: Scalars['ID']['output'];
  /** Its kind: invoice. */
  transactionType: Scalars['String']['output'];
};

/** A comment to add to an invoice's history. */
export type AddInvoiceCommentInput = {
  /** The comment. */
  description: Scalars['String']['input'];
};

/** A PDF template invoices can be printed with. */
export type InvoiceTemplate = {
  __typename?: 'InvoiceTemplate';
  /** Identifier. */
  templateId: Scalars['ID']['output'];
  /** Name. */
  templateName: Scalars['String']['output'];
  /** Kind of layout. */
  templateType: Scalars['String']['output'];
  /** Whether new invoices use it unless told otherwise. */
  isDefault: Scalars['Boolean']['output'];
};

/** An invoice with the organization that issues it: what its printed forms show. */
export type InvoiceDocument = {
  __typename?: 'InvoiceDocument';
  /** The invoice. */
  invoice: Invoice;
  /** The issuing organization. */
  organization: Organization;
};

/** Result of creating an invoice. */
export type CreateInvoicePayload = {
  __typename?: 'CreateInvoicePayload';
  /** The new invoice. */
  invoice: Invoice;
};

/** Result of updating an invoice. */
export type UpdateInvoicePayload = {
  __typename?: 'UpdateInvoicePayload';
  /** The invoice as it is now. */
  invoice: Invoice;
};

/** Result of deleting an invoice. */
export type DeleteInvoicePayload = {
  __typename?: 'DeleteInvoicePayload';
  /** The deleted invoice's id. */
  invoiceId: Scalars['ID']['output'];
};

/** Result of marking an invoice sent. */
export type MarkInvoiceSentPayload = {
  __typename?: 'MarkInvoiceSentPayload';
  /** The invoice as it is now. */
  invoice: Invoice;
};

/** Result of voiding an invoice. */
export type MarkInvoiceVoidPayload = {
  __typename?: 'MarkInvoiceVoidPayload';
  /** The invoice as it is now. */
  invoice: Invoice;
};

/** Result of turning an invoice back into a draft. */
export type MarkInvoiceDraftPayload = {
  __typename?: 'MarkInvoiceDraftPayload';
  /** The invoice as it is now. */
  invoice: Invoice;
};

/** Result of adding a comment. */
export type AddInvoiceCommentPayload = {
  __typename?: 'AddInvoiceCommentPayload';
  /** The new history entry. */
  comment: InvoiceComment;
};

/** A page of invoices. */
export type InvoiceList = {
  __typename?: 'InvoiceList';
  /** One page of invoices. */
  nodes: Array<Invoice>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Kind of a bank account in the chart of accounts. */
export type BankAccountType =
  /** A bank (or PayPal) account: an asset. */
  | 'BANK'
  /** A credit card: a liability. */
  | 'CREDIT_CARD';

/** Kind of a PayPal account. */
export type PaypalType =
  /** A standard (personal) PayPal account. */
  | 'STANDARD'
  /** A business PayPal account. */
  | 'BUSINESS';

/** Which bank accounts a list shows. */
export type BankAccountFilter =
  /** Every bank and credit-card account (the default). */
  | 'ALL'
  /** Active accounts. */
  | 'ACTIVE'
  /** Inactive accounts. */
  | 'INACTIVE';

/** Columns a bank account list sorts by. */
export type BankAccountSortColumn =
  /** Name (the default). */
  | 'ACCOUNT_NAME'
  /** Type. */
  | 'ACCOUNT_TYPE'
  /** Code. */
  | 'ACCOUNT_CODE';

/** A bank, PayPal or credit-card account: an account of the chart with its bank details and balances. */
export type BankAccount = {
  __typename?: 'BankAccount';
  /** Identifier: the chart account's id. */
  accountId: Scalars['ID']['output'];
  /** Name, unique in the chart of accounts. */
  accountName: Scalars['String']['output'];
  /** Code, unique in the chart of accounts when given. */
  accountCode: Maybe<Scalars['String']['output']>;
  /** Currency of the account. */
  currencyId: Scalars['ID']['output'];
  /** Code of the account's currency. */
  currencyCode: Scalars['String']['output'];
  /** Symbol of the account's currency. */
  currencySymbol: Scalars['String']['output'];
  /** Decimal places of the account's currency. */
  pricePrecision: Scalars['Int']['output'];
  /** bank or credit_card. */
  accountType: BankAccountType;
  /** Account number at the bank. */
  accountNumber: Maybe<Scalars['String']['output']>;
  /** Transactions of the account not yet categorized. */
  uncategorizedTransactions: Scalars['Int']['output'];
  /** Cheques written and not printed (Kontor prints no cheques: always 0). */
  totalUnprintedChecks: Scalars['Int']['output'];
  /** Whether the account can be used on new transactions. */
  isActive: Scalars['Boolean']['output'];
  /** Whether a bank feed is subscribed (no feeds are connected: always false). */
  isFeedsSubscribed: Scalars['Boolean']['output'];
  /** Whether the bank feed is active (always false). */
  isFeedsActive: Scalars['Boolean']['output'];
  /** Balance in the books, in the account's currency: the ledger (a credit card's balance is what is owed). */
  balance: Scalars['Decimal']['output'];
  /** Balance as the bank sees it: every statement and manual transaction of the account, categorized or not. */
  bankBalance: Scalars['Decimal']['output'];
  /** Balance in the books in the base currency. */
  bcyBalance: Scalars['Decimal']['output'];
  /** Name of the bank. */
  bankName: Maybe<Scalars['String']['output']>;
  /** Routing number of the bank. */
  routingNumber: Maybe<Scalars['String']['output']>;
  /** Whether this is the organization's primary bank account. */
  isPrimaryAccount: Scalars['Boolean']['output'];
  /** Whether this is a PayPal account. */
  isPaypalAccount: Scalars['Boolean']['output'];
  /** standard or business, for PayPal accounts. */
  paypalType: Maybe<PaypalType>;
  /** The PayPal account's email address. */
  paypalEmailAddress: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Status code of the last feed refresh (no feeds: null). */
  refreshStatusCode: Maybe<Scalars['String']['output']>;
  /** Date of the last feed refresh (no feeds: null). */
  feedsLastRefreshDate: Maybe<Scalars['String']['output']>;
  /** Feed service id (no feeds: null). */
  serviceId: Maybe<Scalars['String']['output']>;
  /** Whether posting rules rely on the account. */
  isSystemAccount: Scalars['Boolean']['output'];
  /** Whether a feed refresh warning is due (always false). */
  isShowWarningForFeedsRefresh: Scalars['Boolean']['output'];
};

/** A new bank, PayPal or credit-card account. */
export type CreateBankAccountInput = {
  /** Name, unique in the chart of accounts. */
  accountName: Scalars['String']['input'];
  /** bank (default) or credit_card. */
  accountType?: InputMaybe<BankAccountType>;
  /** Account number at the bank. */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Code, unique in the chart of accounts. */
  accountCode?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default: the base currency). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Currency by ISO code, when no currency_id is given. */
  currencyCode?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name of the bank. */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** Routing number. */
  routingNumber?: InputMaybe<Scalars['String']['input']>;
  /** Make this the primary bank account (the previous primary one stops being it). */
  isPrimaryAccount?: InputMaybe<Scalars['Boolean']['input']>;
  /** A PayPal account (of account_type bank). */
  isPaypalAccount?: InputMaybe<Scalars['Boolean']['input']>;
  /** standard or business (PayPal accounts only). */
  paypalType?: InputMaybe<PaypalType>;
  /** The PayPal account's email address (PayPal accounts only). */
  paypalEmailAddress?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a bank account: only the fields given change. */
export type UpdateBankAccountInput = {
  /** Name, unique in the chart of accounts. */
  accountName?: InputMaybe<Scalars['String']['input']>;
  /** bank or credit_card (not while the account has transactions). */
  accountType?: InputMaybe<BankAccountType>;
  /** Account number at the bank. */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Code, unique in the chart of accounts. */
  accountCode?: InputMaybe<Scalars['String']['input']>;
  /** Currency (not while the account has transactions). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Currency by ISO code. */
  currencyCode?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name of the bank. */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** Routing number. */
  routingNumber?: InputMaybe<Scalars['String']['input']>;
  /** Make this the primary bank account. */
  isPrimaryAccount?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of creating a bank account. */
export type CreateBankAccountPayload = {
  __typename?: 'CreateBankAccountPayload';
  /** The new account. */
  bankaccount: BankAccount;
};

/** Result of updating a bank account. */
export type UpdateBankAccountPayload = {
  __typename?: 'UpdateBankAccountPayload';
  /** The account as it is now. */
  bankaccount: BankAccount;
};

/** Result of deleting a bank account. */
export type DeleteBankAccountPayload = {
  __typename?: 'DeleteBankAccountPayload';
  /** The deleted account's id. */
  accountId: Scalars['ID']['output'];
};

/** Result of marking a bank account active or inactive. */
export type SetBankAccountStatusPayload = {
  __typename?: 'SetBankAccountStatusPayload';
  /** The account as it is now. */
  bankaccount: BankAccount;
};

/** A page of bank accounts. */
export type BankAccountList = {
  __typename?: 'BankAccountList';
  /** One page of accounts. */
  nodes: Array<BankAccount>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Direction of a bank transaction as the bank states it. */
export type DebitOrCredit =
  /** Money out of the account (a withdrawal; a charge on a credit card). */
  | 'DEBIT'
  /** Money into the account (a deposit; a payment or refund on a credit card). */
  | 'CREDIT';

/** What a bank transaction is recorded as: a bank rule's record_as, or the document that wrote it (the last three, never given on input). */
export type BankTransactionKind =
  /** An expense paid from the account. */
  | 'EXPENSE'
  /** A deposit from another account (owner's contribution, a loan...). */
  | 'DEPOSIT'
  /** A refund received on a credit card. */
  | 'REFUND'
  /** A transfer between two bank, cash or credit-card accounts. */
  | 'TRANSFER_FUND'
  /** A credit-card bill paid. */
  | 'CARD_PAYMENT'
  /** Sales received without an invoice. */
  | 'SALES_WITHOUT_INVOICES'
  /** An expense refunded. */
  | 'EXPENSE_REFUND'
  /** Interest earned. */
  | 'INTEREST_INCOME'
  /** Other income. */
  | 'OTHER_INCOME'
  /** Money the owner took out. */
  | 'OWNER_DRAWINGS'
  /** A vendor payment paid from the account (written by the payment, changed and removed with it). */
  | 'VENDOR_PAYMENT'
  /** A vendor's refund of a payment's unused amount into the account (written by the refund). */
  | 'VENDOR_PAYMENT_REFUND'
  /** A vendor's refund of a vendor credit into the account (written by the refund). */
  | 'VENDOR_CREDIT_REFUND';

/** Whether a bank transaction is in the books. */
export type BankTransactionStatus =
  /** Known from the bank, not yet in the ledger. */
  | 'UNCATEGORIZED'
  /** Recorded as one of the kinds and posted to the ledger. */
  | 'CATEGORIZED';

/** Which bank transactions a list shows. */
export type BankTransactionFilter =
  /** Every transaction (the default). */
  | 'ALL'
  /** Uncategorized transactions. */
  | 'UNCATEGORIZED'
  /** Categorized transactions. */
  | 'CATEGORIZED'
  /** Transactions of a completed reconciliation. */
  | 'RECONCILED'
  /** Categorized transactions not yet reconciled. */
  | 'UNRECONCILED';

/** Columns a bank transaction list sorts by. */
export type BankTransactionSortColumn =
  /** Date (the default, newest first). */
  | 'DATE'
  /** Amount. */
  | 'AMOUNT'
  /** Payee. */
  | 'PAYEE'
  /** When it was added. */
  | 'CREATED_TIME';

/** The first bank rule a transaction matched that does not categorize on its own. */
export type BankRuleSuggestion = {
  __typename?: 'BankRuleSuggestion';
  /** The rule. */
  ruleId: Scalars['ID']['output'];
  /** Its name. */
  ruleName: Scalars['String']['output'];
  /** What the rule records the transaction as. */
  recordAs: BankTransactionKind;
  /** The account the rule categorizes into. */
  accountId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  accountName: Maybe<Scalars['String']['output']>;
};

/** What a categorized transaction records on the other side: its account, party, and amounts. */
export type BankTransactionLine = {
  __typename?: 'BankTransactionLine';
  /** Account the money came from. */
  fromAccountId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  fromAccountName: Maybe<Scalars['String']['output']>;
  /** Account the money went to. */
  toAccountId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  toAccountName: Maybe<Scalars['String']['output']>;
  /** Customer. */
  customerId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  customerName: Maybe<Scalars['String']['output']>;
  /** Vendor. */
  vendorId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  vendorName: Maybe<Scalars['String']['output']>;
  /** Payment mode. */
  paymentMode: Maybe<Scalars['String']['output']>;
  /** The total less its tax. */
  subTotal: Scalars['Decimal']['output'];
  /** The counterparty's figure: the amount less bank charges for money out, plus them for money in. */
  total: Scalars['Decimal']['output'];
  /** total in the organization's currency. */
  bcyTotal: Scalars['Decimal']['output'];
};

/** A statement line a transaction came from (the transaction itself, as imported). */
export type BankImportedTransaction = {
  __typename?: 'BankImportedTransaction';
  /** The statement line (the transaction's id). */
  importedTransactionId: Scalars['ID']['output'];
  /** The statement it was imported with. */
  statementId: Maybe<Scalars['ID']['output']>;
  /** The bank's own id of the line. */
  bankReference: Maybe<Scalars['String']['output']>;
  /** The account. */
  accountId: Scalars['ID']['output'];
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** Amount. */
  amount: Scalars['Decimal']['output'];
  /** Payee. */
  payee: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** uncategorized or categorized. */
  status: BankTransactionStatus;
};

/** A transaction of a bank or credit-card account: from a statement, or added by hand. */
export type BankTransaction = {
  __typename?: 'BankTransaction';
  /** Identifier. */
  transactionId: Scalars['ID']['output'];
  /** The bank or credit-card account. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Scalars['String']['output'];
  /** bank or credit_card. */
  accountType: BankAccountType;
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** Amount, positive, in the account's currency. */
  amount: Scalars['Decimal']['output'];
  /** debit (money out) or credit (money in). */
  debitOrCredit: DebitOrCredit;
  /** What it is recorded as; null while uncategorized. */
  transactionType: Maybe<BankTransactionKind>;
  /** uncategorized or categorized. */
  status: BankTransactionStatus;
  /** Payee or payer as the bank states it. */
  payee: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Currency of the account. */
  currencyId: Scalars['ID']['output'];
  /** Code of the currency. */
  currencyCode: Scalars['String']['output'];
  /** Its symbol. */
  currencySymbol: Scalars['String']['output'];
  /** Decimal places of the currency. */
  pricePrecision: Scalars['Int']['output'];
  /** Base-currency units per unit of the account's currency. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Account the money came from (the bank account itself for money out). */
  fromAccountId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  fromAccountName: Maybe<Scalars['String']['output']>;
  /** Account the money went to (the bank account itself for money in). */
  toAccountId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  toAccountName: Maybe<Scalars['String']['output']>;
  /** Customer of a sale, deposit or refund. */
  customerId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  customerName: Maybe<Scalars['String']['output']>;
  /** Vendor of an expense, vendor payment or refund. */
  vendorId: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  vendorName: Maybe<Scalars['String']['output']>;
  /** How the money moved (cash, check, bank transfer...). */
  paymentMode: Maybe<Scalars['String']['output']>;
  /** The bank's fee within the transaction, posted to Bank Fees and Charges. */
  bankCharges: Scalars['Decimal']['output'];
  /** The tax inside the total; null when untaxed. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  taxName: Maybe<Scalars['String']['output']>;
  /** Its rate in percent. */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** The tax inside the total, rounded to the organization's precision. */
  taxAmount: Scalars['Decimal']['output'];
  /** Whether the tax is inside the amount: always true, a bank transaction's tax is computed out of its total (an exclusive tax is refused on input). */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** total − tax_amount: what the other account is posted. */
  subTotal: Scalars['Decimal']['output'];
  /** The counterparty's figure: amount − bank_charges for money out, amount + bank_charges for money in. */
  total: Scalars['Decimal']['output'];
  /** total in the organization's currency (× exchange_rate, rounded). */
  bcyTotal: Scalars['Decimal']['output'];
  /** What the categorization records on the other side; empty while uncategorized. */
  lineItems: Array<BankTransactionLine>;
  /** The statement line it came from; empty for a transaction added by hand. */
  importedTransactions: Array<BankImportedTransaction>;
  /** Files attached to the transaction: always empty, Kontor has no route attaching files to a bank transaction (the family documents none either); a receipt stays on its expense. */
  documents: Array<BankTransactionDocument>;
  /** statement (imported), manual (added through the API) or document (written by a vendor payment or refund, which changes and removes it). */
  source: Scalars['String']['output'];
  /** The imported statement it came from. */
  statementId: Maybe<Scalars['ID']['output']>;
  /** The bank's own id of the transaction (statement imports). */
  importedTransactionId: Maybe<Scalars['String']['output']>;
  /** The rule that categorized it on import, if one did. */
  categorizedByRuleId: Maybe<Scalars['ID']['output']>;
  /** The first matching rule that only suggests, while uncategorized. */
  suggestedRule: Maybe<BankRuleSuggestion>;
  /** The rule that matched it: the one that categorized it (while that rule exists), else the one suggested; empty when none did. */
  ruleDetails: Array<BankRuleSuggestion>;
  /** Whether a rule matched it: the one that categorized it or the one suggested. */
  isRuleExist: Scalars['Boolean']['output'];
  /** The other account of a categorized transaction (the expense, income or other bank account). */
  offsetAccountName: Maybe<Scalars['String']['output']>;
  /** Whether a completed reconciliation holds it (then it cannot change until the reconciliation is undone). */
  isReconciled: Scalars['Boolean']['output'];
  /** The completed reconciliation holding it. */
  reconciliationId: Maybe<Scalars['ID']['output']>;
  /** When it was added, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** A new bank transaction. Without transaction_type it stays uncategorized (and bank rules apply to it). */
export type CreateBankTransactionInput = {
  /** The bank or credit-card account. */
  accountId: Scalars['ID']['input'];
  /** Date. */
  date: Scalars['LocalDate']['input'];
  /** Amount, greater than 0. */
  amount: Scalars['Decimal']['input'];
  /** debit (money out) or credit (money in); may be left out when transaction_type implies it. */
  debitOrCredit?: InputMaybe<DebitOrCredit>;
  /** Payee or payer. */
  payee?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Base-currency units per unit of the account's currency (default the currency's rate). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Categorize at once as this kind. */
  transactionType?: InputMaybe<BankTransactionKind>;
  /** For money in: the account it came from. */
  fromAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** For money out: the account it went to. */
  toAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Customer (sales without invoices, deposits, refunds). */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Vendor (expenses, vendor payments and refunds). */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** How the money moved (cash, check, bank transfer...). */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  /** The bank's fee within the transaction, 0 or more (less than the amount for money out). */
  bankCharges?: InputMaybe<Scalars['Decimal']['input']>;
  /** A tax, compound tax or tax group inside the total (not on transfers); null for none. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether the tax is inside the amount: only true is taken (a bank transaction's tax is always inside its amount). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a bank transaction not held by a completed reconciliation; a categorized one is posted again. */
export type UpdateBankTransactionInput = {
  /** Date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Amount, greater than 0. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** debit or credit (uncategorized transactions only). */
  debitOrCredit?: InputMaybe<DebitOrCredit>;
  /** Payee or payer. */
  payee?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Exchange rate. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Payment mode (categorized transactions). */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  /** Bank charges (categorized transactions: posted again). */
  bankCharges?: InputMaybe<Scalars['Decimal']['input']>;
  /** Tax (categorized transactions: posted again); null removes it. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether the tax is inside the amount: only true is taken (a bank transaction's tax is always inside its amount). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Vendor (categorized transactions); null removes it. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};

/** How to categorize a transaction: the kind, and the other account where the kind needs one. */
export type CategorizeBankTransactionInput = {
  /** What to record the transaction as; allowed kinds depend on the account kind and direction (README). */
  transactionType: BankTransactionKind;
  /** For money in: the account it came from (income, other account, the other bank...). */
  fromAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** For money out: the account it went to (expense, the credit card, the other bank...). */
  toAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Replaces the reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Vendor (expenses, vendor payments and refunds). */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** How the money moved (cash, check, bank transfer...). */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  /** The bank's fee within the transaction, 0 or more (less than the amount for money out). */
  bankCharges?: InputMaybe<Scalars['Decimal']['input']>;
  /** A tax, compound tax or tax group inside the total (not on transfers); null for none. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether the tax is inside the amount: only true is taken (a bank transaction's tax is always inside its amount). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of adding a bank transaction. */
export type CreateBankTransactionPayload = {
  __typename?: 'CreateBankTransactionPayload';
  /** The transaction, categorized when transaction_type was given or a rule categorized it. */
  banktransaction: BankTransaction;
};

/** Result of changing a bank transaction. */
export type UpdateBankTransactionPayload = {
  __typename?: 'UpdateBankTransactionPayload';
  /** The transaction as it is now. */
  banktransaction: BankTransaction;
};

/** Result of categorizing or uncategorizing a bank transaction. */
export type CategorizeBankTransactionPayload = {
  __typename?: 'CategorizeBankTransactionPayload';
  /** The transaction as it is now. */
  banktransaction: BankTransaction;
};

/** Result of deleting a bank transaction. */
export type DeleteBankTransactionPayload = {
  __typename?: 'DeleteBankTransactionPayload';
  /** The deleted transaction's id. */
  transactionId: Scalars['ID']['output'];
};

/** A page of bank transactions. */
export type BankTransactionList = {
  __typename?: 'BankTransactionList';
  /** One page of transactions. */
  nodes: Array<BankTransaction>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** One row of a statement given as JSON: debit_or_credit with a positive amount, or a signed amount (negative = debit) as OFX writes it. */
export type BankStatementRowInput = {
  /** The bank's own id of the transaction (OFX FITID). */
  transactionId?: InputMaybe<Scalars['String']['input']>;
  /** Date. */
  date: Scalars['LocalDate']['input'];
  /** debit or credit; without it the amount's sign decides. */
  debitOrCredit?: InputMaybe<DebitOrCredit>;
  /** Amount: positive with debit_or_credit, signed without. */
  amount: Scalars['Decimal']['input'];
  /** Payee or payer. */
  payee?: InputMaybe<Scalars['String']['input']>;
  /** Description (OFX MEMO). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Reference number (OFX CHECKNUM/REFNUM). */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A statement to import: rows as JSON, or a CSV or OFX file sent as the multipart field `statement`. */
export type ImportBankStatementInput = {
  /** The bank or credit-card account. */
  accountId: Scalars['ID']['input'];
  /** First day the statement covers (default its earliest row). */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Last day it covers (default its latest row). */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** The rows, when no file is sent (at most 10,000). */
  transactions?: InputMaybe<Array<BankStatementRowInput>>;
};

/** An imported statement. */
export type BankStatement = {
  __typename?: 'BankStatement';
  /** Identifier. */
  statementId: Scalars['ID']['output'];
  /** The account. */
  accountId: Scalars['ID']['output'];
  /** First day it covers. */
  startDate: Scalars['LocalDate']['output'];
  /** Last day it covers. */
  endDate: Scalars['LocalDate']['output'];
  /** Name of the imported file (null for JSON rows). */
  fileName: Maybe<Scalars['String']['output']>;
  /** Transactions added. */
  transactionsCount: Scalars['Int']['output'];
  /** Of those, categorized by a bank rule. */
  categorizedCount: Scalars['Int']['output'];
  /** Of those, left uncategorized with a rule's suggestion. */
  suggestedCount: Scalars['Int']['output'];
  /** When it was imported. */
  createdTime: Scalars['String']['output'];
};

/** Result of importing a statement. */
export type ImportBankStatementPayload = {
  __typename?: 'ImportBankStatementPayload';
  /** The statement. */
  statement: BankStatement;
};

/** Which accounts a bank rule acts on. */
export type BankRuleCategory =
  /** The accounts named in account_ids. */
  | 'SELECTED_ACCOUNTS'
  /** Every bank and credit-card account. */
  | 'ALL_ACCOUNTS'
  /** Every bank account. */
  | 'ALL_BANKS'
  /** Every credit-card account. */
  | 'ALL_CREDIT_CARDS';

/** Which transactions a bank rule acts on. */
export type BankRuleApplyTo =
  /** Money in. */
  | 'DEPOSITS'
  /** Money out. */
  | 'WITHDRAWALS';

/** How a rule's criteria combine. */
export type BankRuleCriteriaType =
  /** Every criterion holds. */
  | 'AND'
  /** At least one criterion holds. */
  | 'OR';

/** Field of a transaction a criterion tests. */
export type BankRuleField =
  /** Payee (text). */
  | 'PAYEE'
  /** Description (text). */
  | 'DESCRIPTION'
  /** Reference number (text). */
  | 'REFERENCE'
  /** Reference number (text), the spelling of the transaction field. */
  | 'REFERENCE_NUMBER'
  /** Amount (number). */
  | 'AMOUNT';

/** How a criterion compares: text fields take is, is_not, contains, not_contains, starts_with, ends_with; amount takes is, is_not, greater_than, less_than. */
export type BankRuleComparator =
  /** Equal (text: whatever the case). */
  | 'IS'
  /** Not equal. */
  | 'IS_NOT'
  /** Text contains the value, whatever the case. */
  | 'CONTAINS'
  /** Text does not contain the value. */
  | 'NOT_CONTAINS'
  /** Text starts with the value. */
  | 'STARTS_WITH'
  /** Text ends with the value. */
  | 'ENDS_WITH'
  /** Amount greater than the value. */
  | 'GREATER_THAN'
  /** Amount less than the value. */
  | 'LESS_THAN';

/** One condition of a bank rule. */
export type BankRuleCriterion = {
  __typename?: 'BankRuleCriterion';
  /** Identifier. */
  criteriaId: Scalars['ID']['output'];
  /** Field tested. */
  field: BankRuleField;
  /** Comparison. */
  comparator: BankRuleComparator;
  /** Value compared with. */
  value: Scalars['String']['output'];
};

/** A condition of a bank rule as given. */
export type BankRuleCriterionInput = {
  /** Field tested. */
  field: BankRuleField;
  /** Comparison allowed for the field. */
  comparator: BankRuleComparator;
  /** Value compared with: a number for amount. */
  value: Scalars['String']['input'];
};

/** A bank rule: transactions of its accounts and direction that meet its criteria are recorded as record_as. */
export type BankRule = {
  __typename?: 'BankRule';
  /** Identifier. */
  ruleId: Scalars['ID']['output'];
  /** Name. */
  ruleName: Scalars['String']['output'];
  /** Position among the organization's rules: lower first. */
  ruleOrder: Scalars['Int']['output'];
  /** Which accounts it acts on. */
  ruleCategory: BankRuleCategory;
  /** Names of the accounts it acts on, comma-separated. */
  targetAccountsFormatted: Scalars['String']['output'];
  /** How many accounts it acts on. */
  targetAccountsCount: Scalars['Int']['output'];
  /** Ids of the selected accounts (selected_accounts only). */
  accountIds: Array<Scalars['ID']['output']>;
  /** The selected accounts with their names (selected_accounts only). */
  accounts: Array<BankRuleAccount>;
  /** The accounts it acts on, with their names: the selected ones, or every active account of its category. */
  targetAccounts: Array<BankRuleTargetAccount>;
  /** deposits or withdrawals. */
  applyTo: BankRuleApplyTo;
  /** and or or. */
  criteriaType: BankRuleCriteriaType;
  /** What matching transactions are recorded as. */
  recordAs: BankTransactionKind;
  /** The account they are categorized into. */
  accountId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  accountName: Maybe<Scalars['String']['output']>;
  /** Whether a match is categorized at once (else it is suggested). */
  autoCategorize: Scalars['Boolean']['output'];
  /** Customer recorded on matching transactions. */
  customerId: Maybe<Scalars['ID']['output']>;
  /** Name of that customer. */
  customerName: Maybe<Scalars['String']['output']>;
  /** Tax to apply (kept with the rule). */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Reference number to record. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Payment mode recorded on the transactions the rule categorizes (cash, check, bank transfer...). */
  paymentMode: Maybe<Scalars['String']['output']>;
  /** VAT treatment (kept with the rule). */
  vatTreatment: Maybe<Scalars['String']['output']>;
  /** Tax treatment (kept with the rule). */
  taxTreatment: Maybe<Scalars['String']['output']>;
  /** Whether reverse charge applies (kept with the rule). */
  isReverseChargeApplied: Scalars['Boolean']['output'];
  /** goods or services (kept with the rule). */
  productType: Maybe<Scalars['String']['output']>;
  /** Tax authority (kept with the rule). */
  taxAuthorityId: Maybe<Scalars['ID']['output']>;
  /** Tax exemption (kept with the rule). */
  taxExemptionId: Maybe<Scalars['ID']['output']>;
  /** Location (kept with the rule). */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Name of that location. */
  locationName: Maybe<Scalars['String']['output']>;
  /** The conditions. */
  criterion: Array<BankRuleCriterion>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** A bank account a rule is set on. */
export type BankRuleAccount = {
  __typename?: 'BankRuleAccount';
  /** The account. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Scalars['String']['output'];
};

/** A bank account a rule acts on. */
export type BankRuleTargetAccount = {
  __typename?: 'BankRuleTargetAccount';
  /** The account. */
  targetAccountId: Scalars['ID']['output'];
  /** Its name. */
  targetAccountName: Scalars['String']['output'];
};

/** A new bank rule. */
export type CreateBankRuleInput = {
  /** Name. */
  ruleName: Scalars['String']['input'];
  /** Position among the rules (default: after the last). */
  ruleOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Which accounts it acts on. */
  ruleCategory: BankRuleCategory;
  /** Comma-separated account ids: only with selected_accounts, and required by it. */
  accountIds?: InputMaybe<Scalars['String']['input']>;
  /** deposits or withdrawals. */
  applyTo: BankRuleApplyTo;
  /** and or or. */
  criteriaType: BankRuleCriteriaType;
  /** The conditions (1 to 10). */
  criterion: Array<BankRuleCriterionInput>;
  /** What matching transactions are recorded as; allowed per account kind and apply_to (README). */
  recordAs: BankTransactionKind;
  /** The account to categorize into (required where the kind has no default account). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Categorize matches at once (default false: suggest). */
  autoCategorize?: InputMaybe<Scalars['Boolean']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Tax. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Reference number to record. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Payment mode to record on the transactions the rule categorizes (cash, check, bank transfer...). */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge. */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
  /** goods or services. */
  productType?: InputMaybe<Scalars['String']['input']>;
  /** Tax authority. */
  taxAuthorityId?: InputMaybe<Scalars['ID']['input']>;
  /** Tax exemption. */
  taxExemptionId?: InputMaybe<Scalars['ID']['input']>;
  /** Location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to a bank rule: the fields given replace the rule's (criterion replaces the whole set). */
export type UpdateBankRuleInput = {
  /** Name. */
  ruleName?: InputMaybe<Scalars['String']['input']>;
  /** Position. */
  ruleOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Which accounts it acts on. */
  ruleCategory?: InputMaybe<BankRuleCategory>;
  /** Comma-separated account ids (selected_accounts only). */
  accountIds?: InputMaybe<Scalars['String']['input']>;
  /** deposits or withdrawals. */
  applyTo?: InputMaybe<BankRuleApplyTo>;
  /** and or or. */
  criteriaType?: InputMaybe<BankRuleCriteriaType>;
  /** The conditions (1 to 10). */
  criterion?: InputMaybe<Array<BankRuleCriterionInput>>;
  /** What matching transactions are recorded as. */
  recordAs?: InputMaybe<BankTransactionKind>;
  /** The account to categorize into. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Categorize matches at once. */
  autoCategorize?: InputMaybe<Scalars['Boolean']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Tax. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Payment mode to record on the transactions the rule categorizes; null clears it. */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge. */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
  /** goods or services. */
  productType?: InputMaybe<Scalars['String']['input']>;
  /** Tax authority. */
  taxAuthorityId?: InputMaybe<Scalars['ID']['input']>;
  /** Tax exemption. */
  taxExemptionId?: InputMaybe<Scalars['ID']['input']>;
  /** Location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of creating a bank rule. */
export type CreateBankRulePayload = {
  __typename?: 'CreateBankRulePayload';
  /** The new rule. */
  rule: BankRule;
};

/** Result of updating a bank rule. */
export type UpdateBankRulePayload = {
  __typename?: 'UpdateBankRulePayload';
  /** The rule as it is now. */
  rule: BankRule;
};

/** Result of deleting a bank rule. */
export type DeleteBankRulePayload = {
  __typename?: 'DeleteBankRulePayload';
  /** The deleted rule's id. */
  ruleId: Scalars['ID']['output'];
};

/** A page of bank rules, in the order they apply. */
export type BankRuleList = {
  __typename?: 'BankRuleList';
  /** One page of rules. */
  nodes: Array<BankRule>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** State of a reconciliation. */
export type ReconciliationStatus =
  /** Being prepared: nothing is locked. */
  | 'DRAFT'
  /** Completed: its transactions are locked until it is undone. */
  | 'RECONCILED';

/** What saving a reconciliation does. */
export type ReconciliationSaveOption =
  /** Keep it as a draft. */
  | 'DRAFT'
  /** Complete it: only when opening balance plus the selected transactions equals the closing balance. */
  | 'RECONCILE';

/** A file attached to a bank transaction (none can be today: see BankTransaction.documents). */
export type BankTransactionDocument = {
  __typename?: 'BankTransactionDocument';
  /** Identifier. */
  documentId: Scalars['ID']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
};

/** A file attached to a reconciliation (a bank statement). */
export type ReconciliationDocument = {
  __typename?: 'ReconciliationDocument';
  /** Identifier (the stored file's id). */
  documentId: Scalars['ID']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
  /** Content type. */
  fileType: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
  /** When it was attached. */
  uploadedTime: Scalars['String']['output'];
};

/** A transaction selected on a reconciliation. */
export type ReconciliationTransactionInput = {
  /** A categorized transaction of the account. */
  transactionId: Scalars['ID']['input'];
};

/** A reconciliation's period, closing balance and selected transactions (the spec's draft body). */
export type BankReconciliationInput = {
  /** First day of the statement. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Last day of the statement. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Balance on the statement at end_date. */
  closingBalance?: InputMaybe<Scalars['Decimal']['input']>;
  /** draft (default) or reconcile. */
  saveOption?: InputMaybe<ReconciliationSaveOption>;
  /** The transactions that cleared; replaces the selection when given (at most 10,000). */
  transactionsToBeReconciled?: InputMaybe<Array<ReconciliationTransactionInput>>;
};

/** A reconciliation of a bank or credit-card account against a statement. */
export type BankReconciliation = {
  __typename?: 'BankReconciliation';
  /** Identifier. */
  reconciliationId: Scalars['ID']['output'];
  /** The account. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Scalars['String']['output'];
  /** First day. */
  startDate: Scalars['LocalDate']['output'];
  /** Last day. */
  endDate: Scalars['LocalDate']['output'];
  /** Closing balance of the previous completed reconciliation of the account (0 for the first). */
  openingBalance: Scalars['Decimal']['output'];
  /** Balance on the statement. */
  closingBalance: Scalars['Decimal']['output'];
  /** Sum of the selected transactions (money in less money out; for a credit card, charges less payments). */
  clearedAmount: Scalars['Decimal']['output'];
  /** closing_balance − (opening_balance + cleared_amount): 0 when it can be completed. */
  difference: Scalars['Decimal']['output'];
  /** draft or reconciled. */
  status: ReconciliationStatus;
  /** When it was completed. */
  reconciledTime: Maybe<Scalars['String']['output']>;
  /** The selected transactions. */
  transactions: Array<BankTransaction>;
  /** Attached files. */
  documents: Array<ReconciliationDocument>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** Result of creating, updating, saving or undoing a reconciliation. */
export type BankReconciliationPayload = {
  __typename?: 'BankReconciliationPayload';
  /** The reconciliation as it is now. */
  reconciliation: BankReconciliation;
};

/** Result of deleting a reconciliation. */
export type DeleteBankReconciliationPayload = {
  __typename?: 'DeleteBankReconciliationPayload';
  /** The deleted reconciliation's id. */
  reconciliationId: Scalars['ID']['output'];
};

/** Result of attaching files to a reconciliation. */
export type AddReconciliationAttachmentPayload = {
  __typename?: 'AddReconciliationAttachmentPayload';
  /** The files attached by this request. */
  documents: Array<ReconciliationDocument>;
};

/** Result of deleting an attached file. */
export type DeleteReconciliationDocumentPayload = {
  __typename?: 'DeleteReconciliationDocumentPayload';
  /** The deleted file's id. */
  documentId: Scalars['ID']['output'];
};

/** A page of reconciliations. */
export type BankReconciliationList = {
  __typename?: 'BankReconciliationList';
  /** One page of reconciliations, newest period first. */
  nodes: Array<BankReconciliation>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** The state of a bill. Stored: draft, pending_approval, approved, open, void; an open bill reads as overdue (past its due date), partially paid or paid from its balance. */
export type BillStatus =
  /** Being prepared; posts nothing. */
  | 'DRAFT'
  /** Submitted for approval. */
  | 'PENDING_APPROVAL'
  /** Approved; may now be opened. */
  | 'APPROVED'
  /** Owed to the vendor, not yet due. */
  | 'OPEN'
  /** Owed to the vendor, past its due date in the organization's time zone. */
  | 'OVERDUE'
  /** Part of it paid. */
  | 'PARTIALLY_PAID'
  /** Nothing left to pay. */
  | 'PAID'
  /** Cancelled; posts nothing. */
  | 'VOID';

/** The `filter_by` of the bill list. */
export type BillFilter =
  /** Every bill (default). */
  | 'STATUS_ALL'
  /** Drafts. */
  | 'STATUS_DRAFT'
  /** Waiting for approval. */
  | 'STATUS_PENDING_APPROVAL'
  /** Approved, not opened. */
  | 'STATUS_APPROVED'
  /** Open, not due. */
  | 'STATUS_OPEN'
  /** Past the due date. */
  | 'STATUS_OVERDUE'
  /** Open, overdue or partially paid. */
  | 'STATUS_UNPAID'
  /** Partially paid. */
  | 'STATUS_PARTIALLY_PAID'
  /** Paid. */
  | 'STATUS_PAID'
  /** Void. */
  | 'STATUS_VOID';

/** Columns the bill list sorts by. */
export type BillSortColumn =
  /** Vendor name. */
  | 'VENDOR_NAME'
  /** Number. */
  | 'BILL_NUMBER'
  /** Date. */
  | 'DATE'
  /** Due date. */
  | 'DUE_DATE'
  /** Total. */
  | 'TOTAL'
  /** Balance. */
  | 'BALANCE'
  /** Creation time (default). */
  | 'CREATED_TIME'
  /** Last change. */
  | 'LAST_MODIFIED_TIME';

/** How a bill is saved. */
export type BillSaveStatus =
  /** A draft (posts nothing). */
  | 'DRAFT'
  /** Open: posted to the ledger (default). */
  | 'OPEN';

/** A bill: what a vendor charges the organization. */
export type Bill = {
  __typename?: 'Bill';
  /** Identifier. */
  billId: Scalars['ID']['output'];
  /** The vendor's number for it, unique per vendor. */
  billNumber: Scalars['String']['output'];
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** Due date. */
  dueDate: Scalars['LocalDate']['output'];
  /** Days from the date to the due date. */
  paymentTerms: Scalars['Int']['output'];
  /** The terms in words. */
  paymentTermsLabel: Scalars['String']['output'];
  /** How the due date stands today, in words ("Due in 5 days", "Overdue by 3 days"); empty when paid, void or a draft. */
  dueDays: Scalars['String']['output'];
  /** Days past the due date (0 when not past). */
  dueByDays: Scalars['String']['output'];
  /** Days left to the due date (0 when past). */
  dueInDays: Scalars['Int']['output'];
  /** Where it stands, on the organization's today. */
  status: BillStatus;
  /** Left to pay. */
  balance: Scalars['Decimal']['output'];
  /** Paid so far (payments and vendor credits). */
  paymentMade: Scalars['Decimal']['output'];
  /** Payments made on it, oldest first (subgraphs/accounting/README.md, "Vendor payments"). */
  payments: Array<BillPayment>;
  /** Vendor credits applied to it, oldest first. */
  vendorCredits: Array<BillVendorCredit>;
  /** Credits applied to it, summed. */
  vendorCreditsApplied: Scalars['Decimal']['output'];
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** The vendor. */
  vendorId: Scalars['ID']['output'];
  /** The vendor's name. */
  vendorName: Scalars['String']['output'];
  /** Contact persons of the vendor. */
  contactPersonsAssociated: Array<InvoiceContactPerson>;
  /** Currency. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Its symbol. */
  currencySymbol: Scalars['String']['output'];
  /** Units of the base currency one unit is worth. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Discount: "10%" or an amount (as the family sends it, a string). */
  discount: Maybe<Scalars['String']['output']>;
  /** The discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** Whether the discount is taken before tax. */
  isDiscountBeforeTax: Scalars['Boolean']['output'];
  /** Where discounts are given. */
  discountType: InvoiceDiscountType;
  /** Whether rates include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Whether files are attached (none: false). */
  hasAttachment: Scalars['Boolean']['output'];
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Shipping charge billed. */
  shippingCharge: Scalars['Decimal']['output'];
  /** Adjustment added after tax. */
  adjustment: Scalars['Decimal']['output'];
  /** What the adjustment is for. */
  adjustmentDescription: Maybe<Scalars['String']['output']>;
  /** Sum of the lines' item_total. */
  subTotal: Scalars['Decimal']['output'];
  /** Sum of taxes[]. */
  taxTotal: Scalars['Decimal']['output'];
  /** Total (the invoice arithmetic). */
  total: Scalars['Decimal']['output'];
  /** Total in the base currency. */
  bcyTotal: Scalars['Decimal']['output'];
  /** Tax per tax. */
  taxes: Array<InvoiceTax>;
  /** Decimal places amounts are rounded to. */
  pricePrecision: Scalars['Int']['output'];
  /** Billing address (default the vendor's). */
  billingAddress: ContactAddress;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms and conditions. */
  terms: Maybe<Scalars['String']['output']>;
  /** Custom fields, as given. */
  customFields: Array<RetainerInvoiceCustomField>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
  /** The same (the family's other name). */
  updatedTime: Scalars['String']['output'];
  /** Lines, by item_order; account_id is the expense or inventory account debited. */
  lineItems: Array<InvoiceLineItem>;
  /** GSTIN (India). */
  gstNo: Maybe<Scalars['String']['output']>;
  /** GST treatment (India). */
  gstTreatment: Maybe<InvoiceGstTreatment>;
  /** Whether the supply predates GST (India). */
  isPreGst: Maybe<Scalars['Boolean']['output']>;
  /** Place of supply. */
  placeOfSupply: Maybe<Scalars['String']['output']>;
  /** Tax treatment. */
  taxTreatment: Maybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment: Maybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo: Maybe<Scalars['String']['output']>;
  /** Whether reverse charge applies. */
  isReverseChargeApplied: Maybe<Scalars['Boolean']['output']>;
  /** The purchase orders its lines bill (README "Bills from purchase orders"). */
  purchaseorderIds: Array<Scalars['ID']['output']>;
  /** Those orders: number, date and state. */
  purchaseorders: Array<BillPurchaseOrder>;
};

/** Fields of a new bill. */
export type CreateBillInput = {
  /** The vendor's number for the bill, unique per vendor. */
  billNumber: Scalars['String']['input'];
  /** draft (posts nothing) or open (default; posted). */
  status?: InputMaybe<BillSaveStatus>;
  /** An active vendor of the organization. */
  vendorId: Scalars['ID']['input'];
  /** Contact persons of the vendor (default: its primary person). */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Date (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Due date (default the date plus the payment terms); not before the date. */
  dueDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Days from the date to the due date (default the vendor's). */
  paymentTerms?: InputMaybe<Scalars['Int']['input']>;
  /** The terms in words. */
  paymentTermsLabel?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default the vendor's). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit (default the currency's rate; 1 for the base currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Discount (entity_level): "10%" (0 to 100%) or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax (default true). */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level (default) or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge billed, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax, may be negative. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address (default: the vendor's). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** Lines: at least one, at most 1000; rate defaults to the item's purchase rate, account to its inventory (tracked items) or purchase account. */
  lineItems: Array<InvoiceLineItemInput>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge. */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
  /** Purchase orders of the vendor this bill bills: their lines are named by lineItems[].purchaseorderItemId (README "Bills from purchase orders"). Another organization's order is not found. */
  purchaseorderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Changes to a bill: only the fields given change; line_items, when given, is the whole new list. */
export type UpdateBillInput = {
  /** The vendor's number, unique per vendor. */
  billNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active vendor of the organization. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the vendor. */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Due date; not before the date. */
  dueDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Days from the date to the due date. */
  paymentTerms?: InputMaybe<Scalars['Int']['input']>;
  /** The terms in words. */
  paymentTermsLabel?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Discount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax. */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge billed, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address. */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** Lines: the whole new list. */
  lineItems?: InputMaybe<Array<InvoiceLineItemInput>>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge. */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
  /** Purchase orders of the vendor this bill bills: their lines are named by lineItems[].purchaseorderItemId (README "Bills from purchase orders"). Another organization's order is not found. */
  purchaseorderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** An entry of a bill's history. */
export type BillComment = {
  __typename?: 'BillComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The bill. */
  billId: Scalars['ID']['output'];
  /** What happened, or the comment. */
  description: Scalars['String']['output'];
  /** Who (null for the platform). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** system or user. */
  commentType: InvoiceCommentType;
  /** Date in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, in words. */
  dateDescription: Scalars['String']['output'];
  /** Time of day (hh:mm AM). */
  time: Scalars['String']['output'];
  /** added, updated, submitted, approved, opened, voided, address_changed or commented. */
  operationType: Scalars['String']['output'];
  /** The transaction: the bill. */
  transactionId: Scalars['ID']['output'];
  /** Its kind: bill. */
  transactionType: Scalars['String']['output'];
};

/** A page of bills. */
export type BillList = {
  __typename?: 'BillList';
  /** One page. */
  nodes: Array<Bill>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Result of creating or changing a bill. */
export type BillPayload = {
  __typename?: 'BillPayload';
  /** The bill as it is now. */
  bill: Bill;
};

/** Result of deleting a bill. */
export type DeleteBillPayload = {
  __typename?: 'DeleteBillPayload';
  /** The deleted bill's id. */
  billId: Scalars['ID']['output'];
};

/** Result of changing a bill's address. */
export type BillAddressPayload = {
  __typename?: 'BillAddressPayload';
  /** The address as it is now. */
  address: ContactAddress;
};

/** Result of adding a comment. */
export type BillCommentPayload = {
  __typename?: 'BillCommentPayload';
  /** The comment. */
  comment: BillComment;
};

/** Result of deleting a comment. */
export type DeleteBillCommentPayload = {
  __typename?: 'DeleteBillCommentPayload';
  /** The deleted comment. */
  commentId: Scalars['ID']['output'];
};

/** A purchase order a bill bills. */
export type BillPurchaseOrder = {
  __typename?: 'BillPurchaseOrder';
  /** The order. */
  purchaseorderId: Scalars['ID']['output'];
  /** Its number. */
  purchaseorderNumber: Scalars['String']['output'];
  /** Its date. */
  purchaseorderDate: Scalars['LocalDate']['output'];
  /** Its state: issued, partially_received, received or cancelled. */
  purchaseorderStatus: Scalars['String']['output'];
};

/** A further address of a contact. */
export type ContactAdditionalAddress = {
  __typename?: 'ContactAdditionalAddress';
  /** Identifier. */
  addressId: Scalars['ID']['output'];
  /** Person or department the mail is for. */
  attention: Maybe<Scalars['String']['output']>;
  /** Street. */
  address: Maybe<Scalars['String']['output']>;
  /** Second street line. */
  street2: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Maybe<Scalars['String']['output']>;
  /** State or region. */
  state: Maybe<Scalars['String']['output']>;
  /** Code of the state (GST state code, US state abbreviation). */
  stateCode: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  zip: Maybe<Scalars['String']['output']>;
  /** Country. */
  country: Maybe<Scalars['String']['output']>;
  /** Fax number. */
  fax: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone: Maybe<Scalars['String']['output']>;
};

/** Fields of a further address: at least one of address, street2, city, state, zip or country once written. */
export type ContactAdditionalAddressInput = {
  /** Person or department the mail is for. */
  attention?: InputMaybe<Scalars['String']['input']>;
  /** Street. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Second street line. */
  street2?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** State or region. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Code of the state. */
  stateCode?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  zip?: InputMaybe<Scalars['String']['input']>;
  /** Country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Fax number. */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Result of adding or changing an address. */
export type ContactAddressPayload = {
  __typename?: 'ContactAddressPayload';
  /** The address as it is now. */
  addressInfo: ContactAdditionalAddress;
};

/** Result of removing an address. */
export type DeleteContactAddressPayload = {
  __typename?: 'DeleteContactAddressPayload';
  /** The removed address. */
  addressId: Scalars['ID']['output'];
};

/** An entry of a contact's history. */
export type ContactComment = {
  __typename?: 'ContactComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The contact. */
  contactId: Scalars['ID']['output'];
  /** Its name now. */
  contactName: Scalars['String']['output'];
  /** What happened. */
  description: Scalars['String']['output'];
  /** Who did it (null for the platform's own jobs). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** Date, in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, in words. */
  dateDescription: Scalars['String']['output'];
  /** Time of day, in the organization's time zone. */
  time: Scalars['String']['output'];
  /** added, updated, marked_as_active, marked_as_inactive, contact_person_added, contact_person_updated, contact_person_deleted, primary_contact_changed, address_added, address_updated, address_deleted, payment_reminder_enabled, payment_reminder_disabled, track_1099, untrack_1099, statement_emailed or emailed. */
  operationType: Scalars['String']['output'];
  /** The invoice an entry of the contact's invoices is about (null for the contact's own entries). */
  transactionId: Maybe<Scalars['ID']['output']>;
  /** invoice for an invoice's entry (null for the contact's own entries). */
  transactionType: Maybe<Scalars['String']['output']>;
  /** Whether the document the entry names was deleted: always false, a deleted invoice takes its history with it. */
  isEntityDeleted: Scalars['Boolean']['output'];
};

/** A page of a contact's history. */
export type ContactCommentList = {
  __typename?: 'ContactCommentList';
  /** The entries, newest first. */
  nodes: Array<ContactComment>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A new person of a contact. */
export type CreateContactPersonInput = {
  /** The contact, a customer or vendor of the organization. */
  contactId: Scalars['ID']['input'];
  /** Salutation: Mr., Ms., Dr. ... */
  salutation?: InputMaybe<Scalars['String']['input']>;
  /** First name; a person needs a first name, a last name or an email. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number. */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Job title. */
  designation?: InputMaybe<Scalars['String']['input']>;
  /** Department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** Skype name. */
  skype?: InputMaybe<Scalars['String']['input']>;
  /** Make this the contact's primary person (default: only when the contact has no person yet). */
  isPrimaryContact?: InputMaybe<Scalars['Boolean']['input']>;
  /** Channels the person may be reached on. */
  communicationPreference?: InputMaybe<CommunicationPreferenceInput>;
};

/** Changes to a contact person: only the fields given change; null clears a text field. */
export type UpdateContactPersonInput = {
  /** Salutation. */
  salutation?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number. */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Job title. */
  designation?: InputMaybe<Scalars['String']['input']>;
  /** Department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** Skype name. */
  skype?: InputMaybe<Scalars['String']['input']>;
  /** true makes the person primary; false is refused on the primary person (mark another one primary instead). */
  isPrimaryContact?: InputMaybe<Scalars['Boolean']['input']>;
  /** Channels the person may be reached on. */
  communicationPreference?: InputMaybe<CommunicationPreferenceInput>;
};

/** The persons of a contact. */
export type ContactPersonList = {
  __typename?: 'ContactPersonList';
  /** The persons, in order. */
  nodes: Array<ContactPerson>;
  /** Where the page stands (all persons are on one page). */
  pageContext: PageContext;
};

/** Result of adding a contact person. */
export type CreateContactPersonPayload = {
  __typename?: 'CreateContactPersonPayload';
  /** The new person. */
  contactPerson: ContactPerson;
};

/** Result of changing a contact person. */
export type UpdateContactPersonPayload = {
  __typename?: 'UpdateContactPersonPayload';
  /** The person as it is now. */
  contactPerson: ContactPerson;
};

/** Result of removing a contact person. */
export type DeleteContactPersonPayload = {
  __typename?: 'DeleteContactPersonPayload';
  /** The removed person. */
  contactPersonId: Scalars['ID']['output'];
};

/** Result of making a person primary. */
export type MarkContactPersonPrimaryPayload = {
  __typename?: 'MarkContactPersonPrimaryPayload';
  /** The person, now primary. */
  contactPerson: ContactPerson;
};

/** Result of switching a flag of a contact. */
export type ContactFlagPayload = {
  __typename?: 'ContactFlagPayload';
  /** The contact as it is now. */
  contact: Contact;
};

/** The statement mail of a customer for a period. */
export type ContactStatementMailContent = {
  __typename?: 'ContactStatementMailContent';
  /** The customer. */
  contactId: Scalars['ID']['output'];
  /** Subject the mail goes out with unless told. */
  subject: Scalars['String']['output'];
  /** HTML body the mail goes out with unless told. */
  body: Scalars['String']['output'];
  /** File name of the PDF statement. */
  fileName: Scalars['String']['output'];
  /** Who the mail goes to unless told: the customer's persons with an email (email-enabled ones selected). */
  toContacts: Array<InvoiceMailContact>;
  /** The address the mail goes from: the organization's sender (messaging), else its email; empty when it has neither. */
  fromEmails: Array<InvoiceMailSender>;
  /** First day of the period. */
  startDate: Scalars['LocalDate']['output'];
  /** Last day of the period. */
  endDate: Scalars['LocalDate']['output'];
  /** What the customer owed before the period, in its currency. */
  openingBalance: Scalars['Decimal']['output'];
  /** Invoiced in the period. */
  invoicedAmount: Scalars['Decimal']['output'];
  /** Paid in the period. */
  amountPaid: Scalars['Decimal']['output'];
  /** What the customer owes at the end of the period. */
  balanceDue: Scalars['Decimal']['output'];
};

/** Who a statement goes to and how it reads; defaults are the statement mail content's. */
export type EmailContactStatementInput = {
  /** Recipients (default: the selected persons of the content). */
  toMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Copies. */
  ccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Blind copies. */
  bccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Subject. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** HTML body. */
  body?: InputMaybe<Scalars['String']['input']>;
};

/** A mail to a contact. */
export type EmailContactInput = {
  /** Recipients (default: the contact's persons with email enabled). */
  toMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Copies. */
  ccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Subject. */
  subject: Scalars['String']['input'];
  /** HTML body. */
  body: Scalars['String']['input'];
};

/** Result of emailing a statement. */
export type EmailContactStatementPayload = {
  __typename?: 'EmailContactStatementPayload';
  /** The delivery log entry of the mail (GET /v1.1/outbox). */
  messageId: Scalars['ID']['output'];
};

/** Result of emailing a contact. */
export type EmailContactPayload = {
  __typename?: 'EmailContactPayload';
  /** The delivery log entry of the mail. */
  messageId: Scalars['ID']['output'];
};

/** The state of a credit note. Stored: draft, pending_approval, approved, open, void; an open credit note with no credit left is closed. */
export type CreditNoteStatus =
  /** Being prepared; posts nothing. */
  | 'DRAFT'
  /** Submitted for approval. */
  | 'PENDING_APPROVAL'
  /** Approved; may now be opened. */
  | 'APPROVED'
  /** Posted, with credit left to apply or refund. */
  | 'OPEN'
  /** Posted, its whole credit applied or refunded. */
  | 'CLOSED'
  /** Cancelled; posts nothing. */
  | 'VOID';

/** The `filter_by` of the credit note list. */
export type CreditNoteFilter =
  /** Every credit note (default). */
  | 'STATUS_ALL'
  /** Drafts. */
  | 'STATUS_DRAFT'
  /** Waiting for approval. */
  | 'STATUS_PENDING_APPROVAL'
  /** Approved, not opened. */
  | 'STATUS_APPROVED'
  /** Open. */
  | 'STATUS_OPEN'
  /** Closed. */
  | 'STATUS_CLOSED'
  /** Void. */
  | 'STATUS_VOID';

/** Columns the credit note list sorts by. */
export type CreditNoteSortColumn =
  /** Customer name. */
  | 'CUSTOMER_NAME'
  /** Number. */
  | 'CREDITNOTE_NUMBER'
  /** Date. */
  | 'DATE'
  /** Total. */
  | 'TOTAL'
  /** Credit left. */
  | 'BALANCE'
  /** Creation time (default). */
  | 'CREATED_TIME'
  /** Last change. */
  | 'LAST_MODIFIED_TIME';

/** Credit of a credit note applied to an invoice, as the credit note lists it. */
export type CreditNoteInvoice = {
  __typename?: 'CreditNoteInvoice';
  /** The application's identifier. */
  creditnoteInvoiceId: Scalars['ID']['output'];
  /** The credit note. */
  creditnoteId: Scalars['ID']['output'];
  /** Its number. */
  creditnoteNumber: Scalars['String']['output'];
  /** The invoice. */
  invoiceId: Scalars['ID']['output'];
  /** Its number. */
  invoiceNumber: Scalars['String']['output'];
  /** Amount applied, in the two documents' currency. */
  amount: Scalars['Decimal']['output'];
  /** The same amount (the family's name on the application list). */
  creditedAmount: Scalars['Decimal']['output'];
  /** Date applied. */
  date: Scalars['LocalDate']['output'];
};

/** Credit of a credit note applied to an invoice, as the invoice lists it (GET /invoices/{id}/creditsapplied). */
export type InvoiceCreditApplied = {
  __typename?: 'InvoiceCreditApplied';
  /** The application's identifier (what DELETE /invoices/{id}/creditsapplied/{id} names). */
  creditnotesInvoiceId: Scalars['ID']['output'];
  /** The credit note. */
  creditnoteId: Scalars['ID']['output'];
  /** Its number. */
  creditnotesNumber: Scalars['String']['output'];
  /** Amount applied. */
  amountApplied: Scalars['Decimal']['output'];
  /** Date applied. */
  creditedDate: Scalars['LocalDate']['output'];
};

/** Credit of a credit note paid back to the customer. */
export type CreditNoteRefund = {
  __typename?: 'CreditNoteRefund';
  /** Identifier. */
  creditnoteRefundId: Scalars['ID']['output'];
  /** The credit note. */
  creditnoteId: Scalars['ID']['output'];
  /** Its number. */
  creditnoteNumber: Scalars['String']['output'];
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** Refund date. */
  date: Scalars['LocalDate']['output'];
  /** Amount, in the credit note's currency. */
  amount: Scalars['Decimal']['output'];
  /** The same amount (the family's name in lists). */
  amountFcy: Scalars['Decimal']['output'];
  /** Amount in the base currency, at the refund's rate. */
  amountBcy: Scalars['Decimal']['output'];
  /** Units of the base currency per unit. */
  exchangeRate: Scalars['Decimal']['output'];
  /** How it was paid (cash, cheque, bank transfer…). */
  refundMode: Maybe<Scalars['String']['output']>;
  /** The same (the family's other name). */
  paymentForm: Maybe<Scalars['String']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** The bank or cash account the money left. */
  fromAccountId: Scalars['ID']['output'];
  /** Its name. */
  fromAccountName: Maybe<Scalars['String']['output']>;
};

/** A credit note: credit given to a customer. */
export type CreditNote = {
  __typename?: 'CreditNote';
  /** Identifier. */
  creditnoteId: Scalars['ID']['output'];
  /** Number, unique in the organization (CN-000001 unless given). */
  creditnoteNumber: Scalars['String']['output'];
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** Where it stands. */
  status: CreditNoteStatus;
  /** Credit left to apply or refund. */
  balance: Scalars['Decimal']['output'];
  /** The invoice it was raised against (invoice_id on create), if any. */
  invoiceId: Maybe<Scalars['ID']['output']>;
  /** Invoices its credit is applied to. */
  invoices: Array<CreditNoteInvoice>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** Contact persons it goes to. */
  contactPersonsAssociated: Array<InvoiceContactPerson>;
  /** Currency. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Its symbol. */
  currencySymbol: Scalars['String']['output'];
  /** Units of the base currency one unit is worth. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Discount: "10%" or an amount (as the family sends it, a string). */
  discount: Maybe<Scalars['String']['output']>;
  /** The discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** Whether the discount is taken before tax. */
  isDiscountBeforeTax: Scalars['Boolean']['output'];
  /** Where discounts are given. */
  discountType: InvoiceDiscountType;
  /** Whether rates include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Whether files are attached (none: false). */
  hasAttachment: Scalars['Boolean']['output'];
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Shipping charge credited. */
  shippingCharge: Scalars['Decimal']['output'];
  /** Adjustment added after tax. */
  adjustment: Scalars['Decimal']['output'];
  /** What the adjustment is for. */
  adjustmentDescription: Maybe<Scalars['String']['output']>;
  /** Sum of the lines' item_total. */
  subTotal: Scalars['Decimal']['output'];
  /** Sum of taxes[]. */
  taxTotal: Scalars['Decimal']['output'];
  /** Total (the invoice arithmetic). */
  total: Scalars['Decimal']['output'];
  /** Total in the base currency. */
  bcyTotal: Scalars['Decimal']['output'];
  /** Tax per tax. */
  taxes: Array<InvoiceTax>;
  /** Decimal places amounts are rounded to. */
  pricePrecision: Scalars['Int']['output'];
  /** Billing address. */
  billingAddress: ContactAddress;
  /** Shipping address. */
  shippingAddress: ContactAddress;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms and conditions. */
  terms: Maybe<Scalars['String']['output']>;
  /** Custom fields, as given. */
  customFields: Array<RetainerInvoiceCustomField>;
  /** PDF template (GET /creditnotes/templates). */
  templateId: Scalars['ID']['output'];
  /** Its name. */
  templateName: Scalars['String']['output'];
  /** Salesperson. */
  salespersonId: Maybe<Scalars['ID']['output']>;
  /** Salesperson's name. */
  salespersonName: Maybe<Scalars['String']['output']>;
  /** Whether it has been emailed. */
  isEmailed: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
  /** The same (the family's other name). */
  updatedTime: Scalars['String']['output'];
  /** Lines, by item_order. */
  lineItems: Array<InvoiceLineItem>;
  /** GSTIN (India). */
  gstNo: Maybe<Scalars['String']['output']>;
  /** GST treatment (India). */
  gstTreatment: Maybe<InvoiceGstTreatment>;
  /** Whether the supply predates GST (India). */
  isPreGst: Maybe<Scalars['Boolean']['output']>;
  /** Place of supply. */
  placeOfSupply: Maybe<Scalars['String']['output']>;
  /** Tax treatment. */
  taxTreatment: Maybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment: Maybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo: Maybe<Scalars['String']['output']>;
  /** Whether reverse charge applies. */
  isReverseChargeApplied: Maybe<Scalars['Boolean']['output']>;
};

/** Fields of a new credit note. */
export type CreateCreditNoteInput = {
  /** Number, required with ignore_auto_number_generation (else generated and this is ignored). */
  creditnoteNumber?: InputMaybe<Scalars['String']['input']>;
  /** Save as a draft (posts nothing) instead of open (default false). */
  isDraft?: InputMaybe<Scalars['Boolean']['input']>;
  /** An active customer of the organization. */
  customerId: Scalars['ID']['input'];
  /** Contact persons of the customer (default: its primary person). */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Date (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default the customer's). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit (default the currency's rate; 1 for the base currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Discount (entity_level): "10%" (0 to 100%) or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax (default true). */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level (default) or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge credited, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax, may be negative. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address (default: the customer's). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (default: the customer's). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** A template of GET /creditnotes/templates (default the standard one). */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** Lines: at least one, at most 1000. */
  lineItems: Array<InvoiceLineItemInput>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge (South Africa). */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a credit note: only the fields given change; line_items, when given, is the whole new list. */
export type UpdateCreditNoteInput = {
  /** Number, unique in the organization. */
  creditnoteNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active customer of the organization (not once credit is applied or refunded). */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the customer. */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency (not once credit is applied or refunded). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Discount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax. */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address (replaces the whole address). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (replaces the whole address). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields: the whole new list. */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** A template of GET /creditnotes/templates. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** The whole new list of lines. */
  lineItems?: InputMaybe<Array<InvoiceLineItemInput>>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge (South Africa). */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Credit to apply to one invoice. */
export type CreditNoteInvoiceInput = {
  /** A sent invoice of the credit note's customer, in its currency. */
  invoiceId: Scalars['ID']['input'];
  /** Amount, > 0, at most the invoice's balance. */
  amountApplied: Scalars['Decimal']['input'];
};

/** Credit of a credit note to apply to invoices (POST /creditnotes/{id}/invoices). */
export type ApplyCreditNoteInput = {
  /** Invoices and amounts, each invoice once; together at most the credit left. */
  invoices: Array<CreditNoteInvoiceInput>;
};

/** Credit of one credit note to apply to the invoice. */
export type InvoiceCreditInput = {
  /** An open credit note of the invoice's customer, in its currency. */
  creditnoteId: Scalars['ID']['input'];
  /** Amount, > 0, at most the credit note's credit left. */
  amountApplied: Scalars['Decimal']['input'];
};

/** Credits to apply to an invoice (POST /invoices/{id}/credits). */
export type ApplyInvoiceCreditsInput = {
  /** Credit notes and amounts, each credit note once; together at most the invoice's balance. */
  invoicePayments?: InputMaybe<Array<InvoiceCreditInput>>;
  /** The same (the family's name for credit notes). */
  applyCreditnotes?: InputMaybe<Array<InvoiceCreditInput>>;
};

/** A refund of a credit note's credit. */
export type CreditNoteRefundInput = {
  /** Refund date (default today); not before the credit note's. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Amount, > 0, at most the credit left (on a change: with this refund's own amount). */
  amount: Scalars['Decimal']['input'];
  /** A bank or cash account of the organization the money leaves. */
  fromAccountId: Scalars['ID']['input'];
  /** Units of the base currency per unit (default the credit note's rate). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** How it was paid. */
  refundMode?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
};

/** An entry of a credit note's history. */
export type CreditNoteComment = {
  __typename?: 'CreditNoteComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The credit note. */
  creditnoteId: Scalars['ID']['output'];
  /** What happened, or the comment. */
  description: Scalars['String']['output'];
  /** Who (null for the platform). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** system or user. */
  commentType: InvoiceCommentType;
  /** Date in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, in words. */
  dateDescription: Scalars['String']['output'];
  /** Time of day (hh:mm AM). */
  time: Scalars['String']['output'];
  /** added, updated, submitted, approved, rejected, opened, voided, drafted, applied, application_removed, refunded, refund_changed, refund_removed, template_changed, address_changed or commented. */
  operationType: Scalars['String']['output'];
  /** The transaction: the credit note. */
  transactionId: Scalars['ID']['output'];
  /** Its kind: creditnote. */
  transactionType: Scalars['String']['output'];
};

/** A page of credit notes. */
export type CreditNoteList = {
  __typename?: 'CreditNoteList';
  /** One page. */
  nodes: Array<CreditNote>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A page of refunds. */
export type CreditNoteRefundList = {
  __typename?: 'CreditNoteRefundList';
  /** One page. */
  nodes: Array<CreditNoteRefund>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Result of creating or changing a credit note. */
export type CreditNotePayload = {
  __typename?: 'CreditNotePayload';
  /** The credit note as it is now. */
  creditnote: CreditNote;
};

/** Result of deleting a credit note. */
export type DeleteCreditNotePayload = {
  __typename?: 'DeleteCreditNotePayload';
  /** The deleted credit note's id. */
  creditnoteId: Scalars['ID']['output'];
};

/** Result of changing a credit note's address. */
export type CreditNoteAddressPayload = {
  __typename?: 'CreditNoteAddressPayload';
  /** The address as it is now. */
  address: ContactAddress;
};

/** Result of adding or changing a comment. */
export type CreditNoteCommentPayload = {
  __typename?: 'CreditNoteCommentPayload';
  /** The comment. */
  comment: CreditNoteComment;
};

/** Result of deleting a comment. */
export type DeleteCreditNoteCommentPayload = {
  __typename?: 'DeleteCreditNoteCommentPayload';
  /** The deleted comment. */
  commentId: Scalars['ID']['output'];
};

/** Result of applying credit to invoices. */
export type ApplyCreditNotePayload = {
  __typename?: 'ApplyCreditNotePayload';
  /** The applications made. */
  invoicesCredited: Array<CreditNoteInvoice>;
};

/** Result of removing an application. */
export type DeleteCreditNoteInvoicePayload = {
  __typename?: 'DeleteCreditNoteInvoicePayload';
  /** The removed application. */
  creditnoteInvoiceId: Scalars['ID']['output'];
};

/** Result of recording or changing a refund. */
export type CreditNoteRefundPayload = {
  __typename?: 'CreditNoteRefundPayload';
  /** The refund. */
  creditnoteRefund: CreditNoteRefund;
};

/** Result of deleting a refund. */
export type DeleteCreditNoteRefundPayload = {
  __typename?: 'DeleteCreditNoteRefundPayload';
  /** The deleted refund. */
  creditnoteRefundId: Scalars['ID']['output'];
};

/** An estimate with the organization that issues it: what its printed forms show. */
export type EstimateDocument = {
  __typename?: 'EstimateDocument';
  /** The estimate. */
  estimate: Estimate;
  /** The issuing organization. */
  organization: Organization;
};

/** A sales order with the organization that issues it: what its printed forms show. */
export type SalesOrderDocument = {
  __typename?: 'SalesOrderDocument';
  /** The sales order. */
  salesorder: SalesOrder;
  /** The issuing organization. */
  organization: Organization;
};

/** A credit note with the organization that issues it: what its printed forms show. */
export type CreditNoteDocument = {
  __typename?: 'CreditNoteDocument';
  /** The credit note. */
  creditnote: CreditNote;
  /** The issuing organization. */
  organization: Organization;
};

/** A sales receipt with the organization that issues it: what its printed forms show. */
export type SalesReceiptDocument = {
  __typename?: 'SalesReceiptDocument';
  /** The sales receipt. */
  salesreceipt: SalesReceipt;
  /** The issuing organization. */
  organization: Organization;
};

/** The mail a document would go out with (GET …/email): subject, body, who it goes to and from. */
export type DocumentMailContent = {
  __typename?: 'DocumentMailContent';
  /** Subject. */
  subject: Scalars['String']['output'];
  /** HTML body. */
  body: Scalars['String']['output'];
  /** The customer's persons with an email address. */
  toContacts: Array<InvoiceMailContact>;
  /** The addresses of the selected to_contacts, comma-separated. */
  toMailsStr: Scalars['String']['output'];
  /** Copies to offer: the customer's persons with an email address who are not selected recipients. */
  ccMailsList: Array<InvoiceMailAddress>;
  /** The addresses of cc_mails_list, comma-separated. */
  ccMailsStr: Scalars['String']['output'];
  /** Blind copies. */
  bccMails: Array<Scalars['String']['output']>;
  /** bcc_mails, comma-separated. */
  bccMailsStr: Scalars['String']['output'];
  /** Sender choices. */
  fromEmails: Array<InvoiceMailSender>;
  /** The selected sender's address (empty without one: the platform's relay address sends). */
  fromEmail: Scalars['String']['output'];
  /** The selected sender as the mail's From header shows it; empty without a sender. */
  fromAddress: Scalars['String']['output'];
  /** Templates to choose from (one built in per kind). */
  emailtemplates: Array<InvoiceMailTemplate>;
  /** Placeholders of retired names the template uses: always empty (the templates are built in). */
  deprecatedPlaceholdersUsed: Array<Scalars['String']['output']>;
  /** Files attached to the mail template: always empty. */
  emailtemplateDocuments: Array<Scalars['String']['output']>;
  /** Why the mail would be refused as it stands; empty when it can go out. */
  errorList: Array<Scalars['String']['output']>;
  /** Whether the document's PDF is attached by default. */
  attachPdf: Scalars['Boolean']['output'];
  /** File name of the attached PDF. */
  fileName: Scalars['String']['output'];
  /** That name without its .pdf extension. */
  fileNameWithoutExtension: Scalars['String']['output'];
  /** Name of the latest file attached to the document (empty without one). */
  attachmentName: Scalars['String']['output'];
  /** Names of the files attached to the document. */
  documents: Array<Scalars['String']['output']>;
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** Its name. */
  customerName: Scalars['String']['output'];
  /** The document. */
  entityId: Scalars['ID']['output'];
};

/** What a document's mail (POST …/email) takes; every field optional. */
export type DocumentEmailInput = {
  /** Recipients (default: the selected contacts); at most 10. */
  toMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Copies; at most 10. */
  ccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Blind copies; at most 10. */
  bccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Subject (default: the document's). */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** HTML body (empty: the default content). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Send from the organization's own address (default true). */
  sendFromOrgEmailId?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Several documents emailed at once. */
export type DocumentBulkEmailPayload = {
  __typename?: 'DocumentBulkEmailPayload';
  /** How many mails were queued. */
  sentCount: Scalars['Int']['output'];
};

/** A file attached to a document. */
export type DocumentFile = {
  __typename?: 'DocumentFile';
  /** Identifier (the blob's). */
  documentId: Scalars['ID']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
  /** Kind (pdf, png...). */
  fileType: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
  /** When it was attached. */
  uploadedTime: Scalars['String']['output'];
};

/** The files attached to a document after an upload. */
export type DocumentFilesPayload = {
  __typename?: 'DocumentFilesPayload';
  /** Every file the document has, oldest first. */
  documents: Array<DocumentFile>;
};

/** The file a download route streams. */
export type DocumentFileDownload = {
  __typename?: 'DocumentFileDownload';
  /** The blob id. */
  documentId: Scalars['ID']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
};

/** A file no longer attached. */
export type DeleteDocumentFilePayload = {
  __typename?: 'DeleteDocumentFilePayload';
  /** The file removed. */
  documentId: Scalars['ID']['output'];
};

/** The state of an estimate. Stored: draft, pending_approval, approved, sent, accepted, declined, invoiced; expired follows from the expiry date. */
export type EstimateStatus =
  /** Being prepared. */
  | 'DRAFT'
  /** Submitted for approval. */
  | 'PENDING_APPROVAL'
  /** Approved; may now be sent. */
  | 'APPROVED'
  /** Given to the customer, not answered yet. */
  | 'SENT'
  /** The customer accepted it. */
  | 'ACCEPTED'
  /** The customer declined it. */
  | 'DECLINED'
  /** An invoice has been made from it. */
  | 'INVOICED'
  /** Sent, and its expiry date has passed without an answer. */
  | 'EXPIRED';

/** The `filter_by` of the estimate list. */
export type EstimateFilter =
  /** Every estimate (default). */
  | 'STATUS_ALL'
  /** Drafts. */
  | 'STATUS_DRAFT'
  /** Waiting for approval. */
  | 'STATUS_PENDING_APPROVAL'
  /** Approved, not sent. */
  | 'STATUS_APPROVED'
  /** Sent, not answered. */
  | 'STATUS_SENT'
  /** Accepted. */
  | 'STATUS_ACCEPTED'
  /** Declined. */
  | 'STATUS_DECLINED'
  /** Invoiced. */
  | 'STATUS_INVOICED'
  /** Expired. */
  | 'STATUS_EXPIRED';

/** Columns the estimate list sorts by. */
export type EstimateSortColumn =
  /** Customer name. */
  | 'CUSTOMER_NAME'
  /** Number. */
  | 'ESTIMATE_NUMBER'
  /** Date. */
  | 'DATE'
  /** Total. */
  | 'TOTAL'
  /** Creation time (default). */
  | 'CREATED_TIME';

/** A quote to a customer. */
export type Estimate = {
  __typename?: 'Estimate';
  /** Identifier. */
  estimateId: Scalars['ID']['output'];
  /** Number, unique in the organization (EST-000001 unless given). */
  estimateNumber: Scalars['String']['output'];
  /** Estimate date. */
  date: Scalars['LocalDate']['output'];
  /** Date the offer lapses (none: it does not). */
  expiryDate: Maybe<Scalars['LocalDate']['output']>;
  /** Where the estimate stands today. */
  status: EstimateStatus;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** Contact persons of the customer the estimate goes to. */
  contactPersonsAssociated: Array<InvoiceContactPerson>;
  /** Currency. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Units of the base currency one unit of the estimate's currency is worth. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Estimate discount (entity_level): "10%" or an amount. */
  discount: Maybe<Scalars['String']['output']>;
  /** The estimate discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** Whether the discount is taken before tax. */
  isDiscountBeforeTax: Scalars['Boolean']['output'];
  /** Where discounts are given. */
  discountType: InvoiceDiscountType;
  /** Whether rates include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Whether the customer has opened it. */
  isViewedByClient: Scalars['Boolean']['output'];
  /** When the customer opened it. */
  clientViewedTime: Maybe<Scalars['String']['output']>;
  /** Whether files are attached (estimates take none: false). */
  hasAttachment: Scalars['Boolean']['output'];
  /** Location the estimate is issued from. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Shipping charge. */
  shippingCharge: Scalars['Decimal']['output'];
  /** Adjustment added after tax. */
  adjustment: Scalars['Decimal']['output'];
  /** What the adjustment is for. */
  adjustmentDescription: Maybe<Scalars['String']['output']>;
  /** Sum of the lines' item_total. */
  subTotal: Scalars['Decimal']['output'];
  /** Sum of taxes[]. */
  taxTotal: Scalars['Decimal']['output'];
  /** What the customer would pay in all (the invoice arithmetic). */
  total: Scalars['Decimal']['output'];
  /** Tax per tax. */
  taxes: Array<InvoiceTax>;
  /** Decimal places amounts are rounded to (the currency's). */
  pricePrecision: Scalars['Int']['output'];
  /** Billing address (default: the customer's). */
  billingAddress: ContactAddress;
  /** Shipping address (default: the customer's). */
  shippingAddress: ContactAddress;
  /** Notes shown on the estimate. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms and conditions. */
  terms: Maybe<Scalars['String']['output']>;
  /** Custom fields, as given (index, label, value, show_on_pdf). */
  customFields: Array<RetainerInvoiceCustomField>;
  /** PDF template (GET /estimates/templates). */
  templateId: Scalars['ID']['output'];
  /** Its name. */
  templateName: Scalars['String']['output'];
  /** Salesperson. */
  salespersonId: Maybe<Scalars['ID']['output']>;
  /** Salesperson's name. */
  salespersonName: Maybe<Scalars['String']['output']>;
  /** Whether the estimate has been emailed. */
  isEmailed: Scalars['Boolean']['output'];
  /** Date it was marked sent. */
  sentDate: Maybe<Scalars['LocalDate']['output']>;
  /** Date the customer accepted it. */
  acceptedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Date the customer declined it. */
  declinedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Invoices made from it. */
  invoiceIds: Array<Scalars['ID']['output']>;
  /** When it was created, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
  /** When it last changed, in the organization's time zone. */
  lastModifiedTime: Scalars['String']['output'];
  /** Lines, by item_order (the invoice's line). */
  lineItems: Array<InvoiceLineItem>;
  /** GSTIN of the customer (India). */
  gstNo: Maybe<Scalars['String']['output']>;
  /** GST treatment (India). */
  gstTreatment: Maybe<InvoiceGstTreatment>;
  /** Whether the supply predates GST (India). */
  isPreGst: Maybe<Scalars['Boolean']['output']>;
  /** Place of supply. */
  placeOfSupply: Maybe<Scalars['String']['output']>;
  /** Tax treatment (UAE, GCC, Mexico, Kenya, South Africa). */
  taxTreatment: Maybe<InvoiceTaxTreatment>;
  /** VAT treatment (United Kingdom, European Union). */
  vatTreatment: Maybe<InvoiceVatTreatment>;
  /** Customer's VAT registration number. */
  vatRegNo: Maybe<Scalars['String']['output']>;
  /** Whether reverse charge applies (South Africa). */
  isReverseChargeApplied: Maybe<Scalars['Boolean']['output']>;
};

/** Fields of a new estimate. */
export type CreateEstimateInput = {
  /** Number, required with ignore_auto_number_generation (else generated and this is ignored). */
  estimateNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active customer of the organization. */
  customerId: Scalars['ID']['input'];
  /** Contact persons of the customer (default: its primary person). */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Estimate date (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Date the offer lapses; not before the date. */
  expiryDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default the customer's). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit (default the currency's rate; 1 for the base currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Estimate discount (entity_level): "10%" (0 to 100%) or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax (default true). */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level (default) or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax, may be negative. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address (default: the customer's). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (default: the customer's). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** A template of GET /estimates/templates (default the standard one). */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** Lines: at least one, at most 1000. */
  lineItems: Array<InvoiceLineItemInput>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge (South Africa). */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to an estimate: only the fields given change; line_items, when given, is the whole new list. */
export type UpdateEstimateInput = {
  /** Number, unique in the organization. */
  estimateNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active customer of the organization. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the customer. */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Estimate date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Date the offer lapses (null: never). */
  expiryDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Estimate discount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax. */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address (replaces the whole address). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (replaces the whole address). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields: the whole new list. */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** A template of GET /estimates/templates. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** The whole new list of lines. */
  lineItems?: InputMaybe<Array<InvoiceLineItemInput>>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge (South Africa). */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An entry of an estimate's history: a change the platform recorded, or a comment someone added. */
export type EstimateComment = {
  __typename?: 'EstimateComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The estimate. */
  estimateId: Scalars['ID']['output'];
  /** What happened, or the comment. */
  description: Scalars['String']['output'];
  /** Who (null for the platform). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** system or user. */
  commentType: InvoiceCommentType;
  /** Date in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, in words. */
  dateDescription: Scalars['String']['output'];
  /** Time of day (hh:mm AM). */
  time: Scalars['String']['output'];
  /** added, updated, submitted, approved, marked_as_sent, accepted, declined, invoiced, template_changed, address_changed or commented. */
  operationType: Scalars['String']['output'];
  /** The transaction the entry is about: the estimate. */
  transactionId: Scalars['ID']['output'];
  /** Its kind: estimate. */
  transactionType: Scalars['String']['output'];
};

/** A comment on an estimate. */
export type EstimateCommentInput = {
  /** The comment. */
  description: Scalars['String']['input'];
};

/** A PDF template estimates can be printed with. */
export type EstimateTemplate = {
  __typename?: 'EstimateTemplate';
  /** Identifier. */
  templateId: Scalars['ID']['output'];
  /** Name. */
  templateName: Scalars['String']['output'];
  /** Kind of layout. */
  templateType: Scalars['String']['output'];
};

/** A page of estimates. */
export type EstimateList = {
  __typename?: 'EstimateList';
  /** One page of estimates. */
  nodes: Array<Estimate>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Result of creating or changing an estimate. */
export type EstimatePayload = {
  __typename?: 'EstimatePayload';
  /** The estimate as it is now. */
  estimate: Estimate;
};

/** Result of deleting an estimate. */
export type DeleteEstimatePayload = {
  __typename?: 'DeleteEstimatePayload';
  /** The deleted estimate's id. */
  estimateId: Scalars['ID']['output'];
};

/** Result of changing an estimate's address. */
export type EstimateAddressPayload = {
  __typename?: 'EstimateAddressPayload';
  /** The address as it is now. */
  address: ContactAddress;
};

/** Result of adding or changing a comment. */
export type EstimateCommentPayload = {
  __typename?: 'EstimateCommentPayload';
  /** The comment. */
  comment: EstimateComment;
};

/** Result of deleting a comment. */
export type DeleteEstimateCommentPayload = {
  __typename?: 'DeleteEstimateCommentPayload';
  /** The deleted comment. */
  commentId: Scalars['ID']['output'];
};

/** Result of converting estimates to invoices. */
export type InvoicesFromEstimatesPayload = {
  __typename?: 'InvoicesFromEstimatesPayload';
  /** The invoices made, one per estimate, in the order asked. */
  invoices: Array<Invoice>;
};

/** Whether an expense is to be billed to a customer, and whether it has been. */
export type ExpenseStatus =
  /** Billable to a customer and not yet on an invoice. */
  | 'UNBILLED'
  /** Billable, and a line of an invoice re-bills it. */
  | 'INVOICED'
  /** Not billable. */
  | 'NON_BILLABLE';

/** The `status` filter of the expense list: one state, or every billable expense. */
export type ExpenseStatusFilter =
  /** Billable, not yet invoiced. */
  | 'UNBILLED'
  /** Invoiced. */
  | 'INVOICED'
  /** Not billable. */
  | 'NON_BILLABLE'
  /** Billable, invoiced or not. */
  | 'BILLABLE';

/** The `filter_by` of the expense list. */
export type ExpenseFilter =
  /** Every expense (default). */
  | 'STATUS_ALL'
  /** Billable, invoiced or not. */
  | 'STATUS_BILLABLE'
  /** Not billable. */
  | 'STATUS_NONBILLABLE'
  /** Invoiced. */
  | 'STATUS_INVOICED'
  /** Billable, not yet invoiced. */
  | 'STATUS_UNBILLED'
  /** With a receipt attached. */
  | 'STATUS_WITH_RECEIPT'
  /** Without a receipt. */
  | 'STATUS_WITHOUT_RECEIPT';

/** Columns the expense list sorts by. */
export type ExpenseSortColumn =
  /** Expense date. */
  | 'DATE'
  /** Expense account name, case-insensitively. */
  | 'ACCOUNT_NAME'
  /** Paid-through account name, case-insensitively. */
  | 'PAID_THROUGH_ACCOUNT_NAME'
  /** Total in the expense's currency. */
  | 'TOTAL'
  /** Total in the base currency. */
  | 'BCY_TOTAL'
  /** Reference number, case-insensitively. */
  | 'REFERENCE_NUMBER'
  /** Customer name, case-insensitively. */
  | 'CUSTOMER_NAME'
  /** Vendor name, case-insensitively. */
  | 'VENDOR_NAME'
  /** Creation time (default, newest first). */
  | 'CREATED_TIME';

/** How an expense's amount arises: given, or a distance travelled at a mileage rate. */
export type ExpenseMileageType =
  /** An ordinary expense: the amount is given. */
  | 'NON_MILEAGE'
  /** Mileage from odometer readings: distance = end_reading − start_reading. */
  | 'ODOMETER'
  /** Mileage from a distance given as such. */
  | 'MANUAL';

/** Unit of a mileage expense's distance. */
export type ExpenseMileageUnit =
  /** Kilometres. */
  | 'KM'
  /** Miles. */
  | 'MILE';

/** Kind of expense, derived from its mileage type. */
export type ExpenseType =
  /** An ordinary expense. */
  | 'NON_MILEAGE'
  /** A mileage expense. */
  | 'MILEAGE';

/** A reporting tag on an expense or expense line. */
export type ExpenseTag = {
  __typename?: 'ExpenseTag';
  /** The tag. */
  tagId: Scalars['ID']['output'];
  /** Its name. */
  tagName: Maybe<Scalars['String']['output']>;
  /** The option chosen. */
  tagOptionId: Maybe<Scalars['ID']['output']>;
  /** The option's name. */
  tagOptionName: Maybe<Scalars['String']['output']>;
  /** Whether the organization requires the tag. */
  isTagMandatory: Scalars['Boolean']['output'];
};

/** A reporting tag to set, stored as given. */
export type ExpenseTagInput = {
  /** The tag. */
  tagId: Scalars['ID']['input'];
  /** Its name. */
  tagName?: InputMaybe<Scalars['String']['input']>;
  /** The option chosen. */
  tagOptionId?: InputMaybe<Scalars['ID']['input']>;
  /** The option's name. */
  tagOptionName?: InputMaybe<Scalars['String']['input']>;
  /** Whether the organization requires the tag (default false). */
  isTagMandatory?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A line of an expense: an account and an amount (an itemized expense has several; an ordinary one, one). */
export type ExpenseLineItem = {
  __typename?: 'ExpenseLineItem';
  /** Identifier. */
  lineItemId: Scalars['ID']['output'];
  /** Expense account the line posts to. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Amount as given (tax included when the expense is tax inclusive). */
  amount: Scalars['Decimal']['output'];
  /** Tax or tax group applied. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  taxName: Maybe<Scalars['String']['output']>;
  /** tax, compound_tax or tax_group. */
  taxType: Maybe<Scalars['String']['output']>;
  /** Its rate in percent (a group's members together). */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Tax of the line, rounded to price_precision. */
  taxAmount: Scalars['Decimal']['output'];
  /** The line's amount without tax, rounded to price_precision. */
  itemTotal: Scalars['Decimal']['output'];
  /** Position, from 1. */
  itemOrder: Scalars['Int']['output'];
  /** Tax charged by reverse charge (India): the buyer accounts for it. */
  reverseChargeTaxId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  reverseChargeTaxName: Maybe<Scalars['String']['output']>;
  /** Its rate in percent. */
  reverseChargeTaxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Reverse-charge tax of the line, rounded to price_precision. */
  reverseChargeTaxAmount: Scalars['Decimal']['output'];
  /** Tax exemption code. */
  taxExemptionCode: Maybe<Scalars['String']['output']>;
  /** Tax exemption. */
  taxExemptionId: Maybe<Scalars['ID']['output']>;
  /** Location of the line. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<ExpenseTag>;
};

/** A line of an itemized expense as given. */
export type ExpenseLineItemInput = {
  /** A line of this expense to change in place (update only): it keeps its id. */
  lineItemId?: InputMaybe<Scalars['ID']['input']>;
  /** An active expense account of the organization. */
  accountId: Scalars['ID']['input'];
  /** Description, at most 100 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Amount, ≥ 0. */
  amount: Scalars['Decimal']['input'];
  /** A tax or tax group of the organization; empty for none. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Position (default: the order given). */
  itemOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Reverse-charge tax (India edition); not with tax_id. */
  reverseChargeTaxId?: InputMaybe<Scalars['ID']['input']>;
  /** Tax exemption code. */
  taxExemptionCode?: InputMaybe<Scalars['String']['input']>;
  /** Tax exemption. */
  taxExemptionId?: InputMaybe<Scalars['ID']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<ExpenseTagInput>>;
};

/**
 * The line of an expense as the family's `line_item` shows it: of an expense that is not itemized
 * its one line, of an itemized one its first (every line is in `line_items`).
 */
export type ExpenseLine = {
  __typename?: 'ExpenseLine';
  /** Identifier. */
  lineItemId: Scalars['ID']['output'];
  /** Expense account the line posts to. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Amount as given (tax included when the expense is tax inclusive). */
  amount: Scalars['Decimal']['output'];
  /** Tax or tax group applied. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  taxName: Maybe<Scalars['String']['output']>;
  /** tax, compound_tax or tax_group. */
  taxType: Maybe<Scalars['String']['output']>;
  /** Its rate in percent (a group's members together). */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Tax of the line, rounded to price_precision. */
  taxAmount: Scalars['Decimal']['output'];
  /** The line's amount without tax, rounded to price_precision (text on the family's wire). */
  itemTotal: Scalars['Decimal']['output'];
  /** Position, from 1 (text on the family's wire). */
  itemOrder: Scalars['Int']['output'];
  /** Tax charged by reverse charge (India): the buyer accounts for it. */
  reverseChargeTaxId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  reverseChargeTaxName: Maybe<Scalars['String']['output']>;
  /** Its rate in percent. */
  reverseChargeTaxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Reverse-charge tax of the line, rounded to price_precision. */
  reverseChargeTaxAmount: Scalars['Decimal']['output'];
  /** Location of the line. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<ExpenseTag>;
};

/** One tax of an expense, summed over its lines and rounded as it is posted. */
export type ExpenseTax = {
  __typename?: 'ExpenseTax';
  /** The tax (a group's member taxes each on their own). */
  taxId: Scalars['ID']['output'];
  /** Its name. */
  taxName: Scalars['String']['output'];
  /** Its rate in percent. */
  taxPercentage: Scalars['Decimal']['output'];
  /** Its amount on the expense, rounded to price_precision. */
  taxAmount: Scalars['Decimal']['output'];
};

/** An expense: money spent from a paid-through account (cash, bank, card) on an expense account, possibly billable to a customer. */
export type Expense = {
  __typename?: 'Expense';
  /** Identifier. */
  expenseId: Scalars['ID']['output'];
  /** The ledger entry currently posted for the expense. */
  transactionId: Maybe<Scalars['ID']['output']>;
  /** Always expense. */
  transactionType: Scalars['String']['output'];
  /** The line of an expense that is not itemized. */
  expenseItemId: Maybe<Scalars['ID']['output']>;
  /** Expense account (of an itemized expense: its first line's). */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Maybe<Scalars['String']['output']>;
  /** Account the expense was paid from. */
  paidThroughAccountId: Scalars['ID']['output'];
  /** Its name. */
  paidThroughAccountName: Maybe<Scalars['String']['output']>;
  /** Vendor paid. */
  vendorId: Maybe<Scalars['ID']['output']>;
  /** Vendor name. */
  vendorName: Maybe<Scalars['String']['output']>;
  /** Expense date. */
  date: Scalars['LocalDate']['output'];
  /** Amount as given: Σ line amounts (tax included when tax inclusive). */
  amount: Scalars['Decimal']['output'];
  /** Tax of an expense that is not itemized. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  taxName: Maybe<Scalars['String']['output']>;
  /** Its rate in percent. */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Tax of the expense, summed per tax and rounded. */
  taxAmount: Scalars['Decimal']['output'];
  /** Whether amounts include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Σ line amounts without tax. */
  subTotal: Scalars['Decimal']['output'];
  /** What was paid: sub_total plus tax. */
  total: Scalars['Decimal']['output'];
  /** Total in the base currency (total × exchange_rate, rounded). */
  bcyTotal: Scalars['Decimal']['output'];
  /** Currency of the expense. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Units of base currency per unit of the expense's currency. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Whether it is to be billed to the customer. */
  isBillable: Scalars['Boolean']['output'];
  /** Whether it is a personal expense. */
  isPersonal: Scalars['Boolean']['output'];
  /** Whether it has several lines of its own. */
  isItemizedExpense: Scalars['Boolean']['output'];
  /** Customer it is billable to. */
  customerId: Maybe<Scalars['ID']['output']>;
  /** Customer name. */
  customerName: Maybe<Scalars['String']['output']>;
  /** Project it belongs to. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** Project name. */
  projectName: Maybe<Scalars['String']['output']>;
  /** Invoice that re-bills it. */
  invoiceId: Maybe<Scalars['ID']['output']>;
  /** That invoice's number. */
  invoiceNumber: Maybe<Scalars['String']['output']>;
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** unbilled, invoiced or non-billable. */
  status: ExpenseStatus;
  /** File name of the receipt. */
  expenseReceiptName: Maybe<Scalars['String']['output']>;
  /** File type of the receipt (png, pdf…). */
  expenseReceiptType: Maybe<Scalars['String']['output']>;
  /** Whether a receipt is attached. */
  hasReceipt: Scalars['Boolean']['output'];
  /** Creation time. */
  createdTime: Scalars['String']['output'];
  /** Last change. */
  lastModifiedTime: Scalars['String']['output'];
  /** non_mileage, odometer or manual. */
  mileageType: ExpenseMileageType;
  /** Rate per unit of distance (mileage expenses). */
  mileageRate: Maybe<Scalars['Decimal']['output']>;
  /** km or mile. */
  mileageUnit: Maybe<ExpenseMileageUnit>;
  /** Distance travelled (mileage expenses). */
  distance: Maybe<Scalars['Decimal']['output']>;
  /** mileage or non_mileage. */
  expenseType: ExpenseType;
  /** Odometer at the start. */
  startReading: Maybe<Scalars['Decimal']['output']>;
  /** Odometer at the end. */
  endReading: Maybe<Scalars['Decimal']['output']>;
  /** Trip the expense belongs to. */
  tripId: Maybe<Scalars['ID']['output']>;
  /** Its number. */
  tripNumber: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<ExpenseTag>;
  /** Lines (one for an expense that is not itemized). */
  lineItems: Array<ExpenseLineItem>;
  /** Its line: the one line of an expense that is not itemized, the first of an itemized one. */
  lineItem: ExpenseLine;
  /** Its taxes, each summed over the lines and rounded (what the ledger posts). */
  taxes: Array<ExpenseTax>;
  /** What was paid without tax: sub_total. */
  totalWithoutTax: Scalars['Decimal']['output'];
  /** That in the base currency (total_without_tax × exchange_rate, rounded). */
  bcyTotalWithoutTax: Scalars['Decimal']['output'];
  /** GSTIN of the vendor (India). */
  gstNo: Maybe<Scalars['String']['output']>;
  /** GST treatment (India). */
  gstTreatment: Maybe<InvoiceGstTreatment>;
  /** State code supplied to (India). */
  destinationOfSupply: Maybe<Scalars['String']['output']>;
  /** Its name. */
  destinationOfSupplyState: Maybe<Scalars['String']['output']>;
  /** State code supplied from (India). */
  sourceOfSupply: Maybe<Scalars['String']['output']>;
  /** HSN or SAC code (India). */
  hsnOrSac: Maybe<Scalars['String']['output']>;
  /** Whether it predates GST (India). */
  isPreGst: Maybe<Scalars['Boolean']['output']>;
  /** Reverse-charge tax of an expense that is not itemized (India). */
  reverseChargeTaxId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  reverseChargeTaxName: Maybe<Scalars['String']['output']>;
  /** Its rate in percent. */
  reverseChargeTaxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Reverse-charge tax of that tax, rounded. */
  reverseChargeTaxAmount: Maybe<Scalars['Decimal']['output']>;
  /** Reverse-charge tax of every line, rounded per tax. */
  reverseChargeTaxTotal: Scalars['Decimal']['output'];
};

/** A new expense: `account_id`, `date` and `amount`, or `line_items` (itemized). */
export type CreateExpenseInput = {
  /** Expense account (required unless line_items are given). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Account paid from: cash, bank, card, other current asset or liability, equity (default Petty Cash). */
  paidThroughAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Vendor paid (a vendor contact). */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Expense date. */
  date: Scalars['LocalDate']['input'];
  /** Amount, ≥ 0 (required unless line_items are given or the expense is a mileage expense). */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Tax or tax group (not with line_items). */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether amounts include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Currency (default the base currency). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of base currency per unit (default the currency's rate; 1 for the base currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Reference number, at most 100 characters. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Description, at most 100 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Bill it to the customer (needs a customer). */
  isBillable?: InputMaybe<Scalars['Boolean']['input']>;
  /** A personal expense. */
  isPersonal?: InputMaybe<Scalars['Boolean']['input']>;
  /** Customer (a customer contact). */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Customer by name, when customer_id is not given: a customer of exactly that name (any case). At most 100 characters. */
  customerName?: InputMaybe<Scalars['String']['input']>;
  /** Project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Project name. */
  projectName?: InputMaybe<Scalars['String']['input']>;
  /** Location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** non_mileage (default), odometer or manual. */
  mileageType?: InputMaybe<ExpenseMileageType>;
  /** Rate per unit of distance, > 0 (mileage). */
  mileageRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** km (default) or mile. */
  mileageUnit?: InputMaybe<ExpenseMileageUnit>;
  /** Distance (manual mileage). */
  distance?: InputMaybe<Scalars['Decimal']['input']>;
  /** Odometer at the start (odometer mileage). */
  startReading?: InputMaybe<Scalars['Decimal']['input']>;
  /** Odometer at the end (odometer mileage). */
  endReading?: InputMaybe<Scalars['Decimal']['input']>;
  /** Trip. */
  tripId?: InputMaybe<Scalars['ID']['input']>;
  /** Trip number. */
  tripNumber?: InputMaybe<Scalars['String']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<ExpenseTagInput>>;
  /** Lines of an itemized expense (1 to 1000). */
  lineItems?: InputMaybe<Array<ExpenseLineItemInput>>;
  /** GSTIN of the vendor: 15 characters (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** State code supplied to (India). */
  destinationOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** State code supplied from (India). */
  sourceOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** HSN or SAC code (India). */
  hsnOrSac?: InputMaybe<Scalars['String']['input']>;
  /** Predates GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Reverse-charge tax (India; not with tax_id nor line_items). */
  reverseChargeTaxId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to an expense: only the fields given change; line_items, when given, replaces the lines. */
export type UpdateExpenseInput = {
  /** Expense account. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Account paid from. */
  paidThroughAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Vendor paid. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Expense date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Amount, ≥ 0. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Tax or tax group; empty for none. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether amounts include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Reference number, at most 100 characters. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Description, at most 100 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Bill it to the customer. */
  isBillable?: InputMaybe<Scalars['Boolean']['input']>;
  /** A personal expense. */
  isPersonal?: InputMaybe<Scalars['Boolean']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Customer by name (see create). At most 100 characters. */
  customerName?: InputMaybe<Scalars['String']['input']>;
  /** Project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Project name. */
  projectName?: InputMaybe<Scalars['String']['input']>;
  /** Location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Mileage type. */
  mileageType?: InputMaybe<ExpenseMileageType>;
  /** Rate per unit of distance. */
  mileageRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Unit of distance. */
  mileageUnit?: InputMaybe<ExpenseMileageUnit>;
  /** Distance (manual mileage). */
  distance?: InputMaybe<Scalars['Decimal']['input']>;
  /** Odometer at the start. */
  startReading?: InputMaybe<Scalars['Decimal']['input']>;
  /** Odometer at the end. */
  endReading?: InputMaybe<Scalars['Decimal']['input']>;
  /** Trip. */
  tripId?: InputMaybe<Scalars['ID']['input']>;
  /** Trip number. */
  tripNumber?: InputMaybe<Scalars['String']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<ExpenseTagInput>>;
  /** Lines of an itemized expense; replaces the lines. */
  lineItems?: InputMaybe<Array<ExpenseLineItemInput>>;
  /** GSTIN of the vendor: 15 characters (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** State code supplied to (India). */
  destinationOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** State code supplied from (India). */
  sourceOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** HSN or SAC code (India). */
  hsnOrSac?: InputMaybe<Scalars['String']['input']>;
  /** Predates GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Reverse-charge tax (India). */
  reverseChargeTaxId?: InputMaybe<Scalars['ID']['input']>;
};

/** An entry of an expense's history, written by the platform on every change. */
export type ExpenseComment = {
  __typename?: 'ExpenseComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The expense. */
  expenseId: Scalars['ID']['output'];
  /** What happened. */
  description: Scalars['String']['output'];
  /** Who did it (null for the platform). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** Date, in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, in words. */
  dateDescription: Scalars['String']['output'];
  /** Time of day, in the organization's time zone (hh:mm AM). */
  time: Scalars['String']['output'];
  /** added, updated, receipt_attached, receipt_deleted, invoiced or unbilled. */
  operationType: Scalars['String']['output'];
  /** The transaction the entry is about (the expense, or the invoice that billed it). */
  transactionId: Maybe<Scalars['ID']['output']>;
  /** expense or invoice. */
  transactionType: Maybe<Scalars['String']['output']>;
};

/** The receipt of an expense: a stored file. */
export type ExpenseReceipt = {
  __typename?: 'ExpenseReceipt';
  /** The stored file (blob) id. */
  documentId: Scalars['ID']['output'];
  /** The expense. */
  expenseId: Scalars['ID']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
  /** Kind of file (png, pdf…). */
  fileType: Scalars['String']['output'];
  /** Content type. */
  contentType: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

/** Result of creating an expense. */
export type CreateExpensePayload = {
  __typename?: 'CreateExpensePayload';
  /** The new expense. */
  expense: Expense;
};

/** Result of updating an expense. */
export type UpdateExpensePayload = {
  __typename?: 'UpdateExpensePayload';
  /** The expense as it is now. */
  expense: Expense;
};

/** Result of deleting an expense. */
export type DeleteExpensePayload = {
  __typename?: 'DeleteExpensePayload';
  /** The deleted expense's id. */
  expenseId: Scalars['ID']['output'];
};

/** Result of attaching a receipt. */
export type AttachExpenseReceiptPayload = {
  __typename?: 'AttachExpenseReceiptPayload';
  /** The expense as it is now. */
  expense: Expense;
};

/** Result of deleting a receipt. */
export type DeleteExpenseReceiptPayload = {
  __typename?: 'DeleteExpenseReceiptPayload';
  /** The expense whose receipt was deleted. */
  expenseId: Scalars['ID']['output'];
};

/** A page of expenses. */
export type ExpenseList = {
  __typename?: 'ExpenseList';
  /** One page of expenses. */
  nodes: Array<Expense>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Result of writing off what an invoice still owes. */
export type WriteOffInvoicePayload = {
  __typename?: 'WriteOffInvoicePayload';
  /** The invoice as it is now (balance 0, `writeOffAmount` what was written off). */
  invoice: Invoice;
};

/** Result of cancelling an invoice's write-off. */
export type CancelInvoiceWriteOffPayload = {
  __typename?: 'CancelInvoiceWriteOffPayload';
  /** The invoice as it is now (its balance owed again). */
  invoice: Invoice;
};

/** An address a mail can be copied to. */
export type InvoiceMailAddress = {
  __typename?: 'InvoiceMailAddress';
  /** Name shown with the address. */
  userName: Maybe<Scalars['String']['output']>;
  /** Email address. */
  email: Scalars['String']['output'];
};

/** A contact person a mail can go to. */
export type InvoiceMailContact = {
  __typename?: 'InvoiceMailContact';
  /** The contact person (null for the contact's own address). */
  contactPersonId: Maybe<Scalars['ID']['output']>;
  /** Salutation. */
  salutation: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Maybe<Scalars['String']['output']>;
  /** Last name. */
  lastName: Maybe<Scalars['String']['output']>;
  /** Email address. */
  email: Scalars['String']['output'];
  /** Phone. */
  phone: Maybe<Scalars['String']['output']>;
  /** Mobile. */
  mobile: Maybe<Scalars['String']['output']>;
  /** Whether the mail goes to this person unless told otherwise. */
  selected: Scalars['Boolean']['output'];
  /** Whether this is the contact's primary person. */
  isPrimaryContact: Scalars['Boolean']['output'];
};

/** A sender address to choose from. */
export type InvoiceMailSender = {
  __typename?: 'InvoiceMailSender';
  /** Name shown as sender. */
  userName: Maybe<Scalars['String']['output']>;
  /** Address. */
  email: Scalars['String']['output'];
  /** Whether it is chosen by default. */
  selected: Scalars['Boolean']['output'];
  /** Whether it is the organization's own address (send_from_org_email_id). */
  isOrgEmailId: Scalars['Boolean']['output'];
};

/** A mail template. */
export type InvoiceMailTemplate = {
  __typename?: 'InvoiceMailTemplate';
  /** Id of the template. */
  emailTemplateId: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Whether it is the one the content was made from. */
  selected: Scalars['Boolean']['output'];
};

/** The content of a mail about an invoice, before it is sent. */
export type InvoiceMailContent = {
  __typename?: 'InvoiceMailContent';
  /** Subject. */
  subject: Scalars['String']['output'];
  /** HTML body. */
  body: Scalars['String']['output'];
  /** Blind copies. */
  bccMails: Array<Scalars['String']['output']>;
  /** bcc_mails, comma-separated. */
  bccMailsStr: Scalars['String']['output'];
  /** Copies to offer, with names: the customer's persons with an email address who are not among the selected recipients (a mail copies no one unless cc_mail_ids are given). */
  ccMailsList: Array<InvoiceMailAddress>;
  /** The addresses of cc_mails_list, comma-separated. */
  ccMailsStr: Scalars['String']['output'];
  /** The customer's persons with an email address. */
  toContacts: Array<InvoiceMailContact>;
  /** The addresses of the selected to_contacts, comma-separated. */
  toMailsStr: Scalars['String']['output'];
  /** Sender choices. */
  fromEmails: Array<InvoiceMailSender>;
  /** The selected sender's address (empty when the organization has none: the platform's relay address sends). */
  fromEmail: Scalars['String']['output'];
  /** The selected sender as the mail's From header shows it ("Acme Ltd" <billing@acme.example>); empty without a sender. */
  fromAddress: Scalars['String']['output'];
  /** Templates to choose from. */
  emailtemplates: Array<InvoiceMailTemplate>;
  /** Placeholders of retired names the template uses: Kontor's templates are built in and use none, so always empty. */
  deprecatedPlaceholdersUsed: Array<Scalars['String']['output']>;
  /** Files attached to the mail template: Kontor's built-in templates carry none, so always empty. */
  emailtemplateDocuments: Array<Scalars['String']['output']>;
  /** Why the mail would be refused as it stands (the invoice's state, no recipient with an email address); empty when it can go out. */
  errorList: Array<Scalars['String']['output']>;
  /** Whether the invoice PDF is attached by default. */
  attachPdf: Scalars['Boolean']['output'];
  /** Name of the latest file attached to the invoice (empty without one). */
  attachmentName: Scalars['String']['output'];
  /** Names of the files attached to the invoice. */
  documents: Array<Scalars['String']['output']>;
  /** File name of the attached PDF. */
  fileName: Scalars['String']['output'];
  /** That name without its .pdf extension. */
  fileNameWithoutExtension: Scalars['String']['output'];
  /** Whether the organization has a payment gateway configured. */
  gatewaysConfigured: Scalars['Boolean']['output'];
  /** Whether the invoice offers a payment gateway. */
  gatewaysAssociated: Scalars['Boolean']['output'];
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** Its name. */
  customerName: Scalars['String']['output'];
  /** The invoice. */
  entityId: Scalars['ID']['output'];
  /** Its number. */
  invoiceNumber: Scalars['String']['output'];
  /** What is left to pay. */
  balance: Scalars['Decimal']['output'];
  /** Due date. */
  dueDate: Scalars['LocalDate']['output'];
  /** Reminders sent so far. */
  remindersSent: Scalars['Int']['output'];
  /** Date of the last reminder. */
  lastReminderSentDate: Maybe<Scalars['LocalDate']['output']>;
};

export type SendInvoicePaymentReminderInput = {
  /** Recipients (default: the selected contacts); at most 10. */
  toMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Copies; at most 10. */
  ccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Blind copies; at most 10. */
  bccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Subject (default: the reminder's). */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** HTML body (default: the reminder's). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Send from the organization's own address (default true). */
  sendFromOrgEmailId?: InputMaybe<Scalars['Boolean']['input']>;
  /** Attach the invoice PDF (default true). */
  attachPdf?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SendInvoicePaymentReminderPayload = {
  __typename?: 'SendInvoicePaymentReminderPayload';
  /** The queued mail in the messaging delivery log. */
  messageId: Scalars['ID']['output'];
};

/** Invoices whose reminders went out. */
export type InvoiceReminderSuccessInfo = {
  __typename?: 'InvoiceReminderSuccessInfo';
  /** What was done. */
  message: Scalars['String']['output'];
  /** How many reminders were sent. */
  sentCount: Scalars['Int']['output'];
};

/** Invoices that got no reminder, grouped by why. */
export type InvoiceReminderErrorInfo = {
  __typename?: 'InvoiceReminderErrorInfo';
  /** Why. */
  message: Scalars['String']['output'];
  /** The invoices. */
  ids: Array<Scalars['ID']['output']>;
  /** Error code of the reason. */
  code: Scalars['Int']['output'];
};

/** The outcome of a bulk reminder. */
export type InvoiceReminderBulkInfo = {
  __typename?: 'InvoiceReminderBulkInfo';
  /** The reminders sent. */
  emailSuccessInfo: InvoiceReminderSuccessInfo;
  /** The invoices that got none, by reason (empty when all were sent). */
  emailErrorsInfo: Array<InvoiceReminderErrorInfo>;
  /** 0 when every invoice got its reminder, otherwise the code of the first reason. */
  code: Scalars['Int']['output'];
};

export type SendInvoicePaymentRemindersPayload = {
  __typename?: 'SendInvoicePaymentRemindersPayload';
  /** Each invoice's outcome. */
  info: InvoiceReminderBulkInfo;
};

export type EmailInvoiceInput = {
  /** Recipients (default: the selected contacts); at most 10. */
  toMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Copies; at most 10. */
  ccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Blind copies; at most 10. */
  bccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Subject (default: the invoice's). */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** HTML body (empty: the default content). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Send from the organization's own address (default true). */
  sendFromOrgEmailId?: InputMaybe<Scalars['Boolean']['input']>;
};

export type EmailInvoicePayload = {
  __typename?: 'EmailInvoicePayload';
  /** The queued mail in the messaging delivery log. */
  messageId: Scalars['ID']['output'];
};

/** When an automatic reminder goes out. */
export type PaymentReminderWhen =
  /** So many days before the due date. */
  | 'BEFORE_DUE'
  /** So many days after the due date (0: on the due date). */
  | 'AFTER_DUE';

/** One automatic reminder. */
export type PaymentReminderRule = {
  __typename?: 'PaymentReminderRule';
  /** Stable id of the rule (`after_due_7`). */
  reminderId: Scalars['String']['output'];
  /** Before or after the due date. */
  type: PaymentReminderWhen;
  /** Days from the due date. */
  days: Scalars['Int']['output'];
};

/** An organization's automatic payment reminders. */
export type PaymentReminderSettings = {
  __typename?: 'PaymentReminderSettings';
  /** Whether automatic reminders go out. */
  isEnabled: Scalars['Boolean']['output'];
  /** When they go out. */
  reminders: Array<PaymentReminderRule>;
  /** Copied on every automatic reminder. */
  ccMailIds: Array<Scalars['String']['output']>;
  /** Sent from the organization's own address. */
  sendFromOrgEmailId: Scalars['Boolean']['output'];
};

export type PaymentReminderRuleInput = {
  /** Before or after the due date. */
  type: PaymentReminderWhen;
  /** Days from the due date, 0 to 365. */
  days: Scalars['Int']['input'];
};

export type PaymentReminderSettingsInput = {
  /** Switch automatic reminders on or off. */
  isEnabled: Scalars['Boolean']['input'];
  /** When they go out (at most 5; required to switch on). */
  reminders?: InputMaybe<Array<PaymentReminderRuleInput>>;
  /** Copied on every automatic reminder (at most 10). */
  ccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Send from the organization's own address (default true). */
  sendFromOrgEmailId?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdatePaymentReminderSettingsPayload = {
  __typename?: 'UpdatePaymentReminderSettingsPayload';
  /** The settings as stored. */
  paymentReminderSettings: PaymentReminderSettings;
};

/** Where a recurring profile stands. */
export type RecurringInvoiceStatus =
  /** Creates its invoices on schedule. */
  | 'ACTIVE'
  /** Stopped by a user: creates nothing until resumed. */
  | 'STOPPED'
  /** Past its end date: nothing left to create. */
  | 'EXPIRED';

/** The unit a recurring profile repeats in. */
export type RecurrenceFrequency =
  /** Every repeat_every days. */
  | 'DAYS'
  /** Every repeat_every weeks. */
  | 'WEEKS'
  /** Every repeat_every months (a day the month lacks falls on its last day). */
  | 'MONTHS'
  /** Every repeat_every years (29 February falls on 28 February in other years). */
  | 'YEARS';

/** What the schedule does with each invoice it creates. */
export type RecurringInvoiceCreationMode =
  /** Leave it a draft (nothing is posted until someone sends it). */
  | 'DRAFT'
  /** Mark it sent and post it, without email. */
  | 'SENT'
  /** Mark it sent, post it and email it with its PDF to the contact persons who take email. */
  | 'SEND_EMAIL';

/** The `filter_by` of the recurring invoice list. */
export type RecurringInvoiceFilter =
  /** Every profile (default). */
  | 'STATUS_ALL'
  /** Active profiles. */
  | 'STATUS_ACTIVE'
  /** Stopped profiles. */
  | 'STATUS_STOPPED'
  /** Expired profiles. */
  | 'STATUS_EXPIRED';

/** Columns the recurring invoice list sorts by. */
export type RecurringInvoiceSortColumn =
  /** Profile name, case-insensitively. */
  | 'RECURRENCE_NAME'
  /** Customer name, case-insensitively. */
  | 'CUSTOMER_NAME'
  /** Next invoice date (profiles without one last). */
  | 'NEXT_INVOICE_DATE'
  /** Last sent date. */
  | 'LAST_SENT_DATE'
  /** Start date. */
  | 'START_DATE'
  /** Total of each invoice. */
  | 'TOTAL'
  /** Creation time (default, newest first). */
  | 'CREATED_TIME';

/** A line of a recurring profile: each child invoice gets it as it stands. */
export type RecurringInvoiceLineItem = {
  __typename?: 'RecurringInvoiceLineItem';
  /** Identifier. */
  lineItemId: Scalars['ID']['output'];
  /** The item sold, when the line names one. */
  itemId: Maybe<Scalars['ID']['output']>;
  /** That item's SKU (as the item has it now). */
  sku: Maybe<Scalars['String']['output']>;
  /** Position, from 1. */
  itemOrder: Scalars['Int']['output'];
  /** Name shown on the invoices. */
  name: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Rate per unit, kept by the profile (later changes of the item's rate do not move it). */
  rate: Scalars['Decimal']['output'];
  /** Quantity. */
  quantity: Scalars['Decimal']['output'];
  /** Unit of measure. */
  unit: Maybe<Scalars['String']['output']>;
  /** Line discount (item_level). */
  discount: Maybe<Scalars['String']['output']>;
  /** The line discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** rate × quantity less the discount, rounded (tax included when tax inclusive). */
  itemTotal: Scalars['Decimal']['output'];
  /** Tax or tax group applied. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  taxName: Maybe<Scalars['String']['output']>;
  /** tax, compound_tax or tax_group. */
  taxType: Maybe<Scalars['String']['output']>;
  /** Rate in percent. */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Withholding tax. */
  tdsTaxId: Maybe<Scalars['ID']['output']>;
  /** Income account. */
  accountId: Scalars['ID']['output'];
  /** Location the goods leave from. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** How the item is traded. */
  itemType: Maybe<ItemType>;
  /** Nature for tax purposes. */
  productType: Maybe<InvoiceLineProductType>;
  /** SAT product key (Mexico). */
  satItemKeyCode: Maybe<Scalars['String']['output']>;
  /** SAT unit key (Mexico). */
  unitkeyCode: Maybe<Scalars['String']['output']>;
  /** Project the line bills. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** Project name. */
  projectName: Maybe<Scalars['String']['output']>;
  /** Special tax treatment (UAE, Bahrain, Saudi Arabia). */
  taxTreatmentCode: Maybe<InvoiceTaxTreatmentCode>;
  /** Heading the line is grouped under. */
  headerName: Maybe<Scalars['String']['output']>;
  /** Identifier of that heading. */
  headerId: Maybe<Scalars['ID']['output']>;
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
};

/** A recurring invoice profile: a customer's invoice made again on a schedule. */
export type RecurringInvoice = {
  __typename?: 'RecurringInvoice';
  /** Identifier. */
  recurringInvoiceId: Scalars['ID']['output'];
  /** Name of the profile, unique in the organization. */
  recurrenceName: Scalars['String']['output'];
  /** Where the profile stands. */
  status: RecurringInvoiceStatus;
  /** The unit it repeats in. */
  recurrenceFrequency: RecurrenceFrequency;
  /** How many units between two invoices. */
  repeatEvery: Scalars['Int']['output'];
  /** Date of the first invoice. */
  startDate: Scalars['LocalDate']['output'];
  /** No invoice after this date (null: never ends). */
  endDate: Maybe<Scalars['LocalDate']['output']>;
  /** Whether the profile never ends (no end_date). */
  neverExpires: Scalars['Boolean']['output'];
  /** Date of the next invoice (null once expired). */
  nextInvoiceDate: Maybe<Scalars['LocalDate']['output']>;
  /** Date of the last invoice created. */
  lastSentDate: Maybe<Scalars['LocalDate']['output']>;
  /** What the schedule does with each invoice it creates. */
  creationMode: RecurringInvoiceCreationMode;
  /** Reference number, copied to each invoice. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** The customer's company name. */
  companyName: Maybe<Scalars['String']['output']>;
  /** The customer's email. */
  customerEmail: Maybe<Scalars['String']['output']>;
  /** The customer's phone. */
  customerPhone: Maybe<Scalars['String']['output']>;
  /** The customer's mobile phone. */
  customerMobilePhone: Maybe<Scalars['String']['output']>;
  /** Contact persons the invoices go to. */
  contactPersonsAssociated: Array<InvoiceContactPerson>;
  /** Currency. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Units of the base currency per unit. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Days from an invoice's date to its due date. */
  paymentTerms: Scalars['Int']['output'];
  /** Label of the terms. */
  paymentTermsLabel: Scalars['String']['output'];
  /** Invoice discount (entity_level). */
  discount: Maybe<Scalars['String']['output']>;
  /** The invoice discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** Where discounts are given. */
  discountType: InvoiceDiscountType;
  /** Whether the invoice discount is taken before tax. */
  isDiscountBeforeTax: Scalars['Boolean']['output'];
  /** Whether rates include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Location the invoices are issued from. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Lines of each invoice. */
  lineItems: Array<RecurringInvoiceLineItem>;
  /** Shipping charge of each invoice. */
  shippingCharge: Scalars['Decimal']['output'];
  /** Adjustment of each invoice. */
  adjustment: Scalars['Decimal']['output'];
  /** What the adjustment is for. */
  adjustmentDescription: Maybe<Scalars['String']['output']>;
  /** Sum of the lines. */
  subTotal: Scalars['Decimal']['output'];
  /** Sum of the taxes. */
  taxTotal: Scalars['Decimal']['output'];
  /** Total of each invoice at today's tax rates. */
  total: Scalars['Decimal']['output'];
  /** What customers have paid on the invoices the profile made: Σ (total − balance) of those issued (not draft, not void). */
  paidInvoicesTotal: Scalars['Decimal']['output'];
  /** What they still owe on them: Σ balance of those issued. */
  unpaidInvoicesBalance: Scalars['Decimal']['output'];
  /** Tax per tax. */
  taxes: Array<InvoiceTax>;
  /** Decimal places of the currency. */
  pricePrecision: Scalars['Int']['output'];
  /** Whether the invoices get payment reminders. */
  paymentReminderEnabled: Scalars['Boolean']['output'];
  /** Partial online payments; in the Mexico edition the payment method: true installments (PPD), false a single payment (PPU). */
  allowPartialPayments: Scalars['Boolean']['output'];
  /** Online payment options. */
  paymentOptions: InvoicePaymentOptions;
  /** Billing address. */
  billingAddress: ContactAddress;
  /** Shipping address. */
  shippingAddress: ContactAddress;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms and conditions. */
  terms: Maybe<Scalars['String']['output']>;
  /** Invoice custom field values copied to each invoice. */
  customFields: Array<CustomFieldValue>;
  /** PDF template of the invoices. */
  templateId: Scalars['ID']['output'];
  /** Its name. */
  templateName: Scalars['String']['output'];
  /** Salesperson. */
  salespersonId: Maybe<Scalars['ID']['output']>;
  /** Salesperson's name. */
  salespersonName: Maybe<Scalars['String']['output']>;
  /** GSTIN (India). */
  gstNo: Maybe<Scalars['String']['output']>;
  /** GST treatment (India). */
  gstTreatment: Maybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst: Maybe<Scalars['Boolean']['output']>;
  /** Place of supply. */
  placeOfSupply: Maybe<Scalars['String']['output']>;
  /** Tax treatment. */
  taxTreatment: Maybe<InvoiceTaxTreatment>;
  /** Special tax treatment. */
  taxTreatmentCode: Maybe<InvoiceTaxTreatmentCode>;
  /** VAT treatment. */
  vatTreatment: Maybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo: Maybe<Scalars['String']['output']>;
  /** Reverse charge (South Africa). */
  isReverseChargeApplied: Maybe<Scalars['Boolean']['output']>;
  /** CFDI usage (Mexico). */
  cfdiUsage: Maybe<InvoiceCfdiUsage>;
  /** CFDI relation (Mexico). */
  cfdiReferenceType: Maybe<InvoiceCfdiReferenceType>;
  /** Avalara exemption number. */
  avataxExemptNo: Maybe<Scalars['String']['output']>;
  /** Avalara use code. */
  avataxUseCode: Maybe<Scalars['String']['output']>;
  /** When the profile was created, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** Fields of a new recurring profile: the schedule and the invoice it makes. */
export type CreateRecurringInvoiceInput = {
  /** Name of the profile, unique in the organization. */
  recurrenceName: Scalars['String']['input'];
  /** The unit it repeats in. */
  recurrenceFrequency: RecurrenceFrequency;
  /** Units between two invoices, 1 to 999 (default 1). */
  repeatEvery?: InputMaybe<Scalars['Int']['input']>;
  /** Date of the first invoice (default today in the organization's time zone); not in the past. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** No invoice after this date; not before the start date. Leave out for a profile that never ends. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** What to do with each invoice (default sent). */
  creationMode?: InputMaybe<RecurringInvoiceCreationMode>;
  /** An active customer. */
  customerId: Scalars['ID']['input'];
  /** Contact persons of the customer (default: its primary person). */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default the customer's). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Days until due (default the customer's). */
  paymentTerms?: InputMaybe<Scalars['Int']['input']>;
  /** Label of the terms. */
  paymentTermsLabel?: InputMaybe<Scalars['String']['input']>;
  /** Invoice discount (entity_level): "10%" or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** entity_level (default) or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Take the invoice discount before tax (default true). */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rates include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Lines: at least one, at most 1000. */
  lineItems: Array<InvoiceLineItemInput>;
  /** Shipping charge, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Payment reminders for the invoices (default true). */
  paymentReminderEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Partial payments; Mexico: true installments (PPD), false single payment (PPU). */
  allowPartialPayments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Online payment options. */
  paymentOptions?: InputMaybe<InvoicePaymentOptionsInput>;
  /** Billing address (default the customer's). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (default the customer's). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Invoice custom field values for each invoice. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** A template of GET /invoices/templates. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** Special tax treatment. */
  taxTreatmentCode?: InputMaybe<InvoiceTaxTreatmentCode>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge (South Africa). */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
  /** CFDI usage (Mexico). */
  cfdiUsage?: InputMaybe<InvoiceCfdiUsage>;
  /** CFDI relation (Mexico). */
  cfdiReferenceType?: InputMaybe<InvoiceCfdiReferenceType>;
  /** Avalara exemption number. */
  avataxExemptNo?: InputMaybe<Scalars['String']['input']>;
  /** Avalara use code. */
  avataxUseCode?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a recurring profile: only the fields given change; line_items, when given, is the whole new list. */
export type UpdateRecurringInvoiceInput = {
  /** Name of the profile. */
  recurrenceName?: InputMaybe<Scalars['String']['input']>;
  /** The unit it repeats in. */
  recurrenceFrequency?: InputMaybe<RecurrenceFrequency>;
  /** Units between two invoices. */
  repeatEvery?: InputMaybe<Scalars['Int']['input']>;
  /** Date of the first invoice; changes the schedule (only before the first invoice is made). */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** No invoice after this date; null: never ends. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** What to do with each invoice. */
  creationMode?: InputMaybe<RecurringInvoiceCreationMode>;
  /** An active customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the customer. */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Days until due. */
  paymentTerms?: InputMaybe<Scalars['Int']['input']>;
  /** Label of the terms. */
  paymentTermsLabel?: InputMaybe<Scalars['String']['input']>;
  /** Invoice discount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** entity_level or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Take the invoice discount before tax. */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rates include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** The whole new list of lines (a line with line_item_id changes that line). */
  lineItems?: InputMaybe<Array<InvoiceLineItemInput>>;
  /** Shipping charge. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Payment reminders for the invoices. */
  paymentReminderEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Partial payments (Mexico: installments). */
  allowPartialPayments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Online payment options. */
  paymentOptions?: InputMaybe<InvoicePaymentOptionsInput>;
  /** Billing address (replaces the whole address). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (replaces the whole address). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Values to set or (null or empty) remove; fields not named keep their values. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** A template of GET /invoices/templates. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** Special tax treatment. */
  taxTreatmentCode?: InputMaybe<InvoiceTaxTreatmentCode>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge (South Africa). */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
  /** CFDI usage (Mexico). */
  cfdiUsage?: InputMaybe<InvoiceCfdiUsage>;
  /** CFDI relation (Mexico). */
  cfdiReferenceType?: InputMaybe<InvoiceCfdiReferenceType>;
  /** Avalara exemption number. */
  avataxExemptNo?: InputMaybe<Scalars['String']['input']>;
  /** Avalara use code. */
  avataxUseCode?: InputMaybe<Scalars['String']['input']>;
};

/** An entry of a recurring profile's history. */
export type RecurringInvoiceComment = {
  __typename?: 'RecurringInvoiceComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The profile. */
  recurringInvoiceId: Scalars['ID']['output'];
  /** What happened, or the comment. */
  commentDescription: Scalars['String']['output'];
  /** Who did it (null for the schedule). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name (System for the schedule). */
  commentedBy: Scalars['String']['output'];
  /** system or user. */
  commentType: InvoiceCommentType;
  /** added, updated, stopped, resumed, expired, template_changed, invoice_created, invoice_failed. */
  operationType: Scalars['String']['output'];
  /** Date, in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, in words. */
  dateDescription: Scalars['String']['output'];
  /** Time of day (hh:mm AM). */
  time: Scalars['String']['output'];
  /** The invoice an entry is about. */
  transactionId: Maybe<Scalars['ID']['output']>;
  /** invoice when transaction_id names one. */
  transactionType: Maybe<Scalars['String']['output']>;
};

/** What became of one profile of a bulk stop or resume. */
export type RecurringInvoiceStatusResult = {
  __typename?: 'RecurringInvoiceStatusResult';
  /** The profile asked for. */
  recurringInvoiceId: Scalars['ID']['output'];
  /** 0 when it moved; otherwise the error code (1002 unknown, 1003 wrong state). */
  code: Scalars['Int']['output'];
  /** What happened. */
  message: Scalars['String']['output'];
  /** Its status now (null when it does not exist). */
  status: Maybe<RecurringInvoiceStatus>;
};

/** A page of recurring profiles. */
export type RecurringInvoiceList = {
  __typename?: 'RecurringInvoiceList';
  /** One page. */
  nodes: Array<RecurringInvoice>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Result of creating a recurring profile. */
export type CreateRecurringInvoicePayload = {
  __typename?: 'CreateRecurringInvoicePayload';
  /** The new profile. */
  recurringInvoice: RecurringInvoice;
};

/** Result of updating a recurring profile. */
export type UpdateRecurringInvoicePayload = {
  __typename?: 'UpdateRecurringInvoicePayload';
  /** The profile as it is now. */
  recurringInvoice: RecurringInvoice;
};

/** Result of deleting a recurring profile. */
export type DeleteRecurringInvoicePayload = {
  __typename?: 'DeleteRecurringInvoicePayload';
  /** The deleted profile's id. */
  recurringInvoiceId: Scalars['ID']['output'];
};

/** Result of stopping or resuming one profile. */
export type RecurringInvoiceStatusPayload = {
  __typename?: 'RecurringInvoiceStatusPayload';
  /** The profile as it is now. */
  recurringInvoice: RecurringInvoice;
};

/** Result of stopping or resuming several profiles: one result per id, in the order asked. */
export type RecurringInvoiceBulkStatusPayload = {
  __typename?: 'RecurringInvoiceBulkStatusPayload';
  /** Outcome per id. */
  results: Array<RecurringInvoiceStatusResult>;
};

/** Result of changing a profile's PDF template. */
export type UpdateRecurringInvoiceTemplatePayload = {
  __typename?: 'UpdateRecurringInvoiceTemplatePayload';
  /** The profile as it is now. */
  recurringInvoice: RecurringInvoice;
};

/**
 * A recurring bill profile: a schedule and the bill each of its dates makes (through the bill
 * code, so it is checked, totalled and posted as a hand-made one). What the profile shows of the
 * bill (vendor, lines, totals) is what its bill input made when the profile was last written.
 */
export type RecurringBill = {
  __typename?: 'RecurringBill';
  /** Identifier. */
  recurringBillId: Scalars['ID']['output'];
  /** Name of the profile, unique among the organization's recurring bills. */
  recurrenceName: Scalars['String']['output'];
  /** Where the profile stands. */
  status: RecurringInvoiceStatus;
  /** The unit it repeats in. */
  recurrenceFrequency: RecurrenceFrequency;
  /** How many units between two bills. */
  repeatEvery: Scalars['Int']['output'];
  /** Date of the first bill. */
  startDate: Scalars['LocalDate']['output'];
  /** No bill after this date (null: never ends). */
  endDate: Maybe<Scalars['LocalDate']['output']>;
  /** Date of the next bill (null once expired). */
  nextBillDate: Maybe<Scalars['LocalDate']['output']>;
  /** Date of the last bill made. */
  lastCreatedDate: Maybe<Scalars['LocalDate']['output']>;
  /** The vendor. */
  vendorId: Scalars['ID']['output'];
  /** The vendor's name. */
  vendorName: Scalars['String']['output'];
  /** Currency. */
  currencyId: Scalars['ID']['output'];
  /** Currency code. */
  currencyCode: Scalars['String']['output'];
  /** Currency symbol. */
  currencySymbol: Scalars['String']['output'];
  /** Units of the base currency per unit. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Days from a bill's date to its due date. */
  paymentTerms: Scalars['Int']['output'];
  /** The terms in words. */
  paymentTermsLabel: Scalars['String']['output'];
  /** Reference number of each bill. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Discount: "10%" or an amount. */
  discount: Maybe<Scalars['String']['output']>;
  /** Discount amount of each bill. */
  discountAmount: Scalars['Decimal']['output'];
  /** Discount taken before tax. */
  isDiscountBeforeTax: Scalars['Boolean']['output'];
  /** Rates include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Location name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Lines of each bill. */
  lineItems: Array<InvoiceLineItem>;
  /** Sum of the lines. */
  subTotal: Scalars['Decimal']['output'];
  /** Tax of each bill. */
  taxTotal: Scalars['Decimal']['output'];
  /** Total of each bill. */
  total: Scalars['Decimal']['output'];
  /** Taxes of each bill. */
  taxes: Array<InvoiceTax>;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms and conditions. */
  terms: Maybe<Scalars['String']['output']>;
  /** Custom fields. */
  customFields: Array<RetainerInvoiceCustomField>;
  /** Who created the profile (null for the platform). */
  createdById: Maybe<Scalars['ID']['output']>;
  /** When created. */
  createdTime: Scalars['String']['output'];
  /** When last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** A recurring expense profile: a schedule and the expense each of its dates records (through the expense code, posted as a hand-made one). */
export type RecurringExpense = {
  __typename?: 'RecurringExpense';
  /** Identifier. */
  recurringExpenseId: Scalars['ID']['output'];
  /** Name of the profile, unique among the organization's recurring expenses. */
  recurrenceName: Scalars['String']['output'];
  /** Where the profile stands. */
  status: RecurringInvoiceStatus;
  /** The unit it repeats in. */
  recurrenceFrequency: RecurrenceFrequency;
  /** How many units between two expenses. */
  repeatEvery: Scalars['Int']['output'];
  /** Date of the first expense. */
  startDate: Scalars['LocalDate']['output'];
  /** No expense after this date (null: never ends). */
  endDate: Maybe<Scalars['LocalDate']['output']>;
  /** Date of the next expense (null once expired). */
  nextExpenseDate: Maybe<Scalars['LocalDate']['output']>;
  /** Date of the last expense made. */
  lastCreatedDate: Maybe<Scalars['LocalDate']['output']>;
  /** Expense account (of the first line). */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Maybe<Scalars['String']['output']>;
  /** Account paid through. */
  paidThroughAccountId: Scalars['ID']['output'];
  /** Its name. */
  paidThroughAccountName: Maybe<Scalars['String']['output']>;
  /** Vendor. */
  vendorId: Maybe<Scalars['ID']['output']>;
  /** Vendor name. */
  vendorName: Maybe<Scalars['String']['output']>;
  /** Amount of each expense. */
  amount: Scalars['Decimal']['output'];
  /** Tax. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Tax name. */
  taxName: Maybe<Scalars['String']['output']>;
  /** Tax percentage. */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Tax amount of each expense. */
  taxAmount: Scalars['Decimal']['output'];
  /** Amounts include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Before tax. */
  subTotal: Scalars['Decimal']['output'];
  /** Total of each expense. */
  total: Scalars['Decimal']['output'];
  /** Total in the base currency. */
  bcyTotal: Scalars['Decimal']['output'];
  /** Currency. */
  currencyId: Scalars['ID']['output'];
  /** Currency code. */
  currencyCode: Scalars['String']['output'];
  /** Units of the base currency per unit. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Reference number of each expense. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Billable to the customer. */
  isBillable: Scalars['Boolean']['output'];
  /** Customer. */
  customerId: Maybe<Scalars['ID']['output']>;
  /** Customer name. */
  customerName: Maybe<Scalars['String']['output']>;
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Location name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<ExpenseTag>;
  /** Lines of each expense. */
  lineItems: Array<ExpenseLineItem>;
  /** The first line, as the family publishes it. */
  lineItem: ExpenseLine;
  /** When created. */
  createdTime: Scalars['String']['output'];
  /** When last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** An entry of a recurring bill's history. */
export type RecurringBillComment = {
  __typename?: 'RecurringBillComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The profile. */
  recurringBillId: Scalars['ID']['output'];
  /** What happened. */
  description: Scalars['String']['output'];
  /** Who did it (null for the schedule). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** added, updated, stopped, resumed, expired, bill_created, bill_failed. */
  operationType: Scalars['String']['output'];
  /** Date, in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** Time of day (hh:mm AM). */
  time: Scalars['String']['output'];
  /** The bill an entry is about. */
  transactionId: Maybe<Scalars['ID']['output']>;
  /** bill when transaction_id names one. */
  transactionType: Maybe<Scalars['String']['output']>;
};

/** An entry of a recurring expense's history. */
export type RecurringExpenseComment = {
  __typename?: 'RecurringExpenseComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The profile. */
  recurringExpenseId: Scalars['ID']['output'];
  /** What happened. */
  description: Scalars['String']['output'];
  /** Who did it (null for the schedule). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** added, updated, stopped, resumed, expired, expense_created, expense_failed. */
  operationType: Scalars['String']['output'];
  /** Date, in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** Time of day (hh:mm AM). */
  time: Scalars['String']['output'];
  /** The expense an entry is about. */
  transactionId: Maybe<Scalars['ID']['output']>;
  /** expense when transaction_id names one. */
  transactionType: Maybe<Scalars['String']['output']>;
};

/** A recurring bill profile to create: the schedule and the bill each date makes. */
export type CreateRecurringBillInput = {
  /** Name of the profile, unique among the organization's recurring bills. */
  recurrenceName: Scalars['String']['input'];
  /** The unit it repeats in. */
  recurrenceFrequency: RecurrenceFrequency;
  /** Units between two bills, 1 to 999 (default 1). */
  repeatEvery?: InputMaybe<Scalars['Int']['input']>;
  /** Date of the first bill (default today in the organization's time zone); not in the past. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** No bill after this date; not before the start date. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** An active vendor. */
  vendorId: Scalars['ID']['input'];
  /** Days from each bill's date to its due date (default the vendor's). */
  paymentTerms?: InputMaybe<Scalars['Int']['input']>;
  /** The terms in words. */
  paymentTermsLabel?: InputMaybe<Scalars['String']['input']>;
  /** Reference number of each bill. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default the vendor's). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Discount: "10%" or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax (default true). */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level (default) or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Adjustment after tax. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** Lines of each bill: at least one. */
  lineItems: Array<InvoiceLineItemInput>;
};

/** Changes to a recurring bill profile: what is given replaces what is stored; lines given replace the lines. */
export type UpdateRecurringBillInput = {
  /** Name of the profile. */
  recurrenceName?: InputMaybe<Scalars['String']['input']>;
  /** The unit it repeats in. */
  recurrenceFrequency?: InputMaybe<RecurrenceFrequency>;
  /** Units between two bills, 1 to 999. */
  repeatEvery?: InputMaybe<Scalars['Int']['input']>;
  /** Date of the first bill; a changed one not in the past. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** No bill after this date (null: never ends). */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** An active vendor. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Days from each bill's date to its due date. */
  paymentTerms?: InputMaybe<Scalars['Int']['input']>;
  /** The terms in words. */
  paymentTermsLabel?: InputMaybe<Scalars['String']['input']>;
  /** Reference number of each bill. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Discount: "10%" or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax. */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Adjustment after tax. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** Lines of each bill (replace the stored ones). */
  lineItems?: InputMaybe<Array<InvoiceLineItemInput>>;
};

/** A recurring expense profile to create: the schedule and the expense each date records. */
export type CreateRecurringExpenseInput = {
  /** Name of the profile, unique among the organization's recurring expenses. */
  recurrenceName: Scalars['String']['input'];
  /** The unit it repeats in. */
  recurrenceFrequency: RecurrenceFrequency;
  /** Units between two expenses, 1 to 999 (default 1). */
  repeatEvery?: InputMaybe<Scalars['Int']['input']>;
  /** Date of the first expense (default today in the organization's time zone); not in the past. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** No expense after this date; not before the start date. */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Expense account (without lines). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Account paid through. */
  paidThroughAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Vendor. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Amount (without lines). */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Tax (without lines). */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Amounts include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Reference number of each expense. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Billable to the customer. */
  isBillable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<ExpenseTagInput>>;
  /** Lines of each expense (instead of account and amount). */
  lineItems?: InputMaybe<Array<ExpenseLineItemInput>>;
};

/** Changes to a recurring expense profile: what is given replaces what is stored. */
export type UpdateRecurringExpenseInput = {
  /** Name of the profile. */
  recurrenceName?: InputMaybe<Scalars['String']['input']>;
  /** The unit it repeats in. */
  recurrenceFrequency?: InputMaybe<RecurrenceFrequency>;
  /** Units between two expenses, 1 to 999. */
  repeatEvery?: InputMaybe<Scalars['Int']['input']>;
  /** Date of the first expense; a changed one not in the past. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** No expense after this date (null: never ends). */
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Expense account. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Account paid through. */
  paidThroughAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Vendor. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Amount. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Tax. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** Amounts include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Reference number of each expense. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Billable to the customer. */
  isBillable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<ExpenseTagInput>>;
  /** Lines of each expense (replace the stored ones). */
  lineItems?: InputMaybe<Array<ExpenseLineItemInput>>;
};

/** A page of recurring bills. */
export type RecurringBillList = {
  __typename?: 'RecurringBillList';
  /** One page. */
  nodes: Array<RecurringBill>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A page of recurring expenses. */
export type RecurringExpenseList = {
  __typename?: 'RecurringExpenseList';
  /** One page. */
  nodes: Array<RecurringExpense>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Result of writing or moving a recurring bill. */
export type RecurringBillPayload = {
  __typename?: 'RecurringBillPayload';
  /** The profile as it is now. */
  recurringBill: RecurringBill;
};

/** Result of writing or moving a recurring expense. */
export type RecurringExpensePayload = {
  __typename?: 'RecurringExpensePayload';
  /** The profile as it is now. */
  recurringExpense: RecurringExpense;
};

/** Result of deleting a recurring bill. */
export type DeleteRecurringBillPayload = {
  __typename?: 'DeleteRecurringBillPayload';
  /** The deleted profile's id. */
  recurringBillId: Scalars['ID']['output'];
};

/** Result of deleting a recurring expense. */
export type DeleteRecurringExpensePayload = {
  __typename?: 'DeleteRecurringExpensePayload';
  /** The deleted profile's id. */
  recurringExpenseId: Scalars['ID']['output'];
};

/** The state of a retainer invoice. Stored: draft, pending_approval, approved, sent, void; the rest follows from payments. */
export type RetainerInvoiceStatus =
  /** Being prepared; posts nothing. */
  | 'DRAFT'
  /** Submitted for approval (organizations that switched the approval flow on). */
  | 'PENDING_APPROVAL'
  /** Approved; may now be sent. */
  | 'APPROVED'
  /** Given to the customer; nothing paid yet. */
  | 'SENT'
  /** Opened by the customer; nothing paid yet. */
  | 'VIEWED'
  /** Kept for the invoice state set: a retainer invoice has no due date, so it is never overdue. */
  | 'OVERDUE'
  /** Part of the total has been received. */
  | 'PARTIALLY_PAID'
  /** The whole total has been received. */
  | 'PAID'
  /** Cancelled. */
  | 'VOID'
  /** Kept for the invoice state set: sent with a balance (only a list filter). */
  | 'UNPAID';

/** The `filter_by` of the retainer invoice list. */
export type RetainerInvoiceFilter =
  /** Every retainer invoice (default). */
  | 'STATUS_ALL'
  /** Drafts. */
  | 'STATUS_DRAFT'
  /** Waiting for approval. */
  | 'STATUS_PENDING_APPROVAL'
  /** Approved, not sent. */
  | 'STATUS_APPROVED'
  /** Sent, nothing received. */
  | 'STATUS_SENT'
  /** Viewed, nothing received. */
  | 'STATUS_VIEWED'
  /** Sent with something left to receive. */
  | 'STATUS_UNPAID'
  /** Partly received. */
  | 'STATUS_PARTIALLY_PAID'
  /** Fully received. */
  | 'STATUS_PAID'
  /** Voided. */
  | 'STATUS_VOID';

/** Columns the retainer invoice list sorts by. */
export type RetainerInvoiceSortColumn =
  /** Number. */
  | 'RETAINERINVOICE_NUMBER'
  /** Date. */
  | 'DATE'
  /** Customer name. */
  | 'CUSTOMER_NAME'
  /** Total. */
  | 'TOTAL'
  /** Balance left to receive. */
  | 'BALANCE'
  /** Creation time (default). */
  | 'CREATED_TIME'
  /** Last change. */
  | 'LAST_MODIFIED_TIME';

/** How a retainer payment was received. */
export type RetainerPaymentStatus =
  /** An online payment the provider has not confirmed yet. */
  | 'PENDING'
  /** Received and posted. */
  | 'SUCCESS'
  /** The provider reported that it failed; nothing posted. */
  | 'FAILURE';

/** Outcome a payment provider reports in its callback. */
export type RetainerCallbackStatus =
  /** The payment went through. */
  | 'SUCCESS'
  /** The payment failed. */
  | 'FAILURE';

/** A line of a retainer invoice: a description and an amount. */
export type RetainerInvoiceLineItem = {
  __typename?: 'RetainerInvoiceLineItem';
  /** Identifier. */
  lineItemId: Scalars['ID']['output'];
  /** What the advance is for. */
  description: Maybe<Scalars['String']['output']>;
  /** Position on the document. */
  itemOrder: Scalars['Int']['output'];
  /** Amount, in the retainer invoice's currency. */
  rate: Scalars['Decimal']['output'];
  /** Amount in the base currency. */
  bcyRate: Scalars['Decimal']['output'];
  /** Tax applied. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Tax name. */
  taxName: Maybe<Scalars['String']['output']>;
  /** Tax type. */
  taxType: Maybe<Scalars['String']['output']>;
  /** Tax rate in percent. */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** Line amount (the rate, rounded). */
  itemTotal: Scalars['Decimal']['output'];
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Location name. */
  locationName: Maybe<Scalars['String']['output']>;
};

/** A line to write. */
export type RetainerInvoiceLineItemInput = {
  /** Keeps this stored line's id. */
  lineItemId?: InputMaybe<Scalars['ID']['input']>;
  /** What the advance is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Position (default the order given). */
  itemOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Amount. */
  rate: Scalars['Decimal']['input'];
  /** A tax, compound tax or tax group (erp). */
  taxId?: InputMaybe<Scalars['ID']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
};

/** A custom field shown on the retainer invoice, stored as given. */
export type RetainerInvoiceCustomField = {
  __typename?: 'RetainerInvoiceCustomField';
  /** Position (1 to 10). */
  index: Scalars['Int']['output'];
  /** Whether the PDF prints it. */
  showOnPdf: Scalars['Boolean']['output'];
  /** Value. */
  value: Maybe<Scalars['String']['output']>;
  /** Label. */
  label: Maybe<Scalars['String']['output']>;
};

/** A custom field to set. */
export type RetainerInvoiceCustomFieldInput = {
  /** Position (1 to 10). */
  index: Scalars['Int']['input'];
  /** Whether the PDF prints it (default false). */
  showOnPdf?: InputMaybe<Scalars['Boolean']['input']>;
  /** Value. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Label. */
  label?: InputMaybe<Scalars['String']['input']>;
};

/** A file attached to a retainer invoice. */
export type RetainerInvoiceDocument = {
  __typename?: 'RetainerInvoiceDocument';
  /** Identifier (the blob's). */
  documentId: Scalars['ID']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
  /** Kind (pdf, png...). */
  fileType: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
  /** When it was attached. */
  uploadedTime: Scalars['String']['output'];
};

/** Part of the retainer's received payments drawn against an invoice. */
export type RetainerInvoiceApplication = {
  __typename?: 'RetainerInvoiceApplication';
  /** The invoice. */
  invoiceId: Scalars['ID']['output'];
  /** Its number. */
  invoiceNumber: Scalars['String']['output'];
  /** Amount drawn from the retainer onto it. */
  amountApplied: Scalars['Decimal']['output'];
  /** The invoice's balance afterwards. */
  balance: Scalars['Decimal']['output'];
  /** Date applied. */
  date: Scalars['LocalDate']['output'];
};

/** A payment received (or pending online) for a retainer invoice. */
export type RetainerPayment = {
  __typename?: 'RetainerPayment';
  /** Identifier. */
  paymentId: Scalars['ID']['output'];
  /** The retainer invoice. */
  retainerinvoiceId: Scalars['ID']['output'];
  /** Amount, in the retainer invoice's currency. */
  amount: Scalars['Decimal']['output'];
  /** Date received. */
  date: Scalars['LocalDate']['output'];
  /** pending, success or failure. */
  status: RetainerPaymentStatus;
  /** How it was paid (cash, banktransfer, ... or the gateway name). */
  paymentMode: Maybe<Scalars['String']['output']>;
  /** The account the money went to. */
  accountId: Scalars['ID']['output'];
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Gateway of an online payment. */
  paymentGateway: Maybe<PaymentGatewayName>;
  /** The provider's transaction id. */
  gatewayTransactionId: Maybe<Scalars['String']['output']>;
  /** The provider's reason for a failure. */
  gatewayErrorMessage: Maybe<Scalars['String']['output']>;
  /** When it was recorded. */
  createdTime: Scalars['String']['output'];
};

/** An online payment started for a retainer invoice, completed later by the provider's callback. */
export type RetainerOnlinePayment = {
  __typename?: 'RetainerOnlinePayment';
  /** The payment (pending until the callback). */
  payment: RetainerPayment;
  /** Path (under the server's base URL) the provider POSTs its outcome to. */
  callbackUrl: Scalars['String']['output'];
  /** Secret the provider sends in the X-Callback-Token header; shown only once, stored hashed. */
  callbackToken: Maybe<Scalars['String']['output']>;
};

/** A retainer invoice: asks a customer for an advance, held as a liability until drawn against invoices. */
export type RetainerInvoice = {
  __typename?: 'RetainerInvoice';
  /** Identifier. */
  retainerinvoiceId: Scalars['ID']['output'];
  /** Number, unique per organization. */
  retainerinvoiceNumber: Scalars['String']['output'];
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** State on today's facts. */
  status: RetainerInvoiceStatus;
  /** India: issued before GST. */
  isPreGst: Maybe<Scalars['Boolean']['output']>;
  /** Place of supply. */
  placeOfSupply: Maybe<Scalars['String']['output']>;
  /** Project. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** Project name. */
  projectName: Maybe<Scalars['String']['output']>;
  /** Date of the latest payment received. */
  lastPaymentDate: Maybe<Scalars['LocalDate']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Customer. */
  customerId: Scalars['ID']['output'];
  /** Customer name. */
  customerName: Scalars['String']['output'];
  /** Contact persons it goes to. */
  contactPersonsAssociated: Array<InvoiceContactPerson>;
  /** Currency. */
  currencyId: Scalars['ID']['output'];
  /** Currency code. */
  currencyCode: Scalars['String']['output'];
  /** Currency symbol. */
  currencySymbol: Maybe<Scalars['String']['output']>;
  /** Units of base currency per unit. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Opened by the customer. */
  isViewedByClient: Scalars['Boolean']['output'];
  /** When the customer opened it. */
  clientViewedTime: Maybe<Scalars['String']['output']>;
  /** Whether the line amounts include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Location name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Lines. */
  lineItems: Array<RetainerInvoiceLineItem>;
  /** Sum of the lines. */
  subTotal: Scalars['Decimal']['output'];
  /** Sum of the taxes. */
  taxTotal: Scalars['Decimal']['output'];
  /** Amount asked for. */
  total: Scalars['Decimal']['output'];
  /** Taxes summed over the lines. */
  taxes: Array<InvoiceTax>;
  /** Received so far (successful payments). */
  paymentMade: Scalars['Decimal']['output'];
  /** Drawn against invoices so far. */
  paymentDrawn: Scalars['Decimal']['output'];
  /** Received and not yet drawn: the customer's advance still held. */
  unusedAmount: Scalars['Decimal']['output'];
  /** Left to receive: total less payment_made. */
  balance: Scalars['Decimal']['output'];
  /** Whether the customer may pay in parts. */
  allowPartialPayments: Scalars['Boolean']['output'];
  /** Decimal places of the currency. */
  pricePrecision: Scalars['Int']['output'];
  /** Online payment options. */
  paymentOptions: InvoicePaymentOptions;
  /** Whether it has been emailed. */
  isEmailed: Scalars['Boolean']['output'];
  /** Attached files. */
  documents: Array<RetainerInvoiceDocument>;
  /** Billing address. */
  billingAddress: ContactAddress;
  /** Shipping address. */
  shippingAddress: ContactAddress;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms. */
  terms: Maybe<Scalars['String']['output']>;
  /** Custom fields. */
  customFields: Array<RetainerInvoiceCustomField>;
  /** PDF template. */
  templateId: Scalars['ID']['output'];
  /** Its name. */
  templateName: Scalars['String']['output'];
  /** Page width of the template. */
  pageWidth: Scalars['String']['output'];
  /** Page height of the template. */
  pageHeight: Scalars['String']['output'];
  /** portrait or landscape. */
  orientation: Scalars['String']['output'];
  /** Kind of template. */
  templateType: Scalars['String']['output'];
  /** Invoices the retainer has been drawn against. */
  invoices: Array<RetainerInvoiceApplication>;
  /** Creation time. */
  createdTime: Scalars['String']['output'];
  /** Last change. */
  lastModifiedTime: Scalars['String']['output'];
  /** Who created it. */
  createdById: Maybe<Scalars['ID']['output']>;
  /** Name of the latest attachment. */
  attachmentName: Maybe<Scalars['String']['output']>;
  /** Whether files are attached. */
  hasAttachment: Scalars['Boolean']['output'];
  /** Whether a contact person can be emailed. */
  canSendInMail: Scalars['Boolean']['output'];
  /** Public link (none: the platform has no customer portal). */
  invoiceUrl: Maybe<Scalars['String']['output']>;
  /** Who submitted it for approval. */
  submittedById: Maybe<Scalars['ID']['output']>;
  /** Who approved it. */
  approvedById: Maybe<Scalars['ID']['output']>;
};

/** A retainer invoice to create. */
export type CreateRetainerInvoiceInput = {
  /** Number, required with ignore_auto_number_generation (else generated). */
  retainerinvoiceNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active customer. */
  customerId: Scalars['ID']['input'];
  /** Contact persons of the customer (default its primary person). */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Date (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** India: issued before GST. */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Project name. */
  projectName?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default the customer's). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Whether the line amounts include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Lines, 1 to 1000. */
  lineItems: Array<RetainerInvoiceLineItemInput>;
  /** Whether the customer may pay in parts (default true). */
  allowPartialPayments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Online payment options. */
  paymentOptions?: InputMaybe<InvoicePaymentOptionsInput>;
  /** Billing address (default the customer's). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (default the customer's). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields. */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** PDF template (GET /retainerinvoices/templates). */
  templateId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to a retainer invoice; what is left out stays. */
export type UpdateRetainerInvoiceInput = {
  /** Number. */
  retainerinvoiceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Customer (only while nothing is received). */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the customer. */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** India: issued before GST. */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Project name. */
  projectName?: InputMaybe<Scalars['String']['input']>;
  /** Currency (only while nothing is received). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Whether the line amounts include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Location. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Lines (replace the stored ones; name a line_item_id to keep it). */
  lineItems?: InputMaybe<Array<RetainerInvoiceLineItemInput>>;
  /** Whether the customer may pay in parts. */
  allowPartialPayments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Online payment options. */
  paymentOptions?: InputMaybe<InvoicePaymentOptionsInput>;
  /** Billing address. */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address. */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (replace the stored ones). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** PDF template. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
};

/** A PDF template retainer invoices can be printed with. */
export type RetainerInvoiceTemplate = {
  __typename?: 'RetainerInvoiceTemplate';
  /** Identifier. */
  templateId: Scalars['ID']['output'];
  /** Name. */
  templateName: Scalars['String']['output'];
  /** Kind of layout. */
  templateType: Scalars['String']['output'];
  /** Whether new retainer invoices use it. */
  isDefault: Scalars['Boolean']['output'];
  /** Page width. */
  pageWidth: Scalars['String']['output'];
  /** Page height. */
  pageHeight: Scalars['String']['output'];
  /** portrait or landscape. */
  orientation: Scalars['String']['output'];
};

/** Whether retainer invoices go through approval before they are sent, and who approves. */
export type RetainerInvoiceSettings = {
  __typename?: 'RetainerInvoiceSettings';
  /** Drafts must be submitted and approved before they can be sent or emailed. */
  approvalEnabled: Scalars['Boolean']['output'];
  /** Roles allowed to approve: admin and approver. */
  approverRoles: Array<UserRole>;
};

/** Retainer invoice settings to change. */
export type UpdateRetainerInvoiceSettingsInput = {
  /** Switch the approval flow on or off. */
  approvalEnabled: Scalars['Boolean']['input'];
};

/** An entry of a retainer invoice's history or a comment. */
export type RetainerInvoiceComment = {
  __typename?: 'RetainerInvoiceComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The retainer invoice. */
  retainerinvoiceId: Scalars['ID']['output'];
  /** What happened, or the comment. */
  description: Scalars['String']['output'];
  /** Who (null for the platform). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** system or user. */
  commentType: InvoiceCommentType;
  /** Date in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, in words. */
  dateDescription: Scalars['String']['output'];
  /** Time of day (hh:mm AM). */
  time: Scalars['String']['output'];
  /** added, updated, submitted, approved, marked_as_sent, emailed, voided, marked_as_draft, payment_received, payment_failed, applied_to_invoice, unapplied_from_invoice, commented... */
  operationType: Scalars['String']['output'];
  /** The transaction the entry is about: the retainer invoice. */
  transactionId: Scalars['ID']['output'];
  /** Its kind: retainer_invoice. */
  transactionType: Scalars['String']['output'];
};

/** A comment on a retainer invoice. */
export type RetainerInvoiceCommentInput = {
  /** The comment. */
  description: Scalars['String']['input'];
};

/** The billing address of one retainer invoice. */
export type RetainerInvoiceAddressInput = {
  /** Street address. */
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
};

/** The mail to send a retainer invoice with. */
export type EmailRetainerInvoiceInput = {
  /** Recipients (1 to 10 addresses); absent: the customer's contact persons selected for the retainer invoice (those it names, else those taking mail), as GET …/email shows them. */
  toMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Copies (at most 10). */
  ccMailIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Subject (default: the retainer invoice's number and organization). */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** HTML body (default content when empty). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Send from the organization's own address. */
  sendFromOrgEmailId?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The mail a retainer invoice would be emailed with (GET …/email). */
export type RetainerInvoiceEmailContent = {
  __typename?: 'RetainerInvoiceEmailContent';
  /** Subject. */
  subject: Scalars['String']['output'];
  /** HTML body. */
  body: Scalars['String']['output'];
  /** The customer's persons with an email address; those the retainer invoice names (else those with email enabled) are selected. */
  toContacts: Array<InvoiceMailContact>;
  /** Addresses of the selected persons. */
  toMailIds: Array<Scalars['String']['output']>;
  /** Sender choices: the organization's sender (messaging), else its email; empty when it has neither. */
  fromEmails: Array<InvoiceMailSender>;
  /** The mail template the content is made from. */
  emailTemplateId: Scalars['ID']['output'];
  /** Placeholders of retired names the template uses: Kontor's templates are built in and use none, so always empty. */
  deprecatedPlaceholdersUsed: Array<Scalars['String']['output']>;
  /** Why the mail would be refused as it stands (void, no recipient with an email address); empty when it can go out. */
  errorList: Array<Scalars['String']['output']>;
  /** Whether a payment gateway offered on the retainer invoice is set up. */
  gatewaysConfigured: Scalars['Boolean']['output'];
  /** Name of the latest file attached to the retainer invoice (empty without one). */
  attachmentName: Scalars['String']['output'];
  /** File name of the attached PDF. */
  fileName: Scalars['String']['output'];
  /** Whether the PDF is attached by default. */
  attachPdf: Scalars['Boolean']['output'];
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** Its name. */
  customerName: Scalars['String']['output'];
  /** The retainer invoice. */
  entityId: Scalars['ID']['output'];
};

/** A payment received for a retainer invoice (offline). */
export type RetainerPaymentInput = {
  /** Amount received (default the balance). */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Date received (default today). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** cash, check, banktransfer... */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  /** Cash or bank account the money goes to (default Undeposited Funds). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
};

/** An online payment to start for a retainer invoice. */
export type RetainerOnlinePaymentInput = {
  /** Amount to collect (default the balance). */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The gateway. */
  paymentGateway: PaymentGatewayName;
  /** Account the money goes to once confirmed (default Undeposited Funds). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
};

/** What a payment provider reports about an online payment. */
export type RetainerPaymentCallbackInput = {
  /** success or failure. */
  status: RetainerCallbackStatus;
  /** The provider's transaction id. */
  gatewayTransactionId?: InputMaybe<Scalars['String']['input']>;
  /** Amount the provider collected; must equal the pending amount when given. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Date collected (default today). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** The provider's reason for a failure. */
  gatewayErrorMessage?: InputMaybe<Scalars['String']['input']>;
};

/** An amount of the retainer to draw onto an invoice. */
export type RetainerApplicationInput = {
  /** An open invoice of the same customer and currency. */
  invoiceId: Scalars['ID']['input'];
  /** Amount to draw onto it. */
  amountApplied: Scalars['Decimal']['input'];
};

/** Invoices to draw the retainer against. */
export type ApplyRetainerToInvoicesInput = {
  /** Invoices and amounts (1 to 50). */
  invoices: Array<RetainerApplicationInput>;
};

/** Result of creating a retainer invoice. */
export type CreateRetainerInvoicePayload = {
  __typename?: 'CreateRetainerInvoicePayload';
  /** The new retainer invoice. */
  retainerinvoice: RetainerInvoice;
};

/** Result of updating a retainer invoice. */
export type UpdateRetainerInvoicePayload = {
  __typename?: 'UpdateRetainerInvoicePayload';
  /** As it is now. */
  retainerinvoice: RetainerInvoice;
};

/** Result of deleting a retainer invoice. */
export type DeleteRetainerInvoicePayload = {
  __typename?: 'DeleteRetainerInvoicePayload';
  /** The deleted id. */
  retainerinvoiceId: Scalars['ID']['output'];
};

/** Result of a state change of a retainer invoice. */
export type RetainerInvoiceStatusPayload = {
  __typename?: 'RetainerInvoiceStatusPayload';
  /** As it is now. */
  retainerinvoice: RetainerInvoice;
};

/** Result of changing the billing address. */
export type UpdateRetainerInvoiceBillingAddressPayload = {
  __typename?: 'UpdateRetainerInvoiceBillingAddressPayload';
  /** The address now on the retainer invoice. */
  billingAddress: ContactAddress;
};

/** Result of attaching files. */
export type AddRetainerInvoiceAttachmentPayload = {
  __typename?: 'AddRetainerInvoiceAttachmentPayload';
  /** Every file now attached. */
  documents: Array<RetainerInvoiceDocument>;
};

/** Result of removing an attached file. */
export type DeleteRetainerInvoiceDocumentPayload = {
  __typename?: 'DeleteRetainerInvoiceDocumentPayload';
  /** The removed document. */
  documentId: Scalars['ID']['output'];
};

/** Result of adding or changing a comment. */
export type RetainerInvoiceCommentPayload = {
  __typename?: 'RetainerInvoiceCommentPayload';
  /** The comment. */
  comment: RetainerInvoiceComment;
};

/** Result of deleting a comment. */
export type DeleteRetainerInvoiceCommentPayload = {
  __typename?: 'DeleteRetainerInvoiceCommentPayload';
  /** The deleted comment. */
  commentId: Scalars['ID']['output'];
};

/** Result of emailing a retainer invoice. */
export type EmailRetainerInvoicePayload = {
  __typename?: 'EmailRetainerInvoicePayload';
  /** As it is now (sent, emailed). */
  retainerinvoice: RetainerInvoice;
};

/** Result of recording a payment. */
export type RecordRetainerPaymentPayload = {
  __typename?: 'RecordRetainerPaymentPayload';
  /** The payment. */
  payment: RetainerPayment;
  /** The retainer invoice as it is now. */
  retainerinvoice: RetainerInvoice;
};

/** Result of starting an online payment. */
export type StartRetainerOnlinePaymentPayload = {
  __typename?: 'StartRetainerOnlinePaymentPayload';
  /** The pending payment and where the provider reports back. */
  onlinePayment: RetainerOnlinePayment;
};

/** Result of a provider callback. */
export type CompleteRetainerOnlinePaymentPayload = {
  __typename?: 'CompleteRetainerOnlinePaymentPayload';
  /** The payment as it is now. */
  payment: RetainerPayment;
};

/** Result of drawing a retainer against invoices. */
export type ApplyRetainerToInvoicesPayload = {
  __typename?: 'ApplyRetainerToInvoicesPayload';
  /** The retainer invoice as it is now. */
  retainerinvoice: RetainerInvoice;
  /** What was applied now. */
  invoices: Array<RetainerInvoiceApplication>;
};

/** Result of taking a retainer back from an invoice. */
export type RemoveRetainerFromInvoicePayload = {
  __typename?: 'RemoveRetainerFromInvoicePayload';
  /** The retainer invoice as it is now. */
  retainerinvoice: RetainerInvoice;
};

/** Result of changing the settings. */
export type UpdateRetainerInvoiceSettingsPayload = {
  __typename?: 'UpdateRetainerInvoiceSettingsPayload';
  /** The settings now. */
  retainerinvoiceSettings: RetainerInvoiceSettings;
};

/** A page of retainer invoices. */
export type RetainerInvoiceList = {
  __typename?: 'RetainerInvoiceList';
  /** One page. */
  nodes: Array<RetainerInvoice>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** The file a download route streams. */
export type RetainerInvoiceAttachmentFile = {
  __typename?: 'RetainerInvoiceAttachmentFile';
  /** The blob id. */
  documentId: Scalars['ID']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
};

/** The state of a sales order. Stored: draft, pending_approval, approved, open, void; an open order whose every line is invoiced is closed. */
export type SalesOrderStatus =
  /** Being prepared. */
  | 'DRAFT'
  /** Submitted for approval. */
  | 'PENDING_APPROVAL'
  /** Approved; may now be opened. */
  | 'APPROVED'
  /** Confirmed to the customer; lines left to invoice. */
  | 'OPEN'
  /** Every line invoiced. */
  | 'CLOSED'
  /** Cancelled. */
  | 'VOID';

/** How much of a sales order is invoiced. */
export type SalesOrderInvoicedStatus =
  /** Nothing yet. */
  | 'NOT_INVOICED'
  /** Some of it. */
  | 'PARTIALLY_INVOICED'
  /** Every line in full. */
  | 'INVOICED';

/** The `filter_by` of the sales order list. */
export type SalesOrderFilter =
  /** Every sales order (default). */
  | 'STATUS_ALL'
  /** Drafts. */
  | 'STATUS_DRAFT'
  /** Waiting for approval. */
  | 'STATUS_PENDING_APPROVAL'
  /** Approved, not opened. */
  | 'STATUS_APPROVED'
  /** Open. */
  | 'STATUS_OPEN'
  /** Closed. */
  | 'STATUS_CLOSED'
  /** Void. */
  | 'STATUS_VOID'
  /** Open with nothing invoiced. */
  | 'STATUS_NOT_INVOICED'
  /** Partly invoiced. */
  | 'STATUS_PARTIALLY_INVOICED'
  /** Wholly invoiced. */
  | 'STATUS_INVOICED';

/** Columns the sales order list sorts by. */
export type SalesOrderSortColumn =
  /** Customer name. */
  | 'CUSTOMER_NAME'
  /** Number. */
  | 'SALESORDER_NUMBER'
  /** Date. */
  | 'DATE'
  /** Shipment date. */
  | 'SHIPMENT_DATE'
  /** Total. */
  | 'TOTAL'
  /** Creation time (default). */
  | 'CREATED_TIME';

/** A line of a sales order: the invoice's line, and how much of it is invoiced. */
export type SalesOrderLineItem = {
  __typename?: 'SalesOrderLineItem';
  /** Identifier. */
  lineItemId: Scalars['ID']['output'];
  /** The item sold, when the line names one. */
  itemId: Maybe<Scalars['ID']['output']>;
  /** Project the line bills. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** Project name. */
  projectName: Maybe<Scalars['String']['output']>;
  /** Time entries the line bills. */
  timeEntryIds: Array<Scalars['ID']['output']>;
  /** How the item is traded (from the item). */
  itemType: Maybe<ItemType>;
  /** SAT product key (Mexico). */
  satItemKeyCode: Maybe<Scalars['String']['output']>;
  /** SAT unit key (Mexico). */
  unitkeyCode: Maybe<Scalars['String']['output']>;
  /** Expense the line re-bills. */
  expenseId: Maybe<Scalars['ID']['output']>;
  /** Receipt name of that expense. */
  expenseReceiptName: Maybe<Scalars['String']['output']>;
  /** Withholding tax applied. */
  tdsTaxId: Maybe<Scalars['ID']['output']>;
  /** Special tax treatment of the line (UAE, Bahrain, Saudi Arabia). */
  taxTreatmentCode: Maybe<InvoiceTaxTreatmentCode>;
  /** Heading the line is grouped under. */
  headerName: Maybe<Scalars['String']['output']>;
  /** Identifier of that heading. */
  headerId: Maybe<Scalars['ID']['output']>;
  /** Location the goods leave from. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Nature for tax purposes. */
  productType: Maybe<InvoiceLineProductType>;
  /** Name. */
  name: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Position, from 1. */
  itemOrder: Scalars['Int']['output'];
  /** Rate in the base currency. */
  bcyRate: Scalars['Decimal']['output'];
  /** Rate per unit. */
  rate: Scalars['Decimal']['output'];
  /** Quantity ordered. */
  quantity: Scalars['Decimal']['output'];
  /** Quantity invoiced so far. */
  quantityInvoiced: Scalars['Decimal']['output'];
  /** Whether the whole quantity is invoiced. */
  isInvoiced: Scalars['Boolean']['output'];
  /** Unit of measure. */
  unit: Maybe<Scalars['String']['output']>;
  /** Line discount: a percentage such as "10%" or an amount (as the family sends it, a string). */
  discount: Maybe<Scalars['String']['output']>;
  /** The line discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Tax or tax group applied. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** Name of the tax or group. */
  taxName: Maybe<Scalars['String']['output']>;
  /** tax, compound_tax or tax_group. */
  taxType: Maybe<Scalars['String']['output']>;
  /** Rate of the tax in percent. */
  taxPercentage: Maybe<Scalars['Decimal']['output']>;
  /** rate × quantity less the line discount. */
  itemTotal: Scalars['Decimal']['output'];
  /** Income account its invoices post to. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Maybe<Scalars['String']['output']>;
};

/** An invoice made from a sales order, as the order lists it. */
export type SalesOrderInvoice = {
  __typename?: 'SalesOrderInvoice';
  /** Identifier. */
  invoiceId: Scalars['ID']['output'];
  /** Number. */
  invoiceNumber: Scalars['String']['output'];
  /** Its status now. */
  status: InvoiceStatus;
  /** Its date. */
  date: Scalars['LocalDate']['output'];
  /** When it is due. */
  dueDate: Maybe<Scalars['LocalDate']['output']>;
  /** Total, in the invoice's currency. */
  total: Scalars['Decimal']['output'];
  /** What is left to pay. */
  balance: Scalars['Decimal']['output'];
};

/** An order a customer placed. */
export type SalesOrder = {
  __typename?: 'SalesOrder';
  /** Identifier. */
  salesorderId: Scalars['ID']['output'];
  /** Number, unique in the organization (SO-000001 unless given). */
  salesorderNumber: Scalars['String']['output'];
  /** Order date. */
  date: Scalars['LocalDate']['output'];
  /** Expected shipment date. */
  shipmentDate: Maybe<Scalars['LocalDate']['output']>;
  /** How the goods go out. */
  deliveryMethod: Maybe<Scalars['String']['output']>;
  /** Where the order stands. */
  status: SalesOrderStatus;
  /** How much is invoiced. */
  invoicedStatus: SalesOrderInvoicedStatus;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** Contact persons the order goes to. */
  contactPersonsAssociated: Array<InvoiceContactPerson>;
  /** Currency. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Units of the base currency one unit is worth. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Order discount: "10%" or an amount (as the family sends it, a string). */
  discount: Maybe<Scalars['String']['output']>;
  /** The discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** Whether the discount is taken before tax. */
  isDiscountBeforeTax: Scalars['Boolean']['output'];
  /** Where discounts are given. */
  discountType: InvoiceDiscountType;
  /** Whether rates include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Whether files are attached (none: false). */
  hasAttachment: Scalars['Boolean']['output'];
  /** The files attached (POST /salesorders/{id}/attachment), oldest first. */
  documents: Array<DocumentFile>;
  /** Name of the latest file attached. */
  attachmentName: Maybe<Scalars['String']['output']>;
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Shipping charge. */
  shippingCharge: Scalars['Decimal']['output'];
  /** Adjustment added after tax. */
  adjustment: Scalars['Decimal']['output'];
  /** What the adjustment is for. */
  adjustmentDescription: Maybe<Scalars['String']['output']>;
  /** Sum of the lines' item_total. */
  subTotal: Scalars['Decimal']['output'];
  /** Sum of taxes[]. */
  taxTotal: Scalars['Decimal']['output'];
  /** Total (the invoice arithmetic). */
  total: Scalars['Decimal']['output'];
  /** Total in the base currency. */
  bcyTotal: Scalars['Decimal']['output'];
  /** Tax per tax. */
  taxes: Array<InvoiceTax>;
  /** Decimal places amounts are rounded to. */
  pricePrecision: Scalars['Int']['output'];
  /** Billing address. */
  billingAddress: ContactAddress;
  /** Shipping address. */
  shippingAddress: ContactAddress;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms and conditions. */
  terms: Maybe<Scalars['String']['output']>;
  /** Custom fields, as given. */
  customFields: Array<RetainerInvoiceCustomField>;
  /** PDF template (GET /salesorders/templates). */
  templateId: Scalars['ID']['output'];
  /** Its name. */
  templateName: Scalars['String']['output'];
  /** Salesperson. */
  salespersonId: Maybe<Scalars['ID']['output']>;
  /** Salesperson's name. */
  salespersonName: Maybe<Scalars['String']['output']>;
  /** Whether it has been emailed. */
  isEmailed: Scalars['Boolean']['output'];
  /** The estimate it was made from. */
  estimateId: Maybe<Scalars['ID']['output']>;
  /** Invoices made from it, oldest first. */
  invoiceIds: Array<Scalars['ID']['output']>;
  /** The invoices made from it, oldest first, as they stand now (one statement for a whole page of orders). */
  invoices: Array<SalesOrderInvoice>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
  /** Lines, by item_order. */
  lineItems: Array<SalesOrderLineItem>;
  /** GSTIN (India). */
  gstNo: Maybe<Scalars['String']['output']>;
  /** GST treatment (India). */
  gstTreatment: Maybe<InvoiceGstTreatment>;
  /** Whether the supply predates GST (India). */
  isPreGst: Maybe<Scalars['Boolean']['output']>;
  /** Place of supply. */
  placeOfSupply: Maybe<Scalars['String']['output']>;
  /** Tax treatment. */
  taxTreatment: Maybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment: Maybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo: Maybe<Scalars['String']['output']>;
  /** Whether reverse charge applies. */
  isReverseChargeApplied: Maybe<Scalars['Boolean']['output']>;
};

/** Fields of a new sales order. */
export type CreateSalesOrderInput = {
  /** Number, required with ignore_auto_number_generation (else generated and this is ignored). */
  salesorderNumber?: InputMaybe<Scalars['String']['input']>;
  /** An estimate of the same customer the order comes from (not invoiced, not declined); it becomes accepted. */
  estimateId?: InputMaybe<Scalars['ID']['input']>;
  /** An active customer of the organization. */
  customerId: Scalars['ID']['input'];
  /** Contact persons of the customer (default: its primary person). */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Order date (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Expected shipment date; not before the date. */
  shipmentDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** How the goods go out. */
  deliveryMethod?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default the customer's). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit (default the currency's rate; 1 for the base currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Order discount (entity_level): "10%" (0 to 100%) or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax (default true). */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level (default) or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax, may be negative. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address (default: the customer's). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (default: the customer's). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** A template of GET /salesorders/templates (default the standard one). */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** Lines: at least one, at most 1000. */
  lineItems: Array<InvoiceLineItemInput>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge (South Africa). */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a sales order: only the fields given change; line_items, when given, is the whole new list (refused once the order is invoiced). */
export type UpdateSalesOrderInput = {
  /** Number, unique in the organization. */
  salesorderNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active customer of the organization. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the customer. */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Order date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Expected shipment date (null: none). */
  shipmentDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** How the goods go out. */
  deliveryMethod?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Order discount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax. */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address (replaces the whole address). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (replaces the whole address). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields: the whole new list. */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** A template of GET /salesorders/templates. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** The whole new list of lines. */
  lineItems?: InputMaybe<Array<InvoiceLineItemInput>>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge (South Africa). */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A part of a sales order line to invoice. */
export type SalesOrderInvoiceLineInput = {
  /** A line of the order. */
  lineItemId: Scalars['ID']['input'];
  /** Quantity to invoice, > 0, at most what is left of the line. */
  quantity: Scalars['Decimal']['input'];
};

/** What to invoice of a sales order (a Kontor extension: the family's route takes no body and invoices everything left). */
export type InvoiceFromSalesOrderInput = {
  /** Parts of lines to invoice (default: every line's remainder). */
  lineItems?: InputMaybe<Array<SalesOrderInvoiceLineInput>>;
};

/** An entry of a sales order's history. */
export type SalesOrderComment = {
  __typename?: 'SalesOrderComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The sales order. */
  salesorderId: Scalars['ID']['output'];
  /** What happened, or the comment. */
  description: Scalars['String']['output'];
  /** Who (null for the platform). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** system or user. */
  commentType: InvoiceCommentType;
  /** Date in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, in words. */
  dateDescription: Scalars['String']['output'];
  /** Time of day (hh:mm AM). */
  time: Scalars['String']['output'];
  /** added, updated, submitted, approved, opened, voided, invoiced, template_changed, address_changed or commented. */
  operationType: Scalars['String']['output'];
  /** The transaction: the sales order. */
  transactionId: Scalars['ID']['output'];
  /** Its kind: salesorder. */
  transactionType: Scalars['String']['output'];
};

/** A page of sales orders. */
export type SalesOrderList = {
  __typename?: 'SalesOrderList';
  /** One page. */
  nodes: Array<SalesOrder>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Result of creating or changing a sales order. */
export type SalesOrderPayload = {
  __typename?: 'SalesOrderPayload';
  /** The sales order as it is now. */
  salesorder: SalesOrder;
};

/** Result of deleting a sales order. */
export type DeleteSalesOrderPayload = {
  __typename?: 'DeleteSalesOrderPayload';
  /** The deleted order's id. */
  salesorderId: Scalars['ID']['output'];
};

/** Result of deleting several sales orders at once (the Inventory wire's bulk delete). */
export type DeleteSalesOrdersPayload = {
  __typename?: 'DeleteSalesOrdersPayload';
  /** The deleted orders' ids, in id order. */
  data: Array<Scalars['ID']['output']>;
};

/** Result of confirming (opening) several sales orders at once (the Inventory wire's bulk confirm). */
export type ConfirmSalesOrdersPayload = {
  __typename?: 'ConfirmSalesOrdersPayload';
  /** What was done: the orders confirmed, and mail sent on the way (none: confirming sends no mail). */
  data: SalesOrdersConfirmed;
};

/** The orders a bulk confirm opened. */
export type SalesOrdersConfirmed = {
  __typename?: 'SalesOrdersConfirmed';
  /** One entry naming every order confirmed. */
  emailSuccessInfo: Array<SalesOrdersConfirmedInfo>;
  /** Orders whose mail failed: always empty, as no mail is sent. */
  emailErrorInfo: Array<SalesOrdersConfirmedInfo>;
};

/** Orders confirmed together. */
export type SalesOrdersConfirmedInfo = {
  __typename?: 'SalesOrdersConfirmedInfo';
  /** 0: done. */
  code: Scalars['Int']['output'];
  /** What was done. */
  message: Scalars['String']['output'];
  /** The orders, in id order. */
  ids: Array<Scalars['ID']['output']>;
};

/** Result of changing a sales order's address. */
export type SalesOrderAddressPayload = {
  __typename?: 'SalesOrderAddressPayload';
  /** The address as it is now. */
  address: ContactAddress;
};

/** Result of adding or changing a comment. */
export type SalesOrderCommentPayload = {
  __typename?: 'SalesOrderCommentPayload';
  /** The comment. */
  comment: SalesOrderComment;
};

/** Result of deleting a comment. */
export type DeleteSalesOrderCommentPayload = {
  __typename?: 'DeleteSalesOrderCommentPayload';
  /** The deleted comment. */
  commentId: Scalars['ID']['output'];
};

/** Result of invoicing a sales order. */
export type InvoiceFromSalesOrderPayload = {
  __typename?: 'InvoiceFromSalesOrderPayload';
  /** The draft invoice made. */
  invoice: Invoice;
};

/** Where a sales receipt stands: it is paid when it is written. */
export type SalesReceiptStatus =
  /** Sold and paid at once. */
  | 'PAID';

/** Sales receipts list filter (`filter_by`). */
export type SalesReceiptFilter =
  /** Every receipt (default). */
  | 'STATUS_ALL'
  /** Paid receipts (every one). */
  | 'STATUS_PAID';

/** Sales receipts list sort column. */
export type SalesReceiptSortColumn =
  /** Receipt number. */
  | 'RECEIPT_NUMBER'
  /** Customer name. */
  | 'CUSTOMER_NAME'
  /** Date. */
  | 'DATE'
  /** Total. */
  | 'TOTAL'
  /** Creation time (default). */
  | 'CREATED_TIME';

/** A sale paid on the spot: the invoice and its payment in one document, posted when written. */
export type SalesReceipt = {
  __typename?: 'SalesReceipt';
  /** Identifier. */
  salesReceiptId: Scalars['ID']['output'];
  /** Number, unique in the organization (SR-00001 unless given). */
  receiptNumber: Scalars['String']['output'];
  /** Date of the sale. */
  date: Scalars['LocalDate']['output'];
  /** Always paid. */
  status: SalesReceiptStatus;
  /** How the customer paid: cash, check, creditcard, banktransfer, bankremittance or others. */
  paymentMode: Scalars['String']['output'];
  /** The bank, cash or clearing account the money went to. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Scalars['String']['output'];
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** Contact persons of the customer on the receipt. */
  contactPersonsAssociated: Array<InvoiceContactPerson>;
  /** Currency. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Its symbol. */
  currencySymbol: Scalars['String']['output'];
  /** Units of the base currency one unit is worth. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Receipt discount: "10%" or an amount (as the family sends it, a string). */
  discount: Maybe<Scalars['String']['output']>;
  /** The discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** Whether the discount is taken before tax. */
  isDiscountBeforeTax: Scalars['Boolean']['output'];
  /** Where discounts are given. */
  discountType: InvoiceDiscountType;
  /** Whether rates include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Shipping charge. */
  shippingCharge: Scalars['Decimal']['output'];
  /** Adjustment added after tax. */
  adjustment: Scalars['Decimal']['output'];
  /** What the adjustment is for. */
  adjustmentDescription: Maybe<Scalars['String']['output']>;
  /** Sum of the lines' item_total. */
  subTotal: Scalars['Decimal']['output'];
  /** Sum of taxes[]. */
  taxTotal: Scalars['Decimal']['output'];
  /** Total (the invoice arithmetic): what the customer paid. */
  total: Scalars['Decimal']['output'];
  /** Total in the base currency. */
  bcyTotal: Scalars['Decimal']['output'];
  /** Tax per tax. */
  taxes: Array<InvoiceTax>;
  /** Decimal places amounts are rounded to. */
  pricePrecision: Scalars['Int']['output'];
  /** Billing address. */
  billingAddress: ContactAddress;
  /** Shipping address. */
  shippingAddress: ContactAddress;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms and conditions. */
  terms: Maybe<Scalars['String']['output']>;
  /** Custom fields, as given. */
  customFields: Array<RetainerInvoiceCustomField>;
  /** Salesperson. */
  salespersonId: Maybe<Scalars['ID']['output']>;
  /** Salesperson's name. */
  salespersonName: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
  /** Lines, by item_order. */
  lineItems: Array<InvoiceLineItem>;
};

/** A page of sales receipts. */
export type SalesReceiptList = {
  __typename?: 'SalesReceiptList';
  /** One page of receipts. */
  nodes: Array<SalesReceipt>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Fields of a new sales receipt. */
export type CreateSalesReceiptInput = {
  /** Number, required with ignore_auto_number_generation (else generated and this is ignored). */
  receiptNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active customer of the organization. */
  customerId: Scalars['ID']['input'];
  /** How the customer paid: cash, check, creditcard, banktransfer, bankremittance or others. */
  paymentMode: Scalars['String']['input'];
  /** Deposit to: a bank, cash, payment clearing or other current asset account (default Undeposited Funds). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the customer (default: its primary person). */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Date of the sale (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default the customer's). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit (default the currency's rate; 1 for the base currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Receipt discount (entity_level): "10%" (0 to 100%) or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax (default true). */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level (default) or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax, may be negative. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address (default: the customer's). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address (default: the customer's). */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** Lines: at least one, at most 1000. */
  lineItems: Array<InvoiceLineItemInput>;
};

/** Changes to a sales receipt: only the fields given change; line_items, when given, is the whole new list. Its posting is made again. */
export type UpdateSalesReceiptInput = {
  /** Number, unique in the organization. */
  receiptNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active customer of the organization. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** How the customer paid. */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  /** Deposit to. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the customer. */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Date of the sale. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Receipt discount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax. */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address. */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Shipping address. */
  shippingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** Salesperson. */
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Salesperson's name. */
  salespersonName?: InputMaybe<Scalars['String']['input']>;
  /** The whole new list of lines. */
  lineItems?: InputMaybe<Array<InvoiceLineItemInput>>;
};

/** Result of writing a sales receipt. */
export type SalesReceiptPayload = {
  __typename?: 'SalesReceiptPayload';
  /** The receipt as it is now. */
  salesreceipt: SalesReceipt;
};

/** Result of deleting a sales receipt. */
export type DeleteSalesReceiptPayload = {
  __typename?: 'DeleteSalesReceiptPayload';
  /** The deleted receipt's id. */
  salesReceiptId: Scalars['ID']['output'];
};

/** The state of a vendor credit. Stored: draft, pending_approval, approved, open, void; an open vendor credit with no credit left is closed. */
export type VendorCreditStatus =
  /** Being prepared; posts nothing. */
  | 'DRAFT'
  /** Submitted for approval. */
  | 'PENDING_APPROVAL'
  /** Approved; may now be opened. */
  | 'APPROVED'
  /** Credit left to apply or refund. */
  | 'OPEN'
  /** All of its credit applied or refunded. */
  | 'CLOSED'
  /** Cancelled; posts nothing. */
  | 'VOID';

/** The `filter_by` of the vendor credit list. */
export type VendorCreditFilter =
  /** Every vendor credit (default). */
  | 'STATUS_ALL'
  /** Drafts. */
  | 'STATUS_DRAFT'
  /** Waiting for approval. */
  | 'STATUS_PENDING_APPROVAL'
  /** Approved, not opened. */
  | 'STATUS_APPROVED'
  /** Open, with credit left. */
  | 'STATUS_OPEN'
  /** Closed. */
  | 'STATUS_CLOSED'
  /** Void. */
  | 'STATUS_VOID';

/** Credit of a vendor credit applied to a bill. */
export type VendorCreditBill = {
  __typename?: 'VendorCreditBill';
  /** Identifier of the application. */
  vendorCreditBillId: Scalars['ID']['output'];
  /** The vendor credit. */
  vendorCreditId: Scalars['ID']['output'];
  /** Its number. */
  vendorCreditNumber: Scalars['String']['output'];
  /** The bill. */
  billId: Scalars['ID']['output'];
  /** Its number. */
  billNumber: Scalars['String']['output'];
  /** Applied. */
  amount: Scalars['Decimal']['output'];
  /** The same (the family's other name). */
  amountApplied: Scalars['Decimal']['output'];
  /** When it was applied. */
  date: Scalars['LocalDate']['output'];
};

/** Credit of a vendor credit applied to a bill, as the bill lists it. */
export type BillVendorCredit = {
  __typename?: 'BillVendorCredit';
  /** Identifier of the application. */
  vendorCreditBillId: Scalars['ID']['output'];
  /** The vendor credit. */
  vendorCreditId: Scalars['ID']['output'];
  /** Its number. */
  vendorCreditNumber: Scalars['String']['output'];
  /** Applied. */
  amount: Scalars['Decimal']['output'];
  /** When it was applied. */
  date: Scalars['LocalDate']['output'];
};

/** Credit of a vendor credit the vendor paid back. */
export type VendorCreditRefund = {
  __typename?: 'VendorCreditRefund';
  /** Identifier. */
  vendorCreditRefundId: Scalars['ID']['output'];
  /** The vendor credit. */
  vendorCreditId: Scalars['ID']['output'];
  /** Its number. */
  vendorCreditNumber: Scalars['String']['output'];
  /** The vendor's name. */
  customerName: Scalars['String']['output'];
  /** The vendor. */
  vendorId: Scalars['ID']['output'];
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** Amount, in the vendor credit's currency. */
  amount: Scalars['Decimal']['output'];
  /** The same (the family's other name). */
  amountFcy: Scalars['Decimal']['output'];
  /** In the base currency. */
  amountBcy: Scalars['Decimal']['output'];
  /** Units of the base currency per unit. */
  exchangeRate: Scalars['Decimal']['output'];
  /** How it was received. */
  refundMode: Maybe<Scalars['String']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** The bank or cash account it came into. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Maybe<Scalars['String']['output']>;
};

/** A vendor credit. */
export type VendorCredit = {
  __typename?: 'VendorCredit';
  /** Identifier. */
  vendorCreditId: Scalars['ID']['output'];
  /** Number (VC-00001 onwards unless given). */
  vendorCreditNumber: Scalars['String']['output'];
  /** Where it stands. */
  status: VendorCreditStatus;
  /** Credit left: the total less what is applied to bills and refunded. */
  balance: Scalars['Decimal']['output'];
  /** Applied to bills, summed. */
  totalCreditsUsed: Scalars['Decimal']['output'];
  /** Refunded, summed. */
  totalRefundedAmount: Scalars['Decimal']['output'];
  /** The bill it was raised against, if any. */
  billId: Maybe<Scalars['ID']['output']>;
  /** Its applications to bills. */
  billsCredited: Array<VendorCreditBill>;
  /** Its refunds. */
  vendorCreditRefunds: Array<VendorCreditRefund>;
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** The vendor. */
  vendorId: Scalars['ID']['output'];
  /** The vendor's name. */
  vendorName: Scalars['String']['output'];
  /** Contact persons of the vendor. */
  contactPersonsAssociated: Array<InvoiceContactPerson>;
  /** Currency. */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Its symbol. */
  currencySymbol: Scalars['String']['output'];
  /** Units of the base currency one unit is worth. */
  exchangeRate: Scalars['Decimal']['output'];
  /** Discount: "10%" or an amount (as the family sends it, a string). */
  discount: Maybe<Scalars['String']['output']>;
  /** The discount as an amount. */
  discountAmount: Scalars['Decimal']['output'];
  /** Whether the discount is taken before tax. */
  isDiscountBeforeTax: Scalars['Boolean']['output'];
  /** Where discounts are given. */
  discountType: InvoiceDiscountType;
  /** Whether rates include tax. */
  isInclusiveTax: Scalars['Boolean']['output'];
  /** Whether files are attached (none: false). */
  hasAttachment: Scalars['Boolean']['output'];
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** Reporting tags. */
  tags: Array<InvoiceTag>;
  /** Shipping charge credited. */
  shippingCharge: Scalars['Decimal']['output'];
  /** Adjustment added after tax. */
  adjustment: Scalars['Decimal']['output'];
  /** What the adjustment is for. */
  adjustmentDescription: Maybe<Scalars['String']['output']>;
  /** Sum of the lines' item_total. */
  subTotal: Scalars['Decimal']['output'];
  /** Sum of taxes[]. */
  taxTotal: Scalars['Decimal']['output'];
  /** Total (the invoice arithmetic). */
  total: Scalars['Decimal']['output'];
  /** Total in the base currency. */
  bcyTotal: Scalars['Decimal']['output'];
  /** Tax per tax. */
  taxes: Array<InvoiceTax>;
  /** Decimal places amounts are rounded to. */
  pricePrecision: Scalars['Int']['output'];
  /** Billing address (default the vendor's). */
  billingAddress: ContactAddress;
  /** Notes. */
  notes: Maybe<Scalars['String']['output']>;
  /** Terms and conditions. */
  terms: Maybe<Scalars['String']['output']>;
  /** Custom fields, as given. */
  customFields: Array<RetainerInvoiceCustomField>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
  /** The same (the family's other name). */
  updatedTime: Scalars['String']['output'];
  /** Lines, by item_order; account_id is the expense or inventory account credited. */
  lineItems: Array<InvoiceLineItem>;
  /** GSTIN (India). */
  gstNo: Maybe<Scalars['String']['output']>;
  /** GST treatment (India). */
  gstTreatment: Maybe<InvoiceGstTreatment>;
  /** Whether the supply predates GST (India). */
  isPreGst: Maybe<Scalars['Boolean']['output']>;
  /** Place of supply. */
  placeOfSupply: Maybe<Scalars['String']['output']>;
  /** Tax treatment. */
  taxTreatment: Maybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment: Maybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo: Maybe<Scalars['String']['output']>;
  /** Whether reverse charge applies. */
  isReverseChargeApplied: Maybe<Scalars['Boolean']['output']>;
};

/** Fields of a new vendor credit. */
export type CreateVendorCreditInput = {
  /** Number, required with ignore_auto_number_generation (else generated and this is ignored). */
  vendorCreditNumber?: InputMaybe<Scalars['String']['input']>;
  /** Save as a draft (posts nothing) instead of open (default false). */
  isDraft?: InputMaybe<Scalars['Boolean']['input']>;
  /** An active vendor of the organization. */
  vendorId: Scalars['ID']['input'];
  /** Contact persons of the vendor (default: its primary person). */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Date (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency (default the vendor's). */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit (default the currency's rate; 1 for the base currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Discount (entity_level): "10%" (0 to 100%) or an amount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax (default true). */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level (default) or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax (default false). */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge credited, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax, may be negative. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address (default: the vendor's). */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** Lines: at least one, at most 1000; rate defaults to the item's purchase rate, account to its inventory (tracked items) or purchase account. */
  lineItems: Array<InvoiceLineItemInput>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge. */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a vendor credit: only the fields given change; line_items, when given, is the whole new list. */
export type UpdateVendorCreditInput = {
  /** Number, unique in the organization. */
  vendorCreditNumber?: InputMaybe<Scalars['String']['input']>;
  /** An active vendor of the organization. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact persons of the vendor. */
  contactPersonsAssociated?: InputMaybe<Array<InvoiceContactPersonInput>>;
  /** Date. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Currency. */
  currencyId?: InputMaybe<Scalars['ID']['input']>;
  /** Units of the base currency per unit. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Discount. */
  discount?: InputMaybe<Scalars['String']['input']>;
  /** Take the discount before tax. */
  isDiscountBeforeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** entity_level or item_level. */
  discountType?: InputMaybe<InvoiceDiscountType>;
  /** Rates include tax. */
  isInclusiveTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Reporting tags. */
  tags?: InputMaybe<Array<InvoiceTagInput>>;
  /** Shipping charge credited, ≥ 0. */
  shippingCharge?: InputMaybe<Scalars['Decimal']['input']>;
  /** Adjustment after tax. */
  adjustment?: InputMaybe<Scalars['Decimal']['input']>;
  /** What the adjustment is for. */
  adjustmentDescription?: InputMaybe<Scalars['String']['input']>;
  /** Billing address. */
  billingAddress?: InputMaybe<ContactAddressInput>;
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Terms and conditions. */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** Custom fields (each index once). */
  customFields?: InputMaybe<Array<RetainerInvoiceCustomFieldInput>>;
  /** Lines: the whole new list. */
  lineItems?: InputMaybe<Array<InvoiceLineItemInput>>;
  /** GSTIN (India). */
  gstNo?: InputMaybe<Scalars['String']['input']>;
  /** GST treatment (India). */
  gstTreatment?: InputMaybe<InvoiceGstTreatment>;
  /** Supply before GST (India). */
  isPreGst?: InputMaybe<Scalars['Boolean']['input']>;
  /** Place of supply. */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  /** Tax treatment. */
  taxTreatment?: InputMaybe<InvoiceTaxTreatment>;
  /** VAT treatment. */
  vatTreatment?: InputMaybe<InvoiceVatTreatment>;
  /** VAT registration number. */
  vatRegNo?: InputMaybe<Scalars['String']['input']>;
  /** Reverse charge. */
  isReverseChargeApplied?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A bill to apply credit to. */
export type VendorCreditBillInput = {
  /** An open bill of the vendor credit's vendor, in its currency. */
  billId: Scalars['ID']['input'];
  /** > 0, at most the bill's balance and the credit left. */
  amountApplied: Scalars['Decimal']['input'];
};

/** Credit of one vendor credit to bills. */
export type ApplyVendorCreditInput = {
  /** The bills and amounts. */
  bills: Array<VendorCreditBillInput>;
};

/** A vendor credit to apply to a bill. */
export type BillVendorCreditInput = {
  /** An open vendor credit of the bill's vendor. */
  vendorCreditId: Scalars['ID']['input'];
  /** > 0, at most the credit left and the bill's balance. */
  amountApplied: Scalars['Decimal']['input'];
};

/** Credits of vendor credits to one bill. */
export type ApplyBillCreditsInput = {
  /** The vendor credits and amounts. */
  vendorCredits?: InputMaybe<Array<BillVendorCreditInput>>;
  /** The same (another name clients send). */
  applyVendorCredits?: InputMaybe<Array<BillVendorCreditInput>>;
};

/** A refund of a vendor credit. */
export type VendorCreditRefundInput = {
  /** Date (default today); not before the vendor credit's. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** > 0, at most the credit left (on a change: with this refund's own amount). */
  amount: Scalars['Decimal']['input'];
  /** A bank or cash account the money comes into. */
  accountId: Scalars['ID']['input'];
  /** Units of the base currency per unit (default the vendor credit's rate). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** How it was received. */
  refundMode?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
};

/** An entry of a vendor credit's history. */
export type VendorCreditComment = {
  __typename?: 'VendorCreditComment';
  /** Identifier. */
  commentId: Scalars['ID']['output'];
  /** The vendor credit. */
  vendorCreditId: Scalars['ID']['output'];
  /** What happened, or the comment. */
  description: Scalars['String']['output'];
  /** Who (null for the platform). */
  commentedById: Maybe<Scalars['ID']['output']>;
  /** Their name. */
  commentedBy: Scalars['String']['output'];
  /** system or user. */
  commentType: InvoiceCommentType;
  /** Date in the organization's time zone. */
  date: Scalars['LocalDate']['output'];
  /** How long ago, in words. */
  dateDescription: Scalars['String']['output'];
  /** Time of day (hh:mm AM). */
  time: Scalars['String']['output'];
  /** What happened: added, updated, opened, voided, submitted, approved, applied, application_removed, refunded, refund_changed, refund_removed, commented. */
  operationType: Scalars['String']['output'];
  /** The transaction: the vendor credit. */
  transactionId: Scalars['ID']['output'];
  /** Its kind: vendor_credit. */
  transactionType: Scalars['String']['output'];
};

/** A page of vendor credits. */
export type VendorCreditList = {
  __typename?: 'VendorCreditList';
  /** One page. */
  nodes: Array<VendorCredit>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A page of vendor credit refunds. */
export type VendorCreditRefundList = {
  __typename?: 'VendorCreditRefundList';
  /** One page. */
  nodes: Array<VendorCreditRefund>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Result of writing a vendor credit. */
export type VendorCreditPayload = {
  __typename?: 'VendorCreditPayload';
  /** The vendor credit as it is now. */
  vendorCredit: VendorCredit;
};

/** Result of deleting a vendor credit. */
export type DeleteVendorCreditPayload = {
  __typename?: 'DeleteVendorCreditPayload';
  /** The deleted vendor credit. */
  vendorCreditId: Scalars['ID']['output'];
};

/** Result of applying credit. */
export type ApplyVendorCreditPayload = {
  __typename?: 'ApplyVendorCreditPayload';
  /** The applications made. */
  bills: Array<VendorCreditBill>;
};

/** Result of removing an application. */
export type DeleteVendorCreditBillPayload = {
  __typename?: 'DeleteVendorCreditBillPayload';
  /** The removed application. */
  vendorCreditBillId: Scalars['ID']['output'];
};

/** Result of writing a refund. */
export type VendorCreditRefundPayload = {
  __typename?: 'VendorCreditRefundPayload';
  /** The refund as it is now. */
  vendorCreditRefund: VendorCreditRefund;
};

/** Result of deleting a refund. */
export type DeleteVendorCreditRefundPayload = {
  __typename?: 'DeleteVendorCreditRefundPayload';
  /** The deleted refund. */
  vendorCreditRefundId: Scalars['ID']['output'];
};

/** Result of adding a comment. */
export type VendorCreditCommentPayload = {
  __typename?: 'VendorCreditCommentPayload';
  /** The comment. */
  comment: VendorCreditComment;
};

/** Result of deleting a comment. */
export type DeleteVendorCreditCommentPayload = {
  __typename?: 'DeleteVendorCreditCommentPayload';
  /** The deleted comment. */
  commentId: Scalars['ID']['output'];
};

/** Part of a vendor payment applied to a bill. */
export type VendorPaymentBill = {
  __typename?: 'VendorPaymentBill';
  /** Identifier of the application (the family's bill_payment_id). */
  billPaymentId: Scalars['ID']['output'];
  /** The payment. */
  paymentId: Scalars['ID']['output'];
  /** The bill. */
  billId: Scalars['ID']['output'];
  /** Its number. */
  billNumber: Scalars['String']['output'];
  /** Its date. */
  date: Scalars['LocalDate']['output'];
  /** Its due date. */
  dueDate: Scalars['LocalDate']['output'];
  /** Its total. */
  total: Scalars['Decimal']['output'];
  /** What is left to pay on it now. */
  balance: Scalars['Decimal']['output'];
  /** Applied to the bill. */
  amountApplied: Scalars['Decimal']['output'];
  /** Tax withheld (none: 0). */
  taxAmountWithheld: Scalars['Decimal']['output'];
  /** Decimal places of its amounts (the organization's). */
  pricePrecision: Scalars['Int']['output'];
};

/** A refund of a vendor payment's unused amount, from the vendor. */
export type VendorPaymentRefund = {
  __typename?: 'VendorPaymentRefund';
  /** Identifier. */
  vendorpaymentRefundId: Scalars['ID']['output'];
  /** The payment. */
  vendorpaymentId: Scalars['ID']['output'];
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** Amount, in the payment's currency. */
  amount: Scalars['Decimal']['output'];
  /** The same (the family's other name). */
  amountFcy: Scalars['Decimal']['output'];
  /** In the base currency. */
  amountBcy: Scalars['Decimal']['output'];
  /** Units of the base currency per unit. */
  exchangeRate: Scalars['Decimal']['output'];
  /** How it was received. */
  refundMode: Maybe<Scalars['String']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** The bank or cash account it was received into. */
  toAccountId: Scalars['ID']['output'];
  /** Its name. */
  toAccountName: Maybe<Scalars['String']['output']>;
};

/** Check details of a payment (Kontor prints no checks: the number given only). */
export type VendorPaymentCheck = {
  __typename?: 'VendorPaymentCheck';
  /** The check's number, as given. */
  checkNumber: Maybe<Scalars['String']['output']>;
  /** Not printed. */
  checkStatus: Maybe<Scalars['String']['output']>;
  /** The description. */
  memo: Maybe<Scalars['String']['output']>;
};

/** A vendor payment. */
export type VendorPayment = {
  __typename?: 'VendorPayment';
  /** Identifier. */
  paymentId: Scalars['ID']['output'];
  /** Number (the organization's series, else as given). */
  paymentNumber: Scalars['String']['output'];
  /** The vendor. */
  vendorId: Scalars['ID']['output'];
  /** Its name. */
  vendorName: Scalars['String']['output'];
  /** Date. */
  date: Scalars['LocalDate']['output'];
  /** Paid to the vendor. */
  amount: Scalars['Decimal']['output'];
  /** In the base currency. */
  bcyAmount: Scalars['Decimal']['output'];
  /** Bank charges, on top of the amount. */
  bankCharges: Scalars['Decimal']['output'];
  /** Unused: neither applied to bills nor refunded (the vendor's credit). */
  balance: Scalars['Decimal']['output'];
  /** In the base currency. */
  bcyBalance: Scalars['Decimal']['output'];
  /** Currency (the vendor's). */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Its symbol. */
  currencySymbol: Scalars['String']['output'];
  /** Units of the base currency per unit. */
  exchangeRate: Scalars['Decimal']['output'];
  /** The bank or cash account paid from. */
  paidThroughAccountId: Scalars['ID']['output'];
  /** Its name. */
  paidThroughAccountName: Scalars['String']['output'];
  /** Its type (bank, cash, credit_card…). */
  paidThroughAccountType: Scalars['String']['output'];
  /** How it was paid. */
  paymentMode: Maybe<Scalars['String']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Check details. */
  checkDetails: VendorPaymentCheck;
  /** Location. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** The bills it pays. */
  bills: Array<VendorPaymentBill>;
  /** The bills' numbers, comma-separated. */
  billNumbers: Scalars['String']['output'];
  /** Refunds of its unused amount. */
  vendorpaymentRefunds: Array<VendorPaymentRefund>;
  /** Not printed: false. */
  isPaidViaPrintCheck: Scalars['Boolean']['output'];
  /** Not ACH: false. */
  isAchPayment: Scalars['Boolean']['output'];
  /** Files attached (none). */
  hasAttachment: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** A bill to pay and how much. */
export type VendorPaymentBillInput = {
  /** A bill of the vendor, open, in the payment's currency. */
  billId: Scalars['ID']['input'];
  /** > 0, at most the bill's balance. */
  amountApplied: Scalars['Decimal']['input'];
};

/** Fields of a vendor payment. */
export type VendorPaymentInput = {
  /** A vendor of the organization (required on create; not changed once refunded). */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Number (default the next of the series). */
  paymentNumber?: InputMaybe<Scalars['String']['input']>;
  /** Date (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Paid, > 0 (required on create); at least what is applied and refunded. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Charged by the bank on top, ≥ 0. */
  bankCharges?: InputMaybe<Scalars['Decimal']['input']>;
  /** Units of the base currency per unit (default the currency's rate; 1 in the base currency). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** A bank, cash or credit card account (required on create). */
  paidThroughAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** How it was paid. */
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Check number. */
  checkNumber?: InputMaybe<Scalars['String']['input']>;
  /** A location of the organization. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** The bills it pays (on a change: the whole new list). */
  bills?: InputMaybe<Array<VendorPaymentBillInput>>;
};

/** A refund of a vendor payment's unused amount. */
export type VendorPaymentRefundInput = {
  /** Date (default today); not before the payment's. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** > 0, at most the unused amount (on a change: with this refund's own amount). */
  amount: Scalars['Decimal']['input'];
  /** A bank or cash account the money comes into. */
  toAccountId: Scalars['ID']['input'];
  /** Units of the base currency per unit (default the payment's). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** How it was received. */
  refundMode?: InputMaybe<Scalars['String']['input']>;
  /** Reference number. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
};

/** A payment made on a bill, as the bill lists it. */
export type BillPayment = {
  __typename?: 'BillPayment';
  /** The application's id. */
  billPaymentId: Scalars['ID']['output'];
  /** The payment. */
  paymentId: Scalars['ID']['output'];
  /** The bill. */
  billId: Scalars['ID']['output'];
  /** The vendor. */
  vendorId: Scalars['ID']['output'];
  /** Its name. */
  vendorName: Scalars['String']['output'];
  /** The payment's number. */
  paymentNumber: Scalars['String']['output'];
  /** The payment's date. */
  date: Scalars['LocalDate']['output'];
  /** Applied to this bill. */
  amount: Scalars['Decimal']['output'];
  /** The payment's rate. */
  exchangeRate: Scalars['Decimal']['output'];
  /** How it was paid. */
  paymentMode: Maybe<Scalars['String']['output']>;
  /** Reference number. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** The account paid from, by name. */
  paidThrough: Scalars['String']['output'];
  /** The account paid from. */
  paidThroughAccountId: Scalars['ID']['output'];
  /** Its name. */
  paidThroughAccountName: Scalars['String']['output'];
  /** The payment's check, when a check number was given (Kontor prints none). */
  checkDetails: Array<VendorPaymentCheck>;
  /** Not printed: false. */
  isPaidViaPrintCheck: Scalars['Boolean']['output'];
  /** Not ACH: false. */
  isAchPayment: Scalars['Boolean']['output'];
  /** Whether the payment pays this bill only. */
  isSinglePaymentBill: Scalars['Boolean']['output'];
  /** The same (the family's other name). */
  isSingleBillPayment: Scalars['Boolean']['output'];
};

/** A page of vendor payments. */
export type VendorPaymentList = {
  __typename?: 'VendorPaymentList';
  /** One page. */
  nodes: Array<VendorPayment>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** A page of a payment's refunds. */
export type VendorPaymentRefundList = {
  __typename?: 'VendorPaymentRefundList';
  /** One page. */
  nodes: Array<VendorPaymentRefund>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Result of writing a vendor payment. */
export type VendorPaymentPayload = {
  __typename?: 'VendorPaymentPayload';
  /** The payment as it is now. */
  vendorpayment: VendorPayment;
};

/** Result of deleting a vendor payment. */
export type DeleteVendorPaymentPayload = {
  __typename?: 'DeleteVendorPaymentPayload';
  /** The deleted payment. */
  paymentId: Scalars['ID']['output'];
};

/** Result of deleting several vendor payments. */
export type DeleteVendorPaymentsPayload = {
  __typename?: 'DeleteVendorPaymentsPayload';
  /** The deleted payments. */
  paymentIds: Array<Scalars['ID']['output']>;
};

/** Result of writing a refund. */
export type VendorPaymentRefundPayload = {
  __typename?: 'VendorPaymentRefundPayload';
  /** The refund as it is now. */
  vendorpaymentRefund: VendorPaymentRefund;
};

/** Result of deleting a refund. */
export type DeleteVendorPaymentRefundPayload = {
  __typename?: 'DeleteVendorPaymentRefundPayload';
  /** The deleted refund. */
  vendorpaymentRefundId: Scalars['ID']['output'];
};

/** Result of taking a payment off a bill. */
export type DeleteBillPaymentPayload = {
  __typename?: 'DeleteBillPaymentPayload';
  /** The payment, which keeps the amount as unused. */
  paymentId: Scalars['ID']['output'];
};

/** The `filter_by` of the vendor payment list. */
export type VendorPaymentFilter =
  /** Every payment (default). */
  | 'PAYMENT_MODE_ALL'
  /** Paid by check. */
  | 'PAYMENT_MODE_CHECK'
  /** Paid in cash. */
  | 'PAYMENT_MODE_CASH'
  /** Bank transfer. */
  | 'PAYMENT_MODE_BANK_TRANSFER'
  /** Credit card. */
  | 'PAYMENT_MODE_CREDIT_CARD'
  /** Other modes. */
  | 'PAYMENT_MODE_OTHERS';

/** A business event a webhook can receive (docs/webhooks.md lists each one's `data`). */
export type WebhookEvent =
  /** An invoice was created. */
  | 'INVOICE_CREATED'
  /** An invoice was marked sent (or emailed). */
  | 'INVOICE_SENT'
  /** Payments brought an invoice's balance to zero. */
  | 'INVOICE_PAID'
  /** An invoice was voided. */
  | 'INVOICE_VOIDED'
  /** A customer payment was recorded. */
  | 'PAYMENT_RECEIVED'
  /** A credit note was applied to invoices. */
  | 'CREDITNOTE_APPLIED'
  /** A bill was created. */
  | 'BILL_CREATED'
  /** Payments brought a bill's balance to zero. */
  | 'BILL_PAID'
  /** A stock count was completed (approved). */
  | 'STOCKCOUNT_COMPLETED'
  /** A purchase receive was recorded. */
  | 'PURCHASERECEIVE_RECEIVED'
  /** An expense report was approved. */
  | 'EXPENSEREPORT_APPROVED'
  /** An expense report was reimbursed. */
  | 'EXPENSEREPORT_REIMBURSED'
  /** An analytics export job completed. */
  | 'EXPORTJOB_COMPLETED'
  /** An analytics export job failed. */
  | 'EXPORTJOB_FAILED'
  /** An email message was delivered. */
  | 'MESSAGE_DELIVERED'
  /** An email message bounced. */
  | 'MESSAGE_BOUNCED'
  /** A test delivery (testWebhook); no webhook subscribes to it. */
  | 'WEBHOOK_PING';

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** Waiting for its first attempt. */
  | 'QUEUED'
  /** An attempt is under way. */
  | 'SENDING'
  /** An attempt failed; the next is due at nextAttemptTime. */
  | 'RETRYING'
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** Retried for a day without success, or its URL is refused: not sent again unless redelivered. */
  | 'FAILED'
  /** Its webhook was deactivated before it was sent. */
  | 'CANCELLED';

/** A URL an organization's business events are POSTed to. */
export type Webhook = {
  __typename?: 'Webhook';
  /** Identifier. */
  webhookId: Scalars['ID']['output'];
  /** Where events are POSTed (https; checked against the SSRF rules). */
  url: Scalars['String']['output'];
  /** The events it receives. */
  events: Array<WebhookEvent>;
  /** A note for people. */
  description: Maybe<Scalars['String']['output']>;
  /** Whether events are sent to it. */
  isActive: Scalars['Boolean']['output'];
  /** The signing secret: only in the answer that made it (create, rotate), null otherwise. */
  secret: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdTime: Scalars['String']['output'];
  /** When it was last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** Webhooks of the organization. */
export type WebhookList = {
  __typename?: 'WebhookList';
  /** One page, newest first. */
  nodes: Array<Webhook>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** One event sent (or to be sent) to one webhook. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Identifier, the same on every attempt: the X-Kontor-Delivery and Idempotency-Key headers. */
  deliveryId: Scalars['ID']['output'];
  /** The webhook. */
  webhookId: Scalars['ID']['output'];
  /** The event. */
  event: WebhookEvent;
  /** Where it stands. */
  status: WebhookDeliveryStatus;
  /** Attempts made. */
  attempts: Scalars['Int']['output'];
  /** HTTP status of the last answer, if there was one. */
  responseCode: Maybe<Scalars['Int']['output']>;
  /** Milliseconds the last attempt took. */
  latencyMs: Maybe<Scalars['Int']['output']>;
  /** Why the last attempt failed. */
  lastError: Maybe<Scalars['String']['output']>;
  /** When the next attempt is due (queued or retrying). */
  nextAttemptTime: Maybe<Scalars['String']['output']>;
  /** When it was queued. */
  createdTime: Scalars['String']['output'];
  /** When it was last attempted. */
  lastAttemptTime: Maybe<Scalars['String']['output']>;
  /** When the receiver acknowledged it. */
  deliveredTime: Maybe<Scalars['String']['output']>;
  /** The JSON body sent. */
  body: Scalars['String']['output'];
};

/** Deliveries of a webhook. */
export type WebhookDeliveryList = {
  __typename?: 'WebhookDeliveryList';
  /** One page, newest first. */
  nodes: Array<WebhookDelivery>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** Fields of a new webhook. */
export type CreateWebhookInput = {
  /** Where to POST events: https, a public address (the SSRF rules), at most 2000 characters. */
  url: Scalars['String']['input'];
  /** The events to receive, at least one. */
  events: Array<WebhookEvent>;
  /** The signing secret, 16 to 200 characters; generated when absent. */
  secret?: InputMaybe<Scalars['String']['input']>;
  /** A note for people. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether events are sent to it (default true). */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a webhook; absent fields stay as they are. */
export type UpdateWebhookInput = {
  /** Where to POST events. */
  url?: InputMaybe<Scalars['String']['input']>;
  /** The events to receive, at least one. */
  events?: InputMaybe<Array<WebhookEvent>>;
  /** A new signing secret, 16 to 200 characters. */
  secret?: InputMaybe<Scalars['String']['input']>;
  /** A note for people. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** false stops it: what it still had to send is cancelled. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of creating a webhook. */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  /** The webhook, with its secret (shown this once). */
  webhook: Webhook;
};

/** Result of changing a webhook. */
export type UpdateWebhookPayload = {
  __typename?: 'UpdateWebhookPayload';
  /** The webhook as it is now. */
  webhook: Webhook;
};

/** Result of deleting a webhook. */
export type DeleteWebhookPayload = {
  __typename?: 'DeleteWebhookPayload';
  /** The deleted webhook. */
  webhookId: Scalars['ID']['output'];
};

/** Result of making a new signing secret. */
export type RotateWebhookSecretPayload = {
  __typename?: 'RotateWebhookSecretPayload';
  /** The webhook, with its new secret (shown this once). */
  webhook: Webhook;
};

/** Result of a test delivery. */
export type TestWebhookPayload = {
  __typename?: 'TestWebhookPayload';
  /** The ping delivery after its first attempt. */
  delivery: WebhookDelivery;
};

/** Result of queuing a delivery again. */
export type RedeliverWebhookDeliveryPayload = {
  __typename?: 'RedeliverWebhookDeliveryPayload';
  /** The delivery, queued. */
  delivery: WebhookDelivery;
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
  Pricebook: Pricebook;
  Account: Account;
  Contact: Contact;
  User: User;
  Item: Item;
  Invoice: Invoice;
  Bill: Bill;
  CreditNote: CreditNote;
  Estimate: Estimate;
  Expense: Expense;
  RecurringInvoice: RecurringInvoice;
  RecurringBill: RecurringBill;
  RecurringExpense: RecurringExpense;
  RetainerInvoice: RetainerInvoice;
  SalesOrder: SalesOrder;
  SalesReceipt: SalesReceipt;
  VendorCredit: VendorCredit;
  VendorPayment: VendorPayment;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Organization:
    ( { __typename: 'Organization' }
    & GraphQLRecursivePick<FederationTypes['Organization'], {"organizationId":true}> );
  Pricebook:
    ( { __typename: 'Pricebook' }
    & GraphQLRecursivePick<FederationTypes['Pricebook'], {"pricebookId":true}> );
  Account:
    ( { __typename: 'Account' }
    & GraphQLRecursivePick<FederationTypes['Account'], {"accountId":true}> );
  Contact:
    ( { __typename: 'Contact' }
    & GraphQLRecursivePick<FederationTypes['Contact'], {"contactId":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"userId":true}> );
  Item:
    ( { __typename: 'Item' }
    & GraphQLRecursivePick<FederationTypes['Item'], {"itemId":true}> );
  Invoice:
    ( { __typename: 'Invoice' }
    & GraphQLRecursivePick<FederationTypes['Invoice'], {"invoiceId":true}> );
  Bill:
    ( { __typename: 'Bill' }
    & GraphQLRecursivePick<FederationTypes['Bill'], {"billId":true}> );
  CreditNote:
    ( { __typename: 'CreditNote' }
    & GraphQLRecursivePick<FederationTypes['CreditNote'], {"creditnoteId":true}> );
  Estimate:
    ( { __typename: 'Estimate' }
    & GraphQLRecursivePick<FederationTypes['Estimate'], {"estimateId":true}> );
  Expense:
    ( { __typename: 'Expense' }
    & GraphQLRecursivePick<FederationTypes['Expense'], {"expenseId":true}> );
  RecurringInvoice:
    ( { __typename: 'RecurringInvoice' }
    & GraphQLRecursivePick<FederationTypes['RecurringInvoice'], {"recurringInvoiceId":true}> );
  RecurringBill:
    ( { __typename: 'RecurringBill' }
    & GraphQLRecursivePick<FederationTypes['RecurringBill'], {"recurringBillId":true}> );
  RecurringExpense:
    ( { __typename: 'RecurringExpense' }
    & GraphQLRecursivePick<FederationTypes['RecurringExpense'], {"recurringExpenseId":true}> );
  RetainerInvoice:
    ( { __typename: 'RetainerInvoice' }
    & GraphQLRecursivePick<FederationTypes['RetainerInvoice'], {"retainerinvoiceId":true}> );
  SalesOrder:
    ( { __typename: 'SalesOrder' }
    & GraphQLRecursivePick<FederationTypes['SalesOrder'], {"salesorderId":true}> );
  SalesReceipt:
    ( { __typename: 'SalesReceipt' }
    & GraphQLRecursivePick<FederationTypes['SalesReceipt'], {"salesReceiptId":true}> );
  VendorCredit:
    ( { __typename: 'VendorCredit' }
    & GraphQLRecursivePick<FederationTypes['VendorCredit'], {"vendorCreditId":true}> );
  VendorPayment:
    ( { __typename: 'VendorPayment' }
    & GraphQLRecursivePick<FederationTypes['VendorPayment'], {"paymentId":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
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
  PricebookType: PricebookType;
  PricebookPricingScheme: PricebookPricingScheme;
  PricebookRoundingType: PricebookRoundingType;
  PricebookSalesOrPurchaseType: PricebookSalesOrPurchaseType;
  PricebookStatus: PricebookStatus;
  PricebookStatusFilter: PricebookStatusFilter;
  PricebookSortColumn: PricebookSortColumn;
  PricebookPriceBracket: ResolverTypeWrapper<PricebookPriceBracket>;
  PricebookItem: ResolverTypeWrapper<PricebookItem>;
  Pricebook: ResolverTypeWrapper<Pricebook>;
  PricebookPriceBracketInput: PricebookPriceBracketInput;
  PricebookItemInput: PricebookItemInput;
  CreatePricebookInput: CreatePricebookInput;
  UpdatePricebookInput: UpdatePricebookInput;
  CreatePricebookPayload: ResolverTypeWrapper<CreatePricebookPayload>;
  UpdatePricebookPayload: ResolverTypeWrapper<UpdatePricebookPayload>;
  DeletePricebookPayload: ResolverTypeWrapper<DeletePricebookPayload>;
  MarkPricebookActivePayload: ResolverTypeWrapper<MarkPricebookActivePayload>;
  MarkPricebookInactivePayload: ResolverTypeWrapper<MarkPricebookInactivePayload>;
  PricebookItemRate: ResolverTypeWrapper<PricebookItemRate>;
  PricebookList: ResolverTypeWrapper<PricebookList>;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyFilter: CurrencyFilter;
  CurrencySortColumn: CurrencySortColumn;
  CreateCurrencyInput: CreateCurrencyInput;
  CreateCurrencyPayload: ResolverTypeWrapper<CreateCurrencyPayload>;
  CurrencyList: ResolverTypeWrapper<CurrencyList>;
  AccountType: AccountType;
  AccountFilter: AccountFilter;
  AccountSortColumn: AccountSortColumn;
  Account: ResolverTypeWrapper<Account>;
  CreateAccountInput: CreateAccountInput;
  UpdateAccountInput: UpdateAccountInput;
  CreateAccountPayload: ResolverTypeWrapper<CreateAccountPayload>;
  UpdateAccountPayload: ResolverTypeWrapper<UpdateAccountPayload>;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  MarkAccountActivePayload: ResolverTypeWrapper<MarkAccountActivePayload>;
  MarkAccountInactivePayload: ResolverTypeWrapper<MarkAccountInactivePayload>;
  AccountList: ResolverTypeWrapper<AccountList>;
  ContactType: ContactType;
  CustomerSubType: CustomerSubType;
  ContactStatus: ContactStatus;
  ContactFilter: ContactFilter;
  ContactSortColumn: ContactSortColumn;
  ContactAddress: ResolverTypeWrapper<ContactAddress>;
  ContactPartyAddress: ResolverTypeWrapper<ContactPartyAddress>;
  ContactOpeningBalance: ResolverTypeWrapper<ContactOpeningBalance>;
  ContactOpeningBalanceInput: ContactOpeningBalanceInput;
  ContactAddressInput: ContactAddressInput;
  CommunicationPreference: ResolverTypeWrapper<CommunicationPreference>;
  CommunicationPreferenceInput: CommunicationPreferenceInput;
  ContactPerson: ResolverTypeWrapper<ContactPerson>;
  ContactPersonInput: ContactPersonInput;
  Contact: ResolverTypeWrapper<Contact>;
  CreateContactInput: CreateContactInput;
  UpdateContactInput: UpdateContactInput;
  CreateContactPayload: ResolverTypeWrapper<CreateContactPayload>;
  UpdateContactPayload: ResolverTypeWrapper<UpdateContactPayload>;
  DeleteContactPayload: ResolverTypeWrapper<DeleteContactPayload>;
  MarkContactActivePayload: ResolverTypeWrapper<MarkContactActivePayload>;
  MarkContactInactivePayload: ResolverTypeWrapper<MarkContactInactivePayload>;
  ContactList: ResolverTypeWrapper<ContactList>;
  UserRole: UserRole;
  UserStatus: UserStatus;
  UserSortColumn: UserSortColumn;
  User: ResolverTypeWrapper<User>;
  InviteUserInput: InviteUserInput;
  UpdateUserInput: UpdateUserInput;
  InviteUserPayload: ResolverTypeWrapper<InviteUserPayload>;
  ResendInvitationPayload: ResolverTypeWrapper<ResendInvitationPayload>;
  UserPayload: ResolverTypeWrapper<UserPayload>;
  RemoveUserPayload: ResolverTypeWrapper<RemoveUserPayload>;
  UserList: ResolverTypeWrapper<UserList>;
  ItemStatus: ItemStatus;
  ItemType: ItemType;
  ItemProductType: ItemProductType;
  ItemTaxSpecification: ItemTaxSpecification;
  ItemFilter: ItemFilter;
  ItemSortColumn: ItemSortColumn;
  CustomFieldEntity: CustomFieldEntity;
  CustomFieldDataType: CustomFieldDataType;
  CustomField: ResolverTypeWrapper<CustomField>;
  CreateCustomFieldInput: CreateCustomFieldInput;
  CreateCustomFieldPayload: ResolverTypeWrapper<CreateCustomFieldPayload>;
  DeleteCustomFieldPayload: ResolverTypeWrapper<DeleteCustomFieldPayload>;
  CustomFieldList: ResolverTypeWrapper<CustomFieldList>;
  CustomFieldValue: ResolverTypeWrapper<CustomFieldValue>;
  CustomFieldValueInput: CustomFieldValueInput;
  ItemTaxPreference: ResolverTypeWrapper<ItemTaxPreference>;
  ItemTaxPreferenceInput: ItemTaxPreferenceInput;
  ItemLocationInput: ItemLocationInput;
  Item: ResolverTypeWrapper<Item>;
  CreateItemInput: CreateItemInput;
  UpdateItemInput: UpdateItemInput;
  CreateItemPayload: ResolverTypeWrapper<CreateItemPayload>;
  UpdateItemPayload: ResolverTypeWrapper<UpdateItemPayload>;
  DeleteItemPayload: ResolverTypeWrapper<DeleteItemPayload>;
  MarkItemActivePayload: ResolverTypeWrapper<MarkItemActivePayload>;
  MarkItemInactivePayload: ResolverTypeWrapper<MarkItemInactivePayload>;
  ItemList: ResolverTypeWrapper<ItemList>;
  InvoiceStatus: InvoiceStatus;
  InvoiceStatusFilter: InvoiceStatusFilter;
  InvoiceFilter: InvoiceFilter;
  InvoiceSortColumn: InvoiceSortColumn;
  InvoiceDiscountType: InvoiceDiscountType;
  PaymentGatewayName: PaymentGatewayName;
  PaymentGatewayMode: PaymentGatewayMode;
  InvoiceLineProductType: InvoiceLineProductType;
  InvoiceGstTreatment: InvoiceGstTreatment;
  InvoiceTaxTreatment: InvoiceTaxTreatment;
  InvoiceVatTreatment: InvoiceVatTreatment;
  InvoiceTaxTreatmentCode: InvoiceTaxTreatmentCode;
  InvoiceCfdiUsage: InvoiceCfdiUsage;
  InvoiceCfdiReferenceType: InvoiceCfdiReferenceType;
  InvoiceCommentType: InvoiceCommentType;
  InvoiceContactPerson: ResolverTypeWrapper<InvoiceContactPerson>;
  InvoiceContactPersonInput: InvoiceContactPersonInput;
  InvoiceTag: ResolverTypeWrapper<InvoiceTag>;
  InvoiceTagInput: InvoiceTagInput;
  InvoiceTax: ResolverTypeWrapper<InvoiceTax>;
  PaymentGateway: ResolverTypeWrapper<PaymentGateway>;
  PaymentGatewayInput: PaymentGatewayInput;
  InvoicePaymentOptions: ResolverTypeWrapper<InvoicePaymentOptions>;
  InvoicePaymentOptionsInput: InvoicePaymentOptionsInput;
  InvoiceLineItem: ResolverTypeWrapper<InvoiceLineItem>;
  InvoiceLineItemInput: InvoiceLineItemInput;
  Invoice: ResolverTypeWrapper<Invoice>;
  CreateInvoiceInput: CreateInvoiceInput;
  UpdateInvoiceInput: UpdateInvoiceInput;
  InvoicePayment: ResolverTypeWrapper<InvoicePayment>;
  InvoiceComment: ResolverTypeWrapper<InvoiceComment>;
  AddInvoiceCommentInput: AddInvoiceCommentInput;
  InvoiceTemplate: ResolverTypeWrapper<InvoiceTemplate>;
  InvoiceDocument: ResolverTypeWrapper<InvoiceDocument>;
  CreateInvoicePayload: ResolverTypeWrapper<CreateInvoicePayload>;
  UpdateInvoicePayload: ResolverTypeWrapper<UpdateInvoicePayload>;
  DeleteInvoicePayload: ResolverTypeWrapper<DeleteInvoicePayload>;
  MarkInvoiceSentPayload: ResolverTypeWrapper<MarkInvoiceSentPayload>;
  MarkInvoiceVoidPayload: ResolverTypeWrapper<MarkInvoiceVoidPayload>;
  MarkInvoiceDraftPayload: ResolverTypeWrapper<MarkInvoiceDraftPayload>;
  AddInvoiceCommentPayload: ResolverTypeWrapper<AddInvoiceCommentPayload>;
  InvoiceList: ResolverTypeWrapper<InvoiceList>;
  BankAccountType: BankAccountType;
  PaypalType: PaypalType;
  BankAccountFilter: BankAccountFilter;
  BankAccountSortColumn: BankAccountSortColumn;
  BankAccount: ResolverTypeWrapper<BankAccount>;
  CreateBankAccountInput: CreateBankAccountInput;
  UpdateBankAccountInput: UpdateBankAccountInput;
  CreateBankAccountPayload: ResolverTypeWrapper<CreateBankAccountPayload>;
  UpdateBankAccountPayload: ResolverTypeWrapper<UpdateBankAccountPayload>;
  DeleteBankAccountPayload: ResolverTypeWrapper<DeleteBankAccountPayload>;
  SetBankAccountStatusPayload: ResolverTypeWrapper<SetBankAccountStatusPayload>;
  BankAccountList: ResolverTypeWrapper<BankAccountList>;
  DebitOrCredit: DebitOrCredit;
  BankTransactionKind: BankTransactionKind;
  BankTransactionStatus: BankTransactionStatus;
  BankTransactionFilter: BankTransactionFilter;
  BankTransactionSortColumn: BankTransactionSortColumn;
  BankRuleSuggestion: ResolverTypeWrapper<BankRuleSuggestion>;
  BankTransactionLine: ResolverTypeWrapper<BankTransactionLine>;
  BankImportedTransaction: ResolverTypeWrapper<BankImportedTransaction>;
  BankTransaction: ResolverTypeWrapper<BankTransaction>;
  CreateBankTransactionInput: CreateBankTransactionInput;
  UpdateBankTransactionInput: UpdateBankTransactionInput;
  CategorizeBankTransactionInput: CategorizeBankTransactionInput;
  CreateBankTransactionPayload: ResolverTypeWrapper<CreateBankTransactionPayload>;
  UpdateBankTransactionPayload: ResolverTypeWrapper<UpdateBankTransactionPayload>;
  CategorizeBankTransactionPayload: ResolverTypeWrapper<CategorizeBankTransactionPayload>;
  DeleteBankTransactionPayload: ResolverTypeWrapper<DeleteBankTransactionPayload>;
  BankTransactionList: ResolverTypeWrapper<BankTransactionList>;
  BankStatementRowInput: BankStatementRowInput;
  ImportBankStatementInput: ImportBankStatementInput;
  BankStatement: ResolverTypeWrapper<BankStatement>;
  ImportBankStatementPayload: ResolverTypeWrapper<ImportBankStatementPayload>;
  BankRuleCategory: BankRuleCategory;
  BankRuleApplyTo: BankRuleApplyTo;
  BankRuleCriteriaType: BankRuleCriteriaType;
  BankRuleField: BankRuleField;
  BankRuleComparator: BankRuleComparator;
  BankRuleCriterion: ResolverTypeWrapper<BankRuleCriterion>;
  BankRuleCriterionInput: BankRuleCriterionInput;
  BankRule: ResolverTypeWrapper<BankRule>;
  BankRuleAccount: ResolverTypeWrapper<BankRuleAccount>;
  BankRuleTargetAccount: ResolverTypeWrapper<BankRuleTargetAccount>;
  CreateBankRuleInput: CreateBankRuleInput;
  UpdateBankRuleInput: UpdateBankRuleInput;
  CreateBankRulePayload: ResolverTypeWrapper<CreateBankRulePayload>;
  UpdateBankRulePayload: ResolverTypeWrapper<UpdateBankRulePayload>;
  DeleteBankRulePayload: ResolverTypeWrapper<DeleteBankRulePayload>;
  BankRuleList: ResolverTypeWrapper<BankRuleList>;
  ReconciliationStatus: ReconciliationStatus;
  ReconciliationSaveOption: ReconciliationSaveOption;
  BankTransactionDocument: ResolverTypeWrapper<BankTransactionDocument>;
  ReconciliationDocument: ResolverTypeWrapper<ReconciliationDocument>;
  ReconciliationTransactionInput: ReconciliationTransactionInput;
  BankReconciliationInput: BankReconciliationInput;
  BankReconciliation: ResolverTypeWrapper<BankReconciliation>;
  BankReconciliationPayload: ResolverTypeWrapper<BankReconciliationPayload>;
  DeleteBankReconciliationPayload: ResolverTypeWrapper<DeleteBankReconciliationPayload>;
  AddReconciliationAttachmentPayload: ResolverTypeWrapper<AddReconciliationAttachmentPayload>;
  DeleteReconciliationDocumentPayload: ResolverTypeWrapper<DeleteReconciliationDocumentPayload>;
  BankReconciliationList: ResolverTypeWrapper<BankReconciliationList>;
  BillStatus: BillStatus;
  BillFilter: BillFilter;
  BillSortColumn: BillSortColumn;
  BillSaveStatus: BillSaveStatus;
  Bill: ResolverTypeWrapper<Bill>;
  CreateBillInput: CreateBillInput;
  UpdateBillInput: UpdateBillInput;
  BillComment: ResolverTypeWrapper<BillComment>;
  BillList: ResolverTypeWrapper<BillList>;
  BillPayload: ResolverTypeWrapper<BillPayload>;
  DeleteBillPayload: ResolverTypeWrapper<DeleteBillPayload>;
  BillAddressPayload: ResolverTypeWrapper<BillAddressPayload>;
  BillCommentPayload: ResolverTypeWrapper<BillCommentPayload>;
  DeleteBillCommentPayload: ResolverTypeWrapper<DeleteBillCommentPayload>;
  BillPurchaseOrder: ResolverTypeWrapper<BillPurchaseOrder>;
  ContactAdditionalAddress: ResolverTypeWrapper<ContactAdditionalAddress>;
  ContactAdditionalAddressInput: ContactAdditionalAddressInput;
  ContactAddressPayload: ResolverTypeWrapper<ContactAddressPayload>;
  DeleteContactAddressPayload: ResolverTypeWrapper<DeleteContactAddressPayload>;
  ContactComment: ResolverTypeWrapper<ContactComment>;
  ContactCommentList: ResolverTypeWrapper<ContactCommentList>;
  CreateContactPersonInput: CreateContactPersonInput;
  UpdateContactPersonInput: UpdateContactPersonInput;
  ContactPersonList: ResolverTypeWrapper<ContactPersonList>;
  CreateContactPersonPayload: ResolverTypeWrapper<CreateContactPersonPayload>;
  UpdateContactPersonPayload: ResolverTypeWrapper<UpdateContactPersonPayload>;
  DeleteContactPersonPayload: ResolverTypeWrapper<DeleteContactPersonPayload>;
  MarkContactPersonPrimaryPayload: ResolverTypeWrapper<MarkContactPersonPrimaryPayload>;
  ContactFlagPayload: ResolverTypeWrapper<ContactFlagPayload>;
  ContactStatementMailContent: ResolverTypeWrapper<ContactStatementMailContent>;
  EmailContactStatementInput: EmailContactStatementInput;
  EmailContactInput: EmailContactInput;
  EmailContactStatementPayload: ResolverTypeWrapper<EmailContactStatementPayload>;
  EmailContactPayload: ResolverTypeWrapper<EmailContactPayload>;
  CreditNoteStatus: CreditNoteStatus;
  CreditNoteFilter: CreditNoteFilter;
  CreditNoteSortColumn: CreditNoteSortColumn;
  CreditNoteInvoice: ResolverTypeWrapper<CreditNoteInvoice>;
  InvoiceCreditApplied: ResolverTypeWrapper<InvoiceCreditApplied>;
  CreditNoteRefund: ResolverTypeWrapper<CreditNoteRefund>;
  CreditNote: ResolverTypeWrapper<CreditNote>;
  CreateCreditNoteInput: CreateCreditNoteInput;
  UpdateCreditNoteInput: UpdateCreditNoteInput;
  CreditNoteInvoiceInput: CreditNoteInvoiceInput;
  ApplyCreditNoteInput: ApplyCreditNoteInput;
  InvoiceCreditInput: InvoiceCreditInput;
  ApplyInvoiceCreditsInput: ApplyInvoiceCreditsInput;
  CreditNoteRefundInput: CreditNoteRefundInput;
  CreditNoteComment: ResolverTypeWrapper<CreditNoteComment>;
  CreditNoteList: ResolverTypeWrapper<CreditNoteList>;
  CreditNoteRefundList: ResolverTypeWrapper<CreditNoteRefundList>;
  CreditNotePayload: ResolverTypeWrapper<CreditNotePayload>;
  DeleteCreditNotePayload: ResolverTypeWrapper<DeleteCreditNotePayload>;
  CreditNoteAddressPayload: ResolverTypeWrapper<CreditNoteAddressPayload>;
  CreditNoteCommentPayload: ResolverTypeWrapper<CreditNoteCommentPayload>;
  DeleteCreditNoteCommentPayload: ResolverTypeWrapper<DeleteCreditNoteCommentPayload>;
  ApplyCreditNotePayload: ResolverTypeWrapper<ApplyCreditNotePayload>;
  DeleteCreditNoteInvoicePayload: ResolverTypeWrapper<DeleteCreditNoteInvoicePayload>;
  CreditNoteRefundPayload: ResolverTypeWrapper<CreditNoteRefundPayload>;
  DeleteCreditNoteRefundPayload: ResolverTypeWrapper<DeleteCreditNoteRefundPayload>;
  EstimateDocument: ResolverTypeWrapper<EstimateDocument>;
  SalesOrderDocument: ResolverTypeWrapper<SalesOrderDocument>;
  CreditNoteDocument: ResolverTypeWrapper<CreditNoteDocument>;
  SalesReceiptDocument: ResolverTypeWrapper<SalesReceiptDocument>;
  DocumentMailContent: ResolverTypeWrapper<DocumentMailContent>;
  DocumentEmailInput: DocumentEmailInput;
  DocumentBulkEmailPayload: ResolverTypeWrapper<DocumentBulkEmailPayload>;
  DocumentFile: ResolverTypeWrapper<DocumentFile>;
  DocumentFilesPayload: ResolverTypeWrapper<DocumentFilesPayload>;
  DocumentFileDownload: ResolverTypeWrapper<DocumentFileDownload>;
  DeleteDocumentFilePayload: ResolverTypeWrapper<DeleteDocumentFilePayload>;
  EstimateStatus: EstimateStatus;
  EstimateFilter: EstimateFilter;
  EstimateSortColumn: EstimateSortColumn;
  Estimate: ResolverTypeWrapper<Estimate>;
  CreateEstimateInput: CreateEstimateInput;
  UpdateEstimateInput: UpdateEstimateInput;
  EstimateComment: ResolverTypeWrapper<EstimateComment>;
  EstimateCommentInput: EstimateCommentInput;
  EstimateTemplate: ResolverTypeWrapper<EstimateTemplate>;
  EstimateList: ResolverTypeWrapper<EstimateList>;
  EstimatePayload: ResolverTypeWrapper<EstimatePayload>;
  DeleteEstimatePayload: ResolverTypeWrapper<DeleteEstimatePayload>;
  EstimateAddressPayload: ResolverTypeWrapper<EstimateAddressPayload>;
  EstimateCommentPayload: ResolverTypeWrapper<EstimateCommentPayload>;
  DeleteEstimateCommentPayload: ResolverTypeWrapper<DeleteEstimateCommentPayload>;
  InvoicesFromEstimatesPayload: ResolverTypeWrapper<InvoicesFromEstimatesPayload>;
  ExpenseStatus: ExpenseStatus;
  ExpenseStatusFilter: ExpenseStatusFilter;
  ExpenseFilter: ExpenseFilter;
  ExpenseSortColumn: ExpenseSortColumn;
  ExpenseMileageType: ExpenseMileageType;
  ExpenseMileageUnit: ExpenseMileageUnit;
  ExpenseType: ExpenseType;
  ExpenseTag: ResolverTypeWrapper<ExpenseTag>;
  ExpenseTagInput: ExpenseTagInput;
  ExpenseLineItem: ResolverTypeWrapper<ExpenseLineItem>;
  ExpenseLineItemInput: ExpenseLineItemInput;
  ExpenseLine: ResolverTypeWrapper<ExpenseLine>;
  ExpenseTax: ResolverTypeWrapper<ExpenseTax>;
  Expense: ResolverTypeWrapper<Expense>;
  CreateExpenseInput: CreateExpenseInput;
  UpdateExpenseInput: UpdateExpenseInput;
  ExpenseComment: ResolverTypeWrapper<ExpenseComment>;
  ExpenseReceipt: ResolverTypeWrapper<ExpenseReceipt>;
  CreateExpensePayload: ResolverTypeWrapper<CreateExpensePayload>;
  UpdateExpensePayload: ResolverTypeWrapper<UpdateExpensePayload>;
  DeleteExpensePayload: ResolverTypeWrapper<DeleteExpensePayload>;
  AttachExpenseReceiptPayload: ResolverTypeWrapper<AttachExpenseReceiptPayload>;
  DeleteExpenseReceiptPayload: ResolverTypeWrapper<DeleteExpenseReceiptPayload>;
  ExpenseList: ResolverTypeWrapper<ExpenseList>;
  WriteOffInvoicePayload: ResolverTypeWrapper<WriteOffInvoicePayload>;
  CancelInvoiceWriteOffPayload: ResolverTypeWrapper<CancelInvoiceWriteOffPayload>;
  InvoiceMailAddress: ResolverTypeWrapper<InvoiceMailAddress>;
  InvoiceMailContact: ResolverTypeWrapper<InvoiceMailContact>;
  InvoiceMailSender: ResolverTypeWrapper<InvoiceMailSender>;
  InvoiceMailTemplate: ResolverTypeWrapper<InvoiceMailTemplate>;
  InvoiceMailContent: ResolverTypeWrapper<InvoiceMailContent>;
  SendInvoicePaymentReminderInput: SendInvoicePaymentReminderInput;
  SendInvoicePaymentReminderPayload: ResolverTypeWrapper<SendInvoicePaymentReminderPayload>;
  InvoiceReminderSuccessInfo: ResolverTypeWrapper<InvoiceReminderSuccessInfo>;
  InvoiceReminderErrorInfo: ResolverTypeWrapper<InvoiceReminderErrorInfo>;
  InvoiceReminderBulkInfo: ResolverTypeWrapper<InvoiceReminderBulkInfo>;
  SendInvoicePaymentRemindersPayload: ResolverTypeWrapper<SendInvoicePaymentRemindersPayload>;
  EmailInvoiceInput: EmailInvoiceInput;
  EmailInvoicePayload: ResolverTypeWrapper<EmailInvoicePayload>;
  PaymentReminderWhen: PaymentReminderWhen;
  PaymentReminderRule: ResolverTypeWrapper<PaymentReminderRule>;
  PaymentReminderSettings: ResolverTypeWrapper<PaymentReminderSettings>;
  PaymentReminderRuleInput: PaymentReminderRuleInput;
  PaymentReminderSettingsInput: PaymentReminderSettingsInput;
  UpdatePaymentReminderSettingsPayload: ResolverTypeWrapper<UpdatePaymentReminderSettingsPayload>;
  RecurringInvoiceStatus: RecurringInvoiceStatus;
  RecurrenceFrequency: RecurrenceFrequency;
  RecurringInvoiceCreationMode: RecurringInvoiceCreationMode;
  RecurringInvoiceFilter: RecurringInvoiceFilter;
  RecurringInvoiceSortColumn: RecurringInvoiceSortColumn;
  RecurringInvoiceLineItem: ResolverTypeWrapper<RecurringInvoiceLineItem>;
  RecurringInvoice: ResolverTypeWrapper<RecurringInvoice>;
  CreateRecurringInvoiceInput: CreateRecurringInvoiceInput;
  UpdateRecurringInvoiceInput: UpdateRecurringInvoiceInput;
  RecurringInvoiceComment: ResolverTypeWrapper<RecurringInvoiceComment>;
  RecurringInvoiceStatusResult: ResolverTypeWrapper<RecurringInvoiceStatusResult>;
  RecurringInvoiceList: ResolverTypeWrapper<RecurringInvoiceList>;
  CreateRecurringInvoicePayload: ResolverTypeWrapper<CreateRecurringInvoicePayload>;
  UpdateRecurringInvoicePayload: ResolverTypeWrapper<UpdateRecurringInvoicePayload>;
  DeleteRecurringInvoicePayload: ResolverTypeWrapper<DeleteRecurringInvoicePayload>;
  RecurringInvoiceStatusPayload: ResolverTypeWrapper<RecurringInvoiceStatusPayload>;
  RecurringInvoiceBulkStatusPayload: ResolverTypeWrapper<RecurringInvoiceBulkStatusPayload>;
  UpdateRecurringInvoiceTemplatePayload: ResolverTypeWrapper<UpdateRecurringInvoiceTemplatePayload>;
  RecurringBill: ResolverTypeWrapper<RecurringBill>;
  RecurringExpense: ResolverTypeWrapper<RecurringExpense>;
  RecurringBillComment: ResolverTypeWrapper<RecurringBillComment>;
  RecurringExpenseComment: ResolverTypeWrapper<RecurringExpenseComment>;
  CreateRecurringBillInput: CreateRecurringBillInput;
  UpdateRecurringBillInput: UpdateRecurringBillInput;
  CreateRecurringExpenseInput: CreateRecurringExpenseInput;
  UpdateRecurringExpenseInput: UpdateRecurringExpenseInput;
  RecurringBillList: ResolverTypeWrapper<RecurringBillList>;
  RecurringExpenseList: ResolverTypeWrapper<RecurringExpenseList>;
  RecurringBillPayload: ResolverTypeWrapper<RecurringBillPayload>;
  RecurringExpensePayload: ResolverTypeWrapper<RecurringExpensePayload>;
  DeleteRecurringBillPayload: ResolverTypeWrapper<DeleteRecurringBillPayload>;
  DeleteRecurringExpensePayload: ResolverTypeWrapper<DeleteRecurringExpensePayload>;
  RetainerInvoiceStatus: RetainerInvoiceStatus;
  RetainerInvoiceFilter: RetainerInvoiceFilter;
  RetainerInvoiceSortColumn: RetainerInvoiceSortColumn;
  RetainerPaymentStatus: RetainerPaymentStatus;
  RetainerCallbackStatus: RetainerCallbackStatus;
  RetainerInvoiceLineItem: ResolverTypeWrapper<RetainerInvoiceLineItem>;
  RetainerInvoiceLineItemInput: RetainerInvoiceLineItemInput;
  RetainerInvoiceCustomField: ResolverTypeWrapper<RetainerInvoiceCustomField>;
  RetainerInvoiceCustomFieldInput: RetainerInvoiceCustomFieldInput;
  RetainerInvoiceDocument: ResolverTypeWrapper<RetainerInvoiceDocument>;
  RetainerInvoiceApplication: ResolverTypeWrapper<RetainerInvoiceApplication>;
  RetainerPayment: ResolverTypeWrapper<RetainerPayment>;
  RetainerOnlinePayment: ResolverTypeWrapper<RetainerOnlinePayment>;
  RetainerInvoice: ResolverTypeWrapper<RetainerInvoice>;
  CreateRetainerInvoiceInput: CreateRetainerInvoiceInput;
  UpdateRetainerInvoiceInput: UpdateRetainerInvoiceInput;
  RetainerInvoiceTemplate: ResolverTypeWrapper<RetainerInvoiceTemplate>;
  RetainerInvoiceSettings: ResolverTypeWrapper<RetainerInvoiceSettings>;
  UpdateRetainerInvoiceSettingsInput: UpdateRetainerInvoiceSettingsInput;
  RetainerInvoiceComment: ResolverTypeWrapper<RetainerInvoiceComment>;
  RetainerInvoiceCommentInput: RetainerInvoiceCommentInput;
  RetainerInvoiceAddressInput: RetainerInvoiceAddressInput;
  EmailRetainerInvoiceInput: EmailRetainerInvoiceInput;
  RetainerInvoiceEmailContent: ResolverTypeWrapper<RetainerInvoiceEmailContent>;
  RetainerPaymentInput: RetainerPaymentInput;
  RetainerOnlinePaymentInput: RetainerOnlinePaymentInput;
  RetainerPaymentCallbackInput: RetainerPaymentCallbackInput;
  RetainerApplicationInput: RetainerApplicationInput;
  ApplyRetainerToInvoicesInput: ApplyRetainerToInvoicesInput;
  CreateRetainerInvoicePayload: ResolverTypeWrapper<CreateRetainerInvoicePayload>;
  UpdateRetainerInvoicePayload: ResolverTypeWrapper<UpdateRetainerInvoicePayload>;
  DeleteRetainerInvoicePayload: ResolverTypeWrapper<DeleteRetainerInvoicePayload>;
  RetainerInvoiceStatusPayload: ResolverTypeWrapper<RetainerInvoiceStatusPayload>;
  UpdateRetainerInvoiceBillingAddressPayload: ResolverTypeWrapper<UpdateRetainerInvoiceBillingAddressPayload>;
  AddRetainerInvoiceAttachmentPayload: ResolverTypeWrapper<AddRetainerInvoiceAttachmentPayload>;
  DeleteRetainerInvoiceDocumentPayload: ResolverTypeWrapper<DeleteRetainerInvoiceDocumentPayload>;
  RetainerInvoiceCommentPayload: ResolverTypeWrapper<RetainerInvoiceCommentPayload>;
  DeleteRetainerInvoiceCommentPayload: ResolverTypeWrapper<DeleteRetainerInvoiceCommentPayload>;
  EmailRetainerInvoicePayload: ResolverTypeWrapper<EmailRetainerInvoicePayload>;
  RecordRetainerPaymentPayload: ResolverTypeWrapper<RecordRetainerPaymentPayload>;
  StartRetainerOnlinePaymentPayload: ResolverTypeWrapper<StartRetainerOnlinePaymentPayload>;
  CompleteRetainerOnlinePaymentPayload: ResolverTypeWrapper<CompleteRetainerOnlinePaymentPayload>;
  ApplyRetainerToInvoicesPayload: ResolverTypeWrapper<ApplyRetainerToInvoicesPayload>;
  RemoveRetainerFromInvoicePayload: ResolverTypeWrapper<RemoveRetainerFromInvoicePayload>;
  UpdateRetainerInvoiceSettingsPayload: ResolverTypeWrapper<UpdateRetainerInvoiceSettingsPayload>;
  RetainerInvoiceList: ResolverTypeWrapper<RetainerInvoiceList>;
  RetainerInvoiceAttachmentFile: ResolverTypeWrapper<RetainerInvoiceAttachmentFile>;
  SalesOrderStatus: SalesOrderStatus;
  SalesOrderInvoicedStatus: SalesOrderInvoicedStatus;
  SalesOrderFilter: SalesOrderFilter;
  SalesOrderSortColumn: SalesOrderSortColumn;
  SalesOrderLineItem: ResolverTypeWrapper<SalesOrderLineItem>;
  SalesOrderInvoice: ResolverTypeWrapper<SalesOrderInvoice>;
  SalesOrder: ResolverTypeWrapper<SalesOrder>;
  CreateSalesOrderInput: CreateSalesOrderInput;
  UpdateSalesOrderInput: UpdateSalesOrderInput;
  SalesOrderInvoiceLineInput: SalesOrderInvoiceLineInput;
  InvoiceFromSalesOrderInput: InvoiceFromSalesOrderInput;
  SalesOrderComment: ResolverTypeWrapper<SalesOrderComment>;
  SalesOrderList: ResolverTypeWrapper<SalesOrderList>;
  SalesOrderPayload: ResolverTypeWrapper<SalesOrderPayload>;
  DeleteSalesOrderPayload: ResolverTypeWrapper<DeleteSalesOrderPayload>;
  DeleteSalesOrdersPayload: ResolverTypeWrapper<DeleteSalesOrdersPayload>;
  ConfirmSalesOrdersPayload: ResolverTypeWrapper<ConfirmSalesOrdersPayload>;
  SalesOrdersConfirmed: ResolverTypeWrapper<SalesOrdersConfirmed>;
  SalesOrdersConfirmedInfo: ResolverTypeWrapper<SalesOrdersConfirmedInfo>;
  SalesOrderAddressPayload: ResolverTypeWrapper<SalesOrderAddressPayload>;
  SalesOrderCommentPayload: ResolverTypeWrapper<SalesOrderCommentPayload>;
  DeleteSalesOrderCommentPayload: ResolverTypeWrapper<DeleteSalesOrderCommentPayload>;
  InvoiceFromSalesOrderPayload: ResolverTypeWrapper<InvoiceFromSalesOrderPayload>;
  SalesReceiptStatus: SalesReceiptStatus;
  SalesReceiptFilter: SalesReceiptFilter;
  SalesReceiptSortColumn: SalesReceiptSortColumn;
  SalesReceipt: ResolverTypeWrapper<SalesReceipt>;
  SalesReceiptList: ResolverTypeWrapper<SalesReceiptList>;
  CreateSalesReceiptInput: CreateSalesReceiptInput;
  UpdateSalesReceiptInput: UpdateSalesReceiptInput;
  SalesReceiptPayload: ResolverTypeWrapper<SalesReceiptPayload>;
  DeleteSalesReceiptPayload: ResolverTypeWrapper<DeleteSalesReceiptPayload>;
  VendorCreditStatus: VendorCreditStatus;
  VendorCreditFilter: VendorCreditFilter;
  VendorCreditBill: ResolverTypeWrapper<VendorCreditBill>;
  BillVendorCredit: ResolverTypeWrapper<BillVendorCredit>;
  VendorCreditRefund: ResolverTypeWrapper<VendorCreditRefund>;
  VendorCredit: ResolverTypeWrapper<VendorCredit>;
  CreateVendorCreditInput: CreateVendorCreditInput;
  UpdateVendorCreditInput: UpdateVendorCreditInput;
  VendorCreditBillInput: VendorCreditBillInput;
  ApplyVendorCreditInput: ApplyVendorCreditInput;
  BillVendorCreditInput: BillVendorCreditInput;
  ApplyBillCreditsInput: ApplyBillCreditsInput;
  VendorCreditRefundInput: VendorCreditRefundInput;
  VendorCreditComment: ResolverTypeWrapper<VendorCreditComment>;
  VendorCreditList: ResolverTypeWrapper<VendorCreditList>;
  VendorCreditRefundList: ResolverTypeWrapper<VendorCreditRefundList>;
  VendorCreditPayload: ResolverTypeWrapper<VendorCreditPayload>;
  DeleteVendorCreditPayload: ResolverTypeWrapper<DeleteVendorCreditPayload>;
  ApplyVendorCreditPayload: ResolverTypeWrapper<ApplyVendorCreditPayload>;
  DeleteVendorCreditBillPayload: ResolverTypeWrapper<DeleteVendorCreditBillPayload>;
  VendorCreditRefundPayload: ResolverTypeWrapper<VendorCreditRefundPayload>;
  DeleteVendorCreditRefundPayload: ResolverTypeWrapper<DeleteVendorCreditRefundPayload>;
  VendorCreditCommentPayload: ResolverTypeWrapper<VendorCreditCommentPayload>;
  DeleteVendorCreditCommentPayload: ResolverTypeWrapper<DeleteVendorCreditCommentPayload>;
  VendorPaymentBill: ResolverTypeWrapper<VendorPaymentBill>;
  VendorPaymentRefund: ResolverTypeWrapper<VendorPaymentRefund>;
  VendorPaymentCheck: ResolverTypeWrapper<VendorPaymentCheck>;
  VendorPayment: ResolverTypeWrapper<VendorPayment>;
  VendorPaymentBillInput: VendorPaymentBillInput;
  VendorPaymentInput: VendorPaymentInput;
  VendorPaymentRefundInput: VendorPaymentRefundInput;
  BillPayment: ResolverTypeWrapper<BillPayment>;
  VendorPaymentList: ResolverTypeWrapper<VendorPaymentList>;
  VendorPaymentRefundList: ResolverTypeWrapper<VendorPaymentRefundList>;
  VendorPaymentPayload: ResolverTypeWrapper<VendorPaymentPayload>;
  DeleteVendorPaymentPayload: ResolverTypeWrapper<DeleteVendorPaymentPayload>;
  DeleteVendorPaymentsPayload: ResolverTypeWrapper<DeleteVendorPaymentsPayload>;
  VendorPaymentRefundPayload: ResolverTypeWrapper<VendorPaymentRefundPayload>;
  DeleteVendorPaymentRefundPayload: ResolverTypeWrapper<DeleteVendorPaymentRefundPayload>;
  DeleteBillPaymentPayload: ResolverTypeWrapper<DeleteBillPaymentPayload>;
  VendorPaymentFilter: VendorPaymentFilter;
  WebhookEvent: WebhookEvent;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  Webhook: ResolverTypeWrapper<Webhook>;
  WebhookList: ResolverTypeWrapper<WebhookList>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryList: ResolverTypeWrapper<WebhookDeliveryList>;
  CreateWebhookInput: CreateWebhookInput;
  UpdateWebhookInput: UpdateWebhookInput;
  CreateWebhookPayload: ResolverTypeWrapper<CreateWebhookPayload>;
  UpdateWebhookPayload: ResolverTypeWrapper<UpdateWebhookPayload>;
  DeleteWebhookPayload: ResolverTypeWrapper<DeleteWebhookPayload>;
  RotateWebhookSecretPayload: ResolverTypeWrapper<RotateWebhookSecretPayload>;
  TestWebhookPayload: ResolverTypeWrapper<TestWebhookPayload>;
  RedeliverWebhookDeliveryPayload: ResolverTypeWrapper<RedeliverWebhookDeliveryPayload>;
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
  PricebookPriceBracket: PricebookPriceBracket;
  PricebookItem: PricebookItem;
  Pricebook: Pricebook | FederationReferenceTypes['Pricebook'];
  PricebookPriceBracketInput: PricebookPriceBracketInput;
  PricebookItemInput: PricebookItemInput;
  CreatePricebookInput: CreatePricebookInput;
  UpdatePricebookInput: UpdatePricebookInput;
  CreatePricebookPayload: CreatePricebookPayload;
  UpdatePricebookPayload: UpdatePricebookPayload;
  DeletePricebookPayload: DeletePricebookPayload;
  MarkPricebookActivePayload: MarkPricebookActivePayload;
  MarkPricebookInactivePayload: MarkPricebookInactivePayload;
  PricebookItemRate: PricebookItemRate;
  PricebookList: PricebookList;
  Currency: Currency;
  CreateCurrencyInput: CreateCurrencyInput;
  CreateCurrencyPayload: CreateCurrencyPayload;
  CurrencyList: CurrencyList;
  Account: Account | FederationReferenceTypes['Account'];
  CreateAccountInput: CreateAccountInput;
  UpdateAccountInput: UpdateAccountInput;
  CreateAccountPayload: CreateAccountPayload;
  UpdateAccountPayload: UpdateAccountPayload;
  DeleteAccountPayload: DeleteAccountPayload;
  MarkAccountActivePayload: MarkAccountActivePayload;
  MarkAccountInactivePayload: MarkAccountInactivePayload;
  AccountList: AccountList;
  ContactAddress: ContactAddress;
  ContactPartyAddress: ContactPartyAddress;
  ContactOpeningBalance: ContactOpeningBalance;
  ContactOpeningBalanceInput: ContactOpeningBalanceInput;
  ContactAddressInput: ContactAddressInput;
  CommunicationPreference: CommunicationPreference;
  CommunicationPreferenceInput: CommunicationPreferenceInput;
  ContactPerson: ContactPerson;
  ContactPersonInput: ContactPersonInput;
  Contact: Contact | FederationReferenceTypes['Contact'];
  CreateContactInput: CreateContactInput;
  UpdateContactInput: UpdateContactInput;
  CreateContactPayload: CreateContactPayload;
  UpdateContactPayload: UpdateContactPayload;
  DeleteContactPayload: DeleteContactPayload;
  MarkContactActivePayload: MarkContactActivePayload;
  MarkContactInactivePayload: MarkContactInactivePayload;
  ContactList: ContactList;
  User: User | FederationReferenceTypes['User'];
  InviteUserInput: InviteUserInput;
  UpdateUserInput: UpdateUserInput;
  InviteUserPayload: InviteUserPayload;
  ResendInvitationPayload: ResendInvitationPayload;
  UserPayload: UserPayload;
  RemoveUserPayload: RemoveUserPayload;
  UserList: UserList;
  CustomField: CustomField;
  CreateCustomFieldInput: CreateCustomFieldInput;
  CreateCustomFieldPayload: CreateCustomFieldPayload;
  DeleteCustomFieldPayload: DeleteCustomFieldPayload;
  CustomFieldList: CustomFieldList;
  CustomFieldValue: CustomFieldValue;
  CustomFieldValueInput: CustomFieldValueInput;
  ItemTaxPreference: ItemTaxPreference;
  ItemTaxPreferenceInput: ItemTaxPreferenceInput;
  ItemLocationInput: ItemLocationInput;
  Item: Item | FederationReferenceTypes['Item'];
  CreateItemInput: CreateItemInput;
  UpdateItemInput: UpdateItemInput;
  CreateItemPayload: CreateItemPayload;
  UpdateItemPayload: UpdateItemPayload;
  DeleteItemPayload: DeleteItemPayload;
  MarkItemActivePayload: MarkItemActivePayload;
  MarkItemInactivePayload: MarkItemInactivePayload;
  ItemList: ItemList;
  InvoiceContactPerson: InvoiceContactPerson;
  InvoiceContactPersonInput: InvoiceContactPersonInput;
  InvoiceTag: InvoiceTag;
  InvoiceTagInput: InvoiceTagInput;
  InvoiceTax: InvoiceTax;
  PaymentGateway: PaymentGateway;
  PaymentGatewayInput: PaymentGatewayInput;
  InvoicePaymentOptions: InvoicePaymentOptions;
  InvoicePaymentOptionsInput: InvoicePaymentOptionsInput;
  InvoiceLineItem: InvoiceLineItem;
  InvoiceLineItemInput: InvoiceLineItemInput;
  Invoice: Invoice | FederationReferenceTypes['Invoice'];
  CreateInvoiceInput: CreateInvoiceInput;
  UpdateInvoiceInput: UpdateInvoiceInput;
  InvoicePayment: InvoicePayment;
  InvoiceComment: InvoiceComment;
  AddInvoiceCommentInput: AddInvoiceCommentInput;
  InvoiceTemplate: InvoiceTemplate;
  InvoiceDocument: InvoiceDocument;
  CreateInvoicePayload: CreateInvoicePayload;
  UpdateInvoicePayload: UpdateInvoicePayload;
  DeleteInvoicePayload: DeleteInvoicePayload;
  MarkInvoiceSentPayload: MarkInvoiceSentPayload;
  MarkInvoiceVoidPayload: MarkInvoiceVoidPayload;
  MarkInvoiceDraftPayload: MarkInvoiceDraftPayload;
  AddInvoiceCommentPayload: AddInvoiceCommentPayload;
  InvoiceList: InvoiceList;
  BankAccount: BankAccount;
  CreateBankAccountInput: CreateBankAccountInput;
  UpdateBankAccountInput: UpdateBankAccountInput;
  CreateBankAccountPayload: CreateBankAccountPayload;
  UpdateBankAccountPayload: UpdateBankAccountPayload;
  DeleteBankAccountPayload: DeleteBankAccountPayload;
  SetBankAccountStatusPayload: SetBankAccountStatusPayload;
  BankAccountList: BankAccountList;
  BankRuleSuggestion: BankRuleSuggestion;
  BankTransactionLine: BankTransactionLine;
  BankImportedTransaction: BankImportedTransaction;
  BankTransaction: BankTransaction;
  CreateBankTransactionInput: CreateBankTransactionInput;
  UpdateBankTransactionInput: UpdateBankTransactionInput;
  CategorizeBankTransactionInput: CategorizeBankTransactionInput;
  CreateBankTransactionPayload: CreateBankTransactionPayload;
  UpdateBankTransactionPayload: UpdateBankTransactionPayload;
  CategorizeBankTransactionPayload: CategorizeBankTransactionPayload;
  DeleteBankTransactionPayload: DeleteBankTransactionPayload;
  BankTransactionList: BankTransactionList;
  BankStatementRowInput: BankStatementRowInput;
  ImportBankStatementInput: ImportBankStatementInput;
  BankStatement: BankStatement;
  ImportBankStatementPayload: ImportBankStatementPayload;
  BankRuleCriterion: BankRuleCriterion;
  BankRuleCriterionInput: BankRuleCriterionInput;
  BankRule: BankRule;
  BankRuleAccount: BankRuleAccount;
  BankRuleTargetAccount: BankRuleTargetAccount;
  CreateBankRuleInput: CreateBankRuleInput;
  UpdateBankRuleInput: UpdateBankRuleInput;
  CreateBankRulePayload: CreateBankRulePayload;
  UpdateBankRulePayload: UpdateBankRulePayload;
  DeleteBankRulePayload: DeleteBankRulePayload;
  BankRuleList: BankRuleList;
  BankTransactionDocument: BankTransactionDocument;
  ReconciliationDocument: ReconciliationDocument;
  ReconciliationTransactionInput: ReconciliationTransactionInput;
  BankReconciliationInput: BankReconciliationInput;
  BankReconciliation: BankReconciliation;
  BankReconciliationPayload: BankReconciliationPayload;
  DeleteBankReconciliationPayload: DeleteBankReconciliationPayload;
  AddReconciliationAttachmentPayload: AddReconciliationAttachmentPayload;
  DeleteReconciliationDocumentPayload: DeleteReconciliationDocumentPayload;
  BankReconciliationList: BankReconciliationList;
  Bill: Bill | FederationReferenceTypes['Bill'];
  CreateBillInput: CreateBillInput;
  UpdateBillInput: UpdateBillInput;
  BillComment: BillComment;
  BillList: BillList;
  BillPayload: BillPayload;
  DeleteBillPayload: DeleteBillPayload;
  BillAddressPayload: BillAddressPayload;
  BillCommentPayload: BillCommentPayload;
  DeleteBillCommentPayload: DeleteBillCommentPayload;
  BillPurchaseOrder: BillPurchaseOrder;
  ContactAdditionalAddress: ContactAdditionalAddress;
  ContactAdditionalAddressInput: ContactAdditionalAddressInput;
  ContactAddressPayload: ContactAddressPayload;
  DeleteContactAddressPayload: DeleteContactAddressPayload;
  ContactComment: ContactComment;
  ContactCommentList: ContactCommentList;
  CreateContactPersonInput: CreateContactPersonInput;
  UpdateContactPersonInput: UpdateContactPersonInput;
  ContactPersonList: ContactPersonList;
  CreateContactPersonPayload: CreateContactPersonPayload;
  UpdateContactPersonPayload: UpdateContactPersonPayload;
  DeleteContactPersonPayload: DeleteContactPersonPayload;
  MarkContactPersonPrimaryPayload: MarkContactPersonPrimaryPayload;
  ContactFlagPayload: ContactFlagPayload;
  ContactStatementMailContent: ContactStatementMailContent;
  EmailContactStatementInput: EmailContactStatementInput;
  EmailContactInput: EmailContactInput;
  EmailContactStatementPayload: EmailContactStatementPayload;
  EmailContactPayload: EmailContactPayload;
  CreditNoteInvoice: CreditNoteInvoice;
  InvoiceCreditApplied: InvoiceCreditApplied;
  CreditNoteRefund: CreditNoteRefund;
  CreditNote: CreditNote | FederationReferenceTypes['CreditNote'];
  CreateCreditNoteInput: CreateCreditNoteInput;
  UpdateCreditNoteInput: UpdateCreditNoteInput;
  CreditNoteInvoiceInput: CreditNoteInvoiceInput;
  ApplyCreditNoteInput: ApplyCreditNoteInput;
  InvoiceCreditInput: InvoiceCreditInput;
  ApplyInvoiceCreditsInput: ApplyInvoiceCreditsInput;
  CreditNoteRefundInput: CreditNoteRefundInput;
  CreditNoteComment: CreditNoteComment;
  CreditNoteList: CreditNoteList;
  CreditNoteRefundList: CreditNoteRefundList;
  CreditNotePayload: CreditNotePayload;
  DeleteCreditNotePayload: DeleteCreditNotePayload;
  CreditNoteAddressPayload: CreditNoteAddressPayload;
  CreditNoteCommentPayload: CreditNoteCommentPayload;
  DeleteCreditNoteCommentPayload: DeleteCreditNoteCommentPayload;
  ApplyCreditNotePayload: ApplyCreditNotePayload;
  DeleteCreditNoteInvoicePayload: DeleteCreditNoteInvoicePayload;
  CreditNoteRefundPayload: CreditNoteRefundPayload;
  DeleteCreditNoteRefundPayload: DeleteCreditNoteRefundPayload;
  EstimateDocument: EstimateDocument;
  SalesOrderDocument: SalesOrderDocument;
  CreditNoteDocument: CreditNoteDocument;
  SalesReceiptDocument: SalesReceiptDocument;
  DocumentMailContent: DocumentMailContent;
  DocumentEmailInput: DocumentEmailInput;
  DocumentBulkEmailPayload: DocumentBulkEmailPayload;
  DocumentFile: DocumentFile;
  DocumentFilesPayload: DocumentFilesPayload;
  DocumentFileDownload: DocumentFileDownload;
  DeleteDocumentFilePayload: DeleteDocumentFilePayload;
  Estimate: Estimate | FederationReferenceTypes['Estimate'];
  CreateEstimateInput: CreateEstimateInput;
  UpdateEstimateInput: UpdateEstimateInput;
  EstimateComment: EstimateComment;
  EstimateCommentInput: EstimateCommentInput;
  EstimateTemplate: EstimateTemplate;
  EstimateList: EstimateList;
  EstimatePayload: EstimatePayload;
  DeleteEstimatePayload: DeleteEstimatePayload;
  EstimateAddressPayload: EstimateAddressPayload;
  EstimateCommentPayload: EstimateCommentPayload;
  DeleteEstimateCommentPayload: DeleteEstimateCommentPayload;
  InvoicesFromEstimatesPayload: InvoicesFromEstimatesPayload;
  ExpenseTag: ExpenseTag;
  ExpenseTagInput: ExpenseTagInput;
  ExpenseLineItem: ExpenseLineItem;
  ExpenseLineItemInput: ExpenseLineItemInput;
  ExpenseLine: ExpenseLine;
  ExpenseTax: ExpenseTax;
  Expense: Expense | FederationReferenceTypes['Expense'];
  CreateExpenseInput: CreateExpenseInput;
  UpdateExpenseInput: UpdateExpenseInput;
  ExpenseComment: ExpenseComment;
  ExpenseReceipt: ExpenseReceipt;
  CreateExpensePayload: CreateExpensePayload;
  UpdateExpensePayload: UpdateExpensePayload;
  DeleteExpensePayload: DeleteExpensePayload;
  AttachExpenseReceiptPayload: AttachExpenseReceiptPayload;
  DeleteExpenseReceiptPayload: DeleteExpenseReceiptPayload;
  ExpenseList: ExpenseList;
  WriteOffInvoicePayload: WriteOffInvoicePayload;
  CancelInvoiceWriteOffPayload: CancelInvoiceWriteOffPayload;
  InvoiceMailAddress: InvoiceMailAddress;
  InvoiceMailContact: InvoiceMailContact;
  InvoiceMailSender: InvoiceMailSender;
  InvoiceMailTemplate: InvoiceMailTemplate;
  InvoiceMailContent: InvoiceMailContent;
  SendInvoicePaymentReminderInput: SendInvoicePaymentReminderInput;
  SendInvoicePaymentReminderPayload: SendInvoicePaymentReminderPayload;
  InvoiceReminderSuccessInfo: InvoiceReminderSuccessInfo;
  InvoiceReminderErrorInfo: InvoiceReminderErrorInfo;
  InvoiceReminderBulkInfo: InvoiceReminderBulkInfo;
  SendInvoicePaymentRemindersPayload: SendInvoicePaymentRemindersPayload;
  EmailInvoiceInput: EmailInvoiceInput;
  EmailInvoicePayload: EmailInvoicePayload;
  PaymentReminderRule: PaymentReminderRule;
  PaymentReminderSettings: PaymentReminderSettings;
  PaymentReminderRuleInput: PaymentReminderRuleInput;
  PaymentReminderSettingsInput: PaymentReminderSettingsInput;
  UpdatePaymentReminderSettingsPayload: UpdatePaymentReminderSettingsPayload;
  RecurringInvoiceLineItem: RecurringInvoiceLineItem;
  RecurringInvoice: RecurringInvoice | FederationReferenceTypes['RecurringInvoice'];
  CreateRecurringInvoiceInput: CreateRecurringInvoiceInput;
  UpdateRecurringInvoiceInput: UpdateRecurringInvoiceInput;
  RecurringInvoiceComment: RecurringInvoiceComment;
  RecurringInvoiceStatusResult: RecurringInvoiceStatusResult;
  RecurringInvoiceList: RecurringInvoiceList;
  CreateRecurringInvoicePayload: CreateRecurringInvoicePayload;
  UpdateRecurringInvoicePayload: UpdateRecurringInvoicePayload;
  DeleteRecurringInvoicePayload: DeleteRecurringInvoicePayload;
  RecurringInvoiceStatusPayload: RecurringInvoiceStatusPayload;
  RecurringInvoiceBulkStatusPayload: RecurringInvoiceBulkStatusPayload;
  UpdateRecurringInvoiceTemplatePayload: UpdateRecurringInvoiceTemplatePayload;
  RecurringBill: RecurringBill | FederationReferenceTypes['RecurringBill'];
  RecurringExpense: RecurringExpense | FederationReferenceTypes['RecurringExpense'];
  RecurringBillComment: RecurringBillComment;
  RecurringExpenseComment: RecurringExpenseComment;
  CreateRecurringBillInput: CreateRecurringBillInput;
  UpdateRecurringBillInput: UpdateRecurringBillInput;
  CreateRecurringExpenseInput: CreateRecurringExpenseInput;
  UpdateRecurringExpenseInput: UpdateRecurringExpenseInput;
  RecurringBillList: RecurringBillList;
  RecurringExpenseList: RecurringExpenseList;
  RecurringBillPayload: RecurringBillPayload;
  RecurringExpensePayload: RecurringExpensePayload;
  DeleteRecurringBillPayload: DeleteRecurringBillPayload;
  DeleteRecurringExpensePayload: DeleteRecurringExpensePayload;
  RetainerInvoiceLineItem: RetainerInvoiceLineItem;
  RetainerInvoiceLineItemInput: RetainerInvoiceLineItemInput;
  RetainerInvoiceCustomField: RetainerInvoiceCustomField;
  RetainerInvoiceCustomFieldInput: RetainerInvoiceCustomFieldInput;
  RetainerInvoiceDocument: RetainerInvoiceDocument;
  RetainerInvoiceApplication: RetainerInvoiceApplication;
  RetainerPayment: RetainerPayment;
  RetainerOnlinePayment: RetainerOnlinePayment;
  RetainerInvoice: RetainerInvoice | FederationReferenceTypes['RetainerInvoice'];
  CreateRetainerInvoiceInput: CreateRetainerInvoiceInput;
  UpdateRetainerInvoiceInput: UpdateRetainerInvoiceInput;
  RetainerInvoiceTemplate: RetainerInvoiceTemplate;
  RetainerInvoiceSettings: RetainerInvoiceSettings;
  UpdateRetainerInvoiceSettingsInput: UpdateRetainerInvoiceSettingsInput;
  RetainerInvoiceComment: RetainerInvoiceComment;
  RetainerInvoiceCommentInput: RetainerInvoiceCommentInput;
  RetainerInvoiceAddressInput: RetainerInvoiceAddressInput;
  EmailRetainerInvoiceInput: EmailRetainerInvoiceInput;
  RetainerInvoiceEmailContent: RetainerInvoiceEmailContent;
  RetainerPaymentInput: RetainerPaymentInput;
  RetainerOnlinePaymentInput: RetainerOnlinePaymentInput;
  RetainerPaymentCallbackInput: RetainerPaymentCallbackInput;
  RetainerApplicationInput: RetainerApplicationInput;
  ApplyRetainerToInvoicesInput: ApplyRetainerToInvoicesInput;
  CreateRetainerInvoicePayload: CreateRetainerInvoicePayload;
  UpdateRetainerInvoicePayload: UpdateRetainerInvoicePayload;
  DeleteRetainerInvoicePayload: DeleteRetainerInvoicePayload;
  RetainerInvoiceStatusPayload: RetainerInvoiceStatusPayload;
  UpdateRetainerInvoiceBillingAddressPayload: UpdateRetainerInvoiceBillingAddressPayload;
  AddRetainerInvoiceAttachmentPayload: AddRetainerInvoiceAttachmentPayload;
  DeleteRetainerInvoiceDocumentPayload: DeleteRetainerInvoiceDocumentPayload;
  RetainerInvoiceCommentPayload: RetainerInvoiceCommentPayload;
  DeleteRetainerInvoiceCommentPayload: DeleteRetainerInvoiceCommentPayload;
  EmailRetainerInvoicePayload: EmailRetainerInvoicePayload;
  RecordRetainerPaymentPayload: RecordRetainerPaymentPayload;
  StartRetainerOnlinePaymentPayload: StartRetainerOnlinePaymentPayload;
  CompleteRetainerOnlinePaymentPayload: CompleteRetainerOnlinePaymentPayload;
  ApplyRetainerToInvoicesPayload: ApplyRetainerToInvoicesPayload;
  RemoveRetainerFromInvoicePayload: RemoveRetainerFromInvoicePayload;
  UpdateRetainerInvoiceSettingsPayload: UpdateRetainerInvoiceSettingsPayload;
  RetainerInvoiceList: RetainerInvoiceList;
  RetainerInvoiceAttachmentFile: RetainerInvoiceAttachmentFile;
  SalesOrderLineItem: SalesOrderLineItem;
  SalesOrderInvoice: SalesOrderInvoice;
  SalesOrder: SalesOrder | FederationReferenceTypes['SalesOrder'];
  CreateSalesOrderInput: CreateSalesOrderInput;
  UpdateSalesOrderInput: UpdateSalesOrderInput;
  SalesOrderInvoiceLineInput: SalesOrderInvoiceLineInput;
  InvoiceFromSalesOrderInput: InvoiceFromSalesOrderInput;
  SalesOrderComment: SalesOrderComment;
  SalesOrderList: SalesOrderList;
  SalesOrderPayload: SalesOrderPayload;
  DeleteSalesOrderPayload: DeleteSalesOrderPayload;
  DeleteSalesOrdersPayload: DeleteSalesOrdersPayload;
  ConfirmSalesOrdersPayload: ConfirmSalesOrdersPayload;
  SalesOrdersConfirmed: SalesOrdersConfirmed;
  SalesOrdersConfirmedInfo: SalesOrdersConfirmedInfo;
  SalesOrderAddressPayload: SalesOrderAddressPayload;
  SalesOrderCommentPayload: SalesOrderCommentPayload;
  DeleteSalesOrderCommentPayload: DeleteSalesOrderCommentPayload;
  InvoiceFromSalesOrderPayload: InvoiceFromSalesOrderPayload;
  SalesReceipt: SalesReceipt | FederationReferenceTypes['SalesReceipt'];
  SalesReceiptList: SalesReceiptList;
  CreateSalesReceiptInput: CreateSalesReceiptInput;
  UpdateSalesReceiptInput: UpdateSalesReceiptInput;
  SalesReceiptPayload: SalesReceiptPayload;
  DeleteSalesReceiptPayload: DeleteSalesReceiptPayload;
  VendorCreditBill: VendorCreditBill;
  BillVendorCredit: BillVendorCredit;
  VendorCreditRefund: VendorCreditRefund;
  VendorCredit: VendorCredit | FederationReferenceTypes['VendorCredit'];
  CreateVendorCreditInput: CreateVendorCreditInput;
  UpdateVendorCreditInput: UpdateVendorCreditInput;
  VendorCreditBillInput: VendorCreditBillInput;
  ApplyVendorCreditInput: ApplyVendorCreditInput;
  BillVendorCreditInput: BillVendorCreditInput;
  ApplyBillCreditsInput: ApplyBillCreditsInput;
  VendorCreditRefundInput: VendorCreditRefundInput;
  VendorCreditComment: VendorCreditComment;
  VendorCreditList: VendorCreditList;
  VendorCreditRefundList: VendorCreditRefundList;
  VendorCreditPayload: VendorCreditPayload;
  DeleteVendorCreditPayload: DeleteVendorCreditPayload;
  ApplyVendorCreditPayload: ApplyVendorCreditPayload;
  DeleteVendorCreditBillPayload: DeleteVendorCreditBillPayload;
  VendorCreditRefundPayload: VendorCreditRefundPayload;
  DeleteVendorCreditRefundPayload: DeleteVendorCreditRefundPayload;
  VendorCreditCommentPayload: VendorCreditCommentPayload;
  DeleteVendorCreditCommentPayload: DeleteVendorCreditCommentPayload;
  VendorPaymentBill: VendorPaymentBill;
  VendorPaymentRefund: VendorPaymentRefund;
  VendorPaymentCheck: VendorPaymentCheck;
  VendorPayment: VendorPayment | FederationReferenceTypes['VendorPayment'];
  VendorPaymentBillInput: VendorPaymentBillInput;
  VendorPaymentInput: VendorPaymentInput;
  VendorPaymentRefundInput: VendorPaymentRefundInput;
  BillPayment: BillPayment;
  VendorPaymentList: VendorPaymentList;
  VendorPaymentRefundList: VendorPaymentRefundList;
  VendorPaymentPayload: VendorPaymentPayload;
  DeleteVendorPaymentPayload: DeleteVendorPaymentPayload;
  DeleteVendorPaymentsPayload: DeleteVendorPaymentsPayload;
  VendorPaymentRefundPayload: VendorPaymentRefundPayload;
  DeleteVendorPaymentRefundPayload: DeleteVendorPaymentRefundPayload;
  DeleteBillPaymentPayload: DeleteBillPaymentPayload;
  Webhook: Webhook;
  WebhookList: WebhookList;
  WebhookDelivery: WebhookDelivery;
  WebhookDeliveryList: WebhookDeliveryList;
  CreateWebhookInput: CreateWebhookInput;
  UpdateWebhookInput: UpdateWebhookInput;
  CreateWebhookPayload: CreateWebhookPayload;
  UpdateWebhookPayload: UpdateWebhookPayload;
  DeleteWebhookPayload: DeleteWebhookPayload;
  RotateWebhookSecretPayload: RotateWebhookSecretPayload;
  TestWebhookPayload: TestWebhookPayload;
  RedeliverWebhookDeliveryPayload: RedeliverWebhookDeliveryPayload;
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
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyIdLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyIdValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxIdLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxIdValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['OrganizationAddress'], ParentType, ContextType>;
  edition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  pricebooks?: Resolver<ResolversTypes['PricebookList'], ParentType, ContextType, RequireFields<QueryPricebooksArgs, 'page' | 'perPage' | 'filterBy'>>;
  pricebook?: Resolver<ResolversTypes['Pricebook'], ParentType, ContextType, RequireFields<QueryPricebookArgs, 'pricebookId'>>;
  pricebookItemRates?: Resolver<Array<ResolversTypes['PricebookItemRate']>, ParentType, ContextType, RequireFields<QueryPricebookItemRatesArgs, 'pricebookId' | 'itemIds' | 'quantity'>>;
  currencies?: Resolver<ResolversTypes['CurrencyList'], ParentType, ContextType, RequireFields<QueryCurrenciesArgs, 'page' | 'perPage' | 'filterBy'>>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType, RequireFields<QueryCurrencyArgs, 'currencyId'>>;
  chartOfAccounts?: Resolver<ResolversTypes['AccountList'], ParentType, ContextType, RequireFields<QueryChartOfAccountsArgs, 'page' | 'perPage' | 'filterBy'>>;
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<QueryAccountArgs, 'accountId'>>;
  contacts?: Resolver<ResolversTypes['ContactList'], ParentType, ContextType, RequireFields<QueryContactsArgs, 'page' | 'perPage' | 'filterBy'>>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<QueryContactArgs, 'contactId'>>;
  users?: Resolver<ResolversTypes['UserList'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'page' | 'perPage'>>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'userId'>>;
  currentUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['ItemList'], ParentType, ContextType, RequireFields<QueryItemsArgs, 'page' | 'perPage'>>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<QueryItemArgs, 'itemId'>>;
  customFields?: Resolver<ResolversTypes['CustomFieldList'], ParentType, ContextType, RequireFields<QueryCustomFieldsArgs, 'page' | 'perPage'>>;
  customField?: Resolver<ResolversTypes['CustomField'], ParentType, ContextType, RequireFields<QueryCustomFieldArgs, 'customfieldId'>>;
  invoices?: Resolver<ResolversTypes['InvoiceList'], ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'page' | 'perPage'>>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'invoiceId'>>;
  invoiceDocument?: Resolver<ResolversTypes['InvoiceDocument'], ParentType, ContextType, RequireFields<QueryInvoiceDocumentArgs, 'invoiceId'>>;
  invoiceDocuments?: Resolver<Array<ResolversTypes['InvoiceDocument']>, ParentType, ContextType, RequireFields<QueryInvoiceDocumentsArgs, 'invoiceIds'>>;
  invoicePayments?: Resolver<Array<ResolversTypes['InvoicePayment']>, ParentType, ContextType, RequireFields<QueryInvoicePaymentsArgs, 'invoiceId'>>;
  invoiceComments?: Resolver<Array<ResolversTypes['InvoiceComment']>, ParentType, ContextType, RequireFields<QueryInvoiceCommentsArgs, 'invoiceId'>>;
  invoiceTemplates?: Resolver<Array<ResolversTypes['InvoiceTemplate']>, ParentType, ContextType>;
  bankAccounts?: Resolver<ResolversTypes['BankAccountList'], ParentType, ContextType, RequireFields<QueryBankAccountsArgs, 'page' | 'perPage' | 'filterBy'>>;
  bankAccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<QueryBankAccountArgs, 'accountId'>>;
  bankTransactions?: Resolver<ResolversTypes['BankTransactionList'], ParentType, ContextType, RequireFields<QueryBankTransactionsArgs, 'page' | 'perPage' | 'filterBy'>>;
  bankTransaction?: Resolver<ResolversTypes['BankTransaction'], ParentType, ContextType, RequireFields<QueryBankTransactionArgs, 'transactionId'>>;
  bankRules?: Resolver<ResolversTypes['BankRuleList'], ParentType, ContextType, RequireFields<QueryBankRulesArgs, 'page' | 'perPage'>>;
  bankRule?: Resolver<ResolversTypes['BankRule'], ParentType, ContextType, RequireFields<QueryBankRuleArgs, 'ruleId'>>;
  bankReconciliations?: Resolver<ResolversTypes['BankReconciliationList'], ParentType, ContextType, RequireFields<QueryBankReconciliationsArgs, 'accountId' | 'page' | 'perPage'>>;
  bankReconciliation?: Resolver<ResolversTypes['BankReconciliation'], ParentType, ContextType, RequireFields<QueryBankReconciliationArgs, 'accountId' | 'reconciliationId'>>;
  bankReconciliationDocument?: Resolver<ResolversTypes['ReconciliationDocument'], ParentType, ContextType, RequireFields<QueryBankReconciliationDocumentArgs, 'accountId' | 'reconciliationId' | 'documentId'>>;
  bills?: Resolver<ResolversTypes['BillList'], ParentType, ContextType, RequireFields<QueryBillsArgs, 'page' | 'perPage'>>;
  bill?: Resolver<ResolversTypes['Bill'], ParentType, ContextType, RequireFields<QueryBillArgs, 'billId'>>;
  billComments?: Resolver<Array<ResolversTypes['BillComment']>, ParentType, ContextType, RequireFields<QueryBillCommentsArgs, 'billId'>>;
  contactAddresses?: Resolver<Array<ResolversTypes['ContactAdditionalAddress']>, ParentType, ContextType, RequireFields<QueryContactAddressesArgs, 'contactId'>>;
  contactComments?: Resolver<ResolversTypes['ContactCommentList'], ParentType, ContextType, RequireFields<QueryContactCommentsArgs, 'contactId'>>;
  contactPersons?: Resolver<ResolversTypes['ContactPersonList'], ParentType, ContextType, RequireFields<QueryContactPersonsArgs, 'contactId'>>;
  contactPerson?: Resolver<ResolversTypes['ContactPerson'], ParentType, ContextType, RequireFields<QueryContactPersonArgs, 'contactPersonId'>>;
  contactStatementEmail?: Resolver<ResolversTypes['ContactStatementMailContent'], ParentType, ContextType, RequireFields<QueryContactStatementEmailArgs, 'contactId'>>;
  creditnotes?: Resolver<ResolversTypes['CreditNoteList'], ParentType, ContextType, RequireFields<QueryCreditnotesArgs, 'page' | 'perPage'>>;
  creditnote?: Resolver<ResolversTypes['CreditNote'], ParentType, ContextType, RequireFields<QueryCreditnoteArgs, 'creditnoteId'>>;
  creditnoteTemplates?: Resolver<Array<ResolversTypes['EstimateTemplate']>, ParentType, ContextType>;
  creditnoteComments?: Resolver<Array<ResolversTypes['CreditNoteComment']>, ParentType, ContextType, RequireFields<QueryCreditnoteCommentsArgs, 'creditnoteId'>>;
  creditnoteInvoices?: Resolver<Array<ResolversTypes['CreditNoteInvoice']>, ParentType, ContextType, RequireFields<QueryCreditnoteInvoicesArgs, 'creditnoteId'>>;
  creditnoteRefunds?: Resolver<ResolversTypes['CreditNoteRefundList'], ParentType, ContextType, RequireFields<QueryCreditnoteRefundsArgs, 'creditnoteId' | 'page' | 'perPage'>>;
  creditnoteRefund?: Resolver<ResolversTypes['CreditNoteRefund'], ParentType, ContextType, RequireFields<QueryCreditnoteRefundArgs, 'creditnoteId' | 'creditnoteRefundId'>>;
  allCreditnoteRefunds?: Resolver<ResolversTypes['CreditNoteRefundList'], ParentType, ContextType, RequireFields<QueryAllCreditnoteRefundsArgs, 'page' | 'perPage'>>;
  creditnoteRefundById?: Resolver<ResolversTypes['CreditNoteRefund'], ParentType, ContextType, RequireFields<QueryCreditnoteRefundByIdArgs, 'refundId'>>;
  invoiceCreditsApplied?: Resolver<Array<ResolversTypes['InvoiceCreditApplied']>, ParentType, ContextType, RequireFields<QueryInvoiceCreditsAppliedArgs, 'invoiceId'>>;
  estimateDocument?: Resolver<ResolversTypes['EstimateDocument'], ParentType, ContextType, RequireFields<QueryEstimateDocumentArgs, 'estimateId'>>;
  estimateDocuments?: Resolver<Array<ResolversTypes['EstimateDocument']>, ParentType, ContextType, RequireFields<QueryEstimateDocumentsArgs, 'estimateIds'>>;
  estimateEmailContent?: Resolver<ResolversTypes['DocumentMailContent'], ParentType, ContextType, RequireFields<QueryEstimateEmailContentArgs, 'estimateId'>>;
  salesorderDocument?: Resolver<ResolversTypes['SalesOrderDocument'], ParentType, ContextType, RequireFields<QuerySalesorderDocumentArgs, 'salesorderId'>>;
  salesorderDocuments?: Resolver<Array<ResolversTypes['SalesOrderDocument']>, ParentType, ContextType, RequireFields<QuerySalesorderDocumentsArgs, 'salesorderIds'>>;
  salesorderEmailContent?: Resolver<ResolversTypes['DocumentMailContent'], ParentType, ContextType, RequireFields<QuerySalesorderEmailContentArgs, 'salesorderId'>>;
  creditnoteDocument?: Resolver<ResolversTypes['CreditNoteDocument'], ParentType, ContextType, RequireFields<QueryCreditnoteDocumentArgs, 'creditnoteId'>>;
  creditnoteDocuments?: Resolver<Array<ResolversTypes['CreditNoteDocument']>, ParentType, ContextType, RequireFields<QueryCreditnoteDocumentsArgs, 'creditnoteIds'>>;
  creditnoteEmailContent?: Resolver<ResolversTypes['DocumentMailContent'], ParentType, ContextType, RequireFields<QueryCreditnoteEmailContentArgs, 'creditnoteId'>>;
  salesreceiptDocument?: Resolver<ResolversTypes['SalesReceiptDocument'], ParentType, ContextType, RequireFields<QuerySalesreceiptDocumentArgs, 'salesReceiptId'>>;
  invoiceAttachment?: Resolver<ResolversTypes['DocumentFileDownload'], ParentType, ContextType, RequireFields<QueryInvoiceAttachmentArgs, 'invoiceId'>>;
  salesorderAttachment?: Resolver<ResolversTypes['DocumentFileDownload'], ParentType, ContextType, RequireFields<QuerySalesorderAttachmentArgs, 'salesorderId'>>;
  estimates?: Resolver<ResolversTypes['EstimateList'], ParentType, ContextType, RequireFields<QueryEstimatesArgs, 'page' | 'perPage'>>;
  estimate?: Resolver<ResolversTypes['Estimate'], ParentType, ContextType, RequireFields<QueryEstimateArgs, 'estimateId'>>;
  estimateTemplates?: Resolver<Array<ResolversTypes['EstimateTemplate']>, ParentType, ContextType>;
  estimateComments?: Resolver<Array<ResolversTypes['EstimateComment']>, ParentType, ContextType, RequireFields<QueryEstimateCommentsArgs, 'estimateId'>>;
  expenses?: Resolver<ResolversTypes['ExpenseList'], ParentType, ContextType, RequireFields<QueryExpensesArgs, 'page' | 'perPage'>>;
  expense?: Resolver<ResolversTypes['Expense'], ParentType, ContextType, RequireFields<QueryExpenseArgs, 'expenseId'>>;
  expenseComments?: Resolver<Array<ResolversTypes['ExpenseComment']>, ParentType, ContextType, RequireFields<QueryExpenseCommentsArgs, 'expenseId'>>;
  expenseReceipt?: Resolver<ResolversTypes['ExpenseReceipt'], ParentType, ContextType, RequireFields<QueryExpenseReceiptArgs, 'expenseId'>>;
  invoicePaymentReminder?: Resolver<ResolversTypes['InvoiceMailContent'], ParentType, ContextType, RequireFields<QueryInvoicePaymentReminderArgs, 'invoiceId'>>;
  invoiceEmailContent?: Resolver<ResolversTypes['InvoiceMailContent'], ParentType, ContextType, RequireFields<QueryInvoiceEmailContentArgs, 'invoiceId'>>;
  paymentReminderSettings?: Resolver<ResolversTypes['PaymentReminderSettings'], ParentType, ContextType>;
  recurringInvoices?: Resolver<ResolversTypes['RecurringInvoiceList'], ParentType, ContextType, RequireFields<QueryRecurringInvoicesArgs, 'page' | 'perPage'>>;
  recurringInvoice?: Resolver<ResolversTypes['RecurringInvoice'], ParentType, ContextType, RequireFields<QueryRecurringInvoiceArgs, 'recurringInvoiceId'>>;
  recurringInvoiceComments?: Resolver<Array<ResolversTypes['RecurringInvoiceComment']>, ParentType, ContextType, RequireFields<QueryRecurringInvoiceCommentsArgs, 'recurringInvoiceId'>>;
  recurringInvoiceChildren?: Resolver<ResolversTypes['InvoiceList'], ParentType, ContextType, RequireFields<QueryRecurringInvoiceChildrenArgs, 'recurringInvoiceId' | 'page' | 'perPage'>>;
  recurringBills?: Resolver<ResolversTypes['RecurringBillList'], ParentType, ContextType, RequireFields<QueryRecurringBillsArgs, 'page' | 'perPage'>>;
  recurringBill?: Resolver<ResolversTypes['RecurringBill'], ParentType, ContextType, RequireFields<QueryRecurringBillArgs, 'recurringBillId'>>;
  recurringBillComments?: Resolver<Array<ResolversTypes['RecurringBillComment']>, ParentType, ContextType, RequireFields<QueryRecurringBillCommentsArgs, 'recurringBillId'>>;
  recurringBillChildren?: Resolver<ResolversTypes['BillList'], ParentType, ContextType, RequireFields<QueryRecurringBillChildrenArgs, 'recurringBillId' | 'page' | 'perPage'>>;
  recurringExpenses?: Resolver<ResolversTypes['RecurringExpenseList'], ParentType, ContextType, RequireFields<QueryRecurringExpensesArgs, 'page' | 'perPage'>>;
  recurringExpense?: Resolver<ResolversTypes['RecurringExpense'], ParentType, ContextType, RequireFields<QueryRecurringExpenseArgs, 'recurringExpenseId'>>;
  recurringExpenseComments?: Resolver<Array<ResolversTypes['RecurringExpenseComment']>, ParentType, ContextType, RequireFields<QueryRecurringExpenseCommentsArgs, 'recurringExpenseId'>>;
  recurringExpenseChildren?: Resolver<ResolversTypes['ExpenseList'], ParentType, ContextType, RequireFields<QueryRecurringExpenseChildrenArgs, 'recurringExpenseId' | 'page' | 'perPage'>>;
  retainerInvoices?: Resolver<ResolversTypes['RetainerInvoiceList'], ParentType, ContextType, RequireFields<QueryRetainerInvoicesArgs, 'page' | 'perPage'>>;
  retainerInvoice?: Resolver<ResolversTypes['RetainerInvoice'], ParentType, ContextType, RequireFields<QueryRetainerInvoiceArgs, 'retainerinvoiceId'>>;
  retainerInvoiceTemplates?: Resolver<Array<ResolversTypes['RetainerInvoiceTemplate']>, ParentType, ContextType>;
  retainerInvoiceComments?: Resolver<Array<ResolversTypes['RetainerInvoiceComment']>, ParentType, ContextType, RequireFields<QueryRetainerInvoiceCommentsArgs, 'retainerinvoiceId'>>;
  retainerInvoiceEmailContent?: Resolver<ResolversTypes['RetainerInvoiceEmailContent'], ParentType, ContextType, RequireFields<QueryRetainerInvoiceEmailContentArgs, 'retainerinvoiceId'>>;
  retainerInvoiceAttachment?: Resolver<ResolversTypes['RetainerInvoiceAttachmentFile'], ParentType, ContextType, RequireFields<QueryRetainerInvoiceAttachmentArgs, 'retainerinvoiceId'>>;
  retainerPayments?: Resolver<Array<ResolversTypes['RetainerPayment']>, ParentType, ContextType, RequireFields<QueryRetainerPaymentsArgs, 'retainerinvoiceId'>>;
  retainerInvoiceSettings?: Resolver<ResolversTypes['RetainerInvoiceSettings'], ParentType, ContextType>;
  salesorders?: Resolver<ResolversTypes['SalesOrderList'], ParentType, ContextType, RequireFields<QuerySalesordersArgs, 'page' | 'perPage'>>;
  salesorder?: Resolver<ResolversTypes['SalesOrder'], ParentType, ContextType, RequireFields<QuerySalesorderArgs, 'salesorderId'>>;
  salesorderTemplates?: Resolver<Array<ResolversTypes['EstimateTemplate']>, ParentType, ContextType>;
  salesorderComments?: Resolver<Array<ResolversTypes['SalesOrderComment']>, ParentType, ContextType, RequireFields<QuerySalesorderCommentsArgs, 'salesorderId'>>;
  salesreceipts?: Resolver<ResolversTypes['SalesReceiptList'], ParentType, ContextType, RequireFields<QuerySalesreceiptsArgs, 'page' | 'perPage' | 'filterBy'>>;
  salesreceipt?: Resolver<ResolversTypes['SalesReceipt'], ParentType, ContextType, RequireFields<QuerySalesreceiptArgs, 'salesReceiptId'>>;
  vendorcredits?: Resolver<ResolversTypes['VendorCreditList'], ParentType, ContextType, RequireFields<QueryVendorcreditsArgs, 'page' | 'perPage'>>;
  vendorcredit?: Resolver<ResolversTypes['VendorCredit'], ParentType, ContextType, RequireFields<QueryVendorcreditArgs, 'vendorCreditId'>>;
  vendorcreditComments?: Resolver<Array<ResolversTypes['VendorCreditComment']>, ParentType, ContextType, RequireFields<QueryVendorcreditCommentsArgs, 'vendorCreditId'>>;
  vendorcreditBills?: Resolver<Array<ResolversTypes['VendorCreditBill']>, ParentType, ContextType, RequireFields<QueryVendorcreditBillsArgs, 'vendorCreditId'>>;
  vendorcreditRefunds?: Resolver<ResolversTypes['VendorCreditRefundList'], ParentType, ContextType, RequireFields<QueryVendorcreditRefundsArgs, 'vendorCreditId' | 'page' | 'perPage'>>;
  vendorcreditRefund?: Resolver<ResolversTypes['VendorCreditRefund'], ParentType, ContextType, RequireFields<QueryVendorcreditRefundArgs, 'vendorCreditId' | 'vendorCreditRefundId'>>;
  allVendorcreditRefunds?: Resolver<ResolversTypes['VendorCreditRefundList'], ParentType, ContextType, RequireFields<QueryAllVendorcreditRefundsArgs, 'page' | 'perPage'>>;
  vendorpayments?: Resolver<ResolversTypes['VendorPaymentList'], ParentType, ContextType, RequireFields<QueryVendorpaymentsArgs, 'page' | 'perPage'>>;
  vendorpayment?: Resolver<ResolversTypes['VendorPayment'], ParentType, ContextType, RequireFields<QueryVendorpaymentArgs, 'paymentId'>>;
  vendorpaymentRefunds?: Resolver<ResolversTypes['VendorPaymentRefundList'], ParentType, ContextType, RequireFields<QueryVendorpaymentRefundsArgs, 'paymentId' | 'page' | 'perPage'>>;
  vendorpaymentRefund?: Resolver<ResolversTypes['VendorPaymentRefund'], ParentType, ContextType, RequireFields<QueryVendorpaymentRefundArgs, 'paymentId' | 'vendorpaymentRefundId'>>;
  billPayments?: Resolver<Array<ResolversTypes['BillPayment']>, ParentType, ContextType, RequireFields<QueryBillPaymentsArgs, 'billId'>>;
  webhooks?: Resolver<ResolversTypes['WebhookList'], ParentType, ContextType, RequireFields<QueryWebhooksArgs, 'page' | 'perPage'>>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<QueryWebhookArgs, 'webhookId'>>;
  webhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryList'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'webhookId' | 'page' | 'perPage'>>;
  webhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<QueryWebhookDeliveryArgs, 'deliveryId'>>;
};

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createOrganization?: Resolver<ResolversTypes['CreateOrganizationPayload'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'input'>>;
  updateOrganization?: Resolver<ResolversTypes['UpdateOrganizationPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'organizationId' | 'input'>>;
  createPricebook?: Resolver<ResolversTypes['CreatePricebookPayload'], ParentType, ContextType, RequireFields<MutationCreatePricebookArgs, 'input'>>;
  updatePricebook?: Resolver<ResolversTypes['UpdatePricebookPayload'], ParentType, ContextType, RequireFields<MutationUpdatePricebookArgs, 'pricebookId' | 'input'>>;
  deletePricebook?: Resolver<ResolversTypes['DeletePricebookPayload'], ParentType, ContextType, RequireFields<MutationDeletePricebookArgs, 'pricebookId'>>;
  markPricebookActive?: Resolver<ResolversTypes['MarkPricebookActivePayload'], ParentType, ContextType, RequireFields<MutationMarkPricebookActiveArgs, 'pricebookId'>>;
  markPricebookInactive?: Resolver<ResolversTypes['MarkPricebookInactivePayload'], ParentType, ContextType, RequireFields<MutationMarkPricebookInactiveArgs, 'pricebookId'>>;
  createCurrency?: Resolver<ResolversTypes['CreateCurrencyPayload'], ParentType, ContextType, RequireFields<MutationCreateCurrencyArgs, 'input'>>;
  createAccount?: Resolver<ResolversTypes['CreateAccountPayload'], ParentType, ContextType, RequireFields<MutationCreateAccountArgs, 'input'>>;
  updateAccount?: Resolver<ResolversTypes['UpdateAccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'accountId' | 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'accountId'>>;
  markAccountActive?: Resolver<ResolversTypes['MarkAccountActivePayload'], ParentType, ContextType, RequireFields<MutationMarkAccountActiveArgs, 'accountId'>>;
  markAccountInactive?: Resolver<ResolversTypes['MarkAccountInactivePayload'], ParentType, ContextType, RequireFields<MutationMarkAccountInactiveArgs, 'accountId'>>;
  createContact?: Resolver<ResolversTypes['CreateContactPayload'], ParentType, ContextType, RequireFields<MutationCreateContactArgs, 'input'>>;
  updateContact?: Resolver<ResolversTypes['UpdateContactPayload'], ParentType, ContextType, RequireFields<MutationUpdateContactArgs, 'contactId' | 'input'>>;
  deleteContact?: Resolver<ResolversTypes['DeleteContactPayload'], ParentType, ContextType, RequireFields<MutationDeleteContactArgs, 'contactId'>>;
  markContactActive?: Resolver<ResolversTypes['MarkContactActivePayload'], ParentType, ContextType, RequireFields<MutationMarkContactActiveArgs, 'contactId'>>;
  markContactInactive?: Resolver<ResolversTypes['MarkContactInactivePayload'], ParentType, ContextType, RequireFields<MutationMarkContactInactiveArgs, 'contactId'>>;
  inviteUser?: Resolver<ResolversTypes['InviteUserPayload'], ParentType, ContextType, RequireFields<MutationInviteUserArgs, 'input'>>;
  resendInvitation?: Resolver<ResolversTypes['ResendInvitationPayload'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'userId'>>;
  updateUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'userId' | 'input'>>;
  markUserActive?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationMarkUserActiveArgs, 'userId'>>;
  markUserInactive?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationMarkUserInactiveArgs, 'userId'>>;
  removeUser?: Resolver<ResolversTypes['RemoveUserPayload'], ParentType, ContextType, RequireFields<MutationRemoveUserArgs, 'userId'>>;
  createItem?: Resolver<ResolversTypes['CreateItemPayload'], ParentType, ContextType, RequireFields<MutationCreateItemArgs, 'input'>>;
  updateItem?: Resolver<ResolversTypes['UpdateItemPayload'], ParentType, ContextType, RequireFields<MutationUpdateItemArgs, 'itemId' | 'input'>>;
  updateItemByUniqueField?: Resolver<ResolversTypes['UpdateItemPayload'], ParentType, ContextType, RequireFields<MutationUpdateItemByUniqueFieldArgs, 'uniqueIdentifierKey' | 'uniqueIdentifierValue' | 'upsert' | 'input'>>;
  deleteItem?: Resolver<ResolversTypes['DeleteItemPayload'], ParentType, ContextType, RequireFields<MutationDeleteItemArgs, 'itemId'>>;
  markItemActive?: Resolver<ResolversTypes['MarkItemActivePayload'], ParentType, ContextType, RequireFields<MutationMarkItemActiveArgs, 'itemId'>>;
  markItemInactive?: Resolver<ResolversTypes['MarkItemInactivePayload'], ParentType, ContextType, RequireFields<MutationMarkItemInactiveArgs, 'itemId'>>;
  createCustomField?: Resolver<ResolversTypes['CreateCustomFieldPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomFieldArgs, 'input'>>;
  deleteCustomField?: Resolver<ResolversTypes['DeleteCustomFieldPayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomFieldArgs, 'customfieldId'>>;
  createInvoice?: Resolver<ResolversTypes['CreateInvoicePayload'], ParentType, ContextType, RequireFields<MutationCreateInvoiceArgs, 'input' | 'ignoreAutoNumberGeneration' | 'send'>>;
  updateInvoice?: Resolver<ResolversTypes['UpdateInvoicePayload'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceArgs, 'invoiceId' | 'input' | 'ignoreAutoNumberGeneration'>>;
  deleteInvoice?: Resolver<ResolversTypes['DeleteInvoicePayload'], ParentType, ContextType, RequireFields<MutationDeleteInvoiceArgs, 'invoiceId'>>;
  markInvoiceSent?: Resolver<ResolversTypes['MarkInvoiceSentPayload'], ParentType, ContextType, RequireFields<MutationMarkInvoiceSentArgs, 'invoiceId'>>;
  markInvoiceVoid?: Resolver<ResolversTypes['MarkInvoiceVoidPayload'], ParentType, ContextType, RequireFields<MutationMarkInvoiceVoidArgs, 'invoiceId'>>;
  markInvoiceDraft?: Resolver<ResolversTypes['MarkInvoiceDraftPayload'], ParentType, ContextType, RequireFields<MutationMarkInvoiceDraftArgs, 'invoiceId'>>;
  addInvoiceComment?: Resolver<ResolversTypes['AddInvoiceCommentPayload'], ParentType, ContextType, RequireFields<MutationAddInvoiceCommentArgs, 'invoiceId' | 'input'>>;
  createBankAccount?: Resolver<ResolversTypes['CreateBankAccountPayload'], ParentType, ContextType, RequireFields<MutationCreateBankAccountArgs, 'input'>>;
  updateBankAccount?: Resolver<ResolversTypes['UpdateBankAccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateBankAccountArgs, 'accountId' | 'input'>>;
  deleteBankAccount?: Resolver<ResolversTypes['DeleteBankAccountPayload'], ParentType, ContextType, RequireFields<MutationDeleteBankAccountArgs, 'accountId'>>;
  markBankAccountActive?: Resolver<ResolversTypes['SetBankAccountStatusPayload'], ParentType, ContextType, RequireFields<MutationMarkBankAccountActiveArgs, 'accountId'>>;
  markBankAccountInactive?: Resolver<ResolversTypes['SetBankAccountStatusPayload'], ParentType, ContextType, RequireFields<MutationMarkBankAccountInactiveArgs, 'accountId'>>;
  createBankTransaction?: Resolver<ResolversTypes['CreateBankTransactionPayload'], ParentType, ContextType, RequireFields<MutationCreateBankTransactionArgs, 'input'>>;
  updateBankTransaction?: Resolver<ResolversTypes['UpdateBankTransactionPayload'], ParentType, ContextType, RequireFields<MutationUpdateBankTransactionArgs, 'transactionId' | 'input'>>;
  deleteBankTransaction?: Resolver<ResolversTypes['DeleteBankTransactionPayload'], ParentType, ContextType, RequireFields<MutationDeleteBankTransactionArgs, 'transactionId'>>;
  importBankStatement?: Resolver<ResolversTypes['ImportBankStatementPayload'], ParentType, ContextType, RequireFields<MutationImportBankStatementArgs, 'input'>>;
  categorizeBankTransaction?: Resolver<ResolversTypes['CategorizeBankTransactionPayload'], ParentType, ContextType, RequireFields<MutationCategorizeBankTransactionArgs, 'transactionId' | 'input'>>;
  uncategorizeBankTransaction?: Resolver<ResolversTypes['CategorizeBankTransactionPayload'], ParentType, ContextType, RequireFields<MutationUncategorizeBankTransactionArgs, 'transactionId'>>;
  createBankRule?: Resolver<ResolversTypes['CreateBankRulePayload'], ParentType, ContextType, RequireFields<MutationCreateBankRuleArgs, 'input'>>;
  updateBankRule?: Resolver<ResolversTypes['UpdateBankRulePayload'], ParentType, ContextType, RequireFields<MutationUpdateBankRuleArgs, 'ruleId' | 'input'>>;
  deleteBankRule?: Resolver<ResolversTypes['DeleteBankRulePayload'], ParentType, ContextType, RequireFields<MutationDeleteBankRuleArgs, 'ruleId'>>;
  createBankReconciliation?: Resolver<ResolversTypes['BankReconciliationPayload'], ParentType, ContextType, RequireFields<MutationCreateBankReconciliationArgs, 'accountId' | 'input'>>;
  updateBankReconciliation?: Resolver<ResolversTypes['BankReconciliationPayload'], ParentType, ContextType, RequireFields<MutationUpdateBankReconciliationArgs, 'accountId' | 'reconciliationId' | 'input'>>;
  saveBankReconciliationDraft?: Resolver<ResolversTypes['BankReconciliationPayload'], ParentType, ContextType, RequireFields<MutationSaveBankReconciliationDraftArgs, 'accountId' | 'reconciliationId' | 'input'>>;
  undoBankReconciliation?: Resolver<ResolversTypes['BankReconciliationPayload'], ParentType, ContextType, RequireFields<MutationUndoBankReconciliationArgs, 'accountId' | 'reconciliationId'>>;
  deleteBankReconciliation?: Resolver<ResolversTypes['DeleteBankReconciliationPayload'], ParentType, ContextType, RequireFields<MutationDeleteBankReconciliationArgs, 'accountId' | 'reconciliationId'>>;
  addBankReconciliationAttachment?: Resolver<ResolversTypes['AddReconciliationAttachmentPayload'], ParentType, ContextType, RequireFields<MutationAddBankReconciliationAttachmentArgs, 'accountId' | 'reconciliationId' | 'attachment'>>;
  deleteBankReconciliationDocument?: Resolver<ResolversTypes['DeleteReconciliationDocumentPayload'], ParentType, ContextType, RequireFields<MutationDeleteBankReconciliationDocumentArgs, 'accountId' | 'reconciliationId' | 'documentId'>>;
  createBill?: Resolver<ResolversTypes['BillPayload'], ParentType, ContextType, RequireFields<MutationCreateBillArgs, 'input'>>;
  updateBill?: Resolver<ResolversTypes['BillPayload'], ParentType, ContextType, RequireFields<MutationUpdateBillArgs, 'billId' | 'input'>>;
  deleteBill?: Resolver<ResolversTypes['DeleteBillPayload'], ParentType, ContextType, RequireFields<MutationDeleteBillArgs, 'billId'>>;
  markBillOpen?: Resolver<ResolversTypes['BillPayload'], ParentType, ContextType, RequireFields<MutationMarkBillOpenArgs, 'billId'>>;
  markBillVoid?: Resolver<ResolversTypes['BillPayload'], ParentType, ContextType, RequireFields<MutationMarkBillVoidArgs, 'billId'>>;
  submitBill?: Resolver<ResolversTypes['BillPayload'], ParentType, ContextType, RequireFields<MutationSubmitBillArgs, 'billId'>>;
  approveBill?: Resolver<ResolversTypes['BillPayload'], ParentType, ContextType, RequireFields<MutationApproveBillArgs, 'billId'>>;
  updateBillBillingAddress?: Resolver<ResolversTypes['BillAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateBillBillingAddressArgs, 'billId' | 'input'>>;
  addBillComment?: Resolver<ResolversTypes['BillCommentPayload'], ParentType, ContextType, RequireFields<MutationAddBillCommentArgs, 'billId' | 'input'>>;
  deleteBillComment?: Resolver<ResolversTypes['DeleteBillCommentPayload'], ParentType, ContextType, RequireFields<MutationDeleteBillCommentArgs, 'billId' | 'commentId'>>;
  createContactAddress?: Resolver<ResolversTypes['ContactAddressPayload'], ParentType, ContextType, RequireFields<MutationCreateContactAddressArgs, 'contactId' | 'input'>>;
  updateContactAddress?: Resolver<ResolversTypes['ContactAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateContactAddressArgs, 'contactId' | 'addressId' | 'input'>>;
  deleteContactAddress?: Resolver<ResolversTypes['DeleteContactAddressPayload'], ParentType, ContextType, RequireFields<MutationDeleteContactAddressArgs, 'contactId' | 'addressId'>>;
  createContactPerson?: Resolver<ResolversTypes['CreateContactPersonPayload'], ParentType, ContextType, RequireFields<MutationCreateContactPersonArgs, 'input'>>;
  updateContactPerson?: Resolver<ResolversTypes['UpdateContactPersonPayload'], ParentType, ContextType, RequireFields<MutationUpdateContactPersonArgs, 'contactPersonId' | 'input'>>;
  deleteContactPerson?: Resolver<ResolversTypes['DeleteContactPersonPayload'], ParentType, ContextType, RequireFields<MutationDeleteContactPersonArgs, 'contactPersonId'>>;
  markContactPersonPrimary?: Resolver<ResolversTypes['MarkContactPersonPrimaryPayload'], ParentType, ContextType, RequireFields<MutationMarkContactPersonPrimaryArgs, 'contactPersonId'>>;
  enableContactPaymentReminder?: Resolver<ResolversTypes['ContactFlagPayload'], ParentType, ContextType, RequireFields<MutationEnableContactPaymentReminderArgs, 'contactId'>>;
  disableContactPaymentReminder?: Resolver<ResolversTypes['ContactFlagPayload'], ParentType, ContextType, RequireFields<MutationDisableContactPaymentReminderArgs, 'contactId'>>;
  trackContact1099?: Resolver<ResolversTypes['ContactFlagPayload'], ParentType, ContextType, RequireFields<MutationTrackContact1099Args, 'contactId'>>;
  untrackContact1099?: Resolver<ResolversTypes['ContactFlagPayload'], ParentType, ContextType, RequireFields<MutationUntrackContact1099Args, 'contactId'>>;
  emailContactStatement?: Resolver<ResolversTypes['EmailContactStatementPayload'], ParentType, ContextType, RequireFields<MutationEmailContactStatementArgs, 'contactId'>>;
  emailContact?: Resolver<ResolversTypes['EmailContactPayload'], ParentType, ContextType, RequireFields<MutationEmailContactArgs, 'contactId' | 'input'>>;
  createCreditNote?: Resolver<ResolversTypes['CreditNotePayload'], ParentType, ContextType, RequireFields<MutationCreateCreditNoteArgs, 'input' | 'ignoreAutoNumberGeneration'>>;
  updateCreditNote?: Resolver<ResolversTypes['CreditNotePayload'], ParentType, ContextType, RequireFields<MutationUpdateCreditNoteArgs, 'creditnoteId' | 'input' | 'ignoreAutoNumberGeneration'>>;
  deleteCreditNote?: Resolver<ResolversTypes['DeleteCreditNotePayload'], ParentType, ContextType, RequireFields<MutationDeleteCreditNoteArgs, 'creditnoteId'>>;
  markCreditNoteOpen?: Resolver<ResolversTypes['CreditNotePayload'], ParentType, ContextType, RequireFields<MutationMarkCreditNoteOpenArgs, 'creditnoteId'>>;
  markCreditNoteVoid?: Resolver<ResolversTypes['CreditNotePayload'], ParentType, ContextType, RequireFields<MutationMarkCreditNoteVoidArgs, 'creditnoteId'>>;
  markCreditNoteDraft?: Resolver<ResolversTypes['CreditNotePayload'], ParentType, ContextType, RequireFields<MutationMarkCreditNoteDraftArgs, 'creditnoteId'>>;
  submitCreditNote?: Resolver<ResolversTypes['CreditNotePayload'], ParentType, ContextType, RequireFields<MutationSubmitCreditNoteArgs, 'creditnoteId'>>;
  rejectCreditNote?: Resolver<ResolversTypes['CreditNotePayload'], ParentType, ContextType, RequireFields<MutationRejectCreditNoteArgs, 'creditnoteId'>>;
  approveCreditNote?: Resolver<ResolversTypes['CreditNotePayload'], ParentType, ContextType, RequireFields<MutationApproveCreditNoteArgs, 'creditnoteId'>>;
  updateCreditNoteTemplate?: Resolver<ResolversTypes['CreditNotePayload'], ParentType, ContextType, RequireFields<MutationUpdateCreditNoteTemplateArgs, 'creditnoteId' | 'templateId'>>;
  updateCreditNoteBillingAddress?: Resolver<ResolversTypes['CreditNoteAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateCreditNoteBillingAddressArgs, 'creditnoteId' | 'input'>>;
  updateCreditNoteShippingAddress?: Resolver<ResolversTypes['CreditNoteAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateCreditNoteShippingAddressArgs, 'creditnoteId' | 'input'>>;
  addCreditNoteComment?: Resolver<ResolversTypes['CreditNoteCommentPayload'], ParentType, ContextType, RequireFields<MutationAddCreditNoteCommentArgs, 'creditnoteId' | 'input'>>;
  deleteCreditNoteComment?: Resolver<ResolversTypes['DeleteCreditNoteCommentPayload'], ParentType, ContextType, RequireFields<MutationDeleteCreditNoteCommentArgs, 'creditnoteId' | 'commentId'>>;
  applyCreditNoteToInvoices?: Resolver<ResolversTypes['ApplyCreditNotePayload'], ParentType, ContextType, RequireFields<MutationApplyCreditNoteToInvoicesArgs, 'creditnoteId' | 'input'>>;
  deleteCreditNoteInvoice?: Resolver<ResolversTypes['DeleteCreditNoteInvoicePayload'], ParentType, ContextType, RequireFields<MutationDeleteCreditNoteInvoiceArgs, 'creditnoteId' | 'creditnoteInvoiceId'>>;
  applyCreditsToInvoice?: Resolver<ResolversTypes['ApplyCreditNotePayload'], ParentType, ContextType, RequireFields<MutationApplyCreditsToInvoiceArgs, 'invoiceId' | 'input'>>;
  deleteInvoiceCreditApplied?: Resolver<ResolversTypes['DeleteCreditNoteInvoicePayload'], ParentType, ContextType, RequireFields<MutationDeleteInvoiceCreditAppliedArgs, 'invoiceId' | 'creditnotesInvoiceId'>>;
  createCreditNoteRefund?: Resolver<ResolversTypes['CreditNoteRefundPayload'], ParentType, ContextType, RequireFields<MutationCreateCreditNoteRefundArgs, 'creditnoteId' | 'input'>>;
  updateCreditNoteRefund?: Resolver<ResolversTypes['CreditNoteRefundPayload'], ParentType, ContextType, RequireFields<MutationUpdateCreditNoteRefundArgs, 'creditnoteId' | 'creditnoteRefundId' | 'input'>>;
  deleteCreditNoteRefund?: Resolver<ResolversTypes['DeleteCreditNoteRefundPayload'], ParentType, ContextType, RequireFields<MutationDeleteCreditNoteRefundArgs, 'creditnoteId' | 'creditnoteRefundId'>>;
  emailEstimate?: Resolver<ResolversTypes['EstimatePayload'], ParentType, ContextType, RequireFields<MutationEmailEstimateArgs, 'estimateId' | 'sendAttachment'>>;
  emailInvoices?: Resolver<ResolversTypes['DocumentBulkEmailPayload'], ParentType, ContextType, RequireFields<MutationEmailInvoicesArgs, 'invoiceIds'>>;
  emailEstimates?: Resolver<ResolversTypes['DocumentBulkEmailPayload'], ParentType, ContextType, RequireFields<MutationEmailEstimatesArgs, 'estimateIds'>>;
  emailSalesOrder?: Resolver<ResolversTypes['SalesOrderPayload'], ParentType, ContextType, RequireFields<MutationEmailSalesOrderArgs, 'salesorderId' | 'sendAttachment'>>;
  emailCreditNote?: Resolver<ResolversTypes['CreditNotePayload'], ParentType, ContextType, RequireFields<MutationEmailCreditNoteArgs, 'creditnoteId' | 'sendAttachment'>>;
  emailSalesReceipt?: Resolver<ResolversTypes['SalesReceiptPayload'], ParentType, ContextType, RequireFields<MutationEmailSalesReceiptArgs, 'salesReceiptId' | 'attachPdf'>>;
  addInvoiceAttachment?: Resolver<ResolversTypes['DocumentFilesPayload'], ParentType, ContextType, RequireFields<MutationAddInvoiceAttachmentArgs, 'invoiceId' | 'attachment'>>;
  deleteInvoiceAttachment?: Resolver<ResolversTypes['DeleteDocumentFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteInvoiceAttachmentArgs, 'invoiceId'>>;
  addSalesOrderAttachment?: Resolver<ResolversTypes['DocumentFilesPayload'], ParentType, ContextType, RequireFields<MutationAddSalesOrderAttachmentArgs, 'salesorderId' | 'attachment'>>;
  deleteSalesOrderAttachment?: Resolver<ResolversTypes['DeleteDocumentFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteSalesOrderAttachmentArgs, 'salesorderId'>>;
  createEstimate?: Resolver<ResolversTypes['EstimatePayload'], ParentType, ContextType, RequireFields<MutationCreateEstimateArgs, 'input' | 'ignoreAutoNumberGeneration' | 'send'>>;
  updateEstimate?: Resolver<ResolversTypes['EstimatePayload'], ParentType, ContextType, RequireFields<MutationUpdateEstimateArgs, 'estimateId' | 'input' | 'ignoreAutoNumberGeneration'>>;
  deleteEstimate?: Resolver<ResolversTypes['DeleteEstimatePayload'], ParentType, ContextType, RequireFields<MutationDeleteEstimateArgs, 'estimateId'>>;
  markEstimateSent?: Resolver<ResolversTypes['EstimatePayload'], ParentType, ContextType, RequireFields<MutationMarkEstimateSentArgs, 'estimateId'>>;
  markEstimateAccepted?: Resolver<ResolversTypes['EstimatePayload'], ParentType, ContextType, RequireFields<MutationMarkEstimateAcceptedArgs, 'estimateId'>>;
  markEstimateDeclined?: Resolver<ResolversTypes['EstimatePayload'], ParentType, ContextType, RequireFields<MutationMarkEstimateDeclinedArgs, 'estimateId'>>;
  submitEstimate?: Resolver<ResolversTypes['EstimatePayload'], ParentType, ContextType, RequireFields<MutationSubmitEstimateArgs, 'estimateId'>>;
  approveEstimate?: Resolver<ResolversTypes['EstimatePayload'], ParentType, ContextType, RequireFields<MutationApproveEstimateArgs, 'estimateId'>>;
  updateEstimateTemplate?: Resolver<ResolversTypes['EstimatePayload'], ParentType, ContextType, RequireFields<MutationUpdateEstimateTemplateArgs, 'estimateId' | 'templateId'>>;
  updateEstimateBillingAddress?: Resolver<ResolversTypes['EstimateAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateEstimateBillingAddressArgs, 'estimateId' | 'input'>>;
  updateEstimateShippingAddress?: Resolver<ResolversTypes['EstimateAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateEstimateShippingAddressArgs, 'estimateId' | 'input'>>;
  addEstimateComment?: Resolver<ResolversTypes['EstimateCommentPayload'], ParentType, ContextType, RequireFields<MutationAddEstimateCommentArgs, 'estimateId' | 'input'>>;
  updateEstimateComment?: Resolver<ResolversTypes['EstimateCommentPayload'], ParentType, ContextType, RequireFields<MutationUpdateEstimateCommentArgs, 'estimateId' | 'commentId' | 'input'>>;
  deleteEstimateComment?: Resolver<ResolversTypes['DeleteEstimateCommentPayload'], ParentType, ContextType, RequireFields<MutationDeleteEstimateCommentArgs, 'estimateId' | 'commentId'>>;
  createInvoicesFromEstimates?: Resolver<ResolversTypes['InvoicesFromEstimatesPayload'], ParentType, ContextType, RequireFields<MutationCreateInvoicesFromEstimatesArgs, 'estimateIds'>>;
  createExpense?: Resolver<ResolversTypes['CreateExpensePayload'], ParentType, ContextType, RequireFields<MutationCreateExpenseArgs, 'input'>>;
  updateExpense?: Resolver<ResolversTypes['UpdateExpensePayload'], ParentType, ContextType, RequireFields<MutationUpdateExpenseArgs, 'expenseId' | 'input'>>;
  deleteExpense?: Resolver<ResolversTypes['DeleteExpensePayload'], ParentType, ContextType, RequireFields<MutationDeleteExpenseArgs, 'expenseId'>>;
  attachExpenseReceipt?: Resolver<ResolversTypes['AttachExpenseReceiptPayload'], ParentType, ContextType, RequireFields<MutationAttachExpenseReceiptArgs, 'expenseId' | 'receipt'>>;
  deleteExpenseReceipt?: Resolver<ResolversTypes['DeleteExpenseReceiptPayload'], ParentType, ContextType, RequireFields<MutationDeleteExpenseReceiptArgs, 'expenseId'>>;
  writeOffInvoice?: Resolver<ResolversTypes['WriteOffInvoicePayload'], ParentType, ContextType, RequireFields<MutationWriteOffInvoiceArgs, 'invoiceId'>>;
  cancelInvoiceWriteOff?: Resolver<ResolversTypes['CancelInvoiceWriteOffPayload'], ParentType, ContextType, RequireFields<MutationCancelInvoiceWriteOffArgs, 'invoiceId'>>;
  sendInvoicePaymentReminder?: Resolver<ResolversTypes['SendInvoicePaymentReminderPayload'], ParentType, ContextType, RequireFields<MutationSendInvoicePaymentReminderArgs, 'invoiceId'>>;
  sendInvoicePaymentReminders?: Resolver<ResolversTypes['SendInvoicePaymentRemindersPayload'], ParentType, ContextType, RequireFields<MutationSendInvoicePaymentRemindersArgs, 'invoiceIds'>>;
  emailInvoice?: Resolver<ResolversTypes['EmailInvoicePayload'], ParentType, ContextType, RequireFields<MutationEmailInvoiceArgs, 'invoiceId'>>;
  updatePaymentReminderSettings?: Resolver<ResolversTypes['UpdatePaymentReminderSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdatePaymentReminderSettingsArgs, 'input'>>;
  createRecurringInvoice?: Resolver<ResolversTypes['CreateRecurringInvoicePayload'], ParentType, ContextType, RequireFields<MutationCreateRecurringInvoiceArgs, 'input'>>;
  updateRecurringInvoice?: Resolver<ResolversTypes['UpdateRecurringInvoicePayload'], ParentType, ContextType, RequireFields<MutationUpdateRecurringInvoiceArgs, 'recurringInvoiceId' | 'input'>>;
  deleteRecurringInvoice?: Resolver<ResolversTypes['DeleteRecurringInvoicePayload'], ParentType, ContextType, RequireFields<MutationDeleteRecurringInvoiceArgs, 'recurringInvoiceId'>>;
  stopRecurringInvoice?: Resolver<ResolversTypes['RecurringInvoiceStatusPayload'], ParentType, ContextType, RequireFields<MutationStopRecurringInvoiceArgs, 'recurringInvoiceId'>>;
  resumeRecurringInvoice?: Resolver<ResolversTypes['RecurringInvoiceStatusPayload'], ParentType, ContextType, RequireFields<MutationResumeRecurringInvoiceArgs, 'recurringInvoiceId'>>;
  stopRecurringInvoices?: Resolver<ResolversTypes['RecurringInvoiceBulkStatusPayload'], ParentType, ContextType, RequireFields<MutationStopRecurringInvoicesArgs, 'recurringInvoiceIds'>>;
  resumeRecurringInvoices?: Resolver<ResolversTypes['RecurringInvoiceBulkStatusPayload'], ParentType, ContextType, RequireFields<MutationResumeRecurringInvoicesArgs, 'recurringInvoiceIds'>>;
  updateRecurringInvoiceTemplate?: Resolver<ResolversTypes['UpdateRecurringInvoiceTemplatePayload'], ParentType, ContextType, RequireFields<MutationUpdateRecurringInvoiceTemplateArgs, 'recurringInvoiceId' | 'templateId'>>;
  createRecurringBill?: Resolver<ResolversTypes['RecurringBillPayload'], ParentType, ContextType, RequireFields<MutationCreateRecurringBillArgs, 'input'>>;
  updateRecurringBill?: Resolver<ResolversTypes['RecurringBillPayload'], ParentType, ContextType, RequireFields<MutationUpdateRecurringBillArgs, 'recurringBillId' | 'input'>>;
  updateRecurringBillByUniqueField?: Resolver<ResolversTypes['RecurringBillPayload'], ParentType, ContextType, RequireFields<MutationUpdateRecurringBillByUniqueFieldArgs, 'uniqueIdentifierKey' | 'uniqueIdentifierValue' | 'upsert' | 'input'>>;
  deleteRecurringBill?: Resolver<ResolversTypes['DeleteRecurringBillPayload'], ParentType, ContextType, RequireFields<MutationDeleteRecurringBillArgs, 'recurringBillId'>>;
  stopRecurringBill?: Resolver<ResolversTypes['RecurringBillPayload'], ParentType, ContextType, RequireFields<MutationStopRecurringBillArgs, 'recurringBillId'>>;
  resumeRecurringBill?: Resolver<ResolversTypes['RecurringBillPayload'], ParentType, ContextType, RequireFields<MutationResumeRecurringBillArgs, 'recurringBillId'>>;
  createRecurringExpense?: Resolver<ResolversTypes['RecurringExpensePayload'], ParentType, ContextType, RequireFields<MutationCreateRecurringExpenseArgs, 'input'>>;
  updateRecurringExpense?: Resolver<ResolversTypes['RecurringExpensePayload'], ParentType, ContextType, RequireFields<MutationUpdateRecurringExpenseArgs, 'recurringExpenseId' | 'input'>>;
  updateRecurringExpenseByUniqueField?: Resolver<ResolversTypes['RecurringExpensePayload'], ParentType, ContextType, RequireFields<MutationUpdateRecurringExpenseByUniqueFieldArgs, 'uniqueIdentifierKey' | 'uniqueIdentifierValue' | 'upsert' | 'input'>>;
  deleteRecurringExpense?: Resolver<ResolversTypes['DeleteRecurringExpensePayload'], ParentType, ContextType, RequireFields<MutationDeleteRecurringExpenseArgs, 'recurringExpenseId'>>;
  stopRecurringExpense?: Resolver<ResolversTypes['RecurringExpensePayload'], ParentType, ContextType, RequireFields<MutationStopRecurringExpenseArgs, 'recurringExpenseId'>>;
  resumeRecurringExpense?: Resolver<ResolversTypes['RecurringExpensePayload'], ParentType, ContextType, RequireFields<MutationResumeRecurringExpenseArgs, 'recurringExpenseId'>>;
  createRetainerInvoice?: Resolver<ResolversTypes['CreateRetainerInvoicePayload'], ParentType, ContextType, RequireFields<MutationCreateRetainerInvoiceArgs, 'input' | 'ignoreAutoNumberGeneration'>>;
  updateRetainerInvoice?: Resolver<ResolversTypes['UpdateRetainerInvoicePayload'], ParentType, ContextType, RequireFields<MutationUpdateRetainerInvoiceArgs, 'retainerinvoiceId' | 'input'>>;
  deleteRetainerInvoice?: Resolver<ResolversTypes['DeleteRetainerInvoicePayload'], ParentType, ContextType, RequireFields<MutationDeleteRetainerInvoiceArgs, 'retainerinvoiceId'>>;
  markRetainerInvoiceSent?: Resolver<ResolversTypes['RetainerInvoiceStatusPayload'], ParentType, ContextType, RequireFields<MutationMarkRetainerInvoiceSentArgs, 'retainerinvoiceId'>>;
  markRetainerInvoiceVoid?: Resolver<ResolversTypes['RetainerInvoiceStatusPayload'], ParentType, ContextType, RequireFields<MutationMarkRetainerInvoiceVoidArgs, 'retainerinvoiceId'>>;
  markRetainerInvoiceDraft?: Resolver<ResolversTypes['RetainerInvoiceStatusPayload'], ParentType, ContextType, RequireFields<MutationMarkRetainerInvoiceDraftArgs, 'retainerinvoiceId'>>;
  submitRetainerInvoice?: Resolver<ResolversTypes['RetainerInvoiceStatusPayload'], ParentType, ContextType, RequireFields<MutationSubmitRetainerInvoiceArgs, 'retainerinvoiceId'>>;
  approveRetainerInvoice?: Resolver<ResolversTypes['RetainerInvoiceStatusPayload'], ParentType, ContextType, RequireFields<MutationApproveRetainerInvoiceArgs, 'retainerinvoiceId'>>;
  emailRetainerInvoice?: Resolver<ResolversTypes['EmailRetainerInvoicePayload'], ParentType, ContextType, RequireFields<MutationEmailRetainerInvoiceArgs, 'retainerinvoiceId' | 'input' | 'sendAttachment' | 'sendCustomerStatement'>>;
  updateRetainerInvoiceTemplate?: Resolver<ResolversTypes['RetainerInvoiceStatusPayload'], ParentType, ContextType, RequireFields<MutationUpdateRetainerInvoiceTemplateArgs, 'retainerinvoiceId' | 'templateId'>>;
  updateRetainerInvoiceBillingAddress?: Resolver<ResolversTypes['UpdateRetainerInvoiceBillingAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateRetainerInvoiceBillingAddressArgs, 'retainerinvoiceId' | 'input'>>;
  addRetainerInvoiceAttachment?: Resolver<ResolversTypes['AddRetainerInvoiceAttachmentPayload'], ParentType, ContextType, RequireFields<MutationAddRetainerInvoiceAttachmentArgs, 'retainerinvoiceId' | 'attachment'>>;
  deleteRetainerInvoiceDocument?: Resolver<ResolversTypes['DeleteRetainerInvoiceDocumentPayload'], ParentType, ContextType, RequireFields<MutationDeleteRetainerInvoiceDocumentArgs, 'retainerinvoiceId' | 'documentId'>>;
  addRetainerInvoiceComment?: Resolver<ResolversTypes['RetainerInvoiceCommentPayload'], ParentType, ContextType, RequireFields<MutationAddRetainerInvoiceCommentArgs, 'retainerinvoiceId' | 'input'>>;
  updateRetainerInvoiceComment?: Resolver<ResolversTypes['RetainerInvoiceCommentPayload'], ParentType, ContextType, RequireFields<MutationUpdateRetainerInvoiceCommentArgs, 'retainerinvoiceId' | 'commentId' | 'input'>>;
  deleteRetainerInvoiceComment?: Resolver<ResolversTypes['DeleteRetainerInvoiceCommentPayload'], ParentType, ContextType, RequireFields<MutationDeleteRetainerInvoiceCommentArgs, 'retainerinvoiceId' | 'commentId'>>;
  recordRetainerPayment?: Resolver<ResolversTypes['RecordRetainerPaymentPayload'], ParentType, ContextType, RequireFields<MutationRecordRetainerPaymentArgs, 'retainerinvoiceId' | 'input'>>;
  startRetainerOnlinePayment?: Resolver<ResolversTypes['StartRetainerOnlinePaymentPayload'], ParentType, ContextType, RequireFields<MutationStartRetainerOnlinePaymentArgs, 'retainerinvoiceId' | 'input'>>;
  completeRetainerOnlinePayment?: Resolver<ResolversTypes['CompleteRetainerOnlinePaymentPayload'], ParentType, ContextType, RequireFields<MutationCompleteRetainerOnlinePaymentArgs, 'paymentId' | 'callbackToken' | 'input'>>;
  applyRetainerToInvoices?: Resolver<ResolversTypes['ApplyRetainerToInvoicesPayload'], ParentType, ContextType, RequireFields<MutationApplyRetainerToInvoicesArgs, 'retainerinvoiceId' | 'input'>>;
  removeRetainerFromInvoice?: Resolver<ResolversTypes['RemoveRetainerFromInvoicePayload'], ParentType, ContextType, RequireFields<MutationRemoveRetainerFromInvoiceArgs, 'retainerinvoiceId' | 'invoiceId'>>;
  updateRetainerInvoiceSettings?: Resolver<ResolversTypes['UpdateRetainerInvoiceSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateRetainerInvoiceSettingsArgs, 'input'>>;
  createSalesOrder?: Resolver<ResolversTypes['SalesOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateSalesOrderArgs, 'input' | 'ignoreAutoNumberGeneration'>>;
  updateSalesOrder?: Resolver<ResolversTypes['SalesOrderPayload'], ParentType, ContextType, RequireFields<MutationUpdateSalesOrderArgs, 'salesorderId' | 'input' | 'ignoreAutoNumberGeneration'>>;
  deleteSalesOrder?: Resolver<ResolversTypes['DeleteSalesOrderPayload'], ParentType, ContextType, RequireFields<MutationDeleteSalesOrderArgs, 'salesorderId'>>;
  deleteSalesOrders?: Resolver<ResolversTypes['DeleteSalesOrdersPayload'], ParentType, ContextType, RequireFields<MutationDeleteSalesOrdersArgs, 'salesorderIds'>>;
  confirmSalesOrders?: Resolver<ResolversTypes['ConfirmSalesOrdersPayload'], ParentType, ContextType, RequireFields<MutationConfirmSalesOrdersArgs, 'salesorderIds'>>;
  markSalesOrderOpen?: Resolver<ResolversTypes['SalesOrderPayload'], ParentType, ContextType, RequireFields<MutationMarkSalesOrderOpenArgs, 'salesorderId'>>;
  markSalesOrderVoid?: Resolver<ResolversTypes['SalesOrderPayload'], ParentType, ContextType, RequireFields<MutationMarkSalesOrderVoidArgs, 'salesorderId'>>;
  submitSalesOrder?: Resolver<ResolversTypes['SalesOrderPayload'], ParentType, ContextType, RequireFields<MutationSubmitSalesOrderArgs, 'salesorderId'>>;
  approveSalesOrder?: Resolver<ResolversTypes['SalesOrderPayload'], ParentType, ContextType, RequireFields<MutationApproveSalesOrderArgs, 'salesorderId'>>;
  updateSalesOrderTemplate?: Resolver<ResolversTypes['SalesOrderPayload'], ParentType, ContextType, RequireFields<MutationUpdateSalesOrderTemplateArgs, 'salesorderId' | 'templateId'>>;
  updateSalesOrderBillingAddress?: Resolver<ResolversTypes['SalesOrderAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateSalesOrderBillingAddressArgs, 'salesorderId' | 'input'>>;
  updateSalesOrderShippingAddress?: Resolver<ResolversTypes['SalesOrderAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateSalesOrderShippingAddressArgs, 'salesorderId' | 'input'>>;
  addSalesOrderComment?: Resolver<ResolversTypes['SalesOrderCommentPayload'], ParentType, ContextType, RequireFields<MutationAddSalesOrderCommentArgs, 'salesorderId' | 'input'>>;
  updateSalesOrderComment?: Resolver<ResolversTypes['SalesOrderCommentPayload'], ParentType, ContextType, RequireFields<MutationUpdateSalesOrderCommentArgs, 'salesorderId' | 'commentId' | 'input'>>;
  deleteSalesOrderComment?: Resolver<ResolversTypes['DeleteSalesOrderCommentPayload'], ParentType, ContextType, RequireFields<MutationDeleteSalesOrderCommentArgs, 'salesorderId' | 'commentId'>>;
  createInvoiceFromSalesOrder?: Resolver<ResolversTypes['InvoiceFromSalesOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateInvoiceFromSalesOrderArgs, 'salesorderId'>>;
  createSalesReceipt?: Resolver<ResolversTypes['SalesReceiptPayload'], ParentType, ContextType, RequireFields<MutationCreateSalesReceiptArgs, 'input' | 'ignoreAutoNumberGeneration'>>;
  updateSalesReceipt?: Resolver<ResolversTypes['SalesReceiptPayload'], ParentType, ContextType, RequireFields<MutationUpdateSalesReceiptArgs, 'salesReceiptId' | 'input'>>;
  deleteSalesReceipt?: Resolver<ResolversTypes['DeleteSalesReceiptPayload'], ParentType, ContextType, RequireFields<MutationDeleteSalesReceiptArgs, 'salesReceiptId'>>;
  createVendorCredit?: Resolver<ResolversTypes['VendorCreditPayload'], ParentType, ContextType, RequireFields<MutationCreateVendorCreditArgs, 'input' | 'ignoreAutoNumberGeneration'>>;
  updateVendorCredit?: Resolver<ResolversTypes['VendorCreditPayload'], ParentType, ContextType, RequireFields<MutationUpdateVendorCreditArgs, 'vendorCreditId' | 'input'>>;
  deleteVendorCredit?: Resolver<ResolversTypes['DeleteVendorCreditPayload'], ParentType, ContextType, RequireFields<MutationDeleteVendorCreditArgs, 'vendorCreditId'>>;
  markVendorCreditOpen?: Resolver<ResolversTypes['VendorCreditPayload'], ParentType, ContextType, RequireFields<MutationMarkVendorCreditOpenArgs, 'vendorCreditId'>>;
  markVendorCreditVoid?: Resolver<ResolversTypes['VendorCreditPayload'], ParentType, ContextType, RequireFields<MutationMarkVendorCreditVoidArgs, 'vendorCreditId'>>;
  submitVendorCredit?: Resolver<ResolversTypes['VendorCreditPayload'], ParentType, ContextType, RequireFields<MutationSubmitVendorCreditArgs, 'vendorCreditId'>>;
  approveVendorCredit?: Resolver<ResolversTypes['VendorCreditPayload'], ParentType, ContextType, RequireFields<MutationApproveVendorCreditArgs, 'vendorCreditId'>>;
  addVendorCreditComment?: Resolver<ResolversTypes['VendorCreditCommentPayload'], ParentType, ContextType, RequireFields<MutationAddVendorCreditCommentArgs, 'vendorCreditId' | 'input'>>;
  deleteVendorCreditComment?: Resolver<ResolversTypes['DeleteVendorCreditCommentPayload'], ParentType, ContextType, RequireFields<MutationDeleteVendorCreditCommentArgs, 'vendorCreditId' | 'commentId'>>;
  applyVendorCreditToBills?: Resolver<ResolversTypes['ApplyVendorCreditPayload'], ParentType, ContextType, RequireFields<MutationApplyVendorCreditToBillsArgs, 'vendorCreditId' | 'input'>>;
  deleteVendorCreditBill?: Resolver<ResolversTypes['DeleteVendorCreditBillPayload'], ParentType, ContextType, RequireFields<MutationDeleteVendorCreditBillArgs, 'vendorCreditId' | 'vendorCreditBillId'>>;
  applyCreditsToBill?: Resolver<ResolversTypes['ApplyVendorCreditPayload'], ParentType, ContextType, RequireFields<MutationApplyCreditsToBillArgs, 'billId' | 'input'>>;
  createVendorCreditRefund?: Resolver<ResolversTypes['VendorCreditRefundPayload'], ParentType, ContextType, RequireFields<MutationCreateVendorCreditRefundArgs, 'vendorCreditId' | 'input'>>;
  updateVendorCreditRefund?: Resolver<ResolversTypes['VendorCreditRefundPayload'], ParentType, ContextType, RequireFields<MutationUpdateVendorCreditRefundArgs, 'vendorCreditId' | 'vendorCreditRefundId' | 'input'>>;
  deleteVendorCreditRefund?: Resolver<ResolversTypes['DeleteVendorCreditRefundPayload'], ParentType, ContextType, RequireFields<MutationDeleteVendorCreditRefundArgs, 'vendorCreditId' | 'vendorCreditRefundId'>>;
  createVendorPayment?: Resolver<ResolversTypes['VendorPayment'], ParentType, ContextType, RequireFields<MutationCreateVendorPaymentArgs, 'input'>>;
  updateVendorPayment?: Resolver<ResolversTypes['VendorPaymentPayload'], ParentType, ContextType, RequireFields<MutationUpdateVendorPaymentArgs, 'paymentId' | 'input'>>;
  deleteVendorPayment?: Resolver<ResolversTypes['DeleteVendorPaymentPayload'], ParentType, ContextType, RequireFields<MutationDeleteVendorPaymentArgs, 'paymentId'>>;
  deleteVendorPayments?: Resolver<ResolversTypes['DeleteVendorPaymentsPayload'], ParentType, ContextType, RequireFields<MutationDeleteVendorPaymentsArgs, 'vendorpaymentIds'>>;
  createVendorPaymentRefund?: Resolver<ResolversTypes['VendorPaymentRefundPayload'], ParentType, ContextType, RequireFields<MutationCreateVendorPaymentRefundArgs, 'paymentId' | 'input'>>;
  updateVendorPaymentRefund?: Resolver<ResolversTypes['VendorPaymentRefundPayload'], ParentType, ContextType, RequireFields<MutationUpdateVendorPaymentRefundArgs, 'paymentId' | 'vendorpaymentRefundId' | 'input'>>;
  deleteVendorPaymentRefund?: Resolver<ResolversTypes['DeleteVendorPaymentRefundPayload'], ParentType, ContextType, RequireFields<MutationDeleteVendorPaymentRefundArgs, 'paymentId' | 'vendorpaymentRefundId'>>;
  deleteBillPayment?: Resolver<ResolversTypes['DeleteBillPaymentPayload'], ParentType, ContextType, RequireFields<MutationDeleteBillPaymentArgs, 'billId' | 'billPaymentId'>>;
  createWebhook?: Resolver<ResolversTypes['CreateWebhookPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  updateWebhook?: Resolver<ResolversTypes['UpdateWebhookPayload'], ParentType, ContextType, RequireFields<MutationUpdateWebhookArgs, 'webhookId' | 'input'>>;
  deleteWebhook?: Resolver<ResolversTypes['DeleteWebhookPayload'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'webhookId'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['RotateWebhookSecretPayload'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'webhookId'>>;
  testWebhook?: Resolver<ResolversTypes['TestWebhookPayload'], ParentType, ContextType, RequireFields<MutationTestWebhookArgs, 'webhookId'>>;
  redeliverWebhookDelivery?: Resolver<ResolversTypes['RedeliverWebhookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookDeliveryArgs, 'webhookId' | 'deliveryId'>>;
};

export type PricebookPriceBracketResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PricebookPriceBracket'] = ResolversParentTypes['PricebookPriceBracket']> = {
  pricebookItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startQuantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  endQuantity?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pricebookRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pricebookDiscount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PricebookItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PricebookItem'] = ResolversParentTypes['PricebookItem']> = {
  pricebookItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pricebookRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pricebookDiscount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pricingScheme?: Resolver<ResolversTypes['PricebookPricingScheme'], ParentType, ContextType>;
  priceBrackets?: Resolver<Array<ResolversTypes['PricebookPriceBracket']>, ParentType, ContextType>;
};

export type PricebookResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Pricebook'] = ResolversParentTypes['Pricebook'], FederationReferenceType extends FederationReferenceTypes['Pricebook'] = FederationReferenceTypes['Pricebook']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Pricebook']> | FederationReferenceType, FederationReferenceType, ContextType>;
  pricebookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decimalPlace?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isIncrease?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pricebookRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pricebookType?: Resolver<ResolversTypes['PricebookType'], ParentType, ContextType>;
  pricingScheme?: Resolver<ResolversTypes['PricebookPricingScheme'], ParentType, ContextType>;
  roundingType?: Resolver<ResolversTypes['PricebookRoundingType'], ParentType, ContextType>;
  salesOrPurchaseType?: Resolver<ResolversTypes['PricebookSalesOrPurchaseType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PricebookStatus'], ParentType, ContextType>;
  pricebookItems?: Resolver<Array<ResolversTypes['PricebookItem']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatePricebookPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreatePricebookPayload'] = ResolversParentTypes['CreatePricebookPayload']> = {
  pricebook?: Resolver<ResolversTypes['Pricebook'], ParentType, ContextType>;
};

export type UpdatePricebookPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdatePricebookPayload'] = ResolversParentTypes['UpdatePricebookPayload']> = {
  pricebook?: Resolver<ResolversTypes['Pricebook'], ParentType, ContextType>;
};

export type DeletePricebookPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeletePricebookPayload'] = ResolversParentTypes['DeletePricebookPayload']> = {
  pricebookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarkPricebookActivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkPricebookActivePayload'] = ResolversParentTypes['MarkPricebookActivePayload']> = {
  pricebook?: Resolver<ResolversTypes['Pricebook'], ParentType, ContextType>;
};

export type MarkPricebookInactivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkPricebookInactivePayload'] = ResolversParentTypes['MarkPricebookInactivePayload']> = {
  pricebook?: Resolver<ResolversTypes['Pricebook'], ParentType, ContextType>;
};

export type PricebookItemRateResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PricebookItemRate'] = ResolversParentTypes['PricebookItemRate']> = {
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  isListed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pricebookRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pricebookDiscount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PricebookListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PricebookList'] = ResolversParentTypes['PricebookList']> = {
  nodes?: Resolver<Array<ResolversTypes['Pricebook']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currencyFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isBaseCurrency?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  effectiveDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
};

export type CreateCurrencyPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateCurrencyPayload'] = ResolversParentTypes['CreateCurrencyPayload']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
};

export type CurrencyListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CurrencyList'] = ResolversParentTypes['CurrencyList']> = {
  nodes?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type AccountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account'], FederationReferenceType extends FederationReferenceTypes['Account'] = FederationReferenceTypes['Account']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Account']> | FederationReferenceType, FederationReferenceType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  currencyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUserCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSystemAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parentAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasAttachment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  closingBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isInvolvedInTransaction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  childCount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isChildPresent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isStandaloneAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateAccountPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateAccountPayload'] = ResolversParentTypes['CreateAccountPayload']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
};

export type UpdateAccountPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateAccountPayload'] = ResolversParentTypes['UpdateAccountPayload']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
};

export type DeleteAccountPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarkAccountActivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkAccountActivePayload'] = ResolversParentTypes['MarkAccountActivePayload']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
};

export type MarkAccountInactivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkAccountInactivePayload'] = ResolversParentTypes['MarkAccountInactivePayload']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
};

export type AccountListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AccountList'] = ResolversParentTypes['AccountList']> = {
  nodes?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type ContactAddressResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactAddress'] = ResolversParentTypes['ContactAddress']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactPartyAddressResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactPartyAddress'] = ResolversParentTypes['ContactPartyAddress']> = {
  attention?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactOpeningBalanceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactOpeningBalance'] = ResolversParentTypes['ContactOpeningBalance']> = {
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  openingBalanceAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CommunicationPreferenceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CommunicationPreference'] = ResolversParentTypes['CommunicationPreference']> = {
  isEmailEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSmsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isWhatsappEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContactPersonResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactPerson'] = ResolversParentTypes['ContactPerson']> = {
  contactPersonId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPrimaryContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  communicationPreference?: Resolver<ResolversTypes['CommunicationPreference'], ParentType, ContextType>;
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skype?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAddedInPortal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContactResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact'], FederationReferenceType extends FederationReferenceTypes['Contact'] = FederationReferenceTypes['Contact']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Contact']> | FederationReferenceType, FederationReferenceType, ContextType>;
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ignoreAutoNumberGeneration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  languageCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebook?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasTransaction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactType?: Resolver<ResolversTypes['ContactType'], ParentType, ContextType>;
  customerSubType?: Resolver<ResolversTypes['CustomerSubType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContactStatus'], ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentTerms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentTermsLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ContactPartyAddress'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ContactPartyAddress'], ParentType, ContextType>;
  contactPersons?: Resolver<Array<ResolversTypes['ContactPerson']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['CustomFieldValue']>, ParentType, ContextType>;
  gstNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstTreatment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxTreatment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatTreatment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentReminderEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  track1099?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outstandingReceivableAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outstandingReceivableAmountBcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outstandingPayableAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outstandingPayableAmountBcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unusedCreditsReceivableAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unusedCreditsReceivableAmountBcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unusedCreditsPayableAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unusedCreditsPayableAmountBcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  creditLimit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  openingBalances?: Resolver<Array<ResolversTypes['ContactOpeningBalance']>, ParentType, ContextType>;
  primaryContactId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pricebookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pricebookName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isTaxable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  taxAuthorityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxAuthorityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateContactPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateContactPayload'] = ResolversParentTypes['CreateContactPayload']> = {
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
};

export type UpdateContactPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateContactPayload'] = ResolversParentTypes['UpdateContactPayload']> = {
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
};

export type DeleteContactPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteContactPayload'] = ResolversParentTypes['DeleteContactPayload']> = {
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarkContactActivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkContactActivePayload'] = ResolversParentTypes['MarkContactActivePayload']> = {
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
};

export type MarkContactInactivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkContactInactivePayload'] = ResolversParentTypes['MarkContactInactivePayload']> = {
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
};

export type ContactListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactList'] = ResolversParentTypes['ContactList']> = {
  nodes?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  userRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  isCurrentUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InviteUserPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InviteUserPayload'] = ResolversParentTypes['InviteUserPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  invitationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResendInvitationPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ResendInvitationPayload'] = ResolversParentTypes['ResendInvitationPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  invitationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type RemoveUserPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RemoveUserPayload'] = ResolversParentTypes['RemoveUserPayload']> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UserList'] = ResolversParentTypes['UserList']> = {
  nodes?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CustomFieldResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CustomField'] = ResolversParentTypes['CustomField']> = {
  customfieldId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['CustomFieldEntity'], ParentType, ContextType>;
  apiName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataType?: Resolver<ResolversTypes['CustomFieldDataType'], ParentType, ContextType>;
  isUnique?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateCustomFieldPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateCustomFieldPayload'] = ResolversParentTypes['CreateCustomFieldPayload']> = {
  customfield?: Resolver<ResolversTypes['CustomField'], ParentType, ContextType>;
};

export type DeleteCustomFieldPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteCustomFieldPayload'] = ResolversParentTypes['DeleteCustomFieldPayload']> = {
  customfieldId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomFieldListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CustomFieldList'] = ResolversParentTypes['CustomFieldList']> = {
  nodes?: Resolver<Array<ResolversTypes['CustomField']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CustomFieldValueResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CustomFieldValue'] = ResolversParentTypes['CustomFieldValue']> = {
  customfieldId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  apiName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dataType?: Resolver<ResolversTypes['CustomFieldDataType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemTaxPreferenceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ItemTaxPreference'] = ResolversParentTypes['ItemTaxPreference']> = {
  taxId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxSpecification?: Resolver<ResolversTypes['ItemTaxSpecification'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item'], FederationReferenceType extends FederationReferenceTypes['Item'] = FederationReferenceTypes['Item']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Item']> | FederationReferenceType, FederationReferenceType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ItemProductType'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  purchaseTaxRuleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salesTaxRuleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  upc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hsnOrSac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  satItemKeyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitkeyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isTaxable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxExemptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  purchaseTaxExemptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avataxTaxCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avataxUseCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pricebookRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  purchaseAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  purchaseAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inventoryAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  inventoryAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  vendorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reorderLevel?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  itemTaxPreferences?: Resolver<Array<ResolversTypes['ItemTaxPreference']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['CustomFieldValue']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateItemPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateItemPayload'] = ResolversParentTypes['CreateItemPayload']> = {
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
};

export type UpdateItemPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateItemPayload'] = ResolversParentTypes['UpdateItemPayload']> = {
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
};

export type DeleteItemPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteItemPayload'] = ResolversParentTypes['DeleteItemPayload']> = {
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarkItemActivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkItemActivePayload'] = ResolversParentTypes['MarkItemActivePayload']> = {
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
};

export type MarkItemInactivePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkItemInactivePayload'] = ResolversParentTypes['MarkItemInactivePayload']> = {
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
};

export type ItemListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ItemList'] = ResolversParentTypes['ItemList']> = {
  nodes?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type InvoiceContactPersonResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceContactPerson'] = ResolversParentTypes['InvoiceContactPerson']> = {
  contactPersonId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contactPersonName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPersonEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  communicationPreference?: Resolver<ResolversTypes['CommunicationPreference'], ParentType, ContextType>;
};

export type InvoiceTagResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceTag'] = ResolversParentTypes['InvoiceTag']> = {
  tagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tagName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tagOptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tagOptionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceTaxResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceTax'] = ResolversParentTypes['InvoiceTax']> = {
  taxId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxPercentage?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PaymentGatewayResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentGateway'] = ResolversParentTypes['PaymentGateway']> = {
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  additionalField1?: Resolver<Maybe<ResolversTypes['PaymentGatewayMode']>, ParentType, ContextType>;
  gatewayName?: Resolver<ResolversTypes['PaymentGatewayName'], ParentType, ContextType>;
};

export type InvoicePaymentOptionsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoicePaymentOptions'] = ResolversParentTypes['InvoicePaymentOptions']> = {
  paymentGateways?: Resolver<Array<ResolversTypes['PaymentGateway']>, ParentType, ContextType>;
};

export type InvoiceLineItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceLineItem'] = ResolversParentTypes['InvoiceLineItem']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purchaseorderItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeEntryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['ItemType']>, ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['InvoiceLineProductType']>, ParentType, ContextType>;
  satItemKeyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitkeyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expenseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  expenseReceiptName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bcyRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tdsTaxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  taxTreatmentCode?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatmentCode']>, ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  headerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice'], FederationReferenceType extends FederationReferenceTypes['Invoice'] = FederationReferenceTypes['Invoice']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Invoice']> | FederationReferenceType, FederationReferenceType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  paymentTerms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentTermsLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentExpectedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  lastPaymentDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonsAssociated?: Resolver<Array<ResolversTypes['InvoiceContactPerson']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isDiscountBeforeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['InvoiceDiscountType'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recurringInvoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isViewedByClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientViewedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasAttachment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dueDays?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  shippingCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustmentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['InvoiceTax']>, ParentType, ContextType>;
  paymentReminderEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMade?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  creditsApplied?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxAmountWithheld?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  writeOffAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  allowPartialPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentOptions?: Resolver<ResolversTypes['InvoicePaymentOptions'], ParentType, ContextType>;
  isEmailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  remindersSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastReminderSentDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['CustomFieldValue']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['DocumentFile']>, ParentType, ContextType>;
  canSendInMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  salespersonId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salespersonName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  achPaymentInitiated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['InvoiceLineItem']>, ParentType, ContextType>;
  gstNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstTreatment?: Resolver<Maybe<ResolversTypes['InvoiceGstTreatment']>, ParentType, ContextType>;
  isPreGst?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxTreatment?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatment']>, ParentType, ContextType>;
  taxTreatmentCode?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatmentCode']>, ParentType, ContextType>;
  vatTreatment?: Resolver<Maybe<ResolversTypes['InvoiceVatTreatment']>, ParentType, ContextType>;
  vatRegNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReverseChargeApplied?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  cfdiUsage?: Resolver<Maybe<ResolversTypes['InvoiceCfdiUsage']>, ParentType, ContextType>;
  cfdiReferenceType?: Resolver<Maybe<ResolversTypes['InvoiceCfdiReferenceType']>, ParentType, ContextType>;
  referenceInvoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  appliedCredits?: Resolver<Array<ResolversTypes['InvoiceCreditApplied']>, ParentType, ContextType>;
};

export type InvoicePaymentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoicePayment'] = ResolversParentTypes['InvoicePayment']> = {
  invoicePaymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isSingleInvoicePayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onlineTransactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  paymentMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceComment'] = ResolversParentTypes['InvoiceComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['InvoiceCommentType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceTemplateResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceTemplate'] = ResolversParentTypes['InvoiceTemplate']> = {
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templateType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoiceDocumentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceDocument'] = ResolversParentTypes['InvoiceDocument']> = {
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
};

export type CreateInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateInvoicePayload'] = ResolversParentTypes['CreateInvoicePayload']> = {
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type UpdateInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateInvoicePayload'] = ResolversParentTypes['UpdateInvoicePayload']> = {
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type DeleteInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteInvoicePayload'] = ResolversParentTypes['DeleteInvoicePayload']> = {
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarkInvoiceSentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkInvoiceSentPayload'] = ResolversParentTypes['MarkInvoiceSentPayload']> = {
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type MarkInvoiceVoidPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkInvoiceVoidPayload'] = ResolversParentTypes['MarkInvoiceVoidPayload']> = {
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type MarkInvoiceDraftPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkInvoiceDraftPayload'] = ResolversParentTypes['MarkInvoiceDraftPayload']> = {
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type AddInvoiceCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AddInvoiceCommentPayload'] = ResolversParentTypes['AddInvoiceCommentPayload']> = {
  comment?: Resolver<ResolversTypes['InvoiceComment'], ParentType, ContextType>;
};

export type InvoiceListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceList'] = ResolversParentTypes['InvoiceList']> = {
  nodes?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type BankAccountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankAccount'] = ResolversParentTypes['BankAccount']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['BankAccountType'], ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uncategorizedTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalUnprintedChecks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFeedsSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFeedsActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  routingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPrimaryAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPaypalAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paypalType?: Resolver<Maybe<ResolversTypes['PaypalType']>, ParentType, ContextType>;
  paypalEmailAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshStatusCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedsLastRefreshDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSystemAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isShowWarningForFeedsRefresh?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreateBankAccountPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateBankAccountPayload'] = ResolversParentTypes['CreateBankAccountPayload']> = {
  bankaccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType>;
};

export type UpdateBankAccountPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateBankAccountPayload'] = ResolversParentTypes['UpdateBankAccountPayload']> = {
  bankaccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType>;
};

export type DeleteBankAccountPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteBankAccountPayload'] = ResolversParentTypes['DeleteBankAccountPayload']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SetBankAccountStatusPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SetBankAccountStatusPayload'] = ResolversParentTypes['SetBankAccountStatusPayload']> = {
  bankaccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType>;
};

export type BankAccountListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankAccountList'] = ResolversParentTypes['BankAccountList']> = {
  nodes?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type BankRuleSuggestionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankRuleSuggestion'] = ResolversParentTypes['BankRuleSuggestion']> = {
  ruleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ruleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordAs?: Resolver<ResolversTypes['BankTransactionKind'], ParentType, ContextType>;
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BankTransactionLineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankTransactionLine'] = ResolversParentTypes['BankTransactionLine']> = {
  fromAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fromAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  toAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  vendorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BankImportedTransactionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankImportedTransaction'] = ResolversParentTypes['BankImportedTransaction']> = {
  importedTransactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  statementId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bankReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BankTransactionStatus'], ParentType, ContextType>;
};

export type BankTransactionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankTransaction'] = ResolversParentTypes['BankTransaction']> = {
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['BankAccountType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  debitOrCredit?: Resolver<ResolversTypes['DebitOrCredit'], ParentType, ContextType>;
  transactionType?: Resolver<Maybe<ResolversTypes['BankTransactionKind']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BankTransactionStatus'], ParentType, ContextType>;
  payee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fromAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fromAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  toAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  vendorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankCharges?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['BankTransactionLine']>, ParentType, ContextType>;
  importedTransactions?: Resolver<Array<ResolversTypes['BankImportedTransaction']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['BankTransactionDocument']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statementId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  importedTransactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categorizedByRuleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  suggestedRule?: Resolver<Maybe<ResolversTypes['BankRuleSuggestion']>, ParentType, ContextType>;
  ruleDetails?: Resolver<Array<ResolversTypes['BankRuleSuggestion']>, ParentType, ContextType>;
  isRuleExist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offsetAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReconciled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reconciliationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateBankTransactionPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateBankTransactionPayload'] = ResolversParentTypes['CreateBankTransactionPayload']> = {
  banktransaction?: Resolver<ResolversTypes['BankTransaction'], ParentType, ContextType>;
};

export type UpdateBankTransactionPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateBankTransactionPayload'] = ResolversParentTypes['UpdateBankTransactionPayload']> = {
  banktransaction?: Resolver<ResolversTypes['BankTransaction'], ParentType, ContextType>;
};

export type CategorizeBankTransactionPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CategorizeBankTransactionPayload'] = ResolversParentTypes['CategorizeBankTransactionPayload']> = {
  banktransaction?: Resolver<ResolversTypes['BankTransaction'], ParentType, ContextType>;
};

export type DeleteBankTransactionPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteBankTransactionPayload'] = ResolversParentTypes['DeleteBankTransactionPayload']> = {
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BankTransactionListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankTransactionList'] = ResolversParentTypes['BankTransactionList']> = {
  nodes?: Resolver<Array<ResolversTypes['BankTransaction']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type BankStatementResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankStatement'] = ResolversParentTypes['BankStatement']> = {
  statementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categorizedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggestedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImportBankStatementPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ImportBankStatementPayload'] = ResolversParentTypes['ImportBankStatementPayload']> = {
  statement?: Resolver<ResolversTypes['BankStatement'], ParentType, ContextType>;
};

export type BankRuleCriterionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankRuleCriterion'] = ResolversParentTypes['BankRuleCriterion']> = {
  criteriaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['BankRuleField'], ParentType, ContextType>;
  comparator?: Resolver<ResolversTypes['BankRuleComparator'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankRuleResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankRule'] = ResolversParentTypes['BankRule']> = {
  ruleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ruleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ruleOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ruleCategory?: Resolver<ResolversTypes['BankRuleCategory'], ParentType, ContextType>;
  targetAccountsFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetAccountsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accountIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  accounts?: Resolver<Array<ResolversTypes['BankRuleAccount']>, ParentType, ContextType>;
  targetAccounts?: Resolver<Array<ResolversTypes['BankRuleTargetAccount']>, ParentType, ContextType>;
  applyTo?: Resolver<ResolversTypes['BankRuleApplyTo'], ParentType, ContextType>;
  criteriaType?: Resolver<ResolversTypes['BankRuleCriteriaType'], ParentType, ContextType>;
  recordAs?: Resolver<ResolversTypes['BankTransactionKind'], ParentType, ContextType>;
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  autoCategorize?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatTreatment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxTreatment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReverseChargeApplied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxAuthorityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxExemptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  criterion?: Resolver<Array<ResolversTypes['BankRuleCriterion']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankRuleAccountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankRuleAccount'] = ResolversParentTypes['BankRuleAccount']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankRuleTargetAccountResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankRuleTargetAccount'] = ResolversParentTypes['BankRuleTargetAccount']> = {
  targetAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateBankRulePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateBankRulePayload'] = ResolversParentTypes['CreateBankRulePayload']> = {
  rule?: Resolver<ResolversTypes['BankRule'], ParentType, ContextType>;
};

export type UpdateBankRulePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateBankRulePayload'] = ResolversParentTypes['UpdateBankRulePayload']> = {
  rule?: Resolver<ResolversTypes['BankRule'], ParentType, ContextType>;
};

export type DeleteBankRulePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteBankRulePayload'] = ResolversParentTypes['DeleteBankRulePayload']> = {
  ruleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BankRuleListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankRuleList'] = ResolversParentTypes['BankRuleList']> = {
  nodes?: Resolver<Array<ResolversTypes['BankRule']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type BankTransactionDocumentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankTransactionDocument'] = ResolversParentTypes['BankTransactionDocument']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReconciliationDocumentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ReconciliationDocument'] = ResolversParentTypes['ReconciliationDocument']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankReconciliationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankReconciliation'] = ResolversParentTypes['BankReconciliation']> = {
  reconciliationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  openingBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  closingBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  clearedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReconciliationStatus'], ParentType, ContextType>;
  reconciledTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['BankTransaction']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['ReconciliationDocument']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankReconciliationPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankReconciliationPayload'] = ResolversParentTypes['BankReconciliationPayload']> = {
  reconciliation?: Resolver<ResolversTypes['BankReconciliation'], ParentType, ContextType>;
};

export type DeleteBankReconciliationPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteBankReconciliationPayload'] = ResolversParentTypes['DeleteBankReconciliationPayload']> = {
  reconciliationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AddReconciliationAttachmentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AddReconciliationAttachmentPayload'] = ResolversParentTypes['AddReconciliationAttachmentPayload']> = {
  documents?: Resolver<Array<ResolversTypes['ReconciliationDocument']>, ParentType, ContextType>;
};

export type DeleteReconciliationDocumentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteReconciliationDocumentPayload'] = ResolversParentTypes['DeleteReconciliationDocumentPayload']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BankReconciliationListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BankReconciliationList'] = ResolversParentTypes['BankReconciliationList']> = {
  nodes?: Resolver<Array<ResolversTypes['BankReconciliation']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type BillResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Bill'] = ResolversParentTypes['Bill'], FederationReferenceType extends FederationReferenceTypes['Bill'] = FederationReferenceTypes['Bill']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Bill']> | FederationReferenceType, FederationReferenceType, ContextType>;
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  paymentTerms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentTermsLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDays?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueByDays?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueInDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillStatus'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentMade?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['BillPayment']>, ParentType, ContextType>;
  vendorCredits?: Resolver<Array<ResolversTypes['BillVendorCredit']>, ParentType, ContextType>;
  vendorCreditsApplied?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonsAssociated?: Resolver<Array<ResolversTypes['InvoiceContactPerson']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isDiscountBeforeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['InvoiceDiscountType'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasAttachment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  shippingCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustmentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['InvoiceTax']>, ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['RetainerInvoiceCustomField']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['InvoiceLineItem']>, ParentType, ContextType>;
  gstNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstTreatment?: Resolver<Maybe<ResolversTypes['InvoiceGstTreatment']>, ParentType, ContextType>;
  isPreGst?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxTreatment?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatment']>, ParentType, ContextType>;
  vatTreatment?: Resolver<Maybe<ResolversTypes['InvoiceVatTreatment']>, ParentType, ContextType>;
  vatRegNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReverseChargeApplied?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseorderIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  purchaseorders?: Resolver<Array<ResolversTypes['BillPurchaseOrder']>, ParentType, ContextType>;
};

export type BillCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BillComment'] = ResolversParentTypes['BillComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['InvoiceCommentType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BillList'] = ResolversParentTypes['BillList']> = {
  nodes?: Resolver<Array<ResolversTypes['Bill']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type BillPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BillPayload'] = ResolversParentTypes['BillPayload']> = {
  bill?: Resolver<ResolversTypes['Bill'], ParentType, ContextType>;
};

export type DeleteBillPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteBillPayload'] = ResolversParentTypes['DeleteBillPayload']> = {
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BillAddressPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BillAddressPayload'] = ResolversParentTypes['BillAddressPayload']> = {
  address?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
};

export type BillCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BillCommentPayload'] = ResolversParentTypes['BillCommentPayload']> = {
  comment?: Resolver<ResolversTypes['BillComment'], ParentType, ContextType>;
};

export type DeleteBillCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteBillCommentPayload'] = ResolversParentTypes['DeleteBillCommentPayload']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BillPurchaseOrderResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BillPurchaseOrder'] = ResolversParentTypes['BillPurchaseOrder']> = {
  purchaseorderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purchaseorderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseorderDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  purchaseorderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactAdditionalAddressResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactAdditionalAddress'] = ResolversParentTypes['ContactAdditionalAddress']> = {
  addressId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  attention?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactAddressPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactAddressPayload'] = ResolversParentTypes['ContactAddressPayload']> = {
  addressInfo?: Resolver<ResolversTypes['ContactAdditionalAddress'], ParentType, ContextType>;
};

export type DeleteContactAddressPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteContactAddressPayload'] = ResolversParentTypes['DeleteContactAddressPayload']> = {
  addressId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContactCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactComment'] = ResolversParentTypes['ContactComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transactionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isEntityDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContactCommentListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactCommentList'] = ResolversParentTypes['ContactCommentList']> = {
  nodes?: Resolver<Array<ResolversTypes['ContactComment']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type ContactPersonListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactPersonList'] = ResolversParentTypes['ContactPersonList']> = {
  nodes?: Resolver<Array<ResolversTypes['ContactPerson']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CreateContactPersonPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateContactPersonPayload'] = ResolversParentTypes['CreateContactPersonPayload']> = {
  contactPerson?: Resolver<ResolversTypes['ContactPerson'], ParentType, ContextType>;
};

export type UpdateContactPersonPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateContactPersonPayload'] = ResolversParentTypes['UpdateContactPersonPayload']> = {
  contactPerson?: Resolver<ResolversTypes['ContactPerson'], ParentType, ContextType>;
};

export type DeleteContactPersonPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteContactPersonPayload'] = ResolversParentTypes['DeleteContactPersonPayload']> = {
  contactPersonId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarkContactPersonPrimaryPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['MarkContactPersonPrimaryPayload'] = ResolversParentTypes['MarkContactPersonPrimaryPayload']> = {
  contactPerson?: Resolver<ResolversTypes['ContactPerson'], ParentType, ContextType>;
};

export type ContactFlagPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactFlagPayload'] = ResolversParentTypes['ContactFlagPayload']> = {
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
};

export type ContactStatementMailContentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactStatementMailContent'] = ResolversParentTypes['ContactStatementMailContent']> = {
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toContacts?: Resolver<Array<ResolversTypes['InvoiceMailContact']>, ParentType, ContextType>;
  fromEmails?: Resolver<Array<ResolversTypes['InvoiceMailSender']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  openingBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invoicedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountPaid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balanceDue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type EmailContactStatementPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailContactStatementPayload'] = ResolversParentTypes['EmailContactStatementPayload']> = {
  messageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EmailContactPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailContactPayload'] = ResolversParentTypes['EmailContactPayload']> = {
  messageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreditNoteInvoiceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNoteInvoice'] = ResolversParentTypes['CreditNoteInvoice']> = {
  creditnoteInvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditnoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditnoteNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  creditedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
};

export type InvoiceCreditAppliedResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceCreditApplied'] = ResolversParentTypes['InvoiceCreditApplied']> = {
  creditnotesInvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditnoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditnotesNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountApplied?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  creditedDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
};

export type CreditNoteRefundResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNoteRefund'] = ResolversParentTypes['CreditNoteRefund']> = {
  creditnoteRefundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditnoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditnoteNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountFcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountBcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refundMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentForm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fromAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreditNoteResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote'], FederationReferenceType extends FederationReferenceTypes['CreditNote'] = FederationReferenceTypes['CreditNote']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['CreditNote']> | FederationReferenceType, FederationReferenceType, ContextType>;
  creditnoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditnoteNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CreditNoteStatus'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['CreditNoteInvoice']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonsAssociated?: Resolver<Array<ResolversTypes['InvoiceContactPerson']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isDiscountBeforeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['InvoiceDiscountType'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasAttachment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  shippingCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustmentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['InvoiceTax']>, ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['RetainerInvoiceCustomField']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salespersonId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salespersonName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isEmailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['InvoiceLineItem']>, ParentType, ContextType>;
  gstNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstTreatment?: Resolver<Maybe<ResolversTypes['InvoiceGstTreatment']>, ParentType, ContextType>;
  isPreGst?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxTreatment?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatment']>, ParentType, ContextType>;
  vatTreatment?: Resolver<Maybe<ResolversTypes['InvoiceVatTreatment']>, ParentType, ContextType>;
  vatRegNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReverseChargeApplied?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type CreditNoteCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNoteComment'] = ResolversParentTypes['CreditNoteComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditnoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['InvoiceCommentType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreditNoteListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNoteList'] = ResolversParentTypes['CreditNoteList']> = {
  nodes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CreditNoteRefundListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNoteRefundList'] = ResolversParentTypes['CreditNoteRefundList']> = {
  nodes?: Resolver<Array<ResolversTypes['CreditNoteRefund']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CreditNotePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNotePayload'] = ResolversParentTypes['CreditNotePayload']> = {
  creditnote?: Resolver<ResolversTypes['CreditNote'], ParentType, ContextType>;
};

export type DeleteCreditNotePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteCreditNotePayload'] = ResolversParentTypes['DeleteCreditNotePayload']> = {
  creditnoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreditNoteAddressPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNoteAddressPayload'] = ResolversParentTypes['CreditNoteAddressPayload']> = {
  address?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
};

export type CreditNoteCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNoteCommentPayload'] = ResolversParentTypes['CreditNoteCommentPayload']> = {
  comment?: Resolver<ResolversTypes['CreditNoteComment'], ParentType, ContextType>;
};

export type DeleteCreditNoteCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteCreditNoteCommentPayload'] = ResolversParentTypes['DeleteCreditNoteCommentPayload']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ApplyCreditNotePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ApplyCreditNotePayload'] = ResolversParentTypes['ApplyCreditNotePayload']> = {
  invoicesCredited?: Resolver<Array<ResolversTypes['CreditNoteInvoice']>, ParentType, ContextType>;
};

export type DeleteCreditNoteInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteCreditNoteInvoicePayload'] = ResolversParentTypes['DeleteCreditNoteInvoicePayload']> = {
  creditnoteInvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreditNoteRefundPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNoteRefundPayload'] = ResolversParentTypes['CreditNoteRefundPayload']> = {
  creditnoteRefund?: Resolver<ResolversTypes['CreditNoteRefund'], ParentType, ContextType>;
};

export type DeleteCreditNoteRefundPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteCreditNoteRefundPayload'] = ResolversParentTypes['DeleteCreditNoteRefundPayload']> = {
  creditnoteRefundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EstimateDocumentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EstimateDocument'] = ResolversParentTypes['EstimateDocument']> = {
  estimate?: Resolver<ResolversTypes['Estimate'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
};

export type SalesOrderDocumentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrderDocument'] = ResolversParentTypes['SalesOrderDocument']> = {
  salesorder?: Resolver<ResolversTypes['SalesOrder'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
};

export type CreditNoteDocumentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreditNoteDocument'] = ResolversParentTypes['CreditNoteDocument']> = {
  creditnote?: Resolver<ResolversTypes['CreditNote'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
};

export type SalesReceiptDocumentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesReceiptDocument'] = ResolversParentTypes['SalesReceiptDocument']> = {
  salesreceipt?: Resolver<ResolversTypes['SalesReceipt'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
};

export type DocumentMailContentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DocumentMailContent'] = ResolversParentTypes['DocumentMailContent']> = {
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toContacts?: Resolver<Array<ResolversTypes['InvoiceMailContact']>, ParentType, ContextType>;
  toMailsStr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ccMailsList?: Resolver<Array<ResolversTypes['InvoiceMailAddress']>, ParentType, ContextType>;
  ccMailsStr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bccMails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bccMailsStr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromEmails?: Resolver<Array<ResolversTypes['InvoiceMailSender']>, ParentType, ContextType>;
  fromEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailtemplates?: Resolver<Array<ResolversTypes['InvoiceMailTemplate']>, ParentType, ContextType>;
  deprecatedPlaceholdersUsed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  emailtemplateDocuments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  errorList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  attachPdf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileNameWithoutExtension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DocumentBulkEmailPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DocumentBulkEmailPayload'] = ResolversParentTypes['DocumentBulkEmailPayload']> = {
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentFileResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DocumentFile'] = ResolversParentTypes['DocumentFile']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentFilesPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DocumentFilesPayload'] = ResolversParentTypes['DocumentFilesPayload']> = {
  documents?: Resolver<Array<ResolversTypes['DocumentFile']>, ParentType, ContextType>;
};

export type DocumentFileDownloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DocumentFileDownload'] = ResolversParentTypes['DocumentFileDownload']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeleteDocumentFilePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteDocumentFilePayload'] = ResolversParentTypes['DeleteDocumentFilePayload']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EstimateResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Estimate'] = ResolversParentTypes['Estimate'], FederationReferenceType extends FederationReferenceTypes['Estimate'] = FederationReferenceTypes['Estimate']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Estimate']> | FederationReferenceType, FederationReferenceType, ContextType>;
  estimateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  estimateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  expiryDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EstimateStatus'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonsAssociated?: Resolver<Array<ResolversTypes['InvoiceContactPerson']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isDiscountBeforeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['InvoiceDiscountType'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isViewedByClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientViewedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasAttachment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  shippingCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustmentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['InvoiceTax']>, ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['RetainerInvoiceCustomField']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salespersonId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salespersonName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isEmailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  acceptedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  declinedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  invoiceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['InvoiceLineItem']>, ParentType, ContextType>;
  gstNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstTreatment?: Resolver<Maybe<ResolversTypes['InvoiceGstTreatment']>, ParentType, ContextType>;
  isPreGst?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxTreatment?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatment']>, ParentType, ContextType>;
  vatTreatment?: Resolver<Maybe<ResolversTypes['InvoiceVatTreatment']>, ParentType, ContextType>;
  vatRegNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReverseChargeApplied?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type EstimateCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EstimateComment'] = ResolversParentTypes['EstimateComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  estimateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['InvoiceCommentType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EstimateTemplateResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EstimateTemplate'] = ResolversParentTypes['EstimateTemplate']> = {
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templateType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EstimateListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EstimateList'] = ResolversParentTypes['EstimateList']> = {
  nodes?: Resolver<Array<ResolversTypes['Estimate']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type EstimatePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EstimatePayload'] = ResolversParentTypes['EstimatePayload']> = {
  estimate?: Resolver<ResolversTypes['Estimate'], ParentType, ContextType>;
};

export type DeleteEstimatePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteEstimatePayload'] = ResolversParentTypes['DeleteEstimatePayload']> = {
  estimateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EstimateAddressPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EstimateAddressPayload'] = ResolversParentTypes['EstimateAddressPayload']> = {
  address?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
};

export type EstimateCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EstimateCommentPayload'] = ResolversParentTypes['EstimateCommentPayload']> = {
  comment?: Resolver<ResolversTypes['EstimateComment'], ParentType, ContextType>;
};

export type DeleteEstimateCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteEstimateCommentPayload'] = ResolversParentTypes['DeleteEstimateCommentPayload']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InvoicesFromEstimatesPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoicesFromEstimatesPayload'] = ResolversParentTypes['InvoicesFromEstimatesPayload']> = {
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
};

export type ExpenseTagResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseTag'] = ResolversParentTypes['ExpenseTag']> = {
  tagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tagName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tagOptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tagOptionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isTagMandatory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ExpenseLineItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseLineItem'] = ResolversParentTypes['ExpenseLineItem']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reverseChargeTaxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reverseChargeTaxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reverseChargeTaxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reverseChargeTaxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxExemptionCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxExemptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ExpenseTag']>, ParentType, ContextType>;
};

export type ExpenseLineResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseLine'] = ResolversParentTypes['ExpenseLine']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reverseChargeTaxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reverseChargeTaxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reverseChargeTaxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reverseChargeTaxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ExpenseTag']>, ParentType, ContextType>;
};

export type ExpenseTaxResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseTax'] = ResolversParentTypes['ExpenseTax']> = {
  taxId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxPercentage?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ExpenseResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Expense'] = ResolversParentTypes['Expense'], FederationReferenceType extends FederationReferenceTypes['Expense'] = FederationReferenceTypes['Expense']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Expense']> | FederationReferenceType, FederationReferenceType, ContextType>;
  expenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expenseItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidThroughAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidThroughAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  vendorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBillable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPersonal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isItemizedExpense?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ExpenseStatus'], ParentType, ContextType>;
  expenseReceiptName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expenseReceiptType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasReceipt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileageType?: Resolver<ResolversTypes['ExpenseMileageType'], ParentType, ContextType>;
  mileageRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  mileageUnit?: Resolver<Maybe<ResolversTypes['ExpenseMileageUnit']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  expenseType?: Resolver<ResolversTypes['ExpenseType'], ParentType, ContextType>;
  startReading?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  endReading?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  tripId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tripNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ExpenseTag']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['ExpenseLineItem']>, ParentType, ContextType>;
  lineItem?: Resolver<ResolversTypes['ExpenseLine'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['ExpenseTax']>, ParentType, ContextType>;
  totalWithoutTax?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotalWithoutTax?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  gstNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstTreatment?: Resolver<Maybe<ResolversTypes['InvoiceGstTreatment']>, ParentType, ContextType>;
  destinationOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationOfSupplyState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hsnOrSac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPreGst?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  reverseChargeTaxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reverseChargeTaxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reverseChargeTaxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reverseChargeTaxAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reverseChargeTaxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ExpenseCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseComment'] = ResolversParentTypes['ExpenseComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transactionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExpenseReceiptResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseReceipt'] = ResolversParentTypes['ExpenseReceipt']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreateExpensePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateExpensePayload'] = ResolversParentTypes['CreateExpensePayload']> = {
  expense?: Resolver<ResolversTypes['Expense'], ParentType, ContextType>;
};

export type UpdateExpensePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateExpensePayload'] = ResolversParentTypes['UpdateExpensePayload']> = {
  expense?: Resolver<ResolversTypes['Expense'], ParentType, ContextType>;
};

export type DeleteExpensePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteExpensePayload'] = ResolversParentTypes['DeleteExpensePayload']> = {
  expenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AttachExpenseReceiptPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AttachExpenseReceiptPayload'] = ResolversParentTypes['AttachExpenseReceiptPayload']> = {
  expense?: Resolver<ResolversTypes['Expense'], ParentType, ContextType>;
};

export type DeleteExpenseReceiptPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteExpenseReceiptPayload'] = ResolversParentTypes['DeleteExpenseReceiptPayload']> = {
  expenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ExpenseListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ExpenseList'] = ResolversParentTypes['ExpenseList']> = {
  nodes?: Resolver<Array<ResolversTypes['Expense']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type WriteOffInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['WriteOffInvoicePayload'] = ResolversParentTypes['WriteOffInvoicePayload']> = {
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type CancelInvoiceWriteOffPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CancelInvoiceWriteOffPayload'] = ResolversParentTypes['CancelInvoiceWriteOffPayload']> = {
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type InvoiceMailAddressResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceMailAddress'] = ResolversParentTypes['InvoiceMailAddress']> = {
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceMailContactResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceMailContact'] = ResolversParentTypes['InvoiceMailContact']> = {
  contactPersonId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimaryContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoiceMailSenderResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceMailSender'] = ResolversParentTypes['InvoiceMailSender']> = {
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOrgEmailId?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoiceMailTemplateResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceMailTemplate'] = ResolversParentTypes['InvoiceMailTemplate']> = {
  emailTemplateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoiceMailContentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceMailContent'] = ResolversParentTypes['InvoiceMailContent']> = {
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bccMails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bccMailsStr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ccMailsList?: Resolver<Array<ResolversTypes['InvoiceMailAddress']>, ParentType, ContextType>;
  ccMailsStr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toContacts?: Resolver<Array<ResolversTypes['InvoiceMailContact']>, ParentType, ContextType>;
  toMailsStr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromEmails?: Resolver<Array<ResolversTypes['InvoiceMailSender']>, ParentType, ContextType>;
  fromEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailtemplates?: Resolver<Array<ResolversTypes['InvoiceMailTemplate']>, ParentType, ContextType>;
  deprecatedPlaceholdersUsed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  emailtemplateDocuments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  errorList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  attachPdf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attachmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileNameWithoutExtension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gatewaysConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gatewaysAssociated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  remindersSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastReminderSentDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
};

export type SendInvoicePaymentReminderPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SendInvoicePaymentReminderPayload'] = ResolversParentTypes['SendInvoicePaymentReminderPayload']> = {
  messageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InvoiceReminderSuccessInfoResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceReminderSuccessInfo'] = ResolversParentTypes['InvoiceReminderSuccessInfo']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceReminderErrorInfoResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceReminderErrorInfo'] = ResolversParentTypes['InvoiceReminderErrorInfo']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceReminderBulkInfoResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceReminderBulkInfo'] = ResolversParentTypes['InvoiceReminderBulkInfo']> = {
  emailSuccessInfo?: Resolver<ResolversTypes['InvoiceReminderSuccessInfo'], ParentType, ContextType>;
  emailErrorsInfo?: Resolver<Array<ResolversTypes['InvoiceReminderErrorInfo']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SendInvoicePaymentRemindersPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SendInvoicePaymentRemindersPayload'] = ResolversParentTypes['SendInvoicePaymentRemindersPayload']> = {
  info?: Resolver<ResolversTypes['InvoiceReminderBulkInfo'], ParentType, ContextType>;
};

export type EmailInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailInvoicePayload'] = ResolversParentTypes['EmailInvoicePayload']> = {
  messageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PaymentReminderRuleResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentReminderRule'] = ResolversParentTypes['PaymentReminderRule']> = {
  reminderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentReminderWhen'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentReminderSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentReminderSettings'] = ResolversParentTypes['PaymentReminderSettings']> = {
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reminders?: Resolver<Array<ResolversTypes['PaymentReminderRule']>, ParentType, ContextType>;
  ccMailIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sendFromOrgEmailId?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UpdatePaymentReminderSettingsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdatePaymentReminderSettingsPayload'] = ResolversParentTypes['UpdatePaymentReminderSettingsPayload']> = {
  paymentReminderSettings?: Resolver<ResolversTypes['PaymentReminderSettings'], ParentType, ContextType>;
};

export type RecurringInvoiceLineItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInvoiceLineItem'] = ResolversParentTypes['RecurringInvoiceLineItem']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  tdsTaxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['ItemType']>, ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['InvoiceLineProductType']>, ParentType, ContextType>;
  satItemKeyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitkeyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxTreatmentCode?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatmentCode']>, ParentType, ContextType>;
  headerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
};

export type RecurringInvoiceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInvoice'] = ResolversParentTypes['RecurringInvoice'], FederationReferenceType extends FederationReferenceTypes['RecurringInvoice'] = FederationReferenceTypes['RecurringInvoice']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['RecurringInvoice']> | FederationReferenceType, FederationReferenceType, ContextType>;
  recurringInvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recurrenceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecurringInvoiceStatus'], ParentType, ContextType>;
  recurrenceFrequency?: Resolver<ResolversTypes['RecurrenceFrequency'], ParentType, ContextType>;
  repeatEvery?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  neverExpires?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextInvoiceDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  lastSentDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  creationMode?: Resolver<ResolversTypes['RecurringInvoiceCreationMode'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerMobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPersonsAssociated?: Resolver<Array<ResolversTypes['InvoiceContactPerson']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentTerms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentTermsLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['InvoiceDiscountType'], ParentType, ContextType>;
  isDiscountBeforeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['RecurringInvoiceLineItem']>, ParentType, ContextType>;
  shippingCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustmentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paidInvoicesTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unpaidInvoicesBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['InvoiceTax']>, ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentReminderEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowPartialPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentOptions?: Resolver<ResolversTypes['InvoicePaymentOptions'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['CustomFieldValue']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salespersonId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salespersonName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstTreatment?: Resolver<Maybe<ResolversTypes['InvoiceGstTreatment']>, ParentType, ContextType>;
  isPreGst?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxTreatment?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatment']>, ParentType, ContextType>;
  taxTreatmentCode?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatmentCode']>, ParentType, ContextType>;
  vatTreatment?: Resolver<Maybe<ResolversTypes['InvoiceVatTreatment']>, ParentType, ContextType>;
  vatRegNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReverseChargeApplied?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  cfdiUsage?: Resolver<Maybe<ResolversTypes['InvoiceCfdiUsage']>, ParentType, ContextType>;
  cfdiReferenceType?: Resolver<Maybe<ResolversTypes['InvoiceCfdiReferenceType']>, ParentType, ContextType>;
  avataxExemptNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avataxUseCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecurringInvoiceCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInvoiceComment'] = ResolversParentTypes['RecurringInvoiceComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recurringInvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  commentDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['InvoiceCommentType'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transactionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecurringInvoiceStatusResultResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInvoiceStatusResult'] = ResolversParentTypes['RecurringInvoiceStatusResult']> = {
  recurringInvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['RecurringInvoiceStatus']>, ParentType, ContextType>;
};

export type RecurringInvoiceListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInvoiceList'] = ResolversParentTypes['RecurringInvoiceList']> = {
  nodes?: Resolver<Array<ResolversTypes['RecurringInvoice']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CreateRecurringInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateRecurringInvoicePayload'] = ResolversParentTypes['CreateRecurringInvoicePayload']> = {
  recurringInvoice?: Resolver<ResolversTypes['RecurringInvoice'], ParentType, ContextType>;
};

export type UpdateRecurringInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateRecurringInvoicePayload'] = ResolversParentTypes['UpdateRecurringInvoicePayload']> = {
  recurringInvoice?: Resolver<ResolversTypes['RecurringInvoice'], ParentType, ContextType>;
};

export type DeleteRecurringInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteRecurringInvoicePayload'] = ResolversParentTypes['DeleteRecurringInvoicePayload']> = {
  recurringInvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RecurringInvoiceStatusPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInvoiceStatusPayload'] = ResolversParentTypes['RecurringInvoiceStatusPayload']> = {
  recurringInvoice?: Resolver<ResolversTypes['RecurringInvoice'], ParentType, ContextType>;
};

export type RecurringInvoiceBulkStatusPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringInvoiceBulkStatusPayload'] = ResolversParentTypes['RecurringInvoiceBulkStatusPayload']> = {
  results?: Resolver<Array<ResolversTypes['RecurringInvoiceStatusResult']>, ParentType, ContextType>;
};

export type UpdateRecurringInvoiceTemplatePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateRecurringInvoiceTemplatePayload'] = ResolversParentTypes['UpdateRecurringInvoiceTemplatePayload']> = {
  recurringInvoice?: Resolver<ResolversTypes['RecurringInvoice'], ParentType, ContextType>;
};

export type RecurringBillResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringBill'] = ResolversParentTypes['RecurringBill'], FederationReferenceType extends FederationReferenceTypes['RecurringBill'] = FederationReferenceTypes['RecurringBill']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['RecurringBill']> | FederationReferenceType, FederationReferenceType, ContextType>;
  recurringBillId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recurrenceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecurringInvoiceStatus'], ParentType, ContextType>;
  recurrenceFrequency?: Resolver<ResolversTypes['RecurrenceFrequency'], ParentType, ContextType>;
  repeatEvery?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  nextBillDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  lastCreatedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentTerms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentTermsLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isDiscountBeforeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['InvoiceLineItem']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['InvoiceTax']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['RetainerInvoiceCustomField']>, ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecurringExpenseResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringExpense'] = ResolversParentTypes['RecurringExpense'], FederationReferenceType extends FederationReferenceTypes['RecurringExpense'] = FederationReferenceTypes['RecurringExpense']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['RecurringExpense']> | FederationReferenceType, FederationReferenceType, ContextType>;
  recurringExpenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recurrenceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecurringInvoiceStatus'], ParentType, ContextType>;
  recurrenceFrequency?: Resolver<ResolversTypes['RecurrenceFrequency'], ParentType, ContextType>;
  repeatEvery?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  nextExpenseDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  lastCreatedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidThroughAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidThroughAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  vendorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBillable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ExpenseTag']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['ExpenseLineItem']>, ParentType, ContextType>;
  lineItem?: Resolver<ResolversTypes['ExpenseLine'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecurringBillCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringBillComment'] = ResolversParentTypes['RecurringBillComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recurringBillId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transactionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecurringExpenseCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringExpenseComment'] = ResolversParentTypes['RecurringExpenseComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recurringExpenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transactionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecurringBillListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringBillList'] = ResolversParentTypes['RecurringBillList']> = {
  nodes?: Resolver<Array<ResolversTypes['RecurringBill']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type RecurringExpenseListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringExpenseList'] = ResolversParentTypes['RecurringExpenseList']> = {
  nodes?: Resolver<Array<ResolversTypes['RecurringExpense']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type RecurringBillPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringBillPayload'] = ResolversParentTypes['RecurringBillPayload']> = {
  recurringBill?: Resolver<ResolversTypes['RecurringBill'], ParentType, ContextType>;
};

export type RecurringExpensePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecurringExpensePayload'] = ResolversParentTypes['RecurringExpensePayload']> = {
  recurringExpense?: Resolver<ResolversTypes['RecurringExpense'], ParentType, ContextType>;
};

export type DeleteRecurringBillPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteRecurringBillPayload'] = ResolversParentTypes['DeleteRecurringBillPayload']> = {
  recurringBillId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteRecurringExpensePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteRecurringExpensePayload'] = ResolversParentTypes['DeleteRecurringExpensePayload']> = {
  recurringExpenseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RetainerInvoiceLineItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceLineItem'] = ResolversParentTypes['RetainerInvoiceLineItem']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RetainerInvoiceCustomFieldResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceCustomField'] = ResolversParentTypes['RetainerInvoiceCustomField']> = {
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  showOnPdf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RetainerInvoiceDocumentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceDocument'] = ResolversParentTypes['RetainerInvoiceDocument']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RetainerInvoiceApplicationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceApplication'] = ResolversParentTypes['RetainerInvoiceApplication']> = {
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountApplied?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
};

export type RetainerPaymentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerPayment'] = ResolversParentTypes['RetainerPayment']> = {
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  retainerinvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RetainerPaymentStatus'], ParentType, ContextType>;
  paymentMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentGateway?: Resolver<Maybe<ResolversTypes['PaymentGatewayName']>, ParentType, ContextType>;
  gatewayTransactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gatewayErrorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RetainerOnlinePaymentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerOnlinePayment'] = ResolversParentTypes['RetainerOnlinePayment']> = {
  payment?: Resolver<ResolversTypes['RetainerPayment'], ParentType, ContextType>;
  callbackUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  callbackToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RetainerInvoiceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoice'] = ResolversParentTypes['RetainerInvoice'], FederationReferenceType extends FederationReferenceTypes['RetainerInvoice'] = FederationReferenceTypes['RetainerInvoice']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['RetainerInvoice']> | FederationReferenceType, FederationReferenceType, ContextType>;
  retainerinvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  retainerinvoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RetainerInvoiceStatus'], ParentType, ContextType>;
  isPreGst?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastPaymentDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonsAssociated?: Resolver<Array<ResolversTypes['InvoiceContactPerson']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isViewedByClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientViewedTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['RetainerInvoiceLineItem']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['InvoiceTax']>, ParentType, ContextType>;
  paymentMade?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentDrawn?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unusedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  allowPartialPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentOptions?: Resolver<ResolversTypes['InvoicePaymentOptions'], ParentType, ContextType>;
  isEmailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['RetainerInvoiceDocument']>, ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['RetainerInvoiceCustomField']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageWidth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageHeight?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orientation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templateType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['RetainerInvoiceApplication']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  attachmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasAttachment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSendInMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoiceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  approvedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RetainerInvoiceTemplateResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceTemplate'] = ResolversParentTypes['RetainerInvoiceTemplate']> = {
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templateType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageWidth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageHeight?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orientation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RetainerInvoiceSettingsResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceSettings'] = ResolversParentTypes['RetainerInvoiceSettings']> = {
  approvalEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approverRoles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
};

export type RetainerInvoiceCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceComment'] = ResolversParentTypes['RetainerInvoiceComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  retainerinvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['InvoiceCommentType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RetainerInvoiceEmailContentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceEmailContent'] = ResolversParentTypes['RetainerInvoiceEmailContent']> = {
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toContacts?: Resolver<Array<ResolversTypes['InvoiceMailContact']>, ParentType, ContextType>;
  toMailIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fromEmails?: Resolver<Array<ResolversTypes['InvoiceMailSender']>, ParentType, ContextType>;
  emailTemplateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deprecatedPlaceholdersUsed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  errorList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gatewaysConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attachmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachPdf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreateRetainerInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateRetainerInvoicePayload'] = ResolversParentTypes['CreateRetainerInvoicePayload']> = {
  retainerinvoice?: Resolver<ResolversTypes['RetainerInvoice'], ParentType, ContextType>;
};

export type UpdateRetainerInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateRetainerInvoicePayload'] = ResolversParentTypes['UpdateRetainerInvoicePayload']> = {
  retainerinvoice?: Resolver<ResolversTypes['RetainerInvoice'], ParentType, ContextType>;
};

export type DeleteRetainerInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteRetainerInvoicePayload'] = ResolversParentTypes['DeleteRetainerInvoicePayload']> = {
  retainerinvoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RetainerInvoiceStatusPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceStatusPayload'] = ResolversParentTypes['RetainerInvoiceStatusPayload']> = {
  retainerinvoice?: Resolver<ResolversTypes['RetainerInvoice'], ParentType, ContextType>;
};

export type UpdateRetainerInvoiceBillingAddressPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateRetainerInvoiceBillingAddressPayload'] = ResolversParentTypes['UpdateRetainerInvoiceBillingAddressPayload']> = {
  billingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
};

export type AddRetainerInvoiceAttachmentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['AddRetainerInvoiceAttachmentPayload'] = ResolversParentTypes['AddRetainerInvoiceAttachmentPayload']> = {
  documents?: Resolver<Array<ResolversTypes['RetainerInvoiceDocument']>, ParentType, ContextType>;
};

export type DeleteRetainerInvoiceDocumentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteRetainerInvoiceDocumentPayload'] = ResolversParentTypes['DeleteRetainerInvoiceDocumentPayload']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RetainerInvoiceCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceCommentPayload'] = ResolversParentTypes['RetainerInvoiceCommentPayload']> = {
  comment?: Resolver<ResolversTypes['RetainerInvoiceComment'], ParentType, ContextType>;
};

export type DeleteRetainerInvoiceCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteRetainerInvoiceCommentPayload'] = ResolversParentTypes['DeleteRetainerInvoiceCommentPayload']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EmailRetainerInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['EmailRetainerInvoicePayload'] = ResolversParentTypes['EmailRetainerInvoicePayload']> = {
  retainerinvoice?: Resolver<ResolversTypes['RetainerInvoice'], ParentType, ContextType>;
};

export type RecordRetainerPaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RecordRetainerPaymentPayload'] = ResolversParentTypes['RecordRetainerPaymentPayload']> = {
  payment?: Resolver<ResolversTypes['RetainerPayment'], ParentType, ContextType>;
  retainerinvoice?: Resolver<ResolversTypes['RetainerInvoice'], ParentType, ContextType>;
};

export type StartRetainerOnlinePaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['StartRetainerOnlinePaymentPayload'] = ResolversParentTypes['StartRetainerOnlinePaymentPayload']> = {
  onlinePayment?: Resolver<ResolversTypes['RetainerOnlinePayment'], ParentType, ContextType>;
};

export type CompleteRetainerOnlinePaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CompleteRetainerOnlinePaymentPayload'] = ResolversParentTypes['CompleteRetainerOnlinePaymentPayload']> = {
  payment?: Resolver<ResolversTypes['RetainerPayment'], ParentType, ContextType>;
};

export type ApplyRetainerToInvoicesPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ApplyRetainerToInvoicesPayload'] = ResolversParentTypes['ApplyRetainerToInvoicesPayload']> = {
  retainerinvoice?: Resolver<ResolversTypes['RetainerInvoice'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['RetainerInvoiceApplication']>, ParentType, ContextType>;
};

export type RemoveRetainerFromInvoicePayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RemoveRetainerFromInvoicePayload'] = ResolversParentTypes['RemoveRetainerFromInvoicePayload']> = {
  retainerinvoice?: Resolver<ResolversTypes['RetainerInvoice'], ParentType, ContextType>;
};

export type UpdateRetainerInvoiceSettingsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateRetainerInvoiceSettingsPayload'] = ResolversParentTypes['UpdateRetainerInvoiceSettingsPayload']> = {
  retainerinvoiceSettings?: Resolver<ResolversTypes['RetainerInvoiceSettings'], ParentType, ContextType>;
};

export type RetainerInvoiceListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceList'] = ResolversParentTypes['RetainerInvoiceList']> = {
  nodes?: Resolver<Array<ResolversTypes['RetainerInvoice']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type RetainerInvoiceAttachmentFileResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RetainerInvoiceAttachmentFile'] = ResolversParentTypes['RetainerInvoiceAttachmentFile']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalesOrderLineItemResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrderLineItem'] = ResolversParentTypes['SalesOrderLineItem']> = {
  lineItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeEntryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['ItemType']>, ParentType, ContextType>;
  satItemKeyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitkeyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expenseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  expenseReceiptName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tdsTaxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxTreatmentCode?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatmentCode']>, ParentType, ContextType>;
  headerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['InvoiceLineProductType']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bcyRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantityInvoiced?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isInvoiced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SalesOrderInvoiceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrderInvoice'] = ResolversParentTypes['SalesOrderInvoice']> = {
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type SalesOrderResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrder'] = ResolversParentTypes['SalesOrder'], FederationReferenceType extends FederationReferenceTypes['SalesOrder'] = FederationReferenceTypes['SalesOrder']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['SalesOrder']> | FederationReferenceType, FederationReferenceType, ContextType>;
  salesorderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  salesorderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  shipmentDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  deliveryMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SalesOrderStatus'], ParentType, ContextType>;
  invoicedStatus?: Resolver<ResolversTypes['SalesOrderInvoicedStatus'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonsAssociated?: Resolver<Array<ResolversTypes['InvoiceContactPerson']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isDiscountBeforeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['InvoiceDiscountType'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasAttachment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['DocumentFile']>, ParentType, ContextType>;
  attachmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  shippingCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustmentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['InvoiceTax']>, ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['RetainerInvoiceCustomField']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salespersonId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salespersonName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isEmailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estimateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['SalesOrderInvoice']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['SalesOrderLineItem']>, ParentType, ContextType>;
  gstNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstTreatment?: Resolver<Maybe<ResolversTypes['InvoiceGstTreatment']>, ParentType, ContextType>;
  isPreGst?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxTreatment?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatment']>, ParentType, ContextType>;
  vatTreatment?: Resolver<Maybe<ResolversTypes['InvoiceVatTreatment']>, ParentType, ContextType>;
  vatRegNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReverseChargeApplied?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type SalesOrderCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrderComment'] = ResolversParentTypes['SalesOrderComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  salesorderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['InvoiceCommentType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalesOrderListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrderList'] = ResolversParentTypes['SalesOrderList']> = {
  nodes?: Resolver<Array<ResolversTypes['SalesOrder']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type SalesOrderPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrderPayload'] = ResolversParentTypes['SalesOrderPayload']> = {
  salesorder?: Resolver<ResolversTypes['SalesOrder'], ParentType, ContextType>;
};

export type DeleteSalesOrderPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteSalesOrderPayload'] = ResolversParentTypes['DeleteSalesOrderPayload']> = {
  salesorderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteSalesOrdersPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteSalesOrdersPayload'] = ResolversParentTypes['DeleteSalesOrdersPayload']> = {
  data?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ConfirmSalesOrdersPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ConfirmSalesOrdersPayload'] = ResolversParentTypes['ConfirmSalesOrdersPayload']> = {
  data?: Resolver<ResolversTypes['SalesOrdersConfirmed'], ParentType, ContextType>;
};

export type SalesOrdersConfirmedResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrdersConfirmed'] = ResolversParentTypes['SalesOrdersConfirmed']> = {
  emailSuccessInfo?: Resolver<Array<ResolversTypes['SalesOrdersConfirmedInfo']>, ParentType, ContextType>;
  emailErrorInfo?: Resolver<Array<ResolversTypes['SalesOrdersConfirmedInfo']>, ParentType, ContextType>;
};

export type SalesOrdersConfirmedInfoResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrdersConfirmedInfo'] = ResolversParentTypes['SalesOrdersConfirmedInfo']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SalesOrderAddressPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrderAddressPayload'] = ResolversParentTypes['SalesOrderAddressPayload']> = {
  address?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
};

export type SalesOrderCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesOrderCommentPayload'] = ResolversParentTypes['SalesOrderCommentPayload']> = {
  comment?: Resolver<ResolversTypes['SalesOrderComment'], ParentType, ContextType>;
};

export type DeleteSalesOrderCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteSalesOrderCommentPayload'] = ResolversParentTypes['DeleteSalesOrderCommentPayload']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InvoiceFromSalesOrderPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['InvoiceFromSalesOrderPayload'] = ResolversParentTypes['InvoiceFromSalesOrderPayload']> = {
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type SalesReceiptResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesReceipt'] = ResolversParentTypes['SalesReceipt'], FederationReferenceType extends FederationReferenceTypes['SalesReceipt'] = FederationReferenceTypes['SalesReceipt']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['SalesReceipt']> | FederationReferenceType, FederationReferenceType, ContextType>;
  salesReceiptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receiptNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SalesReceiptStatus'], ParentType, ContextType>;
  paymentMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonsAssociated?: Resolver<Array<ResolversTypes['InvoiceContactPerson']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isDiscountBeforeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['InvoiceDiscountType'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  shippingCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustmentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['InvoiceTax']>, ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['RetainerInvoiceCustomField']>, ParentType, ContextType>;
  salespersonId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salespersonName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['InvoiceLineItem']>, ParentType, ContextType>;
};

export type SalesReceiptListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesReceiptList'] = ResolversParentTypes['SalesReceiptList']> = {
  nodes?: Resolver<Array<ResolversTypes['SalesReceipt']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type SalesReceiptPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['SalesReceiptPayload'] = ResolversParentTypes['SalesReceiptPayload']> = {
  salesreceipt?: Resolver<ResolversTypes['SalesReceipt'], ParentType, ContextType>;
};

export type DeleteSalesReceiptPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteSalesReceiptPayload'] = ResolversParentTypes['DeleteSalesReceiptPayload']> = {
  salesReceiptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VendorCreditBillResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorCreditBill'] = ResolversParentTypes['VendorCreditBill']> = {
  vendorCreditBillId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorCreditId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorCreditNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountApplied?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
};

export type BillVendorCreditResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BillVendorCredit'] = ResolversParentTypes['BillVendorCredit']> = {
  vendorCreditBillId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorCreditId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorCreditNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
};

export type VendorCreditRefundResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorCreditRefund'] = ResolversParentTypes['VendorCreditRefund']> = {
  vendorCreditRefundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorCreditId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorCreditNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountFcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountBcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refundMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VendorCreditResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorCredit'] = ResolversParentTypes['VendorCredit'], FederationReferenceType extends FederationReferenceTypes['VendorCredit'] = FederationReferenceTypes['VendorCredit']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['VendorCredit']> | FederationReferenceType, FederationReferenceType, ContextType>;
  vendorCreditId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorCreditNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VendorCreditStatus'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalCreditsUsed?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalRefundedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  billId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  billsCredited?: Resolver<Array<ResolversTypes['VendorCreditBill']>, ParentType, ContextType>;
  vendorCreditRefunds?: Resolver<Array<ResolversTypes['VendorCreditRefund']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonsAssociated?: Resolver<Array<ResolversTypes['InvoiceContactPerson']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isDiscountBeforeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['InvoiceDiscountType'], ParentType, ContextType>;
  isInclusiveTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasAttachment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['InvoiceTag']>, ParentType, ContextType>;
  shippingCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  adjustmentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['InvoiceTax']>, ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ContactAddress'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['RetainerInvoiceCustomField']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['InvoiceLineItem']>, ParentType, ContextType>;
  gstNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstTreatment?: Resolver<Maybe<ResolversTypes['InvoiceGstTreatment']>, ParentType, ContextType>;
  isPreGst?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxTreatment?: Resolver<Maybe<ResolversTypes['InvoiceTaxTreatment']>, ParentType, ContextType>;
  vatTreatment?: Resolver<Maybe<ResolversTypes['InvoiceVatTreatment']>, ParentType, ContextType>;
  vatRegNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReverseChargeApplied?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type VendorCreditCommentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorCreditComment'] = ResolversParentTypes['VendorCreditComment']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorCreditId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['InvoiceCommentType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dateDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VendorCreditListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorCreditList'] = ResolversParentTypes['VendorCreditList']> = {
  nodes?: Resolver<Array<ResolversTypes['VendorCredit']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type VendorCreditRefundListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorCreditRefundList'] = ResolversParentTypes['VendorCreditRefundList']> = {
  nodes?: Resolver<Array<ResolversTypes['VendorCreditRefund']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type VendorCreditPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorCreditPayload'] = ResolversParentTypes['VendorCreditPayload']> = {
  vendorCredit?: Resolver<ResolversTypes['VendorCredit'], ParentType, ContextType>;
};

export type DeleteVendorCreditPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteVendorCreditPayload'] = ResolversParentTypes['DeleteVendorCreditPayload']> = {
  vendorCreditId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ApplyVendorCreditPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ApplyVendorCreditPayload'] = ResolversParentTypes['ApplyVendorCreditPayload']> = {
  bills?: Resolver<Array<ResolversTypes['VendorCreditBill']>, ParentType, ContextType>;
};

export type DeleteVendorCreditBillPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteVendorCreditBillPayload'] = ResolversParentTypes['DeleteVendorCreditBillPayload']> = {
  vendorCreditBillId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VendorCreditRefundPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorCreditRefundPayload'] = ResolversParentTypes['VendorCreditRefundPayload']> = {
  vendorCreditRefund?: Resolver<ResolversTypes['VendorCreditRefund'], ParentType, ContextType>;
};

export type DeleteVendorCreditRefundPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteVendorCreditRefundPayload'] = ResolversParentTypes['DeleteVendorCreditRefundPayload']> = {
  vendorCreditRefundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VendorCreditCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorCreditCommentPayload'] = ResolversParentTypes['VendorCreditCommentPayload']> = {
  comment?: Resolver<ResolversTypes['VendorCreditComment'], ParentType, ContextType>;
};

export type DeleteVendorCreditCommentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteVendorCreditCommentPayload'] = ResolversParentTypes['DeleteVendorCreditCommentPayload']> = {
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VendorPaymentBillResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorPaymentBill'] = ResolversParentTypes['VendorPaymentBill']> = {
  billPaymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountApplied?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxAmountWithheld?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VendorPaymentRefundResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorPaymentRefund'] = ResolversParentTypes['VendorPaymentRefund']> = {
  vendorpaymentRefundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorpaymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountFcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountBcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refundMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  toAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VendorPaymentCheckResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorPaymentCheck'] = ResolversParentTypes['VendorPaymentCheck']> = {
  checkNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VendorPaymentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorPayment'] = ResolversParentTypes['VendorPayment'], FederationReferenceType extends FederationReferenceTypes['VendorPayment'] = FederationReferenceTypes['VendorPayment']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['VendorPayment']> | FederationReferenceType, FederationReferenceType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankCharges?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paidThroughAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidThroughAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidThroughAccountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkDetails?: Resolver<ResolversTypes['VendorPaymentCheck'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bills?: Resolver<Array<ResolversTypes['VendorPaymentBill']>, ParentType, ContextType>;
  billNumbers?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorpaymentRefunds?: Resolver<Array<ResolversTypes['VendorPaymentRefund']>, ParentType, ContextType>;
  isPaidViaPrintCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAchPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasAttachment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillPaymentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['BillPayment'] = ResolversParentTypes['BillPayment']> = {
  billPaymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidThrough?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidThroughAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidThroughAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkDetails?: Resolver<Array<ResolversTypes['VendorPaymentCheck']>, ParentType, ContextType>;
  isPaidViaPrintCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAchPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSinglePaymentBill?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSingleBillPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VendorPaymentListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorPaymentList'] = ResolversParentTypes['VendorPaymentList']> = {
  nodes?: Resolver<Array<ResolversTypes['VendorPayment']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type VendorPaymentRefundListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorPaymentRefundList'] = ResolversParentTypes['VendorPaymentRefundList']> = {
  nodes?: Resolver<Array<ResolversTypes['VendorPaymentRefund']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type VendorPaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorPaymentPayload'] = ResolversParentTypes['VendorPaymentPayload']> = {
  vendorpayment?: Resolver<ResolversTypes['VendorPayment'], ParentType, ContextType>;
};

export type DeleteVendorPaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteVendorPaymentPayload'] = ResolversParentTypes['DeleteVendorPaymentPayload']> = {
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteVendorPaymentsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteVendorPaymentsPayload'] = ResolversParentTypes['DeleteVendorPaymentsPayload']> = {
  paymentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type VendorPaymentRefundPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['VendorPaymentRefundPayload'] = ResolversParentTypes['VendorPaymentRefundPayload']> = {
  vendorpaymentRefund?: Resolver<ResolversTypes['VendorPaymentRefund'], ParentType, ContextType>;
};

export type DeleteVendorPaymentRefundPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteVendorPaymentRefundPayload'] = ResolversParentTypes['DeleteVendorPaymentRefundPayload']> = {
  vendorpaymentRefundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteBillPaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteBillPaymentPayload'] = ResolversParentTypes['DeleteBillPaymentPayload']> = {
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WebhookResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = {
  webhookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['WebhookList'] = ResolversParentTypes['WebhookList']> = {
  nodes?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  deliveryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['WebhookEvent'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  latencyMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastAttemptTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['WebhookDeliveryList'] = ResolversParentTypes['WebhookDeliveryList']> = {
  nodes?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CreateWebhookPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreateWebhookPayload'] = ResolversParentTypes['CreateWebhookPayload']> = {
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type UpdateWebhookPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdateWebhookPayload'] = ResolversParentTypes['UpdateWebhookPayload']> = {
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type DeleteWebhookPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteWebhookPayload'] = ResolversParentTypes['DeleteWebhookPayload']> = {
  webhookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RotateWebhookSecretPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RotateWebhookSecretPayload'] = ResolversParentTypes['RotateWebhookSecretPayload']> = {
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type TestWebhookPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['TestWebhookPayload'] = ResolversParentTypes['TestWebhookPayload']> = {
  delivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
};

export type RedeliverWebhookDeliveryPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['RedeliverWebhookDeliveryPayload'] = ResolversParentTypes['RedeliverWebhookDeliveryPayload']> = {
  delivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
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
  OrganizationAddress?: OrganizationAddressResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  CreateOrganizationPayload?: CreateOrganizationPayloadResolvers<ContextType>;
  UpdateOrganizationPayload?: UpdateOrganizationPayloadResolvers<ContextType>;
  OrganizationList?: OrganizationListResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PricebookPriceBracket?: PricebookPriceBracketResolvers<ContextType>;
  PricebookItem?: PricebookItemResolvers<ContextType>;
  Pricebook?: PricebookResolvers<ContextType>;
  CreatePricebookPayload?: CreatePricebookPayloadResolvers<ContextType>;
  UpdatePricebookPayload?: UpdatePricebookPayloadResolvers<ContextType>;
  DeletePricebookPayload?: DeletePricebookPayloadResolvers<ContextType>;
  MarkPricebookActivePayload?: MarkPricebookActivePayloadResolvers<ContextType>;
  MarkPricebookInactivePayload?: MarkPricebookInactivePayloadResolvers<ContextType>;
  PricebookItemRate?: PricebookItemRateResolvers<ContextType>;
  PricebookList?: PricebookListResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CreateCurrencyPayload?: CreateCurrencyPayloadResolvers<ContextType>;
  CurrencyList?: CurrencyListResolvers<ContextType>;
  Account?: AccountResolvers<ContextType>;
  CreateAccountPayload?: CreateAccountPayloadResolvers<ContextType>;
  UpdateAccountPayload?: UpdateAccountPayloadResolvers<ContextType>;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  MarkAccountActivePayload?: MarkAccountActivePayloadResolvers<ContextType>;
  MarkAccountInactivePayload?: MarkAccountInactivePayloadResolvers<ContextType>;
  AccountList?: AccountListResolvers<ContextType>;
  ContactAddress?: ContactAddressResolvers<ContextType>;
  ContactPartyAddress?: ContactPartyAddressResolvers<ContextType>;
  ContactOpeningBalance?: ContactOpeningBalanceResolvers<ContextType>;
  CommunicationPreference?: CommunicationPreferenceResolvers<ContextType>;
  ContactPerson?: ContactPersonResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  CreateContactPayload?: CreateContactPayloadResolvers<ContextType>;
  UpdateContactPayload?: UpdateContactPayloadResolvers<ContextType>;
  DeleteContactPayload?: DeleteContactPayloadResolvers<ContextType>;
  MarkContactActivePayload?: MarkContactActivePayloadResolvers<ContextType>;
  MarkContactInactivePayload?: MarkContactInactivePayloadResolvers<ContextType>;
  ContactList?: ContactListResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  InviteUserPayload?: InviteUserPayloadResolvers<ContextType>;
  ResendInvitationPayload?: ResendInvitationPayloadResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  RemoveUserPayload?: RemoveUserPayloadResolvers<ContextType>;
  UserList?: UserListResolvers<ContextType>;
  CustomField?: CustomFieldResolvers<ContextType>;
  CreateCustomFieldPayload?: CreateCustomFieldPayloadResolvers<ContextType>;
  DeleteCustomFieldPayload?: DeleteCustomFieldPayloadResolvers<ContextType>;
  CustomFieldList?: CustomFieldListResolvers<ContextType>;
  CustomFieldValue?: CustomFieldValueResolvers<ContextType>;
  ItemTaxPreference?: ItemTaxPreferenceResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  CreateItemPayload?: CreateItemPayloadResolvers<ContextType>;
  UpdateItemPayload?: UpdateItemPayloadResolvers<ContextType>;
  DeleteItemPayload?: DeleteItemPayloadResolvers<ContextType>;
  MarkItemActivePayload?: MarkItemActivePayloadResolvers<ContextType>;
  MarkItemInactivePayload?: MarkItemInactivePayloadResolvers<ContextType>;
  ItemList?: ItemListResolvers<ContextType>;
  InvoiceContactPerson?: InvoiceContactPersonResolvers<ContextType>;
  InvoiceTag?: InvoiceTagResolvers<ContextType>;
  InvoiceTax?: InvoiceTaxResolvers<ContextType>;
  PaymentGateway?: PaymentGatewayResolvers<ContextType>;
  InvoicePaymentOptions?: InvoicePaymentOptionsResolvers<ContextType>;
  InvoiceLineItem?: InvoiceLineItemResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoicePayment?: InvoicePaymentResolvers<ContextType>;
  InvoiceComment?: InvoiceCommentResolvers<ContextType>;
  InvoiceTemplate?: InvoiceTemplateResolvers<ContextType>;
  InvoiceDocument?: InvoiceDocumentResolvers<ContextType>;
  CreateInvoicePayload?: CreateInvoicePayloadResolvers<ContextType>;
  UpdateInvoicePayload?: UpdateInvoicePayloadResolvers<ContextType>;
  DeleteInvoicePayload?: DeleteInvoicePayloadResolvers<ContextType>;
  MarkInvoiceSentPayload?: MarkInvoiceSentPayloadResolvers<ContextType>;
  MarkInvoiceVoidPayload?: MarkInvoiceVoidPayloadResolvers<ContextType>;
  MarkInvoiceDraftPayload?: MarkInvoiceDraftPayloadResolvers<ContextType>;
  AddInvoiceCommentPayload?: AddInvoiceCommentPayloadResolvers<ContextType>;
  InvoiceList?: InvoiceListResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  CreateBankAccountPayload?: CreateBankAccountPayloadResolvers<ContextType>;
  UpdateBankAccountPayload?: UpdateBankAccountPayloadResolvers<ContextType>;
  DeleteBankAccountPayload?: DeleteBankAccountPayloadResolvers<ContextType>;
  SetBankAccountStatusPayload?: SetBankAccountStatusPayloadResolvers<ContextType>;
  BankAccountList?: BankAccountListResolvers<ContextType>;
  BankRuleSuggestion?: BankRuleSuggestionResolvers<ContextType>;
  BankTransactionLine?: BankTransactionLineResolvers<ContextType>;
  BankImportedTransaction?: BankImportedTransactionResolvers<ContextType>;
  BankTransaction?: BankTransactionResolvers<ContextType>;
  CreateBankTransactionPayload?: CreateBankTransactionPayloadResolvers<ContextType>;
  UpdateBankTransactionPayload?: UpdateBankTransactionPayloadResolvers<ContextType>;
  CategorizeBankTransactionPayload?: CategorizeBankTransactionPayloadResolvers<ContextType>;
  DeleteBankTransactionPayload?: DeleteBankTransactionPayloadResolvers<ContextType>;
  BankTransactionList?: BankTransactionListResolvers<ContextType>;
  BankStatement?: BankStatementResolvers<ContextType>;
  ImportBankStatementPayload?: ImportBankStatementPayloadResolvers<ContextType>;
  BankRuleCriterion?: BankRuleCriterionResolvers<ContextType>;
  BankRule?: BankRuleResolvers<ContextType>;
  BankRuleAccount?: BankRuleAccountResolvers<ContextType>;
  BankRuleTargetAccount?: BankRuleTargetAccountResolvers<ContextType>;
  CreateBankRulePayload?: CreateBankRulePayloadResolvers<ContextType>;
  UpdateBankRulePayload?: UpdateBankRulePayloadResolvers<ContextType>;
  DeleteBankRulePayload?: DeleteBankRulePayloadResolvers<ContextType>;
  BankRuleList?: BankRuleListResolvers<ContextType>;
  BankTransactionDocument?: BankTransactionDocumentResolvers<ContextType>;
  ReconciliationDocument?: ReconciliationDocumentResolvers<ContextType>;
  BankReconciliation?: BankReconciliationResolvers<ContextType>;
  BankReconciliationPayload?: BankReconciliationPayloadResolvers<ContextType>;
  DeleteBankReconciliationPayload?: DeleteBankReconciliationPayloadResolvers<ContextType>;
  AddReconciliationAttachmentPayload?: AddReconciliationAttachmentPayloadResolvers<ContextType>;
  DeleteReconciliationDocumentPayload?: DeleteReconciliationDocumentPayloadResolvers<ContextType>;
  BankReconciliationList?: BankReconciliationListResolvers<ContextType>;
  Bill?: BillResolvers<ContextType>;
  BillComment?: BillCommentResolvers<ContextType>;
  BillList?: BillListResolvers<ContextType>;
  BillPayload?: BillPayloadResolvers<ContextType>;
  DeleteBillPayload?: DeleteBillPayloadResolvers<ContextType>;
  BillAddressPayload?: BillAddressPayloadResolvers<ContextType>;
  BillCommentPayload?: BillCommentPayloadResolvers<ContextType>;
  DeleteBillCommentPayload?: DeleteBillCommentPayloadResolvers<ContextType>;
  BillPurchaseOrder?: BillPurchaseOrderResolvers<ContextType>;
  ContactAdditionalAddress?: ContactAdditionalAddressResolvers<ContextType>;
  ContactAddressPayload?: ContactAddressPayloadResolvers<ContextType>;
  DeleteContactAddressPayload?: DeleteContactAddressPayloadResolvers<ContextType>;
  ContactComment?: ContactCommentResolvers<ContextType>;
  ContactCommentList?: ContactCommentListResolvers<ContextType>;
  ContactPersonList?: ContactPersonListResolvers<ContextType>;
  CreateContactPersonPayload?: CreateContactPersonPayloadResolvers<ContextType>;
  UpdateContactPersonPayload?: UpdateContactPersonPayloadResolvers<ContextType>;
  DeleteContactPersonPayload?: DeleteContactPersonPayloadResolvers<ContextType>;
  MarkContactPersonPrimaryPayload?: MarkContactPersonPrimaryPayloadResolvers<ContextType>;
  ContactFlagPayload?: ContactFlagPayloadResolvers<ContextType>;
  ContactStatementMailContent?: ContactStatementMailContentResolvers<ContextType>;
  EmailContactStatementPayload?: EmailContactStatementPayloadResolvers<ContextType>;
  EmailContactPayload?: EmailContactPayloadResolvers<ContextType>;
  CreditNoteInvoice?: CreditNoteInvoiceResolvers<ContextType>;
  InvoiceCreditApplied?: InvoiceCreditAppliedResolvers<ContextType>;
  CreditNoteRefund?: CreditNoteRefundResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  CreditNoteComment?: CreditNoteCommentResolvers<ContextType>;
  CreditNoteList?: CreditNoteListResolvers<ContextType>;
  CreditNoteRefundList?: CreditNoteRefundListResolvers<ContextType>;
  CreditNotePayload?: CreditNotePayloadResolvers<ContextType>;
  DeleteCreditNotePayload?: DeleteCreditNotePayloadResolvers<ContextType>;
  CreditNoteAddressPayload?: CreditNoteAddressPayloadResolvers<ContextType>;
  CreditNoteCommentPayload?: CreditNoteCommentPayloadResolvers<ContextType>;
  DeleteCreditNoteCommentPayload?: DeleteCreditNoteCommentPayloadResolvers<ContextType>;
  ApplyCreditNotePayload?: ApplyCreditNotePayloadResolvers<ContextType>;
  DeleteCreditNoteInvoicePayload?: DeleteCreditNoteInvoicePayloadResolvers<ContextType>;
  CreditNoteRefundPayload?: CreditNoteRefundPayloadResolvers<ContextType>;
  DeleteCreditNoteRefundPayload?: DeleteCreditNoteRefundPayloadResolvers<ContextType>;
  EstimateDocument?: EstimateDocumentResolvers<ContextType>;
  SalesOrderDocument?: SalesOrderDocumentResolvers<ContextType>;
  CreditNoteDocument?: CreditNoteDocumentResolvers<ContextType>;
  SalesReceiptDocument?: SalesReceiptDocumentResolvers<ContextType>;
  DocumentMailContent?: DocumentMailContentResolvers<ContextType>;
  DocumentBulkEmailPayload?: DocumentBulkEmailPayloadResolvers<ContextType>;
  DocumentFile?: DocumentFileResolvers<ContextType>;
  DocumentFilesPayload?: DocumentFilesPayloadResolvers<ContextType>;
  DocumentFileDownload?: DocumentFileDownloadResolvers<ContextType>;
  DeleteDocumentFilePayload?: DeleteDocumentFilePayloadResolvers<ContextType>;
  Estimate?: EstimateResolvers<ContextType>;
  EstimateComment?: EstimateCommentResolvers<ContextType>;
  EstimateTemplate?: EstimateTemplateResolvers<ContextType>;
  EstimateList?: EstimateListResolvers<ContextType>;
  EstimatePayload?: EstimatePayloadResolvers<ContextType>;
  DeleteEstimatePayload?: DeleteEstimatePayloadResolvers<ContextType>;
  EstimateAddressPayload?: EstimateAddressPayloadResolvers<ContextType>;
  EstimateCommentPayload?: EstimateCommentPayloadResolvers<ContextType>;
  DeleteEstimateCommentPayload?: DeleteEstimateCommentPayloadResolvers<ContextType>;
  InvoicesFromEstimatesPayload?: InvoicesFromEstimatesPayloadResolvers<ContextType>;
  ExpenseTag?: ExpenseTagResolvers<ContextType>;
  ExpenseLineItem?: ExpenseLineItemResolvers<ContextType>;
  ExpenseLine?: ExpenseLineResolvers<ContextType>;
  ExpenseTax?: ExpenseTaxResolvers<ContextType>;
  Expense?: ExpenseResolvers<ContextType>;
  ExpenseComment?: ExpenseCommentResolvers<ContextType>;
  ExpenseReceipt?: ExpenseReceiptResolvers<ContextType>;
  CreateExpensePayload?: CreateExpensePayloadResolvers<ContextType>;
  UpdateExpensePayload?: UpdateExpensePayloadResolvers<ContextType>;
  DeleteExpensePayload?: DeleteExpensePayloadResolvers<ContextType>;
  AttachExpenseReceiptPayload?: AttachExpenseReceiptPayloadResolvers<ContextType>;
  DeleteExpenseReceiptPayload?: DeleteExpenseReceiptPayloadResolvers<ContextType>;
  ExpenseList?: ExpenseListResolvers<ContextType>;
  WriteOffInvoicePayload?: WriteOffInvoicePayloadResolvers<ContextType>;
  CancelInvoiceWriteOffPayload?: CancelInvoiceWriteOffPayloadResolvers<ContextType>;
  InvoiceMailAddress?: InvoiceMailAddressResolvers<ContextType>;
  InvoiceMailContact?: InvoiceMailContactResolvers<ContextType>;
  InvoiceMailSender?: InvoiceMailSenderResolvers<ContextType>;
  InvoiceMailTemplate?: InvoiceMailTemplateResolvers<ContextType>;
  InvoiceMailContent?: InvoiceMailContentResolvers<ContextType>;
  SendInvoicePaymentReminderPayload?: SendInvoicePaymentReminderPayloadResolvers<ContextType>;
  InvoiceReminderSuccessInfo?: InvoiceReminderSuccessInfoResolvers<ContextType>;
  InvoiceReminderErrorInfo?: InvoiceReminderErrorInfoResolvers<ContextType>;
  InvoiceReminderBulkInfo?: InvoiceReminderBulkInfoResolvers<ContextType>;
  SendInvoicePaymentRemindersPayload?: SendInvoicePaymentRemindersPayloadResolvers<ContextType>;
  EmailInvoicePayload?: EmailInvoicePayloadResolvers<ContextType>;
  PaymentReminderRule?: PaymentReminderRuleResolvers<ContextType>;
  PaymentReminderSettings?: PaymentReminderSettingsResolvers<ContextType>;
  UpdatePaymentReminderSettingsPayload?: UpdatePaymentReminderSettingsPayloadResolvers<ContextType>;
  RecurringInvoiceLineItem?: RecurringInvoiceLineItemResolvers<ContextType>;
  RecurringInvoice?: RecurringInvoiceResolvers<ContextType>;
  RecurringInvoiceComment?: RecurringInvoiceCommentResolvers<ContextType>;
  RecurringInvoiceStatusResult?: RecurringInvoiceStatusResultResolvers<ContextType>;
  RecurringInvoiceList?: RecurringInvoiceListResolvers<ContextType>;
  CreateRecurringInvoicePayload?: CreateRecurringInvoicePayloadResolvers<ContextType>;
  UpdateRecurringInvoicePayload?: UpdateRecurringInvoicePayloadResolvers<ContextType>;
  DeleteRecurringInvoicePayload?: DeleteRecurringInvoicePayloadResolvers<ContextType>;
  RecurringInvoiceStatusPayload?: RecurringInvoiceStatusPayloadResolvers<ContextType>;
  RecurringInvoiceBulkStatusPayload?: RecurringInvoiceBulkStatusPayloadResolvers<ContextType>;
  UpdateRecurringInvoiceTemplatePayload?: UpdateRecurringInvoiceTemplatePayloadResolvers<ContextType>;
  RecurringBill?: RecurringBillResolvers<ContextType>;
  RecurringExpense?: RecurringExpenseResolvers<ContextType>;
  RecurringBillComment?: RecurringBillCommentResolvers<ContextType>;
  RecurringExpenseComment?: RecurringExpenseCommentResolvers<ContextType>;
  RecurringBillList?: RecurringBillListResolvers<ContextType>;
  RecurringExpenseList?: RecurringExpenseListResolvers<ContextType>;
  RecurringBillPayload?: RecurringBillPayloadResolvers<ContextType>;
  RecurringExpensePayload?: RecurringExpensePayloadResolvers<ContextType>;
  DeleteRecurringBillPayload?: DeleteRecurringBillPayloadResolvers<ContextType>;
  DeleteRecurringExpensePayload?: DeleteRecurringExpensePayloadResolvers<ContextType>;
  RetainerInvoiceLineItem?: RetainerInvoiceLineItemResolvers<ContextType>;
  RetainerInvoiceCustomField?: RetainerInvoiceCustomFieldResolvers<ContextType>;
  RetainerInvoiceDocument?: RetainerInvoiceDocumentResolvers<ContextType>;
  RetainerInvoiceApplication?: RetainerInvoiceApplicationResolvers<ContextType>;
  RetainerPayment?: RetainerPaymentResolvers<ContextType>;
  RetainerOnlinePayment?: RetainerOnlinePaymentResolvers<ContextType>;
  RetainerInvoice?: RetainerInvoiceResolvers<ContextType>;
  RetainerInvoiceTemplate?: RetainerInvoiceTemplateResolvers<ContextType>;
  RetainerInvoiceSettings?: RetainerInvoiceSettingsResolvers<ContextType>;
  RetainerInvoiceComment?: RetainerInvoiceCommentResolvers<ContextType>;
  RetainerInvoiceEmailContent?: RetainerInvoiceEmailContentResolvers<ContextType>;
  CreateRetainerInvoicePayload?: CreateRetainerInvoicePayloadResolvers<ContextType>;
  UpdateRetainerInvoicePayload?: UpdateRetainerInvoicePayloadResolvers<ContextType>;
  DeleteRetainerInvoicePayload?: DeleteRetainerInvoicePayloadResolvers<ContextType>;
  RetainerInvoiceStatusPayload?: RetainerInvoiceStatusPayloadResolvers<ContextType>;
  UpdateRetainerInvoiceBillingAddressPayload?: UpdateRetainerInvoiceBillingAddressPayloadResolvers<ContextType>;
  AddRetainerInvoiceAttachmentPayload?: AddRetainerInvoiceAttachmentPayloadResolvers<ContextType>;
  DeleteRetainerInvoiceDocumentPayload?: DeleteRetainerInvoiceDocumentPayloadResolvers<ContextType>;
  RetainerInvoiceCommentPayload?: RetainerInvoiceCommentPayloadResolvers<ContextType>;
  DeleteRetainerInvoiceCommentPayload?: DeleteRetainerInvoiceCommentPayloadResolvers<ContextType>;
  EmailRetainerInvoicePayload?: EmailRetainerInvoicePayloadResolvers<ContextType>;
  RecordRetainerPaymentPayload?: RecordRetainerPaymentPayloadResolvers<ContextType>;
  StartRetainerOnlinePaymentPayload?: StartRetainerOnlinePaymentPayloadResolvers<ContextType>;
  CompleteRetainerOnlinePaymentPayload?: CompleteRetainerOnlinePaymentPayloadResolvers<ContextType>;
  ApplyRetainerToInvoicesPayload?: ApplyRetainerToInvoicesPayloadResolvers<ContextType>;
  RemoveRetainerFromInvoicePayload?: RemoveRetainerFromInvoicePayloadResolvers<ContextType>;
  UpdateRetainerInvoiceSettingsPayload?: UpdateRetainerInvoiceSettingsPayloadResolvers<ContextType>;
  RetainerInvoiceList?: RetainerInvoiceListResolvers<ContextType>;
  RetainerInvoiceAttachmentFile?: RetainerInvoiceAttachmentFileResolvers<ContextType>;
  SalesOrderLineItem?: SalesOrderLineItemResolvers<ContextType>;
  SalesOrderInvoice?: SalesOrderInvoiceResolvers<ContextType>;
  SalesOrder?: SalesOrderResolvers<ContextType>;
  SalesOrderComment?: SalesOrderCommentResolvers<ContextType>;
  SalesOrderList?: SalesOrderListResolvers<ContextType>;
  SalesOrderPayload?: SalesOrderPayloadResolvers<ContextType>;
  DeleteSalesOrderPayload?: DeleteSalesOrderPayloadResolvers<ContextType>;
  DeleteSalesOrdersPayload?: DeleteSalesOrdersPayloadResolvers<ContextType>;
  ConfirmSalesOrdersPayload?: ConfirmSalesOrdersPayloadResolvers<ContextType>;
  SalesOrdersConfirmed?: SalesOrdersConfirmedResolvers<ContextType>;
  SalesOrdersConfirmedInfo?: SalesOrdersConfirmedInfoResolvers<ContextType>;
  SalesOrderAddressPayload?: SalesOrderAddressPayloadResolvers<ContextType>;
  SalesOrderCommentPayload?: SalesOrderCommentPayloadResolvers<ContextType>;
  DeleteSalesOrderCommentPayload?: DeleteSalesOrderCommentPayloadResolvers<ContextType>;
  InvoiceFromSalesOrderPayload?: InvoiceFromSalesOrderPayloadResolvers<ContextType>;
  SalesReceipt?: SalesReceiptResolvers<ContextType>;
  SalesReceiptList?: SalesReceiptListResolvers<ContextType>;
  SalesReceiptPayload?: SalesReceiptPayloadResolvers<ContextType>;
  DeleteSalesReceiptPayload?: DeleteSalesReceiptPayloadResolvers<ContextType>;
  VendorCreditBill?: VendorCreditBillResolvers<ContextType>;
  BillVendorCredit?: BillVendorCreditResolvers<ContextType>;
  VendorCreditRefund?: VendorCreditRefundResolvers<ContextType>;
  VendorCredit?: VendorCreditResolvers<ContextType>;
  VendorCreditComment?: VendorCreditCommentResolvers<ContextType>;
  VendorCreditList?: VendorCreditListResolvers<ContextType>;
  VendorCreditRefundList?: VendorCreditRefundListResolvers<ContextType>;
  VendorCreditPayload?: VendorCreditPayloadResolvers<ContextType>;
  DeleteVendorCreditPayload?: DeleteVendorCreditPayloadResolvers<ContextType>;
  ApplyVendorCreditPayload?: ApplyVendorCreditPayloadResolvers<ContextType>;
  DeleteVendorCreditBillPayload?: DeleteVendorCreditBillPayloadResolvers<ContextType>;
  VendorCreditRefundPayload?: VendorCreditRefundPayloadResolvers<ContextType>;
  DeleteVendorCreditRefundPayload?: DeleteVendorCreditRefundPayloadResolvers<ContextType>;
  VendorCreditCommentPayload?: VendorCreditCommentPayloadResolvers<ContextType>;
  DeleteVendorCreditCommentPayload?: DeleteVendorCreditCommentPayloadResolvers<ContextType>;
  VendorPaymentBill?: VendorPaymentBillResolvers<ContextType>;
  VendorPaymentRefund?: VendorPaymentRefundResolvers<ContextType>;
  VendorPaymentCheck?: VendorPaymentCheckResolvers<ContextType>;
  VendorPayment?: VendorPaymentResolvers<ContextType>;
  BillPayment?: BillPaymentResolvers<ContextType>;
  VendorPaymentList?: VendorPaymentListResolvers<ContextType>;
  VendorPaymentRefundList?: VendorPaymentRefundListResolvers<ContextType>;
  VendorPaymentPayload?: VendorPaymentPayloadResolvers<ContextType>;
  DeleteVendorPaymentPayload?: DeleteVendorPaymentPayloadResolvers<ContextType>;
  DeleteVendorPaymentsPayload?: DeleteVendorPaymentsPayloadResolvers<ContextType>;
  VendorPaymentRefundPayload?: VendorPaymentRefundPayloadResolvers<ContextType>;
  DeleteVendorPaymentRefundPayload?: DeleteVendorPaymentRefundPayloadResolvers<ContextType>;
  DeleteBillPaymentPayload?: DeleteBillPaymentPayloadResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookList?: WebhookListResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryList?: WebhookDeliveryListResolvers<ContextType>;
  CreateWebhookPayload?: CreateWebhookPayloadResolvers<ContextType>;
  UpdateWebhookPayload?: UpdateWebhookPayloadResolvers<ContextType>;
  DeleteWebhookPayload?: DeleteWebhookPayloadResolvers<ContextType>;
  RotateWebhookSecretPayload?: RotateWebhookSecretPayloadResolvers<ContextType>;
  TestWebhookPayload?: TestWebhookPayloadResolvers<ContextType>;
  RedeliverWebhookDeliveryPayload?: RedeliverWebhookDeliveryPayloadResolvers<ContextType>;
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
