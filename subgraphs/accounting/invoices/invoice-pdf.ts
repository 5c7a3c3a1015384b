/**
 * The printed forms of an invoice, PDF (pdfkit) and HTML, made from the invoice as REST returns
 * it (`invoice_document`: the invoice with its organization, snake_case). The REST route table
 * hands these to the engine as the route's renderers (`render`); nothing here reads the
 * database, so they run wherever the route is served.
 */
import PDFDocument from 'pdfkit';
import { escapeHtml as escape } from '../../core/values/text.ts';
import { formatDisplayDate } from '../../core/values/time.ts';
import { formatMoney } from '../../core/values/money.ts';

/** What the renderers read of an invoice document (the wire form of InvoiceDocument). */
interface Address {
  address?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  fax?: string | null;
}

interface WireInvoice {
  invoice_number: string;
  date: string;
  due_date: string;
  status: string;
  reference_number?: string | null;
  customer_name: string;
  currency_code: string;
  price_precision: number;
  payment_terms_label?: string | null;
  billing_address: Address;
  shipping_address: Address;
  line_items: {
    name?: string | null;
    description?: string | null;
    quantity: number;
    unit?: string | null;
    rate: number;
    discount?: string | null;
    tax_name?: string | null;
    tax_percentage?: number | null;
    item_total: number;
  }[];
  sub_total: number;
  discount_amount: number;
  discount?: string | null;
  is_discount_before_tax: boolean;
  is_inclusive_tax: boolean;
  taxes: { tax_name: string; tax_percentage: number; tax_amount: number }[];
  shipping_charge: number;
  adjustment: number;
  adjustment_description?: string | null;
  total: number;
  payment_made: number;
  credits_applied: number;
  balance: number;
  notes?: string | null;
  terms?: string | null;
  salesperson_name?: string | null;
}

interface WireOrganization {
  name: string;
  date_format?: string | null;
  org_address?: string | null;
  email?: string | null;
  address?: {
    street_address1?: string | null;
    street_address2?: string | null;
    city?: string | null;
    state?: string | null;
    zip?: string | null;
    country?: string | null;
  } | null;
}

export interface WireInvoiceDocument {
  invoice: WireInvoice;
  organization: WireOrganization;
  /** The heading, INVOICE unless told (retainer invoices print RETAINER INVOICE). */
  title?: string;
}

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  overdue: 'Overdue',
  partially_paid: 'Partially Paid',
  paid: 'Paid',
  void: 'Void',
};

function amount(value: number, doc: WireInvoice): string {
  return formatMoney(doc.currency_code, value, doc.price_precision);
}

function quantity(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

function date(value: string, org: WireOrganization): string {
  return formatDisplayDate(value, org.date_format || 'dd MMM yyyy');
}

function addressLines(address: Address | null | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city, address.state, address.zip].filter(Boolean).join(', ');
  return [address.address, address.street2, cityLine, address.country, address.fax ? `Fax: ${address.fax}` : null].filter((l): l is string => !!l);
}

function organizationLines(org: WireOrganization): string[] {
  const a = org.address;
  const structured = a ? [a.street_address1, a.street_address2, [a.city, a.state, a.zip].filter(Boolean).join(', '), a.country] : [];
  const lines = structured.filter((l): l is string => !!l);
  if (!lines.length && org.org_address) lines.push(...org.org_address.split('\n'));
  if (org.email) lines.push(org.email);
  return lines;
}

/** The summary rows under the lines, in the order a reader adds them up. */
function summary(inv: WireInvoice): [string, string][] {
  const rows: [string, string][] = [[inv.is_inclusive_tax ? 'Sub Total (tax inclusive)' : 'Sub Total', amount(inv.sub_total, inv)]];
  const discount: [string, string] | undefined = inv.discount_amount
    ? [`Discount${inv.discount?.endsWith('%') ? ` (${inv.discount})` : ''}`, `(-) ${amount(inv.discount_amount, inv)}`]
    : undefined;
  if (discount && inv.is_discount_before_tax) rows.push(discount);
  for (const tax of inv.taxes) rows.push([`${tax.tax_name} (${tax.tax_percentage}%)`, amount(tax.tax_amount, inv)]);
  if (discount && !inv.is_discount_before_tax) rows.push(discount);
  if (inv.shipping_charge) rows.push(['Shipping Charge', amount(inv.shipping_charge, inv)]);
  if (inv.adjustment) rows.push([inv.adjustment_description || 'Adjustment', amount(inv.adjustment, inv)]);
  rows.push(['Total', amount(inv.total, inv)]);
  if (inv.payment_made) rows.push(['Payment Made', `(-) ${amount(inv.payment_made, inv)}`]);
  if (inv.credits_applied) rows.push(['Credits Applied', `(-) ${amount(inv.credits_applied, inv)}`]);
  rows.push(['Balance Due', amount(inv.balance, inv)]);
  return rows;
}

