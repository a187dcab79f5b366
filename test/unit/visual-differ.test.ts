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

/** The longest the event loop went without running a 5 ms interval while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, stallMs: Math.max(stallMs, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

describe('visual diffs on a worker thread', () => {
  const before = screenshot(100);
  const after = screenshot(600);
  let differ: VisualDiffer;
  beforeAll(() => {
    differ = createVisualDiffer({ threads: 1, timeoutMs: 30_000, memoryMb: 512 });
  });
  afterAll(() => differ.close());

  it('computes the diff on its thread while the event loop keeps running, and keeps the thread for the next pair', async () => {
    const started = performance.now();
    const { result, stallMs } = await longestStall(() => differ.diff(before, after));
    const elapsedMs = performance.now() - started;
    // Both bands, every pixel of them but each row's last (left white).
    expect(result!.changedPixels).toBe(2 * BAND_ROWS * (VISUAL_DIFF_LIMITS.maxWidth - 1));
    expect(PNG.sync.read(result!.png)).toMatchObject({ width: VISUAL_DIFF_LIMITS.maxWidth, height: HEIGHT });
    // On the event loop the whole diff would be one stall of its full length.
    expect(stallMs).toBeLessThan(elapsedMs / 3);
    expect(await differ.diff(before, before)).toBeNull();
  });

  it('refuses a picture past the limits from its header, at once', async () => {
    const lying = Buffer.from(before);
    lying.writeUInt32BE(100_000, 20);
    const started = performance.now();
    expect(await differ.diff(before, lying)).toBeNull();
    expect(await differ.diff(Buffer.alloc(VISUAL_DIFF_LIMITS.maxPngBytes + 1), after)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('has no diff for a pair that runs past its deadline, answered by the deadline, and its thread ended', async () => {
    const hurried = createVisualDiffer({ threads: 1, timeoutMs: 100, memoryMb: 512 });
    try {
      const started = performance.now();
      expect(await hurried.diff(before, after)).toBeNull();
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await hurried.close();
    }
  });
});
