import {
  residencies,
  spendCategories,
  walletInputSchema,
  type ClosedProduct,
  type HeldProduct,
  type Residency,
  type SpendCategory,
  type StoredWallet,
  type Wallet,
} from '@sg-finance/contract';
import { spendSpecs } from '../../calculators';

/** What the wallet form holds: numbers as typed. */
export interface WalletFormValues {
  products: HeldProduct[];
  spend: Record<SpendCategory, string>;
  monthlyIncome: string;
  age: string;
  residency: Residency;
  closedProducts: ClosedProduct[];
  usPerson: boolean;
  /** Cents, as typed; blank: the site's value. */
  mileValueCents: string;
}

export const spendLabel = (category: SpendCategory) =>
  spendSpecs.find((spec) => spec.name === category)?.label ?? category;

const fieldLabels: Record<string, string> = {
  products: 'Products I hold',
  monthlyIncome: 'Income a month',
  age: 'Age',
  residency: 'Residency',
  closedProducts: 'Products I closed',
  usPerson: 'US person',
  mileValueCents: 'What a mile is worth to me',
};

export function formValuesOf(wallet: StoredWallet | null): WalletFormValues {
  return {
    products: wallet?.products ?? [],
    spend: Object.fromEntries(
      spendCategories.map((category) => [category, String(wallet?.spend[category] ?? 0)]),
    ) as Record<SpendCategory, string>,
    monthlyIncome: wallet ? String(wallet.monthlyIncome) : '',
    age: wallet ? String(wallet.age) : '',
    residency: wallet?.residency ?? residencies[0],
    closedProducts: wallet?.closedProducts ?? [],
    usPerson: wallet?.usPerson ?? false,
    mileValueCents: wallet?.mileValueCents === undefined ? '' : String(wallet.mileValueCents),
  };
}

/** A typed number as the schema sees it: blank is missing, anything else a number or NaN. */
function numberOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.replace(/,/g, ''));
}

/**
 * The wallet the form's values make, or the first problem in the contract's words with the
 * field's label: 'Dining: must not be negative'.
 */
export function walletOf(values: WalletFormValues): { wallet: Wallet } | { problem: string } {
  const result = walletInputSchema.safeParse({
    products: values.products,
    spend: Object.fromEntries(
      spendCategories.map((category) => [category, numberOf(values.spend[category]) ?? 0]),
    ),
    monthlyIncome: numberOf(values.monthlyIncome),
    age: numberOf(values.age),
    residency: values.residency,
    closedProducts: values.closedProducts,
    usPerson: values.usPerson,
    mileValueCents: numberOf(values.mileValueCents),
  });
  if (result.success) return { wallet: result.data };
  const [issue] = result.error.issues;
  const [field, category] = issue?.path ?? [];
  const label =
    field === 'spend' && typeof category === 'string'
      ? spendLabel(category as SpendCategory)
      : (fieldLabels[String(field)] ?? String(field));
  return { problem: `${label}: ${issue?.message ?? 'is not valid'}` };
}
