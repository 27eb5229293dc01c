import { useEffect, useState } from 'react';
import type { ApiError } from 'shared/core';
import { fetchOptions } from 'shared/kit';
import { LOOKUPS, type FieldOption } from 'shared/resources';
import { Button, HStack, Input, NativeSelect, Text } from 'shared/ui';
import { useLazyRightsQuery } from '../../lib/hr-api';

/**
 * 'Same as user…': finds a user by name and copies that user's rights into the matrix being
 * edited (nothing is saved until Save rights).
 */
export function SameAsUser({ exceptId, onCopy }: { exceptId?: number; onCopy(names: string[], from: string): void }) {
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<FieldOption[]>([]);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');
  const [copying, setCopying] = useState(false);
  const [fetchRights] = useLazyRightsQuery();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        fetchOptions(LOOKUPS.users, search.trim(), controller.signal).then(
          (list) => setOptions(exceptId === undefined ? list : list.filter((o) => o.value !== String(exceptId))),
          (e: ApiError) => !controller.signal.aborted && setError(e.display),
        ),
      search ? 250 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, exceptId]);
  const copy = async () => {
    setCopying(true);
    setError('');
    try {
      const matrix = await fetchRights(Number(chosen)).unwrap();
      onCopy(
        matrix.rights.filter((r) => r.view_status === '1').map((r) => r.page.name as string),
        matrix.user.name,
      );
    } catch (e) {
      setError((e as ApiError).display ?? (e as ApiError).message);
    } finally {
      setCopying(false);
    }
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Input
        size="sm"
        maxW="44"
        type="search"
        placeholder="Find a user…"
        aria-label="Find a user to copy rights from"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <NativeSelect.Root size="sm" maxW="56">
        <NativeSelect.Field aria-label="Same as user" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Same as user…</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="xs" variant="outline" disabled={!chosen} loading={copying} onClick={() => void copy()}>
        Copy rights
      </Button>
      {error && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </HStack>
  );
}
