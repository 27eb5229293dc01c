import { binary, dataOf, int, listOf, nullable, object, text, time } from '../../http/answer-schemas';

/** GET applicants/{id} and a move's answer: mfe-hr/model ApplicantDetail. */
const detail = object({
  id: int,
  version: int,
  stage: text,
  // Each row is a [label, value] pair.
  sections: listOf(object({ title: text, rows: listOf(listOf(text)) })),
  documents: listOf(
    object({ kind: text, label: text, name: nullable(text), mime: nullable(text), size: nullable(int), url: nullable(text) }),
  ),
  reviews: listOf(
    object({
      move: text,
      reason: nullable(text),
      role: nullable(text),
      template: nullable(text),
      rights_given: nullable(listOf(text)),
      by_name: nullable(text),
      at: time,
    }),
  ),
  branch_head_id: nullable(int),
  branch_head_by: nullable(int),
  requested_role: nullable(text),
});

export const detailAnswer = { 200: dataOf(detail) };
export const documentAnswer = { 200: binary('The uploaded document, shown inline') };
