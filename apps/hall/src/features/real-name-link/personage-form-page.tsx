import { readStored } from '@bluecat/api/storage';
import { Redirect } from '@bluecat/ui/redirect';
import { paths } from '../../config/paths.ts';
import { RealNameForm } from './real-name-form.tsx';

/** /PersonageRealNameForm, logged-in variant: without a token → /PersonalInformation (product.md › 扫码实名). */
export default function PersonageFormPage() {
  if (readStored('token') === null) return <Redirect to={paths.personalInformation} />;
  return <RealNameForm flow="personageRealName" />;
}
