/**
 * The shared schemas and reference data the console uses, imported in one place. All browser-safe:
 * zod schemas and plain data, no Node imports.
 */
export {
  agentSchema,
  AGENT_FIELDS,
  createAccountantSchema,
  updateAccountantSchema,
  staffProfileSchema,
  changePasswordSchema,
} from '@iprenew/models/browser';
// Reference data is not part of the browser entry: the seed's plain data module, no Node imports.
import { COUNTRIES } from '../../models/seeders/data/countries';

/**
 * Country choices (ids are fixed by the reference seed and never renumbered, see
 * models/seeders/data/countries.ts), countries in service first, then alphabetical.
 */
export const COUNTRY_CHOICES: readonly { id: number; name: string }[] = [...COUNTRIES]
  .sort((a, b) => Number(Boolean(b.in_service)) - Number(Boolean(a.in_service)) || a.name.localeCompare(b.name))
  .map(({ id, name }) => ({ id, name }));
