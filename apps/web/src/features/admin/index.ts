// The staff as other features use them: a customer's supporter is chosen from the staff list.
export { staffQuery } from './api/staff';
