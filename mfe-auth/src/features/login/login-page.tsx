import { LoginForm } from './login-form';

export default function LoginPage() {
  return <LoginForm kind="admin" title="Sign In" linksWork />;
}
