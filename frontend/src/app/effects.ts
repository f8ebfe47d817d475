import { useEffect } from 'react';

export const PRODUCT_NAME = '机构中心';

/** document.title = "<page> - 机构中心" (effects only: no DOM during render). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - ${PRODUCT_NAME}`;
  }, [title]);
}

/** Every navigation starts at the top of the page (spec §2). */
export function useScrollToTop(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
