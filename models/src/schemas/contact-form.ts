import { contactSchema } from './contact';
import { humanCheckFormFields } from './human-check-form';

/** PUB-22..24, G-41: the contact form as it is posted, its fields and the human check's. Browser-safe. */
export const contactFormSchema = contactSchema.extend(humanCheckFormFields);
