import { nameLines } from './name-lines';

describe('a card name beside its bar', () => {
  it('breaks between words into lines of at most 16 characters', () => {
    expect(nameLines('HSBC Revolution Credit Card')).toEqual(['HSBC Revolution', 'Credit Card']);
    expect(nameLines('Standard Chartered Simply Cash Card')).toEqual([
      'Standard',
      'Chartered Simply',
      'Cash Card',
    ]);
  });

  it('keeps a short name whole and a word longer than a line alone', () => {
    expect(nameLines('UOB One Card')).toEqual(['UOB One Card']);
    expect(nameLines('Supercalifragilistic card')).toEqual(['Supercalifragilistic', 'card']);
  });
});
