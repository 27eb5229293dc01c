import { useEffect, useState } from 'react';
import type { ApiError } from 'shared/core';
import { TagsCombobox, type TagsComboboxOption } from 'shared/ui';
import type { FieldDesc } from 'shared/resources';
import { fetchOptions } from './api';
import type { FormValue } from './wire';

/** How long typing rests before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;

type Found = { status: 'loading' | 'loaded' | 'failed'; options: TagsComboboxOption[]; error?: string };

/**
 * A multiselect whose options come from a lookup (`optionsFrom`): type to search it, pick several.
 * The form keeps the list of values (string[]), as for a multiselect of fixed options.
 */
export function MultiLookup({
  field,
  value,
  onBlur,
  setValue,
}: {
  field: FieldDesc;
  value: string[];
  onBlur(): void;
  setValue(v: FormValue): void;
}) {
  const source = field.optionsFrom!;
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found>({ status: 'loading', options: [] });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        setFound((f) => ({ ...f, status: 'loading' }));
        fetchOptions(source, search.trim(), controller.signal).then(
          // An answer to a search typed over since is dropped (a lookup that ignores the abort).
          (options) => !controller.signal.aborted && setFound({ status: 'loaded', options }),
          (e: ApiError) => !controller.signal.aborted && setFound({ status: 'failed', options: [], error: e.message }),
        );
      },
      search ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source, search]);
  return (
    <TagsCombobox
      value={value}
      onChange={setValue}
      options={found.options}
      search={search}
      onSearch={setSearch}
      status={found.status}
      error={found.error}
      onBlur={onBlur}
      placeholder={`Search ${field.label.toLowerCase()}…`}
      readOnly={field.readOnly}
      maxItems={field.maxItems}
    />
  );
}
