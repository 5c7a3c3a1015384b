/**
 * Retainer invoices: a request to a customer for an advance. Create, change, number, move
 * through draft → (pending_approval → approved →) sent, void, back to draft; templates and
 * billing address. Sending posts nothing: the ledger sees a retainer only when money arrives
 * (retainer-payments.ts). The SQL is in retainer-store.ts, the pure rules and totals in
 * retainer-rules.ts, history and comments in retainer-history.ts, attachments in
 * retainer-documents.ts.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import {
  retainerApplications,
  retainerInvoiceComments,
  retainerInvoiceDocuments,
  retainerInvoiceLineItems,
  retainerInvoiceSettings,
  retainerInvoices,
  retainerPayments,
} from '../../../drizzle/tables/accounting/retainers.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { locationsById } from '../../core/books/locations.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { KontorError, cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';

import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { newId } from '../../core/values/ids.ts';
import { dec, toDb, moneyText } from '../../core/values/money.ts';
import { patch } from '../../core/values/patch.ts';
import { SALES_TAX_TYPES, checkTax, findTaxes } from '../../erp/api.ts';
import type {
  ContactAddressInput,
  CreateRetainerInvoiceInput,
  RetainerInvoice,
  RetainerInvoiceLineItemInput,
  RetainerInvoiceSettings,
  UpdateRetainerInvoiceInput,
} from '../generated/graphql.ts';
import { addressView } from '../documents/document-views.ts';
import { requireContact } from '../parties/contact-store.ts';
import { recordRetainerHistory } from './retainer-history.ts';
import { APPROVER_ROLES, type LineFields, MAX_LINE_ITEMS, type RetainerFields, applyTotals, gatewaysOf } from './retainer-rules.ts';
import { approvalEnabled, hasPayments, nextRetainerNumber, setStatus, writeLines } from './retainer-store.ts';
import {
  DEFAULT_RETAINER_TEMPLATE,
  RETAINER_TEMPLATES,
  type RetainerLineRow,
  type RetainerRecord,
  findRetainer,
  retainerLinesOf,
  retainerMoves,
  retainerStated,
  retainerView,
} from './retainer-views.ts';
import { text } from '../../core/values/text.ts';
import { taxColumns } from '../documents/document-taxes.ts';
import { addressOf, contactPersonsOf, customFieldsOf, documentAddresses, exchangeRateOf, tagsOf } from '../documents/document-parties.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

function settingsView(enabled: boolean): RetainerInvoiceSettings {
  return { approvalEnabled: enabled, approverRoles: APPROVER_ROLES.map((r) => r.toUpperCase() as 'ADMIN' | 'APPROVER') };
}

export async function getSettings(scope: Scope): Promise<RetainerInvoiceSettings> {
  return settingsView(await approvalEnabled(scope.db, scope.org.id));
}

/** Switching approval on or off is an organization setting: admins only. */
export async function updateSettings(s: Scope, enabled: boolean): Promise<RetainerInvoiceSettings> {
  if (s.role !== 'admin') throw new KontorError('FORBIDDEN', 'Only an admin of the organization can change the retainer invoice settings.');
  await s.db
    .insert(retainerInvoiceSettings)
    .values({ organizationId: s.org.id, approvalEnabled: enabled, updatedAt: s.now })
    .onConflictDoUpdate({ target: retainerInvoiceSettings.organizationId, set: { approvalEnabled: enabled, updatedAt: s.now } });
  return settingsView(enabled);
}
async function resolveLines(
  tx: Tx,
  org: OrganizationRow,
  given: readonly RetainerInvoiceLineItemInput[],
  stored: readonly RetainerLineRow[],
): Promise<LineFields[]> {
  if (!given.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
  if (given.length > MAX_LINE_ITEMS) {
    throw new KontorError('LIMIT_EXCEEDED', `A retainer invoice holds at most ${MAX_LINE_ITEMS} line items; ${given.length} were given.`, {
      field: ['input', 'lineItems'],
    });
  }
  const field = (i: number, name: string) => ['input', 'lineItems', i, name];
  const keptIds = new Set(stored.map((l) => l.id));
  const named = new Set<string>();
  const taxes = await findTaxes(
    tx,
    org.id,
    given.map((l) => l.taxId).filter((id): id is string => !!id),
    { lock: true },
  );
  const locationIds = [...new Set(given.map((l) => l.locationId).filter((id): id is string => !!id))];
  const locations = await locationsById(tx, org.id, locationIds);
  return given.map((line, i) => {
    if (line.lineItemId != null) {
      if (!keptIds.has(line.lineItemId)) throw invalid(field(i, 'lineItemId'), 'is not a line of this retainer invoice');
      if (named.has(line.lineItemId)) throw invalid(field(i, 'lineItemId'), 'names a line listed before');
      named.add(line.lineItemId);
    }
    if (!dec(line.rate).gte(0)) throw invalid(field(i, 'rate'), 'must not be negative');
    const tax = line.taxId
      ? checkTax(taxes.get(line.taxId), field(i, 'taxId'), { types: SALES_TAX_TYPES, typesText: 'a tax, compound tax or tax group' })
      : undefined;
    if (line.locationId && !locations.has(line.locationId)) throw invalid(field(i, 'locationId'), 'is not a location of the organization');
    return {
      id: line.lineItemId ?? newId(),
      itemOrder: line.itemOrder ?? i + 1,
      description: line.description ?? null,
      rate: toDb(line.rate),
      ...taxColumns(tax, 'sales'),
      itemTotal: '0',
      locationId: line.locationId ?? null,
    };
  });
}

/** The fields an update overlays on the stored retainer as given (core/values/patch.ts); on create over BLANK. */
const OVERLAID = [
  'date',
  'isPreGst',
  'placeOfSupply',
  'projectId',
  'projectName',
  'referenceNumber',
  'isInclusiveTax',
  'locationId',
  'allowPartialPayments',
  'notes',
  'terms',
] as const;
const BLANK: Omit<Pick<RetainerRecord, (typeof OVERLAID)[number]>, 'date'> = {
  isPreGst: null,
  placeOfSupply: null,
  projectId: null,
  projectName: null,
  referenceNumber: null,
  isInclusiveTax: false,
  locationId: null,
  allowPartialPayments: true,
  notes: null,
  terms: null,
};

interface Prepared {
  fields: RetainerFields;
  lines: LineFields[];
  linesChanged: boolean;
}

/** What an input leads to on top of the stored retainer (none on create), checked and totalled. */
async function prepare(
  tx: Tx,
  s: Scope,
  input: CreateRetainerInvoiceInput | UpdateRetainerInvoiceInput,
  current?: { row: RetainerRecord; lines: RetainerLineRow[] },
): Promise<Prepared> {
  const { org } = s;
  const previous = current?.row;
  const received = previous ? dec(previous.paymentMade).gt(0) : false;
  const customerId = input.customerId ?? previous!.customerId;
  const customerChanged = !previous || customerId !== previous.customerId;
  if (previous && customerChanged && received) throw invalid(['input', 'customerId'], 'cannot change once payments are received on the retainer invoice');
  const customer = await requireContact(tx, org.id, customerId, ['input', 'customerId'], { contactType: 'customer', allowInactive: !customerChanged });

  if (previous && input.currencyId && input.currencyId !== previous.currencyId && received)
    throw invalid(['input', 'currencyId'], 'cannot change once payments are received on the retainer invoice');
  const currency = await currencyOrBase(tx, org.id, input.currencyId ?? previous?.currencyId ?? customer.currencyId, ['input', 'currencyId']);
  const exchangeRate = exchangeRateOf(currency, input.exchangeRate, previous);

  const templateId = input.templateId ?? previous?.templateId ?? DEFAULT_RETAINER_TEMPLATE.templateId;
  if (!RETAINER_TEMPLATES.some((t) => t.templateId === templateId))
    throw invalid(['input', 'templateId'], 'is not a template of GET /retainerinvoices/templates');
  if (input.locationId && !(await locationsById(tx, org.id, [input.locationId])).has(input.locationId))
    throw invalid(['input', 'locationId'], 'is not a location of the organization');

  const kept = patch(
    previous ?? { ...BLANK, date: s.today },
    {
      date: input.date,
      isPreGst: input.isPreGst,
      placeOfSupply: input.placeOfSupply === undefined ? undefined : (text(input.placeOfSupply)?.toUpperCase() ?? null),
      projectId: input.projectId,
      projectName: text(input.projectName),
      referenceNumber: text(input.referenceNumber),
      isInclusiveTax: input.isInclusiveTax,
      locationId: input.locationId,
      allowPartialPayments: input.allowPartialPayments,
      notes: input.notes,
      terms: input.terms,
    },
    OVERLAID,
    ['date', 'isInclusiveTax', 'allowPartialPayments'],
  );

  const fields: RetainerFields = {
    ...kept,
    lastPaymentDate: previous?.lastPaymentDate ?? null,
    customerId: customer.id,
    customerName: customer.contactName,
    contactPersons: contactPersonsOf(customer, input.contactPersonsAssociated, customerChanged ? undefined : previous?.contactPersons, {
      field: (i) => ['input', 'contactPersonsAssociated', i, 'contactPersonId'],
      defaultToPrimary: true,
    }),
    currencyId: currency.id,
    exchangeRate,
    tags: input.tags !== undefined ? tagsOf(input.tags ?? []) : (previous?.tags ?? []),
    subTotal: '0',
    taxTotal: '0',
    total: '0',
    balance: '0',
    paymentMade: previous?.paymentMade ?? '0',
    paymentDrawn: previous?.paymentDrawn ?? '0',
    pricePrecision: currency.pricePrecision,
    paymentGateways: input.paymentOptions ? gatewaysOf(input.paymentOptions.paymentGateways ?? []) : (previous?.paymentGateways ?? []),
    ...documentAddresses(input, customer, customerChanged ? undefined : previous),
    customFields: input.customFields !== undefined ? customFieldsOf(input.customFields ?? []) : (previous?.customFields ?? []),
    templateId,
  };
  const linesChanged = input.lineItems != null || !current;
  const lines: LineFields[] = linesChanged
    ? await resolveLines(tx, org, input.lineItems ?? [], current?.lines ?? [])
    : current.lines.map(({ organizationId: _o, retainerinvoiceId: _r, ...line }) => ({ ...line }));
  applyTotals(fields, lines, previous);
  return { fields, lines, linesChanged };
}
function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    retainer_invoices_org_number: () =>
      new KontorError('DUPLICATE', `The retainer invoice number "${number()}" is already used by another retainer invoice of the organization.`, {
        field: ['input', 'retainerinvoiceNumber'],
      }),
  });
}
export async function createRetainer(s: Scope, input: CreateRetainerInvoiceInput, options: { ignoreAutoNumberGeneration: boolean }): Promise<RetainerInvoice> {
  const givenNumber = text(input.retainerinvoiceNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber)
    throw invalid(['input', 'retainerinvoiceNumber'], 'is required when ignore_auto_number_generation is true');
  let number: string | null | undefined = givenNumber;
  return refusingDuplicates(
    () => number,
    () =>
      s.db.transaction(async (tx) => {
        const id = newId();
        const prepared = await prepare(tx, s, input);
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextRetainerNumber(tx, s.org.id);
        await tx.insert(retainerInvoices).values({
          ...prepared.fields,
          id,
          organizationId: s.org.id,
          retainerinvoiceNumber: number,
          status: 'draft',
          createdById: s.actor.userId,
          createdAt: s.now,
          updatedAt: s.now,
        });
        await writeLines(tx, s.org.id, id, prepared.lines, false);
        const row = await findRetainer(tx, s.org.id, id);
        await recordRetainerHistory(
          tx,
          s.org.id,
          id,
          s.actor,
          'added',
          `Retainer invoice ${number} created for ${moneyText(row.total, row.currencyCode, row.pricePrecision)}.`,
          s.now,
        );
        return retainerView(tx, s.org, id);
      }),
  );
}

