/**
 * Figures of several runs as one, and their goals, as every table of bench:scale prints them: a
 * round's yardstick is the mean of its first and last run (a machine whose speed drifts over the
 * round does not skew it), a row over several rounds is the median of its rounds.
 */
import type { RouteFigure } from './http-load.js';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** One route's figures as one, by `average` (mean or median) of each, errors summed. */
function combined(figures: RouteFigure[], average: (values: number[]) => number): RouteFigure {
  return {
    route: figures[0]!.route,
    requestsPerSecond: average(figures.map((f) => f.requestsPerSecond)),
    p50Ms: average(figures.map((f) => f.p50Ms)),
    p99Ms: average(figures.map((f) => f.p99Ms)),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
  };
}

export const meanFigure = (figures: RouteFigure[]): RouteFigure => combined(figures, mean);
export const medianFigure = (figures: RouteFigure[]): RouteFigure => combined(figures, median);

export function formatMs(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms.toFixed(1);
}

/** What the issue asks of a row: a ratio to its yardstick, a p99, or both. */
export interface Goal {
  ratio?: number;
  p99Ms?: number;
}

/** The goal in words and whether the row meets it ('' without a goal). */
export function goalText(goal: Goal | null, ratio: number | null, p99Ms: number | null): string {
  if (!goal) return '';
  const parts: string[] = [];
  let met = ratio !== null && p99Ms !== null;
  if (goal.ratio !== undefined) {
    parts.push(`≥ ${goal.ratio}`);
    met &&= (ratio ?? 0) >= goal.ratio;
  }
  if (goal.p99Ms !== undefined) {
    parts.push(`p99 ≤ ${goal.p99Ms} ms`);
    met &&= (p99Ms ?? Infinity) <= goal.p99Ms;
  }
  return `${parts.join(', ')}: ${met ? 'met' : 'MISSED'}`;
}

/**
 * How far a row is from its goal, each figure less its limit: a ratio's below 0 is short of it, a
 * p99's above 0 over it ('' without a goal or a figure).
 */
export function distanceText(
  goal: Goal | null,
  ratio: number | null,
  p99Ms: number | null,
): string {
  if (!goal) return '';
  const signed = (value: number, digits: number) =>
    `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;
  const parts: string[] = [];
  if (goal.ratio !== undefined && ratio !== null) {
    parts.push(`ratio ${signed(ratio - goal.ratio, 3)}`);
  }
  if (goal.p99Ms !== undefined && p99Ms !== null) {
    const over = p99Ms - goal.p99Ms;
    parts.push(`p99 ${signed(over, Math.abs(over) >= 100 ? 0 : 1)} ms`);
  }
  return parts.join(', ');
}
