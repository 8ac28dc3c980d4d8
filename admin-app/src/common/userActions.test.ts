import { afterEach, describe, expect, it, vi } from 'vitest';
import { postUserAction, safeRedirectPath, userActionUrl } from './userActions';
import { agentDefaultsFromPreRegistration, preRegisterAgentParam } from '../agents/preRegistration';
import { createAgentSearch } from '../preregistered-agents/createAgentSearch';

afterEach(() => vi.unstubAllGlobals());

describe('user row actions', () => {
  it('posts to /api/admin/users/:id/<action> with JSON and the session cookie', async () => {
    expect(userActionUrl(12, 'resend-password')).toBe('/api/admin/users/12/resend-password');
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ message: 'Record update successfully' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    await expect(postUserAction(7, 'block')).resolves.toEqual({ message: 'Record update successfully' });
    expect(calls[0]?.url).toBe('/api/admin/users/7/block');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('rejects with the status and the server body on failure', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'An error has occured when impersonating' }), { status: 422 }),
    );
    await expect(postUserAction(7, 'impersonate')).rejects.toMatchObject({
      status: 422,
      body: { message: 'An error has occured when impersonating' },
    });
  });

  it('follows only same-origin paths after impersonation', () => {
    expect(safeRedirectPath('/dashboard/overview')).toBe('/dashboard/overview');
    expect(safeRedirectPath('/dashboard/user/profile')).toBe('/dashboard/user/profile');
    expect(safeRedirectPath('https://evil.example/')).toBe('/dashboard/overview');
    expect(safeRedirectPath('//evil.example/')).toBe('/dashboard/overview');
    expect(safeRedirectPath(undefined)).toBe('/dashboard/overview');
  });
});

describe('New Agent from a pre-registration (ADM-16, ADM-21)', () => {
  it('reads ?preRegisterAgent=<id>', () => {
    expect(preRegisterAgentParam(new URLSearchParams('preRegisterAgent=42'))).toBe(42);
    expect(preRegisterAgentParam(new URLSearchParams('preRegisterAgent=abc'))).toBeNull();
    expect(preRegisterAgentParam(new URLSearchParams('preRegisterAgent=0'))).toBeNull();
    expect(preRegisterAgentParam(new URLSearchParams(''))).toBeNull();
  });
  it('pre-fills name, e-mail and contact and keeps the pre-registration id', () => {
    expect(agentDefaultsFromPreRegistration({ id: 42, name: 'Ali', email: 'ali@example.com', contact: '0123456789' })).toEqual({
      name: 'Ali',
      email: 'ali@example.com',
      contact: '0123456789',
      preregister_agent_id: 42,
    });
    expect(agentDefaultsFromPreRegistration(undefined)).toEqual({});
  });
  it('links the list’s Create Agent to agents/create?preRegisterAgent=<id>', () => {
    expect(createAgentSearch(42)).toBe('?preRegisterAgent=42');
  });
});
