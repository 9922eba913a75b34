import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';

const mainContentId = 'main-content';

/**
 * Keyboard and screen-reader users start reading a new page at its content rather than at the
 * link they just followed. A change of the query alone (a filter, a sort) is the same page: focus
 * stays on the control that made it.
 */
function useFocusEachNewPage(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }, [pathname]);
}

interface MainLayoutProps extends SiteHeaderProps {
  /** A notice that concerns every page, shown over it (the expired session's). */
  notice?: ReactNode;
}

/** Header, page and footer around every route. */
export function MainLayout({ notice, ...headerProps }: MainLayoutProps) {
  useFocusEachNewPage();
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
      {/* A new page starts at the top; Back and Forward return to where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
