import type { FaceAuthForm } from '@bluecat/rules/face-auth/face-auth';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import type { HallDraft } from '../hall-drafts.ts';
import type { FaceAuthEffects } from './controller.ts';
import { FaceAuthStart, type FaceAuthStartProps } from './face-auth-start.tsx';
import type { FaceAuthType } from './flows.ts';
import {
  IdCardField,
  type IdentityFieldProps,
  IdSuffixField,
  MobileField,
  NameField,
} from './identity-fields.tsx';
import { useFaceAuth } from './use-face-auth.ts';

/**
 * One entry of a start form: which input it is and which field of the start call it fills. The ID's last
 * six go to `idCardNumber`, except for the account bind, whose start takes them as `idCard`.
 */
export type IdentityEntry =
  | { input: 'mobile'; field: 'mobilePhone' }
  | { input: 'idCard'; field: 'idCard' }
  | { input: 'idSuffix'; field: 'idCardNumber' | 'idCard' }
  | { input: 'name'; field: 'name' };

/** The typed entries, by start-call field, as the start page's draft keeps them. */
export type IdentityForm = Partial<Record<keyof FaceAuthForm, string>>;

export interface IdentityStartPageProps extends Omit<FaceAuthStartProps, 'auth' | 'children'> {
  /** The business whose face check this page starts. */
  type: FaceAuthType;
  /** The page's title in the header. */
  title: string;
  /** The page's own class, for its layout and colours. */
  className: string;
  /** The draft that keeps what was typed across the provider's round trip (a declared hall draft). */
  draft: HallDraft;
  entries: readonly IdentityEntry[];
  /** The face matched (the check came back to this page): go on with its biz_no. */
  onPassed: (bizNo: string, form: IdentityForm) => void;
  /** The header's back, for a page that asks before leaving. */
  onBack?: () => void;
  /** Replaces the browser's calls and alerts (a page that shows a mismatch its own way). */
  effects?: FaceAuthEffects;
}

function emptyFormOf(entries: readonly IdentityEntry[]): IdentityForm {
  const form: IdentityForm = {};
  for (const entry of entries) form[entry.field] = '';
  return form;
}

/**
 * A face-verification start page (销户, 补卡, 一证通查, 呼叫转移, 收不到验证码 bind): its header, the
 * explanation, the identity entries it asks for, and the button that starts the check. What is typed
 * lives in the page's draft for the provider's round trip; a check that comes back here and passes calls
 * `onPassed`. Starting a check drops any earlier one of the business first (controller.ts).
 */
export function IdentityStartPage({
  type,
  title,
  className,
  draft,
  entries,
  onPassed,
  onBack,
  effects,
  ...start
}: IdentityStartPageProps) {
  const [form, setForm] = usePersistedState<IdentityForm>(draft, emptyFormOf(entries));
  const auth = useFaceAuth({ type, form, effects, onPassed: (bizNo) => onPassed(bizNo, form) });
  const set = (field: keyof FaceAuthForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  return (
    <div className={className}>
      <PageHeader title={title} onBack={onBack} />
      <FaceAuthStart auth={auth} {...start}>
        {entries.map((entry) => (
          <EntryInput
            key={entry.field}
            entry={entry}
            value={form[entry.field] ?? ''}
            onChange={set(entry.field)}
            disabled={auth.busy}
          />
        ))}
      </FaceAuthStart>
    </div>
  );
}

function EntryInput({ entry, ...field }: IdentityFieldProps & { entry: IdentityEntry }) {
  switch (entry.input) {
    case 'mobile':
      return <MobileField {...field} />;
    case 'idCard':
      // Printed with a capital X; the rules read it so.
      return <IdCardField {...field} onChange={(value) => field.onChange(value.toUpperCase())} />;
    case 'idSuffix':
      return <IdSuffixField {...field} />;
    case 'name':
      return <NameField {...field} />;
  }
}
