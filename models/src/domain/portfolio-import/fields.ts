/** Browser-safe: the import page lists the same columns. */
/** The columns of the import sheet, in the template's order: one sheet, a type column (trademark / patent). */
export const IMPORT_FIELDS = [
  'type',
  'country',
  'filing_no',
  'application_name',
  'expiry_date',
  'multiclass_no',
  'multiclass_name',
  'no_of_goods',
  'application_no',
  'grant_no',
  'filing_date',
  'grant_date',
  'latest_year_granted',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
