import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, Configuration, ROLE, USER_STATUS } from '@iprenew/models';
import { buildCustomer, buildStaff, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { jsonResponse, requireApi, toErrorResponse } from '~/lib/api.server';
import { translate } from '~/lib/i18n.server';
import { request, signedInCookie, thrown } from '../requests';

let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
});
afterAll(async () => {
  await world?.close();
});

describe(`api.server (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('answers 401 JSON "Session is expired / Unauthorized" without a session', async () => {
    const response = await thrown(requireApi(request('/api/admin/customers'), 'customers', 'list'));
    expect(response.status).toBe(401);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Session is expired / Unauthorized' });
  });

  it('answers 403 JSON for a role outside RESOURCES, and passes staff through', async () => {
    const member = await buildCustomer();
    const forbidden = await thrown(requireApi(request('/api/admin/customers', { cookie: await signedInCookie(member) }), 'customers', 'list'));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: translate('en', 'auth:forbidden') });
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    expect((await thrown(requireApi(request('/x', { cookie: await signedInCookie(accountant) }), 'customers', 'list'))).status).toBe(403);
    const admin = await buildStaff(ROLE.ADMIN);
    const auth = await requireApi(request('/x?lng=bm', { cookie: await signedInCookie(admin) }), 'customers', 'list');
    expect(auth.user.id).toBe(admin.id);
    expect(auth.language).toBe('bm');
  });

  it('answers 403 with the blocked message and ends the session of a blocked user', async () => {
    const admin = await buildStaff(ROLE.ADMIN, { status_id: USER_STATUS.BLOCKED });
    const cookie = await signedInCookie(admin);
    const response = await thrown(requireApi(request('/x', { cookie }), 'customers', 'list'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'This account has been blocked, please contact with our administrator to know more about it.',
    });
    expect((await thrown(requireApi(request('/x', { cookie }), 'customers', 'list'))).status).toBe(401);
  });

  it('answers 503 during maintenance except for a super admin', async () => {
    await Configuration.writeValue('maintenance', true);
    try {
      const admin = await buildStaff(ROLE.ADMIN);
      const response = await thrown(requireApi(request('/x', { cookie: await signedInCookie(admin) }), 'customers', 'list'));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: '503 Maintenance Mode' });
      expect((await thrown(requireApi(request('/x'), 'customers', 'list'))).status).toBe(503);
      const sa = await buildStaff(ROLE.SUPER_ADMIN);
      expect((await requireApi(request('/x', { cookie: await signedInCookie(sa) }), 'customers', 'list')).user.id).toBe(sa.id);
    } finally {
      await Configuration.writeValue('maintenance', false);
    }
  });

  it('turns errors into translated JSON answers (401, 403, 422 with field errors, 429, 500)', async () => {
    const unauthorized = toErrorResponse(new AppError('UNAUTHORIZED', 'auth:invalid_credentials'), 'en');
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ message: 'These credentials do not match our records.' });

    const blocked = toErrorResponse(new AppError('FORBIDDEN', 'auth:blocked'), 'cn');
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).message).toBe(translate('cn', 'auth:blocked'));

    const invalid = toErrorResponse(
      new AppError('VALIDATION', 'auth:invalid_payload', { fieldErrors: { email: ['auth:email_invalid'], password: ['auth:password_min', 'x'] } }),
      'en',
    );
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      message: 'The request is invalid.',
      errors: { email: 'The email must be a valid email address.', password: 'The password must be at least 6 characters.' },
    });

    const zod = z.object({ email: z.email('auth:email_invalid') }).safeParse({ email: 'x' });
    const zodResponse = toErrorResponse(zod.error, 'bm');
    expect(zodResponse.status).toBe(422);
    expect(await zodResponse.json()).toEqual({
      message: translate('bm', 'auth:email_invalid'),
      errors: { email: translate('bm', 'auth:email_invalid') },
    });

    const limited = toErrorResponse(new AppError('RATE_LIMITED', 'auth:too_many_attempts', { params: { minutes: 15 } }), 'en');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'Too many attempts. Please wait 15 minutes and try again.' });

    const original = console.error;
    console.error = () => {};
    try {
      const crash = toErrorResponse(new Error('boom'), 'en');
      expect(crash.status).toBe(500);
      expect(await crash.json()).toEqual({ message: 'Problem occurs in our system. Please try again later' });
    } finally {
      console.error = original;
    }
    const passthrough = new Response('x', { status: 418 });
    expect(toErrorResponse(passthrough, 'en')).toBe(passthrough);
  });

  it('builds JSON answers', async () => {
    const response = jsonResponse({ a: 1 }, { status: 201, headers: { 'X-Test': '1' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Test')).toBe('1');
    expect(await response.json()).toEqual({ a: 1 });
  });
});
