/**
 * The one mapping of a stored document line (an invoice's line row, a recurring profile's line
 * value) back to the invoice line input that gives it. Both shapes hold the same fields under
 * the same names; the position is left out, as a line takes the place it is sent in.
 */
import type { InvoiceTagValue } from '../../../drizzle/tables/accounting/invoices.ts';
import { toEnum } from '../../core/values/enums.ts';
import type { InvoiceLineItemInput, InvoiceLineProductType, InvoiceTagInput, InvoiceTaxTreatmentCode } from '../generated/graphql.ts';

export interface StoredDocumentLine {
  itemId: string | null;
  projectId: string | null;
  projectName: string | null;
  timeEntryIds: string[];
  locationId: string | null;
  productType: string | null;
  satItemKeyCode: string | null;
  unitkeyCode: string | null;
  expenseId: string | null;
  expenseReceiptName: string | null;
  name: string | null;
  description: string | null;
  rate: string;
  quantity: string;
  unit: string | null;
  discount: string | null;
  tags: InvoiceTagValue[];
  taxId: string | null;
  tdsTaxId: string | null;
  taxTreatmentCode: string | null;
  headerName: string | null;
  headerId: string | null;
  accountId: string | null;
}

/** Stored tags as the input that gives them. */
export function tagInputs(tags: readonly InvoiceTagValue[]): InvoiceTagInput[] {
  return tags.map((t) => ({ tagId: t.tag_id, tagName: t.tag_name, tagOptionId: t.tag_option_id, tagOptionName: t.tag_option_name }));
}

/** A stored line as the invoice line input that gives it, without its position. */
export function lineInputOf(line: StoredDocumentLine): InvoiceLineItemInput {
  return {
    itemId: line.itemId,
    projectId: line.projectId,
    projectName: line.projectName,
    timeEntryIds: line.timeEntryIds,
    locationId: line.locationId,
    productType: line.productType ? toEnum<InvoiceLineProductType>(line.productType) : null,
    satItemKeyCode: line.satItemKeyCode,
    unitkeyCode: line.unitkeyCode,
    expenseId: line.expenseId,
    expenseReceiptName: line.expenseReceiptName,
    name: line.name,
    description: line.description,
    rate: line.rate,
    quantity: line.quantity,
    unit: line.unit,
    discount: line.discount,
    tags: tagInputs(line.tags),
    taxId: line.taxId,
    tdsTaxId: line.tdsTaxId,
    taxTreatmentCode: line.taxTreatmentCode ? toEnum<InvoiceTaxTreatmentCode>(line.taxTreatmentCode) : null,
    headerName: line.headerName,
    headerId: line.headerId,
    accountId: line.accountId,
  };
}
