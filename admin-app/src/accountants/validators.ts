import { createAccountantSchema, updateAccountantSchema } from '../shared';
import { schemaValidator } from '../common/validation';

/** New Accountant (ADM-9): e-mail and name. */
export const validateNewAccountant = schemaValidator(createAccountantSchema, ['email', 'name']);
/** Accountant Detail (ADM-11): e-mail, name, contact. */
export const validateAccountant = schemaValidator(updateAccountantSchema, ['email', 'name', 'contact']);
