import { z } from 'zod';
import type { HumanCheckInput } from './contact';

/**
 * The human check's fields as a form posts them (G-41, G-66): the provider widget's
 * `g-recaptcha-response`, or the built-in challenge (signed token and answer) and its honeypot
 * `website`. Browser-safe. Bounded as the domain's humanCheckSchema; a value past its bound is
 * dropped (read as no answer), so the refusal is the check's own message, never a field error
 * nobody sees.
 */
const answer = (max: number) => z.string().max(max).optional().catch(undefined);

export const humanCheckFormFields = {
  'g-recaptcha-response': answer(4096),
  challenge_token: answer(512),
  challenge_answer: answer(16),
  website: answer(512),
};

type HumanCheckForm = { 'g-recaptcha-response'?: string | undefined; challenge_token?: string | undefined; challenge_answer?: string | undefined; website?: string | undefined };

/** The human check's answer in a parsed form, as the operations read it. */
export function humanCheckOf(form: HumanCheckForm): HumanCheckInput {
  return { provider_token: form['g-recaptcha-response'], challenge_token: form.challenge_token, challenge_answer: form.challenge_answer, honeypot: form.website };
}

/** Whether the parsed form carried a human check (the page was already showing one). */
export function formHadHumanCheck(form: HumanCheckForm): boolean {
  return form.challenge_token !== undefined || form['g-recaptcha-response'] !== undefined;
}
