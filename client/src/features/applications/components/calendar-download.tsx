import { useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { getApplicationsCalendar } from '../api/applications-api';

export const calendarFileName = 'my-applications.ics';

/** Saves the file through a link to an in-memory copy, as the call needs the session's token. */
function saveAsFile(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** "Download deadlines (.ics)": every deadline as an all-day event for a calendar app. */
export function CalendarDownload() {
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      saveAsFile(await getApplicationsCalendar());
    } catch (failure) {
      setError(describeApiError(failure));
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => void download()}
      >
        Download deadlines (.ics)
      </button>
      {error && (
        <p role="alert" className="alert alert-danger py-2 mt-2">
          {error}
        </p>
      )}
    </>
  );
}
