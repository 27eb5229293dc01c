import { useField } from 'formik';
import { useRef } from 'react';
import { Button, Field, HStack, Input } from 'shared/ui';
import { ACCEPT_ATTR } from './register-docs-options';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One document upload: a native file input (keyboard and screen-reader friendly) bound to formik. */
export function FileField({ name, label }: { name: string; label: string }) {
  const [, meta, helpers] = useField<File | null>(name);
  const input = useRef<HTMLInputElement>(null);
  const invalid = !!(meta.touched && meta.error);
  const file = meta.value;

  const choose = (next: File | null) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(next, true);
  };

  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <HStack w="full">
        <Input
          ref={input}
          type="file"
          name={name}
          accept={ACCEPT_ATTR}
          flex="1"
          py="1.5"
          fontSize="sm"
          onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
        />
        {file && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${label}`}
            onClick={() => {
              if (input.current) input.current.value = '';
              choose(null);
            }}
          >
            Remove
          </Button>
        )}
      </HStack>
      {invalid ? (
        <Field.ErrorText>{meta.error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{file ? `${file.name} (${size(file.size)})` : 'PDF, JPEG, PNG or WebP, up to 5 MB'}</Field.HelperText>
      )}
    </Field.Root>
  );
}
