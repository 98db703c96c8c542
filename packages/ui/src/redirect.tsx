import { useEffect } from 'react';
import { type To, useNavigate } from 'react-router-dom';

/**
 * Replaces the address with `to` once shown: what the screens use of React Router's `<Navigate replace>`
 * (absolute addresses, no state), whose code would otherwise sit in the router file every first screen
 * downloads.
 */
export function Redirect({ to }: { to: To }) {
  const navigate = useNavigate();
  // By value: an address object made anew on each render is the same redirect.
  const target = JSON.stringify(to);
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace: true });
  }, [navigate, target]);
  return null;
}