const MARGIN = 50;
const COLUMNS = { index: 50, item: 75, quantity: 300, rate: 360, tax: 435, amount: 480, right: 545 };

function drawInvoice(pdf: PDFKit.PDFDocument, { invoice: inv, organization: org, title }: WireInvoiceDocument): void {
  const width = pdf.page.width - MARGIN * 2;
  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(org.name, MARGIN, MARGIN, { width: width / 2 });
  pdf.font('Helvetica').fontSize(9);
  for (const line of organizationLines(org)) pdf.text(line, { width: width / 2 });
  const headerBottom = pdf.y;

  pdf
    .font('Helvetica-Bold')
    .fontSize(24)
    .text(title ?? 'INVOICE', MARGIN, MARGIN, { width, align: 'right' });
  pdf.font('Helvetica').fontSize(10).text(`# ${inv.invoice_number}`, { width, align: 'right' });
  pdf.text(`Status: ${STATUS_LABELS[inv.status] ?? inv.status}`, { width, align: 'right' });
  pdf.moveDown(0.5);
  pdf.font('Helvetica-Bold').text(`Balance Due: ${amount(inv.balance, inv)}`, { width, align: 'right' });

  let y = Math.max(headerBottom, pdf.y) + 20;
  pdf.font('Helvetica-Bold').fontSize(10).text('Bill To', MARGIN, y);
  pdf.font('Helvetica').text(inv.customer_name);
  for (const line of addressLines(inv.billing_address)) pdf.text(line);
  const billBottom = pdf.y;
  const shipping = addressLines(inv.shipping_address);
  if (shipping.length) {
    pdf.font('Helvetica-Bold').text('Ship To', MARGIN + 170, y);
    pdf.font('Helvetica');
    for (const line of shipping) pdf.text(line, MARGIN + 170);
  }
  const facts: [string, string][] = [
    ['Invoice Date', date(inv.date, org)],
    ['Due Date', date(inv.due_date, org)],
    ...(inv.payment_terms_label ? [['Terms', inv.payment_terms_label] as [string, string]] : []),
    ...(inv.reference_number ? [['Reference', inv.reference_number] as [string, string]] : []),
    ...(inv.salesperson_name ? [['Salesperson', inv.salesperson_name] as [string, string]] : []),
  ];
  facts.forEach(([label, value], i) => {
    pdf.font('Helvetica-Bold').text(`${label}:`, 360, y + i * 14, { width: 80 });
    pdf.font('Helvetica').text(value, 440, y + i * 14, { width: 105, align: 'right' });
  });
  y = Math.max(billBottom, pdf.y, y + facts.length * 14) + 20;

  const header = () => {
    pdf
      .rect(MARGIN, y - 4, width, 18)
      .fill('#333333')
      .fillColor('#ffffff');
    pdf.font('Helvetica-Bold').fontSize(9);
    pdf.text('#', COLUMNS.index, y, { width: 20 });
    pdf.text('Item & Description', COLUMNS.item, y, { width: 220 });
    pdf.text('Qty', COLUMNS.quantity, y, { width: 55, align: 'right' });
    pdf.text('Rate', COLUMNS.rate, y, { width: 70, align: 'right' });
    pdf.text('Tax', COLUMNS.tax, y, { width: 40, align: 'right' });
    pdf.text('Amount', COLUMNS.amount, y, { width: COLUMNS.right - COLUMNS.amount, align: 'right' });
    pdf.fillColor('#000000').font('Helvetica');
    y += 20;
  };
  header();
  inv.line_items.forEach((line, i) => {
    const title = line.name ?? '';
    const detail = [line.description, line.discount ? `Discount: ${line.discount}` : null].filter(Boolean).join('\n');
    const height = pdf.heightOfString(title, { width: 220 }) + (detail ? pdf.fontSize(8).heightOfString(detail, { width: 220 }) : 0);
    pdf.fontSize(9);
    if (y + height > pdf.page.height - MARGIN - 20) {
      pdf.addPage();
      y = MARGIN;
      header();
    }
    pdf.text(String(i + 1), COLUMNS.index, y, { width: 20 });
    pdf.text(title, COLUMNS.item, y, { width: 220 });
    if (detail) pdf.fontSize(8).fillColor('#555555').text(detail, COLUMNS.item, pdf.y, { width: 220 }).fillColor('#000000').fontSize(9);
    pdf.text(`${quantity(line.quantity)}${line.unit ? ` ${line.unit}` : ''}`, COLUMNS.quantity, y, { width: 55, align: 'right' });
    pdf.text(amount(line.rate, inv).replace(`${inv.currency_code} `, ''), COLUMNS.rate, y, { width: 70, align: 'right' });
    pdf.text(line.tax_percentage != null ? `${line.tax_percentage}%` : '', COLUMNS.tax, y, { width: 40, align: 'right' });
    pdf.text(amount(line.item_total, inv).replace(`${inv.currency_code} `, ''), COLUMNS.amount, y, { width: COLUMNS.right - COLUMNS.amount, align: 'right' });
    y += Math.max(height, 12) + 6;
    pdf
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + width, y - 3)
      .strokeColor('#dddddd')
      .stroke();
  });

  const rows = summary(inv);
  if (y + rows.length * 16 > pdf.page.height - MARGIN) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 6;
  for (const [label, value] of rows) {
    const bold = label === 'Total' || label === 'Balance Due';
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(label, 300, y, { width: 140, align: 'right' });
    pdf.text(value, 445, y, { width: COLUMNS.right - 445, align: 'right' });
    y += 16;
  }
  pdf.font('Helvetica').fontSize(9);
  for (const [label, body] of [
    ['Notes', inv.notes],
    ['Terms & Conditions', inv.terms],
  ] as const) {
    if (!body) continue;
    y += 10;
    if (y > pdf.page.height - MARGIN - 40) {
      pdf.addPage();
      y = MARGIN;
    }
    pdf.font('Helvetica-Bold').text(label, MARGIN, y).font('Helvetica').text(body, MARGIN, pdf.y, { width });
    y = pdf.y;
  }
}

