import type { Transaction } from 'sequelize';
import { getSequelize } from '../../db/database';
import { AppError } from '../../errors/index';
import { AuditLog } from '../../models/audit-log';
import { User } from '../../models/user';
import { languageSchema } from '../../schemas/language';
import type { Language } from '../../constants/index';

/**
 * The signed-in user switched the interface language (the site's switch or the console's, I18N-2):
 * the choice becomes the account's language, which every document and e-mail to the user is written
 * in (invoices, payment and account mails read `users.language`). Unchanged languages write nothing.
 * An impersonating staff member's switch changes only their own view, never the customer's account.
 *
 * Throws AppError('VALIDATION', 'nav:language.unsupported') for anything but en / bm / cn, and
 * AppError('NOT_FOUND') when the account is gone.
 */
export interface SetUserLanguageInput {
  actor: Pick<User, 'id'>;
  language: unknown;
  impersonatorId?: number | null;
  ip?: string | null;
}

export async function setUserLanguage(
  { actor, language, impersonatorId = null, ip = null }: SetUserLanguageInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<{ language: Language; changed: boolean }> {
  const parsed = languageSchema.safeParse(language);
  if (!parsed.success) throw new AppError('VALIDATION', 'nav:language.unsupported');
  const next = parsed.data;
  if (impersonatorId) return { language: next, changed: false };
  const run = async (t: Transaction) => {
    const user = await User.findByPk(actor.id, { transaction: t, lock: t.LOCK.UPDATE });
    if (!user) throw new AppError('NOT_FOUND', 'nav:language.unsupported');
    if (user.language === next) return { language: next, changed: false };
    const before = user.language;
    await user.update({ language: next }, { transaction: t });
    await AuditLog.create(
      {
        actor_id: user.id,
        impersonator_id: null,
        action: 'profile.language',
        target_type: 'user',
        target_id: String(user.id),
        before: { language: before },
        after: { language: next },
        ip_address: ip,
      },
      { transaction: t },
    );
    return { language: next, changed: true };
  };
  return transaction ? run(transaction) : getSequelize().transaction(run);
}
