/**
 * The printed forms of every sales document, PDF (pdfkit, A4) and HTML, from one template: the
 * organization, the kind's title and number, its state, the headline amount, the customer with
 * both addresses, the dates and facts the kind names, the lines, the summary (sub total,
 * discount, taxes, shipping, adjustment, total, then what the kind settles against it) and
 * notes and terms. A kind declares what differs (`documentPrint`) and gets its three renderers
 * (one PDF, one HTML page, several documents in one PDF), which the module's descriptor lists
 * and the REST routes name by key (`render` of gateway/rest/route.ts). The renderers read the
 * document as REST answers it (snake_case, `{ <kind>: …, organization: … }`); nothing here
 * reads the database, so they run wherever the route is served. A mail attaches the same PDF
 * (`pdfOfView` turns the GraphQL view into that wire form).
 */
import PDFDocument from 'pdfkit';
import type { FileRenderer } from '../../core/platform/modules.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { dec, formatDecimal, formatMoney } from '../../core/values/money.ts';
import { escapeHtml as escape } from '../../core/values/text.ts';
import { formatDisplayDate } from '../../core/values/time.ts';

type Amount = number | string | null | undefined;

/** An address as documents carry it on the wire. */
export interface WireAddress {
  address?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  fax?: string | null;
}

/** What the template reads of every sales document (the wire form of its GraphQL type). */
export interface WireSalesDocument {
  date: string;
  status: string;
  reference_number?: string | null;
  customer_name: string;
  currency_code: string;
  price_precision: number;
  billing_address?: WireAddress | null;
  shipping_address?: WireAddress | null;
  line_items: {
    name?: string | null;
    description?: string | null;
    quantity: Amount;
    unit?: string | null;
    rate: Amount;
    discount?: string | number | null;
    tax_name?: string | null;
    tax_percentage?: Amount;
    item_total: Amount;
  }[];
  sub_total: Amount;
  discount_amount?: Amount;
  discount?: string | number | null;
  is_discount_before_tax?: boolean | null;
  is_inclusive_tax?: boolean | null;
  taxes: { tax_name: string; tax_percentage: Amount; tax_amount: Amount }[];
  shipping_charge?: Amount;
  adjustment?: Amount;
  adjustment_description?: string | null;
  total: Amount;
  notes?: string | null;
  terms?: string | null;
  salesperson_name?: string | null;
}

