import type { ListingKindKey } from '@sg-finance/contract';
import { demoProviders, type DemoProviderName } from './data/providers.js';

/**
 * The demo catalogue's pictures, drawn as SVG; the upload store renders them with sharp like any
 * uploaded image. Each names its provider and product, in the provider's colours (from `demoProviders`).
 */
const WIDTH = 640;
const HEIGHT = 400;
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const GOLD = '#e8c15a';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Splits a name into at most `maxLines` lines of about `perLine` characters. */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1)}…`;
  return kept;
}

function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  attributes: string,
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.2}" font-family="${FONT}" font-size="${size}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The picture's frame: a gradient of `main` over `base` (dark for symbols, light behind card art). */
function svg(body: string, main: string, base = '#0d1b2a', mainOpacity = 1): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${main}" stop-opacity="${mainOpacity}"/>` +
      `<stop offset="1" stop-color="${main}" stop-opacity="${mainOpacity * 0.72}"/>` +
      `</linearGradient></defs>` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${base}"/>` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
      `<circle cx="${WIDTH - 60}" cy="40" r="170" fill="#fff" fill-opacity="0.08"/>` +
      `<circle cx="40" cy="${HEIGHT + 20}" r="140" fill="#fff" fill-opacity="0.06"/>` +
      body +
      `</svg>`,
  );
}

/** Card art: the card face in the provider's colours with the provider's and the card's names. */
function cardArt(provider: DemoProviderName, title: string): string {
  const { main, accent } = demoProviders[provider].colors;
  const name = wrapWords(title, 22, 2);
  return (
    `<rect x="128" y="58" width="400" height="252" rx="22" fill="#000" fill-opacity="0.28"/>` +
    `<rect x="120" y="50" width="400" height="252" rx="22" fill="${main}" stroke="#fff" stroke-opacity="0.35"/>` +
    `<path d="M120 230 Q320 150 520 210 L520 280 Q520 302 498 302 L142 302 Q120 302 120 280 Z" fill="${accent}" fill-opacity="0.35"/>` +
    textLines([provider], 148, 94, 22, 'font-weight="700" fill="#fff"') +
    `<rect x="148" y="122" width="52" height="40" rx="7" fill="${GOLD}"/>` +
    `<path d="M148 142 H200 M166 122 V162 M182 122 V162" stroke="#b8913a" stroke-width="2"/>` +
    textLines(name, 148, 212, 24, 'font-weight="700" fill="#fff"') +
    textLines(
      ['•••• •••• •••• 2026'],
      148,
      282,
      16,
      'fill="#fff" fill-opacity="0.85" letter-spacing="2"',
    ) +
    `<circle cx="448" cy="270" r="20" fill="#fff" fill-opacity="0.85"/>` +
    `<circle cx="474" cy="270" r="20" fill="${GOLD}" fill-opacity="0.9"/>`
  );
}

/** The kind's symbol, drawn at the right of the picture. */
const kindSymbols: Readonly<Record<Exclude<ListingKindKey, 'card'>, (accent: string) => string>> = {
  investment: (accent) =>
    [70, 110, 95, 150, 190]
      .map(
        (height, index) =>
          `<rect x="${370 + index * 46}" y="${330 - height}" width="30" height="${height}" rx="5" fill="#fff" fill-opacity="0.85"/>`,
      )
      .join('') +
    `<polyline points="370,250 420,210 470,228 520,160 590,120" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="356" y="330" width="248" height="5" fill="#fff"/>`,
  insurance: (accent) =>
    `<path d="M480 80 L560 100 L560 200 Q560 290 480 330 Q400 290 400 200 L400 100 Z" fill="#fff" fill-opacity="0.9"/>` +
    `<rect x="470" y="160" width="20" height="80" rx="4" fill="${accent}"/>` +
    `<rect x="440" y="190" width="80" height="20" rx="4" fill="${accent}"/>`,
  loan: (accent) =>
    `<path d="M380 200 L480 100 L580 200 Z" fill="#fff" fill-opacity="0.9"/>` +
    `<rect x="400" y="196" width="160" height="130" fill="#fff" fill-opacity="0.9"/>` +
    `<rect x="462" y="250" width="36" height="76" rx="5" fill="${accent}"/>` +
    `<rect x="414" y="218" width="32" height="28" rx="4" fill="${GOLD}"/>` +
    `<rect x="514" y="218" width="32" height="28" rx="4" fill="${GOLD}"/>`,
  saving: (accent) =>
    [
      [420, 4],
      [490, 7],
      [560, 5],
    ]
      .map(([cx, count]) =>
        Array.from({ length: count! }, (_, level) => {
          const cy = 320 - level * 22;
          return (
            `<ellipse cx="${cx}" cy="${cy + 6}" rx="32" ry="11" fill="#9c7a2c"/>` +
            `<ellipse cx="${cx}" cy="${cy}" rx="32" ry="11" fill="${GOLD}" stroke="${accent}" stroke-opacity="0.4"/>`
          );
        }).join(''),
      )
      .join(''),
  deposit: (accent) =>
    `<rect x="410" y="170" width="140" height="150" rx="14" fill="#fff" fill-opacity="0.9"/>` +
    `<path d="M435 170 V130 A45 45 0 0 1 525 130 V170" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="18"/>` +
    `<circle cx="480" cy="235" r="18" fill="${accent}"/>` +
    `<rect x="472" y="240" width="16" height="45" rx="4" fill="${accent}"/>`,
};

