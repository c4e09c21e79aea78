import { expect, type Locator } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG of `width`×`height` in stripes of two colours, made without an image library: what a
 * phone's camera would hand the file picker in a test (setInputFiles).
 */
export function stripedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const dark = Math.floor(y / 40) % 2 === 0;
    for (let x = 0; x < width; x++) row.set(dark ? [40, 90, 160] : [240, 190, 60], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo as the file picker hands it over (setInputFiles). */
export const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: stripedPng(640, 480),
});

/** The image has arrived and decoded (a refused address leaves naturalWidth at 0). */
export async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}
