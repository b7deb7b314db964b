import * as v from 'valibot';
import { ADDRESS_COUNTRIES } from '#contract/address';
import { SendOtpDataSchema } from '#contract/auth';
import { DEFAULT_DIAL_CODE } from '#src/domain/phone/country-codes';
import { draftKey, tabStorage } from '#src/lib/tab-storage';
import { useTabState } from '#src/lib/use-tab-state';

/**
 * The sign-in under way in this tab: the number typed, the step reached and a registration as typed so far. A phone short of memory ends the
 * browser's tab while the shopper reads the SMS in another app, and it opens afresh on their return; without this
 * they would type the number again and ask for a second code, which replaces the one in their hand. Kept in the tab
 * (it goes when the tab is closed) as a draft (forgotten at sign-out, for the next person on a shared phone), and
 * forgotten once signed in.
 */
const STORAGE_KEY = draftKey('sign-in');

/** The registration form as typed so far (the shopper may have left for another app to copy the address). */
const RegisterDraftSchema = v.object({
  name: v.string(),
  email: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.picklist(ADDRESS_COUNTRIES),
});
export type RegisterDraft = v.InferOutput<typeof RegisterDraftSchema>;

const StepSchema = v.union([
  // `error`: why the shop sent the shopper back to the number.
  v.object({ name: v.literal('phone'), error: v.optional(v.string()) }),
  v.object({
    name: v.literal('code'),
    phone: v.string(),
    sent: SendOtpDataSchema,
    // When the code's answer came (Date.now()), which its seconds count from.
    sentAt: v.number(),
    // The code the shop accepted (its answer came; the code is used up): a press after a lost sign-in answer, or
    // after the tab was ended, goes on from there instead of sending a used code again.
    accepted: v.optional(v.object({ code: v.string(), registered: v.boolean() })),
  }),
  v.object({ name: v.literal('register'), phone: v.string() }),
]);
const SignInSchema = v.object({
  dialCode: v.string(),
  number: v.string(),
  step: StepSchema,
  // Kept beside the steps: a registration sent back to the number for a new code comes back as typed.
  registerDraft: v.optional(RegisterDraftSchema),
});

export type SignIn = v.InferOutput<typeof SignInSchema>;
export type SignInStep = SignIn['step'];

const START: SignIn = { dialCode: DEFAULT_DIAL_CODE, number: '', step: { name: 'phone' } };

/** As kept, read back: a code that has run out meanwhile is asked for again, for the number as typed. */
const KeptSchema = v.pipe(
  SignInSchema,
  v.transform((kept): SignIn => {
    const { step } = kept;
    const expired = step.name === 'code' && step.sentAt + step.sent.expiresInSeconds * 1000 <= Date.now();
    return expired ? { ...kept, step: { name: 'phone' } } : kept;
  }),
);

/** The sign-in as this tab left it, kept as it changes. */
export function useSignInProgress() {
  return useTabState(STORAGE_KEY, KeptSchema, () => START);
}

/** Signed in: the next visit to the sign-in page starts afresh. */
export function forgetSignInProgress() {
  tabStorage.forget(STORAGE_KEY);
}
