import { useEffect } from 'react';
import type { ApiError } from 'shared/core';
import { ResourceFormDialog } from 'shared/kit';
import type { ResourceDesc } from 'shared/resources';
import { errorPopup, successPopup } from 'shared/ui';
import { descRef, useLetterTemplateQuery, useSaveLetterTemplateMutation } from '../../lib/hr-api';

/** Edits the letter type's template (GET/PUT {path}/template, optimistic version). */
export function TemplateDialog({ desc, onClose }: { desc: ResourceDesc; onClose(): void }) {
  // A fresh copy each time the dialog opens: the version sent back must be the latest.
  const { data: record, error } = useLetterTemplateQuery(desc.path, { refetchOnMountOrArgChange: true });
  const [save] = useSaveLetterTemplateMutation();
  useEffect(() => {
    if (!error) return;
    void errorPopup('Error', (error as ApiError).message);
    onClose();
  }, [error, onClose]);
  if (!record) return null;
  return (
    <ResourceFormDialog
      desc={desc}
      mode="update"
      record={record}
      title={`Edit the ${desc.title.replace(/s$/, '').toLowerCase()} template`}
      onClose={onClose}
      submit={({ body }) => save({ desc: descRef(desc), body: { ...body, version: record.version } }).unwrap()}
      onSaved={() => {
        onClose();
        void successPopup(desc.messages.updated);
      }}
    />
  );
}
