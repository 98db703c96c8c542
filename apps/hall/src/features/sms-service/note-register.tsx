import { useParams } from 'react-router-dom';
import { useBoundPhone } from '../../lib/bound-phone.ts';
import { RegistrationPage } from './registration-page.tsx';

/**
 * /NoteRegister/:phone 登记 (001 §2): industries, rejected numbers and the progress of pending changes in
 * one page. The route's number is the one registered; the bound number stands in when it is missing.
 */
export default function NoteRegister() {
  const { phone } = useParams();
  const bound = useBoundPhone();
  const serviceid = phone && /^\d{11}$/.test(phone) ? phone : bound;
  return <RegistrationPage title="防护登记" phone={serviceid} industries numbers />;
}
