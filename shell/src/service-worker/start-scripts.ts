/**
 * What the engineer's page loads first, kept while the worker installs: V8 compiles the scripts a
 * worker caches during its install event at once and keeps their code with them, so a repeat visit
 * runs them without compiling (~a third of the start's CPU on a slow phone); cached later, as the
 * page's other files are, their code is only kept after several loads. The list is the page's own
 * preload hints (its Link header: the shell's start chunks, the registry, the remote's entry and
 * chunks); the files come from the HTTP cache the first visit filled. Same cache as the runtime
 * rule for app files (shell/offline.cjs), so they are refreshed behind like any other.
 */
export async function keepStartScripts(scope: string) {
  try {
    const page = await fetch(scope, { credentials: 'same-origin' });
    if (!page.ok) return;
    const urls = (page.headers.get('link') || '')
      .split(',')
      .filter((l) => /rel=preload/.test(l) && /as=script/.test(l))
      .map((l) => (/<([^>]+)>/.exec(l) || [])[1])
      .filter((u): u is string => !!u && u.startsWith('/'));
    const files = await caches.open('app-files');
    await files.put(scope, page);
    await Promise.all(urls.map((u) => files.add(u).catch(() => undefined)));
  } catch {
    // offline or not built: the runtime rules still keep what the page loads
  }
}
