import { keyedLoad } from '../../../app/keyed-loads';
import { getNeedsChecking } from '../api/needs-checking-api';

/** The listings whose terms are due a check or whose source page changed. */
export const needsCheckingLoad = keyedLoad('needsChecking', () => 'all', getNeedsChecking);
