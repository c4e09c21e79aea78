// Types of fixture-server.mjs for the TypeScript that starts it (e2e/support/extension.ts); an
// entry's fields are described in fixtures/index.json's "about".
import type { AddToCartInput, PriceTier } from '@app/shared';

export interface FixtureEntry {
  name: string;
  file: string;
  host: string;
  path: string;
  generation: string;
  expected: { Title: string; PriceTiers: PriceTier[] };
  scenario: { pick: string[]; quantity: number; note: string; addToCart: AddToCartInput };
}
export const FIXTURES: string;
export const fixtureIndex: { fixtures: FixtureEntry[] };
export function fixtureFile(host: string, path: string): string | null;
export function startFixtureServer(
  extraPages?: Record<string, string>,
): Promise<{ port: number; close: () => Promise<void> }>;
