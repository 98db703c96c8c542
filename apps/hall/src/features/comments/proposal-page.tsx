import { AppLink } from '@bluecat/ui/app-link';
import { PageHeader } from '@bluecat/ui/page-header';
import { paths } from '../../config/paths.ts';
import './comments.css';

/** /proposal 吐槽专区 landing (product.md › 吐槽专区): one picture that leads to the message page. */
export default function ProposalPage() {
  return (
    <div className="comments">
      <PageHeader title="吐槽专区" />
      <main className="comments-landing">
        <AppLink
          className="comments-landing__picture"
          to={paths.message}
          aria-label="进入留言区，说出你的想法"
        >
          <svg viewBox="0 0 320 400" role="presentation" aria-hidden="true" focusable="false">
            <defs>
              <linearGradient id="proposal-sky" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="currentColor" />
                <stop offset="1" stopColor="#4b8dff" />
              </linearGradient>
            </defs>
            <rect width="320" height="400" rx="16" fill="url(#proposal-sky)" />
            <rect x="48" y="88" width="224" height="132" rx="24" fill="#fff" />
            <path d="M104 220l-8 40 44-40z" fill="#fff" />
            <circle cx="116" cy="154" r="12" fill="currentColor" />
            <circle cx="160" cy="154" r="12" fill="currentColor" />
            <circle cx="204" cy="154" r="12" fill="currentColor" />
            <text x="160" y="320" textAnchor="middle" fill="#fff" fontSize="30" fontWeight="700">
              吐槽专区
            </text>
            <text x="160" y="356" textAnchor="middle" fill="#fff" fontSize="16">
              说出你的想法，我们认真倾听
            </text>
          </svg>
        </AppLink>
      </main>
    </div>
  );
}
