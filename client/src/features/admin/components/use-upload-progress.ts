import { useState } from 'react';

/** The share of the form sent so far, the listener that records it, and a reset for the next send. */
export function useUploadProgress() {
  const [shareSent, setShareSent] = useState(0);
  return { shareSent, onUploadProgress: setShareSent, reset: () => setShareSent(0) };
}
