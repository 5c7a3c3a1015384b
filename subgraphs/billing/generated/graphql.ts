// Generated from schema/billing.graphql (and schema/billing/) by `npm run compose`. Do not edit.
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

/** How a customer paid. */
export type BillingPaymentMode =
  /** A cheque. */
  | 'CHECK'
  /** Cash. */
  | 'CASH'
  /** A credit card, charged outside a gateway. */
  | 'CREDITCARD'
  /** A bank transfer. */
  | 'BANKTRANSFER'
  /** A bank remittance. */
  | 'BANKREMITTANCE'
  /** Charged through a payment gateway (`autotransaction` carries the gateway's record). */
  | 'AUTOTRANSACTION'
  /** Anything else. */
  | 'OTHERS';

/** Whether the money arrived. A failed payment applies nothing and posts nothing. */
export type BillingPaymentStatus =
  /** The money arrived. */
  | 'SUCCESS'
  /** The charge failed. */
  | 'FAILURE';

/** Payments list filter (`filter_by`). */
export type BillingPaymentFilter =
  /** Every payment (default). */
  | 'PAYMENT_MODE_ALL'
  /** Cheques. */
  | 'PAYMENT_MODE_CHECK'
  /** Cash. */
  | 'PAYMENT_MODE_CASH'
  /** Credit cards. */
  | 'PAYMENT_MODE_CREDITCARD'
  /** Bank transfers. */
  | 'PAYMENT_MODE_BANKTRANSFER'
  /** Bank remittances. */
  | 'PAYMENT_MODE_BANKREMITTANCE'
  /** Gateway charges. */
  | 'PAYMENT_MODE_AUTOTRANSACTION'
  /** Other modes. */
  | 'PAYMENT_MODE_OTHERS'
  /** Successful payments. */
  | 'STATUS_SUCCESS'
  /** Failed payments. */
  | 'STATUS_FAILURE';

/** Payments list sort column. */
export type BillingPaymentSortColumn =
  /** Payment date (default). */
  | 'DATE'
  /** Amount. */
  | 'AMOUNT'
  /** Customer name. */
  | 'CUSTOMER_NAME'
  /** Reference number. */
  | 'REFERENCE_NUMBER'
  /** When it was recorded. */
  | 'CREATED_TIME'
  /** Payment number. */
  | 'PAYMENT_NUMBER'
  /** Payment mode. */
  | 'PAYMENT_MODE';

/** What a payment gateway reported about an automatic charge. */
export type PaymentAutotransaction = {
  __typename?: 'PaymentAutotransaction';
  /** The gateway transaction record's id in the platform. */
  autotransactionId: Maybe<Scalars['ID']['output']>;
  /** Gateway name, e.g. stripe. */
  paymentGateway: Maybe<Scalars['String']['output']>;
  /** The gateway's own transaction id. */
  gatewayTransactionId: Maybe<Scalars['String']['output']>;
  /** The gateway's message when the charge failed. */
  gatewayErrorMessage: Maybe<Scalars['String']['output']>;
  /** The stored card charged. */
  cardId: Maybe<Scalars['String']['output']>;
  /** Last four digits of the card. */
  lastFourDigits: Maybe<Scalars['Int']['output']>;
  /** Card expiry month (1 to 12). */
  expiryMonth: Maybe<Scalars['Int']['output']>;
  /** Card expiry year. */
  expiryYear: Maybe<Scalars['Int']['output']>;
};

/** An invoice a payment is applied to. */
export type PaymentAppliedInvoice = {
  __typename?: 'PaymentAppliedInvoice';
  /** The invoice. */
  invoiceId: Scalars['ID']['output'];
  /** Its number. */
  invoiceNumber: Scalars['String']['output'];
  /** Its date. */
  date: Scalars['LocalDate']['output'];
  /** Its total. */
  invoiceAmount: Scalars['Decimal']['output'];
  /** What this payment applied to it. */
  amountApplied: Scalars['Decimal']['output'];
  /** What the invoice still owes now. */
  balanceAmount: Scalars['Decimal']['output'];
};

