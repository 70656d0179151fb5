// Characters the demo PDFs draw besides the texts: printable ASCII and the layout's own words and marks.
const ascii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
export const DEMO_FONT_EXTRA_CHARACTERS = `${ascii}第页共律桥文档·—“”‘’（）《》【】、，。：；！？`;
