import { downloadFile } from 'shared/core';
import { useCallback, useState } from 'react';
import { ResourcePage } from 'shared/kit';
import { Button } from 'shared/ui';
import { letterTemplateResource, leavingLettersResource, offerLettersResource, type LetterType } from '../../model';
import { TemplateDialog } from './template-dialog';

/** The letters of one type: generate from the template, the list issued, download the PDF again. */
export function LettersPage({ type }: { type: LetterType }) {
  const desc = type === 'OFFER' ? offerLettersResource : leavingLettersResource;
  const [editing, setEditing] = useState(false);
  const close = useCallback(() => setEditing(false), []);
  return (
    <>
      <ResourcePage
        desc={desc}
        heading={null}
        toolbar={
          <Button variant="outline" onClick={() => setEditing(true)}>
            Edit template
          </Button>
        }
        rowActions={[
          {
            id: 'pdf',
            label: 'Download PDF',
            run: (row) => void downloadFile(`${desc.path}/${row.id}/pdf`, `${String(row.letter_no).replace(/\//g, '-')}.pdf`),
          },
        ]}
      />
      {editing && <TemplateDialog desc={{ ...letterTemplateResource(type), title: desc.title }} onClose={close} />}
    </>
  );
}
