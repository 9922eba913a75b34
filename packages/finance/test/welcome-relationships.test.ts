import { describe, expect, it } from 'vitest';
import {
  welcomeEligibility,
  welcomePerson,
  welcomeRelationships,
  type RelatableListing,
} from '../src/index.js';

const dbsLiveFresh: RelatableListing = { _id: 'a1', slug: 'dbs-live-fresh', category: 'DBS' };
const dbsAltitude: RelatableListing = { _id: 'a2', slug: 'dbs-altitude', category: 'DBS' };
const uobOne: RelatableListing = { _id: 'b1', slug: 'uob-one', category: 'UOB' };
const listings = [dbsLiveFresh, dbsAltitude, uobOne];

describe('welcomeRelationships', () => {
  it('gives the held products, the closed ones with their day and the applications with theirs', () => {
    expect(
      welcomeRelationships(
        {
          held: [{ id: 'b1' }],
          closed: [{ id: 'a2', closedOn: '2026-01-10' }],
          applications: [{ productId: 'a1', appliedOn: '2026-11-03' }],
        },
        listings,
      ),
    ).toEqual([
      { provider: 'UOB', listingSlug: 'uob-one' },
      { provider: 'DBS', listingSlug: 'dbs-altitude', closedOn: '2026-01-10' },
      { provider: 'DBS', listingSlug: 'dbs-live-fresh', from: '2026-11-03', applied: true },
    ]);
  });

  it('marks an approved application held, unless the wallet lists it closed since the approval', () => {
    const approved = { productId: 'a1', appliedOn: '2025-01-02', approvedOn: '2025-01-09' };
    expect(welcomeRelationships({ held: [], applications: [approved] }, listings)).toEqual([
      {
        provider: 'DBS',
        listingSlug: 'dbs-live-fresh',
        from: '2025-01-02',
        applied: true,
        approved: true,
      },
    ]);
    expect(
      welcomeRelationships(
        { held: [], closed: [{ id: 'a1', closedOn: '2025-06-30' }], applications: [approved] },
        listings,
      ),
    ).toEqual([
      { provider: 'DBS', listingSlug: 'dbs-live-fresh', closedOn: '2025-06-30' },
      { provider: 'DBS', listingSlug: 'dbs-live-fresh', from: '2025-01-02', applied: true },
    ]);
  });

  it('leaves out products no longer listed', () => {
    expect(
      welcomeRelationships(
        {
          held: [{ id: 'gone' }],
          closed: [{ id: 'gone', closedOn: '2026-01-10' }],
          applications: [{ productId: 'gone', appliedOn: '2026-11-03' }],
        },
        listings,
      ),
    ).toEqual([]);
  });
});

describe('welcomePerson', () => {
  it('takes a year’s income from the month’s, and no US person when the wallet does not say', () => {
    expect(welcomePerson({ monthlyIncome: 2_500, age: 30, residency: 'local' })).toEqual({
      income: 30_000,
      age: 30,
      residency: 'local',
      usPerson: false,
    });
  });
});

describe('an application in the tracker against a new-to-bank offer (hand-worked)', () => {
  // DBS Altitude's gift: new to DBS within 12 months. Today is 28/Nov/2026, so an application
  // counts when made after 28/Nov/2025.
  const eligibilityWith = (appliedOn: string, approvedOn?: string) =>
    welcomeEligibility({
      offer: { value: 300, unit: 'SGD', newToBankOnly: true },
      listing: { provider: 'DBS', slug: 'dbs-altitude', noun: 'card' },
      person: {},
      relationships: welcomeRelationships(
        { held: [], applications: [{ productId: 'a1', appliedOn, approvedOn }] },
        listings,
      ),
      today: '2026-11-28',
    });

  it('an application for a DBS card on 03/Nov/2026 breaks it, with the day', () => {
    expect(eligibilityWith('2026-11-03')).toEqual({
      eligible: false,
      reasons: ['you applied for a DBS card on 2026-11-03'],
    });
  });

  it('an application on 28/Nov/2025, never approved, no longer counts', () => {
    expect(eligibilityWith('2025-11-28')).toEqual({ eligible: true, reasons: [] });
  });

  it('the same application approved on 05/Dec/2025 is a DBS card held', () => {
    expect(eligibilityWith('2025-11-28', '2025-12-05').reasons).toEqual([
      'you applied for a DBS card on 2025-11-28',
    ]);
  });
});
