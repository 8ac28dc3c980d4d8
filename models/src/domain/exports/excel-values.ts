/** G-43: dates in the sheets are dd-MM-yyyy (Kuala Lumpur calendar day for instants). */
export function excelDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : klParts(new Date(value)).day;
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

/** An instant as dd-MM-yyyy HH:mm in Kuala Lumpur time. */
export function excelDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const { day, time } = klParts(new Date(value));
  return `${excelDate(day)} ${time}`;
}

/** The export file's name (G-43): `{type}-{yyyyMMdd-HHmm}.xlsx`, Kuala Lumpur time. */
export function exportFilename(type: string, at: Date): string {
  const { day, time } = klParts(at);
  return `${type}-${day.replace(/-/g, '')}-${time.replace(':', '')}.xlsx`;
}

function klParts(at: Date): { day: string; time: string } {
  const kl = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return { day: kl.slice(0, 10), time: kl.slice(11, 16) };
}
