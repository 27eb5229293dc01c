import { GridItem, SelectField, TextField } from 'shared/ui';
import { FormSection } from './form-section';
import { REFERENCE_TYPES } from './register-docs-options';

function Reference({ n }: { n: 1 | 2 }) {
  return (
    <>
      <SelectField name={`ref_type_${n}`} label={`Reference ${n} Type`} options={REFERENCE_TYPES} placeholder="Select" />
      <TextField name={`ref_name_${n}`} label={`Reference ${n} Name`} />
      <TextField name={`ref_number_${n}`} label={`Reference ${n} Number`} type="tel" />
    </>
  );
}

export function ContactsSection() {
  return (
    <FormSection columns={3} title="Contacts & references" description="Family contacts for emergencies, and two people who know you.">
      <TextField name="personal_contact" label="Personal Contact Number" type="tel" required />
      <TextField name="father_contact" label="Father's Contact Number" type="tel" required />
      <TextField name="mother_contact" label="Mother's Contact Number" type="tel" required />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <TextField name="ref_name" label="Referred By (Name)" />
      </GridItem>
      <TextField name="ref_number" label="Referred By (Number)" type="tel" />
      <Reference n={1} />
      <Reference n={2} />
    </FormSection>
  );
}
