import { RealNameForm } from './real-name-form.tsx';

/** /realNameLinkForm, public: the scan-link form. */
export default function LinkFormPage() {
  return <RealNameForm flow="realNameLink" />;
}
