import { spendCategoryWords, type CardTerms, type SpendCategory } from '@sg-finance/contract';
import { formatNumber, formatSGD, type PurchaseEarn } from '@sg-finance/finance';

/** What the purchase earns: 'S$12.60 (840 miles)', or 'S$5.00' of cashback. */
export function earnText(terms: CardTerms, answer: PurchaseEarn): string {
  const worth = formatSGD(answer.netSGD);
  if (terms.rewardType === 'cashback') return worth;
  return `${worth} (${formatNumber(Math.round(answer.earnedUnits))} ${terms.rewardType ?? 'points'})`;
}

/** What is left of the card's caps this month once the purchase is made, in a sentence. */
export function capText(terms: CardTerms, answer: PurchaseEarn, category: SpendCategory): string {
  const parts: string[] = [];
  const words = spendCategoryWords[category];
  if (answer.bonusSpendLeft === undefined) parts.push(`No bonus rate on ${words}`);
  else if (answer.bonusSpendLeft === Infinity) parts.push(`No cap on the ${words} bonus`);
  else {
    parts.push(`${formatSGD(answer.bonusSpendLeft)} of ${words} spend left at the bonus rate`);
  }
  if (answer.rewardLeft !== Infinity) {
    const left =
      terms.rewardType === 'cashback'
        ? formatSGD(answer.rewardLeft)
        : `${formatNumber(Math.round(answer.rewardLeft))} ${terms.rewardType ?? 'points'}`;
    parts.push(`${left} left of the card's monthly reward cap`);
  }
  if (answer.minimumSpendLeft > 0) {
    parts.push(`${formatSGD(answer.minimumSpendLeft)} more spend needed for the bonus rates`);
  }
  return `${parts.join('; ')} this month.`;
}
