import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

export function MainLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <ScrollToTop />
      <SiteHeader />
      <main className="flex-grow-1" id="main-content">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
