import { changePasswordSchema } from '../shared';
import { schemaValidator } from '../common/validation';

export const PASSWORD_FIELDS = ['old_ps', 'password', 'password_confirmation'] as const;
/** ACC-55..58 (shared with the Remix page): messages under nav:validation.*. */
export const validatePasswordChange = schemaValidator(changePasswordSchema, PASSWORD_FIELDS);
