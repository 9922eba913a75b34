import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { NotFoundPage } from './not-found-page';

export const pageErrorTitle = 'Something went wrong';

/**
 * The error boundary of a group of pages (its routes' `errorElement`): a page that fails to render
 * or to load its code shows this between the header and the footer, with the way back, and the
 * rest of the site keeps working.
 */
export function PageError() {
  const error = useRouteError();
  useDocumentTitle(pageErrorTitle);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="container py-4">
      <h1 className="h2 fw-bold">{pageErrorTitle}</h1>
      <p>This page could not be shown. Reload it to try again, or go on from the home page.</p>
      <p className="d-flex flex-wrap gap-3">
        <button type="button" className="btn btn-link p-0" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home}>Back to the home page</Link>
      </p>
    </div>
  );
}
