import { isPastOrTodayDay } from '@sg-finance/contract';

/** The address's `asOf` day when the catalogue can be asked for it, else undefined (today). */
export function asOfDay(params: URLSearchParams): string | undefined {
  const text = params.get('asOf') ?? '';
  return isPastOrTodayDay(text) ? text : undefined;
}
