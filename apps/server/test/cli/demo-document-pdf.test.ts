import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { demoDocumentPdf } from '../../src/cli/demo/documents/demo-pdf';
import { AGREEMENT_TAIL, RISK_NOTES, USAGE_NOTES } from '../../src/cli/demo/documents/demo-document-notes';
import { DEMO_DOCUMENT_TEXTS } from '../../src/cli/demo/documents/demo-document-texts';
import { BASE_LEGAL_TYPES } from '../../src/core/db/migrations/002-base-data';

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return texts;
}

const leafTypes = BASE_LEGAL_TYPES.flatMap((type) => (type.children.length ? type.children : [type.name]));

describe('demo documents', () => {
  it('are 20 or more, titled once each, in leaf legal types, priced 0 or within 1–999 元', () => {
    expect(DEMO_DOCUMENT_TEXTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(DEMO_DOCUMENT_TEXTS.map((text) => text.title)).size).toBe(DEMO_DOCUMENT_TEXTS.length);
    for (const text of DEMO_DOCUMENT_TEXTS) {
      expect(leafTypes).toContain(text.legalType);
      expect(text.title.length).toBeGreaterThanOrEqual(4);
      expect(text.title.length).toBeLessThanOrEqual(60);
      expect(text.description.length).toBeGreaterThanOrEqual(10);
      expect(text.tags.length).toBeLessThanOrEqual(5);
      expect(text.priceYuan === 0 || (text.priceYuan >= 1 && text.priceYuan <= 999)).toBe(true);
    }
    expect(DEMO_DOCUMENT_TEXTS.filter((text) => text.priceYuan === 0).length).toBeGreaterThanOrEqual(3);
  });

  it('draw every character of their texts with the shipped font (re-run `npm run demo-font` when one is missing)', () => {
    const font = fontkit.create(readFileSync(new URL('../../assets/demo-cjk.ttf', import.meta.url)));
    const all = DEMO_DOCUMENT_TEXTS.flatMap((text) => [text.title, ...text.clauses])
      .concat(AGREEMENT_TAIL, RISK_NOTES, USAGE_NOTES)
      .join('');
    const missing = [...new Set(all)].filter(
      (character) => character !== '\n' && font.glyphForCodePoint(character.codePointAt(0) ?? 0).id === 0,
    );
    expect(missing).toEqual([]);
  });

  it('become real PDFs whose pages carry the title, the clauses and the page numbers', async () => {
    const agreement = DEMO_DOCUMENT_TEXTS.find((text) => text.agreement && text.clauses.length >= 7);
    if (!agreement) throw new Error('no long agreement among the demo documents');
    const texts = await pageTexts(await demoDocumentPdf(agreement));
    expect(texts.length).toBeGreaterThanOrEqual(2);
    const whole = texts.join('');
    expect(texts[0]).toContain(agreement.title);
    expect(whole).toContain(agreement.clauses[1]?.slice(0, 12));
    expect(whole).toContain('争议解决');
    texts.forEach((text, index) => expect(text).toContain(`第 ${index + 1} 页 共 ${texts.length} 页`));
  });
});