export async function updateRetainer(s: Scope, retainerinvoiceId: string, input: UpdateRetainerInvoiceInput): Promise<RetainerInvoice> {
  return refusingDuplicates(
    () => text(input.retainerinvoiceNumber),
    () =>
      s.db.transaction(async (tx) => {
        const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
        retainerMoves.check('change', row.status, retainerStated(row));
        const lines = (await retainerLinesOf(tx, s.org.id, [row.id])).get(row.id) ?? [];
        const prepared = await prepare(tx, s, input, { row, lines });
        const number = text(input.retainerinvoiceNumber) ?? row.retainerinvoiceNumber;
        await tx
          .update(retainerInvoices)
          .set({ ...prepared.fields, retainerinvoiceNumber: number, updatedAt: s.now })
          .where(inOrg(retainerInvoices, s.org.id, eq(retainerInvoices.id, row.id)));
        if (prepared.linesChanged) await writeLines(tx, s.org.id, row.id, prepared.lines, true);
        await recordRetainerHistory(
          tx,
          s.org.id,
          row.id,
          s.actor,
          'updated',
          `Retainer invoice ${number} updated; total ${moneyText(prepared.fields.total!, row.currencyCode, prepared.fields.pricePrecision)}.`,
          s.now,
        );
        return retainerView(tx, s.org, row.id);
      }),
  );
}

