import { keyedLoad } from '../../../app/keyed-loads';
import { getMyAlerts, getMyWatches } from '../api/alerts-api';

/** The signed-in user's alerts, by the user's id (another may sign in on the same page). */
export const myAlertsLoad = keyedLoad(
  'myAlerts',
  (userId: string) => userId,
  () => getMyAlerts(),
);

/** The products the signed-in user watches, by the user's id. */
export const myWatchesLoad = keyedLoad(
  'myWatches',
  (userId: string) => userId,
  () => getMyWatches(),
);
