import type { useForm } from '@conform-to/react';
import type { registrationFormSchema } from '@iprenew/models/browser';
import type { z } from 'zod';

/** The registration form's Conform metadata and fields, as the sections of the form receive them. */
type RegistrationForm = ReturnType<typeof useForm<z.input<typeof registrationFormSchema>>>;
export type RegistrationFormMetadata = RegistrationForm[0];
export type RegistrationFields = RegistrationForm[1];
