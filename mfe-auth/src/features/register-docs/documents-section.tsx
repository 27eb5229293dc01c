import { FileField } from './file-field';
import { FormSection } from './form-section';
import { DOCUMENTS } from './register-docs-options';

export function DocumentsSection() {
  return (
    <FormSection title="Documents" description="PDF, JPEG, PNG or WebP files of at most 5 MB each.">
      {DOCUMENTS.map((d) => (
        <FileField key={d.name} name={d.name} label={d.label} />
      ))}
    </FormSection>
  );
}
