import { SelectInput, useTranslate } from 'react-admin';

/**
 * The list filters of the commerce screens (vouchers, payments, orders, invoices): a search box and a
 * select of translated choices. `alwaysOn` is read by react-admin's filter form, not here.
 */
export { SearchFilter } from '../common/filters';

export interface ChoiceFilterProps {
  source: string;
  labelKey: string;
  /** [id, i18n key of its label] */
  choices: readonly (readonly [string | number, string])[];
  emptyKey: string;
  emptyValue?: string | number;
  alwaysOn?: boolean;
  minWidth?: number;
}

export function ChoiceFilter({ source, labelKey, choices, emptyKey, emptyValue, minWidth = 160 }: ChoiceFilterProps) {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label={labelKey}
      choices={choices.map(([id, key]) => ({ id, name: translate(key) }))}
      translateChoice={false}
      emptyText={translate(emptyKey)}
      {...(emptyValue === undefined ? {} : { emptyValue })}
      sx={{ minWidth }}
    />
  );
}
