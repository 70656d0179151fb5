import { priceText } from '../document-text';
import styles from './document-price.module.css';

/** The price in red, or 免费 in green; larger on the detail. */
export function DocumentPrice({ fen, large = false }: { fen: number; large?: boolean }) {
  const classes = [styles.price, fen === 0 ? styles.free : '', large ? styles.large : ''];
  return <span className={classes.filter(Boolean).join(' ')}>{priceText(fen)}</span>;
}
