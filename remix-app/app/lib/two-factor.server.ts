import { createCookie, type Cookie } from '@remix-run/node';
import {
  getConfig,
  issueTwoFactorTicket,
  landingPathFor,
  readTwoFactorTicket,
  TWO_FACTOR_TICKET_SECONDS,
  type LoginVariant,
  type SecondFactorStep,
  type TwoFactorTicket,
  type User,
} from '@iprenew/models';
import { newSessionCookie, redirectAcrossApps, redirectWithFlash } from './session.server';

/**
 * The pending second factor of the login pages (issue 18, ADR 077). After the password passed, a
 * user who must give a code (or enrol first) gets no session but a `__2fa` cookie holding the signed
 * ticket (models: issueTwoFactorTicket — user, variant, step, 5 minutes), and is sent to
 * /login/two-factor (the code) or /login/two-factor/enrol (forced enrolment). Only when that step
 * passes is the session created, with the same landing as a sign-in without a second factor.
 */
export const TWO_FACTOR_COOKIE_NAME = '__2fa';
export const TWO_FACTOR_CODE_PATH = '/login/two-factor';
export const TWO_FACTOR_ENROL_PATH = '/login/two-factor/enrol';

let cookie: Cookie | undefined;

function ticketCookie(): Cookie {
  cookie ??= (() => {
    const config = getConfig();
    // The value is signed by the ticket itself; the cookie adds no second signature.
    return createCookie(TWO_FACTOR_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: TWO_FACTOR_TICKET_SECONDS });
  })();
  return cookie;
}

/** The login page a ticket's variant returns to. */
export function loginPathOfVariant(variant: LoginVariant): string {
  return variant === 'webadmin' ? '/webadmin' : `/login?role=${variant}`;
}

/** The ticket of the request (valid, unexpired), or null. */
export async function readTicket(request: Request, step?: SecondFactorStep): Promise<TwoFactorTicket | null> {
  let value: unknown = null;
  try {
    value = await ticketCookie().parse(request.headers.get('Cookie'));
  } catch {
    value = null;
  }
  const ticket = readTwoFactorTicket(value);
  if (!ticket || (step && ticket.step !== step)) return null;
  return ticket;
}

/** After the password: no session yet; the ticket cookie and the page of the step. */
export async function startSecondFactor(input: { user: Pick<User, 'id'>; variant: LoginVariant; step: SecondFactorStep; previousLogin: string | null }): Promise<Response> {
  const ticket = issueTwoFactorTicket({ userId: input.user.id, variant: input.variant, step: input.step, previousLogin: input.previousLogin });
  const headers = new Headers({ 'Set-Cookie': await ticketCookie().serialize(ticket) });
  return redirectAcrossApps(input.step === 'code' ? TWO_FACTOR_CODE_PATH : TWO_FACTOR_ENROL_PATH, { headers });
}

/** The Set-Cookie value that removes the ticket. */
export function clearTicketCookie(): Promise<string> {
  return ticketCookie().serialize('', { maxAge: 0, expires: new Date(0) });
}

/** The Set-Cookie values that end the second step: the new session, the ticket removed. */
export async function sessionHeaders(request: Request, user: Pick<User, 'id'>, ticket: TwoFactorTicket): Promise<Headers> {
  const headers = new Headers();
  headers.append('Set-Cookie', await newSessionCookie(request, { userId: user.id, data: { previousLogin: ticket.previousLogin } }));
  headers.append('Set-Cookie', await clearTicketCookie());
  return headers;
}

/** The second step passed: the session, and the landing of a sign-in without a second factor. */
export async function finishSignIn(request: Request, user: Pick<User, 'id' | 'role_id'>, ticket: TwoFactorTicket): Promise<Response> {
  return redirectAcrossApps(landingPathFor(user.role_id), { headers: await sessionHeaders(request, user, ticket) });
}

/** The ticket is gone or expired: back to its login (or /login) with the reason. */
export async function restartSignIn(variant: LoginVariant | null): Promise<Response> {
  const headers = new Headers({ 'Set-Cookie': await clearTicketCookie() });
  return redirectWithFlash(variant ? loginPathOfVariant(variant) : '/login', { type: 'error', message: 'auth:two_factor.expired' }, { headers });
}
