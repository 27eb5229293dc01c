import { useState } from 'react';
import { Button, HStack, IconButton, Input, NativeSelect, Stack, Text } from 'shared/ui';
import {
  AREA_UNIT_OPTIONS,
  labelOf,
  MEASURE_UNIT_OPTIONS,
  MEASUREMENT_KIND_OPTIONS,
  measurementError,
  siteAreas,
  type Measurement,
  type MeasureUnit,
  type SiteVisit,
} from '../../model';
import { enqueue } from './queue';

type Row = { label: string; kind: Measurement['kind']; length: string; width: string };
const blank = (kind: Measurement['kind']): Row => ({ label: '', kind, length: '', width: '' });

/** Rooms and outlines measured at site, with units; the carpet and built-up areas follow as typed. */
export function MeasurementsForm({
  visit,
  userId,
  initial,
}: {
  visit: SiteVisit;
  userId: number;
  initial: { unit: MeasureUnit; rows: Measurement[] } | null;
}) {
  const caseNo = visit.case.case_no;
  const [unit, setUnit] = useState<MeasureUnit>(initial?.unit ?? 'FT');
  const [rows, setRows] = useState<Row[]>(
    initial?.rows.length ? initial.rows.map((r) => ({ ...r, length: String(r.length), width: String(r.width) })) : [blank('ROOM')],
  );
  const [error, setError] = useState<string | null>(null);
  const parsed: Measurement[] = rows.map((r) => ({
    label: r.label.trim(),
    kind: r.kind,
    length: Number(r.length),
    width: Number(r.width),
  }));
  const valid = parsed.filter((r) => !measurementError(r));
  const areas = siteAreas(valid, unit, visit.case.area_unit);
  const unitLabel = labelOf(AREA_UNIT_OPTIONS, visit.case.area_unit);
  const set = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = async () => {
    const bad = parsed.map(measurementError).find(Boolean);
    if (bad) return setError(bad);
    setError(null);
    await enqueue({ userId, caseId: visit.case.id, caseNo, kind: 'measurements', label: 'Measurements', body: { unit, rows: parsed } });
  };
  return (
    <Stack gap="2" as="fieldset" aria-label={`Measurements of ${caseNo}`}>
      <HStack>
        <Text fontSize="sm">Unit</Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Measured in" value={unit} onChange={(e) => setUnit(e.target.value as MeasureUnit)}>
            {MEASURE_UNIT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </HStack>
      {rows.map((r, i) => (
        <Stack key={i} gap="1" borderBottomWidth="1px" pb="2">
          <HStack gap="1">
            <Input
              size="sm"
              aria-label={`Name of measurement ${i + 1}`}
              placeholder="e.g. Bedroom 1"
              value={r.label}
              onChange={(e) => set(i, { label: e.target.value })}
            />
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Remove measurement ${i + 1}`}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              ✕
            </IconButton>
          </HStack>
          <HStack gap="1">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={`Kind of measurement ${i + 1}`}
                value={r.kind}
                onChange={(e) => set(i, { kind: e.target.value as Row['kind'] })}
              >
                {MEASUREMENT_KIND_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <Input
              size="sm"
              inputMode="decimal"
              aria-label={`Length of measurement ${i + 1}`}
              placeholder="Length"
              value={r.length}
              onChange={(e) => set(i, { length: e.target.value })}
            />
            <Text fontSize="sm">×</Text>
            <Input
              size="sm"
              inputMode="decimal"
              aria-label={`Width of measurement ${i + 1}`}
              placeholder="Width"
              value={r.width}
              onChange={(e) => set(i, { width: e.target.value })}
            />
          </HStack>
        </Stack>
      ))}
      <HStack wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => setRows([...rows, blank('ROOM')])}>
          Add room
        </Button>
        <Button size="xs" variant="outline" onClick={() => setRows([...rows, blank('OVERALL')])}>
          Add outline
        </Button>
      </HStack>
      <Text fontSize="sm" role="status" aria-label="Site areas">
        Carpet {areas.carpet_area ?? '-'} · Built-up {areas.built_up_area ?? '-'}
        {areas.land_area != null && ` · Land ${areas.land_area}`} ({unitLabel})
      </Text>
      {error && (
        <Text color="red.600" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <Button size="sm" colorPalette="blue" onClick={() => void save()}>
        Save measurements
      </Button>
    </Stack>
  );
}
