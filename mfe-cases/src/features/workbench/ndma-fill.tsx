import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Alert, Box, Button, HStack, Text } from 'shared/ui';
import type { CaseDetail } from '../../model';
import { useFillNdmaMutation } from '../case-list/cases-api';

type Outcome = { status: 'success' | 'error'; text: string };

/**
 * "Fill from hazard master" in the NDMA section: the server reads the master for the case's saved
 * pincode, district or city (after the address was corrected or the master changed) and stores the
 * flags; the form then shows them. Unsaved edits would be lost on that reload, so it waits for Save.
 */
export function NdmaFill({ detail, dirty }: { detail: CaseDetail; dirty: boolean }) {
  const [fillNdma, { isLoading }] = useFillNdmaMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fill = async () => {
    setOutcome(null);
    try {
      const res = await fillNdma({ id: detail.id, version: detail.version }).unwrap();
      setOutcome({ status: 'success', text: res.message });
    } catch (e) {
      setOutcome({ status: 'error', text: (e as ApiError).message });
    }
  };
  return (
    <Box gridColumn="1 / -1">
      <HStack gap="3" flexWrap="wrap">
        <Button type="button" size="sm" variant="outline" onClick={fill} loading={isLoading} disabled={dirty}>
          Fill from hazard master
        </Button>
        {dirty && (
          <Text fontSize="sm" color="fg.muted">
            Save the case first: the master is read for its saved pincode, district and city.
          </Text>
        )}
      </HStack>
      {outcome && (
        <Alert.Root status={outcome.status} mt="2" role="status" aria-label="Hazard master fill">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{outcome.text}</Alert.Title>
            {outcome.status === 'error' && (
              <Alert.Description>
                Check the case’s pincode, district and city, or add the district on the NDMA Parameters page.
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
