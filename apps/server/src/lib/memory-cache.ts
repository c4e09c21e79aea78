/**
 * A small in-memory cache in front of the database for what nearly every request reads (a session,
 * the settings). Entries live at most `maxAgeMs`; `clear()` drops everything at once, and a value
 * read from the database while a clear happened is not kept (it may predate the change).
 */
export class MemoryCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 50_000,
    private readonly enabled: () => boolean = () => true,
  ) {}

  async get(key: string, load: () => Promise<V>, expiresAt?: (value: V) => number): Promise<V> {
    if (!this.enabled()) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.enabled()) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      const until = Math.min(now + this.maxAgeMs, expiresAt?.(value) ?? Infinity);
      this.entries.set(key, { value, until });
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
