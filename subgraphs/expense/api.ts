/** What other parts of the platform may use of the expense module. */
export { exportFileName, renderReportCsv, renderReportPdf } from './reports/report-export.ts';
