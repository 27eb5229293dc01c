import { useMemo, useState } from 'react';
import type { ApiError } from 'shared/core';
import { ResourcePage, type RowAction } from 'shared/kit';
import { confirm, errorPopup } from 'shared/ui';
import { webhookEndpointsResource, type WebhookSecretAnswer } from '../../model';
import { SecretDialog, type ShownSecret } from './secret-dialog';
import { useRotateWebhookSecretMutation } from './webhooks-api';

/**
 * /admin/webhooks (right email_master): a bank's webhook endpoints. The server makes each signing
 * secret; it is shown once, after adding an endpoint and after 'New secret' (the old one stops
 * signing at once).
 */
export default function WebhooksPage() {
  const [rotate] = useRotateWebhookSecretMutation();
  const [shown, setShown] = useState<ShownSecret | null>(null);

  const actions = useMemo<RowAction[]>(
    () => [
      {
        id: 'new-secret',
        label: 'New secret',
        run: async (row) => {
          const url = String(row.url);
          const ok = await confirm({
            title: `New signing secret for ${url}?`,
            text: 'The current secret stops signing at once: the bank must check signatures with the new one from now on.',
            confirmLabel: 'New secret',
            destructive: true,
          });
          if (!ok) return;
          try {
            const made = await rotate(row.id as number).unwrap();
            setShown({ url, secret: made.secret, message: made.message });
          } catch (e) {
            void errorPopup('Error', (e as ApiError).message);
          }
        },
      },
    ],
    [rotate],
  );

  return (
    <>
      <ResourcePage
        desc={webhookEndpointsResource}
        rowActions={actions}
        afterSave={(mode, { body }, result) => {
          const made = result as Partial<WebhookSecretAnswer>;
          if (mode === 'create' && made.secret) setShown({ url: String(body.url), secret: made.secret, message: made.message ?? '' });
        }}
      />
      {shown && <SecretDialog shown={shown} onClose={() => setShown(null)} />}
    </>
  );
}
