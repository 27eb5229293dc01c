import { UpdatePasswordForm } from './update-password-form';

export default function UpdatePasswordPage() {
  return <UpdatePasswordForm endpoint="update-password" />;
}
