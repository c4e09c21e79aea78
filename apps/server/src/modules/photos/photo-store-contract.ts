/**
 * Where the bytes of photos live (a folder under DATA_DIR, or an S3-compatible bucket); the rows
 * (owner, size, type) are in the `photos` table. Its own file so each store implements it without
 * importing the module that chooses between them.
 */
export interface PhotoStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
}
