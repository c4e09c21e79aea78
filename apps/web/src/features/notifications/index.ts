// Notifications outside the portal (DESIGN §10) as other features show them: the customer's
// choices on the account page, what was sent about an order, staff's sections, the push listener.
export { NotificationSettingsCard } from './components/notification-settings-card';
export { PushMessages } from './components/push-messages';
export { RecentNotifications } from './components/recent-notifications';
export { SentNotifications } from './components/sent-notifications';
export { useOrderNotifications } from './api/notifications';
