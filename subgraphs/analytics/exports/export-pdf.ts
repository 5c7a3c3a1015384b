import { PassThrough } from 'node:stream';
import PDFDocument from 'pdfkit';
import { CUSTOM_HEADER, PAPER_SIZES } from './export-config.ts';
import type { FormatContext } from './export-formats.ts';

const POINTS_PER_INCH = 72;
const BASE_FONT_SIZE = 9;

/**
 * A PDF of the rows: a table on pages of the configured size and style, margins, the title
 * and description, headers and footers, zoom as the font's scale. Rows are drawn as pages
 * arrive and pdfkit writes finished pages out, so memory stays flat — except with a header or
 * footer "Page n of m" (code 4), which keeps the pages until the count is known. `password`
 * encrypts the PDF itself (AES-256, PDF 1.7 extension level 3): a password-protected PDF is
 * not zipped.
 */
export function pdfExport(context: FormatContext, pages: AsyncIterable<(string | null)[][]>): { stream: PassThrough } {
  const { config, columns } = context;
  const places = ['leftHeader', 'centerHeader', 'rightHeader', 'leftFooter', 'centerFooter', 'rightFooter'] as const;
  const needsTotal = places.some((p) => config[p] === 4);
  const size = PAPER_SIZES[config.paperSize];
  const doc = new PDFDocument({
    size: size === 'AUTO' ? [Math.max(612, columns.length * 90 + 72), 792] : size,
    layout: config.paperStyle === 'Landscape' ? 'landscape' : 'portrait',
    margins: {
      top: config.topMargin * POINTS_PER_INCH + 18,
      bottom: config.bottomMargin * POINTS_PER_INCH + 18,
      left: config.leftMargin * POINTS_PER_INCH,
      right: config.rightMargin * POINTS_PER_INCH,
    },
    bufferPages: needsTotal,
    autoFirstPage: true,
    info: { Title: context.title, Producer: 'Kontor' },
    ...(config.password ? { userPassword: config.password, ownerPassword: config.password, pdfVersion: '1.7ext3' as const } : {}),
  });
  const out = new PassThrough();
  doc.pipe(out);
  const fontSize = Math.max(1, (BASE_FONT_SIZE * Math.max(config.zoomFactor, 10)) / 100);
  let pageNumber = 1;

  function decorate(page: number, total: number | null): void {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const textOf = (place: (typeof places)[number]): string | null => {
      switch (config[place]) {
        case 1:
          return context.title;
        case 2:
          return (context.now ?? new Date(0)).toISOString().slice(0, 10);
        case 3:
          return `Page ${page}`;
        case 4:
          return `Page ${page} of ${total ?? '?'}`;
        case CUSTOM_HEADER:
          return config[`${place}Text`];
        default:
          return null;
      }
    };
    const saved = doc.y;
    doc.fontSize(8);
    for (const place of places) {
      const text = textOf(place);
      if (!text) continue;
      const y = place.endsWith('Header') ? config.topMargin * POINTS_PER_INCH : doc.page.height - config.bottomMargin * POINTS_PER_INCH - 10;
      const align = place.startsWith('left') ? 'left' : place.startsWith('center') ? 'center' : 'right';
      doc.text(text, doc.page.margins.left, y, { width, align, lineBreak: false, height: 10 });
    }
    doc.fontSize(fontSize);
    doc.y = saved;
  }

  void (async () => {
    try {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      const columnWidth = width / Math.max(columns.length, 1);
      const rowHeight = fontSize * 1.5;
      doc.font('Helvetica');
      if (config.showTitle) doc.fontSize(fontSize * 1.6).text(context.title, { width });
      if (config.showDesc && context.description) doc.fontSize(fontSize * 1.1).text(context.description, { width });
      doc.moveDown(0.5);
      doc.fontSize(fontSize);
      const line = (values: readonly (string | null)[], bold: boolean) => {
        if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) {
          if (!needsTotal) decorate(pageNumber, null);
          doc.addPage();
          pageNumber++;
        }
        const y = doc.y;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
        values.forEach((value, i) => {
          doc.text(value ?? '', left + i * columnWidth, y, { width: columnWidth - 4, height: rowHeight, lineBreak: false, ellipsis: true });
        });
        doc.x = left;
        doc.y = y + rowHeight;
      };
      line(
        columns.map((c) => c.name),
        true,
      );
      for await (const page of pages) for (const values of page) line(values, false);
      if (needsTotal) {
        const range = doc.bufferedPageRange();
        for (let i = range.start; i < range.start + range.count; i++) {
          doc.switchToPage(i);
          decorate(i + 1, range.count);
        }
      } else decorate(pageNumber, null);
      doc.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return { stream: out };
}
