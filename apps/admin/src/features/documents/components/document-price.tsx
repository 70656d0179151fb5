import { yuan } from '../../../lib/money';

/** A document's price: free ones say so. */
export function DocumentPrice({ fen }: { fen: number }) {
  return <>{fen === 0 ? '免费' : yuan(fen)}</>;
}
