import { encodePng } from './png.js';

export type Rgb = readonly [number, number, number];

export function hexColor(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const channel = (i: 0 | 1 | 2) => Math.round(from[i] + (to[i] - from[i]) * amount);
  return [channel(0), channel(1), channel(2)];
}

type Inside = (x: number, y: number) => boolean;

/** A minimal raster for the bundled placeholder pictures: filled shapes with optional opacity. */
export class Canvas {
  private readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  private fill(
    left: number,
    top: number,
    right: number,
    bottom: number,
    color: Rgb,
    inside: Inside,
    opacity: number,
  ): void {
    const x0 = Math.max(0, Math.floor(left));
    const y0 = Math.max(0, Math.floor(top));
    const x1 = Math.min(this.width, Math.ceil(right));
    const y1 = Math.min(this.height, Math.ceil(bottom));
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        if (!inside(x + 0.5, y + 0.5)) continue;
        const offset = (y * this.width + x) * 3;
        for (let channel = 0; channel < 3; channel += 1) {
          const current = this.pixels[offset + channel]!;
          this.pixels[offset + channel] = Math.round(
            current + (color[channel]! - current) * opacity,
          );
        }
      }
    }
  }

  verticalGradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y += 1) {
      const color = mix(top, bottom, y / (this.height - 1));
      this.fill(0, y, this.width, y + 1, color, () => true, 1);
    }
  }

  rect(x: number, y: number, width: number, height: number, color: Rgb, opacity = 1): void {
    this.fill(x, y, x + width, y + height, color, () => true, opacity);
  }

  roundRect(
    x: number,
    y: number,
    width: number,
    height: number,
    radius: number,
    color: Rgb,
    opacity = 1,
  ): void {
    const inside: Inside = (px, py) => {
      const dx = Math.max(x + radius - px, 0, px - (x + width - radius));
      const dy = Math.max(y + radius - py, 0, py - (y + height - radius));
      return dx * dx + dy * dy <= radius * radius;
    };
    this.fill(x, y, x + width, y + height, color, inside, opacity);
  }

  circle(cx: number, cy: number, radius: number, color: Rgb, opacity = 1): void {
    const inside: Inside = (px, py) => (px - cx) ** 2 + (py - cy) ** 2 <= radius * radius;
    this.fill(cx - radius, cy - radius, cx + radius, cy + radius, color, inside, opacity);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, opacity = 1): void {
    const inside: Inside = (px, py) => ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1;
    this.fill(cx - rx, cy - ry, cx + rx, cy + ry, color, inside, opacity);
  }

  /** A convex polygon, its corners given in order. */
  polygon(points: readonly (readonly [number, number])[], color: Rgb, opacity = 1): void {
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const inside: Inside = (px, py) => {
      let sign = 0;
      for (let i = 0; i < points.length; i += 1) {
        const [ax, ay] = points[i]!;
        const [bx, by] = points[(i + 1) % points.length]!;
        const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
        if (cross === 0) continue;
        if (sign === 0) sign = Math.sign(cross);
        else if (Math.sign(cross) !== sign) return false;
      }
      return true;
    };
    this.fill(
      Math.min(...xs),
      Math.min(...ys),
      Math.max(...xs),
      Math.max(...ys),
      color,
      inside,
      opacity,
    );
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}
