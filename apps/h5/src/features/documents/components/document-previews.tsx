import type { DocumentPreviewImage } from '@lawbridge/contract';
import { useFirstScreenComplete } from '../../../app/first-screen';
import { OrderSection } from '../../orders/components/order-section';
import styles from './document-previews.module.css';

/**
 * The watermarked preview pages, the later ones lazily loaded; a tap opens them full screen (pinch to zoom).
 * The viewer (with its gesture and animation libraries) loads on that first tap, not with the page.
 *
 * Only the first page loads with the first screen: the later ones (a lazy image near the first screen loads
 * at once: the second page, 80 kB, shared the link with the code and the first page before the first
 * render) wait until the first screen is complete, in a box of their size, so nothing moves.
 */
export function DocumentPreviews({ previews, pages }: { previews: DocumentPreviewImage[]; pages: number }) {
  const firstScreenComplete = useFirstScreenComplete();
  if (previews.length === 0) return null;
  const open = async (index: number) => {
    const { default: ImageViewer } = await import('antd-mobile/es/components/image-viewer');
    ImageViewer.Multi.show({ images: previews.map((preview) => preview.url), defaultIndex: index });
  };
  return (
    <OrderSection title={`预览（前${previews.length}页，共${pages}页）`}>
      <ul className={styles.pages}>
        {previews.map((preview, index) => (
          <li key={preview.page} className={styles.page}>
            <button type="button" className={styles.open} onClick={() => void open(index)}>
              {index > 0 && !firstScreenComplete ? (
                <span
                  className={styles.image}
                  style={{ aspectRatio: `${preview.width} / ${preview.height}` }}
                  role="img"
                  aria-label={`第${preview.page}页预览`}
                />
              ) : (
                <img
                  className={styles.image}
                  src={preview.url}
                  width={preview.width}
                  height={preview.height}
                  // The first page is often the largest thing on the first screen: it loads at once.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  alt={`第${preview.page}页预览`}
                />
              )}
            </button>
            <span className={styles.number}>第{preview.page}页</span>
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}
