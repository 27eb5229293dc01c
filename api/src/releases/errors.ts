/** A refused release operation; `kind` maps to the HTTP status (404, 409, 400, 423) and the CLI exit. */
export class ReleaseError extends Error {
  constructor(
    readonly kind: 'not-found' | 'conflict' | 'gate' | 'invalid' | 'busy',
    message: string,
    readonly reasons: string[] = [],
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}
