/**
 * Estimates as clients see them: rows with their lines, contact persons and location names,
 * loaded for any number of estimates in a constant number of statements, the state worked out
 * for today in the organization's time zone. A list reads the lines and persons only when its
 * selection asks for them.
 */
import type { Executor } from '../../../drizzle/client.ts';
import type { Scope } from '../../core/request/scope.ts';
import { toEnum } from '../../core/values/enums.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { Estimate, EstimateStatus, EstimateTemplate } from '../generated/graphql.ts';
import { salesContext, salesHeaderView } from '../documents/document-views.ts';
import { estimateStateOf } from './estimate-states.ts';
import { type EstimateRecord, estimateLines, findEstimate } from './estimate-store.ts';

/** The PDF templates every organization has for estimates; ids are fixed. */
export const ESTIMATE_TEMPLATES: readonly EstimateTemplate[] = [
  { templateId: '2000001', templateName: 'Standard', templateType: 'standard' },
  { templateId: '2000002', templateName: 'Spreadsheet', templateType: 'spreadsheet' },
  { templateId: '2000003', templateName: 'Simple', templateType: 'simple' },
];
export const DEFAULT_ESTIMATE_TEMPLATE = ESTIMATE_TEMPLATES[0];

const templateOf = (row: EstimateRecord) => ESTIMATE_TEMPLATES.find((t) => t.templateId === row.templateId) ?? DEFAULT_ESTIMATE_TEMPLATE;

/**
 * Estimates as clients see them, in the order given: their lines and contact persons (when the
 * selection wants them) and the names of their locations, one statement each.
 */
export async function estimateViews(
  db: Executor,
  scope: Pick<Scope, 'org' | 'today'>,
  rows: readonly EstimateRecord[],
  selected?: ReadonlySet<string>,
): Promise<Estimate[]> {
  if (!rows.length) return [];
  const context = await salesContext(db, scope.org, rows, estimateLines, selected);
  return rows.map((row) => {
    const template = templateOf(row);
    return {
      ...salesHeaderView(row, context),
      estimateId: row.id,
      estimateNumber: row.estimateNumber,
      date: row.date,
      expiryDate: row.expiryDate,
      status: toEnum<EstimateStatus>(estimateStateOf(row, scope.today)),
      isViewedByClient: row.isViewedByClient,
      clientViewedTime: row.clientViewedAt ? formatTimestamp(row.clientViewedAt, scope.org.timeZone) : null,
      hasAttachment: false,
      templateId: template.templateId,
      templateName: template.templateName,
      isEmailed: row.isEmailed,
      sentDate: row.sentDate,
      acceptedDate: row.acceptedDate,
      declinedDate: row.declinedDate,
      invoiceIds: row.invoiceIds,
    };
  });
}

export async function estimateView(db: Executor, scope: Pick<Scope, 'org' | 'today'>, estimateId: string): Promise<Estimate> {
  const [estimate] = await estimateViews(db, scope, [await findEstimate(db, scope.org.id, estimateId)]);
  return estimate;
}
