import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { useState } from 'react';
import styles from './order-images.module.css';

export interface OrderImagesProps {
  /** Signed addresses from the order's detail (valid for about an hour). */
  urls: readonly string[];
  /** Names each picture: `${label}1`, `${label}2`… */
  label: string;
}

/**
 * Images sent with an order (the customer's, the lawyer's attachments, a refund request's) as a row of
 * thumbnails; a tap opens them full screen, at the one tapped, to swipe through and zoom.
 */
export function OrderImages({ urls, label }: OrderImagesProps) {
  // The viewer starts at the picture tapped (its index is read once, so a new start remounts it) and
  // stays mounted while it closes, to fade out.
  const [start, setStart] = useState(0);
  const [open, setOpen] = useState(false);
  if (urls.length === 0) return null;
  return (
    <>
      <ul className={styles.images} aria-label={label}>
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={`查看${label}${index + 1}`}
              onClick={() => {
                setStart(index);
                setOpen(true);
              }}
            >
              <img className={styles.image} src={url} alt={`${label}${index + 1}`} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer.Multi
        key={start}
        images={[...urls]}
        visible={open}
        defaultIndex={start}
        onClose={() => setOpen(false)}
        // A finger's tap on the picture closes it too; a mouse cannot (the viewer reads touches only).
        renderFooter={() => (
          <div className={styles.footer}>
            <button type="button" className={styles.close} onClick={() => setOpen(false)}>
              关闭
            </button>
          </div>
        )}
      />
    </>
  );
}
