// Chakra's theme/index.js builds its default config (every recipe of the library) with a call
// webpack must assume has side effects, so importing the tokens from it kept all ~90 recipes.
// Marking that call pure lets webpack drop the recipes shared/ui's own system does not list.
module.exports = function pureThemeLoader(source) {
  const out = source.replace('const defaultThemeConfig = defineConfig(', 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
  if (out === source) this.emitWarning(new Error('pure-theme-loader: Chakra theme/index.js changed shape; recipes are no longer dropped'));
  return out;
};
