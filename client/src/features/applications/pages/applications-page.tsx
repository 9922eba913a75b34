import { applicationRules } from '@sg-finance/finance';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSignedIn } from '../../auth';
import { AddApplicationForm } from '../components/add-application-form';
import { ApplicationCard } from '../components/application-card';
import { CalendarDownload } from '../components/calendar-download';
import { ReminderSettings } from '../components/reminder-settings';
import { fetchApplications, selectApplications } from '../store/applications-slice';

export const noApplicationsMessage =
  'No applications yet. Press “I applied” on a product’s page, or add one here.';

/** `/me/applications`: the signed-in user's applications; anyone else is sent to sign in. */
export function ApplicationsPage() {
  const signedIn = useSignedIn();
  useDocumentTitle('My applications');
  if (!signedIn) {
    return (
      <Navigate to={`${paths.login}?next=${encodeURIComponent(paths.applications)}`} replace />
    );
  }
  return <SignedInApplicationsPage />;
}

function SignedInApplicationsPage() {
  const dispatch = useAppDispatch();
  const { status, applications, settings, error } = useAppSelector(selectApplications);

  useEffect(() => {
    void dispatch(fetchApplications());
  }, [dispatch]);

  return (
    <div className="container py-5" style={{ maxWidth: '56rem' }}>
      <h1 className="h3 mb-2">My applications</h1>
      <p>
        Each application keeps the welcome offer’s terms of the day you applied, and works out its
        deadlines in Singapore time.
      </p>
      <p>
        <CalendarDownload />
      </p>
      {status === 'failed' && (
        <p role="alert" className="alert alert-danger">
          {error}
        </p>
      )}
      {status === 'loading' && applications.length === 0 && <LoadingSpinner />}
      <AddApplicationForm />
      {status === 'ready' && applications.length === 0 && <p>{noApplicationsMessage}</p>}
      {applications.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
      {settings && <ReminderSettings settings={settings} />}
      <section aria-labelledby="how-we-calculate-heading">
        <h2 className="h5" id="how-we-calculate-heading">
          How we calculate
        </h2>
        <ul className="small">
          {applicationRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
