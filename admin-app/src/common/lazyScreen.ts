import { createElement, lazy, Suspense, useEffect, useState, type ComponentType, type FunctionComponent } from 'react';
import { Loading } from 'react-admin';

/** A console screen whose module loads when it is first needed (issue 17, ADR 070). */
export interface LazyScreen<P = any> extends FunctionComponent<P> {
  /** Starts loading the screen's module (once) and resolves when it is loaded. */
  preload(): Promise<void>;
  /** The screen's component once its module is loaded, else undefined. */
  loaded(): ComponentType<P> | undefined;
}

/** Screens by group: a resource's list, show, edit and create, or a custom page with its detail. */
const GROUPS = new Map<string, LazyScreen[]>();

/** The screens of a group (a menu entry's target: a resource name or a custom page's key). */
export function screensOf(group: string): readonly LazyScreen[] {
  return GROUPS.get(group) ?? [];
}

/** Starts loading every screen of the group; resolves when all are loaded. */
export function preloadScreens(group: string): Promise<void> {
  return Promise.all(screensOf(group).map((screen) => screen.preload())).then(() => undefined);
}

/**
 * A console screen loaded when it is first opened (issue 17: the first load carries the shell and
 * the sign-in, not every list and form). `load` is a dynamic import of the screen's module, `name`
 * its exported component, `groups` the menu targets it belongs to (its resource's name).
 *
 * Opening a screen starts loading its whole group, so when a list opens its show / edit / create
 * load with it. A screen whose module is already loaded renders it directly: no suspension, so
 * the navigation to it is never held back while the screen it leaves keeps running (a list's
 * debounced filter would then navigate back to the list and lose a row click). Only a screen not
 * yet loaded goes through React.lazy, inside its own <Suspense>: the screen it replaces unmounts at
 * once (with react-admin's Layout boundary it stayed mounted, hidden, while the chunk loaded).
 */
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  groups: string | readonly string[] = [],
): LazyScreen<M[K] extends ComponentType<infer P> ? P : never> {
  type P = M[K] extends ComponentType<infer Q> ? Q : never;
  const groupList = typeof groups === 'string' ? [groups] : groups;
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        component = module[name] as ComponentType<P>;
      },
      (error: unknown) => {
        // A failed chunk (network) is tried again next time: React.lazy keeps its failure, so a new one.
        loading = undefined;
        Lazy = lazyComponent();
        throw error;
      },
    ));
  const preloadGroups = () => {
    for (const group of groupList) void preloadScreens(group).catch(() => undefined);
  };
  const lazyComponent = () =>
    lazy(async () => {
      preloadGroups(); // the siblings load alongside this screen, not after it
      await preload();
      return { default: component as ComponentType<P> };
    });
  let Lazy = lazyComponent();

  const Screen = ((props: P) => {
    // Chosen once per mounted screen, so it never switches from Lazy to the component (a remount).
    const [Loaded] = useState(() => component);
    useEffect(preloadGroups, []);
    if (Loaded) return createElement(Loaded as ComponentType<any>, props as object);
    return createElement(Suspense, { fallback: createElement(Loading) }, createElement(Lazy as ComponentType<any>, props as object));
  }) as LazyScreen<P>;
  Screen.displayName = `LazyScreen(${name})`;
  Screen.preload = preload;
  Screen.loaded = () => component;
  for (const group of groupList) GROUPS.set(group, [...screensOf(group), Screen]);
  return Screen;
}
