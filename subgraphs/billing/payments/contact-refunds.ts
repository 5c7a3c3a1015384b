/**
 * A contact's refunds for the Books contact page (`GET /books/v3/contacts/{id}/refunds`): the
 * refunds of the contact's payments, newest first, two statements a page. The contact is
 * accounting's; another organization's contact does not exist.
 */
import { and, desc, eq } from 'drizzle-orm';
import { paymentRefunds, payments } from '../../../drizzle/tables/billing/payments.ts';
import { findContacts } from '../../accounting/api.ts';
import { notFound } from '../../core/values/errors.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { window } from '../../core/request/scoped.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export async function listContactRefunds(scope: Scope, contactId: string, page: Page) {
  const [contact] = await findContacts(scope.db, scope.org.id, [contactId]);
  if (!contact) throw notFound('The contact');
  const { limit, offset } = window(page);
  const rows = await scope.db
    .select({ refund: paymentRefunds, customerName: payments.customerName, exchangeRate: payments.exchangeRate })
    .from(paymentRefunds)
    .innerJoin(payments, and(eq(payments.organizationId, paymentRefunds.organizationId), eq(payments.id, paymentRefunds.paymentId)))
    .where(inOrg(paymentRefunds, scope.org.id, eq(payments.customerId, contact.id)))
    .orderBy(desc(paymentRefunds.date), desc(paymentRefunds.id))
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: 'date', sortOrder: 'D' }, async (nodes) =>
    nodes.map(({ refund, customerName, exchangeRate }) => ({
      creditnoteRefundId: refund.id,
      paymentId: refund.paymentId,
      creditnoteId: null,
      creditnoteNumber: null,
      customerName,
      date: refund.date,
      refundMode: refund.refundMode,
      referenceNumber: refund.referenceNumber,
      description: refund.description,
      amountFcy: refund.amount,
      amountBcy: roundTo(dec(refund.amount).times(exchangeRate), scope.org.pricePrecision).toFixed(),
    })),
  );
}
