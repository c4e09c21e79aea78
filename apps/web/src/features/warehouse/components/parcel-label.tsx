import { formatDate, type AdminTransportRow } from '@app/shared';
import { Barcode } from '../../../components/barcode';
import { formatKg } from '../../../lib/units';
import './parcel-label.css';

/**
 * The label stuck on a parcel weighed in China: who it is for and where it goes, large enough to
 * read across the warehouse, and the tracking number as a bar code for the next scanner.
 */
export function ParcelLabel({ parcel }: { parcel: AdminTransportRow }) {
  return (
    <div className="parcel-label">
      <div className="parcel-label__row">
        <span className="parcel-label__code">{parcel.Code}</span>
        <span className="parcel-label__small">{formatDate(parcel.CreatedDate)}</span>
      </div>
      <div className="parcel-label__row">
        <span className="parcel-label__customer">{parcel.CustomerCode || 'KIỆN VÔ CHỦ'}</span>
        <span className="parcel-label__destination">{parcel.DestinationName}</span>
      </div>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <Barcode value={parcel.TransportCode} heightMm={14} maxWidthMm={86} />
      </div>
      <div className="parcel-label__tracking">{parcel.TransportCode}</div>
      <div className="parcel-label__row">
        <span className="parcel-label__weight">{formatKg(parcel.Weight)}</span>
        <span className="parcel-label__small">
          {parcel.OrderCode ? `Đơn ${parcel.OrderCode}` : ''}
          {parcel.CustomerName ? ` · ${parcel.CustomerName}` : ''}
        </span>
      </div>
    </div>
  );
}
