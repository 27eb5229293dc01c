import { assetsResource } from 'mfe-hr/model';
import { dataOf, day, int, listOf, nullable, object, text } from '../../http/answer-schemas';
import { recordAnswer } from '../../kit/answers';

/** Issue and return answer the asset as read after the move. */
export const assetMoveAnswer = { 200: dataOf(recordAnswer(assetsResource)) };

export const assignmentsAnswer = {
  200: dataOf(
    listOf(
      object({
        id: int,
        user_name: nullable(text),
        issued_on: day,
        issue_condition: text,
        returned_on: nullable(day),
        return_condition: nullable(text),
        note: nullable(text),
      }),
    ),
  ),
};
