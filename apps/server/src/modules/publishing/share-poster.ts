import type { ShareTarget } from '@jono/contract';
import PDFDocument from 'pdfkit';
import { encode } from 'uqr';
import type { posterWords } from './poster-words';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const QR_SIDE = 330;
const INK = '#09090b';
const MUTED = '#52525b';

/**
 * The fonts every PDF reader has (Helvetica, Courier) spell Western European text only
 * (WinAnsi): a character beyond it, which would print as garbage, is printed as "?".
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export const printable = (text: string) =>
  [...text]
    .map((char) => ((char.codePointAt(0) ?? 0) <= 0xff || winAnsiExtras.has(char) ? char : '?'))
    .join('');

/** The QR code as filled squares, each row's dark run one rectangle, so the file stays small. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number) {
  const { size, data } = encode(url, { ecc: 'M', border: 0 });
  const cell = QR_SIDE / size;
  data.forEach((row, rowIndex) => {
    let runStart = -1;
    row.forEach((dark, column) => {
      if (dark && runStart < 0) runStart = column;
      const runEnds = runStart >= 0 && (!dark || column === size - 1);
      if (!runEnds) return;
      const end = dark ? column + 1 : column;
      doc.rect(x + runStart * cell, y + rowIndex * cell, (end - runStart) * cell, cell);
      runStart = -1;
    });
  });
  doc.fillColor(INK).fill();
}

/**
 * An A4 poster for the shop's window or counter: its name, what the link does, the link as a
 * large QR code and as text to type (without "https://"). Vector throughout, so it prints
 * sharp at any size.
 */
export function posterPdf(poster: {
  shopName: string;
  url: string;
  target: ShareTarget;
  words: (typeof posterWords)[keyof typeof posterWords];
}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: printable(`${poster.shopName}: ${poster.words.headline[poster.target]}`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = PAGE.width - 2 * MARGIN;
  const centred = { width, align: 'center' } as const;

  doc.font('Helvetica-Bold').fontSize(26).fillColor(MUTED);
  doc.text(printable(poster.shopName), MARGIN, 72, centred);
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(48).fillColor(INK);
  doc.text(printable(poster.words.headline[poster.target]), centred);
  doc.moveDown(0.2).font('Helvetica').fontSize(18).fillColor(MUTED);
  doc.text(printable(poster.words.promise[poster.target]), centred);

  const qrTop = doc.y + 36;
  drawQr(doc, poster.url, (PAGE.width - QR_SIDE) / 2, qrTop);

  doc.font('Helvetica').fontSize(16).fillColor(MUTED);
  doc.text(printable(poster.words.scan), MARGIN, qrTop + QR_SIDE + 36, centred);
  doc.moveDown(0.3).font('Courier-Bold').fontSize(24).fillColor(INK);
  doc.text(poster.url.replace(/^https?:\/\//, ''), centred);
  doc.end();
  return done;
}
