import { useEffect } from 'react';
import { type To, useNavigate } from 'react-router-dom';

/**
 * Replaces the address with `to` once shown: what the screens use of React Router's `<Navigate replace>`
 * (absolute addresses), whose code would otherwise sit in the router file every first screen downloads.
 * `state` travels with the navigation, for what an address must not carry.
 */
export function Redirect({ to, state }: { to: To; state?: unknown }) {
  const navigate = useNavigate();
  // By value: an address or state object made anew on each render is the same redirect.
  const target = JSON.stringify({ to, state });
  useEffect(() => {
    const { to: address, state: carried } = JSON.parse(target) as { to: To; state?: unknown };
    navigate(address, { replace: true, state: carried });
  }, [navigate, target]);
  return null;
}
