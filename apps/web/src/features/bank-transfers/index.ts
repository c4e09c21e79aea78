// The bank transfers as other features use them: an imported statement refreshes their lists.
export { bankTransferKeys } from './api/bank-transfers';
