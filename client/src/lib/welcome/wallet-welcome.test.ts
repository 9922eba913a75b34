import { spendCategories, type StoredWallet } from '@sg-finance/contract';
import { walletWelcomeEligibility } from './wallet-welcome';

const today = new Date('2026-11-28T04:00:00Z');

const wallet: StoredWallet = {
  products: [],
  spend: Object.fromEntries(
    spendCategories.map((category) => [category, 0]),
  ) as StoredWallet['spend'],
  monthlyIncome: 6000,
  age: 34,
  residency: 'local',
  closedProducts: [],
  updatedAt: '2026-11-24T00:00:00.000Z',
};

const altitude = {
  _id: 'a'.repeat(24),
  slug: 'dbs-altitude',
  category: 'DBS',
  title: 'DBS Altitude',
  terms: { welcome: { value: 300, unit: 'SGD', newToBankOnly: true } },
};
const liveFresh = { _id: 'b'.repeat(24), slug: 'dbs-live-fresh', category: 'DBS' };
const catalogue = [altitude, liveFresh];

const applied = (appliedOn: string, approvedOn?: string) => ({
  product: {
    kind: 'card' as const,
    id: liveFresh._id,
    title: 'DBS Live Fresh',
    slug: 'dbs-live-fresh',
  },
  appliedOn,
  approvedOn,
});

describe('walletWelcomeEligibility with the tracker’s applications (today 28/Nov/2026)', () => {
  it('refuses a new-to-DBS gift after an application for a DBS card on 03/Nov/2026, in the site’s days', () => {
    expect(
      walletWelcomeEligibility(altitude, 'card', wallet, [applied('2026-11-03')], catalogue, today),
    ).toEqual({ eligible: false, reasons: ['you applied for a DBS card on 03/Nov/2026'] });
  });

  it('gives it when the only application was 12 months ago to the day and never approved', () => {
    expect(
      walletWelcomeEligibility(altitude, 'card', wallet, [applied('2025-11-28')], catalogue, today),
    ).toEqual({ eligible: true, reasons: [] });
  });

  it('holds an approved card against it until the wallet lists it closed, then for 12 months', () => {
    const approved = [applied('2024-02-01', '2024-02-09')];
    expect(
      walletWelcomeEligibility(altitude, 'card', wallet, approved, catalogue, today)?.reasons,
    ).toEqual(['you applied for a DBS card on 01/Feb/2024']);
    const closedOn = (day: string) => ({
      ...wallet,
      closedProducts: [{ kind: 'card' as const, id: liveFresh._id, closedOn: day }],
    });
    // 12 months before 28/Nov/2026 is 28/Nov/2025: closed after it counts, on it does not.
    expect(
      walletWelcomeEligibility(altitude, 'card', closedOn('2025-11-29'), approved, catalogue, today)
        ?.reasons,
    ).toEqual(['you held a DBS card in the last 12 months']);
    expect(
      walletWelcomeEligibility(
        altitude,
        'card',
        closedOn('2025-11-28'),
        approved,
        catalogue,
        today,
      ),
    ).toEqual({ eligible: true, reasons: [] });
  });
});
