import type { Listing, SavingsBond, TbillAuction } from '@sg-finance/contract';
import {
  depositSource,
  savingsSource,
  ssbSource,
  tbillSource,
  type CashProfile,
  type CashSource,
  type DepositAsk,
  type TbillAt,
} from '@sg-finance/finance';

/** The latest auction held (with a cut-off yield) of each tenor. */
export function latestCutOffs(auctions: readonly TbillAuction[]): TbillAt[] {
  const latest = new Map<6 | 12, TbillAt>();
  for (const auction of auctions) {
    if (auction.cutOffYield === undefined) continue;
    const held = latest.get(auction.tenorMonths);
    if (!held || held.auctionDate < auction.auctionDate) {
      latest.set(auction.tenorMonths, {
        tenorMonths: auction.tenorMonths,
        cutOffYield: auction.cutOffYield,
        auctionDate: auction.auctionDate,
      });
    }
  }
  return [...latest.values()].sort((a, b) => a.tenorMonths - b.tenorMonths);
}

/** The latest Savings Bond issue, by issue month. */
export function latestSavingsBond(bonds: readonly SavingsBond[]): SavingsBond | undefined {
  return bonds.reduce<SavingsBond | undefined>(
    (latest, bond) => (!latest || latest.issueMonth < bond.issueMonth ? bond : latest),
    undefined,
  );
}

/** What `/cash` ranks: each kind's catalogue and what the visitor says of the money. */
export interface CashCatalogues {
  savings: readonly Listing<'saving'>[];
  deposits: readonly Listing<'deposit'>[];
  auctions: readonly TbillAuction[];
  bonds: readonly SavingsBond[];
}

/** Every kind `/cash` ranks, as one source per kind taking that kind's catalogue. */
export function cashSources(
  { savings, deposits, auctions, bonds }: CashCatalogues,
  profile: CashProfile,
  money: DepositAsk,
): CashSource[] {
  const bond = latestSavingsBond(bonds);
  return [
    savingsSource(savings, profile),
    depositSource(deposits, money),
    tbillSource(latestCutOffs(auctions)),
    ssbSource(
      bond && { issueCode: bond.issueCode || bond.issueMonth, stepUpRates: bond.stepUpRates },
    ),
  ];
}
