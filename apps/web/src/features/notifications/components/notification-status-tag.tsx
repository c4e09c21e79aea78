import { NotificationStatus, notificationStatusNames } from '@app/shared';
import { statusTag } from '../../../components/status-tags';

/** Waiting in blue, sent in green, failed in red: the same on the customer's and staff's pages. */
export const NotificationStatusTag = statusTag(
  {
    [NotificationStatus.Waiting]: 'blue',
    [NotificationStatus.Sent]: 'green',
    [NotificationStatus.Failed]: 'red',
  },
  notificationStatusNames,
);
