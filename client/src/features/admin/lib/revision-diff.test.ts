import { describe, expect, it } from 'vitest';
import { diffDocuments, flattenDocument } from './revision-diff';

const saved = {
  _id: '64b000000000000000000001',
  title: 'Cashback card',
  image: '/uploads/old.webp',
  keyFeatures: ['5% on dining', 'No minimum spend'],
  rewardOffer: [{ description: 'S$200 cashback', tag: 'New', link: 'https://bank.example' }],
  terms: {
    annualFee: 196.2,
    monthlyCap: { amount: 1500, on: 'bonusSpend' },
    earn: [{ category: 'dining', rate: 5 }],
  },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('flattenDocument', () => {
  it('names each leaf by its path, walking into terms, offers and lists, without the bookkeeping', () => {
    expect(Object.fromEntries(flattenDocument(saved))).toEqual({
      title: 'Cashback card',
      image: '/uploads/old.webp',
      'keyFeatures.0': '5% on dining',
      'keyFeatures.1': 'No minimum spend',
      'rewardOffer.0.description': 'S$200 cashback',
      'rewardOffer.0.tag': 'New',
      'rewardOffer.0.link': 'https://bank.example',
      'terms.annualFee': '196.2',
      'terms.monthlyCap.amount': '1500',
      'terms.monthlyCap.on': 'bonusSpend',
      'terms.earn.0.category': 'dining',
      'terms.earn.0.rate': '5',
    });
  });

  it("reads a post's body as its paragraphs' text", () => {
    const body = JSON.stringify({ blocks: [{ text: 'First' }, { text: 'Second' }], entityMap: {} });
    expect(flattenDocument({ richTextDescription: body }).get('body')).toBe('First\nSecond');
  });
});

describe('diffDocuments', () => {
  it('lists only what changed, with the old and the new value side by side', () => {
    const edited = {
      ...saved,
      image: '/uploads/new.webp',
      keyFeatures: ['5% on dining'],
      rewardOffer: [{ ...saved.rewardOffer[0], description: 'S$350 cashback' }],
      terms: { ...saved.terms, monthlyCap: { amount: 1000, on: 'bonusSpend' }, minIncome: 30000 },
      updatedAt: '2026-11-03T00:00:00.000Z',
    };
    expect(diffDocuments(saved, edited)).toEqual([
      { path: 'image', before: '/uploads/old.webp', after: '/uploads/new.webp' },
      { path: 'rewardOffer.0.description', before: 'S$200 cashback', after: 'S$350 cashback' },
      { path: 'terms.monthlyCap.amount', before: '1500', after: '1000' },
      { path: 'terms.minIncome', before: undefined, after: '30000' },
      { path: 'keyFeatures.1', before: 'No minimum spend', after: undefined },
    ]);
  });

  it('finds nothing between a document and itself saved again later', () => {
    expect(diffDocuments(saved, { ...saved, updatedAt: '2026-12-01T00:00:00.000Z' })).toEqual([]);
  });
});
