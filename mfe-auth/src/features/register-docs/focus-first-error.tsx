import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { Alert } from 'shared/ui';

/** On a long form a refused submit moves focus to the first field in error and says why. */
export function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  useEffect(() => {
    if (submitCount > 0 && !isValid && !isSubmitting) {
      document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [submitCount, isValid, isSubmitting, formId]);
  if (submitCount === 0 || isValid) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>Please correct the fields marked in red.</Alert.Title>
    </Alert.Root>
  );
}
