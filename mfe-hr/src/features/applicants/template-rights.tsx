import { useEffect, useRef } from 'react';
import { selectRights, useAppSelector } from 'shared/core';
import { resourceApi, type FormAccess } from 'shared/kit';
import { Alert, Box, Heading, Text } from 'shared/ui';
import type { ResourceRow } from 'shared/resources';
import { rightsTemplatesResource, rightTitle, templateForRole, templateGrant } from '../../model';

const NO_ROWS: ResourceRow[] = [];

/** Every rights template (a short master: one per role), shared by the approval form and its preview. */
export function useRightsTemplates() {
  const { data, isLoading, isError } = resourceApi(rightsTemplatesResource).list.useQuery({ page: 1, pageSize: 100 });
  return { templates: data?.data ?? NO_ROWS, settled: !isLoading || isError };
}

function RightList({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <Box as="ul" aria-label={label} ps="5" fontSize="sm" css={{ listStyleType: 'disc', columns: '2' }}>
      {names.map((n) => (
        <li key={n}>{rightTitle(n)}</li>
      ))}
    </Box>
  );
}

/**
 * Below the master approval's fields: the template follows the chosen role (when one is named after
 * it), and the rights the new account will get are listed, with those the approver lacks set apart
 * (the API gives the same intersection and nothing more).
 */
export function TemplateRights({ values, setValue }: FormAccess) {
  const rights = useAppSelector(selectRights);
  const { templates } = useRightsTemplates();
  const role = typeof values.role === 'string' ? values.role : '';
  const lastRole = useRef(role);
  useEffect(() => {
    if (role === lastRole.current) return;
    lastRole.current = role;
    const match = templateForRole(templates, role);
    if (match) setValue('template_id', String(match.id));
  }, [role, templates, setValue]);

  const template = templates.find((t) => String(t.id) === values.template_id);
  if (!template) return null;
  const mine = new Set<string>((rights ?? []).filter((r) => r.view_status === '1').map((r) => r.page.name));
  const { given, dropped } = templateGrant(Array.isArray(template.rights) ? (template.rights as string[]) : [], mine);
  return (
    <Box as="section" aria-label="Rights the new account gets" mt="4">
      <Heading size="sm" mb="1">
        Rights given ({given.length})
      </Heading>
      {given.length ? <RightList label="Rights given" names={given} /> : <Text fontSize="sm">None of this template’s rights.</Text>}
      {dropped.length > 0 && (
        <Alert.Root status="warning" mt="3" alignItems="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              Not given: you do not hold {dropped.length === 1 ? 'this right' : `these ${dropped.length} rights`} of the template
            </Alert.Title>
            <Alert.Description>
              <RightList label="Rights not given" names={dropped} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
