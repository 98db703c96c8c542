import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoginFrame } from '../features/login/login-frame.tsx';

/**
 * The frames first screens' own pages (config/first-screens.ts) draw before the app starts. The build
 * puts each file into its page; this test keeps the files equal to what the components render, so the
 * frame never differs from the screen the app then draws over it (`vitest -u` rewrites them).
 */
describe('first-screen frames', () => {
  it('/login: the heading on the brand band', async () => {
    await expect(`${renderToStaticMarkup(<LoginFrame />)}\n`).toMatchFileSnapshot(
      '../config/first-screen-shells/login.html',
    );
  });
});
