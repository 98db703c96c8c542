import { ServiceChatButton } from '../../lib/service-chat-button.tsx';

/** 客服热线 the operator's service line, dialled in one tap. */
const HOTLINE = '10020';

/** Nothing answers the word typed: say so, and offer the people who can help. */
export function NoService({ query }: { query: string }) {
  return (
    <section className="service-search__none" aria-label="没有找到服务">
      <p className="service-search__none-text" role="status">
        没有找到与“{query}”相关的服务
      </p>
      <p className="service-search__none-hint">换个说法试试，或联系客服：</p>
      <div className="service-search__help">
        <ServiceChatButton className="service-search__chat" />
        <a className="service-search__call" href={`tel:${HOTLINE}`}>
          拨打客服热线{HOTLINE}
        </a>
      </div>
    </section>
  );
}
