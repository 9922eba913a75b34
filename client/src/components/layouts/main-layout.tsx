import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';

const mainContentId = 'main-content';

/**
 * Every navigation starts at the top of the new page, and keyboard and screen-reader users start
 * reading at its content rather than at the link they just followed.
 */
function useStartEachPageAtTop(): void {
  const { pathname, search } = useLocation();
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }, [pathname, search]);
}

/** Header, page and footer around every route. */
export function MainLayout(headerProps: SiteHeaderProps) {
  useStartEachPageAtTop();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href={`#${mainContentId}`}>
        Skip to main content
      </a>
      <SiteHeader {...headerProps} />
      <main className="flex-grow-1" id={mainContentId} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
