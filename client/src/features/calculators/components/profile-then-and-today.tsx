import type { Listing } from '@sg-finance/contract';
import type { SpendProfile } from '@sg-finance/finance';
import { useMemo } from 'react';
import { useKindCatalogue } from '../../catalogue';
import { kindOf } from '../../../lib/listings/kind-of';
import { bestYearlyValue, thenAndTodaySentence, type RankOptions } from '../lib/then-and-today';

const cardKind = kindOf('card');

interface ProfileThenAndTodayProps {
  /** The day of the terms the finder ranks with, `YYYY-MM-DD`. */
  day: string;
  /** The cards with that day's terms. */
  thenCards: readonly Listing<'card'>[];
  profile: SpendProfile;
  options: RankOptions;
  /** The profile and options as text, so the figures are worked out again only when they change. */
  inputsKey: string;
}

/** What changed for this profile since `day`: the best card's yearly value then and today. */
export function ProfileThenAndToday({
  day,
  thenCards,
  profile,
  options,
  inputsKey,
}: ProfileThenAndTodayProps) {
  const today = useKindCatalogue(cardKind);
  const todayCards = today.status === 'ready' ? today.items : undefined;
  const sentence = useMemo(
    () =>
      todayCards &&
      thenAndTodaySentence(
        day,
        bestYearlyValue(thenCards, profile, options),
        bestYearlyValue(todayCards, profile, options),
      ),
    // `profile` and `options` are compared by value, through `inputsKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [day, thenCards, todayCards, inputsKey],
  );
  if (!sentence) return null;
  return <p className="alert alert-info">{sentence}</p>;
}
