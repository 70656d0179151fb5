import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { AGREEMENT_TAIL, RISK_NOTES, USAGE_NOTES } from './demo-document-notes';
import type { DemoDocumentText } from './demo-document-texts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 64, top: 78, bottom: 72 };
const TITLE_SIZE = 20;
const NOTES_TITLE_SIZE = 16;
const BODY_SIZE = 13;
const LINE_GAP = 2;
const PARAGRAPH_GAP = 10;
const FONT_FILE = 'assets/demo-cjk.ttf';
const DEMO_PDF_DATE = new Date('2026-01-01T00:00:00Z');

/** The demo font (apps/server/assets), found from the source tree and from the bundled `dist/` alike. */
function demoFontBytes(): Buffer {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, FONT_FILE);
    if (existsSync(candidate)) return readFileSync(candidate);
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`demo documents: ${FONT_FILE} not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** Punctuation a line must not start with (it hangs at the end of the line before instead). */
const NO_LINE_START = new Set('，。、；：！？）》」』”’');

/**
 * Breaks a paragraph into lines no wider than `width`: Chinese text breaks between any two characters, except
 * before closing punctuation, which stays with the character before it.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraphLine of text.split('\n')) {
    let line = '';
    for (const character of paragraphLine) {
      if (
        line !== '' &&
        !NO_LINE_START.has(character) &&
        font.widthOfTextAtSize(line + character, size) > width
      ) {
        lines.push(line);
        line = character;
      } else line += character;
    }
    lines.push(line);
  }
  return lines;
}

interface Writer {
  page: PDFPage;
  y: number;
}

/**
 * A real PDF of a demo document: the title, its clauses (and the common tail of agreements), then its notes
 * (风险提示 for agreements, 使用说明) each from a new page, in the demo font, A4 pages broken where the text
 * fills them, and `第 n 页 共 m 页` under each page.
 */
export async function demoDocumentPdf(document: DemoDocumentText): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(document.title);
  pdf.setAuthor('律桥演示律师');
  // Fixed dates: the same text always makes the same bytes (the demo caches the pipeline's work by them).
  pdf.setCreationDate(DEMO_PDF_DATE);
  pdf.setModificationDate(DEMO_PDF_DATE);
  const font = await pdf.embedFont(demoFontBytes(), { subset: true });
  const textWidth = PAGE.width - 2 * MARGIN.x;
  const newPage = (): Writer => ({
    page: pdf.addPage([PAGE.width, PAGE.height]),
    y: PAGE.height - MARGIN.top,
  });
  let writer = newPage();

  const heading = (text: string, size: number) => {
    for (const line of wrapText(text, font, size, textWidth)) {
      const width = font.widthOfTextAtSize(line, size);
      writer.page.drawText(line, { x: (PAGE.width - width) / 2, y: writer.y, size, font });
      writer.y -= size * 1.8;
    }
    writer.y -= PARAGRAPH_GAP;
  };
  const body = (paragraphs: readonly string[]) => {
    for (const paragraph of paragraphs) {
      for (const line of wrapText(paragraph, font, BODY_SIZE, textWidth)) {
        if (writer.y < MARGIN.bottom) writer = newPage();
        writer.page.drawText(line, {
          x: MARGIN.x,
          y: writer.y,
          size: BODY_SIZE,
          font,
          color: rgb(0.1, 0.1, 0.1),
        });
        writer.y -= BODY_SIZE * LINE_GAP;
      }
      writer.y -= PARAGRAPH_GAP;
    }
  };

  heading(document.title, TITLE_SIZE);
  body([...document.clauses, ...(document.agreement ? AGREEMENT_TAIL : [])]);
  // The notes start on a page of their own, each under its centred heading.
  for (const [title, ...paragraphs] of document.agreement ? [RISK_NOTES, USAGE_NOTES] : [USAGE_NOTES]) {
    writer = newPage();
    heading(title ?? '', NOTES_TITLE_SIZE);
    body(paragraphs);
  }

  const pages = pdf.getPages();
  for (const [index, page] of pages.entries()) {
    const footer = `第 ${index + 1} 页 共 ${pages.length} 页`;
    const width = font.widthOfTextAtSize(footer, 9);
    page.drawText(footer, {
      x: (PAGE.width - width) / 2,
      y: 36,
      size: 9,
      font,
      color: rgb(0.45, 0.45, 0.45),
    });
  }
  return pdf.save();
}
