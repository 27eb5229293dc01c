import { useNavigate } from 'react-router-dom';
import { Button } from 'shared/ui';
import { LoginForm } from './login-form';

export default function EmployeeLoginPage() {
  const navigate = useNavigate();
  return (
    <LoginForm
      kind="employee"
      title="EMPLOYEE LOGIN"
      linksWork={false}
      extra={
        <Button variant="outline" onClick={() => navigate('/auth/login')}>
          Admin Login
        </Button>
      }
    />
  );
}
