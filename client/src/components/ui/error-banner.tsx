interface ErrorBannerProps {
  message: string;
  /** Asks again: shown as a Retry button when given. */
  onRetry?: () => void;
}

/** The red banner of a failed call, with Retry when the call can be asked again. */
export function ErrorBanner({ message, onRetry }: ErrorBannerProps) {
  return (
    <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-3">
      <span className="me-auto">{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
