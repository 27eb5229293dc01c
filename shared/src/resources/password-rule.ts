/**
 * The password rule (issue 24, point 2; ASVS 2.1): at least PASSWORD_MIN_LENGTH characters, not in
 * the list of common passwords shipped with the product (zxcvbn-ts's, loaded by `loadPasswordCheck`)
 * and not containing the owner's name or e-mail. The browser (forms and strength meter) and the API
 * (registration, own change, admin reset, update-password) apply this one rule.
 */
export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_MESSAGES = {
  short: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  personal: 'Password must not contain your name or e-mail address',
  common: 'This password is too common or easy to guess: choose a longer, less usual one',
} as const;

/** Whose password it is: its parts of three letters or more may not appear in it. */
export interface PasswordOwner {
  name?: string | null;
  surname?: string | null;
  email?: string | null;
}

/** The owner's name words and e-mail parts (local part split at . _ - +, and the domain's first label). */
export function ownerWords(owner: PasswordOwner): string[] {
  const email = (owner.email ?? '').toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const words = [owner.name, owner.surname, local, domain.split('.')[0]]
    .flatMap((v) =>
      String(v ?? '')
        .toLowerCase()
        .split(/[\s._+\-@]+/),
    )
    .map((w) => w.replace(/\d+$/, ''))
    .filter((w) => w.length >= 3);
  return [...new Set([...words, ...(local.length >= 3 ? [local] : [])])];
}

/** The first problem of the rule's checks that need no list (length, owner's words), or null. */
export function passwordShapeProblem(password: string, owner: PasswordOwner): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.short;
  const lower = password.toLowerCase();
  if (ownerWords(owner).some((w) => lower.includes(w))) return PASSWORD_MESSAGES.personal;
  return null;
}

/** The rule with its list: `problem` answers the first broken check (or null), `score` 0..4 for the meter. */
export interface PasswordCheck {
  problem(password: string, owner: PasswordOwner): string | null;
  score(password: string, owner: PasswordOwner): 0 | 1 | 2 | 3 | 4;
}
