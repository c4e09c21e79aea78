import {
  auditActionText,
  auditChanges,
  auditEntityName,
  formatDateTime,
  type AuditRow,
} from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** The changed fields' values on one side, a line each: "Trạng thái: Chờ duyệt". */
const side = (row: AuditRow, which: 'before' | 'after') =>
  auditChanges(row)
    .flatMap((change) => {
      const value = change[which];
      return value === undefined ? [] : [`${change.label}: ${value}`];
    })
    .join('\n');

/** The audit log as a workbook: the sentences the console shows, before and after as text. */
export const auditSheet: ExportSheet<AuditRow> = {
  fileName: 'nhat-ky-thao-tac',
  sheetName: 'Nhật ký thao tác',
  columns: [
    { header: 'Thời gian', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
    { header: 'Nhân viên', width: 28, value: (row) => row.ActorEmail },
    { header: 'Thao tác', width: 40, value: (row) => auditActionText(row) },
    { header: 'Đối tượng', width: 28, value: (row) => auditEntityName(row.Entity, row.EntityId) },
    { header: 'Trước', width: 40, value: (row) => side(row, 'before') },
    { header: 'Sau', width: 40, value: (row) => side(row, 'after') },
  ],
};
