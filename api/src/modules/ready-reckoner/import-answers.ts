import { bool, int, listOf, object, text } from '../../http/answer-schemas';

const lineRange = object({ from: int, to: int });

/** mfe-realestate/model ImportReport: what importSheet answers (ready reckoner, market transactions). */
export const importReportAnswer = {
  200: object({
    rows: int,
    added: int,
    existing: int,
    errors: listOf(object({ line: int, message: text })),
    taken: listOf(lineRange),
    header_line: int,
    ignored: int,
    checked: bool,
    message: text,
  }),
};

/** mfe-masters/model PincodeImportReport. */
export const pincodeImportAnswer = {
  200: object({
    rows: int,
    inserted: int,
    updated: int,
    errors: listOf(object({ line: int, pincode: text, message: text })),
    taken: listOf(lineRange),
    header_line: int,
    ignored: int,
    checked: bool,
    message: text,
  }),
};
