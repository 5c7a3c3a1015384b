// The worker side of `firstPage` (files.ts): pdf.js, through pdf-parse, draws a PDF's first
// page here. pdf-parse's pdf.js polyfills replace built-ins (Array.prototype.push, JSON.parse)
// when it loads, so it is loaded only in this thread, never in the platform's own.
import { parentPort, workerData } from 'node:worker_threads';
import { PDFParse } from 'pdf-parse';

const parser = new PDFParse({ data: workerData.data });
try {
  const shot = await parser.getScreenshot({ first: 1, desiredWidth: workerData.width, imageDataUrl: false, imageBuffer: true });
  parentPort.postMessage(shot.pages[0]?.data ?? null);
} catch {
  parentPort.postMessage(null);
} finally {
  await parser.destroy();
}
