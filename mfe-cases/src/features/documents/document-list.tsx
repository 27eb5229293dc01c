import { openFile, type ApiError } from 'shared/core';
import { Box, Button, confirm, errorPopup, Text, toaster } from 'shared/ui';
import { DOCUMENT_TYPE_OPTIONS, istDateTime, labelOf } from '../../model';
import { documentFileUrl, useDeleteDocumentMutation, type CaseDocument } from '../case-list/cases-api';

const size = (n: number) => (n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

const openDocument = (caseId: number, doc: CaseDocument) =>
  openFile(documentFileUrl(caseId, doc.id)).catch((e: ApiError) => void errorPopup('Error', e.message));

/** The case's documents, newest last: type, name, size, who and when, coordinates for photos. */
export function DocumentList({ caseId, docs, canDelete }: { caseId: number; docs: CaseDocument[]; canDelete: boolean }) {
  // The list and the checklist refresh by tag after a delete.
  const [deleteDocument] = useDeleteDocumentMutation();
  if (!docs.length) return <Text color="gray.600">No documents yet.</Text>;
  const remove = async (doc: CaseDocument) => {
    if (!(await confirm({ title: `Delete ${doc.file_name}?`, text: 'This cannot be undone.', confirmLabel: 'Delete', destructive: true })))
      return;
    try {
      toaster.create({ type: 'success', title: (await deleteDocument({ caseId, docId: doc.id }).unwrap()).message });
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  return (
    <Box
      as="table"
      width="full"
      fontSize="sm"
      aria-label="Case documents"
      css={{ '& td, & th': { padding: '6px', borderBottom: '1px solid #e2e8f0', textAlign: 'left' } }}
    >
      <thead>
        <tr>
          <th>Type</th>
          <th>File</th>
          <th>Size</th>
          <th>Uploaded</th>
          <th>Location</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {docs.map((d) => (
          <tr key={d.id}>
            <td>{labelOf(DOCUMENT_TYPE_OPTIONS, d.doc_type)}</td>
            <td>{d.file_name}</td>
            <td>{size(d.size_bytes)}</td>
            <td>
              {istDateTime(d.uploaded_at)}
              {d.uploaded_by_name ? ` by ${d.uploaded_by_name}` : ''}
            </td>
            <td>{d.latitude != null ? `${d.latitude}, ${d.longitude}` : ''}</td>
            <td>
              <Button size="xs" variant="outline" onClick={() => openDocument(caseId, d)} aria-label={`View ${d.file_name}`}>
                View
              </Button>{' '}
              {canDelete && (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove(d)} aria-label={`Delete ${d.file_name}`}>
                  Delete
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
