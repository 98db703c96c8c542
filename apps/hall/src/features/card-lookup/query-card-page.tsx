import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { IdentityStartPage } from '../../lib/face-auth/identity-start-page.tsx';
import { CARD_LOOKUP_DRAFT, CARD_LOOKUP_ENTRIES, type CardLookupState } from './lookup.ts';
import './card-lookup.css';

/**
 * /queryCard 一证通查 (product.md › 一证通查): ID last six and name, then face verification. The provider returns
 * here; a passed check opens /card with the verification's biz_no.
 */
export default function QueryCardPage() {
  const navigate = useNavigate();
  return (
    <IdentityStartPage
      type="cardQuery"
      title="一证通查"
      className="card-lookup"
      draft={CARD_LOOKUP_DRAFT}
      entries={CARD_LOOKUP_ENTRIES}
      onPassed={(bizNo, form) => {
        const state: CardLookupState = {
          bizNo,
          idCardNumber: form.idCardNumber ?? '',
          name: form.name ?? '',
        };
        navigate(paths.card, { state });
      }}
      intro={{
        label: '查询说明',
        lead: '查询本人身份证件名下的蓝猫移动号码',
        body: (
          <ol className="card-lookup__steps">
            <li>填写证件信息</li>
            <li>人脸核验</li>
            <li>查看名下号码</li>
          </ol>
        ),
      }}
      formLabel="一证通查"
      submitText="开始人脸核验"
      note="信息仅用于核验您的本人身份，核验通过后展示您名下的全部号码。"
    />
  );
}
