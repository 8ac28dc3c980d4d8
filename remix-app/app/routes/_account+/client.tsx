import { redirect } from '@remix-run/node';

/** /client (ACC-6): the client login lives at /login?role=client. */
export const loader = () => redirect('/login?role=client');
