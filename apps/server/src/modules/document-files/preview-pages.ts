/** The pages everyone may preview: the first min(3, ⌈30 %⌉) pages (PRODUCT §12), 1-based. */
export function previewPages(pageCount: number): number[] {
  const count = Math.min(3, Math.ceil(pageCount * 0.3));
  return Array.from({ length: Math.max(0, count) }, (_, index) => index + 1);
}
