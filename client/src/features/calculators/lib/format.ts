import { formatSGD } from '@sg-finance/finance';

/** A yearly amount with its sign, as the working shows it: '+S$12.00', '-S$196.20'. */
export function signedSGD(value: number): string {
  return value > 0 ? `+${formatSGD(value)}` : formatSGD(value);
}
