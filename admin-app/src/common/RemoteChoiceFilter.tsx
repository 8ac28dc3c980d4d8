import { useEffect, useState } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { apiJson, unwrapData } from './api';

interface Choice {
  id: number | string;
  name: string;
}

/**
 * A list filter whose choices the server answers (GET /api/admin/<path> → {data: [...]}), read once
 * when the filter shows; a failed read leaves only "All" (the list itself reports its own failures).
 */
export function RemoteChoiceFilter<Row extends { id: number | string }>({
  source,
  label,
  path,
  emptyKey,
  optionText,
  extraChoices = [],
  minWidth = 240,
}: {
  source: string;
  label: string;
  path: string;
  emptyKey: string;
  optionText: (row: Row) => string;
  /** Choices before the server's, their names catalogue keys (e.g. 'admin:audit.system'). */
  extraChoices?: Choice[];
  minWidth?: number;
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    let live = true;
    apiJson(path)
      .then((json) => live && setRows(unwrapData<Row[]>(json) ?? []))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [path]);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={[...extraChoices.map((c) => ({ id: c.id, name: translate(c.name) })), ...rows.map((row) => ({ id: row.id, name: optionText(row) }))]}
      translateChoice={false}
      emptyText={translate(emptyKey)}
      sx={{ minWidth }}
    />
  );
}
