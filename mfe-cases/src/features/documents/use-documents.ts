import { useDocumentsQuery } from '../case-list/cases-api';

/** A case's documents through loading, loaded and failed, with a reload (uploads and deletes refresh them by tag). */
export function useDocuments(caseId: number) {
  const { data, error, isFetching, isError, refetch } = useDocumentsQuery(caseId);
  const status = isFetching ? 'loading' : isError ? 'failed' : 'loaded';
  return { status, docs: isError ? [] : (data ?? []), error, reload: refetch } as const;
}
