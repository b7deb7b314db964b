import { type FormEvent, useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { EmailSchema } from '#contract/common';
import { SUPPORT_MESSAGE_MAX_CHARS, SUPPORT_SUBJECTS, SUPPORT_TEXTS, type SupportSubject } from '#contract/support';
import { FormField } from '#src/components/ui/form-field';
import { useShopper } from '#src/domain/session/use-shopper';
import { supportFailureText, useSendSupportMessage } from '#src/domain/support/support.mutations';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { draftKey } from '#src/lib/tab-storage';
import { useTabState } from '#src/lib/use-tab-state';
import { supportText } from '../support-text';
import { AttachmentField } from './attachment-field';
import '../support.css';

/** Spec 001 §4, §9: the success message stays 5 s, then the form is idle again. */
export const SENT_MESSAGE_MS = 5000;

/** The subjects as the shopper reads them; the contract's English name is what is sent. */
const SUBJECT_LABELS: Record<SupportSubject, () => string> = {
  'Order Status': m.support_subject_order_status,
  'Return Request': m.support_subject_return_request,
  'Payment Issue': m.support_subject_payment_issue,
  'Product Question': m.support_subject_product_question,
  'Account Help': m.support_subject_account_help,
  Other: m.support_subject_other,
};

const DraftSchema = v.object({
  email: v.string(),
  subject: v.picklist(['', ...SUPPORT_SUBJECTS]),
  message: v.string(),
});

type RequiredField = 'email' | 'subject' | 'message';
type Outcome = { kind: 'sent' } | { kind: 'failed'; text: string } | null;

/** The Contact Support form of the Help Center (spec 001 §3, §5, §8), sent to our own API. */
export function ContactSupportForm() {
  const shopper = useShopper();
  // The shopper's own e-mail to start with: the answer should reach the account holder.
  const initialEmail = shopper?.email ?? '';
  // Kept in the tab until sent: choosing a photo opens the gallery or the camera, and a phone short of memory ends
  // the browser's tab meanwhile. The file itself cannot be kept; the words come back.
  const empty = () => ({ email: initialEmail, subject: '' as const, message: '' });
  // Each shopper's own: a session that ended without a Log Out leaves nothing for the next person to find.
  const draftName = draftKey(`support:${shopper?.id ?? 'visitor'}`);
  const [{ email, subject, message }, setDraft] = useTabState(draftName, DraftSchema, empty);
  const setEmail = (next: string) => setDraft((draft) => ({ ...draft, email: next }));
  const setSubject = (next: SupportSubject | '') => setDraft((draft) => ({ ...draft, subject: next }));
  const setMessage = (next: string) => setDraft((draft) => ({ ...draft, message: next }));
  const [file, setFile] = useState<File | null>(null);
  // A new key gives a fresh attachment picker after a send: a file input cannot be emptied from React state.
  const [attachmentKey, setAttachmentKey] = useState(0);
  const [invalid, setInvalid] = useState<readonly RequiredField[]>([]);
  const [problem, setProblem] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendSupportMessage();
  const id = useId();
  const idOf = (field: RequiredField | 'problem' | 'counter') => `${id}-${field}`;

  useEffect(() => {
    if (outcome?.kind !== 'sent') return;
    const timer = setTimeout(() => setOutcome(null), SENT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  function refuse(text: string, fields: readonly RequiredField[]) {
    setProblem(text);
    setInvalid(fields);
    if (fields[0]) document.getElementById(idOf(fields[0]))?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    setOutcome(null);
    const values = { email: email.trim(), subject, message: message.trim() };
    const missing = (['email', 'subject', 'message'] as const).filter((field) => values[field] === '');
    if (missing.length > 0 || subject === '') return refuse(SUPPORT_TEXTS.missingFields, missing);
    if (!v.is(EmailSchema, values.email)) return refuse(SUPPORT_TEXTS.badEmail, ['email']);
    refuse('', []);
    send.mutate(
      { email: values.email, subject, message, file },
      {
        onSuccess: () => {
          setDraft(empty());
          setFile(null);
          setAttachmentKey((key) => key + 1);
          setOutcome({ kind: 'sent' });
        },
        // What was typed stays, so trying again is one tap.
        onError: (error) => setOutcome({ kind: 'failed', text: supportFailureText(error) }),
      },
    );
  }

  /** Ties a required control to the form's refusal while it is one of the reasons. */
  const required = (field: RequiredField, extra?: string) => {
    const isInvalid = invalid.includes(field);
    const describedBy = [extra, isInvalid ? idOf('problem') : undefined].filter(Boolean).join(' ');
    return {
      id: idOf(field),
      'aria-required': true,
      'aria-invalid': isInvalid ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
  };
  const clear = (field: RequiredField) => setInvalid((current) => current.filter((name) => name !== field));

  return (
    <form className="support-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.support_title()}</h2>
      <fieldset className="support-form__fields" disabled={send.isPending}>
        <FormField id={idOf('email')} label={m.support_email()}>
          <input
            {...required('email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              clear('email');
            }}
          />
        </FormField>
        <FormField id={idOf('subject')} label={m.support_subject()}>
          <select
            {...required('subject')}
            value={subject}
            onChange={(event) => {
              setSubject(event.target.value as SupportSubject | '');
              clear('subject');
            }}
          >
            <option value="">{m.support_choose_subject()}</option>
            {SUPPORT_SUBJECTS.map((choice) => (
              <option key={choice} value={choice}>
                {SUBJECT_LABELS[choice]()}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={idOf('message')} label={m.support_message()}>
          <textarea
            {...required('message', idOf('counter'))}
            rows={6}
            maxLength={SUPPORT_MESSAGE_MAX_CHARS}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              clear('message');
            }}
          />
          <p className="form-field__hint support-form__counter" id={idOf('counter')}>
            {m.support_counter({ count: message.length, max: SUPPORT_MESSAGE_MAX_CHARS })}
          </p>
        </FormField>
        <AttachmentField key={attachmentKey} file={file} onChange={setFile} />

        <p className="support-form__problem" id={idOf('problem')} role="alert">
          {supportText(problem || (outcome?.kind === 'failed' ? outcome.text : ''))}
        </p>
        <button type="submit" className="button-primary">
          {send.isPending ? m.support_sending() : m.support_send()}
        </button>
      </fieldset>
      <p className="support-form__sent" role="status">
        {outcome?.kind === 'sent' ? m.support_sent() : ''}
      </p>
    </form>
  );
}
