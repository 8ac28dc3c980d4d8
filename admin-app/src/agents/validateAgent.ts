import { AGENT_FIELDS, agentSchema } from '../shared';
import { schemaValidator } from '../common/validation';

/** The agent form's validator: the shared agentSchema (ADM-13) over the form's own fields. */
export const validateAgent = schemaValidator(agentSchema, AGENT_FIELDS);
