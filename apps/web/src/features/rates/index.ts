// The rates as other features show them: the settings editor names the selling rate in force.
export { rateText } from './lib/rate-text';
