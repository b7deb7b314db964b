import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '#src/features/account/components/help-page';
import { ContactSupportForm } from '#src/features/support/components/contact-support-form';

export const Route = createFileRoute('/_authenticated/dashboard/help')({
  component: () => <HelpPage contactForm={<ContactSupportForm />} />,
});
