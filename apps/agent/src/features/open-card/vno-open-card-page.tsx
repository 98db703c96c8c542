import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { Redirect } from '@bluecat/ui/redirect';
import { StatusPage } from '@bluecat/ui/status-page';
import { useLoad } from '@bluecat/ui/use-load';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { paths } from '../../config/paths.ts';
import type { AgentSession } from '../../lib/agent-session.ts';
import { useFirstRead, useRouteUrl } from '../../lib/route-data.ts';
import { agentSessionAtom } from '../../lib/session-view.ts';
import { OpenCardWizard } from './open-card-wizard.tsx';
import { readScanEntry, rememberedScanEntry, rememberScanEntry, SCAN_MESSAGES } from './scan-entry.ts';
import { agentOfSession, loadScanOrder } from './scan-link.ts';

const TITLE = '扫码开卡';

/**
 * /VnoOpenCard (product.md › 扫码开卡), the scan-code variant. No login is required by the route: a scanned order
 * names its own agent (loginName). A channel entry (title) belongs to the channel account signed in by
 * its no-code login, and goes to /login without one.
 */
export default function VnoOpenCardPage() {
  const [search] = useUrlSearchParams();
  const session = useAtomValue(agentSessionAtom);
  const result = useMemo(() => readScanEntry(search, rememberedScanEntry()), [search]);

  useEffect(() => {
    if (result.ok) rememberScanEntry(result.entry);
  }, [result]);

  if (!result.ok) {
    return <StatusPage title={result.message} text="请使用开卡二维码或渠道链接重新进入开卡页面。" />;
  }
  if (result.entry.kind === 'channel') {
    if (!session) return <Redirect to={paths.login} />;
    return <ChannelWizard session={session} />;
  }
  return <OrderWizard pone={result.entry.pone} session={session} />;
}

function leave() {
  window.history.back();
}

function ChannelWizard({ session }: { session: AgentSession }) {
  const agent = useMemo(() => agentOfSession(session), [session]);
  return <OpenCardWizard variant="scan" agent={agent} title={TITLE} onLeave={leave} />;
}

function OrderWizard({ pone, session }: { pone: string; session: AgentSession | null }) {
  // The order and its agent are the route's first calls (routes.tsx): the first read takes what its
  // loader started.
  const url = useRouteUrl();
  const read = useFirstRead();
  const order = useLoad(
    (signal) => read((first) => loadScanOrder(url, session, signal, first), signal),
    [pone],
  );
  const fixedEntry = useMemo(
    () => (order.data ? { phone: order.data.phone, cardNo: order.data.cardNo } : undefined),
    [order.data],
  );
  if (order.status === 'success' && order.data) {
    return (
      <OpenCardWizard
        variant="scan"
        agent={order.data.agent}
        fixedEntry={fixedEntry}
        title={TITLE}
        onLeave={leave}
      />
    );
  }
  return (
    <main className="open-card">
      <PageHeader title={TITLE} onBack={leave} />
      <PageStates
        status={order.status}
        data={order.data}
        onRetry={order.reload}
        errorMessage={order.error ?? SCAN_MESSAGES.fetchFailed}
      >
        {() => null}
      </PageStates>
    </main>
  );
}