/** A custom field value of a payment. */
export type PaymentCustomField = {
  __typename?: 'PaymentCustomField';
  /** Position, 1 to 10. */
  index: Scalars['Int']['output'];
  /** The value. */
  value: Maybe<Scalars['String']['output']>;
  /** The field's label. */
  label: Maybe<Scalars['String']['output']>;
  /** Its data type (text, number, date...). */
  dataType: Maybe<Scalars['String']['output']>;
};

/** Money given back from a payment's unused amount. */
export type PaymentRefund = {
  __typename?: 'PaymentRefund';
  /** Identifier. */
  refundId: Scalars['ID']['output'];
  /** The same identifier, as the family's Books wire names it (`payment_refund_id`). */
  paymentRefundId: Scalars['ID']['output'];
  /** The payment refunded from. */
  paymentId: Scalars['ID']['output'];
  /** That payment's number. */
  paymentNumber: Scalars['String']['output'];
  /** The customer refunded. */
  customerName: Scalars['String']['output'];
  /** Amount, in the payment's currency. */
  amount: Scalars['Decimal']['output'];
  /** The amount in the payment's currency (the family's list spelling). */
  amountFcy: Scalars['Decimal']['output'];
  /** The amount in the base currency, at the payment's exchange rate. */
  amountBcy: Scalars['Decimal']['output'];
  /** Base-currency units per unit of the payment's currency (the payment's rate). */
  exchangeRate: Scalars['Decimal']['output'];
  /** Date of the refund. */
  date: Scalars['LocalDate']['output'];
  /** How the money went back. */
  refundMode: Maybe<Scalars['String']['output']>;
  /** Reference. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Notes. */
  description: Maybe<Scalars['String']['output']>;
  /** Account the money left from. */
  fromAccountId: Scalars['ID']['output'];
  /** That account's name. */
  fromAccountName: Scalars['String']['output'];
};

/** A customer's payment, applied to some of their invoices; what is not applied stays as the customer's credit. */
export type Payment = {
  __typename?: 'Payment';
  /** Identifier. */
  paymentId: Scalars['ID']['output'];
  /** Its number: given, or the next of the organization's payment series (1, 2, …). */
  paymentNumber: Scalars['String']['output'];
  /** The numbers of the invoices it is applied to, comma-separated (the family's list entry). */
  invoiceNumber: Scalars['String']['output'];
  /** How the customer paid. */
  paymentMode: BillingPaymentMode;
  /** Amount received, in the customer's currency. */
  amount: Scalars['Decimal']['output'];
  /** Refunded from the payment so far. */
  amountRefunded: Scalars['Decimal']['output'];
  /** Charged by the bank, in the payment's currency (part of amount). */
  bankCharges: Scalars['Decimal']['output'];
  /** Base-currency units per unit of the payment's currency. */
  exchangeRate: Scalars['Decimal']['output'];
  /** The amount in the base currency (amount × exchange_rate). */
  bcyAmount: Scalars['Decimal']['output'];
  /** Applied to invoices. */
  amountApplied: Scalars['Decimal']['output'];
  /** Neither applied nor refunded: the customer's credit. */
  unusedAmount: Scalars['Decimal']['output'];
  /** Date received. */
  date: Scalars['LocalDate']['output'];
  /** Whether the money arrived. */
  status: BillingPaymentStatus;
  /** Reference (cheque number, transfer reference). */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Notes. */
  description: Maybe<Scalars['String']['output']>;
  /** The customer. */
  customerId: Scalars['ID']['output'];
  /** Their name. */
  customerName: Scalars['String']['output'];
  /** Their email. */
  email: Maybe<Scalars['String']['output']>;
  /** Currency of the payment (the customer's). */
  currencyId: Scalars['ID']['output'];
  /** Its code. */
  currencyCode: Scalars['String']['output'];
  /** Its symbol. */
  currencySymbol: Scalars['String']['output'];
  /** Account the money was deposited to. */
  accountId: Scalars['ID']['output'];
  /** Its name. */
  accountName: Scalars['String']['output'];
  /** Account for tax deducted by the customer. */
  taxAccountId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  taxAccountName: Maybe<Scalars['String']['output']>;
  /** The location (branch) that received it. */
  locationId: Maybe<Scalars['ID']['output']>;
  /** Its name. */
  locationName: Maybe<Scalars['String']['output']>;
  /** The gateway's record of an automatic charge. */
  autotransaction: Maybe<PaymentAutotransaction>;
  /** Last four digits of the card charged (the gateway's record; the family's Inventory wire has it here). */
  lastFourDigits: Maybe<Scalars['Int']['output']>;
  /** Invoices it is applied to. */
  invoices: Array<PaymentAppliedInvoice>;
  /** Refunds made from it. */
  refunds: Array<PaymentRefund>;
  /** Custom field values. */
  customFields: Array<PaymentCustomField>;
  /** When it was recorded, in the organization's time zone. */
  createdTime: Scalars['String']['output'];
  /** When it last changed. */
  lastModifiedTime: Scalars['String']['output'];
};

