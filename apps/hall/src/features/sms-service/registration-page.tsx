import {
  type RejectNumberForm,
  rejectNumberAddRules,
  rejectNumberLimitRules,
  rejectNumberSubmitRules,
} from '@bluecat/rules/sms-service/reject-number';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { useLoad } from '@bluecat/ui/use-load';
import { useFirstRead } from '../../lib/route-data.ts';
import { IndustrySection } from './industry-section.tsx';
import { NumberSection } from './number-section.tsx';
import { PendingTable } from './pending-table.tsx';
import {
  industryDiff,
  numbersOnSubmit,
  pendingItems,
  type Registration,
  rejectedNumbers,
} from './registration.ts';
import { type RegistrationDraft, useRegistrationDraft } from './registration-draft.ts';
import { CHANGE_ACCEPTED, loadRegistration, sendChange } from './sms-api.ts';
import './sms-service.css';
import { passesRules, useFormSubmit } from '../../lib/form/form-submit.ts';

/** Decided: the spec has no message for an industry page submitted without a change. */
export const NO_INDUSTRY_CHANGE = '您未变更任何行业';

export interface RegistrationPageProps {
  title: string;
  /** The number registered (serviceid). */
  phone: string;
  industries: boolean;
  numbers: boolean;
  onBack?: () => void;
}

/**
 * A registration page of the SMS service over QUERY_SMSREGISTER: industries, numbers and the progress of
 * pending changes, as the page asks for them. One submit sends CHANGESMS with only what differs.
 */
export function RegistrationPage({ title, phone, industries, numbers, onBack }: RegistrationPageProps) {
  const read = useFirstRead();
  const loaded = useLoad(
    (signal) => read((first) => loadRegistration(phone, signal, first), signal),
    [phone],
  );
  return (
    <>
      <PageHeader title={title} onBack={onBack} />
      <main className="sms-page">
        <PageStates loaded={loaded} empty={false}>
          {(registration) => (
            <RegistrationForm
              phone={phone}
              registration={registration}
              industries={industries}
              numbers={numbers}
              onSent={loaded.reload}
            />
          )}
        </PageStates>
      </main>
    </>
  );
}

interface RegistrationFormProps {
  phone: string;
  registration: Registration;
  industries: boolean;
  numbers: boolean;
  onSent: () => void;
}

function RegistrationForm({ phone, registration, industries, numbers, onSent }: RegistrationFormProps) {
  const [draft, setDraft] = useRegistrationDraft(phone);
  const { busy, isSending, sendOnce } = useFormSubmit();
  const ticked = draft.ticked ?? registration.registeredTypes;
  const pendingTypes = pendingItems(registration.pendingTypes);
  const pendingNums = pendingItems(registration.pendingNums);
  const update = (change: Partial<RegistrationDraft>) => setDraft((previous) => ({ ...previous, ...change }));

  const numberForm = (): RejectNumberForm => ({
    entry: draft.entry.trim(),
    addList: draft.addList,
    delList: draft.delList,
    rejected: rejectedNumbers(registration),
    serviceKind: registration.serviceKind,
  });

  const onAdd = () => {
    const form = numberForm();
    if (!passesRules(rejectNumberAddRules, form)) return;
    update({ addList: [...draft.addList, form.entry], entry: '' });
  };

  const onSubmit = async () => {
    if (isSending()) return;
    // Rows being processed keep their registered state: they are not part of this change.
    const editable = registration.industries.filter((item) => !pendingTypes.includes(item.code));
    const types = industries
      ? industryDiff(editable, registration.registeredTypes, ticked)
      : { addType: '', delType: '' };
    const typesChanged = types.addType !== '' || types.delType !== '';
    let addList = draft.addList;
    if (numbers) {
      const listing = numbersOnSubmit(numberForm());
      if (listing.kind === 'refused') {
        toast(listing.failure);
        return;
      }
      if (listing.kind === 'listed') {
        update({ addList: listing.addList, entry: '' });
        return;
      }
      addList = listing.addList;
      const rules = industries && typesChanged ? rejectNumberLimitRules : rejectNumberSubmitRules;
      if (!passesRules(rules, { ...numberForm(), addList })) return;
    } else if (!typesChanged) {
      toast(NO_INDUSTRY_CHANGE);
      return;
    }
    await sendOnce(async () => {
      const accepted = await sendChange(phone, {
        ...types,
        addNum: numbers ? addList.join(',') : '',
        delNum: numbers ? draft.delList.join(',') : '',
      });
      if (!accepted) return;
      toast(CHANGE_ACCEPTED);
      // Only what was sent is done with; a change begun on another page of the service stays.
      setDraft((previous) => ({
        ticked: industries ? null : previous.ticked,
        addList: numbers ? [] : previous.addList,
        delList: numbers ? [] : previous.delList,
        // Whatever was typed while the list was on its way was not sent.
        entry: previous.entry,
      }));
      onSent();
    });
  };

  return (
    <>
      {industries && (
        <IndustrySection
          industries={registration.industries}
          registered={registration.registeredTypes}
          ticked={ticked}
          pending={pendingTypes}
          onToggle={(code, on) =>
            update({
              ticked: on
                ? [...ticked.filter((item) => item !== code), code]
                : ticked.filter((item) => item !== code),
            })
          }
        />
      )}
      {numbers && (
        <NumberSection
          registered={registration.registeredNums}
          pending={pendingNums}
          addList={draft.addList}
          delList={draft.delList}
          entry={draft.entry}
          onEntry={(entry) => update({ entry })}
          onAdd={onAdd}
          onUnqueue={(number) => update({ addList: draft.addList.filter((item) => item !== number) })}
          onToggleDelete={(number, on) =>
            update({
              delList: on ? [...draft.delList, number] : draft.delList.filter((item) => item !== number),
            })
          }
        />
      )}
      <PendingTable
        industries={registration.industries}
        types={industries ? registration.pendingTypes : []}
        nums={numbers ? registration.pendingNums : []}
      />
      <div className="sms-actions">
        <button
          type="button"
          className="sms-button sms-button--primary"
          disabled={busy}
          onClick={() => void onSubmit()}
        >
          提交
        </button>
      </div>
    </>
  );
}
