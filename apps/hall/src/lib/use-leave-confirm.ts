import { confirm } from '@bluecat/ui/overlays';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router-dom';

/**
 * product.md › 表单与校验: the back button of a form asks before leaving. Returns what the header's back arrow calls; the
 * phone's own back gesture asks the same question. Leaving goes back one step, or to `fallback` when the
 * form was the first page of the visit (a back there would leave the hall).
 */
export interface LeaveConfirm {
  /** For the header's back arrow: asks, then leaves. */
  back: () => void;
  /** The form is done (submitted): from now on leaving asks nothing. */
  release: () => void;
}

export interface LeaveConfirmOptions {
  /**
   * Runs once the person has confirmed leaving, before the page goes: a flow that ends there forgets what
   * it kept.
   */
  onLeave?: () => void;
  /**
   * Whether leaving would lose anything now (default true). While false, back leaves at once. Read at the
   * moment of leaving, so a form that has just been typed into asks even on a back that comes at once:
   * the guard is in place from the page's first render, not mounted once the form holds work.
   */
  active?: boolean;
}

export function useLeaveConfirm(
  message: string,
  fallback: string,
  { onLeave, active = true }: LeaveConfirmOptions = {},
): LeaveConfirm {
  const navigate = useNavigate();
  const location = useLocation();
  const leaving = useRef(false);
  const asking = useRef(false);
  const left = useRef(onLeave);
  left.current = onLeave;
  const guarding = useRef(active);
  guarding.current = active;

  const ask = useCallback(async () => {
    if (asking.current) return false;
    asking.current = true;
    const sure = await confirm({ title: '提示', message, cancelText: '取消', confirmText: '确定' });
    asking.current = false;
    return sure;
  }, [message]);

  const blocker = useBlocker(
    ({ historyAction, currentLocation, nextLocation }) =>
      guarding.current &&
      !leaving.current &&
      historyAction === 'POP' &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void ask().then((sure) => {
      if (sure) {
        leaving.current = true;
        left.current?.();
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
  }, [blocker, ask]);

  const firstPage = location.key === 'default';
  const back = useCallback(() => {
    const leave = () => {
      leaving.current = true;
      left.current?.();
      if (firstPage) navigate(fallback, { replace: true });
      else navigate(-1);
    };
    if (!guarding.current) {
      leave();
      return;
    }
    void ask().then((sure) => {
      if (sure) leave();
    });
  }, [ask, firstPage, fallback, navigate]);
  const release = useCallback(() => {
    leaving.current = true;
  }, []);
  return useMemo(() => ({ back, release }), [back, release]);
}
