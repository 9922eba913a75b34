import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  figurePicture,
  listingPicture,
  postPicture,
  wrapWords,
} from '../../src/seed/placeholder-images.js';
import { demoProviders } from '../../src/seed/data/providers.js';

/** The average colour of a rendered picture's pixels. */
async function averageColor(svg: Buffer) {
  const { channels } = await sharp(svg).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

function hexToRgb(hex: string) {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
}

describe('demo pictures', () => {
  it('render with sharp at 640 x 400', async () => {
    for (const picture of [
      listingPicture('card', 'DBS', 'DBS Altitude Visa Signature Card'),
      listingPicture('saving', 'OCBC', 'OCBC 360 Account'),
      postPicture('first-card', 'How to Choose Your First Credit Card', '#2a6f97'),
      figurePicture('#2a6f97'),
    ]) {
      expect(await sharp(picture).metadata()).toMatchObject({ width: 640, height: 400 });
    }
  });

  it("are drawn in the provider's colour and name the provider and the product, escaped", () => {
    const svg = listingPicture('card', 'Standard Chartered', 'Smart <Card> & More').toString();
    expect(svg).toContain(demoProviders['Standard Chartered'].colors.main);
    expect(svg).toContain('Standard Chartered');
    expect(svg).toContain('Smart &#60;Card&#62; &#38; More');
  });

  it('differ by provider, by kind and by post', async () => {
    const dbs = await averageColor(listingPicture('card', 'DBS', 'Card'));
    const uob = await averageColor(listingPicture('card', 'UOB', 'Card'));
    expect(dbs[0]! - dbs[2]!).toBeGreaterThan(uob[0]! - uob[2]!);
    expect(hexToRgb(demoProviders.DBS.colors.main)[0]).toBeGreaterThan(
      hexToRgb(demoProviders.UOB.colors.main)[0]!,
    );
    expect(
      listingPicture('loan', 'DBS', 'Loan').equals(listingPicture('saving', 'DBS', 'Loan')),
    ).toBe(false);
    expect(
      postPicture('a', 'Same title', '#2a6f97').equals(postPicture('b', 'Same title', '#2a6f97')),
    ).toBe(false);
  });

  it('wraps long names into a few lines and shortens the rest', () => {
    expect(wrapWords('Citi PremierMiles Card', 16, 3)).toEqual(['Citi', 'PremierMiles', 'Card']);
    expect(wrapWords('one two three four five six', 8, 2)).toEqual(['one two', 'three…']);
  });
});
