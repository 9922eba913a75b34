import Alert from 'react-bootstrap/Alert';
import type { Message } from '../hooks/use-named-records';

/** The outcome of the last save or delete: a status, or an alert when it failed; dismissible. */
export function RecordMessage({ message, onClose }: { message?: Message; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert
      variant={message.variant}
      role={message.variant === 'danger' ? 'alert' : 'status'}
      onClose={onClose}
      dismissible
    >
      {message.text}
    </Alert>
  );
}
