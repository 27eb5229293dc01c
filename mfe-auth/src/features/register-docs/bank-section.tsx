import { GridItem, TextField } from 'shared/ui';
import { FormSection } from './form-section';

export function BankSection() {
  return (
    <FormSection columns={3} title="Bank account" description="For your salary; it must match the cancelled cheque.">
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <TextField name="acc_name" label="Account Holder Name" />
      </GridItem>
      <TextField name="account_number" label="Account Number" />
      <TextField name="ifsc_code" label="IFSC Code" helper="e.g. SBIN0001234" />
      <TextField name="bank_name" label="Bank Name" />
      <TextField name="branch_name" label="Branch Name" />
    </FormSection>
  );
}
