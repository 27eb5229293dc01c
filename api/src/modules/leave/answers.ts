import { leavesResource } from 'mfe-hr/model';
import { dataOf, int, listOf, nullable, num, object, text, time } from '../../http/answer-schemas';
import { recordAnswer } from '../../kit/answers';

/** Applying (201) and a move (200) answer the leave as read after the write. */
export const leaveAnswer = dataOf(recordAnswer(leavesResource));

export const historyAnswer = {
  200: dataOf(
    listOf(
      object({ move: text, from_status: nullable(text), to_status: text, comment: nullable(text), by_name: nullable(text), at: time }),
    ),
  ),
};

// Day counts are numeric columns the schema maps to numbers (halves allowed).
const balance = object({ leave_type: text, allotted: num, used: num, pending: num, available: num });
export const myBalancesAnswer = { 200: object({ year: int, data: listOf(balance) }) };
