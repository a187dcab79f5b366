import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A picture's address: the SHA-256 of its bytes, in lower-case hex. Rows hold this, never the bytes. */
export type PictureHash = string;

const HASH = /^[0-9a-f]{64}$/;

export function isPictureHash(value: unknown): value is PictureHash {
  return typeof value === 'string' && HASH.test(value);
}

export function pictureHashOf(bytes: Uint8Array): PictureHash {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Where pictures (PNG) live, addressed by content hash: the same bytes are one file however many rows
 * refer to them. The file implementation is the one Vigil ships; an object store in production implements
 * the same port (docs/decisions/monitoring.md, "Pictures").
 */
export interface PictureStore {
  /** Stores the bytes (once: storing the same bytes again is a no-op) and answers their hash. */
  put(bytes: Uint8Array): Promise<PictureHash>;
  /** The bytes, or null when no such picture is kept. */
  get(hash: PictureHash): Promise<Buffer | null>;
  /** The stored pictures whose hash starts with `prefix` (two hex digits), with the time each was last stored, for the retention sweep. */
  list(prefix: string): AsyncIterable<{ hash: PictureHash; storedAt: Date }>;
  delete(hash: PictureHash): Promise<void>;
}

/**
 * Pictures as files under `directory`, fanned out by the hash's first two characters (`ab/abcdef….png`).
 * A file is written under a temporary name and renamed into place, so a reader never sees half a picture.
 */
export function createFilePictureStore(directory: string): PictureStore {
  const fileOf = (hash: PictureHash) => {
    if (!isPictureHash(hash)) throw new Error('Not a picture hash');
    return path.join(directory, hash.slice(0, 2), `${hash}.png`);
  };
  return {
    async put(bytes) {
      const hash = pictureHashOf(bytes);
      const file = fileOf(hash);
      // Kept again: its time is renewed, so the retention sweep's grace covers the row about to refer to it.
      if (
        await utimes(file, new Date(), new Date()).then(
          () => true,
          () => false,
        )
      )
        return hash;
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return hash;
    },
    async get(hash) {
      if (!isPictureHash(hash)) return null;
      return readFile(fileOf(hash)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async *list(prefix) {
      if (!/^[0-9a-f]{2}$/.test(prefix)) throw new Error('Not a picture prefix');
      for (const name of await readdir(path.join(directory, prefix)).catch(() => [] as string[])) {
        const hash = name.slice(0, -'.png'.length);
        if (!name.endsWith('.png') || !isPictureHash(hash) || !hash.startsWith(prefix)) continue;
        const stats = await stat(path.join(directory, prefix, name)).catch(() => null);
        if (stats) yield { hash, storedAt: stats.mtime };
      }
    },
    async delete(hash) {
      await rm(fileOf(hash), { force: true });
    },
  };
}
