import { onlineRequestResource } from 'mfe-cases/model';
import { binary, dataOf, int, listOf, nullable, object, text, time } from '../../http/answer-schemas';
import { kitAnswers, recordAnswer } from '../../kit/answers';

/** The response schemas of the online requests' own routes (the kit's list and read beside them). */

const kit = kitAnswers(onlineRequestResource);
const request = recordAnswer(onlineRequestResource) as { properties: Record<string, unknown> };
const withMessage = (data: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  object({ data, ...more, message: text }, { required: ['data'] });

const requestDocument = object({ id: int, doc_type: text, file_name: text, mime_type: text, size_bytes: int, uploaded_at: time });

export const documents = { 200: dataOf(listOf(requestDocument)) };
export const documentFile = { 200: binary('The request’s document, as uploaded') };
export const decided = { 200: withMessage(request) };
export const accepted = { 200: withMessage(request, { case: object({ id: int, case_no: text }) }) };
export const submitted = { 201: withMessage(request) };
export const ownList = kit.list;
/** One own request with its documents. */
export const ownRequest = {
  200: dataOf({ ...request, properties: { ...request.properties, document_list: listOf(requestDocument) } }),
};

export const sheetChecked = {
  200: dataOf(
    object({
      rows: listOf(
        object({
          row: int,
          values: { type: 'object', additionalProperties: nullable(text) },
          errors: { type: 'object', additionalProperties: text },
        }),
      ),
      valid: int,
      invalid: int,
      header_line: int,
    }),
  ),
};
export const imported = { 200: object({ count: int, message: text }) };
