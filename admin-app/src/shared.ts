/**
 * The shared schemas the console uses, imported in one place (browser-safe zod schemas). Reference
 * data such as countries comes from the REST resources (GET /api/admin/countries).
 */
export {
  agentSchema,
  AGENT_FIELDS,
  createAccountantSchema,
  updateAccountantSchema,
  staffProfileSchema,
  changePasswordSchema,
} from '@iprenew/models/browser';
