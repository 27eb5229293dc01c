// jsdom lacks what react-router 7 and Chakra v3 (zag) use.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof window !== 'undefined') {
  if (!window.PointerEvent) window.PointerEvent = class PointerEvent extends MouseEvent {};
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.scrollTo) window.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!window.structuredClone) window.structuredClone = (v) => JSON.parse(JSON.stringify(v));
}
// React 19's development build records an owner stack for every element it creates: an Error
// with ten frames, plus a console task (react/cjs/react-jsx-runtime.development.js). That was
// ~17% of a form test's CPU (register-docs: 5 of 29.7 s in jsx and ReactElement). Past 10,000
// elements per render React itself falls back to one shared "unknown owner" stack; this makes
// that the rule in the unit tests. Warnings still print, with a shorter component stack.
{
  const internals = require('react').__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => {} });
}
