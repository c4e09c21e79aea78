// The price list as other features use it: a consignment's fees are quoted from it.
export { pricesQuery } from './api/get-prices';
