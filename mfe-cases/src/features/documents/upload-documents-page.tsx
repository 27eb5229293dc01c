import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, Heading, Link, Spinner, Stack } from 'shared/ui';
import { useActor } from '../case-list/use-actor';
import { useCaseQuery } from '../case-list/cases-api';
import { DocumentList } from './document-list';
import { MissingDocuments, useMissingDocuments } from './missing-documents';
import { UploadForm } from './upload-form';
import { useDocuments } from './use-documents';

/** /admin/uploadDocuments/{id}: the case's documents (sale deed, approved plan, tax receipt, previous valuation, photos, others). */
export default function UploadDocumentsPage() {
  const { id } = useParams();
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>Open a case’s documents from the case itself (Work In Progress Cases → Open → Documents).</Alert.Title>
      </Alert.Root>
    );
  }
  return <Documents caseId={Number(id)} />;
}

function Documents({ caseId }: { caseId: number }) {
  const actor = useActor();
  const docs = useDocuments(caseId);
  const missing = useMissingDocuments(caseId);
  // Titled by the case number people use, never the record's id.
  const caseNo = useCaseQuery(caseId).data?.case_no;
  return (
    <Stack gap="4">
      <Heading size="md" as="h2">
        {caseNo ? `Documents of case ${caseNo}` : 'Documents of the case'}
      </Heading>
      <Link asChild color="blue.700" fontSize="sm">
        <RouterLink to={`/admin/viewWorkInProgress/${caseId}`}>Back to the case</RouterLink>
      </Link>
      <MissingDocuments missing={missing} />
      <UploadForm caseId={caseId} extraTypes={missing ?? []} />
      {docs.status === 'loading' && <Spinner size="sm" aria-label="Loading documents" />}
      {docs.status === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{docs.error?.message}</Alert.Title>
          <Button size="sm" onClick={docs.reload}>
            Retry
          </Button>
        </Alert.Root>
      )}
      {docs.status === 'loaded' && <DocumentList caseId={caseId} docs={docs.docs} canDelete={actor.can('work_in_progress_case_page')} />}
    </Stack>
  );
}
