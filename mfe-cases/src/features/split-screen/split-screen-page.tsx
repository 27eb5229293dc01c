import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFileUrl } from 'shared/core';
import { Alert, Box, Grid, HStack, Link, NativeSelect, Spinner, Text } from 'shared/ui';
import { documentFileUrl, useCaseQuery, type CaseDocument } from '../case-list/cases-api';
import { DOCUMENT_TYPE_OPTIONS, labelOf } from '../../model';
import { SectionsForm } from '../workbench/sections-form';
import { SitePhotos } from '../workbench/site-photos';
import { useDocuments } from '../documents/use-documents';

/** /admin/splitScreen?case={id}: a document on the left, the valuation form on the right; no header, footer or side menu. */
export default function SplitScreenPage() {
  const [params] = useSearchParams();
  const id = params.get('case') ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(id)) {
    return (
      <Alert.Root status="info" m="4">
        <Alert.Indicator />
        <Alert.Title>
          Open the split screen from a case: its page has a Split screen link (
          <Link asChild color="blue.700">
            <RouterLink to="/admin/workInProgressCases">Work In Progress Cases</RouterLink>
          </Link>
          ).
        </Alert.Title>
      </Alert.Root>
    );
  }
  return <Split caseId={Number(id)} />;
}

function Viewer({ caseId, doc }: { caseId: number; doc: CaseDocument | undefined }) {
  const { src: url, failed, error } = useFileUrl(doc ? documentFileUrl(caseId, doc.id) : null);
  if (!doc) return <Text p="4">This case has no documents yet.</Text>;
  if (failed)
    return (
      <Text color="red.600" p="4">
        {error ?? 'The document could not be loaded.'}
      </Text>
    );
  if (!url) return <Spinner m="4" aria-label="Loading document" />;
  return doc.mime_type === 'application/pdf' ? (
    <iframe title={doc.file_name} src={url} style={{ width: '100%', height: '100%', border: 0 }} />
  ) : (
    <img src={url} alt={doc.file_name} style={{ maxWidth: '100%' }} />
  );
}

function Split({ caseId }: { caseId: number }) {
  const docs = useDocuments(caseId);
  const [chosen, setChosen] = useState<number | null>(null);
  const { data: detail, error: failed } = useCaseQuery(caseId);
  const error = failed?.message ?? (failed ? 'The case could not be loaded.' : null);
  const doc = docs.docs.find((d) => d.id === chosen) ?? docs.docs[0];
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} height="100vh" as="main">
      <Box borderRightWidth="1px" display="flex" flexDirection="column" minH="0">
        <Box p="2" borderBottomWidth="1px">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field aria-label="Document" value={doc?.id ?? ''} onChange={(e) => setChosen(Number(e.target.value))}>
              {docs.docs.map((d) => (
                <option key={d.id} value={d.id}>
                  {labelOf(DOCUMENT_TYPE_OPTIONS, d.doc_type)}: {d.file_name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <SitePhotos caseId={caseId} size={56} />
        </Box>
        <Box flex="1" minH="0" overflow="auto">
          {docs.status === 'loading' ? <Spinner m="4" aria-label="Loading documents" /> : <Viewer caseId={caseId} doc={doc} />}
        </Box>
      </Box>
      <Box overflow="auto" p="3">
        {error && <Text color="red.600">{error}</Text>}
        {!detail && !error && <Spinner aria-label="Loading case" />}
        {detail && (
          <>
            <HStack justify="space-between" mb="2" wrap="wrap">
              <Text as="h1" fontWeight="bold">
                Case {detail.case_no}
              </Text>
              <Link asChild color="blue.700" fontSize="sm">
                <RouterLink to={`/admin/viewWorkInProgress/${caseId}`}>Back to case</RouterLink>
              </Link>
            </HStack>
            <SectionsForm detail={detail} readOnly={['RELEASED', 'DISPATCHED', 'CLOSED', 'CANCELLED'].includes(detail.status)} />
          </>
        )}
      </Box>
    </Grid>
  );
}
