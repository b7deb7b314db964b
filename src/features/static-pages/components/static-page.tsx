import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DocumentTitle } from '#src/components/ui/document-title';
import { intlLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import '../static-pages.css';

/** The month the terms and the privacy policy were last revised (spec 000 §2): April 2025. */
const LEGAL_REVISED = new Date(2025, 3, 1);

/** "April 2025", "अप्रैल 2025": the date of the legal texts in the shopper's language. */
export function legalLastUpdated(): string {
  return LEGAL_REVISED.toLocaleDateString(intlLocale(), { month: 'long', year: 'numeric' });
}

/** The frame the legal and about pages share: breadcrumb, heading, the date of the text, readable line length. */
export function StaticPage({
  title,
  lastUpdated,
  lead,
  children,
}: {
  title: string;
  lastUpdated?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="page static-page">
      <DocumentTitle title={title} />
      <nav aria-label={m.static_pages_breadcrumb()} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{m.static_pages_home()}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <header className="static-page__header">
        <h1>{title}</h1>
        {lastUpdated && <p className="static-page__updated">{m.static_pages_last_updated({ date: lastUpdated })}</p>}
        {lead && <p className="static-page__lead">{lead}</p>}
      </header>
      <div className="static-page__body">{children}</div>
    </article>
  );
}
