import {
  COST_MAPS,
  parseValidationRules,
  priceSheetIssues,
  productsMessage,
  type ProductJson,
  type ProductServiceJson,
} from '@iprenew/models/browser';

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** Sets `value` at a dotted path, creating arrays for numeric segments (react-admin's nested error shape). */
function setPath(target: Record<string, unknown>, path: string, value: string): void {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      node[part] = value;
      return;
    }
    node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

function sheetErrors(sheet: ProductServiceJson): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const map of COST_MAPS) {
    for (const [key, value] of Object.entries(sheet[map] ?? {})) {
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (text !== '' && !MONEY.test(text)) errors[`${map}.${key}`] = productsMessage('money');
    }
  }
  const cleaned = Object.fromEntries(COST_MAPS.map((map) => [map, Object.fromEntries(Object.entries(sheet[map] ?? {}).filter(([, v]) => String(v ?? '').trim() !== ''))]));
  Object.assign(errors, priceSheetIssues(sheet.service_id, sheet.type_id, { ...cleaned, status: sheet.status }), errors);
  (sheet.charges ?? []).forEach((charge, i) => {
    if (!charge?.label || !String(charge.label).trim()) errors[`charges.${i}.label`] = productsMessage('charge_label');
    if (!MONEY.test(String(charge?.cost ?? '').trim())) errors[`charges.${i}.cost`] = productsMessage('money');
  });
  (sheet.child_label ?? []).forEach((label, i) => {
    if (!label || !String(label).trim()) errors[`child_label.${i}`] = productsMessage('label');
  });
  return errors;
}

/**
 * The product form's validation (the server checks the same rules with the same shared schema
 * functions): G-55 rules, amounts, and no sheet on sale with a required amount missing.
 */
export function validateProduct(values: ProductJson): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(parseValidationRules(values.validation_rules).errors)) setPath(errors, path, message);
  (values.services ?? []).forEach((group, index) => {
    for (const type of ['trademark', 'patent'] as const) {
      const sheet = group[type];
      if (!sheet) continue;
      for (const [path, message] of Object.entries(sheetErrors(sheet))) setPath(errors, `services.${index}.${type}.${path}`, message);
    }
  });
  return errors;
}
