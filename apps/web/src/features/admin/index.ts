// The console's own as other parts use them: a customer's supporter is chosen from the staff
// list; the console's menu shows how much waits in each queue.
export { staffQuery } from './api/staff';
export { queueCountsQuery, useQueueCountsFollowChanges } from './api/get-queue-counts';
