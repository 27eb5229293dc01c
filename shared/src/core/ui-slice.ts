import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Shell-owned UI state a remote may read: the top bar's search on the Work In Progress page. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState: { topBarSearch: '' },
  reducers: {
    setTopBarSearch(state, action: PayloadAction<string>) {
      state.topBarSearch = action.payload;
    },
  },
  selectors: { selectTopBarSearch: (s) => s.topBarSearch },
});

export const { setTopBarSearch } = uiSlice.actions;
export const { selectTopBarSearch } = uiSlice.selectors;
