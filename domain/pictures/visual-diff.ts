import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { SCREENSHOT_LIMITS } from './screenshots';

/**
 * Pictures larger than a screenshot are not compared: decoding both and drawing the output holds 3 × 4 bytes
 * per pixel (about 60 MB at the limit) and takes about 3 s of one core.
 */
export const VISUAL_DIFF_LIMITS = {
  maxWidth: SCREENSHOT_LIMITS.width,
  maxHeight: SCREENSHOT_LIMITS.maxHeight,
  maxPngBytes: SCREENSHOT_LIMITS.maxBytes,
} as const;

/** Differences drawn in this colour over a faded copy of the page after the change. */
export const HIGHLIGHT: readonly [number, number, number] = [255, 0, 64];

export interface VisualDiff {
  png: Buffer;
  /** Pixels that differ (the padding of a shorter picture included). */
  changedPixels: number;
}

/**
 * The visual diff of two screenshots: the picture after the change, faded, with every pixel that differs
 * from before drawn in HIGHLIGHT. Pictures of different sizes are padded with white to the larger of each
 * dimension, so what a page grew by reads as changed. Null when nothing differs, or when either picture is
 * not a PNG within VISUAL_DIFF_LIMITS (measured from its header, before anything is decoded).
 */
export function visualDiff(before: Uint8Array, after: Uint8Array): VisualDiff | null {
  const sizes = [before, after].map(pngSize);
  if (sizes.some((size) => size === null)) return null;
  const width = Math.max(...sizes.map((size) => size!.width));
  const height = Math.max(...sizes.map((size) => size!.height));
  const [first, second] = [before, after].map((bytes) => padded(PNG.sync.read(Buffer.from(bytes)), width, height));
  const output = new PNG({ width, height });
  const changedPixels = pixelmatch(first!, second!, output.data, width, height, {
    threshold: 0.1,
    alpha: 0.25,
    diffColor: [...HIGHLIGHT],
    aaColor: [...HIGHLIGHT],
  });
  if (changedPixels === 0) return null;
  // One fixed filter: pngjs's adaptive choice tries all five on every row, many times slower for a few % of bytes.
  return { png: PNG.sync.write(output, { filterType: 0, deflateLevel: 6 }), changedPixels };
}

/** Width and height from the IHDR chunk, or null for anything that is not a PNG within the limits. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || bytes.length > VISUAL_DIFF_LIMITS.maxPngBytes) return null;
  if (signature.some((byte, index) => bytes[index] !== byte)) return null;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = view.readUInt32BE(16);
  const height = view.readUInt32BE(20);
  if (width < 1 || height < 1 || width > VISUAL_DIFF_LIMITS.maxWidth || height > VISUAL_DIFF_LIMITS.maxHeight) return null;
  return { width, height };
}

/** The image's RGBA pixels on a white canvas of `width` × `height`, top-left aligned. */
function padded(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const canvas = Buffer.alloc(width * height * 4, 0xff);
  for (let row = 0; row < image.height; row += 1)
    image.data.copy(canvas, row * width * 4, row * image.width * 4, (row + 1) * image.width * 4);
  return canvas;
}