export async function deleteRetainer(s: Scope, retainerinvoiceId: string): Promise<{ id: string; documentIds: string[] }> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    retainerMoves.check('delete', row.status, retainerStated(row), (await hasPayments(tx, s.org.id, row)) && PAID);
    const where = (t: { organizationId: PgColumn; retainerinvoiceId: PgColumn }) => inOrg(t, s.org.id, eq(t.retainerinvoiceId, row.id));
    const documents = await tx.delete(retainerInvoiceDocuments).where(where(retainerInvoiceDocuments)).returning({ id: retainerInvoiceDocuments.id });
    await tx.delete(retainerInvoiceLineItems).where(where(retainerInvoiceLineItems));
    await tx.delete(retainerInvoiceComments).where(where(retainerInvoiceComments));
    await tx.delete(retainerPayments).where(where(retainerPayments));
    await tx.delete(retainerApplications).where(where(retainerApplications));
    await tx.delete(retainerInvoices).where(inOrg(retainerInvoices, s.org.id, eq(retainerInvoices.id, row.id)));
    return { id: row.id, documentIds: documents.map((d) => d.id) };
  });
}
const PAID = 'payments are recorded on it';

/** Why a retainer invoice cannot be sent (emailed or marked sent) now, or null when it can. */
export async function sendRefusal(db: Executor, organizationId: string, row: RetainerRecord, how: { emailed?: boolean } = {}): Promise<KontorError | null> {
  if (row.status === 'sent') return null;
  const unapproved = row.status !== 'approved' && (await approvalEnabled(db, organizationId));
  return retainerMoves.refusal(
    how.emailed ? 'email' : 'send',
    row.status,
    retainerStated(row),
    unapproved && 'retainer invoices need approval in this organization: submit it and have it approved first',
  );
}

