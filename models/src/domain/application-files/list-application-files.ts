import { Op } from 'sequelize';
import { FILE_STATUS } from '../../constants/index';
import { ApplicationFile } from '../../models/application-file';
import { User } from '../../models/user';
import { APPLICATION_FILE_ACCEPT } from '../../schemas/application-files';
import { actionsFor, type Taker } from '../applications/workflow';
import { type Actor, iso, type OperationOptions } from '../kernel/index';
import { findSdTemplate } from './download-sd';
import { acceptsFiles, FILE_FAIL, findFilesApplication, type FileReader, uploadMaxMb } from './shared';

/** One row of the files card (POR-51, AGT-28..33) with what the reader may do to it. */
export interface ApplicationFileJson {
  id: number;
  description: string | null;
  filename: string;
  mime: string | null;
  size: number | null;
  /** AGT-33: 0 hidden, 1 visible, 2 not changeable. */
  status_id: number;
  is_hidden: boolean;
  uploaded_by: string | null;
  created_at: string | null;
  can_hide: boolean;
  can_restore: boolean;
  can_reupload: boolean;
}

export interface ApplicationFilesJson {
  application_id: number;
  reader: FileReader;
  files: ApplicationFileJson[];
  can_add: boolean;
  /** The configured upload size (ADR 036) and the types offered, for the form's hint. */
  max_upload_mb: number;
  accept: string;
  /** G-53: Download SD / Upload SD where the workflow allows them for this reader (never the owner). */
  can_download_sd: boolean;
  can_upload_sd: boolean;
  /** AGT-16: the IP's logo — whether one is stored, and whether this reader may upload a new one. */
  has_logo: boolean;
  can_upload_logo: boolean;
}

/**
 * The files card (POR-51, AGT-10, G-16): the application's files, newest first, for the assigned
 * agent and SA/AD (every file, with can_hide / can_restore / can_reupload per row and can_add) or the
 * owning customer (files neither hidden nor hidden from them; read-only); the SD and logo flags of
 * the cards beside it. Another agent, another
 * customer or an accountant: 404. Filtered and sorted in the database; one query for the rows.
 */
export async function listApplicationFiles(input: { actor: Actor; applicationId: unknown }, options: OperationOptions = {}): Promise<ApplicationFilesJson> {
  const { application, reader } = await findFilesApplication(input.actor, input.applicationId, FILE_FAIL.read, options.transaction, true);
  const manager = reader !== 'owner';
  const rows = await ApplicationFile.findAll({
    where: { application_id: application.id, ...(manager ? {} : { status_id: { [Op.ne]: FILE_STATUS.HIDDEN }, is_hidden: false }) },
    include: [{ model: User, as: 'uploader', attributes: ['id', 'name'], required: false }],
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    transaction: options.transaction,
  });
  const open = acceptsFiles(application);
  const taker: Taker | null = reader === 'agent' ? 'assigned_agent' : reader === 'staff' ? 'staff' : null;
  const actions = taker ? actionsFor(taker, application.service_id, application.status_id) : [];
  const ip = application.ip;
  // Download SD is offered only where the workflow allows it and the product has a template to fill (G-53).
  const sdTemplate = actions.includes('download_sd') ? await findSdTemplate({ service_id: application.service_id, type_id: application.type_id, country_id: ip?.country_id }, options.transaction) : null;
  return {
    application_id: application.id,
    reader,
    files: rows.map((file) => {
      const status = Number(file.status_id);
      return {
        id: file.id,
        description: file.description ?? null,
        filename: file.filename,
        mime: file.mime ?? null,
        size: file.size ?? null,
        status_id: status,
        is_hidden: Boolean(file.is_hidden),
        uploaded_by: manager ? (file.uploader?.name ?? null) : null,
        created_at: iso(file.created_at),
        can_hide: manager && status === FILE_STATUS.VISIBLE,
        can_restore: manager && status === FILE_STATUS.HIDDEN,
        can_reupload: manager && status !== FILE_STATUS.LOCKED,
      };
    }),
    can_add: manager && open,
    max_upload_mb: await uploadMaxMb(options.transaction),
    accept: APPLICATION_FILE_ACCEPT,
    can_download_sd: sdTemplate !== null,
    can_upload_sd: actions.includes('upload_sd'),
    has_logo: Boolean(ip?.path),
    can_upload_logo: manager,
  };
}
