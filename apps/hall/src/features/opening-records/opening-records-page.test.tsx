import * as calls from '@bluecat/api/calls';
import { answerWith } from '@bluecat/api/testing';
import { readDraft } from '@bluecat/ui/drafts';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import OpeningRecordsPage, { QUERY_DRAFT_KEY } from './opening-records-page.tsx';

function renderPage() {
  return render(
    <>
      <OverlayHost />
      <OpeningRecordsPage />
    </>,
  );
}

const nameInput = () => screen.getByLabelText('姓名');
const idInput = () => screen.getByLabelText('身份证号');

afterEach(() => {
  resetOverlays();
});

describe('OpeningRecordsPage', () => {
  it.each<[string, string, string]>([
    ['', '36010219900315123X', '请输入您的姓名'],
    ['张伟', '', '请输入身份证号'],
    ['  ', '   ', '请输入您的姓名'],
  ])('name %j and ID %j → %s', async (name, idNumber, message) => {
    const user = userEvent.setup();
    const server = answerWith();
    renderPage();

    if (name) await user.type(nameInput(), name);
    if (idNumber) await user.type(idInput(), idNumber);
    await user.click(screen.getByRole('button', { name: '查询' }));

    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(server.requests).toEqual([]);
  });

  it('queries with the normalised form and lists each record with its audit status', async () => {
    const user = userEvent.setup();
    // CHECK_OPEN_PHONE_WORK's success example: one record pending, one approved, two rejected (one expired).
    const server = answerWith({ CHECK_OPEN_PHONE_WORK: 'success' });
    renderPage();

    await user.type(nameInput(), ' 张伟 ');
    await user.type(idInput(), '360102 19900315123x');
    expect(idInput()).toHaveValue('36010219900315123X');
    await user.click(screen.getByRole('button', { name: '查询' }));

    const results = await screen.findByRole('region', { name: /开卡记录/ });
    expect(server.bodiesOf(calls.CHECK_OPEN_PHONE_WORK)).toEqual([
      { customerName: '张伟', identityCode: '36010219900315123X' },
    ]);
    expect(within(results).getByRole('heading', { level: 2 })).toHaveTextContent('开卡记录共4条');
    const [pending, approved, rejected, expired] = within(results).getAllByRole('listitem');
    if (!pending || !approved || !rejected || !expired) throw new Error('four records expected');

    expect(pending).toHaveTextContent('17088886666');
    expect(pending).toHaveTextContent('待审核');
    expect(pending).toHaveTextContent('办理业务新装开户');
    expect(pending).toHaveTextContent('套餐编号90063345');
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();
    expect(approved).toHaveTextContent('审核通过');
    expect(rejected).toHaveTextContent('审核未通过');
    expect(rejected).not.toHaveTextContent('已失效');
    expect(expired).toHaveTextContent('审核未通过');
    expect(expired).toHaveTextContent('已失效');
  });

  it('opens the details of a non-pending record and closes them', async () => {
    const user = userEvent.setup();
    answerWith({ CHECK_OPEN_PHONE_WORK: 'success' });
    renderPage();
    await user.type(nameInput(), '张伟');
    await user.type(idInput(), '36010219900315123X');
    await user.click(screen.getByRole('button', { name: '查询' }));

    await user.click(await screen.findByRole('button', { name: '查看17088886669的审核详情' }));
    const dialog = await screen.findByRole('dialog', { name: '审核详情' });
    const rows = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}:${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      '开卡号码:17088886669',
      '办理业务:新装开户',
      '套餐编号:90071001',
      '审核状态:审核未通过',
      '审核意见:超时未补充资料',
      '记录状态:已失效',
    ]);

    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '审核详情' })).not.toBeInTheDocument());
  });

  it('shows the server message of a -100 answer and keeps the form', async () => {
    const user = userEvent.setup();
    answerWith({ CHECK_OPEN_PHONE_WORK: 'failed' });
    renderPage();
    await user.type(nameInput(), '张伟');
    await user.type(idInput(), '36010219900315123X');
    await user.click(screen.getByRole('button', { name: '查询' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('姓名与证件号码不匹配');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('张伟');
    expect(idInput()).toHaveValue('36010219900315123X');
  });

  it('offers 重试 after a transport failure and runs the same query again', async () => {
    const user = userEvent.setup();
    const server = answerWith({ CHECK_OPEN_PHONE_WORK: ['code=500', 'empty'] });
    renderPage();
    await user.type(nameInput(), '张伟');
    await user.type(idInput(), '36010219900315123X');
    await user.click(screen.getByRole('button', { name: '查询' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('服务器内部错误 (500)，请稍后重试...');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    const query = { customerName: '张伟', identityCode: '36010219900315123X' };
    expect(server.bodiesOf(calls.CHECK_OPEN_PHONE_WORK)).toEqual([query, query]);
  });

  it('keeps the typed form as a draft across a reload', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.type(nameInput(), '张伟');
    await user.type(idInput(), '360102');
    expect(readDraft(QUERY_DRAFT_KEY)).toEqual({ customerName: '张伟', identityCode: '360102' });
    first.unmount();

    renderPage();
    expect(nameInput()).toHaveValue('张伟');
    expect(idInput()).toHaveValue('360102');
  });
});
