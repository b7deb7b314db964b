import { DocumentTitle } from '#src/components/ui/document-title';
import { HelpFaq } from './help-faq';
import { SupportContactCard } from './support-contact-card';
import '../account.css';
import type { ReactNode } from 'react';

/** /dashboard/help: the FAQ, the Contact Support form (the support feature's, given by the route) and the side card (spec 001 §2). */
export function HelpPage({ contactForm }: { contactForm: ReactNode }) {
  return (
    <div className="page account-page help-page">
      <DocumentTitle title="Help Center" />
      <h1>Help Center</h1>
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
