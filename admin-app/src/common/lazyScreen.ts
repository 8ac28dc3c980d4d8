import { lazy, type ComponentType } from 'react';

/**
 * A console screen loaded when it is first opened (issue 17: the first load carries the shell, the
 * sign-in and the dashboard, not every list and form). `load` is a dynamic import of the screen's
 * module, `name` its exported component; react-admin's Layout renders screens inside <Suspense>.
 */
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
