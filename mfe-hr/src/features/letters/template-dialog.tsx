import { useEffect, useState } from 'react';
import { http, type ApiError } from 'shared/core';
import { ResourceFormDialog } from 'shared/kit';
import type { ResourceDesc, ResourceRow } from 'shared/resources';
import { errorPopup, successPopup } from 'shared/ui';

/** Edits the letter type's template (GET/PUT {path}/template, optimistic version). */
export function TemplateDialog({ desc, onClose }: { desc: ResourceDesc; onClose(): void }) {
  const [record, setRecord] = useState<ResourceRow | null>(null);
  useEffect(() => {
    http
      .get<{ data: ResourceRow }>(`${desc.path}/template`)
      .then((r) => setRecord(r.data.data))
      .catch((e: ApiError) => {
        void errorPopup('Error', e.message);
        onClose();
      });
  }, [desc.path, onClose]);
  if (!record) return null;
  return (
    <ResourceFormDialog
      desc={desc}
      mode="update"
      record={record}
      title={`Edit the ${desc.title.replace(/s$/, '').toLowerCase()} template`}
      onClose={onClose}
      submit={({ body }) => http.put(`${desc.path}/template`, { ...body, version: record.version })}
      onSaved={() => {
        onClose();
        void successPopup(desc.messages.updated);
      }}
    />
  );
}
