import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { Alert, Box, Button, DateField, Field, Input, SimpleGrid, Stack, Text } from 'shared/ui';
import { BANK_KEY_DEFAULT_RATE, BANK_KEY_SCOPE_OPTIONS, type BankKeyScope } from '../../model';
import { useIssueBankKeyMutation } from './api-keys-api';

/** Issues a key; its token is shown here once (the server keeps only its hash). */
export function IssueKeyForm({ bankId }: { bankId: number }) {
  const [issue, { isLoading }] = useIssueBankKeyMutation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<BankKeyScope[]>(['cases:read']);
  const [branch, setBranch] = useState('');
  const [expires, setExpires] = useState('');
  const [rate, setRate] = useState(String(BANK_KEY_DEFAULT_RATE));
  const [token, setToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = (s: BankKeyScope, on: boolean) => setScopes((list) => (on ? [...list, s] : list.filter((x) => x !== s)));
  const submit = async () => {
    setErrors({});
    try {
      const made = await issue({
        bankId,
        name,
        scopes,
        bank_branch_id: branch ? Number(branch) : null,
        expires_at: expires || null,
        rate_per_minute: Number(rate),
      }).unwrap();
      setToken(made.token);
      setName('');
    } catch (err) {
      const e = err as ApiError;
      setErrors(e.fields ?? { _: e.message });
    }
  };
  return (
    <Stack gap="3" as="form" aria-label="Issue an API key" onSubmit={(e) => (e.preventDefault(), void submit())}>
      {token && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Box>
            <Alert.Title>Copy the key now: it is not shown again.</Alert.Title>
            <Text fontFamily="mono" wordBreak="break-all" aria-label="New API key">
              {token}
            </Text>
          </Box>
        </Alert.Root>
      )}
      {errors._ && <Text color="red.600">{errors._}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>Key name</Field.Label>
          <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.bank_branch_id}>
          <Field.Label>Branch id (empty: every branch)</Field.Label>
          <Input value={branch} inputMode="numeric" onChange={(e) => setBranch(e.target.value.replace(/\D/g, ''))} />
          <Field.ErrorText>{errors.bank_branch_id}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.expires_at}>
          <Field.Label>Expires on</Field.Label>
          <DateField label="Expires on" value={expires} onChange={setExpires} />
          <Field.ErrorText>{errors.expires_at}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.rate_per_minute}>
          <Field.Label>Requests per minute</Field.Label>
          <Input value={rate} inputMode="numeric" onChange={(e) => setRate(e.target.value.replace(/\D/g, ''))} />
          <Field.ErrorText>{errors.rate_per_minute}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium">
          Scopes
        </Text>
        {BANK_KEY_SCOPE_OPTIONS.map((o) => (
          <Box as="label" display="flex" gap="2" key={o.value}>
            <input
              type="checkbox"
              checked={scopes.includes(o.value as BankKeyScope)}
              onChange={(e) => toggle(o.value as BankKeyScope, e.target.checked)}
            />
            {o.label} ({o.value})
          </Box>
        ))}
        {errors.scopes && <Text color="red.600">{errors.scopes}</Text>}
      </Box>
      <Button type="submit" size="sm" alignSelf="start" loading={isLoading}>
        Issue key
      </Button>
    </Stack>
  );
}
