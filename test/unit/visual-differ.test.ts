import { PNG } from 'pngjs';
import { VISUAL_DIFF_LIMITS } from '../../domain/pictures/visual-diff';
import { createVisualDiffer, type VisualDiffer } from '../../domain/pictures/visual-differ';

const HEIGHT = 1_000;
const BAND_ROWS = 200;

/** A screenshot-wide picture: white, with a black band whose top is `bandAt`. */
function screenshot(bandAt: number): Buffer {
  const image = new PNG({ width: VISUAL_DIFF_LIMITS.maxWidth, height: HEIGHT });
  image.data.fill(0xff);
  for (let y = bandAt; y < bandAt + BAND_ROWS; y += 1) image.data.fill(0, y * image.width * 4, (y + 1) * image.width * 4 - 4);
  return PNG.sync.write(image, { filterType: 0 });
}

describe('visual diffs on a worker thread', () => {
  const before = screenshot(100);
  const after = screenshot(600);
  let differ: VisualDiffer;
  beforeAll(() => {
    differ = createVisualDiffer({ threads: 1, timeoutMs: 30_000, memoryMb: 512 });
  });
  afterAll(() => differ.close());

  it('computes the diff on its thread, and keeps the thread for the next pair', async () => {
    const result = await differ.diff(before, after);
    // Both bands, every pixel of them but each row's last (left white).
    expect(result!.changedPixels).toBe(2 * BAND_ROWS * (VISUAL_DIFF_LIMITS.maxWidth - 1));
    expect(PNG.sync.read(result!.png)).toMatchObject({ width: VISUAL_DIFF_LIMITS.maxWidth, height: HEIGHT });
    expect(await differ.diff(before, before)).toBeNull();
  });

  it('refuses a picture past the limits from its header', async () => {
    const lying = Buffer.from(before);
    lying.writeUInt32BE(100_000, 20);
    expect(await differ.diff(before, lying)).toBeNull();
    expect(await differ.diff(Buffer.alloc(VISUAL_DIFF_LIMITS.maxPngBytes + 1), after)).toBeNull();
  });

  it('has no diff for a pair that runs past its deadline', async () => {
    const hurried = createVisualDiffer({ threads: 1, timeoutMs: 1, memoryMb: 512 });
    try {
      expect(await hurried.diff(before, after)).toBeNull();
    } finally {
      await hurried.close();
    }
  });
});
