import { Link, useNavigate, useParams } from 'react-router-dom';
import { selectLogin, useAppSelector } from 'shared/core';
import { ResourcePage } from 'shared/kit';
import { Alert } from 'shared/ui';
import { branchCasesResource } from '../../model';
import { BankCaseView } from './bank-case-view';

/**
 * /admin/bankCases, the bank branch's portal (issue 27): every case of its own branch, requested
 * online or initiated by the firm, with its stage in the bank's words, the appointment, the TAT due
 * and whether it is on time; search, filters and export from the kit. /admin/bankCases/{id} opens one.
 */
export default function BankCasesPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const login = useAppSelector(selectLogin);
  if (!login?.branch)
    return (
      <Alert.Root status="info" m="4">
        <Alert.Indicator />
        <Alert.Title>
          This is a bank branch&apos;s view of its cases. Staff follow cases on <Link to="/admin/initiatedCases">Initiated Cases</Link>.
        </Alert.Title>
      </Alert.Root>
    );
  if (id && /^\d+$/.test(id)) return <BankCaseView id={Number(id)} onBack={() => void navigate('/admin/bankCases')} />;
  return (
    <ResourcePage
      desc={branchCasesResource}
      rowActions={[{ id: 'open', label: 'Open', run: (row) => void navigate(`/admin/bankCases/${String(row.id)}`) }]}
    />
  );
}
