import type { Transaction } from 'sequelize';
import type { User } from '../../models/user';

/**
 * Records a completed sign-in: last_login = now (ACC-16 shows the one before; the console lists it).
 * Called once a user is in — after the password, or after the second factor when one is owed (ADR 077).
 */
export async function recordSignIn(user: User, now: Date = new Date(), { transaction }: { transaction?: Transaction } = {}): Promise<void> {
  user.last_login = now;
  await user.save({ fields: ['last_login'], transaction });
}
