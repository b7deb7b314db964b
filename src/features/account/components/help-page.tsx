import { DocumentTitle } from '#src/components/ui/document-title';
import { HelpFaq } from './help-faq';
import { SupportContactCard } from './support-contact-card';
import '../account.css';
import type { ReactNode } from 'react';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** /dashboard/help: the FAQ, the Contact Support form (the support feature's, given by the route) and the side card (spec 001 §2). */
export function HelpPage({ contactForm }: { contactForm: ReactNode }) {
  return (
    <div className="page account-page help-page">
      <DocumentTitle title={m.account_section_help()} />
      <h1>{m.account_section_help()}</h1>
      <div className="help-layout">
        <div className="help-layout__main">
          <HelpFaq />
          {contactForm}
        </div>
        <SupportContactCard />
      </div>
    </div>
  );
}
