import { formatDateTime, placeOfSlip, type AdminDeliveryRow } from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** The codes a slip carries: its row keeps them as a JSON string (spec §3). */
const goodsCodes = (slip: AdminDeliveryRow) => (JSON.parse(slip.ListOrders) as string[]).join(', ');

/** The delivery-slip queue as a workbook: who receives what, where, and what the slip paid. */
export const slipQueueSheet: ExportSheet<AdminDeliveryRow> = {
  fileName: 'phieu-giao-hang',
  sheetName: 'Phiếu giao hàng',
  columns: [
    { header: 'Mã phiếu', width: 12, value: (slip) => slip.Code },
    { header: 'Mã khách', width: 12, value: (slip) => slip.CustomerCode },
    { header: 'Tên khách', width: 22, value: (slip) => slip.CustomerName },
    { header: 'Người nhận', width: 22, value: (slip) => slip.ReceiverName },
    { header: 'Số điện thoại', width: 14, value: (slip) => slip.ReceiverPhone },
    { header: 'Hình thức', width: 14, value: (slip) => slip.MethodName },
    { header: 'Địa chỉ', width: 36, value: placeOfSlip },
    { header: 'Ghi chú', width: 24, value: (slip) => slip.Note },
    { header: 'Mã hàng', width: 28, value: goodsCodes },
    { header: 'Số kiện', width: 8, value: (slip) => slip.Parcels.length },
    { header: 'Cân nặng (kg)', width: 12, value: (slip) => slip.TotalWeight, format: '#,##0.00' },
    { header: 'Đã trả (₫)', width: 14, value: (slip) => slip.AmountPaid },
    { header: 'Trạng thái', width: 14, value: (slip) => slip.StatusName },
    { header: 'Ngày tạo', width: 18, value: (slip) => formatDateTime(slip.CreatedDate) },
  ],
};
