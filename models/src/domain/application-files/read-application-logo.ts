import { AppError } from '../../errors/index';
import { IpRecord } from '../../models/ip-record';
import { readLogo } from '../cart/logo';
import { type Actor, type OperationOptions } from '../kernel/index';
import { findFilesApplication } from './shared';

/** AGT-16, G-45: the logo of the application's IP, for the assigned agent, SA/AD and the owner; anyone else (or no logo) 404. */
export async function readApplicationLogo(input: { actor: Actor; applicationId: unknown }, options: OperationOptions = {}): Promise<{ buffer: Buffer; contentType: 'image/png' | 'image/jpeg' }> {
  const { application } = await findFilesApplication(input.actor, input.applicationId, 'files:logo.fail', options.transaction);
  const ip = await IpRecord.findByPk(application.ip_id, { attributes: ['id', 'path'], transaction: options.transaction });
  const logo = await readLogo(ip?.path);
  if (!logo) throw new AppError('NOT_FOUND', 'files:logo.fail');
  return logo;
}
