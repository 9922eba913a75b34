import Alert from 'react-bootstrap/Alert';

/** The red alert of a refused form, or the green one of a done one. */
export function FormOutcome({ error, done }: { error: string | null; done: string | null }) {
  if (error) {
    return (
      <Alert variant="danger" role="alert">
        {error}
      </Alert>
    );
  }
  if (done) {
    return (
      <Alert variant="success" role="status">
        {done}
      </Alert>
    );
  }
  return null;
}
