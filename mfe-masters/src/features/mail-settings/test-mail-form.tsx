import { useState } from 'react';
import { Button, Field, HStack, Input, errorPopup, successPopup } from 'shared/ui';
import { asApiError } from '../../lib/api-error';
import { useSendTestMailMutation } from '../../lib/masters-api';

/** Sends a test mail through the mailer as every module sends, to the address entered. */
export function TestMailForm() {
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [sendTestMail] = useSendTestMailMutation();
  async function send(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await sendTestMail(to).unwrap();
      await successPopup(res.message);
    } catch (err) {
      const error = asApiError(err);
      errorPopup(error.status ? 'Not sent' : 'API Error', error.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={send} aria-label="Send a test mail">
      <HStack align="flex-end" gap="3" wrap="wrap">
        <Field.Root required maxW="sm">
          <Field.Label>Test Mail To</Field.Label>
          <Input type="email" value={to} onChange={(e) => setTo(e.target.value)} autoComplete="email" />
        </Field.Root>
        <Button type="submit" size="sm" loading={busy}>
          Send test mail
        </Button>
      </HStack>
    </form>
  );
}
