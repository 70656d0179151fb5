import { createFreshReads } from './fresh-reads';

/**
 * Keeps an in-memory catalogue in step with the database by revisions: each use reads the last revision given
 * out (`revision`, one indexed row) and, when it moved, applies the rows written since the revision loaded last
 * (`rowsAfter(null)` for the first load: every row the catalogue holds). One load at a time; those who ask
 * meanwhile wait for it. Rows written after the revision read may come too: applying a row twice is harmless.
 * Callers asking at once share revision reads (fresh-reads.ts), each one begun after its caller asked.
 */
export function createRevisionSync<Row>(source: {
  revision: () => Promise<number>;
  rowsAfter: (after: number | null) => Promise<Row[]>;
  apply: (rows: Row[]) => void;
}) {
  /** The revision every row up to which is applied; null before the first load. */
  let loaded: number | null = null;
  let loading: Promise<void> | null = null;
  const freshRevision = createFreshReads(source.revision);

  async function load(upTo: number): Promise<void> {
    source.apply(await source.rowsAfter(loaded));
    loaded = Math.max(loaded ?? upTo, upTo);
  }

  return {
    /** Brings the catalogue up to the database's last revision; answers the revision it now holds. */
    async current(): Promise<number> {
      const revision = await freshRevision();
      while (loaded === null || loaded < revision) {
        loading ??= load(revision).finally(() => (loading = null));
        await loading;
      }
      return loaded;
    },
  };
}