/** A page of payments. */
export type PaymentList = {
  __typename?: 'PaymentList';
  /** One page of payments. */
  nodes: Array<Payment>;
  /** Where the page stands. */
  pageContext: PageContext;
};

/** The gateway's record of an automatic charge. */
export type PaymentAutotransactionInput = {
  /** The gateway transaction record's id. */
  autotransactionId?: InputMaybe<Scalars['ID']['input']>;
  /** Gateway name. */
  paymentGateway?: InputMaybe<Scalars['String']['input']>;
  /** The gateway's transaction id. */
  gatewayTransactionId?: InputMaybe<Scalars['String']['input']>;
  /** The gateway's message when the charge failed. */
  gatewayErrorMessage?: InputMaybe<Scalars['String']['input']>;
  /** Card charged. */
  cardId?: InputMaybe<Scalars['String']['input']>;
  /** Last four digits of the card. */
  lastFourDigits?: InputMaybe<Scalars['Int']['input']>;
  /** Card expiry month. */
  expiryMonth?: InputMaybe<Scalars['Int']['input']>;
  /** Card expiry year. */
  expiryYear?: InputMaybe<Scalars['Int']['input']>;
};

/** Part of a payment applied to one invoice. */
export type PaymentInvoiceInput = {
  /** An invoice of the payment's customer. */
  invoiceId: Scalars['ID']['input'];
  /** Amount applied, at most the invoice's balance. */
  amountApplied: Scalars['Decimal']['input'];
};

/** A custom field value. */
export type PaymentCustomFieldInput = {
  /** Position, 1 to 10 (default: its place in the list). */
  index?: InputMaybe<Scalars['Int']['input']>;
  /** The field's label. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** The value. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Its data type. */
  dataType?: InputMaybe<Scalars['String']['input']>;
};

export type CreatePaymentInput = {
  /** Its number (default the next of the payment series); unique in the organization. */
  paymentNumber?: InputMaybe<Scalars['String']['input']>;
  /** The paying customer. */
  customerId: Scalars['ID']['input'];
  /** How they paid. */
  paymentMode: BillingPaymentMode;
  /** Amount received, in the customer's currency, more than 0. */
  amount: Scalars['Decimal']['input'];
  /** Date received (default today in the organization's time zone). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** success (default) or failure. */
  status?: InputMaybe<BillingPaymentStatus>;
  /** Reference. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Invoices to apply it to; the sum applied cannot exceed the amount. */
  invoices?: InputMaybe<Array<PaymentInvoiceInput>>;
  /** Base-currency units per unit of the payment's currency (default 1). */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Bank charges, part of the amount (default 0). */
  bankCharges?: InputMaybe<Scalars['Decimal']['input']>;
  /** Account for tax deducted by the customer (a tax or other current asset account). */
  taxAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Deposit to (a bank, cash or clearing account; default Undeposited Funds). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** A location of the organization that received it. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Custom field values, at most 10. */
  customFields?: InputMaybe<Array<PaymentCustomFieldInput>>;
  /** The gateway's record, for payment_mode autotransaction. */
  autotransaction?: InputMaybe<PaymentAutotransactionInput>;
};

