import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from 'shared/ui';
import type { ChecklistItem, SiteVisit } from '../../model';
import { devicePosition } from '../site-engineer/device-position';
import { preparePhoto } from './prepare-photo';
import { enqueue } from './queue';

interface Props {
  visit: SiteVisit;
  userId: number;
  /** Items ticked by a photo on the server or waiting in the phone's queue. */
  ticked: ReadonlyMap<number, 'sent' | 'queued'>;
}

/** The property type's photo checklist: each item ticked by its photo, taken with where and when. */
export function ChecklistPhotos({ visit, userId, ticked }: Props) {
  const [note, setNote] = useState<string | null>(null);
  const caseNo = visit.case.case_no;
  const take = async (item: ChecklistItem, file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setNote('Choose a photo (JPEG, PNG or WebP).');
    setNote(`Keeping the ${item.item} photo…`);
    try {
      const [pos, photo] = await Promise.all([devicePosition(0), preparePhoto(file)]);
      await enqueue({
        userId,
        caseId: visit.case.id,
        caseNo,
        kind: 'photo',
        label: `${item.item} photo`,
        itemId: item.id,
        file: photo.blob,
        fileName: photo.name,
        fields: {
          item_id: String(item.id),
          latitude: pos ? pos.coords.latitude.toFixed(6) : '',
          longitude: pos ? pos.coords.longitude.toFixed(6) : '',
          taken_at: new Date(pos?.timestamp ?? Date.now()).toISOString(),
          ...photo.fields,
        },
      });
      setNote(null);
    } catch (e) {
      setNote((e as Error).message);
    }
  };
  if (!visit.checklist.length) return <Text fontSize="sm">No photo checklist for this property type.</Text>;
  return (
    <Stack gap="1" as="ul" listStyleType="none" aria-label={`Photo checklist of ${caseNo}`}>
      {note && (
        <Text fontSize="sm" role="status">
          {note}
        </Text>
      )}
      {visit.checklist.map((item) => {
        const state = ticked.get(item.id);
        const inputId = `check-${visit.case.id}-${item.id}`;
        return (
          <Box as="li" key={item.id}>
            <HStack justify="space-between" gap="2">
              <Text fontSize="sm" aria-label={`${item.item}: ${state ? (state === 'sent' ? 'taken' : 'waiting to upload') : 'not taken'}`}>
                {state ? '✓' : '○'} {item.item}{' '}
                {item.mandatory && !state && (
                  <Badge colorPalette="red" size="sm">
                    Mandatory
                  </Badge>
                )}
                {state === 'queued' && (
                  <Badge colorPalette="yellow" size="sm">
                    Waiting
                  </Badge>
                )}
              </Text>
              <Button asChild size="xs" variant="outline">
                <label htmlFor={inputId}>{state ? 'Another' : 'Take'}</label>
              </Button>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                capture="environment"
                aria-label={`Photo of ${item.item} for ${caseNo}`}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
                onChange={(e) => {
                  void take(item, e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
