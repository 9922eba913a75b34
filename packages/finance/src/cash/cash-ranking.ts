import type { CashAsk, CashOption } from './cash-ask.js';
import { depositOption, type DepositAsk, type DepositAt } from './fixed-deposit.js';
import { savingOption, type CashProfile, type SavingAccountAt } from './savings-account.js';
import { ssbOption, type SsbAt } from './savings-bond.js';
import { tbillOptions, type TbillAt } from './treasury-bill.js';

/** S$ SDIC insures per depositor per member bank. */
export const SDIC_LIMIT_SGD = 100000;

/**
 * One kind's options for an ask: a function taking that kind's catalogue. `/cash` ranks what
 * every source gives; a kind joins the ranking by adding its source to the list.
 */
export type CashSource = (ask: CashAsk) => CashOption[];

export function savingsSource(
  accounts: readonly SavingAccountAt[],
  profile: CashProfile,
): CashSource {
  return (ask) => accounts.flatMap((account) => savingOption(ask, profile, account) ?? []);
}

export function depositSource(deposits: readonly DepositAt[], money: DepositAsk): CashSource {
  return (ask) => deposits.flatMap((deposit) => depositOption(ask, deposit, money) ?? []);
}

export function tbillSource(latest: readonly TbillAt[]): CashSource {
  return (ask) => tbillOptions(ask, latest);
}

export function ssbSource(issue: SsbAt | undefined): CashSource {
  return (ask) => (issue ? [ssbOption(ask, issue)].flatMap((option) => option ?? []) : []);
}

/** Every source's options, the most interest over the horizon first. */
export function rankCash(ask: CashAsk, sources: readonly CashSource[]): CashOption[] {
  return sources.flatMap((source) => source(ask)).sort((a, b) => b.interestSGD - a.interestSGD);
}

/**
 * A split of the amount that keeps each bank within SDIC's S$100,000: down the ranking, each
 * option takes what is left (a bank's deposits at most what the insured amount leaves room for
 * at that bank; a security its whole units of it), worked out again on the part it takes.
 */
export function insuredSplit(
  ask: CashAsk,
  sources: readonly CashSource[],
): { parts: CashOption[]; leftSGD: number } {
  const parts: CashOption[] = [];
  const held = new Map<string, number>();
  let left = ask.amount;
  for (const option of rankCash(ask, sources)) {
    if (left < 0.01) break;
    const room = option.bank ? SDIC_LIMIT_SGD - (held.get(option.bank) ?? 0) : left;
    const amount = Math.min(left, room);
    if (amount < 0.01) continue;
    const part = rankCash({ ...ask, amount }, sources).find(
      (other) => other.kind === option.kind && other.name === option.name,
    );
    if (!part || part.investedSGD <= 0) continue;
    parts.push(part);
    if (part.bank) held.set(part.bank, (held.get(part.bank) ?? 0) + part.investedSGD);
    left -= part.investedSGD;
  }
  return { parts, leftSGD: left };
}
