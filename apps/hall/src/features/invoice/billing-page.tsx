import { Button } from '@bluecat/ui/button';
import { PageHeader } from '@bluecat/ui/page-header';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import './invoice.css';

/** /billing 开票中 (product.md › 发票): the request is in; the invoice follows within 1-3 working days. */
export default function BillingPage() {
  const navigate = useNavigate();
  return (
    <div className="invoice-page">
      <PageHeader title="开票中" onBack={() => navigate(paths.invoiceList, { replace: true })} />
      <section className="invoice-card invoice-result" aria-label="开票进度">
        <svg className="invoice-result__picture" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
          <circle cx="48" cy="48" r="40" fill="#e8f0ff" />
          <circle cx="48" cy="48" r="24" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M48 34v15l10 6" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h2 className="invoice-result__title">发票开具中</h2>
        <p className="invoice-result__text">预计1-3个工作日内开具完成，开具后将发送至您填写的邮箱。</p>
        <Button type="primary" block onClick={() => navigate(paths.invoiceList, { replace: true })}>
          返回发票列表
        </Button>
      </section>
    </div>
  );
}
