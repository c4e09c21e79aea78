// The reports as other parts use them: the console's home page draws the last days' revenue with
// the report's chart.
export { RevenueChart, type ChartPoint } from './components/revenue-chart';
export { periodLabel } from './lib/report-period';
