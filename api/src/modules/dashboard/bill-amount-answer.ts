import { day, int, listOf, nullable, num, object, text } from '../../http/answer-schemas';

/** GET branchWiseBillAmount: each company branch's bills and their amount in the period (BranchWiseBillAmountResponse). */
export const branchBillAmountsAnswer = {
  200: object({
    data: listOf(object({ company_branch_id: int, branch_name: nullable(text), bills: int, amount: num })),
    from_date: day,
    to_date: day,
  }),
};
