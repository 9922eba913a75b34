/**
 * The sign-up page hands the email just registered to the sign-in page in the navigation's state,
 * not in the address, so it stays out of the history, the logs and a shared link.
 */
interface RegisteredEmailState {
  registeredEmail: string;
}

export function registeredEmailState(email: string): RegisteredEmailState {
  return { registeredEmail: email };
}

/** The email the sign-up page handed over, or '' when the page was opened another way. */
export function registeredEmailOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('registeredEmail' in state)) return '';
  return typeof state.registeredEmail === 'string' ? state.registeredEmail : '';
}