const kindWords: Readonly<Record<Exclude<ListingKindKey, 'card'>, string>> = {
  investment: 'Invest',
  insurance: 'Insure',
  loan: 'Borrow',
  saving: 'Save',
  deposit: 'Lock in',
};

/** A picture for a demo listing: card art for cards, the kind's symbol for the others. */
export function listingPicture(
  kind: ListingKindKey,
  provider: DemoProviderName,
  title: string,
): Buffer {
  const { main, accent } = demoProviders[provider].colors;
  if (kind === 'card') return svg(cardArt(provider, title), main, '#eef2f7', 0.18);
  const body =
    kindSymbols[kind](accent) +
    textLines([provider], 40, 70, 26, 'font-weight="700" fill="#fff"') +
    textLines([kindWords[kind].toUpperCase()], 40, 104, 16, `fill="${accent}" letter-spacing="3"`) +
    textLines(wrapWords(title, 16, 3), 40, 230, 30, 'font-weight="700" fill="#fff"');
  return svg(body, main);
}

/** A number from a text, so each post gets its own arrangement of shapes. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) {
    hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
  }
  return hash;
}

/** A cover for a demo blog post: its title over shapes placed by its slug, in its colour. */
export function postPicture(slug: string, title: string, color: string): Buffer {
  const hash = hashOf(slug);
  const shapes = Array.from({ length: 5 }, (_, index) => {
    const seed = (hash >>> (index * 5)) & 31;
    const cx = 300 + ((seed * 37 + index * 61) % 320);
    const cy = 40 + ((seed * 53 + index * 97) % 320);
    const r = 30 + ((seed * 7) % 70);
    const fill = index % 2 === 0 ? '#fff' : GOLD;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${0.1 + index * 0.04}"/>`;
  }).join('');
  const body =
    shapes +
    textLines(
      ['SG FINANCE REWARDS · BLOG'],
      40,
      70,
      16,
      'fill="#fff" fill-opacity="0.85" letter-spacing="3"',
    ) +
    textLines(wrapWords(title, 24, 4), 40, 170, 32, 'font-weight="700" fill="#fff"');
  return svg(body, color);
}

/** An illustration inside a demo post body: a card and a rising chart side by side. */
export function figurePicture(color: string): Buffer {
  const bars = [60, 100, 140]
    .map(
      (height, index) =>
        `<rect x="${380 + index * 60}" y="${280 - height}" width="40" height="${height}" rx="6" fill="#fff" fill-opacity="0.85"/>`,
    )
    .join('');
  const body =
    `<rect x="90" y="120" width="220" height="140" rx="14" fill="#fff" fill-opacity="0.85"/>` +
    `<rect x="112" y="160" width="40" height="30" rx="6" fill="${GOLD}"/>` +
    bars +
    `<rect x="360" y="280" width="200" height="5" fill="#fff" fill-opacity="0.8"/>`;
  return svg(body, color);
}
