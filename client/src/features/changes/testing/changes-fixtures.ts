import type { CatalogueChange } from '@sg-finance/contract';
import { vi } from 'vitest';

/** A card's welcome gift raised from S$200 to S$350 at 10:00 on 3 Nov 2026, Singapore time. */
export function buildChange(overrides: Partial<CatalogueChange> = {}): CatalogueChange {
  return {
    id: 'revision-2',
    kind: 'card',
    recordId: 'card-id-1',
    slug: 'test-card',
    title: 'Test credit card',
    bank: 'DBS',
    at: '2026-11-03T02:00:00.000Z',
    operation: 'update',
    changes: [
      { field: 'terms.welcomeValue', label: 'Welcome gift', before: 'S$200', after: 'S$350' },
    ],
    summary: 'Welcome gift raised from S$200 to S$350',
    ...overrides,
  };
}

/** The listing's creation, on 5 Mar 2024 in Singapore. */
export function buildCreation(overrides: Partial<CatalogueChange> = {}): CatalogueChange {
  return buildChange({
    id: 'revision-1',
    at: '2024-03-05T14:07:09.000Z',
    operation: 'create',
    changes: [],
    summary: 'Added to the catalogue',
    ...overrides,
  });
}

/**
 * An IntersectionObserver that sees every observed element at once, as if the page were scrolled
 * to it: jsdom has none, and without one a section drawn when scrolled near is never drawn.
 */
export function seeEverySectionAtOnce() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.report([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
}
