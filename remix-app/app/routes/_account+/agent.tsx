import { redirect } from '@remix-run/node';

/** /agent (ACC-6): the agent login lives at /login?role=agent. */
export const loader = () => redirect('/login?role=agent');
