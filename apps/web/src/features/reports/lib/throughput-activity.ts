import type { ThroughputActivity } from '@app/shared';

/** What an activity counts, in a sentence: orders bought, every other activity parcels. */
export const activityNoun = (activity: ThroughputActivity) =>
  activity === 'OrdersBought' ? 'đơn' : 'kiện';
