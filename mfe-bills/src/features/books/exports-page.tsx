import { useState } from 'react';
import { downloadFile, today, type ApiError } from 'shared/core';
import { Box, Button, DateField, Field, HStack, Heading, Input, NativeSelect, Stack, Text, errorPopup } from 'shared/ui';
import { Loaded } from '../../lib/states';
import { useExportGstinsQuery } from '../../lib/books-api';

const get = async (url: string, name: string, params: Record<string, unknown>) => {
  try {
    await downloadFile(url, name, params);
  } catch (e) {
    void errorPopup('Error', (e as ApiError).message);
  }
};

/** The accountant's files: Tally XML for a date range, GSTR-1 (offline-tool JSON and .xlsx) for a month and GSTIN. */
export default function ExportsPage() {
  const [from, setFrom] = useState(`${today().slice(0, 8)}01`);
  const [to, setTo] = useState(today());
  const [month, setMonth] = useState(today().slice(0, 7));
  const [gstin, setGstin] = useState('');
  const gstins = useExportGstinsQuery();
  return (
    <Box as="section" aria-label="Accounts exports">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h2" size="sm">
            Tally (TallyPrime XML import)
          </Heading>
          <Text fontSize="sm">Sales vouchers per invoice, receipt vouchers and credit notes, with the ledgers of Billing Settings.</Text>
          <HStack gap="3" align="end">
            <Field.Root maxW="11rem">
              <Field.Label>From Date</Field.Label>
              <DateField size="sm" label="From Date" value={from} onChange={setFrom} />
            </Field.Root>
            <Field.Root maxW="11rem">
              <Field.Label>To Date</Field.Label>
              <DateField size="sm" label="To Date" value={to} onChange={setTo} />
            </Field.Root>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void get('/bills/exports/tally.xml', `tally-${from}-${to}.xml`, { from, to })}
            >
              Download Tally XML
            </Button>
          </HStack>
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="sm">
            GSTR-1
          </Heading>
          <Loaded result={gstins} title="GSTINs">
            {(list) => (
              <HStack gap="3" align="end">
                <Field.Root maxW="10rem">
                  <Field.Label>Month</Field.Label>
                  <Input size="sm" placeholder="YYYY-MM" maxLength={7} value={month} onChange={(e) => setMonth(e.target.value)} />
                </Field.Root>
                <Field.Root maxW="14rem">
                  <Field.Label>GSTIN</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={gstin || list[0] || ''} onChange={(e) => setGstin(e.target.value)}>
                      {list.map((g) => (
                        <option key={g} value={g}>
                          {g}
                        </option>
                      ))}
                    </NativeSelect.Field>
                  </NativeSelect.Root>
                </Field.Root>
                {(['json', 'xlsx'] as const).map((ext) => (
                  <Button
                    key={ext}
                    size="sm"
                    variant="outline"
                    disabled={!list.length}
                    onClick={() => {
                      const g = gstin || list[0];
                      if (!/^20[0-9]{2}-(0[1-9]|1[0-2])$/.test(month)) void errorPopup('Error', 'Month must be YYYY-MM');
                      else void get(`/bills/exports/gstr1.${ext}`, `GSTR1-${g}-${month}.${ext}`, { month, gstin: g });
                    }}
                  >
                    Download GSTR-1 {ext === 'json' ? 'JSON' : '.xlsx'}
                  </Button>
                ))}
              </HStack>
            )}
          </Loaded>
        </Stack>
      </Stack>
    </Box>
  );
}
