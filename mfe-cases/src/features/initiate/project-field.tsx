import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { KitField, type FormValues } from 'shared/kit';
import { Alert, Box, Checkbox, Text } from 'shared/ui';
import type { FieldDesc } from 'shared/resources';
import { useProjectCaseWarningQuery } from './project-warning-api';

/** The project of the property, if it is in one (the list of projects is mfe-realestate's). */
const PROJECT_FIELD: FieldDesc = {
  name: 'project_id',
  label: 'Project',
  type: 'select',
  valueType: 'integer',
  optionsFrom: { path: 'lookups/projects', valueField: 'id', labelField: 'name', searchable: true },
  help: 'The building project the property is in, if any',
  width: 'full',
};

/** The form values this field adds to the case's own (the box as '1' or ''); sent beside the description's payload. */
export const PROJECT_INITIAL: FormValues = { project_id: '', acknowledge_project_warning: '' };

export const projectPayload = (v: FormValues) =>
  v.project_id ? { project_id: Number(v.project_id), acknowledge_project_warning: v.acknowledge_project_warning === '1' } : {};

/**
 * The project choice and, when the chosen bank lists that project negative or NPA, the warning
 * with the box the initiator must tick (the API refuses the case until it is ticked).
 */
export function ProjectField() {
  const { values, setFieldValue, errors } = useFormikContext<FormValues>();
  const projectId = Number(values.project_id) || 0;
  const bankId = Number(values.bank_id) || 0;
  const { data: warning } = useProjectCaseWarningQuery({ projectId, bankId }, { skip: !projectId || !bankId });
  const shown = projectId && bankId ? warning : null;
  // A different project or bank needs its own acknowledgement.
  useEffect(() => {
    void setFieldValue('acknowledge_project_warning', '', false);
  }, [projectId, bankId, setFieldValue]);
  return (
    <>
      <KitField field={PROJECT_FIELD} mode="create" />
      {shown && (
        <Box gridColumn="1 / -1">
          <Alert.Root status="warning" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Project warning</Alert.Title>
              <Text fontSize="sm" my="1">
                {shown}
              </Text>
              <Checkbox.Root
                checked={values.acknowledge_project_warning === '1'}
                onCheckedChange={(d) => setFieldValue('acknowledge_project_warning', d.checked === true ? '1' : '')}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>I acknowledge this warning and initiate the case</Checkbox.Label>
              </Checkbox.Root>
              {typeof errors.acknowledge_project_warning === 'string' && (
                <Text color="red.600" fontSize="sm" mt="1">
                  {errors.acknowledge_project_warning}
                </Text>
              )}
            </Alert.Content>
          </Alert.Root>
        </Box>
      )}
    </>
  );
}
