import { baseApi, listTag } from 'shared/core';
import { marketTransactionsResource, readyReckonerResource, type ImportReport } from '../../model';

/** A large import outlives the client's default timeout. */
const SLOW = 180_000;

export interface SheetUpload {
  /** API path under /api, e.g. 'ready-reckoner/import'. */
  path: string;
  body: ArrayBuffer | Uint8Array;
  contentType: string;
  /** The first data line of this part of a file sent in parts. */
  firstLine?: number;
  /** The resource whose lists the import changes. */
  resource: string;
  /** Check only (the preview): nothing is stored. */
  check: boolean;
  /** The user confirmed importing the valid rows of a file with refused ones. */
  confirm: boolean;
}

/** The imports of this remote on the suite's one RTK Query API; each refreshes its resource's lists. */
const importApi = baseApi.enhanceEndpoints({ addTagTypes: [readyReckonerResource.name, marketTransactionsResource.name] }).injectEndpoints({
  endpoints: (b) => ({
    importSheet: b.mutation<ImportReport, SheetUpload>({
      query: ({ path, body, contentType, firstLine, check, confirm }) => ({
        url: `/${path}`,
        method: 'POST',
        data: body,
        params: { first_line: firstLine, check: check || undefined, confirm: confirm && !check ? 'valid-only' : undefined },
        headers: { 'Content-Type': contentType },
        timeout: SLOW,
      }),
      invalidatesTags: (_r, error, arg) => (error || arg.check ? [] : [listTag(arg.resource)]),
    }),
  }),
});

export const { useImportSheetMutation } = importApi;
