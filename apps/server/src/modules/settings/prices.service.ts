import { tiersOfRangeTable, type PricesAnswer } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { listWarehouses } from '../warehouses/warehouses.repository.js';
import { readSettings } from './settings.repository.js';

/** The public price page: every fee table exactly as staff set it (DESIGN §5). */
export async function publicPrices(tx: Executor): Promise<PricesAnswer> {
  const [settings, warehouses] = await Promise.all([readSettings(tx), listWarehouses(tx)]);
  return {
    CurrentRate: settings.CurrentRate,
    FeeBuyer: tiersOfRangeTable(settings.FeeBuyer),
    MinBuyerFee: settings.MinBuyerFee,
    InspectionFees: settings.InspectionFees,
    WoodenCrate: settings.WoodenCrate,
    ShippingPrices: settings.ShippingPrices.map((prices) => ({
      ...prices,
      WarehouseName:
        warehouses.find((warehouse) => warehouse.Id === prices.WarehouseId)?.Name ?? '',
    })),
    VolumetricDivisor: settings.VolumetricDivisor,
    MinChargedWeight: settings.MinChargedWeight,
    InsurancePercent: settings.InsurancePercent,
    FreeStorageDays: settings.FreeStorageDays,
    StorageFeePerKgDay: settings.StorageFeePerKgDay,
    CustomerLevels: settings.CustomerLevels.map((level) => ({
      Name: level.Name,
      MinSpending: level.MinSpending,
      DepositPercent: level.DepositPercent,
      FeeBuyerDiscount: level.FeeBuyerDiscount,
      WeightFeeDiscount: level.WeightFeeDiscount,
    })),
  };
}
