// The extension's icons (16, 32, 48, 128 px), drawn here rather than kept as binaries: a white
// shopping cart on a rounded square of the portal's brand red. Each pixel is sampled 4×4 times
// for smooth edges, and the PNG is written with Node's zlib.
import { crc32, deflateSync } from 'node:zlib';

const RED = [200, 16, 46];
const WHITE = [255, 255, 255];

/** Shapes on a 0..1 square: inside(x, y) for the cart's parts. */
const inRoundedSquare = (x, y) => {
  const r = 0.22;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const nearSegment = (x, y, [ax, ay], [bx, by], width) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= (width / 2) ** 2;
};
const inBasket = (x, y) => {
  // A trapezoid, wider at the top: from (0.3, 0.34)-(0.8, 0.34) down to (0.36, 0.58)-(0.74, 0.58).
  if (y < 0.34 || y > 0.58) return false;
  const t = (y - 0.34) / 0.24;
  return x >= 0.3 + 0.06 * t && x <= 0.8 - 0.06 * t;
};
const inWheel = (x, y, cx) => (x - cx) ** 2 + (y - 0.73) ** 2 <= 0.065 ** 2;
const inCart = (x, y) =>
  inBasket(x, y) ||
  nearSegment(x, y, [0.16, 0.24], [0.27, 0.24], 0.075) ||
  nearSegment(x, y, [0.27, 0.24], [0.38, 0.64], 0.075) ||
  nearSegment(x, y, [0.38, 0.64], [0.74, 0.64], 0.07) ||
  inWheel(x, y, 0.42) ||
  inWheel(x, y, 0.7);

function pixels(size) {
  const data = Buffer.alloc(size * (size * 4 + 1));
  const samples = 4;
  for (let py = 0; py < size; py++) {
    const row = py * (size * 4 + 1);
    data[row] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      let covered = 0;
      let white = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!inRoundedSquare(x, y)) continue;
          covered++;
          if (inCart(x, y)) white++;
        }
      }
      const total = samples * samples;
      const mix = covered ? white / covered : 0;
      const at = row + 1 + px * 4;
      for (let channel = 0; channel < 3; channel++) {
        data[at + channel] = Math.round(RED[channel] * (1 - mix) + WHITE[channel] * mix);
      }
      data[at + 3] = Math.round((covered / total) * 255);
    }
  }
  return data;
}

function chunk(type, body) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A size × size RGBA PNG of the icon. */
export function iconPng(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(size), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const ICON_SIZES = [16, 32, 48, 128];
