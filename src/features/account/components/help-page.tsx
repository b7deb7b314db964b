import { DocumentTitle } from '../../../components/ui/document-title';
import { ContactSupportForm } from '../../support/components/contact-support-form';
import { HelpFaq } from './help-faq';
import { SupportContactCard } from './support-contact-card';
import '../account.css';

/** /dashboard/help: the FAQ, the Contact Support form and the side card (spec 001 §2). */
export function HelpPage() {
  return (
    <div className="page account-page help-page">
      <DocumentTitle title="Help Center" />
      <h1>Help Center</h1>
      <div className="help-layout">
        <div className="help-layout__main">
          <HelpFaq />
          <ContactSupportForm />
        </div>
        <SupportContactCard />
      </div>
    </div>
  );
}
