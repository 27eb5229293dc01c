import { Progress, Text } from 'shared/ui';

/** An upload's progress in percent (then the server works; 100% is not yet done). */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  return (
    <Progress.Root value={value} max={100} size="sm" aria-label={label}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Text fontSize="xs">{value < 100 ? `${value}%` : '100%, checking on the server…'}</Text>
    </Progress.Root>
  );
}
