import { AppLink } from '@bluecat/ui/app-link';
import { PageHeader } from '@bluecat/ui/page-header';
import { useParams } from 'react-router-dom';
import { noteRegisterPath } from '../../config/paths.ts';
import { useBoundPhone } from '../../lib/bound-phone.ts';
import { isOwnNumber } from './registration.ts';
import { RegistrationPage } from './registration-page.tsx';
import './sms-service.css';

const TITLE = '防护登记';
/** Decided: the spec names no message for an address carrying a number other than the bound one. */
export const OTHER_NUMBER = '只能为您当前绑定的号码办理防护登记';

/**
 * /NoteRegister/:phone 登记 (product.md › 短信防打扰): industries, rejected numbers and the progress of pending changes in
 * one page. The route's number must be the bound one: an address naming any other number is refused
 * before anything is asked about it, so no link can register for someone else's number.
 */
export default function NoteRegister() {
  const { phone } = useParams();
  const bound = useBoundPhone();
  if (!isOwnNumber(phone, bound)) {
    return (
      <>
        <PageHeader title={TITLE} />
        <main className="sms-page">
          <section className="sms-card" aria-label="号码不符">
            <p className="sms-card__text" role="alert">
              {OTHER_NUMBER}
            </p>
            {bound && (
              <div className="sms-actions">
                <AppLink className="sms-button sms-button--primary" to={noteRegisterPath(bound)} replace>
                  为本机号码登记
                </AppLink>
              </div>
            )}
          </section>
        </main>
      </>
    );
  }
  return <RegistrationPage title={TITLE} phone={bound} industries numbers />;
}
