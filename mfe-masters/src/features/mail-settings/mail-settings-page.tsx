import { Heading, Stack } from 'shared/ui';
import { ResourcePage } from 'shared/kit';
import { mailSenderResource, mailTemplatesResource } from '../../model';
import { SingleRecord } from '../../lib/single-record';
import { SenderCard } from './sender-card';

/**
 * /admin/mailSettings (right mail_setting_page): the sender every mail carries (and an optional SMTP
 * server), a test send, and the wording of the suite's mails with placeholders.
 */
export default function MailSettingsPage() {
  return (
    <Stack gap="6">
      <SingleRecord
        desc={mailSenderResource}
        empty="No sender yet: mails go out as Valuation Back Office <no-reply@backoffice.local>. Enter the firm’s sender name and address."
        card={(row, edit) => <SenderCard row={row} onEdit={edit} />}
      />
      <Stack gap="2" as="section" aria-label="Mail templates">
        <Heading as="h2" size="md">
          Mail Templates
        </Heading>
        <ResourcePage desc={mailTemplatesResource} heading={null} />
      </Stack>
    </Stack>
  );
}
