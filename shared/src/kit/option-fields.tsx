import { useEffect, useId, useState } from 'react';
import { openFile, type ApiError } from 'shared/core';
import { Box, Button, errorPopup, Input, NativeSelect, Stack, Text } from 'shared/ui';
import type { FieldDesc, FieldOption, ResourceRow } from 'shared/resources';
import { fetchOptions } from './api';
import type { FormValue } from './wire';

interface RemoteSelectProps {
  field: FieldDesc;
  name: string;
  value: string;
  onBlur: React.FocusEventHandler;
  setValue(v: FormValue): void;
  /** The current value's name from the list row, so it shows before (or without) a lookup. */
  currentLabel?: string;
}

type OptionsState = { status: 'loading' | 'loaded' | 'failed'; options: FieldOption[]; error?: string };

/** A select whose options come from a lookup endpoint; large lists get a search box. */
export function RemoteSelect({ field, name, value, onBlur, setValue, currentLabel }: RemoteSelectProps) {
  const source = field.optionsFrom!;
  const [search, setSearch] = useState('');
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<OptionsState>({ status: 'loading', options: [] });
  const searchId = useId();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        setState((s) => ({ ...s, status: 'loading' }));
        fetchOptions(source, search.trim(), controller.signal).then(
          (options) => setState({ status: 'loaded', options }),
          (e: ApiError) => !controller.signal.aborted && setState({ status: 'failed', options: [], error: e.display }),
        );
      },
      search ? 250 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source, search, tick]);
  const options = [...state.options];
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: currentLabel ?? `#${value}` });
  return (
    <Stack gap="1" width="full">
      {source.searchable && (
        <Box asChild fontSize="sm" px="2" py="1" borderWidth="1px" borderRadius="sm">
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            placeholder={`Search ${field.label}…`}
            aria-label={`Search ${field.label}`}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Box>
      )}
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onBlur={onBlur} onChange={(e) => setValue(e.target.value)}>
          <option value="">{state.status === 'loading' ? 'Loading…' : `Select ${field.label}`}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {state.status === 'failed' && (
        <Text fontSize="xs" color="fg.error">
          Could not load the choices ({state.error}).{' '}
          <Button size="2xs" variant="outline" onClick={() => setTick((t) => t + 1)}>
            Retry
          </Button>
        </Text>
      )}
    </Stack>
  );
}

/** Several of a fixed set of options, as a group of checkboxes. */
export function CheckboxList({ field, value, setValue }: { field: FieldDesc; value: string[]; setValue(v: FormValue): void }) {
  const toggle = (v: string, on: boolean) => setValue(on ? [...value, v] : value.filter((x) => x !== v));
  return (
    <Box
      role="group"
      aria-label={field.label}
      display="flex"
      flexWrap="wrap"
      gap="3"
      css={{ '& input': { accentColor: 'var(--chakra-colors-blue-600)', mr: '1' } }}
    >
      {(field.options ?? []).map((o) => (
        <Box as="label" key={o.value} fontSize="sm" display="inline-flex" alignItems="center">
          <input type="checkbox" checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
          {o.label}
        </Box>
      ))}
    </Box>
  );
}

/** An upload; the stored file (edit) can be downloaded with the session's token. */
export function FileInput({
  field,
  name,
  onBlur,
  setValue,
  record,
}: {
  field: FieldDesc;
  name: string;
  onBlur: React.FocusEventHandler;
  setValue(v: FormValue): void;
  record?: Partial<ResourceRow> | null;
}) {
  const stored = record?.[field.name] as { name?: string; url?: string } | null | undefined;
  const download = () => stored?.url && openFile(stored.url).catch((e: ApiError) => void errorPopup('Error', e.message));
  return (
    <Stack gap="1" width="full">
      <Input
        type="file"
        name={name}
        accept={field.accept?.join(',')}
        onBlur={onBlur}
        onChange={(e) => setValue(e.target.files?.[0] ?? null)}
        p="1"
      />
      {stored?.name && (
        <Text fontSize="xs">
          Current file: {stored.name}{' '}
          <Button size="2xs" variant="outline" onClick={download}>
            Open
          </Button>
        </Text>
      )}
    </Stack>
  );
}
