/** The bounds every PDF is held to: hostile files end in a refusal, never a hang or a memory blow-up. */
export const PDF_LIMITS = {
  /** Uploads are ≤ 20 MB; the pipeline reads a whole PDF into memory, so this bounds its memory. */
  maxBytes: 20 * 1024 * 1024,
  /** More pages than this is refused before any page is read (the hostile example has 10,000). */
  maxPages: 500,
  /** Text kept for search and review; extraction stops here. */
  maxTextChars: 200_000,
  /** Preview images are this wide; a page's height is capped so an absurd page size cannot allocate a huge canvas. */
  previewWidth: 1000,
  previewMaxHeight: 3000,
  coverWidth: 240,
  coverMaxHeight: 480,
  /** Heap of the worker thread a job runs in (page canvases are native memory, bounded by the sizes above). */
  workerHeapMb: 384,
} as const;

/** Time limits per step in milliseconds, and the memory a job may take; over either, its worker thread is terminated. */
export interface PdfJobLimits {
  inspectMs: number;
  renderBaseMs: number;
  renderPerPageMs: number;
  stampMs: number;
  /** Growth of the process's resident memory while a job runs (jobs run one at a time; see decisions.md). */
  memoryMb: number;
}

export const DEFAULT_PDF_JOB_LIMITS: PdfJobLimits = {
  inspectMs: 30_000,
  renderBaseMs: 5_000,
  renderPerPageMs: 5_000,
  stampMs: 30_000,
  memoryMb: 1024,
};
