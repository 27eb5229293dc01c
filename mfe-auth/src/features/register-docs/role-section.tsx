import { KitField } from 'shared/kit';
import { SelectField, TextField } from 'shared/ui';
import { REGISTER_PINCODES_FIELD } from '../../model';
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
      <KitField field={REGISTER_PINCODES_FIELD} mode="create" />
    </FormSection>
  );
}
