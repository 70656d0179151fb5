import { LeftOutline } from 'antd-mobile-icons';
import { useGoBack } from '../../lib/use-go-back';
import styles from './back-button.module.css';

export function BackButton({ className }: { className?: string }) {
  const goBack = useGoBack();
  return (
    <button type="button" className={`${styles.back} ${className ?? ''}`} aria-label="返回" onClick={goBack}>
      <LeftOutline />
    </button>
  );
}
