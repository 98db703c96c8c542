import { AppLink } from './app-link.tsx';
import './not-found.css';

export interface NotFoundProps {
  /** Where 返回首页 leads. */
  homePath: string;
}

/** 页面不存在: what an unknown route shows, with a way home. */
export function NotFound({ homePath }: NotFoundProps) {
  return (
    <div className="bc-not-found">
      <svg className="bc-not-found-picture" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <ellipse cx="60" cy="102" rx="42" ry="6" fill="#e8eefc" />
        <rect x="24" y="26" width="72" height="70" rx="8" fill="#fff" stroke="#b9cdfb" strokeWidth="2" />
        <text x="60" y="70" textAnchor="middle" fontSize="24" fontWeight="700" fill="currentColor">
          404
        </text>
      </svg>
      <h1 className="bc-not-found-title">页面不存在</h1>
      <p className="bc-not-found-text">您访问的页面不存在或已被移除</p>
      <AppLink className="bc-not-found-home" to={homePath} replace>
        返回首页
      </AppLink>
    </div>
  );
}
