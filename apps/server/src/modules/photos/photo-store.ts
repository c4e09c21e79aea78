import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { PhotoStore } from './photo-store-contract.js';
import { s3PhotoStore } from './s3-photo-store.js';

/**
 * A new storage key: random, never derived from what the client sent (a file name could climb
 * out of the folder or collide), two levels of folders so no directory grows to millions.
 */
export function newPhotoKey(extension: string): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name.slice(2, 4)}/${name}.${extension}`;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\.(webp|jpg)$/;

/** Files under `root` (DATA_DIR/photos): written to a temporary name, then renamed whole. */
export function filePhotoStore(root: string): PhotoStore {
  const fileOf = (key: string) => {
    // Keys are ours, but a row edited by hand must still not reach outside the folder.
    if (!KEY_PATTERN.test(key)) throw new Error(`not a photo key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

const stores = new WeakMap<Config, PhotoStore>();

/** The store the configuration names: one per configuration, made at its first use. */
export function photoStoreOf(config: Config): PhotoStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3
      ? s3PhotoStore(config.s3)
      : filePhotoStore(path.join(config.dataDir, 'photos'));
    stores.set(config, store);
  }
  return store;
}
