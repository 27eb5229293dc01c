// The look of a page the shell starts light (PageDecl.start 'light', issue 31): plain elements with
// these classes, in Chakra's tokens (shared/ui/system.ts) so that the page looks as the rest of the
// suite, with or without the kit's global styles, which arrive when the page first loads the kit
// (UiIsland). No Chakra here: this is what such a page loads instead of it.

const FONT = `Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"`;

/** Chakra's palettes (subtle background, text) that a light badge can take, by palette name. */
const PALETTES: Record<string, [string, string]> = {
  gray: ['#f4f4f5', '#3f3f46'],
  blue: ['#dbeafe', '#173da6'],
  cyan: ['#cffafe', '#0c5c72'],
  purple: ['#f3e8ff', '#641ba3'],
  orange: ['#ffedd5', '#92310a'],
  green: ['#dcfce7', '#116932'],
  teal: ['#ccfbf1', '#0c5d56'],
  yellow: ['#fef9c3', '#845209'],
  red: ['#fee2e2', '#991919'],
};

const CSS = `
.lt-app{min-height:100vh;background:#fafafa;color:#09090b;font-family:${FONT};font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}
.lt-app *,.lt-app *::before,.lt-app *::after{box-sizing:border-box;border-width:0;border-style:solid;border-color:#e4e4e7}
.lt-app h1,.lt-app h2,.lt-app p,.lt-app ul{margin:0;padding:0}
.lt-app a{color:#173da6;text-decoration:underline;text-underline-offset:3px}
.lt-bar{display:flex;align-items:center;gap:.5rem;padding:.5rem;background:#fff;border-bottom-width:1px}
.lt-bar h1{flex:1;min-width:0;font-size:1rem;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lt-main{padding:.75rem}
.lt-stack{display:flex;flex-direction:column;gap:.75rem;max-width:28rem;margin:0 auto}
.lt-row{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}
.lt-between{display:flex;justify-content:space-between;align-items:flex-start;gap:.5rem}
.lt-card{border-width:1px;border-radius:.375rem;padding:.75rem;background:#fff}
.lt-h2{font-size:1.125rem;font-weight:600;line-height:1.75rem}
.lt-sm{font-size:.875rem;line-height:1.25rem}
.lt-xs{font-size:.75rem;line-height:1rem}
.lt-muted{color:#52525b}
.lt-strong{font-weight:700}
.lt-error{color:#991919}
.lt-btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.25rem;padding:0 .875rem;border-radius:.375rem;border-width:1px;border-color:#e4e4e7;background:#fff;color:#09090b;font:inherit;font-size:.875rem;font-weight:500;line-height:1.25rem;cursor:pointer;text-decoration:none}
.lt-btn:hover{background:#f4f4f5}
.lt-btn:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.lt-btn:disabled,.lt-btn[aria-busy=true]{opacity:.5;cursor:not-allowed}
.lt-btn.lt-solid{border-color:transparent;background:#16a34a;color:#fff}
.lt-btn.lt-solid:hover{background:#116932}
.lt-btn.lt-blue{border-color:#bfdbfe;color:#173da6}
.lt-btn.lt-ghost{border-color:transparent;background:transparent;min-height:2rem;padding:0 .625rem;font-size:.75rem}
.lt-btn.lt-ghost:hover{background:#f4f4f5}
.lt-btn.lt-xs{min-height:2rem;padding:0 .625rem;font-size:.75rem}
.lt-badge{display:inline-flex;align-items:center;border-radius:.25rem;padding:0 .375rem;font-size:.75rem;font-weight:500;line-height:1.25rem;white-space:nowrap}
${Object.entries(PALETTES)
  .map(([name, [bg, fg]]) => `.lt-badge[data-palette=${name}]{background:${bg};color:${fg}}`)
  .join('\n')}
.lt-alert{border-radius:.375rem;padding:.5rem .75rem;background:#fee2e2;color:#991919}
.lt-alert[data-status=warning]{background:#fef9c3;color:#845209}
.lt-note{border-width:1px;border-radius:.375rem;padding:.75rem;background:#fefce8}
.lt-spinner{width:2rem;height:2rem;margin:2rem auto;border-radius:9999px;border:3px solid #e4e4e7;border-top-color:#2563eb;animation:lt-spin .6s linear infinite}
@media (prefers-reduced-motion:reduce){.lt-spinner{animation-duration:2s}}
@keyframes lt-spin{to{transform:rotate(360deg)}}
`;

const ID = 'light-ui-styles';

/** Puts the light stylesheet in the document once (the shell's light start and the page both call it). */
export function ensureLightStyles(doc: Document = document): void {
  if (doc.getElementById(ID)) return;
  const style = doc.createElement('style');
  style.id = ID;
  style.textContent = CSS;
  doc.head.appendChild(style);
}
