import { describe, expect, it } from 'vitest';
import { isLinkAddress } from '../src/index.js';

describe('a link address', () => {
  it.each([
    'https://www.mas.gov.sg/',
    'http://example.com/rates?card=1#fees',
    'mailto:hello@example.com',
    '/cards/hsbc-revolution-card',
    '#fees',
    'posts/another-post',
    '//cdn.example.com/guide',
  ])('may be %s', (address) => {
    expect(isLinkAddress(address)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'tel:+6561234567',
    'http://[bad',
    '',
    '   ',
  ])('may not be %j', (address) => {
    expect(isLinkAddress(address)).toBe(false);
  });
});
