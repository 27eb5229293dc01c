import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Without bounds a hanging remote entry waits 20 s and a hanging fetch forever. */
export const SCRIPT_TIMEOUT_MS = 8000;
export const FETCH_TIMEOUT_MS = 8000;

export default function boundedLoading(): ModuleFederationRuntimePlugin {
  return {
    name: 'bounded-loading',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [k, v] of Object.entries(attrs ?? {})) script.setAttribute(k, String(v));
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
    fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
      return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
    },
  };
}
