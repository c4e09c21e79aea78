import type { StatusHistoryRow } from '@app/shared';

/** A parcel's or a consignment's states in the shape the order timeline draws. */
export const asTimeline = (history: StatusHistoryRow[]) => ({
  History: history.map((entry) => ({
    State: entry.Status,
    StateName: entry.StatusName,
    CreatedDate: entry.CreatedDate,
    Note: entry.Note,
  })),
});
