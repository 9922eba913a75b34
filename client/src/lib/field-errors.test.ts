import { z } from 'zod';
import { fieldErrors, fieldOfServerMessage } from './field-errors';

describe('fieldOfServerMessage', () => {
  it('reads the field and the problem of a refusal naming a top-level field', () => {
    expect(fieldOfServerMessage('link: must be an http(s) address')).toEqual({
      field: 'link',
      path: ['link'],
      problem: 'must be an http(s) address',
    });
  });

  it('reads a nested field with dots or brackets, indexes as numbers', () => {
    const expected = {
      field: 'terms.earn.0.rate',
      path: ['terms', 'earn', 0, 'rate'],
      problem: 'must be at most 100',
    };
    expect(fieldOfServerMessage('terms.earn.0.rate: must be at most 100')).toEqual(expected);
    expect(fieldOfServerMessage('terms.earn[0].rate: must be at most 100')).toEqual(expected);
  });

  it('keeps a problem that runs over several lines whole', () => {
    expect(fieldOfServerMessage('terms: must be JSON\nat line 2')?.problem).toBe(
      'must be JSON\nat line 2',
    );
  });

  it('gives null for messages that name no field, and for no message', () => {
    expect(fieldOfServerMessage('A credit card with this slug already exists')).toBeNull();
    expect(fieldOfServerMessage('Too many suggestions: try again in an hour')).toBeNull();
    expect(fieldOfServerMessage(null)).toBeNull();
    expect(fieldOfServerMessage(undefined)).toBeNull();
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each field path, worded as the server words it', () => {
    const schema = z.object({
      name: z.string().min(1, 'is required'),
      terms: z.object({ annualFee: z.number().min(0, 'must not be negative') }),
    });
    const result = schema.safeParse({ name: '', terms: { annualFee: -1 } });
    if (result.success) throw new Error('The input breaks two rules');
    expect(fieldErrors(result.error)).toEqual({
      name: 'is required',
      'terms.annualFee': 'must not be negative',
    });
  });
});