/** The issuing organization as its printed forms show it. */
export interface WireOrganization {
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

/** What a kind's route field answers: the document under the kind's key, its organization, and a heading when it differs. */
export type WirePrintable = { organization: WireOrganization; title?: string } & Record<string, unknown>;

/**
 * What a kind declares to be printed. `D` is its wire document; the rest of the template is
 * the kernel's.
 */
export interface PrintKind<D extends WireSalesDocument> {
  /** Renderer keys are `accounting.<kind>-pdf`, `accounting.<kind>-html` and `accounting.<plural>-pdf`. */
  kind: string;
  plural: string;
  /** The key of the document in what the route's field answers (`invoice`, `estimate`, `salesorder`). */
  resource: string;
  /** The heading (`INVOICE`), unless the answer names one (retainer invoices print RETAINER INVOICE). */
  title: string;
  /** The kind in words, capitalised (`Invoice`, `Sales Order`): the file's title, and several of them (`Invoices`). */
  noun: string;
  number(doc: D): string;
  /** State labels differing from the state's words capitalised (`partially_paid` → Partially Paid). */
  states?: Record<string, string>;
  /** The facts beside the addresses, in order; null values are left out. `date` formats an ISO date as the organization writes dates. */
  facts(doc: D, date: (iso: string | null | undefined) => string | null): [string, string | null | undefined][];
  /** The amount under the number (`Balance Due`, `Total`). */
  headline(doc: D): [string, Amount];
  /** Rows after the total: what was settled against it and what remains (`Payment Made`, `Balance Due`), deductions as negative amounts. */
  settled?(doc: D): [string, Amount, 'deducted'?][];
}

const MARGIN = 50;
const COLUMNS = { index: 50, item: 75, quantity: 300, rate: 360, tax: 435, amount: 480, right: 545 };

function words(state: string): string {
  return state
    .split('_')
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');
}

function quantity(value: Amount): string {
  return formatDecimal(value ?? 0, 6);
}

/** Whether an amount, or a discount given as a percentage (`5%`), is zero: read as a decimal, never a float. */
function isZero(value: Amount): boolean {
  return dec(String(value ?? '').replace(/%$/, '') || 0).isZero();
}

function addressLines(address: WireAddress | null | undefined): string[] {
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

/** The document as the template lays it out, whatever its kind. */
interface Layout {
  title: string;
  noun: string;
  number: string;
  state: string;
  headline: [string, string];
  facts: [string, string][];
  customerName: string;
  billing: string[];
  shipping: string[];
  lines: {
    name: string;
    detail: string;
    description: string;
    quantity: string;
    rate: string;
    rateBare: string;
    tax: string;
    total: string;
    totalBare: string;
  }[];
  summary: [string, string][];
  bold: Set<string>;
  notes?: string | null;
  terms?: string | null;
  organization: WireOrganization;
}

function layoutOf<D extends WireSalesDocument>(kind: PrintKind<D>, printable: WirePrintable): Layout {
  const doc = printable[kind.resource] as D;
  const org = printable.organization;
  const money = (value: Amount) => formatMoney(doc.currency_code, value ?? 0, doc.price_precision);
  const bare = (value: Amount) => money(value).replace(`${doc.currency_code} `, '');
  const date = (iso: string | null | undefined) => (iso ? formatDisplayDate(iso, org.date_format || 'dd MMM yyyy') : null);
  const status = String(doc.status).toLowerCase();
  const discountText = doc.discount == null ? '' : String(doc.discount);
  const rows: [string, string][] = [[doc.is_inclusive_tax ? 'Sub Total (tax inclusive)' : 'Sub Total', money(doc.sub_total)]];
  const discount: [string, string] | undefined = !isZero(doc.discount_amount)
    ? [`Discount${discountText.endsWith('%') ? ` (${discountText})` : ''}`, `(-) ${money(doc.discount_amount)}`]
    : undefined;
  if (discount && doc.is_discount_before_tax !== false) rows.push(discount);
  for (const tax of doc.taxes) rows.push([`${tax.tax_name} (${dec(tax.tax_percentage ?? 0).toString()}%)`, money(tax.tax_amount)]);
  if (discount && doc.is_discount_before_tax === false) rows.push(discount);
  if (!isZero(doc.shipping_charge)) rows.push(['Shipping Charge', money(doc.shipping_charge)]);
  if (!isZero(doc.adjustment)) rows.push([doc.adjustment_description || 'Adjustment', money(doc.adjustment)]);
  rows.push(['Total', money(doc.total)]);
  for (const [label, value, deducted] of kind.settled?.(doc) ?? []) {
    if (deducted && isZero(value)) continue;
    rows.push([label, deducted ? `(-) ${money(value)}` : money(value)]);
  }
  const [headLabel, headValue] = kind.headline(doc);
  return {
    title: printable.title ?? kind.title,
    noun: kind.noun,
    number: kind.number(doc),
    state: kind.states?.[status] ?? words(status),
    headline: [headLabel, money(headValue)],
    facts: kind.facts(doc, date).filter((f): f is [string, string] => f[1] != null && f[1] !== ''),
    customerName: doc.customer_name,
    billing: addressLines(doc.billing_address),
    shipping: addressLines(doc.shipping_address),
    lines: doc.line_items.map((line) => ({
      name: line.name ?? '',
      description: line.description ?? '',
      detail: [line.description, !isZero(line.discount) ? `Discount: ${line.discount}` : null].filter(Boolean).join('\n'),
      quantity: `${quantity(line.quantity)}${line.unit ? ` ${line.unit}` : ''}`,
      rate: money(line.rate),
      rateBare: bare(line.rate),
      tax: line.tax_percentage != null ? `${dec(line.tax_percentage).toString()}%` : '',
      total: money(line.item_total),
      totalBare: bare(line.item_total),
    })),
    summary: rows,
    bold: new Set(['Total', headLabel]),
    notes: doc.notes,
    terms: doc.terms,
    organization: org,
  };
}

function draw(pdf: PDFKit.PDFDocument, doc: Layout): void {
  const org = doc.organization;
  const width = pdf.page.width - MARGIN * 2;
  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(org.name, MARGIN, MARGIN, { width: width / 2 });
  pdf.font('Helvetica').fontSize(9);
  for (const line of organizationLines(org)) pdf.text(line, { width: width / 2 });
  const headerBottom = pdf.y;

  pdf.font('Helvetica-Bold').fontSize(24).text(doc.title, MARGIN, MARGIN, { width, align: 'right' });
  pdf.font('Helvetica').fontSize(10).text(`# ${doc.number}`, { width, align: 'right' });
  pdf.text(`Status: ${doc.state}`, { width, align: 'right' });
  pdf.moveDown(0.5);
  pdf.font('Helvetica-Bold').text(`${doc.headline[0]}: ${doc.headline[1]}`, { width, align: 'right' });

  let y = Math.max(headerBottom, pdf.y) + 20;
  pdf.font('Helvetica-Bold').fontSize(10).text('Bill To', MARGIN, y);
  pdf.font('Helvetica').text(doc.customerName);
  for (const line of doc.billing) pdf.text(line);
  const billBottom = pdf.y;
  if (doc.shipping.length) {
    pdf.font('Helvetica-Bold').text('Ship To', MARGIN + 170, y);
    pdf.font('Helvetica');
    for (const line of doc.shipping) pdf.text(line, MARGIN + 170);
  }
  doc.facts.forEach(([label, value], i) => {
    pdf.font('Helvetica-Bold').text(`${label}:`, 360, y + i * 14, { width: 80 });
    pdf.font('Helvetica').text(value, 440, y + i * 14, { width: 105, align: 'right' });
  });
  y = Math.max(billBottom, pdf.y, y + doc.facts.length * 14) + 20;

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
  doc.lines.forEach((line, i) => {
    const height = pdf.heightOfString(line.name, { width: 220 }) + (line.detail ? pdf.fontSize(8).heightOfString(line.detail, { width: 220 }) : 0);
    pdf.fontSize(9);
    if (y + height > pdf.page.height - MARGIN - 20) {
      pdf.addPage();
      y = MARGIN;
      header();
    }
    pdf.text(String(i + 1), COLUMNS.index, y, { width: 20 });
    pdf.text(line.name, COLUMNS.item, y, { width: 220 });
    if (line.detail) pdf.fontSize(8).fillColor('#555555').text(line.detail, COLUMNS.item, pdf.y, { width: 220 }).fillColor('#000000').fontSize(9);
    pdf.text(line.quantity, COLUMNS.quantity, y, { width: 55, align: 'right' });
    pdf.text(line.rateBare, COLUMNS.rate, y, { width: 70, align: 'right' });
    pdf.text(line.tax, COLUMNS.tax, y, { width: 40, align: 'right' });
    pdf.text(line.totalBare, COLUMNS.amount, y, { width: COLUMNS.right - COLUMNS.amount, align: 'right' });
    y += Math.max(height, 12) + 6;
    pdf
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + width, y - 3)
      .strokeColor('#dddddd')
      .stroke();
  });

  if (y + doc.summary.length * 16 > pdf.page.height - MARGIN) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 6;
  for (const [label, value] of doc.summary) {
    pdf.font(doc.bold.has(label) ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(label, 300, y, { width: 140, align: 'right' });
    pdf.text(value, 445, y, { width: COLUMNS.right - 445, align: 'right' });
    y += 16;
  }
  pdf.font('Helvetica').fontSize(9);
  for (const [label, body] of [
    ['Notes', doc.notes],
    ['Terms & Conditions', doc.terms],
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

function toBuffer(layouts: readonly Layout[], title: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Producer: 'Kontor' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  layouts.forEach((layout, i) => {
    if (i > 0) pdf.addPage();
    draw(pdf, layout);
  });
  pdf.end();
  return done;
}

function html(doc: Layout): string {
  const lines = doc.lines
    .map(
      (line, i) =>
        `<tr><td>${i + 1}</td><td><strong>${escape(line.name)}</strong>${line.description ? `<br><small>${escape(line.description)}</small>` : ''}</td>` +
        `<td class="n">${escape(line.quantity)}</td><td class="n">${escape(line.rate)}</td>` +
        `<td class="n">${escape(line.tax)}</td><td class="n">${escape(line.total)}</td></tr>`,
    )
    .join('\n');
  const rows = doc.summary.map(([label, value]) => `<tr><th>${escape(label)}</th><td class="n">${escape(value)}</td></tr>`).join('\n');
  const address = (lines: string[]) => lines.map(escape).join('<br>');
  const facts = doc.facts.map(([label, value]) => `${escape(label)}: ${escape(value)}`).join('<br>');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(doc.noun)} ${escape(doc.number)}</title>
<style>body{font-family:Helvetica,Arial,sans-serif;margin:2em;color:#222}table{border-collapse:collapse;width:100%}td,th{padding:4px 8px;text-align:left}.n{text-align:right}.lines th{background:#333;color:#fff}.lines td{border-bottom:1px solid #ddd}.summary{width:auto;margin-left:auto}</style></head>
<body>
<header><h1>${escape(doc.title)}</h1><p># ${escape(doc.number)} · ${escape(doc.state)}</p><p><strong>${escape(doc.headline[0])}: ${escape(doc.headline[1])}</strong></p>
<h2>${escape(doc.organization.name)}</h2><p>${address(organizationLines(doc.organization))}</p></header>
<section><h3>Bill To</h3><p><strong>${escape(doc.customerName)}</strong><br>${address(doc.billing)}</p>
<h3>Ship To</h3><p>${address(doc.shipping)}</p>
<p>${facts}</p></section>
<table class="lines"><thead><tr><th>#</th><th>Item &amp; Description</th><th class="n">Qty</th><th class="n">Rate</th><th class="n">Tax</th><th class="n">Amount</th></tr></thead>
<tbody>
${lines}
</tbody></table>
<table class="summary">
${rows}
</table>
${doc.notes ? `<h3>Notes</h3><p>${escape(doc.notes)}</p>` : ''}${doc.terms ? `<h3>Terms &amp; Conditions</h3><p>${escape(doc.terms)}</p>` : ''}
</body></html>
`;
}

/** Keys camelCase → snake_case, deeply: a GraphQL view read as the wire answers it (for a mail's PDF). */
function snake(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snake);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snake(v)]));
  }
  return value;
}

/** The organization as the printed forms show it. */
export function wireOrganization(org: Pick<OrganizationRow, 'name' | 'dateFormat' | 'orgAddress' | 'email' | 'address'>): WireOrganization {
  return { name: org.name, date_format: org.dateFormat, org_address: org.orgAddress, email: org.email, address: org.address };
}

/**
 * A kind's printed forms: its renderers for the module's descriptor (one PDF, one HTML page,
 * up to the route's limit in one PDF, each from a new page in the order given), and the PDF of
 * a document read through GraphQL (`pdfOfView`), which its mail attaches.
 */
export function documentPrint<D extends WireSalesDocument>(kind: PrintKind<D>) {
  const numberOf = (printable: unknown) => kind.number((printable as WirePrintable)[kind.resource] as D);
  const fileName = (printable: unknown) => `${numberOf(printable)}.pdf`;
  const pdf = (printable: unknown): Promise<Buffer> => toBuffer([layoutOf(kind, printable as WirePrintable)], `${kind.noun} ${numberOf(printable)}`);
  const pdfs = (printables: unknown): Promise<Buffer> => {
    const list = printables as WirePrintable[];
    return toBuffer(
      list.map((p) => layoutOf(kind, p)),
      `${kind.noun}s ${list.map(numberOf).join(', ')}`,
    );
  };
  const page = (printable: unknown): string => html(layoutOf(kind, printable as WirePrintable));
  const renderers: Record<string, FileRenderer> = {
    [`accounting.${kind.kind}-pdf`]: { contentType: 'application/pdf', render: pdf, fileName },
    [`accounting.${kind.kind}-html`]: { contentType: 'text/html; charset=utf-8', render: page },
    [`accounting.${kind.plural}-pdf`]: {
      contentType: 'application/pdf',
      render: pdfs,
      fileName: (list) => ((list as unknown[]).length === 1 ? fileName((list as unknown[])[0]) : `${kind.plural}.pdf`),
    },
  };
  return {
    renderers,
    pdf,
    pdfs,
    html: page,
    /** The printable form of a GraphQL view of the document, with its organization. */
    printableOf(view: object, org: Parameters<typeof wireOrganization>[0], title?: string): WirePrintable {
      return { [kind.resource]: snake(view), organization: wireOrganization(org), ...(title ? { title } : {}) };
    },
    /** The PDF of a GraphQL view of the document (what a mail attaches). */
    pdfOfView(view: object, org: Parameters<typeof wireOrganization>[0]): Promise<Buffer> {
      return pdf(this.printableOf(view, org));
    },
  };
}

/** Documents one PDF (`/<plural>/pdf`, `/<plural>/print`) may hold. */
export const MAX_PRINTED = 25;

/**
 * The documents of a bulk PDF, by id in the order asked (an id named twice is printed twice):
 * none is refused naming the field, more than MAX_PRINTED is LIMIT_EXCEEDED, an unknown id (or
 * another organization's) not found. `read` gives the views of the distinct ids found, keyed by id.
 */
export async function printedSet<View>(
  ids: readonly string[],
  spec: { noun: string; plural: string; field: string; read(ids: readonly string[]): Promise<Map<string, View>> },
): Promise<View[]> {
  if (!ids.length) throw invalid([spec.field], `is required: name the ${spec.plural} to print`);
  if (ids.length > MAX_PRINTED) {
    throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_PRINTED} ${spec.plural} go into one PDF; ${ids.length} were asked for.`, { field: [spec.field] });
  }
  const wanted = [...new Set(ids)];
  const views = await spec.read(wanted.filter(isId));
  const missing = wanted.find((id) => !views.has(id));
  if (missing) throw new KontorError('NOT_FOUND', `The ${spec.noun} ${missing} does not exist.`);
  return ids.map((id) => views.get(id)!);
}
