import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ownerWords, PASSWORD_MESSAGES, passwordShapeProblem, type PasswordCheck } from './password-rule';

/**
 * The list part of the password rule: zxcvbn-ts's common-password list (about 30,000 leaked
 * passwords) and its estimator. A password is refused when the list holds it, or when the
 * estimator (which knows the list, keyboard walks, repeats, dates and the owner's words) scores it
 * below 2 of 4, i.e. fewer than 10^6 guesses.
 */
export function makePasswordCheck(): PasswordCheck {
  const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // The meter and the form ask about the same password on each keystroke: estimate it once.
  let last = { key: '', score: 0 as ReturnType<PasswordCheck['score']> };
  const score = (password: string, owner: Parameters<PasswordCheck['score']>[1]) => {
    if (!password) return 0;
    const words = ownerWords(owner);
    const key = `${password}\u0000${words.join(' ')}`;
    if (key !== last.key) last = { key, score: zxcvbn.check(password.slice(0, 100), words).score };
    return last.score;
  };
  return {
    score,
    problem(password, owner) {
      const shape = passwordShapeProblem(password, owner);
      if (shape) return shape;
      if (common.has(password.toLowerCase()) || score(password, owner) < 2) return PASSWORD_MESSAGES.common;
      return null;
    },
  };
}
