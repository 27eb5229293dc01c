import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { documentFileError } from '../../model';
import { useUploadDocument } from '../case-list/cases-api';
import { devicePosition } from './device-position';
import { notify } from './kit';

/** Take a photo with the phone's camera; it is uploaded with where and when it was taken. */
export function PhotoCapture({ caseId, caseNo }: { caseId: number; caseNo: string }) {
  const uploadDocument = useUploadDocument();
  const [state, setState] = useState<string | null>(null);
  const inputId = `photo-${caseId}`;
  const take = async (file: File | undefined) => {
    if (!file) return;
    const invalid = documentFileError(file);
    if (invalid) return setState(invalid);
    setState('Locating…');
    const pos = await devicePosition();
    setState('Uploading… 0%');
    try {
      await uploadDocument(
        caseId,
        {
          doc_type: 'PHOTO',
          latitude: pos ? pos.coords.latitude.toFixed(6) : '',
          longitude: pos ? pos.coords.longitude.toFixed(6) : '',
          taken_at: new Date(pos?.timestamp ?? Date.now()).toISOString(),
        },
        file,
        (p) => setState(`Uploading… ${p}%`),
      );
      notify(
        'success',
        pos ? `Photo saved at ${pos.coords.latitude.toFixed(5)}, ${pos.coords.longitude.toFixed(5)}` : 'Photo saved (location unavailable)',
      );
      setState(null);
    } catch (e) {
      setState((e as ApiError).message);
    }
  };
  return (
    <>
      <label className="lt-btn" htmlFor={inputId}>
        Take photo
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={`Photo for ${caseNo}`}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
        onChange={(e) => {
          void take(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {state && (
        <p className="lt-xs" role="status">
          {state}
        </p>
      )}
    </>
  );
}
