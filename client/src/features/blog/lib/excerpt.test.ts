import { excerpt } from './excerpt';

describe('the blog excerpt', () => {
  it('keeps the first 150 characters of the description and adds an ellipsis', () => {
    const description = `${'a'.repeat(150)}THE REST`;
    expect(excerpt(description)).toBe(`${'a'.repeat(150)}...`);
  });

  it('adds the ellipsis to a shorter description too', () => {
    expect(excerpt('Short and sweet.')).toBe('Short and sweet....');
  });

  it('copes with a post without a description', () => {
    expect(excerpt(undefined)).toBe('...');
  });
});
