import { PNG } from 'pngjs';
import { HIGHLIGHT, VISUAL_DIFF_LIMITS, visualDiff } from '../../domain/pictures/visual-diff';

type Box = { x: number; y: number; width: number; height: number };

/** A white picture with black bars at each box. */
function picture(width: number, height: number, boxes: Box[] = []): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(0xff);
  for (const box of boxes)
    for (let y = box.y; y < box.y + box.height; y += 1)
      for (let x = box.x; x < box.x + box.width; x += 1) image.data.set([0, 0, 0, 255], (y * width + x) * 4);
  return PNG.sync.write(image, { filterType: 0 });
}

/** Where the diff image is drawn in the highlight colour. */
function highlighted(png: Buffer): { count: number; inside: (box: Box) => number } {
  const image = PNG.sync.read(png);
  const points: Array<[number, number]> = [];
  for (let y = 0; y < image.height; y += 1)
    for (let x = 0; x < image.width; x += 1) {
      const at = (y * image.width + x) * 4;
      if (image.data[at] === HIGHLIGHT[0] && image.data[at + 1] === HIGHLIGHT[1] && image.data[at + 2] === HIGHLIGHT[2])
        points.push([x, y]);
    }
  return {
    count: points.length,
    inside: (box) => points.filter(([x, y]) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height).length,
  };
}

describe('visual diff of two screenshots', () => {
  const heading = { x: 10, y: 10, width: 100, height: 20 };

  it('highlights the region that changed and nothing else', () => {
    const price = { x: 40, y: 120, width: 60, height: 15 };
    const diff = visualDiff(picture(200, 300, [heading]), picture(200, 300, [heading, price]));
    expect(diff).not.toBeNull();
    const marks = highlighted(diff!.png);
    expect(diff!.changedPixels).toBe(price.width * price.height);
    expect(marks.inside(price)).toBe(price.width * price.height);
    expect(marks.count).toBe(marks.inside(price));
    expect(PNG.sync.read(diff!.png)).toMatchObject({ width: 200, height: 300 });
  });

  it('pads a shorter picture, so what the page grew by reads as changed', () => {
    const added = { x: 0, y: 300, width: 200, height: 100 };
    const diff = visualDiff(picture(200, 300, [heading]), picture(200, 400, [heading, added]));
    expect(PNG.sync.read(diff!.png)).toMatchObject({ width: 200, height: 400 });
    const marks = highlighted(diff!.png);
    expect(marks.inside(added)).toBe(added.width * added.height);
    expect(marks.count).toBe(marks.inside(added));
  });

  it('has nothing to show for identical pictures', () => {
    expect(visualDiff(picture(50, 50, [heading]), picture(50, 50, [heading]))).toBeNull();
  });

  it('refuses what is not a PNG, and a PNG past the size limits before decoding it', () => {
    expect(visualDiff(Buffer.from('<svg/>'), picture(10, 10))).toBeNull();
    const tall = picture(1, VISUAL_DIFF_LIMITS.maxHeight + 1);
    expect(visualDiff(tall, picture(1, 10))).toBeNull();
    // A header claiming a huge size with no pixels behind it is refused by the header alone.
    const lying = Buffer.from(picture(10, 10));
    lying.writeUInt32BE(100_000, 16);
    expect(visualDiff(lying, picture(10, 10))).toBeNull();
  });
});
