import Button from 'react-bootstrap/Button';
import { fetchMyData } from '../api/account-api';
import { useFormRequest } from '../hooks/use-form-request';
import { FormOutcome } from './form-outcome';

export const myDataFileName = 'my-data.json';

/** Saves the JSON through a link to an in-memory file, as the call needs the session's token. */
function saveAsFile(data: unknown): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = myDataFileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function MyDataDownload() {
  const request = useFormRequest();
  const download = () =>
    void request.send(async () => {
      saveAsFile(await fetchMyData());
      return `Saved as ${myDataFileName}.`;
    });

  return (
    <section aria-labelledby="my-data-heading" className="mb-5">
      <h2 id="my-data-heading" className="h4">
        Download my data
      </h2>
      <p>Everything the site stores about you, as one JSON file.</p>
      <FormOutcome error={request.error} done={request.done} />
      <Button variant="outline-primary" onClick={download} disabled={request.sending}>
        Download my data
      </Button>
    </section>
  );
}
