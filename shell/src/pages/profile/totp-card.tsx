import { useState } from 'react';
import { useTotpDisableMutation, useTotpEnableMutation, useTotpSetupMutation, useTotpStateQuery, type ApiError } from 'shared/core';
import { Alert, Box, Button, Card, Field, Heading, HStack, Input, Spinner, Stack, Text, notify } from 'shared/ui';

/**
 * Two-factor sign-in (TOTP, RFC 6238) from the profile: set up with a QR code (or the secret typed
 * in), confirm with a code, keep the ten recovery codes shown once; turn off with a code.
 */
export function TotpCard() {
  const { data, isLoading, error } = useTotpStateQuery();
  const [setup, setupState] = useTotpSetupMutation();
  const [enable, enableState] = useTotpEnableMutation();
  const [disable, disableState] = useTotpDisableMutation();
  const [pending, setPending] = useState<{ secret: string; qr: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (e: unknown) => setProblem((e as ApiError).fields?.code ?? (e as ApiError).message);
  const state = data?.data;
  return (
    <Card.Root maxW="4xl" mt="4">
      <Card.Header>
        <Heading size="md">Two-factor sign-in</Heading>
      </Card.Header>
      <Card.Body>
        {isLoading && <Spinner aria-label="Loading two-factor sign-in" />}
        {error && <Text color="red.700">{(error as ApiError).message}</Text>}
        {state && (
          <Stack gap="3">
            <Text>
              {state.enabled ? 'On: sign-in asks for a code from your authenticator app.' : 'Off: sign-in asks for your password only.'}
              {state.required && !state.enabled && ' Your rights (users or rights) need it: set it up to use those pages.'}
            </Text>
            {codes && (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Box>
                  <Alert.Title>Recovery codes: each signs in once without the app. They are shown only now.</Alert.Title>
                  <Box as="ul" mt="2" fontFamily="mono" aria-label="Recovery codes">
                    {codes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </Box>
                </Box>
              </Alert.Root>
            )}
            {!state.enabled && !pending && (
              <Button
                alignSelf="start"
                loading={setupState.isLoading}
                onClick={() => {
                  setProblem(null);
                  setup()
                    .unwrap()
                    .then((r) => setPending(r.data), fail);
                }}
              >
                Set up two-factor sign-in
              </Button>
            )}
            {!state.enabled && pending && (
              <HStack align="start" gap="4" wrap="wrap">
                <img src={pending.qr} alt="QR code for your authenticator app" width={220} height={220} />
                <Text fontSize="sm">
                  Scan it with an authenticator app, or type this key: <code>{pending.secret}</code>
                </Text>
              </HStack>
            )}
            {(state.enabled || pending) && (
              <Field.Root invalid={!!problem} maxW="xs">
                <Field.Label>Authentication code</Field.Label>
                <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="numeric" />
                {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
              </Field.Root>
            )}
            {!state.enabled && pending && (
              <Button
                alignSelf="start"
                colorPalette="blue"
                loading={enableState.isLoading}
                onClick={() => {
                  setProblem(null);
                  enable({ code: code.trim() })
                    .unwrap()
                    .then((r) => {
                      setCodes(r.data.recovery_codes);
                      setPending(null);
                      setCode('');
                      notify.success(r.message);
                    }, fail);
                }}
              >
                Turn on
              </Button>
            )}
            {state.enabled && (
              <Button
                alignSelf="start"
                variant="outline"
                colorPalette="red"
                loading={disableState.isLoading}
                onClick={() => {
                  setProblem(null);
                  disable({ code: code.trim() })
                    .unwrap()
                    .then((r) => {
                      setCode('');
                      setCodes(null);
                      notify.success(r.message);
                    }, fail);
                }}
              >
                Turn off
              </Button>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
