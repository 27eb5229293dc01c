import { useState } from 'react';
import { ResourcePage } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { onlineRequestResource } from '../../model';
import { DecideDialog, type Decision } from './decide-dialog';
import { DocumentsDialog } from './documents-dialog';

const submitted = (row: ResourceRow) => row.status === 'SUBMITTED';

/**
 * /admin/CasesUplaodedOnline (cases_uploaded_online_field): every branch's online requests; staff
 * look at the documents, accept a request into an initiated case or reject it with a reason.
 */
export default function OnlineRequestsPage() {
  const [deciding, setDeciding] = useState<{ row: ResourceRow; decision: Decision } | null>(null);
  const [documentsOf, setDocumentsOf] = useState<number | null>(null);
  return (
    <>
      <ResourcePage
        desc={onlineRequestResource}
        rowActions={[
          { id: 'documents', label: 'Documents', run: (row) => setDocumentsOf(Number(row.id)), show: (row) => Number(row.documents) > 0 },
          { id: 'accept', label: 'Accept', run: (row) => setDeciding({ row, decision: 'accept' }), show: submitted },
          { id: 'reject', label: 'Reject', destructive: true, run: (row) => setDeciding({ row, decision: 'reject' }), show: submitted },
        ]}
      />
      {deciding && <DecideDialog row={deciding.row} decision={deciding.decision} onClose={() => setDeciding(null)} />}
      {documentsOf !== null && <DocumentsDialog id={documentsOf} onClose={() => setDocumentsOf(null)} />}
    </>
  );
}
