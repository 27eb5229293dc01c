/** The reset token: whatever follows the first equals sign of the query string (spec section 2). */
export function readToken(search: string): string {
  return search.split('=')[1] ?? '';
}
