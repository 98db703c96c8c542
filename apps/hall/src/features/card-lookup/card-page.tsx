import type { CallData } from '@bluecat/api/gateway';
import { clearDraft } from '@bluecat/ui/drafts';
import { FactList } from '@bluecat/ui/fact-list';
import { confirm } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageStates } from '@bluecat/ui/page-state';
import { Redirect } from '@bluecat/ui/redirect';
import { LoadError, useLoad } from '@bluecat/ui/use-load';
import { useCallback, useEffect, useId } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import {
  CARD_LOOKUP_DRAFT,
  type CardLookupState,
  cardStatusOf,
  formatBalance,
  readCardLookupState,
} from './lookup.ts';
import './card-lookup.css';
import * as calls from '@bluecat/api/calls';

type CardList = CallData<'QUERY_CARD_NUMBER'>;
type Card = CardList['list'][number];

/** product.md › 一证通查: these answers show their message (the gateway's toast) and send the person back to the form. */
const BACK_TO_FORM_CODES = [-998, -100];

type Lookup = { kind: 'cards'; cards: CardList } | { kind: 'refused' };

async function loadCards(lookup: CardLookupState, signal: AbortSignal): Promise<Lookup> {
  const answer = await api.call(
    calls.QUERY_CARD_NUMBER,
    { biz_no: lookup.bizNo, idCardNumber: lookup.idCardNumber, name: lookup.name },
    { signal },
  );
  if (answer.ok) return { kind: 'cards', cards: answer.data };
  if (BACK_TO_FORM_CODES.includes(answer.code)) return { kind: 'refused' };
  throw new LoadError(answer.msg || '加载失败');
}

/** /card 名下号码: the cards under the verified identity. Without a verification it is the form's turn. */
export default function CardPage() {
  const lookup = readCardLookupState(useLocation().state);
  if (!lookup) return <Redirect to={paths.queryCard} />;
  return <CardResult lookup={lookup} />;
}

function CardResult({ lookup }: { lookup: CardLookupState }) {
  const navigate = useNavigate();
  const loaded = useLoad((signal) => loadCards(lookup, signal), [lookup.bizNo]);

  useEffect(() => {
    if (loaded.data?.kind === 'refused') navigate(paths.queryCard, { replace: true });
    // The identity has done its job: the ID digits and name no longer wait in the tab's storage.
    if (loaded.data?.kind === 'cards') clearDraft(CARD_LOOKUP_DRAFT);
  }, [loaded.data, navigate]);

  // product.md › 一证通查: back asks first, then goes home (the list holds someone's numbers and balances).
  const leave = useCallback(async () => {
    const sure = await confirm({
      title: '提示',
      message: '确定退出号码查询结果吗？',
      cancelText: '取消',
      confirmText: '确定',
    });
    if (sure) navigate(paths.home, { replace: true });
    return sure;
  }, [navigate]);

  // The phone's own back button asks the same question.
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    void leave();
  }, [blocker, leave]);

  return (
    <div className="card-lookup">
      <PageHeader title="名下号码" onBack={() => void leave()} />
      <PageStates
        // A refusal is on its way back to the form: the skeleton stays until it has left.
        status={loaded.data?.kind === 'refused' ? 'loading' : loaded.status}
        data={loaded.data?.kind === 'cards' ? loaded.data.cards : null}
        empty={false}
        onRetry={loaded.reload}
        errorMessage={loaded.error ?? undefined}
        rows={4}
      >
        {(cards) => <Cards cards={cards} />}
      </PageStates>
    </div>
  );
}

function Cards({ cards }: { cards: CardList }) {
  const holderId = useId();
  const { memberInfo, list } = cards;
  return (
    <>
      <section className="card-lookup__holder" aria-labelledby={holderId}>
        <h2 id={holderId} className="card-lookup__holder-name">
          {memberInfo.realName}
        </h2>
        <p className="card-lookup__holder-id">身份证号 {memberInfo.idCard}</p>
        <p className="card-lookup__holder-count">名下共 {list.length} 个号码</p>
      </section>
      {list.length === 0 ? (
        <PageEmpty />
      ) : (
        <ul className="card-lookup__list">
          {list.map((card) => (
            <li key={card.mobileNumber}>
              <CardItem card={card} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CardItem({ card }: { card: Card }) {
  const numberId = useId();
  const status = cardStatusOf(card.status);
  return (
    <article className="card-lookup__card" aria-labelledby={numberId}>
      <header className="card-lookup__card-head">
        <h3 id={numberId} className="card-lookup__number">
          {card.mobileNumber}
        </h3>
        <span className={`card-lookup__status${status.owing ? ' card-lookup__status--owing' : ''}`}>
          {status.label}
        </span>
      </header>
      <FactList
        className="card-lookup__facts"
        items={[
          { label: '套餐名称', value: card.packageName },
          { label: '入网时间', value: card.time },
          {
            label: '账户余额',
            value: (
              <span className={card.balance < 0 ? 'card-lookup__balance--negative' : undefined}>
                {formatBalance(card.balance)}
              </span>
            ),
          },
        ]}
      />
    </article>
  );
}
