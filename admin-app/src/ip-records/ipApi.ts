import { apiJson } from '../common/api';

/** The IP record actions beside ra-data-simple-rest's verbs (POST /api/admin/ip-records/:id/<action>). */
export type IpAction = 'restore' | 'transfer' | 'renewal-notification' | 'logo';

export async function runIpAction(id: number, action: IpAction, payload: Record<string, unknown> = {}): Promise<{ message: string }> {
  const json = (await apiJson(`/ip-records/${id}/${action}`, 'POST', payload)) as { message?: string };
  return { message: json.message ?? '' };
}

/** ADM-30: queue an Excel export of a list with its current filter and sort. */
/** A file as base64 (the /api bodies are JSON, ADR 019). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
