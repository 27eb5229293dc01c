/** One style object for the whole table, so rows and cells stay plain elements. */
export const tableCss = {
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' },
  '& th': {
    textAlign: 'start', fontWeight: 'semibold', color: 'fg.muted', bg: 'bg.subtle', px: '3', py: '2',
    borderBottomWidth: '1px', whiteSpace: 'nowrap',
  },
  // Words break only between words; a long e-mail may break anywhere rather than squeeze names.
  '& td': { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'middle', overflowWrap: 'anywhere' },
  '& tbody tr:hover': { bg: 'bg.muted' },
  '& tbody tr[aria-selected=true]': { bg: 'blue.50' },
  '& .kit-num': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& .kit-check': { width: '10', textAlign: 'center' },
  '& input[type=checkbox]': { width: '4', height: '4', accentColor: 'var(--chakra-colors-blue-600)', cursor: 'pointer' },
  // Actions are an ordinary last column: a sticky one covered the columns beside it (issue 9).
  '& .kit-actions': { whiteSpace: 'nowrap', textAlign: 'end', width: '1%' },
  '& th.kit-actions': { bg: 'bg.subtle' },
  // Statuses and other option labels show whole.
  '& td.kit-option': { whiteSpace: 'nowrap', overflowWrap: 'normal' },
  '& .kit-sort': { fontWeight: 'inherit', color: 'inherit', cursor: 'pointer', whiteSpace: 'nowrap' },
  '& .kit-sort:focus-visible, & .kit-btn:focus-visible': { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' },
  '& .kit-btn': {
    px: '2', py: '1', ml: '1', borderRadius: 'sm', borderWidth: '1px', fontSize: 'xs', fontWeight: 'medium',
    color: 'blue.700', borderColor: 'blue.200', bg: 'white', cursor: 'pointer',
  },
  '& .kit-btn:hover': { bg: 'blue.50' },
  '& .kit-danger': { color: 'red.700', borderColor: 'red.200' },
  '& .kit-danger:hover': { bg: 'red.50' },
  '& .kit-state': { py: '8', textAlign: 'center', color: 'fg.muted' },
  // A phone: each row becomes a card of label / value lines, nothing to scroll sideways.
  '@media (max-width: 47.99em)': {
    '& table, & tbody, & tr, & td': { display: 'block', width: '100%' },
    '& thead tr': { display: 'flex', flexWrap: 'wrap', gap: '1', p: '2', borderBottomWidth: '1px' },
    '& thead th': { display: 'none' },
    '& thead th.kit-check, & thead th:has(.kit-sort)': { display: 'block', p: '0', border: 'none', bg: 'transparent' },
    '& tbody tr': { borderBottomWidth: '1px', py: '2' },
    '& td': { display: 'flex', gap: '3', border: 'none', py: '1', textAlign: 'start' },
    '& td[data-label]::before': { content: 'attr(data-label)', flex: '0 0 40%', color: 'fg.muted', fontWeight: 'medium' },
    '& td.kit-num': { textAlign: 'start' },
    '& td.kit-check': { width: 'auto' },
    '& td.kit-actions': { width: '100%', justifyContent: 'flex-start', flexWrap: 'wrap', gap: '1' },
    '& td.kit-state': { display: 'block' },
  },
  '& tr[data-overdue] > td:first-of-type': { boxShadow: 'inset 3px 0 0 var(--chakra-colors-red-600)' },
  '& .kit-overdue': {
    ml: '2', px: '1.5', py: '0.5', borderRadius: 'sm', fontSize: 'xs', fontWeight: 'semibold', color: 'red.800', bg: 'red.100', whiteSpace: 'nowrap',
  },
} as const;
