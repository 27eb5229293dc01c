import { useFileUrl } from 'shared/core';
import { Badge, Box, Heading, Image, Stack, Table, Text } from 'shared/ui';
import { AREA_UNIT_OPTIONS, istDateTime, labelOf, PHOTO_FLAG_LABELS, type SitePhoto, type SiteVisit } from '../../model';
import { useSiteVisitQuery } from '../site-visit/visit-api';

const AREA_LABELS = { carpet_area: 'Carpet', built_up_area: 'Built-up', land_area: 'Land' } as const;

/** Documents against site: each area side by side, the difference flagged above the settings' threshold. */
function Areas({ visit }: { visit: SiteVisit }) {
  const rows = visit.areas.filter((a) => a.documents != null || a.site != null);
  if (!rows.length) return <Text fontSize="sm">No area measured at site yet.</Text>;
  return (
    <Table.Root size="sm" aria-label="Areas: documents and site">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Area ({labelOf(AREA_UNIT_OPTIONS, visit.case.area_unit)})</Table.ColumnHeader>
          <Table.ColumnHeader>Documents</Table.ColumnHeader>
          <Table.ColumnHeader>Site</Table.ColumnHeader>
          <Table.ColumnHeader>Difference</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((a) => (
          <Table.Row key={a.area}>
            <Table.Cell>{AREA_LABELS[a.area]}</Table.Cell>
            <Table.Cell>{a.documents ?? '-'}</Table.Cell>
            <Table.Cell>{a.site ?? '-'}</Table.Cell>
            <Table.Cell>
              {a.difference_pct == null ? '-' : `${a.difference_pct}%`}{' '}
              {a.flagged && (
                <Badge colorPalette="red" size="sm">
                  Over {visit.settings.area_difference_pct}%
                </Badge>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function Photo({ p, n }: { p: SitePhoto; n: number }) {
  return (
    <Box as="li" fontSize="sm" borderBottomWidth="1px" pb="1" aria-label={`Site photo ${n}: ${p.item ?? p.file_name}`}>
      <Text fontWeight="bold">
        {n}. {p.item ?? 'Photo'} ({p.file_name})
      </Text>
      <Text>
        {p.taken_at ? `Taken ${istDateTime(p.taken_at)}` : 'No capture time'} ·{' '}
        {p.latitude != null ? `${p.latitude}, ${p.longitude}` : 'no position'}
        {p.source === 'EXIF' ? ' (from the photo)' : p.source === 'DEVICE' ? ' (phone)' : ''} ·{' '}
        {p.distance_m != null ? `${p.distance_m.toLocaleString('en-IN')} m from the property` : 'distance unknown'}
      </Text>
      {p.flags.map((f) => (
        <Badge key={f} colorPalette="red" size="sm" mr="1">
          {PHOTO_FLAG_LABELS[f]}
        </Badge>
      ))}
      {p.original_sha256 && (
        <Text fontSize="xs" color="gray.700" wordBreak="break-all">
          SHA-256 {p.original_sha256}
        </Text>
      )}
    </Box>
  );
}

/** The engineer's visit as the valuer and reviewers see it on the workbench. */
export function SiteVisitPanel({ caseId }: { caseId: number }) {
  const { data: visit, error } = useSiteVisitQuery(caseId);
  const sketch = useFileUrl(visit?.sketch_document_id ? `site-visits/${caseId}/sketch?v=${visit.sketch_document_id}` : null);
  if (!visit) return error ? <Text color="red.600">{(error as { message?: string }).message}</Text> : null;
  const flagged = visit.photos.filter((p) => p.flags.length).length;
  return (
    <Stack gap="2" as="section" aria-label="Site visit" mt="4">
      <Heading size="sm" as="h3">
        Site visit
      </Heading>
      <Text fontSize="sm">
        {visit.completed_at ? `Completed ${istDateTime(visit.completed_at)}` : visit.started_at ? 'In progress' : 'Not started'}
        {visit.missing_reason && ` · Missing photos: ${visit.missing_reason}`}
      </Text>
      <Areas visit={visit} />
      <Text fontSize="sm">
        {visit.photos.length} photos{flagged ? `, ${flagged} flagged` : ''} (limit {visit.settings.max_distance_m} m)
      </Text>
      <Stack as="ol" listStyleType="none" gap="1">
        {visit.photos.map((p, i) => (
          <Photo key={p.id} p={p} n={i + 1} />
        ))}
      </Stack>
      {sketch.src && <Image src={sketch.src} alt={`Site sketch of ${visit.case.case_no}`} maxW="100%" borderWidth="1px" />}
    </Stack>
  );
}
