import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { languageSchema } from '../../schemas/language';
import type { Language } from '../../constants/index';
import { inTransaction, writeAudit, type Actor, type OperationOptions } from '../kernel/index';

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
  actor: Actor;
  language: unknown;
}

export async function setUserLanguage({ actor, language }: SetUserLanguageInput, options: OperationOptions = {}): Promise<{ language: Language; changed: boolean }> {
  const parsed = languageSchema.safeParse(language);
  if (!parsed.success) throw new AppError('VALIDATION', 'nav:language.unsupported');
  const next = parsed.data;
  if (actor.impersonator_id) return { language: next, changed: false };
  return inTransaction(options, async (transaction) => {
    const user = await User.findByPk(actor.id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw new AppError('NOT_FOUND', 'nav:language.unsupported');
    if (user.language === next) return { language: next, changed: false };
    const before = user.language;
    await user.update({ language: next }, { transaction });
    await writeAudit(actor, { action: 'profile.language', targetType: 'user', targetId: user.id, before: { language: before }, after: { language: next } }, transaction);
    return { language: next, changed: true };
  });
}
