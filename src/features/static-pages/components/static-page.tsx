import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DocumentTitle } from '#src/components/ui/document-title';
import '../static-pages.css';

/** The date the terms and the privacy policy were last revised (spec 000 §2). */
export const LEGAL_LAST_UPDATED = 'April 2025';

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
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <header className="static-page__header">
        <h1>{title}</h1>
        {lastUpdated && <p className="static-page__updated">Last updated: {lastUpdated}</p>}
        {lead && <p className="static-page__lead">{lead}</p>}
      </header>
      <div className="static-page__body">{children}</div>
    </article>
  );
}