export async function markSentIn(tx: Tx, s: Scope, row: RetainerRecord, how: { emailed?: boolean } = {}): Promise<void> {
  if (row.status === 'sent') {
    if (how.emailed) await setStatus(tx, s, row, { isEmailed: true });
    return;
  }
  const refusal = await sendRefusal(tx, s.org.id, row, how);
  if (refusal) throw refusal;
  await setStatus(tx, s, row, { status: 'sent', ...(how.emailed ? { isEmailed: true } : {}) });
  if (!how.emailed)
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'marked_as_sent', `Retainer invoice ${row.retainerinvoiceNumber} marked as sent.`, s.now);
}

export async function markSent(s: Scope, retainerinvoiceId: string): Promise<RetainerInvoice> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    retainerMoves.check('markSent', row.status, retainerStated(row));
    await markSentIn(tx, s, row);
    return retainerView(tx, s.org, row.id);
  });
}

export async function markVoid(s: Scope, retainerinvoiceId: string, reason: string | null | undefined): Promise<RetainerInvoice> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    retainerMoves.check('void', row.status, retainerStated(row), (await hasPayments(tx, s.org.id, row)) && PAID);
    await setStatus(tx, s, row, { status: 'void' });
    const why = text(reason);
    await recordRetainerHistory(
      tx,
      s.org.id,
      row.id,
      s.actor,
      'voided',
      `Retainer invoice ${row.retainerinvoiceNumber} marked as void${why ? `. Reason: ${why}` : ''}.`,
      s.now,
    );
    return retainerView(tx, s.org, row.id);
  });
}

