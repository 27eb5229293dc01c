// Heavy compound components (Dialog, Menu, Tooltip, FileUpload…) as stand-ins whose code loads on
// first render, so pages that never show one (the sign-in page) do not download it. The chunks are
// dynamic imports inside shared/ui: same container, same Chakra instance.
import { createElement, Suspense, use, type ComponentType } from 'react';

type Namespace = Record<string, unknown>;

/**
 * `Menu.Root`, `Menu.Item`… each render the real part once its chunk is in, and nothing (inside
 * their own Suspense) until then. The tree shape never changes, so nothing remounts on arrival.
 */
export function lazyNamespace<NS extends object>(load: () => Promise<NS>): NS & { preload(): Promise<void> } {
  let loaded: NS | undefined;
  let pending: Promise<NS> | undefined;
  const fetchOnce = () =>
    (pending ??= load().then(
      (ns) => (loaded = ns),
      (err) => {
        pending = undefined; // a failed chunk load may be retried on the next render
        throw err;
      },
    ));
  const parts = new Map<string, ComponentType<Record<string, unknown>>>();

  function Part({ part, props }: { part: string; props: Record<string, unknown> }) {
    const ns = (loaded ?? use(fetchOnce())) as Namespace;
    return createElement(ns[part] as ComponentType, props);
  }

  // Tests render synchronously: load up front there (webpack folds this branch away).
  if (process.env.NODE_ENV === 'test') void fetchOnce().catch(() => undefined);

  // `preload()` fetches the code without rendering, so a widget shown only on demand (the top
  // bar's profile menu) can wait for a pointer or focus before it costs a download.
  const preload = () => fetchOnce().then(() => undefined);
  return new Proxy({} as NS & { preload(): Promise<void> }, {
    get(_, part) {
      if (part === 'preload') return preload;
      if (typeof part !== 'string' || !/^[A-Z]/.test(part)) return undefined;
      let component = parts.get(part);
      if (!component) {
        component = (props) => createElement(Suspense, { fallback: null }, createElement(Part, { part, props }));
        component.displayName = `Lazy${part}`;
        parts.set(part, component);
      }
      return component;
    },
  });
}

// One chunk per component common pages show (the top bar's Menu and RatingGroup, the dashboard's
// Progress), so a page pays only for what it renders; rarer widgets share one.
const widgets = () => import('./system-widgets');

export const Dialog = lazyNamespace(() => import('./system-dialog').then((m) => m.Dialog));
export const Menu = lazyNamespace(() => import('./system-menu').then((m) => m.Menu));
export const Tooltip = lazyNamespace(() => import('./system-tooltip').then((m) => m.Tooltip));
export const RatingGroup = lazyNamespace(() => import('./system-rating-group').then((m) => m.RatingGroup));
export const FileUpload = lazyNamespace(() => widgets().then((m) => m.FileUpload));
export const Pagination = lazyNamespace(() => widgets().then((m) => m.Pagination));
export const Progress = lazyNamespace(() => import('./system-progress').then((m) => m.Progress));
export const Tabs = lazyNamespace(() => widgets().then((m) => m.Tabs));
export const Calendar = lazyNamespace(() => import('./system-date-picker').then((m) => m.Calendar));
// A whole widget rather than Chakra parts: it builds the list collection its Combobox needs.
export const { TagsCombobox } = lazyNamespace(() => import('./tags-combobox'));
