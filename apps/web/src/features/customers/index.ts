// The customers as other features use them: a transfer is assigned to one found by search.
export { customersQuery } from './api/get-customers';
