import { randomBytes } from 'node:crypto';
import { fn, col, type Transaction } from 'sequelize';
import { BroadcastDelivery } from '../../models/broadcast-delivery';
import type { BroadcastAttachment, EmailBroadcast } from '../../models/email-broadcast';
import {
  BROADCAST_AUDIENCES,
  publishDateText,
  type BroadcastAttachmentJson,
  type BroadcastAudience,
  type BroadcastDetailJson,
  type BroadcastJson,
} from '../../schemas/broadcasts';
import { FILE_MIME, type FileType } from '../../storage/file-type';
import { iso, snapshot } from '../kernel/index';
import { broadcastFlags, NO_DELIVERIES, type DeliveryCounts } from './rules';

/**
 * What the broadcast operations share (ADM.h, G-09, ADR 062): the spec's messages, the row as the
 * console reads it with its delivery counts (one GROUP BY for a whole page), the stored attachments,
 * the audit snapshot.
 */
export const BROADCAST_MESSAGE = {
  notAllowed: 'broadcasts:not_allowed',
  /** ADM-60. */
  created: 'broadcasts:submit_success',
  updated: 'broadcasts:update_success',
  /** ADM-61. */
  submitFail: 'broadcasts:submit_fail',
  deleted: 'broadcasts:delete_success',
  duplicated: 'broadcasts:duplicate_success',
  /** SYS-7: a list or a record that cannot be read. */
  listFail: 'broadcasts:list_fail',
  retrieveFail: 'broadcasts:retrieve_fail',
  deleteFail: 'broadcasts:delete_fail',
  /** G-09. */
  readOnly: 'broadcasts:read_only',
  attachmentFail: 'broadcasts:attachment_fail',
} as const;

const isAudience = (value: unknown): value is BroadcastAudience => (BROADCAST_AUDIENCES as readonly string[]).includes(String(value));

/** The stored attachments (the demo seed and older rows keep bare storage keys). */
export function storedAttachments(broadcast: Pick<EmailBroadcast, 'attachments'>): BroadcastAttachment[] {
  const list = Array.isArray(broadcast.attachments) ? (broadcast.attachments as unknown[]) : [];
  return list.flatMap((entry, index) => {
    if (typeof entry === 'string') {
      const name = entry.split('/').pop() || `attachment-${index + 1}`;
      const type = (name.split('.').pop() ?? '').toLowerCase();
      return [{ id: `k${index}`, path: entry, name, mime: type === 'png' ? FILE_MIME.png : FILE_MIME.jpg }];
    }
    if (entry && typeof entry === 'object' && typeof (entry as BroadcastAttachment).path === 'string') return [entry as BroadcastAttachment];
    return [];
  });
}

/** A new storage key for a broadcast's attachment: its own folder, a random name, never overwritten. */
export const broadcastFileKey = (broadcastId: number, type: FileType): string => `broadcasts/${broadcastId}/${randomBytes(16).toString('hex')}.${type}`;
export const newAttachmentId = (): string => randomBytes(6).toString('hex');

/** The console's authorised download of an attachment. */
export const broadcastAttachmentUrl = (broadcastId: number, attachmentId: string) => `/api/admin/emails/${broadcastId}/attachments/${attachmentId}`;

/** The delivery counts of each broadcast of `ids`, in one GROUP BY (the list's progress column). */
export async function deliveryCounts(ids: number[], transaction?: Transaction): Promise<Map<number, DeliveryCounts>> {
  const out = new Map<number, DeliveryCounts>();
  if (ids.length === 0) return out;
  const rows = (await BroadcastDelivery.findAll({
    attributes: ['broadcast_id', 'status', [fn('COUNT', col('id')), 'n']],
    where: { broadcast_id: ids },
    group: ['broadcast_id', 'status'],
    raw: true,
    transaction,
  })) as unknown as { broadcast_id: number; status: string; n: number | string }[];
  for (const row of rows) {
    const id = Number(row.broadcast_id);
    const counts = { ...(out.get(id) ?? NO_DELIVERIES) };
    const n = Number(row.n);
    if (row.status === 'sent') counts.sent += n;
    else if (row.status === 'failed') counts.failed += n;
    else if (row.status === 'unknown') counts.unknown += n;
    else {
      counts.remaining += n;
      if (row.status === 'sending') counts.sending += n;
    }
    out.set(id, counts);
  }
  return out;
}

export async function deliveryCountsOf(broadcastId: number, transaction?: Transaction): Promise<DeliveryCounts> {
  return (await deliveryCounts([broadcastId], transaction)).get(broadcastId) ?? { ...NO_DELIVERIES };
}

function attachmentJson(broadcast: EmailBroadcast): BroadcastAttachmentJson[] {
  return storedAttachments(broadcast).map((a) => ({ id: a.id, name: a.name, mime: a.mime, url: broadcastAttachmentUrl(broadcast.id, a.id) }));
}

/** The list row (without the message). */
export function toBroadcastJson(broadcast: EmailBroadcast, counts: DeliveryCounts = NO_DELIVERIES): BroadcastJson {
  const receiver = Array.isArray(broadcast.receiver) ? broadcast.receiver : [];
  const { sending: _sending, ...progress } = counts;
  return {
    id: broadcast.id,
    title: broadcast.title,
    status: Number(broadcast.status) === 1 ? 1 : 0,
    publish_date: publishDateText(broadcast.publish_date),
    audience: isAudience(broadcast.audience) ? broadcast.audience : 'users',
    receiver: receiver.map((r) => ({ id: Number(r.id), email: String(r.email) })),
    html_file: broadcast.html_file ?? null,
    attachments: attachmentJson(broadcast),
    sent_at: iso(broadcast.sent_at),
    created_at: iso(broadcast.created_at),
    updated_at: iso(broadcast.updated_at),
    progress,
    ...broadcastFlags(broadcast, counts),
  };
}

export function toBroadcastDetail(broadcast: EmailBroadcast, counts: DeliveryCounts = NO_DELIVERIES): BroadcastDetailJson {
  return { ...toBroadcastJson(broadcast, counts), message: broadcast.message };
}

/** The audited fields (G-65): never the message body itself, only its length. */
export function broadcastSnapshot(broadcast: EmailBroadcast): Record<string, unknown> {
  return {
    ...snapshot(broadcast, ['title', 'status', 'publish_date', 'audience', 'html_file']),
    receivers: Array.isArray(broadcast.receiver) ? broadcast.receiver.map((r) => r.id).join(',') : '',
    message_length: (broadcast.message ?? '').length,
    attachments: storedAttachments(broadcast).map((a) => a.name).join(', '),
  };
}
