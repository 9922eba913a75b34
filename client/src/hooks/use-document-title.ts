import { siteName } from '@sg-finance/contract';
import { useEffect } from 'react';

/** Names the browser tab after the page: 'Credit Cards | SG Finance Rewards'. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteName}` : siteName;
  }, [pageTitle]);
}
