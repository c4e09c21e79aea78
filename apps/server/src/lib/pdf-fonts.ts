import { createRequire } from 'node:module';

/**
 * The fonts of every PDF the server prints (labels, bag manifests): pdfkit's own fonts have no
 * Vietnamese letters, so DejaVu Sans (which has them) is embedded. Register them on a document
 * as 'regular' and 'bold'.
 */
const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
export const PDF_FONTS = {
  regular: fontFile('DejaVuSans.ttf'),
  bold: fontFile('DejaVuSans-Bold.ttf'),
};

/** Points per millimetre: pdfkit measures in points (1/72 inch). */
export const MM = 72 / 25.4;
