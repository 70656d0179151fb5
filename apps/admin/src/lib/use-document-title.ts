import { useEffect } from 'react';

const PRODUCT_TITLE = '律桥运营后台';

/** Shows the page name in the browser tab, e.g. `操作日志 - 律桥运营后台`. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} - ${PRODUCT_TITLE}`;
    return () => {
      document.title = PRODUCT_TITLE;
    };
  }, [pageTitle]);
}
