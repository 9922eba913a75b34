/** The applications tracker: what `app/` and other features use of it (its pages are lazy routes). */
export type { ApplicationsState } from './store/applications-slice';
export { useMyApplications } from './hooks/use-my-applications';
