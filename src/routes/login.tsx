import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { redirectIfSignedIn } from '#src/domain/session/auth-guard';
import { LoginPage } from '#src/features/auth/components/login-page';
import { LoginSearchSchema } from '#src/features/auth/redirect-target';

export const Route = createFileRoute('/login')({
  validateSearch: (search) => v.parse(LoginSearchSchema, search),
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.queryClient, search.redirect),
  component: LoginPage,
});
