import { z } from 'zod';
import { messages } from '../messages.js';
import { checkDateRange, dateRangeFields, dateRangeRefinement, pagingFields } from './common.js';
import { exportFormatQuery } from './console-list.js';
import { idField } from './fields.js';

/**
 * Buyers' and warehouses' throughput (DESIGN §12): the state changes staff made in a period,
 * counted per staff member and per warehouse, each count opening the rows behind it.
 */
export const THROUGHPUT_ACTIVITIES = [
  { key: 'OrdersBought', label: 'Đơn đã mua' },
  { key: 'ParcelsInChina', label: 'Kiện nhận kho TQ' },
  { key: 'ParcelsInVietnam', label: 'Kiện nhận kho VN' },
  { key: 'ParcelsDelivered', label: 'Kiện đã giao' },
] as const;
export type ThroughputActivity = (typeof THROUGHPUT_ACTIVITIES)[number]['key'];
const activityKeys = THROUGHPUT_ACTIVITIES.map((activity) => activity.key) as [
  ThroughputActivity,
  ...ThroughputActivity[],
];

const activityCounts = z.object({
  OrdersBought: z.number().int(),
  ParcelsInChina: z.number().int(),
  ParcelsInVietnam: z.number().int(),
  ParcelsDelivered: z.number().int(),
});
export type ActivityCounts = z.infer<typeof activityCounts>;

/** The Chinese warehouse's name where warehouses are listed (it has no row of its own: Id 0). */
export const CHINA_WAREHOUSE_NAME = 'Kho Trung Quốc';

/** One staff member's work in one period. */
export const staffThroughputRow = activityCounts.extend({
  Period: z.string(),
  StaffId: z.number().int(),
  StaffCode: z.string(),
  StaffName: z.string(),
});
export type StaffThroughputRow = z.infer<typeof staffThroughputRow>;

/** What went through one warehouse in one period (Id 0: the Chinese warehouse). */
export const warehouseThroughputRow = z.object({
  Period: z.string(),
  WarehouseId: z.number().int(),
  WarehouseName: z.string(),
  ParcelsIn: z.number().int(),
  /** The received parcels' weight, kg. */
  KgIn: z.number(),
  ParcelsDelivered: z.number().int(),
});
export type WarehouseThroughputRow = z.infer<typeof warehouseThroughputRow>;

export const throughputReport = z.object({
  Rows: z.array(staffThroughputRow),
  Warehouses: z.array(warehouseThroughputRow),
  Totals: activityCounts,
});
export type ThroughputReport = z.infer<typeof throughputReport>;

/** The state changes behind one count: one activity, optionally one staff member's or warehouse's. */
export const throughputLinesQuery = z
  .object({
    ...dateRangeFields,
    activity: z.enum(activityKeys, { error: messages.throughputActivityInvalid }),
    staffId: idField(messages.reportStaffInvalid).optional(),
    /** 0: the Chinese warehouse. */
    warehouseId: z.coerce
      .number({ error: messages.warehouseUnknown })
      .int({ error: messages.warehouseUnknown })
      .min(0, { error: messages.warehouseUnknown })
      .max(2_147_483_647, { error: messages.warehouseUnknown })
      .optional(),
    format: exportFormatQuery,
    ...pagingFields,
  })
  .refine(checkDateRange, dateRangeRefinement);
export type ThroughputLinesQuery = z.infer<typeof throughputLinesQuery>;

export const throughputLine = z.object({
  Id: z.number().int(),
  /** The order's or the parcel's code. */
  Code: z.string(),
  StaffName: z.string(),
  Date: z.string(),
});
export type ThroughputLine = z.infer<typeof throughputLine>;
