import { usersResource } from 'mfe-hr/model';
import { dataOf, day, int, listOf, nullable, num, object, text } from '../../http/answer-schemas';
import { kitAnswers } from '../../kit/answers';

/** The answers of the users' routes, and the user as sign-in and GET /api/me answer it (UserDTO). */

const flag = { type: 'string', enum: ['1', '0'] };

/** One page right (RightDTO). */
export const rightAnswer = object({ page: object({ name: text }), view_status: flag });

/** A user with their rights (UserDTO). */
export const userAnswer = object({
  id: int,
  name: text,
  surname: nullable(text),
  email: text,
  role: text,
  designation: text,
  mobile_no: nullable(text),
  address: nullable(text),
  city: nullable(text),
  country: nullable(text),
  pincode: nullable(text),
  about: nullable(text),
  join_date: nullable(day),
  rating: num,
  status: flag,
  kind: { type: 'string', enum: ['admin', 'employee'] },
  company_branch_id: nullable(int),
  company_branch_name: nullable(text),
  reporting_manager_id: nullable(int),
  rights: listOf(rightAnswer),
});

/** A lookup's choices: id and label. */

const kit = kitAnswers(usersResource);

/** POST userSearch answers the users list; POST userStatus a bulk action's count. */
export const userSearchAnswer = kit.list;
export const userStatusAnswer = kit.bulk;

/** PATCH userPatch/{id}. */
export const userPatchAnswer = { 200: dataOf(object({ id: int })) };
