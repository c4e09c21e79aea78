import { formatDateTime, formatVnd, placeOfSlip, type AdminDeliveryRow } from '@app/shared';
import { Barcode } from '../../../components/barcode';
import { formatKg } from '../../../lib/units';
import { slipCodes } from '../api/delivery-queue';
import './delivery-slip.css';

/** The scale weights of the slip's parcels, summed in grams so the kg shown add up. */
const actualTotal = (slip: AdminDeliveryRow) =>
  slip.Parcels.reduce((grams, parcel) => grams + Math.round(parcel.Weight * 1000), 0) / 1000;

/**
 * The printed delivery slip (phiếu giao hàng) that travels with the goods: who receives what, the
 * parcels to hand over with their scale and charged weights, what was paid, and the signatures of
 * the hand-over.
 */
export function DeliverySlip({ slip }: { slip: AdminDeliveryRow }) {
  const codes = slipCodes(slip.ListOrders);
  return (
    <div className="delivery-slip">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div>
          <h1 style={{ textAlign: 'left' }}>PHIẾU GIAO HÀNG</h1>
          <div style={{ fontSize: '14pt', fontWeight: 700 }}>{slip.Code}</div>
        </div>
        <Barcode value={slip.Code} heightMm={12} maxWidthMm={60} />
      </div>
      <div className="delivery-slip__meta">
        <span>Ngày tạo: {formatDateTime(slip.CreatedDate)}</span>
        {slip.WarehouseName && <span>Kho: {slip.WarehouseName}</span>}
        <span>Trạng thái: {slip.StatusName}</span>
      </div>
      <table>
        <tbody>
          <tr>
            <th style={{ width: '28%' }}>Khách hàng</th>
            <td>
              {slip.CustomerCode}
              {slip.CustomerName && ` · ${slip.CustomerName}`}
            </td>
          </tr>
          <tr>
            <th>Người nhận</th>
            <td>{slip.ReceiverName}</td>
          </tr>
          <tr>
            <th>Điện thoại</th>
            <td>{slip.ReceiverPhone}</td>
          </tr>
          <tr>
            <th>Địa chỉ</th>
            <td>{placeOfSlip(slip)}</td>
          </tr>
          <tr>
            <th>Hình thức</th>
            <td>{slip.MethodName}</td>
          </tr>
          <tr>
            <th>Mã đơn</th>
            <td>{codes.join(', ')}</td>
          </tr>
          {slip.Note && (
            <tr>
              <th>Ghi chú</th>
              <td>{slip.Note}</td>
            </tr>
          )}
        </tbody>
      </table>
      <table>
        <thead>
          <tr>
            <th style={{ width: '8%' }}>STT</th>
            <th>Mã kiện</th>
            <th>Mã vận đơn</th>
            <th>Đơn</th>
            <th className="delivery-slip__number">Cân thực</th>
            <th className="delivery-slip__number">Cân tính phí</th>
          </tr>
        </thead>
        <tbody>
          {slip.Parcels.map((parcel, index) => (
            <tr key={parcel.Code}>
              <td>{index + 1}</td>
              <td>{parcel.Code}</td>
              <td>{parcel.TransportCode}</td>
              <td>{parcel.OrderCode}</td>
              <td className="delivery-slip__number">{formatKg(parcel.Weight)}</td>
              <td className="delivery-slip__number">{formatKg(parcel.ChargedWeight)}</td>
            </tr>
          ))}
          {/* The total is the charged weight (what the fees and storage were reckoned by): it is
              the sum of the last column, the scale weights stand beside it for the hand-over. */}
          <tr>
            <th colSpan={4}>Tổng cộng: {slip.Parcels.length} kiện</th>
            <th className="delivery-slip__number">{formatKg(actualTotal(slip))}</th>
            <th className="delivery-slip__number">{formatKg(slip.TotalWeight)}</th>
          </tr>
          <tr>
            <th colSpan={5}>Đã thanh toán khi tạo phiếu</th>
            <th className="delivery-slip__number">{formatVnd(slip.AmountPaid)}</th>
          </tr>
        </tbody>
      </table>
      <div className="delivery-slip__signatures">
        <div>
          <strong>Thủ kho</strong>
          <div>(Ký, ghi rõ họ tên)</div>
        </div>
        <div>
          <strong>Người giao hàng</strong>
          <div>(Ký, ghi rõ họ tên)</div>
        </div>
        <div>
          <strong>Người nhận hàng</strong>
          <div>(Ký, ghi rõ họ tên)</div>
        </div>
      </div>
    </div>
  );
}
