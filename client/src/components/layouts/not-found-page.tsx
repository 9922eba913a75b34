import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <Container className="py-5 text-center">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home}>Back to the home page</Link>
    </Container>
  );
}
