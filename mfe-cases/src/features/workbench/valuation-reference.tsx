import { Link as RouterLink } from 'react-router-dom';
import { useFormikContext } from 'formik';
import type { ApiError } from 'shared/core';
import type { FormValues } from 'shared/kit';
import { Alert, Box, Button, HStack, Link, Stack, Text } from 'shared/ui';
import { fieldByName } from 'shared/resources';
import { AREA_UNIT_OPTIONS, caseWorkbenchResource, formatInr, outsideAvmRange, type CaseValuationReference } from '../../model';
import { useValuationReferenceQuery } from '../case-list/cases-api';
import { useActor } from '../case-list/use-actor';

const unitLabel = (unit: string) => AREA_UNIT_OPTIONS.find((o) => o.value === unit)?.label ?? unit;
const rupees = (v: number | null) => (v == null ? '—' : formatInr(v));

function ReadyReckoner({ r, readOnly }: { r: CaseValuationReference; readOnly: boolean }) {
  const { setFieldValue } = useFormikContext<FormValues>();
  const rr = r.ready_reckoner;
  if (!rr) return <Text>Ready reckoner: the master has no rate for this case’s pincode, district or taluka and type.</Text>;
  const per = unitLabel(r.area_unit);
  const area = r.area ? `${r.area.value} ${per} (${fieldByName(caseWorkbenchResource, r.area.field)?.label ?? r.area.field})` : null;
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <Text>
        {rr.local_name} {rr.year}, {rr.zone}: {formatInr(rr.master_rate)} per {rr.master_per} = {formatInr(rr.rate)} per {per}
        {area ? ` × ${area} = ${formatInr(rr.value)}` : ' (enter the area for its value)'}
      </Text>
      {!readOnly && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => {
            void setFieldValue('rr_rate', String(rr.rate));
            if (rr.value != null) void setFieldValue('rr_value', String(rr.value));
          }}
        >
          Fill ready-reckoner rate
        </Button>
      )}
    </HStack>
  );
}

function Avm({ r }: { r: CaseValuationReference }) {
  const { values } = useFormikContext<FormValues>();
  const a = r.avm;
  const per = unitLabel(r.area_unit);
  const adopted = values.rate_adopted === '' || values.rate_adopted == null ? null : Number(values.rate_adopted);
  const details = `/admin/avm?${new URLSearchParams(r.avm_query).toString()}`;
  return (
    <Stack gap="1">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text>
          AVM second opinion: {a.count} comparable{a.count === 1 ? '' : 's'}, confidence {a.confidence}% ({a.confidence_label}
          ). Rate {rupees(a.rate)} per {per} (range {rupees(a.rate_low)} – {rupees(a.rate_high)})
          {a.estimate != null ? `; estimate ${rupees(a.estimate)} (range ${rupees(a.low)} – ${rupees(a.high)})` : ''}
          {a.floored ? ', at the ready-reckoner floor' : ''}.
        </Text>
        <Link asChild color="blue.700" fontSize="sm">
          <RouterLink to={details}>AVM details</RouterLink>
        </Link>
      </HStack>
      {outsideAvmRange(adopted, a) && (
        <Alert.Root status="warning" size="sm" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            The rate adopted ({formatInr(adopted)} per {per}) lies outside the AVM range ({rupees(a.rate_low)} – {rupees(a.rate_high)}).
          </Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

/**
 * Beside the valuation fields: the ready-reckoner rate and value from the master (one click fills
 * them) and the AVM's estimate as a second opinion, warning when the rate adopted lies outside its range.
 */
export function ValuationReference({ caseId, readOnly }: { caseId: number; readOnly: boolean }) {
  // The route is the workbench's right: a reader without it (case master only) sees the fields alone.
  const allowed = useActor().can('work_in_progress_case_page');
  const { data, error, isError, isFetching, refetch } = useValuationReferenceQuery(caseId, { skip: !allowed });
  // The figures are worked out from the saved case: unsaved edits show after Save.
  const { dirty } = useFormikContext<FormValues>();
  if (!allowed) return null;
  if (isError)
    return (
      <Alert.Root status="error" size="sm" gridColumn="1 / -1">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The ready reckoner and the AVM could not be looked up.</Alert.Title>
          <Alert.Description>{(error as ApiError | undefined)?.message ?? 'The server did not answer.'}</Alert.Description>
        </Alert.Content>
        <Button size="xs" onClick={() => void refetch()} loading={isFetching}>
          Retry
        </Button>
      </Alert.Root>
    );
  return (
    <Box
      as="section"
      aria-label="Ready reckoner and AVM"
      gridColumn="1 / -1"
      borderWidth="1px"
      borderRadius="md"
      p="2"
      fontSize="sm"
      aria-busy={!data}
    >
      {data ? (
        <Stack gap="2">
          <ReadyReckoner r={data} readOnly={readOnly} />
          <Avm r={data} />
          {dirty && <Text color="fg.muted">These figures are those of the saved case: Save to see your changes in them.</Text>}
        </Stack>
      ) : (
        <Text>Looking up the ready reckoner and the AVM…</Text>
      )}
    </Box>
  );
}
