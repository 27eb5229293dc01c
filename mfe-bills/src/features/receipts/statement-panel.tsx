import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Box, Button, Field, HStack, Heading, NativeSelect, Stack, Text, errorPopup, successPopup } from 'shared/ui';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import {
  useConfirmLineMutation,
  useIgnoreLineMutation,
  useImportStatementMutation,
  useReceiptAccountsQuery,
  useStatementLinesQuery,
  useStatementsQuery,
  type StatementLineRow,
} from '../../lib/books-api';

const WORDS: Record<StatementLineRow['status'], string> = {
  SUGGESTED: 'Matched: confirm?',
  UNMATCHED: 'No match',
  DUPLICATE: 'UTR already recorded',
  CONFIRMED: 'Confirmed',
  IGNORED: 'Ignored',
};

function Lines({ id }: { id: number }) {
  const result = useStatementLinesQuery(id);
  const [confirm] = useConfirmLineMutation();
  const [ignore] = useIgnoreLineMutation();
  const act = async (run: () => Promise<{ message: string }>) => {
    try {
      await successPopup((await run()).message);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  return (
    <Loaded result={result} title="statement lines">
      {(rows) => (
        <SimpleTable
          caption="Statement lines"
          rowKey={(l) => l.id}
          rows={rows}
          empty="No credit lines."
          cols={[
            { label: 'Line', cell: (l) => l.line_no },
            { label: 'Date', cell: (l) => l.txn_date },
            { label: 'Narration', cell: (l) => l.narration },
            { label: 'Reference', cell: (l) => l.reference },
            { label: 'Credit', cell: (l) => money(l.credit), money: true },
            { label: 'Invoice', cell: (l) => (l.invoice_no ? `${l.invoice_no} (${l.bank_name})` : '—') },
            { label: 'TDS', cell: (l) => (l.tds_amount ? money(l.tds_amount) : ''), money: true },
            { label: 'Status', cell: (l) => (l.receipt_no ? `${WORDS[l.status]}: ${l.receipt_no}` : WORDS[l.status]) },
            {
              label: 'Actions',
              cell: (l) => (
                <HStack gap="1">
                  {l.status === 'SUGGESTED' && (
                    <Button
                      size="xs"
                      colorPalette="blue"
                      aria-label={`Confirm line ${l.line_no}`}
                      onClick={() => void act(() => confirm(l.id).unwrap())}
                    >
                      Confirm
                    </Button>
                  )}
                  {['SUGGESTED', 'UNMATCHED', 'DUPLICATE'].includes(l.status) && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Ignore line ${l.line_no}`}
                      onClick={() => void act(() => ignore(l.id).unwrap())}
                    >
                      Ignore
                    </Button>
                  )}
                </HStack>
              ),
            },
          ]}
        />
      )}
    </Loaded>
  );
}

/** Bank statement import: a CSV of one of the firm's accounts, each credit matched to an open invoice, confirmed by a person. */
export function StatementPanel() {
  const accounts = useReceiptAccountsQuery();
  const imports = useStatementsQuery();
  const [account, setAccount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [run, { isLoading }] = useImportStatementMutation();
  const chosen = account || String(accounts.data?.[0]?.id ?? '');
  const submit = async () => {
    if (!chosen) return void errorPopup('Error', 'Choose the account the statement is of (Payment Master).');
    if (!file) return void errorPopup('Error', 'Choose a CSV file of the statement.');
    try {
      const r = await run({ payment_account_id: Number(chosen), file_name: file.name, content: await file.text() }).unwrap();
      setShown(r.data.id);
      await successPopup(r.message);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" mb="4" as="section" aria-label="Bank statement">
      <Heading as="h2" size="sm">
        Bank Statement
      </Heading>
      <Text fontSize="sm">CSV with the columns Date, Narration, Reference and Credit, as the bank exports it.</Text>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="18rem">
          <Field.Label>Statement Of</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={chosen} onChange={(e) => setAccount(e.target.value)}>
              {accounts.data?.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="20rem">
          <Field.Label>Statement File</Field.Label>
          <input type="file" accept=".csv,text/csv" aria-label="Statement File" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field.Root>
        <Button size="sm" colorPalette="blue" loading={isLoading} onClick={() => void submit()}>
          Import Statement
        </Button>
      </HStack>
      <Loaded result={imports} title="statements">
        {(list) => (
          <SimpleTable
            caption="Imported statements"
            rowKey={(i) => i.id}
            rows={list}
            empty="No statement imported yet."
            cols={[
              { label: 'Imported', cell: (i) => i.imported_at },
              { label: 'File', cell: (i) => i.file_name },
              { label: 'Account', cell: (i) => i.account },
              { label: 'Lines', cell: (i) => i.lines, money: true },
              { label: 'To Confirm', cell: (i) => i.to_confirm, money: true },
              {
                label: 'Open',
                cell: (i) => (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Open statement ${i.file_name} of ${i.imported_at}`}
                    onClick={() => setShown(i.id)}
                  >
                    Open
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Loaded>
      {shown !== null && (
        <Box>
          <Lines id={shown} />
        </Box>
      )}
    </Stack>
  );
}
