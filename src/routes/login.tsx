import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { redirectIfSignedIn } from '../features/auth/auth-guard';
import { LoginPage } from '../features/auth/components/login-page';
import { LoginSearchSchema } from '../features/auth/redirect-target';

export const Route = createFileRoute('/login')({
  validateSearch: (search) => v.parse(LoginSearchSchema, search),
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.queryClient, search.redirect),
  component: LoginPage,
});
