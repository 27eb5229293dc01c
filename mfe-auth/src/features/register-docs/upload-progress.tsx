import { Progress } from 'shared/ui';

/** Upload progress of the multipart submit (axios onUploadProgress). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Progress.Root value={percent} max={100} colorPalette="blue">
      <Progress.Label mb="1" fontSize="sm">
        {percent < 100 ? `Uploading… ${percent}%` : 'Upload complete, saving…'}
      </Progress.Label>
      <Progress.Track aria-label="Upload progress">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
