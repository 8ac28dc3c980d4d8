import { redirect } from '@remix-run/node';

/** /accountant (ACC-6): the accountant login lives at /login?role=accountant. */
export const loader = () => redirect('/login?role=accountant');