/** Changes to a payment; what is left out stays. A given `invoices` replaces the applications. */
export type UpdatePaymentInput = {
  /** Its number; unique in the organization. */
  paymentNumber?: InputMaybe<Scalars['String']['input']>;
  /** The paying customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** How they paid. */
  paymentMode?: InputMaybe<BillingPaymentMode>;
  /** Amount received. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Date received. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** success or failure. */
  status?: InputMaybe<BillingPaymentStatus>;
  /** Reference. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Invoices to apply it to, replacing the current applications. */
  invoices?: InputMaybe<Array<PaymentInvoiceInput>>;
  /** Base-currency units per unit of the payment's currency. */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Bank charges. */
  bankCharges?: InputMaybe<Scalars['Decimal']['input']>;
  /** Account for tax deducted by the customer. */
  taxAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Deposit to. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** A location of the organization that received it. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Custom field values, replacing the current ones. */
  customFields?: InputMaybe<Array<PaymentCustomFieldInput>>;
  /** The gateway's record. */
  autotransaction?: InputMaybe<PaymentAutotransactionInput>;
};

export type CreatePaymentRefundInput = {
  /** Amount, at most the payment's unused amount. */
  amount: Scalars['Decimal']['input'];
  /** Date of the refund (default today). */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** How the money went back. */
  refundMode?: InputMaybe<Scalars['String']['input']>;
  /** Reference. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Account the money leaves from (default the payment's deposit account). */
  fromAccountId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to a refund; what is left out stays. */
export type UpdatePaymentRefundInput = {
  /** Amount, at most the payment's unused amount with this refund given back. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Date of the refund. */
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  /** How the money went back. */
  refundMode?: InputMaybe<Scalars['String']['input']>;
  /** Reference. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Notes. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Account the money leaves from. */
  fromAccountId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of a payment's refunds. */
export type PaymentRefundList = {
  __typename?: 'PaymentRefundList';
  /** The refunds, oldest first. */
  nodes: Array<PaymentRefund>;
  /** Where the page stands. */
  pageContext: PageContext;
};

export type CreatePaymentPayload = {
  __typename?: 'CreatePaymentPayload';
  /** The payment recorded. */
  payment: Payment;
};

export type UpdatePaymentPayload = {
  __typename?: 'UpdatePaymentPayload';
  /** The payment as changed. */
  payment: Payment;
};

export type DeletePaymentPayload = {
  __typename?: 'DeletePaymentPayload';
  /** The deleted payment's id. */
  paymentId: Scalars['ID']['output'];
};

export type CreatePaymentRefundPayload = {
  __typename?: 'CreatePaymentRefundPayload';
  /** The refund recorded. */
  refund: PaymentRefund;
};

export type UpdatePaymentRefundPayload = {
  __typename?: 'UpdatePaymentRefundPayload';
  /** The refund as changed. */
  refund: PaymentRefund;
};

export type DeletePaymentRefundPayload = {
  __typename?: 'DeletePaymentRefundPayload';
  /** The deleted refund's id. */
  refundId: Scalars['ID']['output'];
};

export type DeletePaymentsPayload = {
  __typename?: 'DeletePaymentsPayload';
  /** The deleted payments' ids. */
  paymentIds: Array<Scalars['ID']['output']>;
};

export type DeleteInvoicePaymentPayload = {
  __typename?: 'DeleteInvoicePaymentPayload';
  /** The payment whose application was taken back (it keeps the amount as the customer's credit). */
  paymentId: Scalars['ID']['output'];
};

/** Invoices are the accounting module's; billing adds the payments applied to them. */
export type Invoice = {
  __typename?: 'Invoice';
  /** The invoice. */
  invoiceId: Scalars['ID']['output'];
  /** Customer payments (subscription billing) applied to the invoice, oldest first. */
  payments: Array<Payment>;
};

export type Query = {
  __typename?: 'Query';
  /** The organization's customer payments. */
  payments: PaymentList;
  /** One payment. */
  payment: Payment;
  /** A payment's refunds, oldest first. */
  paymentRefunds: PaymentRefundList;
  /** One refund of a payment. */
  paymentRefund: PaymentRefund;
  /** Refunds given back to a contact from its payments, newest first (GET /books/v3/contacts/{contact_id}/refunds). */
  contactRefunds: ContactRefundList;
};


export type QueryPaymentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<BillingPaymentSortColumn>;
  sortOrder?: InputMaybe<SortOrder>;
  filterBy?: InputMaybe<BillingPaymentFilter>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
  dateStart?: InputMaybe<Scalars['LocalDate']['input']>;
  dateEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['LocalDate']['input']>;
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  paymentMode?: InputMaybe<BillingPaymentMode>;
};


export type QueryPaymentArgs = {
  paymentId: Scalars['ID']['input'];
};


export type QueryPaymentRefundsArgs = {
  paymentId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentRefundArgs = {
  paymentId: Scalars['ID']['input'];
  refundId: Scalars['ID']['input'];
};


export type QueryContactRefundsArgs = {
  contactId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Records a customer payment and applies it to invoices, in one transaction with its ledger posting. */
  createPayment: CreatePaymentPayload;
  /** Changes a payment: what it applied and posted is taken back and done again as changed. */
  updatePayment: UpdatePaymentPayload;
  /** Deletes a payment without refunds: its applications and posting are reversed. */
  deletePayment: DeletePaymentPayload;
  /** Deletes several payments at once, all or none (each as deletePayment). */
  deletePayments: DeletePaymentsPayload;
  /** Refunds part of a payment's unused amount. */
  createPaymentRefund: CreatePaymentRefundPayload;
  /** Changes a refund: its posting is reversed and made again. */
  updatePaymentRefund: UpdatePaymentRefundPayload;
  /** Deletes a refund: the amount is the customer's credit again. */
  deletePaymentRefund: DeletePaymentRefundPayload;
  /** Takes one payment's application off an invoice (DELETE /invoices/{id}/payments/{invoice_payment_id}): the amount stays on the payment as the customer's credit. */
  deleteInvoicePayment: DeleteInvoicePaymentPayload;
};


export type MutationCreatePaymentArgs = {
  input: CreatePaymentInput;
};


export type MutationUpdatePaymentArgs = {
  paymentId: Scalars['ID']['input'];
  input: UpdatePaymentInput;
};


export type MutationDeletePaymentArgs = {
  paymentId: Scalars['ID']['input'];
};


export type MutationDeletePaymentsArgs = {
  paymentIds: Array<Scalars['ID']['input']>;
  bulkDelete?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreatePaymentRefundArgs = {
  paymentId: Scalars['ID']['input'];
  input: CreatePaymentRefundInput;
};


export type MutationUpdatePaymentRefundArgs = {
  paymentId: Scalars['ID']['input'];
  refundId: Scalars['ID']['input'];
  input: UpdatePaymentRefundInput;
};


export type MutationDeletePaymentRefundArgs = {
  paymentId: Scalars['ID']['input'];
  refundId: Scalars['ID']['input'];
};


export type MutationDeleteInvoicePaymentArgs = {
  invoiceId: Scalars['ID']['input'];
  invoicePaymentId: Scalars['ID']['input'];
};

/** A refund to a contact, in the family's Books spelling (`creditnote_refunds`): refunds come from payments here, not credit notes. */
export type ContactRefund = {
  __typename?: 'ContactRefund';
  /** Identifier of the refund. */
  creditnoteRefundId: Scalars['ID']['output'];
  /** The payment refunded from (Kontor has no credit notes: a refund gives back a payment's unused amount). */
  paymentId: Scalars['ID']['output'];
  /** Always null: no credit notes. */
  creditnoteId: Maybe<Scalars['ID']['output']>;
  /** Always null: no credit notes. */
  creditnoteNumber: Maybe<Scalars['String']['output']>;
  /** The customer's name on the payment. */
  customerName: Scalars['String']['output'];
  /** Date of the refund. */
  date: Scalars['LocalDate']['output'];
  /** How the money went back. */
  refundMode: Maybe<Scalars['String']['output']>;
  /** Reference. */
  referenceNumber: Maybe<Scalars['String']['output']>;
  /** Notes. */
  description: Maybe<Scalars['String']['output']>;
  /** Amount in the payment's currency. */
  amountFcy: Scalars['Decimal']['output'];
  /** Amount in the organization's base currency (at the payment's exchange rate, rounded to the organization's precision). */
  amountBcy: Scalars['Decimal']['output'];
};

/** A page of a contact's refunds. */
export type ContactRefundList = {
  __typename?: 'ContactRefundList';
  /** The refunds. */
  nodes: Array<ContactRefund>;
  /** Where the page stands. */
  pageContext: PageContext;
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
  Payment: Payment;
  Invoice: Invoice;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Payment:
    ( { __typename: 'Payment' }
    & GraphQLRecursivePick<FederationTypes['Payment'], {"paymentId":true}> );
  Invoice:
    ( { __typename: 'Invoice' }
    & GraphQLRecursivePick<FederationTypes['Invoice'], {"invoiceId":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  SortOrder: SortOrder;
  PageContext: ResolverTypeWrapper<PageContext>;
  BillingPaymentMode: BillingPaymentMode;
  BillingPaymentStatus: BillingPaymentStatus;
  BillingPaymentFilter: BillingPaymentFilter;
  BillingPaymentSortColumn: BillingPaymentSortColumn;
  PaymentAutotransaction: ResolverTypeWrapper<PaymentAutotransaction>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  PaymentAppliedInvoice: ResolverTypeWrapper<PaymentAppliedInvoice>;
  PaymentCustomField: ResolverTypeWrapper<PaymentCustomField>;
  PaymentRefund: ResolverTypeWrapper<PaymentRefund>;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentList: ResolverTypeWrapper<PaymentList>;
  PaymentAutotransactionInput: PaymentAutotransactionInput;
  PaymentInvoiceInput: PaymentInvoiceInput;
  PaymentCustomFieldInput: PaymentCustomFieldInput;
  CreatePaymentInput: CreatePaymentInput;
  UpdatePaymentInput: UpdatePaymentInput;
  CreatePaymentRefundInput: CreatePaymentRefundInput;
  UpdatePaymentRefundInput: UpdatePaymentRefundInput;
  PaymentRefundList: ResolverTypeWrapper<PaymentRefundList>;
  CreatePaymentPayload: ResolverTypeWrapper<CreatePaymentPayload>;
  UpdatePaymentPayload: ResolverTypeWrapper<UpdatePaymentPayload>;
  DeletePaymentPayload: ResolverTypeWrapper<DeletePaymentPayload>;
  CreatePaymentRefundPayload: ResolverTypeWrapper<CreatePaymentRefundPayload>;
  UpdatePaymentRefundPayload: ResolverTypeWrapper<UpdatePaymentRefundPayload>;
  DeletePaymentRefundPayload: ResolverTypeWrapper<DeletePaymentRefundPayload>;
  DeletePaymentsPayload: ResolverTypeWrapper<DeletePaymentsPayload>;
  DeleteInvoicePaymentPayload: ResolverTypeWrapper<DeleteInvoicePaymentPayload>;
  Invoice: ResolverTypeWrapper<Invoice>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ContactRefund: ResolverTypeWrapper<ContactRefund>;
  ContactRefundList: ResolverTypeWrapper<ContactRefundList>;
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
  PaymentAutotransaction: PaymentAutotransaction;
  ID: Scalars['ID']['output'];
  PaymentAppliedInvoice: PaymentAppliedInvoice;
  PaymentCustomField: PaymentCustomField;
  PaymentRefund: PaymentRefund;
  Payment: Payment | FederationReferenceTypes['Payment'];
  PaymentList: PaymentList;
  PaymentAutotransactionInput: PaymentAutotransactionInput;
  PaymentInvoiceInput: PaymentInvoiceInput;
  PaymentCustomFieldInput: PaymentCustomFieldInput;
  CreatePaymentInput: CreatePaymentInput;
  UpdatePaymentInput: UpdatePaymentInput;
  CreatePaymentRefundInput: CreatePaymentRefundInput;
  UpdatePaymentRefundInput: UpdatePaymentRefundInput;
  PaymentRefundList: PaymentRefundList;
  CreatePaymentPayload: CreatePaymentPayload;
  UpdatePaymentPayload: UpdatePaymentPayload;
  DeletePaymentPayload: DeletePaymentPayload;
  CreatePaymentRefundPayload: CreatePaymentRefundPayload;
  UpdatePaymentRefundPayload: UpdatePaymentRefundPayload;
  DeletePaymentRefundPayload: DeletePaymentRefundPayload;
  DeletePaymentsPayload: DeletePaymentsPayload;
  DeleteInvoicePaymentPayload: DeleteInvoicePaymentPayload;
  Invoice: Invoice | FederationReferenceTypes['Invoice'];
  Query: Record<PropertyKey, never>;
  Mutation: Record<PropertyKey, never>;
  ContactRefund: ContactRefund;
  ContactRefundList: ContactRefundList;
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

export type PaymentAutotransactionResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentAutotransaction'] = ResolversParentTypes['PaymentAutotransaction']> = {
  autotransactionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paymentGateway?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gatewayTransactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gatewayErrorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFourDigits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expiryMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expiryYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PaymentAppliedInvoiceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentAppliedInvoice'] = ResolversParentTypes['PaymentAppliedInvoice']> = {
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  invoiceAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountApplied?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balanceAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PaymentCustomFieldResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentCustomField'] = ResolversParentTypes['PaymentCustomField']> = {
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dataType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentRefundResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentRefund'] = ResolversParentTypes['PaymentRefund']> = {
  refundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentRefundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountFcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountBcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  refundMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fromAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment'], FederationReferenceType extends FederationReferenceTypes['Payment'] = FederationReferenceTypes['Payment']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Payment']> | FederationReferenceType, FederationReferenceType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMode?: Resolver<ResolversTypes['BillingPaymentMode'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountRefunded?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankCharges?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bcyAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountApplied?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unusedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillingPaymentStatus'], ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  autotransaction?: Resolver<Maybe<ResolversTypes['PaymentAutotransaction']>, ParentType, ContextType>;
  lastFourDigits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['PaymentAppliedInvoice']>, ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['PaymentRefund']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['PaymentCustomField']>, ParentType, ContextType>;
  createdTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastModifiedTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentList'] = ResolversParentTypes['PaymentList']> = {
  nodes?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type PaymentRefundListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['PaymentRefundList'] = ResolversParentTypes['PaymentRefundList']> = {
  nodes?: Resolver<Array<ResolversTypes['PaymentRefund']>, ParentType, ContextType>;
  pageContext?: Resolver<ResolversTypes['PageContext'], ParentType, ContextType>;
};

export type CreatePaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreatePaymentPayload'] = ResolversParentTypes['CreatePaymentPayload']> = {
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
};

export type UpdatePaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdatePaymentPayload'] = ResolversParentTypes['UpdatePaymentPayload']> = {
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
};

export type DeletePaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeletePaymentPayload'] = ResolversParentTypes['DeletePaymentPayload']> = {
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreatePaymentRefundPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['CreatePaymentRefundPayload'] = ResolversParentTypes['CreatePaymentRefundPayload']> = {
  refund?: Resolver<ResolversTypes['PaymentRefund'], ParentType, ContextType>;
};

export type UpdatePaymentRefundPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['UpdatePaymentRefundPayload'] = ResolversParentTypes['UpdatePaymentRefundPayload']> = {
  refund?: Resolver<ResolversTypes['PaymentRefund'], ParentType, ContextType>;
};

export type DeletePaymentRefundPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeletePaymentRefundPayload'] = ResolversParentTypes['DeletePaymentRefundPayload']> = {
  refundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeletePaymentsPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeletePaymentsPayload'] = ResolversParentTypes['DeletePaymentsPayload']> = {
  paymentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DeleteInvoicePaymentPayloadResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['DeleteInvoicePaymentPayload'] = ResolversParentTypes['DeleteInvoicePaymentPayload']> = {
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice'], FederationReferenceType extends FederationReferenceTypes['Invoice'] = FederationReferenceTypes['Invoice']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Invoice']> | FederationReferenceType, FederationReferenceType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  payments?: Resolver<ResolversTypes['PaymentList'], ParentType, ContextType, RequireFields<QueryPaymentsArgs, 'page' | 'perPage' | 'filterBy'>>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<QueryPaymentArgs, 'paymentId'>>;
  paymentRefunds?: Resolver<ResolversTypes['PaymentRefundList'], ParentType, ContextType, RequireFields<QueryPaymentRefundsArgs, 'paymentId' | 'page' | 'perPage'>>;
  paymentRefund?: Resolver<ResolversTypes['PaymentRefund'], ParentType, ContextType, RequireFields<QueryPaymentRefundArgs, 'paymentId' | 'refundId'>>;
  contactRefunds?: Resolver<ResolversTypes['ContactRefundList'], ParentType, ContextType, RequireFields<QueryContactRefundsArgs, 'contactId'>>;
};

export type MutationResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createPayment?: Resolver<ResolversTypes['CreatePaymentPayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentArgs, 'input'>>;
  updatePayment?: Resolver<ResolversTypes['UpdatePaymentPayload'], ParentType, ContextType, RequireFields<MutationUpdatePaymentArgs, 'paymentId' | 'input'>>;
  deletePayment?: Resolver<ResolversTypes['DeletePaymentPayload'], ParentType, ContextType, RequireFields<MutationDeletePaymentArgs, 'paymentId'>>;
  deletePayments?: Resolver<ResolversTypes['DeletePaymentsPayload'], ParentType, ContextType, RequireFields<MutationDeletePaymentsArgs, 'paymentIds'>>;
  createPaymentRefund?: Resolver<ResolversTypes['CreatePaymentRefundPayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentRefundArgs, 'paymentId' | 'input'>>;
  updatePaymentRefund?: Resolver<ResolversTypes['UpdatePaymentRefundPayload'], ParentType, ContextType, RequireFields<MutationUpdatePaymentRefundArgs, 'paymentId' | 'refundId' | 'input'>>;
  deletePaymentRefund?: Resolver<ResolversTypes['DeletePaymentRefundPayload'], ParentType, ContextType, RequireFields<MutationDeletePaymentRefundArgs, 'paymentId' | 'refundId'>>;
  deleteInvoicePayment?: Resolver<ResolversTypes['DeleteInvoicePaymentPayload'], ParentType, ContextType, RequireFields<MutationDeleteInvoicePaymentArgs, 'invoiceId' | 'invoicePaymentId'>>;
};

export type ContactRefundResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactRefund'] = ResolversParentTypes['ContactRefund']> = {
  creditnoteRefundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditnoteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  creditnoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  refundMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amountFcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountBcy?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ContactRefundListResolvers<ContextType = SubgraphContext, ParentType extends ResolversParentTypes['ContactRefundList'] = ResolversParentTypes['ContactRefundList']> = {
  nodes?: Resolver<Array<ResolversTypes['ContactRefund']>, ParentType, ContextType>;
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
  JSONObject?: GraphQLScalarType;
  PageContext?: PageContextResolvers<ContextType>;
  PaymentAutotransaction?: PaymentAutotransactionResolvers<ContextType>;
  PaymentAppliedInvoice?: PaymentAppliedInvoiceResolvers<ContextType>;
  PaymentCustomField?: PaymentCustomFieldResolvers<ContextType>;
  PaymentRefund?: PaymentRefundResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentList?: PaymentListResolvers<ContextType>;
  PaymentRefundList?: PaymentRefundListResolvers<ContextType>;
  CreatePaymentPayload?: CreatePaymentPayloadResolvers<ContextType>;
  UpdatePaymentPayload?: UpdatePaymentPayloadResolvers<ContextType>;
  DeletePaymentPayload?: DeletePaymentPayloadResolvers<ContextType>;
  CreatePaymentRefundPayload?: CreatePaymentRefundPayloadResolvers<ContextType>;
  UpdatePaymentRefundPayload?: UpdatePaymentRefundPayloadResolvers<ContextType>;
  DeletePaymentRefundPayload?: DeletePaymentRefundPayloadResolvers<ContextType>;
  DeletePaymentsPayload?: DeletePaymentsPayloadResolvers<ContextType>;
  DeleteInvoicePaymentPayload?: DeleteInvoicePaymentPayloadResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  ContactRefund?: ContactRefundResolvers<ContextType>;
  ContactRefundList?: ContactRefundListResolvers<ContextType>;
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
