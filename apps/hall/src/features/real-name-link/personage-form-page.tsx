import { readStored } from '@bluecat/api/storage';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { RealNameForm } from './real-name-form.tsx';

/** /PersonageRealNameForm, logged-in variant: without a token → /PersonalInformation (001 §2). */
export default function PersonageFormPage() {
  if (readStored('token') === null) return <Navigate to={paths.personalInformation} replace />;
  return <RealNameForm flow="personageRealName" />;
}
