import { useState } from 'react';
import { today, type ApiError } from 'shared/core';
import { Button, Field, HStack, Heading, Input, Stack, Text, errorPopup, successPopup } from 'shared/ui';
import { Loaded } from '../../lib/states';
import { money, SimpleTable } from '../../lib/table';
import { useImport26asMutation, useSaveCertificateMutation, useTdsQuartersQuery } from '../../lib/books-api';
import type { TdsQuarterRow } from '../../model';

/** The financial year of today, as '2526' for 2025-26. */
const currentFy = () => {
  const [y, m] = today().split('-').map(Number);
  const s = m >= 4 ? y : y - 1;
  return `${String(s % 100).padStart(2, '0')}${String((s + 1) % 100).padStart(2, '0')}`;
};

function Certificate({ row, fy }: { row: TdsQuarterRow; fy: string }) {
  const [v, setV] = useState({ no: row.form16a_no ?? '', date: row.cert_date ?? '', amount: String(row.cert_amount ?? row.deducted) });
  const [save, { isLoading }] = useSaveCertificateMutation();
  const label = `${row.bank_name} Q${row.quarter}`;
  const submit = async () => {
    try {
      const body = { bank_id: row.bank_id, fy, quarter: row.quarter, form16a_no: v.no.trim(), cert_date: v.date, amount: Number(v.amount) };
      await successPopup((await save(body).unwrap()).message);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  return (
    <HStack gap="1">
      <Input
        size="xs"
        w="8rem"
        aria-label={`Form 16A No. ${label}`}
        placeholder="16A No."
        value={v.no}
        onChange={(e) => setV({ ...v, no: e.target.value })}
      />
      <Input
        size="xs"
        w="7rem"
        aria-label={`Certificate Date ${label}`}
        placeholder="YYYY-MM-DD"
        value={v.date}
        onChange={(e) => setV({ ...v, date: e.target.value })}
      />
      <Input
        size="xs"
        w="6rem"
        aria-label={`Certificate Amount ${label}`}
        inputMode="decimal"
        value={v.amount}
        onChange={(e) => setV({ ...v, amount: e.target.value })}
      />
      <Button size="xs" variant="outline" loading={isLoading} aria-label={`Save Form 16A ${label}`} onClick={() => void submit()}>
        Save
      </Button>
    </HStack>
  );
}

/** TDS per bank and quarter: expected, deducted, in 26AS, Form 16A, and the gaps; with the 26AS / AIS import. */
export function TdsQuarters() {
  const [fy, setFy] = useState(currentFy());
  const result = useTdsQuartersQuery(fy, { skip: !/^[0-9]{4}$/.test(fy) });
  const [run, { isLoading }] = useImport26asMutation();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await successPopup((await run(await file.text()).unwrap()).message);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  return (
    <Stack gap="2" mt="6" as="section" aria-label="TDS by bank and quarter">
      <Heading as="h2" size="sm">
        By bank and quarter
      </Heading>
      <HStack gap="3" align="end">
        <Field.Root maxW="10rem">
          <Field.Label>Financial Year</Field.Label>
          <Input size="sm" maxLength={4} placeholder="2526" value={fy} onChange={(e) => setFy(e.target.value)} />
        </Field.Root>
        <Field.Root maxW="20rem">
          <Field.Label>Form 26AS / AIS (CSV)</Field.Label>
          <input
            type="file"
            accept=".csv,.txt,text/csv"
            aria-label="Form 26AS / AIS (CSV)"
            disabled={isLoading}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </Field.Root>
      </HStack>
      <Loaded result={result} title="TDS by quarter">
        {(rows) => (
          <SimpleTable
            caption="TDS by bank and quarter"
            rowKey={(r) => `${r.bank_id}-${r.quarter}`}
            rows={rows}
            empty="No TDS in this year."
            cols={[
              { label: 'Bank', cell: (r) => r.bank_name },
              { label: 'Quarter', cell: (r) => `Q${r.quarter}` },
              { label: 'Expected', cell: (r) => money(r.expected), money: true },
              { label: 'Deducted', cell: (r) => money(r.deducted), money: true },
              { label: 'In 26AS', cell: (r) => money(r.in_26as), money: true },
              { label: 'Form 16A', cell: (r) => <Certificate key={`${r.form16a_no}-${r.cert_date}`} row={r} fy={fy} /> },
              { label: 'Gaps', cell: (r) => (r.gaps.length ? r.gaps.join('; ') : <Text color="green.700">None</Text>) },
            ]}
          />
        )}
      </Loaded>
    </Stack>
  );
}
