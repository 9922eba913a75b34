import {
  DEFAULT_MILE_VALUE_CENTS,
  MAX_MILE_VALUE_CENTS,
  spendCategories,
  type SpendCategory,
} from '@sg-finance/contract';
import type { AmountSpec } from '../hooks/use-calculator-params';

const spendLabels: Record<SpendCategory, string> = {
  dining: 'Dining',
  groceries: 'Groceries',
  online: 'Online shopping',
  transport: 'Transport (rides, MRT, bus)',
  travel: 'Travel (flights, hotels)',
  overseas: 'Overseas, in foreign currency',
  petrol: 'Petrol',
  bills: 'Bills (utilities, telco)',
  insurance: 'Insurance premiums',
  education: 'Education (school fees)',
  government: 'Government (taxes, fines, town council)',
  walletTopUps: 'E-wallet top-ups',
  other: 'Everything else',
};

/** A Singapore household's card spend a month, in S$: what the finder starts from. */
const defaultSpend: Record<SpendCategory, number> = {
  dining: 400,
  groceries: 300,
  online: 300,
  transport: 120,
  travel: 100,
  overseas: 200,
  petrol: 0,
  bills: 200,
  insurance: 0,
  education: 0,
  government: 0,
  walletTopUps: 0,
  other: 200,
};

export const spendSpecs: readonly (AmountSpec & { name: SpendCategory })[] = spendCategories.map(
  (category) => ({
    name: category,
    label: spendLabels[category],
    defaultValue: defaultSpend[category],
    prefix: 'S$',
  }),
);

export const mileValueSpec: AmountSpec = {
  name: 'mile',
  label: 'What a mile is worth to you',
  defaultValue: DEFAULT_MILE_VALUE_CENTS,
  max: MAX_MILE_VALUE_CENTS,
};

/** The sliders reach S$3,000 a month; the number fields take more. */
export const SPEND_SLIDER = { max: 3000, step: 10 };

/** The applicant: cards asking a higher income or age are listed apart, with the reason. */
export const incomeSpec: AmountSpec = {
  name: 'income',
  label: 'Your income a year',
  defaultValue: 60000,
  prefix: 'S$',
};

export const ageSpec: AmountSpec = {
  name: 'age',
  label: 'Your age',
  defaultValue: 30,
  min: 18,
  max: 100,
  whole: true,
};

export const residencyChoices = [
  { value: 'local', label: 'Singapore citizen or PR' },
  { value: 'foreigner', label: 'Foreigner' },
] as const;

export const rewardChoices = [
  { value: 'either', label: 'Either' },
  { value: 'cashback', label: 'Cashback' },
  { value: 'miles', label: 'Miles' },
] as const;
