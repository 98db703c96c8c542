import { channelLinkCarrier } from '@bluecat/rules/channel-login/channel-links';
import { isChunkLoadError, PAGE_LOAD_FAILED } from '@bluecat/ui/chunk-retry';
import { reportFailedLoad } from '@bluecat/ui/field-reports/failed-load';
import { NotFound } from '@bluecat/ui/not-found';
import { StatusPage } from '@bluecat/ui/status-page';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { type ChannelLink, DEAD_CARRIERS } from '../../config/read-env.ts';
import { saveAgentTokens, saveAgentUser } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import { type ChannelDecision, channelDecision, DEAD_LINK_MESSAGE } from './channel-decision.ts';
import { CHANNEL_NOT_CONFIGURED } from './channel-messages.ts';
import { loadChannelSignIn } from './channel-sign-in.ts';
import './channel-page.css';

/** What a channel route hands its page: the configured link it was generated from. */
export interface ChannelRouteHandle {
  channel: ChannelLink;
}

const isChannelHandle = (handle: unknown): handle is ChannelRouteHandle =>
  typeof handle === 'object' && handle !== null && 'channel' in handle;

/** The channel link an address is, whatever its identifier (server mode), or null for any other address. */
function linkOf(path: string): ChannelLink | null {
  const carrier = channelLinkCarrier(path);
  if (carrier === null) return null;
  return { path, carrier, kind: DEAD_CARRIERS.has(carrier) ? 'dead' : 'silent' };
}

/** 渠道免验证码登录 one of the configured no-code-login links. */
export default function ChannelPage() {
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isChannelHandle)
    .pop();
  const { pathname } = useLocation();
  // A listed link (file mode) comes with its route's handle; in server mode the address is the link.
  const channel = handle?.channel ?? linkOf(pathname);
  if (!channel) return <NotFound homePath={paths.login} />;
  const decision = channelDecision(channel);
  return decision.kind === 'dead' ? <DeadLink /> : <SilentLogin decision={decision} path={channel.path} />;
}

function DeadLink() {
  return (
    <main className="agent-channel agent-channel-dead">
      <svg className="agent-channel-icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="28" fill="#fff1ec" />
        <g fill="none" stroke="#ff7a45" strokeWidth="3.5" strokeLinecap="round">
          <path d="M31 23.5l3.5-3.5a7.5 7.5 0 0 1 10.6 10.6l-3.5 3.5" />
          <path d="M33 40.5l-3.5 3.5a7.5 7.5 0 0 1-10.6-10.6l3.5-3.5" />
          <path d="M27 37l10-10" />
          <path d="M18 18l28 28" />
        </g>
      </svg>
      <h1 className="agent-channel-message">{DEAD_LINK_MESSAGE}</h1>
    </main>
  );
}

type LoginState =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  // The host has no account for this carrier: retrying cannot help, so no 重试.
  | { kind: 'not-configured' };

function SilentLogin({
  decision,
  path,
}: {
  decision: Extract<ChannelDecision, { kind: 'silent' }>;
  path: string;
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<LoginState>({ kind: 'working' });
  // One login at a time: React's development double effect and a quick 重试 must not open two sessions.
  const inFlight = useRef(false);
  const { carrier, destination } = decision;

  const run = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ kind: 'working' });
    try {
      const signIn = await loadChannelSignIn();
      const outcome = await signIn(
        { carrier, path },
        { api, saveTokens: saveAgentTokens, saveUser: saveAgentUser },
      );
      if (outcome.kind === 'signed-in') {
        navigate(destination, { replace: true });
        return;
      }
      setState(outcome.kind === 'not-configured' ? outcome : { kind: 'failed', message: outcome.message });
    } catch (error) {
      reportFailedLoad(error);
      // The sign-in's code did not come: the network, which 重试 may get past. A malformed accounts file
      // (file mode): the deployment must fix it; the agent is told it cannot sign in here.
      setState(
        isChunkLoadError(error)
          ? { kind: 'failed', message: PAGE_LOAD_FAILED.text }
          : { kind: 'not-configured' },
      );
    } finally {
      inFlight.current = false;
    }
  }, [carrier, path, destination, navigate]);

  useEffect(() => {
    void run();
  }, [run]);

  if (state.kind === 'not-configured') return <StatusPage title="登录失败" text={CHANNEL_NOT_CONFIGURED} />;
  if (state.kind === 'failed') {
    return <StatusPage title="登录失败" text={state.message} onRetry={() => void run()} />;
  }
  return (
    <main className="agent-channel" aria-busy="true">
      <span className="agent-channel-spinner" aria-hidden="true" />
      <h1 className="agent-channel-message">正在进入开卡…</h1>
    </main>
  );
}
