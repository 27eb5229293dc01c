import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Box, Button, Field, HStack, Heading, Input, Stack, Text, errorPopup, successPopup } from 'shared/ui';
import { LEDGER_ROLE_LABELS, RULE_LABELS, type BillingSettings, type LedgerRole } from '../../model';
import { Loaded } from '../../lib/states';
import { SimpleTable } from '../../lib/table';
import { useBillingSettingsQuery, useSaveLedgersMutation, useSetRuleMutation } from '../../lib/books-api';

const ROLES = Object.keys(LEDGER_ROLE_LABELS) as LedgerRole[];

function Rules({ s }: { s: BillingSettings }) {
  const [reason, setReason] = useState('');
  const [setRule, { isLoading }] = useSetRuleMutation();
  const flip = async (r: BillingSettings['rules'][number]) => {
    if (reason.trim().length < 3) return void errorPopup('Error', 'Give a reason of 3 to 300 characters: the change is recorded.');
    try {
      await successPopup((await setRule({ key: r.key, enabled: !r.enabled, reason: reason.trim(), version: r.version }).unwrap()).message);
      setReason('');
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        Maker-checker
      </Heading>
      <Field.Root maxW="30rem">
        <Field.Label>Reason for a change</Field.Label>
        <Input size="sm" value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </Field.Root>
      <SimpleTable
        caption="Maker-checker rules"
        rowKey={(r) => r.key}
        rows={s.rules}
        empty="No rules."
        cols={[
          { label: 'Rule', cell: (r) => RULE_LABELS[r.key] },
          { label: 'State', cell: (r) => (r.enabled ? 'On' : 'Off') },
          { label: 'Last Changed', cell: (r) => `${r.updated_at}${r.updated_by_name ? ` by ${r.updated_by_name}` : ''}` },
          {
            label: 'Change',
            cell: (r) => (
              <Button
                size="xs"
                variant="outline"
                loading={isLoading}
                aria-label={`${r.enabled ? 'Switch off' : 'Switch on'}: ${RULE_LABELS[r.key]}`}
                onClick={() => void flip(r)}
              >
                {r.enabled ? 'Switch off' : 'Switch on'}
              </Button>
            ),
          },
        ]}
      />
      <SimpleTable
        caption="Rule changes"
        rowKey={(c) => `${c.changed_at}-${c.key}-${c.reason}`}
        rows={s.changes}
        empty="No change yet: every rule is on as delivered."
        cols={[
          { label: 'When', cell: (c) => c.changed_at },
          { label: 'Rule', cell: (c) => RULE_LABELS[c.key] },
          { label: 'Switched', cell: (c) => (c.enabled ? 'On' : 'Off') },
          { label: 'By', cell: (c) => c.changed_by_name ?? '' },
          { label: 'Reason', cell: (c) => c.reason },
        ]}
      />
    </Stack>
  );
}

function Ledgers({ s }: { s: BillingSettings }) {
  const [ledgers, setLedgers] = useState(s.ledgers);
  const [parties, setParties] = useState(() => Object.fromEntries(s.parties.map((p) => [p.bank_id, p.ledger ?? ''])));
  const [save, { isLoading }] = useSaveLedgersMutation();
  const submit = async () => {
    if (ROLES.some((r) => !ledgers[r]?.trim())) return void errorPopup('Error', 'Each ledger name: 1 to 100 characters.');
    try {
      const body = { ledgers, parties: s.parties.map((p) => ({ bank_id: p.bank_id, ledger: parties[p.bank_id]?.trim() || null })) };
      await successPopup((await save(body).unwrap()).message);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };
  return (
    <Stack gap="2" as="form" aria-label="Tally ledgers" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <Heading as="h2" size="sm">
        Tally ledgers
      </Heading>
      <HStack wrap="wrap" gap="3">
        {ROLES.map((r) => (
          <Field.Root key={r} maxW="16rem" required>
            <Field.Label>{LEDGER_ROLE_LABELS[r]}</Field.Label>
            <Input size="sm" maxLength={100} value={ledgers[r] ?? ''} onChange={(e) => setLedgers({ ...ledgers, [r]: e.target.value })} />
          </Field.Root>
        ))}
      </HStack>
      <Text fontSize="sm">Party ledgers: a bank's ledger in Tally, when it differs from the bank's name.</Text>
      <SimpleTable
        caption="Party ledgers"
        rowKey={(p) => p.bank_id}
        rows={s.parties}
        empty="No banks."
        cols={[
          { label: 'Bank', cell: (p) => p.bank_name },
          {
            label: 'Ledger in Tally',
            cell: (p) => (
              <Input
                size="xs"
                maxLength={100}
                aria-label={`Ledger for ${p.bank_name}`}
                placeholder={p.bank_name}
                value={parties[p.bank_id] ?? ''}
                onChange={(e) => setParties({ ...parties, [p.bank_id]: e.target.value })}
              />
            ),
          },
        ]}
      />
      <Button type="submit" size="sm" colorPalette="blue" alignSelf="start" loading={isLoading}>
        Save Ledgers
      </Button>
    </Stack>
  );
}

/** Billing Settings: the maker-checker switches (each change recorded) and the Tally ledger names. */
export default function BillingSettingsPage() {
  const result = useBillingSettingsQuery();
  return (
    <Box as="section" aria-label="Billing settings">
      <Loaded result={result} title="billing settings">
        {(s) => (
          <Stack gap="6">
            <Rules s={s} />
            <Ledgers s={s} />
          </Stack>
        )}
      </Loaded>
    </Box>
  );
}
