import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import HandlingFail from './handling-fail.tsx';
import HandlingSuccess from './handling-success.tsx';
import PackageOpenSuccess from './package-open-success.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.packageOpenSuccess, element: <PackageOpenSuccess /> },
      { path: paths.success, element: <HandlingSuccess /> },
      { path: paths.fail, element: <HandlingFail /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const links = () =>
  screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')] as const);

describe('result pages listed without content', () => {
  it.each([
    [
      paths.packageOpenSuccess,
      '开通成功',
      [
        ['查看套餐余量', '/setMeal'],
        ['返回首页', '/'],
      ],
    ],
    [
      paths.success,
      '办理成功',
      [
        ['返回首页', '/'],
        ['查询订单', '/orderQuery'],
      ],
    ],
    [
      paths.fail,
      '办理失败',
      [
        ['重新办理', '/BusinessHandle'],
        ['返回首页', '/'],
      ],
    ],
  ])('%s says %s and leads on', (path, title, expected) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(links()).toEqual(expected);
  });
});
