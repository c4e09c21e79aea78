import type { DatabaseHandle } from './client.js';

/**
 * What the database announces (drizzle/0015_change_notifications.sql), and `jobs_added`, which
 * the transaction adding a job sends (modules/jobs/job-queue.ts).
 */
export const CHANGE_CHANNELS = ['auth_changed', 'settings_changed', 'jobs_added'] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

/**
 * The database's word that something cached in memory changed, on every server at once (each
 * LISTENs on its own connection). While it is not live, nothing may be served from a cache: a
 * notification may have been missed.
 */
export interface ChangeFeed {
  /** True while notifications are heard; caches are bypassed otherwise. */
  readonly live: boolean;
  /** Runs `handler` on each change of `channel`, and when the feed goes down or comes back. */
  onChange(channel: ChangeChannel, handler: () => void): void;
  close(): Promise<void>;
}

export async function openChangeFeed(database: DatabaseHandle): Promise<ChangeFeed> {
  const handlers = new Map<string, (() => void)[]>();
  const fire = (channel: string) => {
    for (const handler of handlers.get(channel) ?? []) handler();
  };
  let live = false;
  const stop = await database.listen(
    CHANGE_CHANNELS,
    (channel) => fire(channel),
    (now) => {
      live = now;
      // Whatever was cached may be stale once a notification could have been missed.
      for (const channel of CHANGE_CHANNELS) fire(channel);
    },
  );
  return {
    get live() {
      return live;
    },
    onChange(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    close: stop,
  };
}
