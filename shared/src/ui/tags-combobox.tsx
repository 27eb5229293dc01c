// Loaded on demand by system-lazy.tsx (with the combobox recipe): the form that shows one pays for it.
import { useMemo } from 'react';
import { Badge, CloseButton, HStack, Text } from '@chakra-ui/react';
import { Combobox } from '@chakra-ui/react/combobox';
import { createListCollection } from '@chakra-ui/react/collection';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './system';

addRecipes({ slotRecipes: { combobox: comboboxSlotRecipe } });

export interface TagsComboboxOption {
  value: string;
  label: string;
}

export interface TagsComboboxProps {
  /** The chosen values, in the order they were picked; each is a tag with a 'Remove {value}' button. */
  value: readonly string[];
  onChange(value: string[]): void;
  /** The choices matching `search` (the caller searches; those already chosen are left out here). */
  options: readonly TagsComboboxOption[];
  search: string;
  onSearch(text: string): void;
  status: 'loading' | 'loaded' | 'failed';
  /** The server's reason, shown in the list when the search failed (a whole sentence). */
  error?: string;
  onBlur?(): void;
  placeholder?: string;
  readOnly?: boolean;
  /** No more picks once this many are chosen. */
  maxItems?: number;
}

/**
 * Several values picked from a searched list: a WAI-ARIA combobox (Chakra's, on zag) whose input
 * takes its accessible name from the enclosing Field's label. Arrows move through the choices,
 * Enter picks one, Backspace in an empty input removes the last tag.
 */
export function TagsCombobox(props: TagsComboboxProps) {
  const { value, onChange, options, search, onSearch, status, error, onBlur, placeholder, readOnly, maxItems } = props;
  const full = maxItems !== undefined && value.length >= maxItems;
  const items = useMemo(() => options.filter((o) => !value.includes(o.value)), [options, value]);
  const collection = useMemo(() => createListCollection({ items }), [items]);
  const remove = (v: string) => onChange(value.filter((x) => x !== v));
  return (
    <Combobox.Root
      collection={collection}
      // The tags are the selection: zag only moves through the choices and reports the one picked.
      value={[]}
      onSelect={(d) => !full && d.itemValue && !value.includes(d.itemValue) && onChange([...value, d.itemValue])}
      // The input keeps its own text (a controlled one dropped keystrokes typed quickly); the caller hears each change.
      onInputValueChange={(d) => onSearch(d.inputValue)}
      selectionBehavior="clear"
      closeOnSelect={false}
      openOnClick
      readOnly={readOnly}
      width="full"
      size="sm"
    >
      {/* The tags sit inside the input's frame, so the list (above or below the frame) never hides them. */}
      <Combobox.Control
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        gap="1"
        px="1.5"
        py="1"
        minH="9"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        _focusWithin={{ borderColor: 'blue.600', boxShadow: '0 0 0 1px var(--chakra-colors-blue-600)' }}
        css={{ '&[data-invalid]': { borderColor: 'border.error' } }}
      >
        {value.length > 0 && (
          <HStack as="ul" listStyleType="none" wrap="wrap" gap="1">
            {value.map((v) => (
              <Badge as="li" key={v} size="md" variant="subtle" colorPalette="blue" fontFamily="mono" gap="0.5" pe="0">
                {v}
                {!readOnly && <CloseButton size="2xs" aria-label={`Remove ${v}`} onClick={() => remove(v)} />}
              </Badge>
            ))}
          </HStack>
        )}
        <Combobox.Input
          flex="1"
          minW="12ch"
          h="7"
          px="1"
          border="none"
          _focusVisible={{ outline: 'none', boxShadow: 'none' }}
          placeholder={full ? `At most ${maxItems}` : placeholder}
          disabled={full}
          onBlur={onBlur}
          onKeyDown={(e) => {
            if (e.key === 'Backspace' && e.currentTarget.value === '' && value.length && !readOnly) onChange(value.slice(0, -1));
          }}
        />
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content>
          {status === 'failed' ? (
            <Text px="2" py="1" fontSize="sm" color="fg.error">
              Could not load the choices. {error} Type again to retry.
            </Text>
          ) : status === 'loading' && !items.length ? (
            <Text px="2" py="1" fontSize="sm">
              Searching…
            </Text>
          ) : (
            <Combobox.Empty>{search ? `Nothing matches ${search}` : 'Type to search'}</Combobox.Empty>
          )}
          {items.map((item) => (
            <Combobox.Item item={item} key={item.value}>
              {item.label}
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
