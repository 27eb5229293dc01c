import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, HStack, Link, Spinner, Text } from 'shared/ui';
import type { CaseFindRow } from '../../model';
import { useFindCasesQuery } from './cases-api';
import { StatusBadge } from './badges';

const MATCHED: Record<CaseFindRow['matched'], string> = { case_no: 'case no.', bank: 'bank', text: 'details' };

/**
 * What the top bar's search finds on the Work In Progress page (GET /api/cases/find): cases by the
 * last digits of their number, by their bank's name and by the list's own words, each a link to
 * the case. Shown above the list, which the same text narrows by its words.
 */
export function TopBarMatches({ search, open }: { search: string; open(id: number): string }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const found = useFindCasesQuery({ q: text, view: 'wip' }, { skip: !text });
  if (!text) return null;
  return (
    <Box as="section" aria-label="Top bar search results" borderWidth="1px" rounded="md" p="2" mb="3" bg="gray.50">
      {/* The spinner sits beside the heading: a refetch (a live event about any case) must not
          move the links under the pointer. */}
      <HStack gap="2" mb="1">
        <Text fontSize="sm" fontWeight="semibold">
          Found for “{text}”
        </Text>
        {found.isFetching && <Spinner size="sm" aria-label="Searching" />}
      </HStack>
      {found.isError && <Text color="red.600">The search failed. Try again.</Text>}
      {found.data && !found.data.length && <Text fontSize="sm">No work in progress case matches.</Text>}
      <Box as="ul" listStyleType="none">
        {found.data?.map((c) => (
          <li key={c.id}>
            <HStack gap="2" wrap="wrap" fontSize="sm" py="0.5">
              <Link asChild color="blue.700" fontWeight="semibold" whiteSpace="nowrap">
                <RouterLink to={open(c.id)}>{c.case_no}</RouterLink>
              </Link>
              <Text>{c.applicant_name ?? '—'}</Text>
              <Text color="gray.600">{c.bank_name}</Text>
              <StatusBadge status={c.status} />
              <Text color="gray.600" fontSize="xs">
                by {MATCHED[c.matched]}
              </Text>
            </HStack>
          </li>
        ))}
      </Box>
    </Box>
  );
}
