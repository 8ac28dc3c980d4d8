import type { Transaction } from 'sequelize';
import { ApplicationHistory } from '../../models/application-history';

/** One application_histories row (every status change and every creation writes one). */
export async function addHistory(applicationId: number, message: string, userId: number | null, transaction: Transaction): Promise<void> {
  await ApplicationHistory.create({ application_id: applicationId, message, user_id: userId }, { transaction });
}
