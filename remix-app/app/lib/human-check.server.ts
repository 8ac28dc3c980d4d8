import type { HumanCheckInput } from '@iprenew/models';

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);

/**
 * The human check's fields of a posted form (contact form, sign-in after repeated failures): the
 * provider widget's `g-recaptcha-response`, or the built-in challenge and its honeypot `website`.
 */
export function humanCheckFromForm(formData: FormData): HumanCheckInput {
  return {
    provider_token: text(formData.get('g-recaptcha-response')),
    challenge_token: text(formData.get('challenge_token')),
    challenge_answer: text(formData.get('challenge_answer')),
    honeypot: text(formData.get('website')),
  };
}

/** Whether the form carried an answer to a human check (the page was already asking for one). */
export function formHadHumanCheck(formData: FormData): boolean {
  return formData.has('challenge_token') || formData.has('g-recaptcha-response');
}
