import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

export const notFoundTitle = 'Page not found';

interface NotFoundPageProps {
  /** What is missing, in the server's words: 'Record not found'. */
  message?: string;
  /** The nearest page that does exist, e.g. the list of the kind of product asked for. */
  way?: { to: string; label: string };
}

/** An address with nothing at it: an h1 that says so and the way on, with nothing to retry. */
export function NotFoundPage({ message, way }: NotFoundPageProps) {
  useDocumentTitle(notFoundTitle);
  return (
    <div className="container py-4">
      <h1 className="h2 fw-bold">{notFoundTitle}</h1>
      <p>
        {message ? `${message}. ` : ''}The page you are looking for does not exist or has moved.
      </p>
      <p className="d-flex flex-wrap gap-3">
        {way && <Link to={way.to}>{way.label}</Link>}
        <Link to={paths.home}>Back to the home page</Link>
      </p>
    </div>
  );
}
