import Alert from 'react-bootstrap/Alert';

/** The red banner of a failed call. */
export function ErrorBanner({ message }: { message: string }) {
  return (
    <Alert variant="danger" role="alert">
      {message}
    </Alert>
  );
}
