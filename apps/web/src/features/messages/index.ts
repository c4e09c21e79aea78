// The messages as other features use them: an order's page lists the ones that name it.
export { messagesQuery } from './api/get-messages';
