import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * What the account page becomes once the account is deleted. The form that deleted it sat at the
 * foot of a long page, so the heading takes the focus: it scrolls into view and is read out.
 */
export function AccountDeleted({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
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
