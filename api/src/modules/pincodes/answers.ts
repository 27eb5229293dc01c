import { dataOf, int, listOf, nullable, object, text } from '../../http/answer-schemas';

/** GET lookups/pincodes and register/pincodes: pincode choices (master data only, PincodeChoice). */
export const pincodeChoicesAnswer = {
  200: dataOf(listOf(object({ pincode: text, name: text, area: text, district: text, state: text }))),
};

/** GET lookups/pincodes/{pincode}: its localities, branch and engineers (PincodeInfo). */
export const pincodeInfoAnswer = {
  200: dataOf(
    object({
      pincode: text,
      district: text,
      state: text,
      localities: listOf(text),
      company_branch_id: nullable(int),
      company_branch_name: nullable(text),
      engineer_id: nullable(int),
      engineer_name: nullable(text),
      backup_engineer_id: nullable(int),
      backup_engineer_name: nullable(text),
    }),
  ),
};
