import { useState } from 'react';
import { Box, Button, Collapsible, HStack, Link, Stack, Text } from 'shared/ui';
import { istDateTime, type CaseDetail } from '../../model';
import { useCaseQuery } from '../case-list/cases-api';
import { StatusBadge } from '../case-list/badges';
import { MoveDialog } from '../case-list/move-dialog';
import { ObservationsForm } from './observations-form';
import { PhotoCapture } from './photo-capture';
import { SiteCheckIn } from './site-check-in';
import { GuidedVisit } from '../site-visit/guided-visit';
import { useActor } from '../case-list/use-actor';

export interface QueueRow {
  id: number;
  version: number;
  case_no: string;
  status: CaseDetail['status'];
  applicant_name: string | null;
  property_address: string | null;
  appointment_at: string | null;
  site_engineer_id: number | null;
}

/** One visit on the engineer's phone: where, when, whom to call; mark visited, photos, observations. */
export function VisitCard({ row }: { row: QueueRow }) {
  const [marking, setMarking] = useState(false);
  // The case is read the first time its details are opened, then kept fresh by its tag.
  const [opened, setOpened] = useState(false);
  const [guided, setGuided] = useState(false);
  const me = useActor().id;
  const { data: detail, error: failed } = useCaseQuery(row.id, { skip: !opened });
  const error = failed?.message ?? null;
  const contact = (detail ?? null) as (CaseDetail & { site_contact_name?: string; site_contact_mobile?: string }) | null;
  return (
    <Box as="article" aria-label={`Visit ${row.case_no}`} borderWidth="1px" borderRadius="md" p="3" bg="white">
      <HStack justify="space-between" align="flex-start">
        <Stack gap="0">
          <Text fontWeight="bold">{row.case_no}</Text>
          <Text fontSize="sm">{row.applicant_name}</Text>
        </Stack>
        <StatusBadge status={row.status} />
      </HStack>
      <Text fontSize="sm" mt="1">
        {row.property_address}
      </Text>
      <Text fontSize="sm" color="gray.700">
        {row.appointment_at ? `Appointment ${istDateTime(row.appointment_at)}` : 'No appointment set'}
      </Text>
      <HStack gap="2" mt="2" wrap="wrap">
        {row.status === 'ALLOCATED' && (
          <Button size="sm" colorPalette="green" onClick={() => setMarking(true)}>
            Mark visited
          </Button>
        )}
        <SiteCheckIn caseId={row.id} caseNo={row.case_no} />
        <PhotoCapture caseId={row.id} caseNo={row.case_no} />
        <Link
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(row.property_address ?? '')}`}
          target="_blank"
          rel="noopener"
          fontSize="sm"
          color="blue.700"
        >
          Map
        </Link>
      </HStack>
      <Collapsible.Root onOpenChange={(e) => e.open && setOpened(true)}>
        <Collapsible.Trigger asChild>
          <Button size="xs" variant="ghost" mt="1">
            Contact and observations
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          {error && (
            <Text color="red.600" fontSize="sm">
              {error}
            </Text>
          )}
          {contact && (
            <Stack gap="2" mt="2">
              {contact.site_contact_mobile && (
                <Text fontSize="sm">
                  Site contact: {contact.site_contact_name}{' '}
                  <Link href={`tel:+91${contact.site_contact_mobile}`} color="blue.700">
                    {contact.site_contact_mobile}
                  </Link>
                </Text>
              )}
              <ObservationsForm detail={contact} />
            </Stack>
          )}
        </Collapsible.Content>
      </Collapsible.Root>
      <Collapsible.Root onOpenChange={(e) => setGuided(e.open)}>
        <Collapsible.Trigger asChild>
          <Button size="sm" variant="outline" colorPalette="blue" mt="1" aria-label={`Guided visit of ${row.case_no}`}>
            Guided visit
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>{guided && <GuidedVisit caseId={row.id} userId={me} />}</Collapsible.Content>
      </Collapsible.Root>
      {marking && <MoveDialog target={row} move="visit" onClose={() => setMarking(false)} />}
    </Box>
  );
}
