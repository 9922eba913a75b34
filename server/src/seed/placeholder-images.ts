import type { BankCategory, ListingKindKey } from '@sg-finance/contract';
import { Canvas, hexColor, mix, type Rgb } from './canvas.js';

const WIDTH = 640;
const HEIGHT = 400;
const WHITE = hexColor('#ffffff');
const BLACK = hexColor('#000000');
const GOLD = hexColor('#e8c15a');

export const bankColors: Readonly<Record<BankCategory, string>> = {
  'American Express': '#006fcf',
  CIMB: '#7a1f2b',
  Citibank: '#0b4f8a',
  DBS: '#d1262c',
  HSBC: '#a4161a',
  OCBC: '#c8242f',
  POSB: '#1d5ba6',
  'Standard Chartered': '#0f7a5c',
  UOB: '#14307a',
};

function background(canvas: Canvas, color: Rgb): void {
  canvas.verticalGradient(mix(color, WHITE, 0.15), mix(color, BLACK, 0.35));
  canvas.circle(WIDTH - 60, 40, 170, WHITE, 0.08);
  canvas.circle(40, HEIGHT + 20, 140, WHITE, 0.06);
}

function drawCard(canvas: Canvas, color: Rgb): void {
  canvas.roundRect(168, 98, 320, 200, 18, BLACK, 0.25);
  canvas.roundRect(160, 90, 320, 200, 18, mix(color, WHITE, 0.85));
  canvas.roundRect(190, 140, 56, 42, 8, GOLD);
  canvas.rect(190, 160, 56, 2, mix(GOLD, BLACK, 0.3));
  for (const [offset, width] of [
    [0, 70],
    [80, 70],
    [160, 70],
  ] as const) {
    canvas.roundRect(190 + offset, 210, width, 12, 6, mix(color, WHITE, 0.45));
  }
  canvas.roundRect(190, 240, 130, 12, 6, mix(color, WHITE, 0.6));
  canvas.circle(410, 250, 22, color, 0.9);
  canvas.circle(438, 250, 22, GOLD, 0.8);
}

function drawInvestment(canvas: Canvas, color: Rgb): void {
  const light = mix(color, WHITE, 0.85);
  canvas.rect(150, 300, 340, 6, light);
  [70, 110, 95, 150, 190].forEach((height, index) => {
    canvas.roundRect(170 + index * 62, 300 - height, 40, height, 6, light, 0.9);
  });
  canvas.polygon(
    [
      [430, 40],
      [490, 40],
      [490, 100],
    ],
    GOLD,
  );
}

function drawInsurance(canvas: Canvas, color: Rgb): void {
  const light = mix(color, WHITE, 0.85);
  canvas.polygon(
    [
      [230, 80],
      [320, 60],
      [410, 80],
      [410, 200],
      [320, 330],
      [230, 200],
    ],
    light,
  );
  canvas.circle(320, 175, 52, color);
  canvas.roundRect(310, 140, 20, 70, 4, GOLD);
  canvas.roundRect(285, 165, 70, 20, 4, GOLD);
}

function drawLoan(canvas: Canvas, color: Rgb): void {
  const light = mix(color, WHITE, 0.85);
  canvas.polygon(
    [
      [200, 190],
      [320, 80],
      [440, 190],
    ],
    light,
  );
  canvas.rect(225, 185, 190, 130, light);
  canvas.roundRect(300, 235, 40, 80, 6, color);
  canvas.roundRect(245, 210, 38, 34, 4, GOLD);
  canvas.roundRect(357, 210, 38, 34, 4, GOLD);
}

function drawSaving(canvas: Canvas, color: Rgb): void {
  const coin = (cx: number, base: number, count: number) => {
    for (let level = 0; level < count; level += 1) {
      const cy = base - level * 22;
      canvas.ellipse(cx, cy + 6, 56, 18, mix(GOLD, BLACK, 0.35));
      canvas.ellipse(cx, cy, 56, 18, GOLD);
    }
    canvas.ellipse(cx, base - (count - 1) * 22, 30, 9, color, 0.35);
  };
  coin(230, 300, 4);
  coin(330, 300, 7);
  coin(430, 300, 5);
}

const drawings: Readonly<Record<ListingKindKey, (canvas: Canvas, color: Rgb) => void>> = {
  card: drawCard,
  investment: drawInvestment,
  insurance: drawInsurance,
  loan: drawLoan,
  saving: drawSaving,
};

/** A picture for a demo listing: the kind's symbol on the bank's colour. */
export function listingPlaceholder(kind: ListingKindKey, bank: BankCategory): Buffer {
  const canvas = new Canvas(WIDTH, HEIGHT);
  const color = hexColor(bankColors[bank]);
  background(canvas, color);
  drawings[kind](canvas, color);
  return canvas.toPng();
}

/** A cover for a demo blog post: soft circles in the post's colour. */
export function postPlaceholder(colorHex: string): Buffer {
  const canvas = new Canvas(WIDTH, HEIGHT);
  const color = hexColor(colorHex);
  background(canvas, color);
  canvas.circle(220, 200, 110, WHITE, 0.18);
  canvas.circle(360, 170, 80, GOLD, 0.55);
  canvas.circle(440, 260, 60, WHITE, 0.3);
  canvas.roundRect(140, 320, 360, 14, 7, WHITE, 0.5);
  return canvas.toPng();
}

/** An illustration inside a demo post body: a card and a rising chart side by side. */
export function figurePlaceholder(colorHex: string): Buffer {
  const canvas = new Canvas(WIDTH, HEIGHT);
  const color = hexColor(colorHex);
  background(canvas, color);
  canvas.roundRect(90, 120, 220, 140, 14, mix(color, WHITE, 0.85));
  canvas.roundRect(112, 160, 40, 30, 6, GOLD);
  [60, 100, 140].forEach((height, index) => {
    canvas.roundRect(380 + index * 60, 280 - height, 40, height, 6, mix(color, WHITE, 0.85));
  });
  canvas.rect(360, 280, 200, 5, WHITE, 0.8);
  return canvas.toPng();
}
