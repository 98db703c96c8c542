import { PageHeader } from '@bluecat/ui/page-header';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AGREEMENT_DATE, AGREEMENT_SECTIONS, AGREEMENT_TITLE } from './agreement-text.ts';
import './sms-service.css';

/** /UserAgreement: the service agreement, back to /WillRegister (product.md › 短信防打扰). */
export default function UserAgreement() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="用户服务协议" onBack={() => navigate(paths.willRegister, { replace: true })} />
      <main className="sms-agreement">
        <h2>{AGREEMENT_TITLE}</h2>
        <p className="sms-agreement__date">
          更新日期：<time dateTime={AGREEMENT_DATE}>{AGREEMENT_DATE}</time>
        </p>
        {AGREEMENT_SECTIONS.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h3>{section.title}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </main>
    </>
  );
}
