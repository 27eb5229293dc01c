/** A full page load, so the shell and every remote start clean after a password change (spec 4). */
export function reloadPage(): void {
  window.location.reload();
}
