import { BagStatus, bagStatusNames } from '@app/shared';
import { statusTag } from '../../../components/status-tags';

/** Blue while it is packed, gold closed and waiting to leave, indigo on the way, green arrived. */
export const BagStatusTag = statusTag(
  {
    [BagStatus.Open]: 'blue',
    [BagStatus.Closed]: 'gold',
    [BagStatus.InTransit]: 'geekblue',
    [BagStatus.InVietnamWarehouse]: 'green',
  },
  bagStatusNames,
);
