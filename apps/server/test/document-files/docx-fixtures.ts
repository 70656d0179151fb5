import { packEntry, zipFile, type PackedEntry } from './zip-fixtures.js';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const PACKAGE_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The main part: one paragraph per page, each page after the first opened by a page break; Chinese set in 宋体 as Word does. */
function documentXml(pages: readonly string[]): string {
  const paragraphs = pages.map(
    (text, index) =>
      `<w:p><w:r><w:rPr><w:rFonts w:ascii="Times New Roman" w:eastAsia="宋体"/><w:sz w:val="28"/></w:rPr>${
        index > 0 ? '<w:br w:type="page"/>' : ''
      }<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
}

/** A minimal but complete DOCX whose page n reads `pages[n - 1]`; `extra` parts are added as they are. */
export function docxFile(pages: readonly string[], extra: readonly PackedEntry[] = []): Buffer {
  return zipFile([
    packEntry('[Content_Types].xml', CONTENT_TYPES),
    packEntry('_rels/.rels', PACKAGE_RELATIONSHIPS),
    packEntry('word/document.xml', documentXml(pages)),
    ...extra,
  ]);
}
