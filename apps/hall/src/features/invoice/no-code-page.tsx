import { PageHeader } from '@bluecat/ui/page-header';
import { PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { Redirect } from '@bluecat/ui/redirect';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { checkIdPhoto, pendingIdPhotoCheck } from './id-photo.ts';
import { storeVerifiedPhone } from './invoice-session.ts';
import './invoice.css';

/**
 * /invoicenoCode 证件核验结果 (product.md › 发票): back from the ID-photo provider. A match stores the number
 * and opens /invoiceList; anything else has its message shown and returns to /invoiceVerify.
 */
export default function InvoiceNoCodePage() {
  const [bizNo] = useState(pendingIdPhotoCheck);
  if (!bizNo) return <Redirect to={paths.invoiceVerify} />;
  return <IdPhotoResult bizNo={bizNo} />;
}

function IdPhotoResult({ bizNo }: { bizNo: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void round;
    checkIdPhoto(bizNo, controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.kind === 'verified') {
          storeVerifiedPhone(outcome.phone);
          navigate(paths.invoiceList, { replace: true });
        } else {
          navigate(paths.invoiceVerify, { replace: true });
        }
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(reason instanceof Error && reason.message ? reason.message : '查询失败');
      },
    );
    return () => controller.abort();
  }, [bizNo, navigate, round]);

  const retry = useCallback(() => {
    setError(null);
    setRound((value) => value + 1);
  }, []);

  return (
    <div className="invoice-page">
      <PageHeader title="证件核验" />
      {error ? (
        <PageError message={error} onRetry={retry} />
      ) : (
        <>
          <p className="invoice-note" aria-live="polite">
            核验结果查询中...
          </p>
          <PageSkeleton rows={2} />
        </>
      )}
    </div>
  );
}