function toBuffer(draw: (pdf: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Producer: 'Kontor' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}

/** One invoice as a PDF. */
export function renderInvoicePdf(document: unknown): Promise<Buffer> {
  const doc = document as WireInvoiceDocument;
  return toBuffer((pdf) => drawInvoice(pdf, doc), `Invoice ${doc.invoice.invoice_number}`);
}

/** Several invoices in one PDF, each starting on a new page, in the order given. */
export function renderInvoicesPdf(documents: unknown): Promise<Buffer> {
  const docs = documents as WireInvoiceDocument[];
  return toBuffer(
    (pdf) => {
      docs.forEach((doc, i) => {
        if (i > 0) pdf.addPage();
        drawInvoice(pdf, doc);
      });
    },
    `Invoices ${docs.map((d) => d.invoice.invoice_number).join(', ')}`,
  );
}

/** One invoice as a standalone HTML page. */
export function renderInvoiceHtml(document: unknown): string {
  const { invoice: inv, organization: org } = document as WireInvoiceDocument;
  const lines = inv.line_items
    .map(
      (line, i) =>
        `<tr><td>${i + 1}</td><td><strong>${escape(line.name)}</strong>${line.description ? `<br><small>${escape(line.description)}</small>` : ''}</td>` +
        `<td class="n">${escape(quantity(line.quantity))} ${escape(line.unit)}</td><td class="n">${escape(amount(line.rate, inv))}</td>` +
        `<td class="n">${line.tax_percentage != null ? `${escape(line.tax_percentage)}%` : ''}</td><td class="n">${escape(amount(line.item_total, inv))}</td></tr>`,
    )
    .join('\n');
  const rows = summary(inv)
    .map(([label, value]) => `<tr><th>${escape(label)}</th><td class="n">${escape(value)}</td></tr>`)
    .join('\n');
  const address = (lines: string[]) => lines.map(escape).join('<br>');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${escape(inv.invoice_number)}</title>
<style>body{font-family:Helvetica,Arial,sans-serif;margin:2em;color:#222}table{border-collapse:collapse;width:100%}td,th{padding:4px 8px;text-align:left}.n{text-align:right}.lines th{background:#333;color:#fff}.lines td{border-bottom:1px solid #ddd}.summary{width:auto;margin-left:auto}</style></head>
<body>
<header><h1>INVOICE</h1><p># ${escape(inv.invoice_number)} · ${escape(STATUS_LABELS[inv.status] ?? inv.status)}</p>
<h2>${escape(org.name)}</h2><p>${address(organizationLines(org))}</p></header>
<section><h3>Bill To</h3><p><strong>${escape(inv.customer_name)}</strong><br>${address(addressLines(inv.billing_address))}</p>
<h3>Ship To</h3><p>${address(addressLines(inv.shipping_address))}</p>
<p>Invoice Date: ${escape(date(inv.date, org))}<br>Due Date: ${escape(date(inv.due_date, org))}${inv.reference_number ? `<br>Reference: ${escape(inv.reference_number)}` : ''}</p></section>
<table class="lines"><thead><tr><th>#</th><th>Item &amp; Description</th><th class="n">Qty</th><th class="n">Rate</th><th class="n">Tax</th><th class="n">Amount</th></tr></thead>
<tbody>
${lines}
</tbody></table>
<table class="summary">
${rows}
</table>
${inv.notes ? `<h3>Notes</h3><p>${escape(inv.notes)}</p>` : ''}${inv.terms ? `<h3>Terms &amp; Conditions</h3><p>${escape(inv.terms)}</p>` : ''}
</body></html>
`;
}
