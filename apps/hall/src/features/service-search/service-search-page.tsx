import { PageHeader } from '@bluecat/ui/page-header';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readRecent, rememberOpened } from './recent-services.ts';
import { SERVICES, type Service } from './service-catalogue.ts';
import table from './service-pinyin.gen.json';
import { ServiceSearch } from './service-search.tsx';
import './service-search.css';

/**
 * /search 搜索服务: any service of the hall by its name, an everyday word or its pinyin. The catalogue and
 * its pinyin table come with this page's own chunk, so no other screen carries them.
 */
export default function ServiceSearchPage() {
  const navigate = useNavigate();
  const [recent, setRecent] = useState(() => readRecent());

  const open = (service: Service) => {
    setRecent(rememberOpened(service));
    navigate(service.path);
  };

  return (
    <div className="service-search">
      <PageHeader title="搜索服务" />
      <main className="service-search__main">
        <ServiceSearch services={SERVICES} pinyin={table} recent={recent} onOpen={open} />
      </main>
    </div>
  );
}
