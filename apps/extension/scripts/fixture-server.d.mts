// Types of fixture-server.mjs for the TypeScript that starts it (e2e/support/extension.ts).
export interface FixtureEntry {
  name: string;
  file: string;
  host: string;
  path: string;
  generation: string;
  expected: { Title: string; PriceTiers: { MinQuantity: number; PriceCNY: number }[] };
  scenario: {
    pick: string[];
    quantity: number;
    note: string;
    addToCart: {
      Site: string;
      ShopName: string;
      ItemId: string;
      SkuId: string;
      ProductName: string;
      ProductLink: string;
      ImageUrl: string;
      Properties: string;
      PriceCNY: number;
      Quantity: number;
      Note: string;
      MinQuantity: number;
    };
  };
}
export const FIXTURES: string;
export const fixtureIndex: { fixtures: FixtureEntry[] };
export function fixtureFile(host: string, path: string): string | null;
export function startFixtureServer(
  extraPages?: Record<string, string>,
): Promise<{ port: number; close: () => Promise<void> }>;
