import Button from 'react-bootstrap/Button';
import { requestEmailConfirmation } from '../api/account-api';
import { useFormRequest } from '../hooks/use-form-request';
import { FormOutcome } from './form-outcome';

/** A new confirmation link for the account's address, for one that never came or expired. */
export function EmailConfirmationRequest() {
  const request = useFormRequest();
  const send = () => void request.send(requestEmailConfirmation);

  return (
    <section aria-labelledby="email-confirmation-heading" className="mb-5">
      <h2 id="email-confirmation-heading" className="h4">
        Confirm your email address
      </h2>
      <p>
        Alerts and other mail reach your address only once you have opened the link we mailed to it.
        No link, or an expired one? Ask for a new one.
      </p>
      <FormOutcome error={request.error} done={request.done} />
      <Button variant="outline-primary" onClick={send} disabled={request.sending}>
        Send me a new confirmation link
      </Button>
    </section>
  );
}
