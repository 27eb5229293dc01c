import { binary, dataOf, int, object, text, time } from '../../http/answer-schemas';

export const pdfAnswer = { 200: binary('The letter as a PDF') };

// One template per letter type, answered as a record with id 1.
export const templateAnswer = { 200: dataOf(object({ id: int, title: text, body: text, version: int, updated_at: time })) };
export const templateSavedAnswer = { 200: dataOf(object({ id: int, title: text, body: text, version: int })) };
