import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';

const mainContentId = 'main-content';

/**
 * Every navigation starts at the top of the new page, and keyboard and screen-reader users start
 * reading at its content rather than at the link they just followed. A page that replaces its own
 * address as the visitor types (a calculator's inputs) keeps its position and focus.
 */
function useStartEachPageAtTop(): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const firstPage = useRef(true);
  const lastPathname = useRef(pathname);
  useLayoutEffect(() => {
    const samePage = lastPathname.current === pathname;
    lastPathname.current = pathname;
    if (navigationType === 'REPLACE' && samePage && !firstPage.current) return;
    window.scrollTo(0, 0);
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }, [pathname, search, navigationType]);
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
