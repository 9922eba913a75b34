import { reminderKindLabels, reminderKinds, type NotificationSettings } from '@sg-finance/contract';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { describeApiError } from '../../../lib/api-client';
import { saveNotificationSettings } from '../api/applications-api';
import { settingsSaved } from '../store/applications-slice';

/** Each kind of reminder on or off, and the weekly digest (off until the user turns it on). */
export function ReminderSettings({ settings }: { settings: NotificationSettings }) {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (next: NotificationSettings) => {
    setBusy(true);
    setError(null);
    try {
      dispatch(settingsSaved(await saveNotificationSettings(next)));
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card card-body mb-4" aria-labelledby="reminder-settings-heading">
      <h2 className="h5" id="reminder-settings-heading">
        Reminders and weekly digest
      </h2>
      <p className="small mb-2">
        Each reminder is an alert and an email to your confirmed address.
      </p>
      {error && (
        <p role="alert" className="alert alert-danger py-2">
          {error}
        </p>
      )}
      {reminderKinds.map((kind) => (
        <div className="form-check" key={kind}>
          <input
            className="form-check-input"
            type="checkbox"
            id={`reminder-${kind}`}
            checked={!settings.remindersOff.includes(kind)}
            disabled={busy}
            onChange={(event) =>
              void save({
                ...settings,
                remindersOff: event.target.checked
                  ? settings.remindersOff.filter((off) => off !== kind)
                  : [...settings.remindersOff, kind],
              })
            }
          />
          <label className="form-check-label" htmlFor={`reminder-${kind}`}>
            {reminderKindLabels[kind]}
          </label>
        </div>
      ))}
      <div className="form-check mt-2">
        <input
          className="form-check-input"
          type="checkbox"
          id="weekly-digest"
          checked={settings.digest}
          disabled={busy}
          onChange={(event) => void save({ ...settings, digest: event.target.checked })}
        />
        <label className="form-check-label" htmlFor="weekly-digest">
          Weekly digest: offers I could still get, watched offers ending within 14 days, changes to
          what I hold
        </label>
      </div>
    </section>
  );
}
