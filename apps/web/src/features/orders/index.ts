// What a consignment's pages show as an order's do: its fee lines and its history.
export { FeeLines } from './components/fee-lines';
export { OrderTimeline } from './components/order-timeline';
