import { useState } from 'react';
import { selectUser, useAppSelector, type ApiError } from 'shared/core';
import { Alert, Badge, Box, Button, CloseButton, Dialog, Heading, HStack, Portal, SimpleGrid, Spinner, Stack, Text } from 'shared/ui';
import {
  APPLICANT_FLOW,
  APPLICANT_MOVE_FIELDS,
  APPLICANT_STAGE_OPTIONS,
  applicantRoles,
  applicantsResource,
  templateForRole,
  type WorkflowMove,
} from '../../model';
import { useApplicantQuery } from '../../lib/hr-api';
import { MoveDialog } from '../workflow/move-dialog';
import { Decisions } from './decisions';
import { DocumentPreview } from './document-preview';
import { TemplateRights, useRightsTemplates } from './template-rights';

const stageLabel = (v: string) => APPLICANT_STAGE_OPTIONS.find((o) => o.value === v)?.label ?? v;

/** One applicant: details by section, the eight documents, decisions so far, and the moves open to the viewer. */
export function ApplicantDialog({ id, name, onClose, onChanged }: { id: number; name: string; onClose(): void; onChanged(): void }) {
  const me = useAppSelector(selectUser);
  // A move invalidates the applicant's tag, so the details fetch again after one.
  const { data: detail, error: failed, refetch } = useApplicantQuery(id, { refetchOnMountOrArgChange: true });
  const error = failed ? ((failed as ApiError).display ?? (failed as ApiError).message) : null;
  const [moving, setMoving] = useState<WorkflowMove<string> | null>(null);
  // The master approval opens with the role asked for and the template named after it.
  const { templates, settled } = useRightsTemplates();
  const approving = moving?.id === 'master_approve';
  const asked = detail?.requested_role ?? null;
  const template = approving ? templateForRole(templates, asked) : undefined;
  const prefill = asked ? { role: asked, ...(template ? { template_id: template.id } : {}) } : undefined;

  const moves =
    detail && me
      ? APPLICANT_FLOW.moves
          .filter((m) => m.from.includes(detail.stage) && m.who.some((w) => applicantRoles(me, detail as never).includes(w)))
          .filter((m) => m.id !== 'master_approve' || detail.branch_head_by !== me.id)
      : [];

  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="xl" placement="center" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Applicant {name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {error && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                    <Button size="xs" onClick={() => void refetch()}>
                      Retry
                    </Button>
                  </Alert.Root>
                )}
                {!detail && !error && <Spinner aria-label="Loading applicant" />}
                {detail && (
                  <Stack gap="5">
                    <HStack>
                      <Text>Stage:</Text>
                      <Badge colorPalette="blue">{stageLabel(detail.stage)}</Badge>
                    </HStack>
                    {detail.sections.map((s) => (
                      <Box as="section" key={s.title} aria-label={s.title}>
                        <Heading size="sm" mb="1">
                          {s.title}
                        </Heading>
                        <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="1">
                          {s.rows.map(([k, v]) => (
                            <HStack key={k} gap="2" alignItems="baseline">
                              <Text as="dt" color="fg.muted" fontSize="sm" minW="36">
                                {k}
                              </Text>
                              <Text as="dd" fontSize="sm">
                                {v || '—'}
                              </Text>
                            </HStack>
                          ))}
                        </SimpleGrid>
                      </Box>
                    ))}
                    <Box as="section" aria-label="Documents">
                      <Heading size="sm" mb="2">
                        Documents
                      </Heading>
                      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
                        {detail.documents.map((d) => (
                          <DocumentPreview key={d.kind} doc={d} />
                        ))}
                      </SimpleGrid>
                    </Box>
                    <Decisions reviews={detail.reviews} />
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                {moves.map((m) => (
                  <Button
                    key={m.id}
                    colorPalette={m.destructive ? 'red' : 'blue'}
                    variant={m.destructive ? 'outline' : 'solid'}
                    onClick={() => setMoving(m)}
                  >
                    {m.label}
                  </Button>
                ))}
                <Button variant="outline" onClick={onClose}>
                  Close
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close applicant" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {moving && detail && (!approving || settled) && (
        <MoveDialog
          desc={{ ...applicantsResource, titleField: 'name' }}
          move={moving}
          row={{ id: detail.id, version: detail.version, name }}
          fields={APPLICANT_MOVE_FIELDS[moving.id]}
          prefill={prefill}
          onClose={() => setMoving(null)}
          onDone={onChanged}
        >
          {approving ? (form) => <TemplateRights {...form} /> : undefined}
        </MoveDialog>
      )}
    </>
  );
}