export async function markDraft(s: Scope, retainerinvoiceId: string, reason: string | null | undefined): Promise<RetainerInvoice> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    retainerMoves.check('toDraft', row.status, retainerStated(row), (await hasPayments(tx, s.org.id, row)) && PAID);
    await setStatus(tx, s, row, { status: 'draft', submittedById: null, approvedById: null });
    const why = text(reason);
    await recordRetainerHistory(
      tx,
      s.org.id,
      row.id,
      s.actor,
      'marked_as_draft',
      `Retainer invoice ${row.retainerinvoiceNumber} converted to draft${why ? `. Reason: ${why}` : ''}.`,
      s.now,
    );
    return retainerView(tx, s.org, row.id);
  });
}

export async function submit(s: Scope, retainerinvoiceId: string): Promise<RetainerInvoice> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (!(await approvalEnabled(tx, s.org.id)))
      throw cannotMove(
        retainerStated(row),
        'submitted for approval',
        'the approval flow is off for retainer invoices in this organization (PUT /settings/retainerinvoices)',
      );
    retainerMoves.check('submit', row.status, retainerStated(row));
    await setStatus(tx, s, row, { status: 'pending_approval', submittedById: s.actor.userId });
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'submitted', `Retainer invoice ${row.retainerinvoiceNumber} submitted for approval.`, s.now);
    return retainerView(tx, s.org, row.id);
  });
}

export async function approve(s: Scope, retainerinvoiceId: string): Promise<RetainerInvoice> {
  if (!APPROVER_ROLES.includes((s.role ?? '') as (typeof APPROVER_ROLES)[number])) {
    throw new KontorError('FORBIDDEN', `Approving retainer invoices needs the role admin or approver in the organization; yours is ${s.role ?? 'none'}.`);
  }
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    retainerMoves.check('approve', row.status, retainerStated(row));
    await setStatus(tx, s, row, { status: 'approved', approvedById: s.actor.userId });
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'approved', `Retainer invoice ${row.retainerinvoiceNumber} approved.`, s.now);
    return retainerView(tx, s.org, row.id);
  });
}

export async function updateTemplate(s: Scope, retainerinvoiceId: string, templateId: string): Promise<RetainerInvoice> {
  const template = RETAINER_TEMPLATES.find((t) => t.templateId === templateId);
  if (!template) throw notFound('The template');
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    await setStatus(tx, s, row, { templateId });
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'template_changed', `Template changed to ${template.templateName}.`, s.now);
    return retainerView(tx, s.org, row.id);
  });
}

export async function updateBillingAddress(s: Scope, retainerinvoiceId: string, input: ContactAddressInput) {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    retainerMoves.check('change', row.status, retainerStated(row));
    const address = addressOf(input, ['input']);
    await setStatus(tx, s, row, { billingAddress: address });
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'address_changed', 'Billing address changed.', s.now);
    return addressView(address);
  });
}
