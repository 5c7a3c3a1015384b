/**
 * The exported forms of an expense report (GET /expensereports/{id}/export?format=pdf|csv):
 * the `renderers` of the module's descriptor (index.ts), named by key in gateway/rest/routes/expense.ts.
 */
import type { FileRenderer } from '../../core/platform/modules.ts';
import { exportFileName, renderReportCsv, renderReportPdf } from './report-export.ts';

export const reportRenderers: Record<string, FileRenderer> = {
  'expense.report-pdf': { contentType: 'application/pdf', render: renderReportPdf, fileName: exportFileName('pdf') },
  'expense.report-csv': { contentType: 'text/csv; charset=utf-8', render: renderReportCsv, fileName: exportFileName('csv') },
};
