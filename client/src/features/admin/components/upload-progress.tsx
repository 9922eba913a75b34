import ProgressBar from 'react-bootstrap/ProgressBar';

/** How much of the form, its images included, has reached the server while it is being sent. */
export function UploadProgress({ shareSent }: { shareSent: number }) {
  const percent = Math.round(shareSent * 100);
  return (
    <div className="mb-3">
      <ProgressBar
        now={percent}
        label={`${percent}%`}
        aria-label="Upload progress"
        animated={percent < 100}
      />
      <p className="small text-body-secondary mt-1 mb-0" aria-live="polite">
        {percent < 100 ? `Uploading... ${percent}%` : 'Uploaded, saving...'}
      </p>
    </div>
  );
}
