import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * What the account page becomes once the account is deleted. The form that deleted it sat at the
 * foot of a long page, so the page goes back to its top (what the signed-in header showed above
 * it leaves as the session ends) and the heading takes the focus, to be read out.
 */
export function AccountDeleted({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Instant: the stylesheet asks for smooth scrolling, and the heading must be in view at once.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Container className="py-5">
      <h1 className="h3 mb-4" ref={heading} tabIndex={-1}>
        Account deleted
      </h1>
      <Alert variant="success" role="status">
        {message}
      </Alert>
      <Link to={paths.home}>Back to the home page</Link>
    </Container>
  );
}
