import { useState } from 'react';
import { describeApiError } from '../../../lib/api-client';

interface RequestState {
  sending: boolean;
  /** The server's refusal, or the network's failure, in words. */
  error: string | null;
  /** What to tell the user once the call succeeded. */
  done: string | null;
}

const idle: RequestState = { sending: false, error: null, done: null };

/** One form's call: sending, then either its success sentence or the error's words. */
export function useFormRequest() {
  const [state, setState] = useState<RequestState>(idle);
  const send = async (call: () => Promise<string>) => {
    setState({ sending: true, error: null, done: null });
    try {
      setState({ sending: false, error: null, done: await call() });
    } catch (error) {
      setState({ sending: false, error: describeApiError(error), done: null });
    }
  };
  const fail = (error: string) => setState({ sending: false, error, done: null });
  return { ...state, send, fail };
}
