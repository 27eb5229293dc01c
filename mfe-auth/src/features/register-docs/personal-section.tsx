import { TextField } from 'shared/ui';
import { TextAreaField } from '../../lib/text-area-field';
import { FormSection } from './form-section';

export function PersonalSection() {
  return (
    <FormSection title="Personal" description="As on your Aadhaar and PAN cards.">
      <TextField name="name" label="Name" autoComplete="given-name" required />
      <TextField name="surname" label="Surname" autoComplete="family-name" />
      <TextField name="email" label="Personal Email Id" type="email" autoComplete="email" required />
      <TextField name="mobile_no" label="Mobile Number" type="tel" autoComplete="tel" />
      <TextAreaField name="address" label="Address" />
      <TextField name="pincode" label="Pincode" autoComplete="postal-code" required />
      <TextField name="adhaar_no" label="Aadhaar Number" helper="12 digits; only the last 4 are kept" />
      <TextField name="pancard_no" label="PAN Number" helper="e.g. ABCPE1234F" />
    </FormSection>
  );
}
