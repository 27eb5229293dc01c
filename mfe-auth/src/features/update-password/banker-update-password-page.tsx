import { UpdatePasswordForm } from './update-password-form';

/** The same screen for bank-branch logins; only the endpoint differs. */
export default function BankerUpdatePasswordPage() {
  return <UpdatePasswordForm endpoint="banker-update-password" />;
}
