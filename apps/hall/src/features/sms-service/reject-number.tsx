import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useBoundPhone } from '../../lib/bound-phone.ts';
import { RegistrationPage } from './registration-page.tsx';

/** /RejectNumber 拒收号码防护: the rejected numbers, 5 per page, with add and delete (product.md › 短信防打扰). */
export default function RejectNumber() {
  const navigate = useNavigate();
  return (
    <RegistrationPage
      title="拒收号码防护"
      phone={useBoundPhone()}
      industries={false}
      numbers
      onBack={() => navigate(paths.selectFunction, { replace: true })}
    />
  );
}
