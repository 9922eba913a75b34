import { describe, expect, it } from 'vitest';
import { suggestionInputSchema, suggestionStatusSchema } from '../src/index.js';

const valid = {
  product: 'Trust Cashback Card',
  bank: 'Trust Bank',
  reward: 'S$35 FairPrice voucher',
  link: 'https://trustbank.sg/',
};

function firstProblem(value: unknown): string | undefined {
  const issue = suggestionInputSchema.safeParse(value).error?.issues[0];
  return issue && `${issue.path.join('.')}: ${issue.message}`;
}

describe('a suggestion', () => {
  it('needs a product, a bank, a reward and an http(s) link; the email is optional', () => {
    expect(suggestionInputSchema.parse({ ...valid, email: '' })).toEqual(valid);
    expect(suggestionInputSchema.parse({ ...valid, email: ' Me@Example.com ' }).email).toBe(
      'Me@Example.com',
    );
    expect(firstProblem({ ...valid, product: ' ' })).toBe('product: is required');
    expect(firstProblem({ ...valid, link: 'javascript:alert(1)' })).toBe(
      'link: must be an http(s) address',
    );
    expect(firstProblem({ ...valid, email: 'nobody' })).toBe(
      'email: must be a valid email address',
    );
    expect(firstProblem({ ...valid, reward: 'x'.repeat(1001) })).toBe(
      'reward: must be at most 1000 characters',
    );
  });

  it('is marked new or done, nothing else', () => {
    expect(suggestionStatusSchema.parse({ status: 'done' })).toEqual({ status: 'done' });
    expect(suggestionStatusSchema.safeParse({ status: 'spam' }).error?.issues[0]?.message).toBe(
      'must be one of new, done',
    );
  });
});
