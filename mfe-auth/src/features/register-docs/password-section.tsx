import { PasswordField } from 'shared/ui';
import { FormSection } from './form-section';

export function PasswordSection() {
  return (
    <FormSection title="Sign-in password" description="You will sign in with your e-mail and this password once staff verify you.">
      <PasswordField name="password" label="Password" required meter />
      <PasswordField name="password_confirmation" label="Confirm Password" required />
    </FormSection>
  );
}
