/** The applications tracker: what `app/` uses of it (its pages are lazy routes). */
export type { ApplicationsState } from './store/applications-slice';
