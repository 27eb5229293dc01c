import { useState } from 'react';
import { downloadFile, type ApiError } from 'shared/core';
import { Button, Field, HStack, Heading, Input, Stack, Text, Textarea, errorPopup, successPopup } from 'shared/ui';
import type { BillDetail } from '../../model';
import { useIrnQuery, useSaveIrnMutation } from '../../lib/books-api';

/**
 * An issued invoice's e-invoice: its INV-01 JSON to upload to the registration portal, then the IRN,
 * ack no./date and signed QR the portal returns, typed or taken from the portal's response file.
 */
export function EInvoicePanel({ bill }: { bill: BillDetail }) {
  const irn = useIrnQuery(bill.id);
  const [save, { isLoading }] = useSaveIrnMutation();
  const [v, setV] = useState({ irn: '', ack_no: '', ack_date: '', signed_qr: '' });
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const send = async (body: Record<string, unknown>) => {
    try {
      await successPopup((await save({ id: bill.id, body }).unwrap()).message);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  const json = async () => {
    try {
      await downloadFile(`/bills/${bill.id}/einvoice.json`, `einvoice-${(bill.invoice_no ?? '').replace(/\//g, '-')}.json`);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  const fromFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await send(JSON.parse(await file.text()) as Record<string, unknown>);
    } catch {
      void errorPopup('Error', "The file is not the portal's JSON response.");
    }
  };
  return (
    <Stack gap="2" mt="4" borderWidth="1px" borderRadius="md" p="3" as="section" aria-label="e-Invoice">
      <Heading as="h3" size="xs">
        e-Invoice
      </Heading>
      {irn.data ? (
        <Text fontSize="sm">
          IRN {irn.data.irn}, Ack No. {irn.data.ack_no} of {irn.data.ack_date}
        </Text>
      ) : (
        <Text fontSize="sm">No IRN yet: download the JSON, upload it to the portal, then enter what it returns.</Text>
      )}
      <HStack>
        <Button size="sm" variant="outline" onClick={() => void json()}>
          e-Invoice JSON
        </Button>
        <Field.Root maxW="18rem">
          <Field.Label>Portal response file</Field.Label>
          <input
            type="file"
            accept=".json,application/json"
            aria-label="Portal response file"
            onChange={(e) => void fromFile(e.target.files?.[0])}
          />
        </Field.Root>
      </HStack>
      <HStack wrap="wrap" align="end">
        <Field.Root maxW="26rem">
          <Field.Label>IRN</Field.Label>
          <Input size="sm" maxLength={64} value={v.irn} onChange={set('irn')} />
        </Field.Root>
        <Field.Root maxW="12rem">
          <Field.Label>Ack No.</Field.Label>
          <Input size="sm" maxLength={20} value={v.ack_no} onChange={set('ack_no')} />
        </Field.Root>
        <Field.Root maxW="12rem">
          <Field.Label>Ack Date</Field.Label>
          <Input size="sm" placeholder="YYYY-MM-DD HH:MM:SS" maxLength={25} value={v.ack_date} onChange={set('ack_date')} />
        </Field.Root>
      </HStack>
      <Field.Root>
        <Field.Label>Signed QR</Field.Label>
        <Textarea size="sm" rows={2} value={v.signed_qr} onChange={set('signed_qr')} />
      </Field.Root>
      <Button size="sm" colorPalette="blue" alignSelf="start" loading={isLoading} onClick={() => void send(v)}>
        Save IRN
      </Button>
    </Stack>
  );
}
