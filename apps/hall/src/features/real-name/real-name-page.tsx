import { ENTRY } from '@bluecat/rules/entries';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthStart } from '../../lib/face-auth/face-auth-start.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { EMPTY_REAL_NAME, REAL_NAME_DRAFT, type RealResultState } from './activation.ts';
import './real-name.css';

/**
 * /realName 实名激活 (product.md › 实名激活): number and service password, then face verification. The provider
 * returns here; a passed check opens /realResult.
 */
export default function RealNamePage() {
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = usePersistedState(REAL_NAME_DRAFT, EMPTY_REAL_NAME);
  // The service password is a secret: it is not written to the tab's storage with the draft, so after the
  // round trip (or a reload) it is typed again.
  const [servicePassword, setServicePassword] = useState('');
  const auth = useFaceAuth({
    type: 'realName',
    form: { mobilePhone: draft.mobilePhone, servicePassword },
    onPassed: (bizNo) => {
      clearDraft();
      const state: RealResultState = { bizNo, mobilePhone: draft.mobilePhone };
      navigate(paths.realResult, { state });
    },
  });

  return (
    <div className="real-name">
      <PageHeader title="实名激活" />
      <FaceAuthStart
        auth={auth}
        intro={{
          label: '办理说明',
          lead: '新号码激活前需完成实名认证',
          body: (
            <p className="real-name__text">
              请填写需激活的号码及其服务密码，完成人脸核验后录制承诺视频即可激活。
            </p>
          ),
        }}
        formLabel="实名激活"
        submitText="下一步"
        note="忘记服务密码可拨打客服热线10020咨询。"
      >
        <TextField
          layout="row"
          label="手机号码"
          type="tel"
          compact={ENTRY.phone}
          value={draft.mobilePhone}
          onChange={(mobilePhone) => setDraft({ mobilePhone })}
          placeholder="请输入手机号"
          disabled={auth.busy}
        />
        <TextField
          layout="row"
          label="服务密码"
          type="password"
          value={servicePassword}
          onChange={setServicePassword}
          placeholder="请输入服务密码"
          maxLength={MAX_LENGTH.realNamePassword}
          disabled={auth.busy}
        />
      </FaceAuthStart>
    </div>
  );
}
