/**
 * Retainer invoices as clients see them: rows with their lines, documents, applications,
 * contact persons and locations, loaded for any number of retainer invoices in a constant
 * number of statements, and their state worked out from the facts.
 */
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { type SQL, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import {
  type RetainerStoredState,
  retainerApplications,
  retainerInvoiceDocuments,
  retainerInvoiceLineItems,
  retainerInvoices,
  retainerPayments,
} from '../../../drizzle/tables/accounting/retainers.ts';
import { toEnum } from '../../core/values/enums.ts';
import { type StatedRecord } from '../../core/values/errors.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import { anyId } from '../../core/request/scoped.ts';
import { fieldView, wants } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import { locationsById } from '../../core/books/locations.ts';
import { type ContactPersonRow, personsOf } from '../parties/contact-store.ts';
import type {
  InvoiceContactPerson,
  RetainerInvoice,
  RetainerInvoiceApplication,
  RetainerInvoiceDocument,
  RetainerInvoiceStatus,
  RetainerInvoiceTemplate,
  RetainerPayment,
  RetainerPaymentStatus,
} from '../generated/graphql.ts';
import { documentMoves } from '../documents/document-moves.ts';
import { documentStates } from '../documents/document-states.ts';
import { DOCUMENT_FIELDS, gatewayNameView } from '../invoices/invoice-views.ts';
import { contactPersonView } from '../documents/document-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type RetainerRow = typeof retainerInvoices.$inferSelect;
export type RetainerLineRow = typeof retainerInvoiceLineItems.$inferSelect;
export type RetainerPaymentRow = typeof retainerPayments.$inferSelect;

/** A retainer invoice row with its currency's code and symbol. */
export type RetainerRecord = DocumentRecord<typeof retainerInvoices, { currencySymbol: typeof currencies.currencySymbol }>;

/** Every state a client sees: the stored ones and those the payments lead to. */
export type RetainerState = RetainerStoredState | 'viewed' | 'partially_paid' | 'paid';

/** PDF templates of retainer invoices; fixed ids, the same in every organization. */
export const RETAINER_TEMPLATES: readonly RetainerInvoiceTemplate[] = [
  {
    templateId: '2000001',
    templateName: 'Standard Retainer',
    templateType: 'standard',
    isDefault: true,
    pageWidth: '8.27in',
    pageHeight: '11.69in',
    orientation: 'portrait',
  },
  {
    templateId: '2000002',
    templateName: 'Simple Retainer',
    templateType: 'simple',
    isDefault: false,
    pageWidth: '8.27in',
    pageHeight: '11.69in',
    orientation: 'portrait',
  },
  {
    templateId: '2000003',
    templateName: 'Letter Retainer',
    templateType: 'standard',
    isDefault: false,
    pageWidth: '8.5in',
    pageHeight: '11in',
    orientation: 'portrait',
  },
];
export const DEFAULT_RETAINER_TEMPLATE = RETAINER_TEMPLATES[0];

/** Sent (not draft, awaiting approval, approved or void): it can be paid. */
export function isOpen(status: RetainerStoredState): boolean {
  return status === 'sent';
}

type StateFacts = Pick<RetainerRow, 'status' | 'paymentMade' | 'balance' | 'isViewedByClient'>;

/** A retainer invoice's states: all but sent as stored; a sent one is paid, partially paid, viewed or sent (documents/document-states.ts). */
const retainerStates = documentStates<StateFacts, Exclude<RetainerStoredState, 'sent'>, RetainerState>({
  kind: 'retainer invoice',
  column: retainerInvoices.status,
  asStored: ['draft', 'pending_approval', 'approved', 'void'],
  rules: [
    {
      state: 'partially_paid',
      holds: (f) => dec(f.paymentMade).gt(0) && dec(f.balance).gt(0),
      sql: () => sql`${retainerInvoices.paymentMade} > 0 and ${retainerInvoices.balance} > 0`,
    },
    { state: 'paid', holds: (f) => dec(f.paymentMade).gt(0), sql: () => sql`${retainerInvoices.paymentMade} > 0` },
    { state: 'viewed', holds: (f) => f.isViewedByClient, sql: () => sql`${retainerInvoices.isViewedByClient}` },
  ],
  otherwise: 'sent',
  labels: {
    draft: 'a draft',
    pending_approval: 'pending approval',
    approved: 'approved',
    sent: 'sent',
    viewed: 'viewed',
    partially_paid: 'partially paid',
    paid: 'paid',
    void: 'void',
  },
});

/** The state on the facts. */
export const stateOf = (row: StateFacts): RetainerState => retainerStates.stateOf(row, '');

/** `stateOf` is one of `states`, as conditions on the stored columns an index serves (list filters). */
export const stateIn = (states: readonly string[]): SQL => retainerStates.stateIn(states, '');

/** A retainer invoice as a refused move names it (`cannotMove`): its number and its state in words. */
export function retainerStated(row: Pick<RetainerRecord, 'retainerinvoiceNumber' | 'status' | 'paymentMade' | 'balance' | 'isViewedByClient'>): StatedRecord {
  return retainerStates.stated(row.retainerinvoiceNumber, stateOf(row));
}

const UNDRAFT = 'turn it back into a draft first';

/** What each move of a retainer invoice is refused in (documents/document-moves.ts); payments recorded refuse delete, void and draft, the approval flow sending. */
export const retainerMoves = documentMoves<
  RetainerStoredState,
  'change' | 'delete' | 'send' | 'email' | 'markSent' | 'void' | 'toDraft' | 'submit' | 'approve'
>({
  change: { verb: 'changed', refuse: { void: UNDRAFT } },
  delete: { verb: 'deleted' },
  send: { verb: 'marked as sent', refuse: { void: UNDRAFT } },
  email: { verb: 'emailed', refuse: { void: UNDRAFT } },
  markSent: { verb: 'marked as sent', refuse: { sent: 'it has been sent already' } },
  void: { verb: 'voided', refuse: { void: 'it is void already' } },
  toDraft: { verb: 'turned into a draft', refuse: { draft: 'it is one already' } },
  submit: { verb: 'submitted for approval', only: ['draft'], otherwise: 'only a draft is submitted' },
  approve: { verb: 'approved', only: ['pending_approval'], otherwise: 'only a retainer invoice submitted for approval is approved' },
});

const reader = documentReader(retainerInvoices, 'The retainer invoice', { columns: { currencySymbol: currencies.currencySymbol } });

/** Retainer invoices with their currency; one statement. */
export const selectRetainers = reader.select;

/** One retainer invoice of the organization; `lock` holds it for the caller's transaction. */
export const findRetainer = reader.find;

/** Lines of several retainer invoices in one statement, in item_order. */
export async function retainerLinesOf(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, RetainerLineRow[]>> {
  const byRetainer = new Map<string, RetainerLineRow[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byRetainer;
  const rows = await db
    .select()
    .from(retainerInvoiceLineItems)
    .where(inOrg(retainerInvoiceLineItems, organizationId, anyId(retainerInvoiceLineItems.retainerinvoiceId, [...ids])))
    .orderBy(asc(retainerInvoiceLineItems.retainerinvoiceId), asc(retainerInvoiceLineItems.itemOrder), asc(retainerInvoiceLineItems.id));
  for (const r of rows) byRetainer.get(r.retainerinvoiceId)?.push(r);
  return byRetainer;
}

export function documentView(row: typeof retainerInvoiceDocuments.$inferSelect, org: OrganizationRow): RetainerInvoiceDocument {
  return {
    documentId: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadedTime: formatTimestamp(row.createdAt, org.timeZone),
  };
}

export function paymentView(row: RetainerPaymentRow, org: OrganizationRow): RetainerPayment {
  return {
    paymentId: row.id,
    retainerinvoiceId: row.retainerinvoiceId,
    amount: row.amount,
    date: row.date,
    status: toEnum<RetainerPaymentStatus>(row.status),
    paymentMode: row.paymentMode,
    accountId: row.accountId,
    referenceNumber: row.referenceNumber,
    description: row.description,
    paymentGateway: row.paymentGateway ? gatewayNameView(row.paymentGateway) : null,
    gatewayTransactionId: row.gatewayTransactionId,
    gatewayErrorMessage: row.gatewayErrorMessage,
    createdTime: formatTimestamp(row.createdAt, org.timeZone),
  };
}

/** The contact persons a retainer invoice goes to, as clients see them. */
export function associatedPersons(row: RetainerRow, persons: readonly ContactPersonRow[]): InvoiceContactPerson[] {
  const byId = new Map(persons.map((p) => [p.id, p]));
  return row.contactPersons.filter((c) => byId.has(c.contact_person_id)).map((c) => contactPersonView(c, byId.get(c.contact_person_id)!));
}

/**
 * Retainer invoices as clients see them, in the order given: a constant number of statements
 * whatever their number (lines, documents, applications with their invoices, persons, locations).
 */
export async function retainerViews(
  db: Executor,
  org: OrganizationRow,
  rows: readonly RetainerRecord[],
  selected?: ReadonlySet<string>,
): Promise<RetainerInvoice[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // Child rows the selection (selectedFields) does not need are not read.
  const withPersons = wants(selected, 'contactPersonsAssociated', 'canSendInMail')
    ? [...new Set(rows.filter((r) => r.contactPersons.length).map((r) => r.customerId))]
    : [];
  const [lines, documents, applications, persons] = await Promise.all([
    wants(selected, 'lineItems') ? retainerLinesOf(db, org.id, ids) : new Map<string, RetainerLineRow[]>(),
    wants(selected, 'documents', 'attachmentName', 'hasAttachment')
      ? db
          .select()
          .from(retainerInvoiceDocuments)
          .where(inOrg(retainerInvoiceDocuments, org.id, anyId(retainerInvoiceDocuments.retainerinvoiceId, ids)))
          .orderBy(asc(retainerInvoiceDocuments.id))
      : [],
    wants(selected, 'invoices')
      ? db
          .select({ application: retainerApplications, invoiceNumber: invoices.invoiceNumber, balance: invoices.balance })
          .from(retainerApplications)
          .innerJoin(invoices, eq(invoices.id, retainerApplications.invoiceId))
          .where(inOrg(retainerApplications, org.id, anyId(retainerApplications.retainerinvoiceId, ids)))
          .orderBy(asc(retainerApplications.id))
      : [],
    personsOf(db, org.id, withPersons),
  ]);
  const locationIds = new Set<string>();
  for (const r of rows) if (r.locationId) locationIds.add(r.locationId);
  for (const list of lines.values()) for (const l of list) if (l.locationId) locationIds.add(l.locationId);
  const locations = new Map([...(await locationsById(db, org.id, [...locationIds]))].map(([id, l]) => [id, l.locationName]));
  const build = RETAINER_VIEW.builder(selected);
  return rows.map((row) => {
    const docs = documents.filter((d) => d.retainerinvoiceId === row.id);
    const applied = new Map<string, RetainerInvoiceApplication>();
    for (const a of applications.filter((x) => x.application.retainerinvoiceId === row.id)) {
      const kept = applied.get(a.application.invoiceId);
      if (kept) {
        kept.amountApplied = dec(kept.amountApplied).plus(a.application.amount).toFixed();
        if (a.application.date > kept.date) kept.date = a.application.date;
      } else {
        applied.set(a.application.invoiceId, {
          invoiceId: a.application.invoiceId,
          invoiceNumber: a.invoiceNumber,
          amountApplied: a.application.amount,
          balance: a.balance,
          date: a.application.date,
        });
      }
    }
    return build(row, {
      org,
      related: {
        lines: lines.get(row.id) ?? [],
        documents: docs,
        applications: [...applied.values()],
        persons: persons.get(row.customerId) ?? [],
        locations,
      },
    });
  });
}

export async function retainerView(db: Executor, org: OrganizationRow, retainerinvoiceId: string): Promise<RetainerInvoice> {
  const [view] = await retainerViews(db, org, [await findRetainer(db, org.id, retainerinvoiceId)]);
  return view;
}

interface Related {
  lines: RetainerLineRow[];
  documents: (typeof retainerInvoiceDocuments.$inferSelect)[];
  applications: RetainerInvoiceApplication[];
  persons: ContactPersonRow[];
  locations: Map<string, string>;
}

/** What a retainer invoice's fields are made of besides its row: the organization and its child rows. */
interface RetainerContext {
  org: OrganizationRow;
  related: Related;
}

const templateOf = (row: RetainerRecord) => RETAINER_TEMPLATES.find((t) => t.templateId === row.templateId) ?? DEFAULT_RETAINER_TEMPLATE;
const fromTemplate = <K extends 'templateId' | 'templateName' | 'pageWidth' | 'pageHeight' | 'orientation' | 'templateType'>(key: K) => ({
  reads: ['templateId'] as const,
  value: (row: RetainerRecord) => templateOf(row)[key],
});

/** Every field of a retainer invoice and the columns it reads: a list reads and builds only the fields its operation selects. */
const RETAINER_VIEW = fieldView<RetainerRecord, RetainerContext, RetainerInvoice>(
  {
    ...DOCUMENT_FIELDS,
    retainerinvoiceId: 'id',
    retainerinvoiceNumber: 'retainerinvoiceNumber',
    date: 'date',
    status: { reads: ['status', 'paymentMade', 'balance', 'isViewedByClient'], value: (row) => toEnum<RetainerInvoiceStatus>(stateOf(row)) },
    isPreGst: 'isPreGst',
    placeOfSupply: 'placeOfSupply',
    projectId: 'projectId',
    projectName: 'projectName',
    lastPaymentDate: 'lastPaymentDate',
    referenceNumber: 'referenceNumber',
    customerId: 'customerId',
    customerName: 'customerName',
    contactPersonsAssociated: { reads: ['contactPersons', 'customerId'], value: (row, { related }) => associatedPersons(row, related.persons) },
    currencyId: 'currencyId',
    currencyCode: 'currencyCode',
    currencySymbol: 'currencySymbol',
    exchangeRate: 'exchangeRate',
    isViewedByClient: 'isViewedByClient',
    isInclusiveTax: 'isInclusiveTax',
    locationId: 'locationId',
    lineItems: {
      reads: ['exchangeRate'],
      value: (row, { org, related }) =>
        related.lines.map((l) => ({
          lineItemId: l.id,
          description: l.description,
          itemOrder: l.itemOrder,
          rate: l.rate,
          bcyRate: roundTo(dec(l.rate).times(row.exchangeRate), org.pricePrecision).toFixed(),
          taxId: l.taxId,
          taxName: l.taxName,
          taxType: l.taxType,
          taxPercentage: l.taxPercentage,
          itemTotal: l.itemTotal,
          locationId: l.locationId,
          locationName: l.locationId ? (related.locations.get(l.locationId) ?? null) : null,
        })),
    },
    subTotal: 'subTotal',
    taxTotal: 'taxTotal',
    total: 'total',
    paymentMade: 'paymentMade',
    paymentDrawn: 'paymentDrawn',
    unusedAmount: { reads: ['paymentMade', 'paymentDrawn'], value: (row) => dec(row.paymentMade).minus(row.paymentDrawn).toFixed() },
    balance: 'balance',
    allowPartialPayments: 'allowPartialPayments',
    pricePrecision: 'pricePrecision',
    isEmailed: 'isEmailed',
    documents: { reads: [], value: (_row, { org, related }) => related.documents.map((d) => documentView(d, org)) },
    notes: 'notes',
    terms: 'terms',
    customFields: {
      reads: ['customFields'],
      value: (row) => row.customFields.map((c) => ({ index: c.index, showOnPdf: c.show_on_pdf, value: c.value, label: c.label })),
    },
    templateId: fromTemplate('templateId'),
    templateName: fromTemplate('templateName'),
    pageWidth: fromTemplate('pageWidth'),
    pageHeight: fromTemplate('pageHeight'),
    orientation: fromTemplate('orientation'),
    templateType: fromTemplate('templateType'),
    invoices: { reads: [], value: (_row, { related }) => related.applications },
    createdById: 'createdById',
    attachmentName: { reads: [], value: (_row, { related }) => related.documents.at(-1)?.fileName ?? null },
    hasAttachment: { reads: [], value: (_row, { related }) => related.documents.length > 0 },
    canSendInMail: {
      reads: ['contactPersons', 'customerId'],
      value: (row, { related }) => associatedPersons(row, related.persons).some((p) => !!p.contactPersonEmail && p.communicationPreference.isEmailEnabled),
    },
    invoiceUrl: { reads: [], value: () => null },
    submittedById: 'submittedById',
    approvedById: 'approvedById',
  },
  // The lines, documents and applications go by the retainer invoice's id.
  ['id'],
);

/** The retainer invoice columns a selection of a list's entries reads (undefined: every column). */
export const retainerReads = (selected: ReadonlySet<string> | undefined) => RETAINER_VIEW.reads(selected);

/** Payments of a retainer invoice, oldest first. */
export async function retainerPaymentsOf(db: Executor, org: OrganizationRow, retainerinvoiceId: string): Promise<RetainerPayment[]> {
  const row = await findRetainer(db, org.id, retainerinvoiceId);
  const rows = await db
    .select()
    .from(retainerPayments)
    .where(inOrg(retainerPayments, org.id, eq(retainerPayments.retainerinvoiceId, row.id)))
    .orderBy(asc(retainerPayments.date), asc(retainerPayments.id));
  return rows.map((r) => paymentView(r, org));
}
