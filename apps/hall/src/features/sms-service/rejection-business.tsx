import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useBoundPhone } from '../../lib/bound-phone.ts';
import { RegistrationPage } from './registration-page.tsx';

/** /RejectionBusiness 行业营销防护: the 11 industry categories; back goes to /SelectFunction (product.md › 短信防打扰). */
export default function RejectionBusiness() {
  const navigate = useNavigate();
  return (
    <RegistrationPage
      title="行业营销防护"
      phone={useBoundPhone()}
      industries
      numbers={false}
      onBack={() => navigate(paths.selectFunction, { replace: true })}
    />
  );
}
