import { costKeysOf, type CostMapName } from '@iprenew/models/browser';

/** The inputs of one cost map, in the order of the sheet's keys (required first, then optional). */
export function costInputs(serviceId: number, typeId: number, map: CostMapName): { key: string; required: boolean }[] {
  const keys = costKeysOf(serviceId, typeId)[map];
  return [...keys.required.map((key) => ({ key, required: true })), ...(keys.optional ?? []).map((key) => ({ key, required: false }))];
}

/** The label of a cost key: 'products:costs.<key>', or 'Annuity year N' for year_N. */
export function costLabel(key: string, translate: (k: string, o?: Record<string, unknown>) => string): string {
  const year = /^year_(\d+)$/.exec(key);
  return year ? translate('products:costs.year', { year: year[1] }) : translate(`products:costs.${key}`);
}

/** What a cost key means when its label alone does not say it (late tiers, surcharges), or undefined. */
export function costHelp(key: string, translate: (k: string, o?: Record<string, unknown>) => string): string | undefined {
  const text = translate(`products:costs_help.${key}`, { _: '' });
  return text ? text : undefined;
}
