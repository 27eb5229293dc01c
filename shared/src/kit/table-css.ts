/** One style object for the whole table, so rows and cells stay plain elements. */
export const tableCss = {
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' },
  '& th': {
    textAlign: 'start', fontWeight: 'semibold', color: 'fg.muted', bg: 'bg.subtle', px: '3', py: '2',
    borderBottomWidth: '1px', whiteSpace: 'nowrap',
  },
  '& td': { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'middle' },
  '& tbody tr:hover': { bg: 'bg.muted' },
  '& tbody tr[aria-selected=true]': { bg: 'blue.50' },
  '& .kit-num': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& .kit-check': { width: '10', textAlign: 'center' },
  '& input[type=checkbox]': { width: '4', height: '4', accentColor: 'var(--chakra-colors-blue-600)', cursor: 'pointer' },
  // The actions stay in view when a wide table scrolls sideways.
  '& .kit-actions': { whiteSpace: 'nowrap', textAlign: 'end', position: 'sticky', insetInlineEnd: 0, bg: 'white', boxShadow: '-6px 0 6px -6px rgba(0,0,0,0.15)' },
  '& th.kit-actions': { bg: 'bg.subtle' },
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
  '& tr[data-overdue] > td:first-of-type': { boxShadow: 'inset 3px 0 0 var(--chakra-colors-red-600)' },
  '& .kit-overdue': {
    ml: '2', px: '1.5', py: '0.5', borderRadius: 'sm', fontSize: 'xs', fontWeight: 'semibold', color: 'red.800', bg: 'red.100', whiteSpace: 'nowrap',
  },
} as const;
