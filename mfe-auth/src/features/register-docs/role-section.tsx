import { SelectField, TextField } from 'shared/ui';
import { FormSection } from './form-section';
import { JOINING_TYPES, ROLE_OPTIONS } from './register-docs-options';

export function RoleSection() {
  return (
    <FormSection title="Role & joining">
      <SelectField name="role" label="Role" options={ROLE_OPTIONS} placeholder="Select a role" required />
      <TextField name="designation" label="Designation" />
      <SelectField name="joing_type" label="Joining Type" options={JOINING_TYPES} placeholder="Select" />
      <TextField name="join_date" label="Joining Date" type="date" />
      <TextField name="user_type" label="User Type" />
      <TextField name="banks" label="Banks" helper="Banks you have worked with, if any" />
      <TextField name="branch_master_id" label="Branch ID" helper="If HR gave you one" />
      <TextField name="user_pincodes" label="Pincodes You Cover" helper="Separate with commas, e.g. 400001, 400002" />
    </FormSection>
  );
}
