import type { SavingsBond, TbillAuction } from '@sg-finance/contract';

/** The earliest auction announced and not yet held, on or after `today`. */
export function nextAuction(auctions: readonly TbillAuction[], today: string) {
  return auctions
    .filter((auction) => auction.cutOffYield === undefined && auction.auctionDate >= today)
    .sort((a, b) => a.auctionDate.localeCompare(b.auctionDate))[0];
}

/** The Savings Bond whose application window is open on `today`, or the next to open. */
export function nextWindow(bonds: readonly SavingsBond[], today: string) {
  return bonds
    .filter((bond) => bond.applicationCloses >= today)
    .sort((a, b) => a.applicationOpens.localeCompare(b.applicationOpens))[0];
}
