/**
 * Holds the place of a page's content while it loads. It is a screen tall, so whatever follows
 * the content is already below the first screen and does not jump when the content arrives.
 */
export function LoadingSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="loading-spinner d-flex justify-content-center py-5" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
