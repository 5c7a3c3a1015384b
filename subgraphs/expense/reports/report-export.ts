/**
 * The exported forms of an expense report, PDF (pdfkit) and CSV (csv-stringify), made from the
 * report as REST returns it (snake_case). The module's descriptor hands them to the REST
 * engine as renderers (report-renderers.ts); nothing here reads the database.
 */
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import { formatMoney } from '../../core/values/money.ts';

interface WireExpense {
  date: string;
  category_name?: string | null;
  merchant_name?: string | null;
  description?: string | null;
  currency_code: string;
  amount: number;
  bcy_total: number;
  is_reimbursable: boolean;
  status: string;
  policy_violations: string[];
}

interface WireReport {
  report_number: string;
  report_name: string;
  status: string;
  user_name?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  currency_code: string;
  price_precision: number;
  total: number;
  reimbursable_total: number;
  non_reimbursable_total: number;
  advance_total: number;
  amount_to_be_reimbursed: number;
  reimbursed_total: number;
  remaining_reimbursement_total: number;
  amount_to_be_refunded: number;
  expenses: WireExpense[];
}

const reportOf = (resource: unknown) => resource as WireReport;

export const exportFileName = (extension: string) => (resource: unknown) => `${reportOf(resource).report_number}.${extension}`;

/** One row per expense (rejected ones marked), then the report's totals. */
export function renderReportCsv(resource: unknown): string {
  const report = reportOf(resource);
  const rows: (string | number)[][] = [
    ['report_number', 'date', 'category', 'merchant', 'description', 'currency', 'amount', 'bcy_total', 'reimbursable', 'status'],
  ];
  for (const e of report.expenses) {
    rows.push([
      report.report_number,
      e.date,
      e.category_name ?? '',
      e.merchant_name ?? '',
      e.description ?? '',
      e.currency_code,
      e.amount,
      e.bcy_total,
      e.is_reimbursable ? 'yes' : 'no',
      e.status,
    ]);
  }
  rows.push([]);
  for (const [label, value] of [
    ['total', report.total],
    ['reimbursable_total', report.reimbursable_total],
    ['non_reimbursable_total', report.non_reimbursable_total],
    ['advance_total', report.advance_total],
    ['amount_to_be_reimbursed', report.amount_to_be_reimbursed],
    ['reimbursed_total', report.reimbursed_total],
    ['remaining_reimbursement_total', report.remaining_reimbursement_total],
    ['amount_to_be_refunded', report.amount_to_be_refunded],
  ] as const)
    rows.push([report.report_number, label, '', '', '', report.currency_code, '', value, '', '']);
  return stringify(rows);
}

export function renderReportPdf(resource: unknown): Promise<Buffer> {
  const report = reportOf(resource);
  const pdf = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${report.report_number} ${report.report_name}`, Producer: 'Kontor' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.fontSize(18).text(`Expense report ${report.report_number}`);
  pdf.fontSize(12).text(report.report_name);
  pdf.moveDown(0.5).fontSize(10);
  pdf.text(`Employee: ${report.user_name ?? ''}`);
  pdf.text(`Status: ${report.status}`);
  if (report.start_date || report.end_date) pdf.text(`Period: ${report.start_date ?? ''} to ${report.end_date ?? ''}`);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').text('Date        Category              Merchant              Amount        Base total   Status');
  pdf.font('Helvetica');
  for (const e of report.expenses) {
    const cells = [
      e.date.padEnd(12),
      (e.category_name ?? 'Uncategorized').slice(0, 20).padEnd(22),
      (e.merchant_name ?? '').slice(0, 20).padEnd(22),
      formatMoney(e.currency_code, e.amount, report.price_precision).padEnd(14),
      formatMoney(report.currency_code, e.bcy_total, report.price_precision).padStart(14),
      `   ${e.status}`,
    ];
    pdf.text(cells.join(''));
  }
  pdf.moveDown();
  for (const [label, value] of [
    ['Total', report.total],
    ['Reimbursable', report.reimbursable_total],
    ['Non-reimbursable', report.non_reimbursable_total],
    ['Advances applied', report.advance_total],
    ['To be reimbursed', report.amount_to_be_reimbursed],
    ['Reimbursed', report.reimbursed_total],
    ['Remaining', report.remaining_reimbursement_total],
    ['To be refunded by the employee', report.amount_to_be_refunded],
  ] as const)
    pdf.text(`${label}: ${formatMoney(report.currency_code, value, report.price_precision)}`);
  pdf.end();
  return done;
}
