import type { Transaction } from 'sequelize';
import { ApplicationHistory } from '../../models/application-history';

/** One application_histories row (every status change, step and creation writes one): message, actor, file (G-02, G-65). */
export async function addHistory(applicationId: number, message: string, userId: number | null, transaction: Transaction, file: string | null = null): Promise<void> {
  await ApplicationHistory.create({ application_id: applicationId, message, user_id: userId, file }, { transaction });
}
