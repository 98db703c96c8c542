import { companySearchRules, normaliseCompanySearch } from '@bluecat/rules/invoice/company-search';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { Button } from '@bluecat/ui/button';
import { confirm, toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { Redirect } from '@bluecat/ui/redirect';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import { CompanyForm } from './company-form.tsx';
import { InvoiceField } from './invoice-field.tsx';
import {
  type Company,
  chooseCompany,
  EMPTY_COMPANY,
  forgetCompany,
  parseCompanies,
  readInvoiceUserId,
} from './invoice-session.ts';
import './invoice.css';
import * as calls from '@bluecat/api/calls';
import { passesRules } from '../../lib/form/form-submit.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import { ownCompaniesQuery } from './route-calls.ts';

/** product.md › 发票: a search without a hit says so and opens the add form. */
const NO_COMPANY = '暂无公司信息，请新增公司信息';

interface CompanyDraft {
  keyword: string;
  /** The add or edit form, open while non-null. */
  form: Company | null;
}

type Listing = { kind: 'own'; companies: Company[] } | { kind: 'search'; companies: Company[] };

const ownListing = (data: unknown): Listing => ({ kind: 'own', companies: parseCompanies(data) });

/**
 * /addsite 公司信息管理 (product.md › 发票): the number's saved companies, a search of the registry, add, edit,
 * delete, and 选择, which fills the company title of /submitInvoice.
 */
export default function CompanyPage() {
  // Companies are the verified number's (product.md › 发票): without one there is nobody to list them for.
  const [userId] = useState(readInvoiceUserId);
  if (!userId) return <Redirect to={paths.invoiceVerify} />;
  return <Companies userId={userId} />;
}

function Companies({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = usePersistedState<CompanyDraft>('invoice-company' satisfies HallFormDraft, {
    keyword: '',
    form: null,
  });
  const [search, setSearch] = useState<Company[] | null>(null);
  // The companies of `userId` (route-calls.ts reads the same stored number).
  const own = useRouteCall(ownCompaniesQuery, ownListing);
  const listing: Listing | null = search ? { kind: 'search', companies: search } : own.data;
  const listId = useId();

  const runSearch = async (event: FormEvent) => {
    event.preventDefault();
    const { name } = normaliseCompanySearch({ name: draft.keyword });
    setDraft((current) => ({ ...current, keyword: name }));
    if (name === '') {
      // An empty keyword goes back to the number's own companies.
      setSearch(null);
      own.reload();
      return;
    }
    if (!passesRules(companySearchRules, { name })) return;
    try {
      const answer = await api.call(calls.NEW_QUERY_TITLE, { name }, { loading: true });
      if (!answer.ok) return;
      const found = parseCompanies(answer.data);
      if (found.length === 0) {
        toast(NO_COMPANY);
        setSearch(null);
        setDraft((current) => ({ ...current, form: { ...EMPTY_COMPANY, name } }));
        return;
      }
      setSearch(found);
    } catch {
      // Shown by the gateway.
    }
  };

  const choose = (company: Company) => {
    if (company.id === '') return;
    chooseCompany(company);
    if ((location.state as { from?: string } | null)?.from === 'submit') navigate(-1);
    else navigate(paths.submitInvoice, { replace: true });
  };

  const remove = async (company: Company) => {
    // Only a saved company (with its id) can be deleted; a registry hit has none.
    if (company.id === '') return;
    const sure = await confirm({
      title: '提示',
      message: `确定删除“${company.name}”吗？`,
      cancelText: '取消',
      confirmText: '删除',
    });
    if (!sure) return;
    try {
      const answer = await api.call(calls.NEW_DEL_INVOICEUSER, { id: company.id });
      if (!answer.ok) return;
      // The submit page must not send a deleted company as tinId.
      forgetCompany(company.id);
      toast(answer.msg || '删除成功');
      own.reload();
    } catch {
      // Shown by the gateway.
    }
  };

  const saved = () => {
    setDraft((current) => ({ ...current, form: null, keyword: '' }));
    setSearch(null);
    own.reload();
  };

  return (
    <div className="invoice-page">
      <PageHeader title="公司信息" />
      <form className="invoice-search" aria-label="搜索公司" onSubmit={runSearch} noValidate>
        <InvoiceField
          label="公司名称"
          value={draft.keyword}
          onChange={(keyword) => setDraft((current) => ({ ...current, keyword }))}
          maxLength={MAX_LENGTH.companyName}
          placeholder="输入公司名称搜索（至少3个字）"
          action={
            <Button size="small" type="primary" nativeType="submit">
              搜索
            </Button>
          }
        />
      </form>
      {draft.form ? (
        <CompanyForm
          value={draft.form}
          onChange={(form) => setDraft((current) => ({ ...current, form }))}
          userId={userId}
          onSaved={saved}
          onCancel={() => setDraft((current) => ({ ...current, form: null }))}
        />
      ) : (
        <div className="invoice-actions invoice-actions--page">
          <Button
            type="primary"
            block
            onClick={() => setDraft((current) => ({ ...current, form: { ...EMPTY_COMPANY } }))}
          >
            新增公司信息
          </Button>
        </div>
      )}
      <section aria-labelledby={listId}>
        <h2 id={listId} className="invoice-section-title">
          {search ? '搜索结果' : '我的公司'}
        </h2>
        <PageStates
          status={search ? 'success' : own.status}
          data={listing?.companies}
          onRetry={own.reload}
          errorMessage={own.error ?? undefined}
          rows={3}
        >
          {(companies) => (
            <ul className="invoice-companies">
              {companies.map((company) => (
                <li key={company.id || `${company.name}-${company.tin}`}>
                  <CompanyCard
                    company={company}
                    saved={listing?.kind === 'own'}
                    onChoose={() => choose(company)}
                    onEdit={() => setDraft((current) => ({ ...current, form: company }))}
                    onDelete={() => void remove(company)}
                    onAdd={() => setDraft((current) => ({ ...current, form: { ...company, id: '' } }))}
                  />
                </li>
              ))}
            </ul>
          )}
        </PageStates>
      </section>
    </div>
  );
}

interface CompanyCardProps {
  company: Company;
  /** A saved company can be chosen, edited and deleted; a registry hit is added first. */
  saved: boolean;
  onChoose: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onAdd: () => void;
}

function CompanyCard({ company, saved, onChoose, onEdit, onDelete, onAdd }: CompanyCardProps) {
  const nameId = useId();
  return (
    <article className="invoice-company" aria-labelledby={nameId}>
      <h3 id={nameId} className="invoice-company__name">
        {company.name}
      </h3>
      <p className="invoice-company__tin">纳税人识别号 {company.tin}</p>
      {company.address && <p className="invoice-company__line">{company.address}</p>}
      <div className="invoice-company__actions">
        {saved ? (
          <>
            <button type="button" className="invoice-text-button" onClick={onEdit}>
              编辑
            </button>
            <button
              type="button"
              className="invoice-text-button invoice-text-button--danger"
              onClick={onDelete}
            >
              删除
            </button>
            <Button size="small" type="primary" onClick={onChoose}>
              选择
            </Button>
          </>
        ) : (
          <Button size="small" type="primary" onClick={onAdd}>
            添加
          </Button>
        )}
      </div>
    </article>
  );
}
