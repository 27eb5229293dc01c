import { LoginForm } from './login-form';

export default function BranchLoginPage() {
  return <LoginForm kind="branch" title="Branch LOGIN" linksWork={false} />;
}
