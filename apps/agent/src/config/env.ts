/**
 * The one reader of build-time variables (Rsbuild inlines `PUBLIC_*` from `.env`). Checked once at
 * start-up so a wrong deployment fails loudly instead of calling a half-formed address.
 */
export interface AgentEnv {
  /** API origin; '' keeps calls on the page's own origin, where `/api` is reverse-proxied. */
  apiBase: string;
}

export function parseEnv(source: Record<string, string | undefined>): AgentEnv {
  const apiBase = (source.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, '');
  if (apiBase !== '' && !/^https?:\/\/[^/\s]+/.test(apiBase)) {
    throw new Error(`PUBLIC_API_BASE must be empty or an http(s) origin, got "${apiBase}"`);
  }
  return { apiBase };
}

export const env: AgentEnv = parseEnv({ PUBLIC_API_BASE: import.meta.env.PUBLIC_API_BASE });
