import {
  cardPointsCurrency,
  earnUnit,
  formatNumber,
  krisFlyerBlock,
  spendCategoryWords,
  termValueText,
  type CardTerms,
  type SpendCategory,
} from '@sg-finance/contract';
import { formatSGD, type PurchaseChoice, type PurchaseEarn } from '@sg-finance/finance';

/** What the purchase earns: 'S$12.60 (840 miles)', or 'S$5.00' of cashback. */
export function earnText(terms: CardTerms, answer: PurchaseEarn): string {
  const worth = formatSGD(answer.netSGD);
  if (terms.rewardType === 'cashback') return worth;
  return `${worth} (${formatNumber(Math.round(answer.earnedUnits))} ${terms.rewardType ?? 'points'})`;
}

/**
 * How the card's points become miles, for a card that names its currency: 'Earned as DBS Points:
 * 5,000 give 10,000 KrisFlyer miles, S$27.25 a conversion'.
 */
export function conversionText(terms: CardTerms): string | undefined {
  const currency = cardPointsCurrency(terms);
  if (!currency) return undefined;
  const block = krisFlyerBlock(currency);
  const fee =
    currency.conversionFeeSGD > 0
      ? `${formatSGD(currency.conversionFeeSGD)} a conversion`
      : 'converted free';
  return `Earned as ${currency.name}: ${formatNumber(block.points)} give ${formatNumber(block.miles)} ${block.programme} miles, ${fee}`;
}

const periodWords = (terms: CardTerms) =>
  terms.capPeriod === 'statementMonth' ? 'this statement month' : 'this month';

/** Where a card with spend tiers stands: the tier reached, or the spend the next one needs. */
function tierText(terms: CardTerms, choice: PurchaseChoice<unknown>): string | undefined {
  const { tiers } = choice;
  if (!tiers) return undefined;
  const rate = (value: number) => termValueText({ value, unit: earnUnit(terms) });
  if (tiers.next) {
    return `${formatSGD(tiers.next.spendLeft)} more spend for ${rate(tiers.next.tier.rate)} on all spend`;
  }
  if (tiers.reached) {
    return `The ${formatSGD(tiers.reached.minSpend)} spend tier's ${rate(tiers.reached.rate)} applies`;
  }
  return undefined;
}

/** What is left of the card's caps in its period once the purchase is made, in a sentence. */
export function capText(
  terms: CardTerms,
  choice: PurchaseChoice<unknown>,
  purchaseCategory: SpendCategory,
): string {
  const parts: string[] = [];
  const { match } = choice;
  if (match.earns === 'nothing') return `${match.reasons.join('. ')}.`;
  const words = spendCategoryWords[match.category];
  const tier = tierText(terms, choice);
  if (match.earns === 'bonus') {
    if (choice.bonusSpendLeft === Infinity) parts.push(`No cap on the ${words} bonus`);
    else {
      parts.push(
        `${formatSGD(choice.bonusSpendLeft ?? 0)} of ${words} spend left at the bonus rate`,
      );
    }
  } else if (!tier) {
    parts.push(...match.reasons, `No bonus rate on ${spendCategoryWords[purchaseCategory]}`);
  } else {
    parts.push(...match.reasons);
  }
  if (tier) parts.push(tier);
  if (choice.rewardLeft !== Infinity) {
    const left =
      terms.rewardType === 'cashback'
        ? formatSGD(choice.rewardLeft)
        : `${formatNumber(Math.round(choice.rewardLeft))} ${terms.rewardType ?? 'points'}`;
    parts.push(`${left} left of the card's reward cap`);
  }
  if (choice.minimumSpendLeft > 0) {
    parts.push(`${formatSGD(choice.minimumSpendLeft)} more spend needed for the bonus rates`);
  }
  return `${parts.join('; ')} ${periodWords(terms)}.`;
}
