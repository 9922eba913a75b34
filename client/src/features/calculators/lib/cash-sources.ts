import type { Listing, SavingsBond, TbillAuction } from '@sg-finance/contract';
import {
  savingsSource,
  ssbSource,
  tbillSource,
  type CashProfile,
  type CashSource,
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

/**
 * Every kind `/cash` ranks, as one source per kind taking that kind's catalogue. Fixed deposits
 * join here with their own source once that kind is in the catalogue.
 */
export function cashSources(
  savings: readonly Listing<'saving'>[],
  profile: CashProfile,
  auctions: readonly TbillAuction[],
  bonds: readonly SavingsBond[],
): CashSource[] {
  const bond = latestSavingsBond(bonds);
  return [
    savingsSource(savings, profile),
    tbillSource(latestCutOffs(auctions)),
    ssbSource(
      bond && { issueCode: bond.issueCode || bond.issueMonth, stepUpRates: bond.stepUpRates },
    ),
  ];
}
