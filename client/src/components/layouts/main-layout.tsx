import { useLayoutEffect, useRef, type ReactNode } from 'react';
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

interface MainLayoutProps extends SiteHeaderProps {
  /** A notice that concerns every page, shown over it (the expired session's). */
  notice?: ReactNode;
}

/** Header, page and footer around every route. */
export function MainLayout({ notice, ...headerProps }: MainLayoutProps) {
  useStartEachPageAtTop();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href={`#${mainContentId}`}>
        Skip to main content
      </a>
      <SiteHeader {...headerProps} />
      {notice}
      <main className="flex-grow-1" id={mainContentId} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
