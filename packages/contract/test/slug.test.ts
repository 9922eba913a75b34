import { describe, expect, it } from 'vitest';
import { slugify, slugSchema } from '../src/index.js';

describe('slugs', () => {
  it('turns a title into lower-case words joined by dashes', () => {
    expect(slugify('Citi Rewards Card – 10X Points!')).toBe('citi-rewards-card-10x-points');
    expect(slugify('Crédit & Savings')).toBe('credit-and-savings');
  });

  it('keeps at most 80 characters and never ends on a dash', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
  });

  it('normalises a typed slug and refuses one with no letter or digit, or one like an id', () => {
    expect(slugSchema.parse('  My Card ')).toBe('my-card');
    expect(slugSchema.safeParse('!!!').error?.issues[0]?.message).toBe(
      'must contain letters or digits',
    );
    expect(slugSchema.safeParse('0123456789abcdef01234567').error?.issues[0]?.message).toBe(
      'must not look like an id',
    );
  });
});
