import type { RawSql } from '../../db/client';
import { HttpError } from '../../http/errors';
import { ENTITY_TYPE_OPTIONS } from 'mfe-masters/model';
import type { Supplier } from './pdf';
import { one } from './sql';

interface SupplierFacts {
  legal_name: string | null;
  registered_address: string | null;
  entity_type: string | null;
  branch_name: string;
  gstin: string | null;
}

const entityLabel = (code: string) => ENTITY_TYPE_OPTIONS.find((o) => o.value === code)?.label ?? code;

/**
 * What stops a tax document (invoice, credit note) of an office from being issued: the Company
 * Master's legal name, registered address and legal entity type, the office's GSTIN, and the PAN
 * inside that GSTIN matching the entity type (its fourth letter, DOMAIN.md). Null when all is there.
 */
export function supplierProblem(f: SupplierFacts): string | null {
  if (!f.legal_name?.trim()) return "Enter the firm's Legal Name in the Company Master before issuing.";
  if (!f.registered_address?.trim()) return "Enter the firm's Registered Address in the Company Master before issuing.";
  if (!f.entity_type) return "Choose the firm's Legal Entity Type in the Company Master before issuing.";
  if (!f.gstin) return `Enter the GSTIN of the ${f.branch_name} office in the Branch Master before issuing.`;
  const letter = f.gstin.charAt(5);
  if (letter !== f.entity_type) {
    return (
      `The GSTIN of the ${f.branch_name} office (${f.gstin}) belongs to a PAN of a ${entityLabel(letter)} (fourth letter ${letter}), ` +
      `but the Company Master's Legal Entity Type is ${entityLabel(f.entity_type)}: correct one of them before issuing.`
    );
  }
  return null;
}

const FACTS = `SELECT p.legal_name, p.registered_address, p.entity_type, cb.branch_name, coalesce(b.supplier_gstin, cb.gstin) AS gstin
  FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id LEFT JOIN company_profile p ON true WHERE b.id = $1`;

/** Refuses (409, naming the missing field) to issue a tax document of this bill's office. */
export async function assertSupplierReady(db: RawSql, billId: number): Promise<void> {
  const problem = supplierProblem(await one<SupplierFacts>(db, FACTS, [billId], 'No such bill.'));
  if (problem) throw new HttpError(409, problem);
}

/** The supplier block of a bill's documents: the firm (Company Master) and the bill's office. */
export async function supplierOf(db: RawSql, billId: number): Promise<Supplier> {
  return one<Supplier>(
    db,
    `SELECT p.legal_name, p.trade_name, p.pan, p.entity_type, concat_ws(', ', p.registered_address, p.city, p.state, p.pincode) AS registered_address,
            cb.branch_name, cb.address, cb.state, cb.state_code, coalesce(b.supplier_gstin, cb.gstin) AS gstin,
            (SELECT json_build_object('account_name', a.account_name, 'account_number', a.account_number, 'ifsc', a.ifsc,
                                      'bank_name', a.bank_name, 'branch_name', a.branch_name, 'upi_id', a.upi_id)
             FROM payment_accounts a WHERE a.company_branch_id = cb.id AND a.is_default = '1' AND a.status = '1') AS account
     FROM bills b JOIN company_branches cb ON cb.id = b.company_branch_id LEFT JOIN company_profile p ON true WHERE b.id = $1`,
    [billId],
    'No such bill.',
  );
}
