import { PgTransaction } from 'drizzle-orm/pg-core';

/**
 * What a transaction has read and will find unchanged until it ends, kept for the rest of it: a
 * receive-china scan prices the parcel and then its owner's fee line, a payment of several orders
 * locks the wallet and then posts a row per order, and each step read the same rows again (issue
 * 27: every round trip inside a transaction holds its pooled connection and its row locks).
 * Keyed by the transaction object, so what is kept goes with the transaction; what a transaction
 * changes itself it sets or forgets here. No transaction nests a savepoint that could roll a
 * change back behind what is kept.
 */
export class TransactionMemo<K, V> {
  readonly #kept = new WeakMap<object, Map<K, Promise<V>>>();

  /**
   * What `read` answered the first time this transaction asked for `key`. Given the database
   * itself, not a transaction, it reads every time: nothing holds what it read still.
   */
  read(tx: object, key: K, read: () => Promise<V>): Promise<V> {
    if (!(tx instanceof PgTransaction)) return read();
    let kept = this.#kept.get(tx);
    if (!kept) this.#kept.set(tx, (kept = new Map<K, Promise<V>>()));
    let value = kept.get(key);
    if (!value) kept.set(key, (value = read()));
    return value;
  }

  /** What the transaction itself wrote as `key`: its later reads answer this. */
  set(tx: object, key: K, value: V): void {
    let kept = this.#kept.get(tx);
    if (!kept) this.#kept.set(tx, (kept = new Map<K, Promise<V>>()));
    kept.set(key, Promise.resolve(value));
  }

  /** The transaction changed what it read: its next read goes to the database. */
  forget(tx: object): void {
    this.#kept.delete(tx);
  }
}
