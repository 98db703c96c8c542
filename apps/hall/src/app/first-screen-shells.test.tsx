import { PageSkeleton } from '@bluecat/ui/page-skeleton';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths.ts';
import { HallShell } from '../features/shell/hall-shell.tsx';

// The frame is fixed when the app is built, before any configuration is read at run time: it is drawn
// without 在线客服, which appears with the app when a chat page is configured.
vi.mock('../config/env.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../config/env.ts')>();
  return { ...actual, env: { ...actual.env, serviceChatUrl: null } };
});

/**
 * The frames the tabs' own pages (config/first-screens.ts) draw before the app starts: the hall shell
 * with its hotline banner and tab bar (the address's tab current) around a loading skeleton. The build
 * puts each file into its page; this test keeps the files equal to what the components render, so the
 * frame never differs from the shell the app then draws over it (`vitest -u` rewrites them).
 */
describe('first-screen frames', () => {
  it.each([paths.recharge, paths.businessQuery, paths.businessHandle, paths.personalInformation])(
    '%s',
    async (address) => {
      const frame = renderToStaticMarkup(
        <MemoryRouter initialEntries={[address]}>
          <HallShell>
            <PageSkeleton />
          </HallShell>
        </MemoryRouter>,
      );
      await expect(`${frame}\n`).toMatchFileSnapshot(`../config/first-screen-shells${address}.html`);
    },
  );
});
