import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_TEXTS } from '#contract/support';
import { chooseLocale } from '#src/lib/i18n/locale';
import { NO_ANSWER_MS } from '#src/lib/no-answer';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';

const SEND = '/api/support/messages';
const STORED_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubApi(answer: FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>) = { data: { id: STORED_ID } }) {
  const api = scriptedApi({ [SEND]: answer });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openForm() {
  renderApp('/dashboard/help', { session: SHOPPER });
  await screen.findByRole('heading', { name: 'Contact Support' });
}

const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const set = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: /^(Send message|Sending\.\.\.)$/ }));
const attachment = () => control('Attachment (optional)');
const pick = (file: File) => fireEvent.change(attachment(), { target: { files: [file] } });
const dropZone = () => attachment().closest('.support-attachment') as HTMLElement;

function fileOf(name: string, bytes: number, type = 'application/pdf') {
  const file = new File(['%PDF-1.4'], name, { type });
  // The size is what is checked; no need to build megabytes to test the limit.
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function fillIn() {
  set('Subject', 'Order Status');
  set('Message', 'My order has not arrived.');
}

describe('ContactSupportForm (/dashboard/help)', () => {
  it('starts with the shopper’s e-mail, the subjects after "Choose a subject..." and a 0/1000 counter', async () => {
    stubApi();
    await openForm();
    expect(control('E-mail').value).toBe(SHOPPER.email);
    const subject = control('Subject') as unknown as HTMLSelectElement;
    expect(subject.value).toBe('');
    expect(Array.from(subject.options, (option) => option.text)).toEqual([
      'Choose a subject...',
      'Order Status',
      'Return Request',
      'Payment Issue',
      'Product Question',
      'Account Help',
      'Other',
    ]);
    expect(screen.getByText('0/1000 characters')).toBeTruthy();
    set('Message', 'Hello');
    expect(screen.getByText('5/1000 characters')).toBeTruthy();
    expect(control('Message').getAttribute('aria-describedby')).toContain(screen.getByText('5/1000 characters').id);
  });

  it('refuses missing fields with "Please fill in all required fields." and a bad e-mail, sending nothing', async () => {
    const api = stubApi();
    await openForm();
    set('E-mail', '');
    send();
    const problem = screen.getByText(SUPPORT_TEXTS.missingFields);
    expect(problem.getAttribute('role')).toBe('alert');
    for (const label of ['E-mail', 'Subject', 'Message']) {
      expect(control(label).getAttribute('aria-invalid')).toBe('true');
      expect(control(label).getAttribute('aria-describedby')).toContain(problem.id);
    }
    expect(document.activeElement).toBe(control('E-mail'));

    set('E-mail', 'asha@example');
    fillIn();
    send();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(control('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(control('Message').getAttribute('aria-invalid')).toBeNull();
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it('checks the attachment’s type and 10 MB size, shows its name and KB, and can remove it', async () => {
    stubApi();
    await openForm();

    pick(fileOf('setup.exe', 2048, 'application/octet-stream'));
    expect(screen.getByText(SUPPORT_TEXTS.badFileType)).toBeTruthy();
    expect(screen.queryByText('setup.exe')).toBeNull();
    expect(attachment().getAttribute('aria-invalid')).toBe('true');

    pick(fileOf('scan.pdf', 10 * 1024 * 1024 + 1));
    expect(screen.getByText(SUPPORT_TEXTS.fileTooLarge)).toBeTruthy();
    expect(screen.queryByText('scan.pdf')).toBeNull();

    // Exactly 10 MB is allowed; upper-case extensions too.
    pick(fileOf('Bill.PDF', 10 * 1024 * 1024));
    expect(screen.getByText('Bill.PDF')).toBeTruthy();
    expect(screen.getByText('(10240.0 KB)')).toBeTruthy();
    expect(screen.queryByText(SUPPORT_TEXTS.fileTooLarge)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove attachment' }));
    expect(screen.queryByText('Bill.PDF')).toBeNull();
    expect(document.activeElement).toBe(attachment());

    fireEvent.drop(dropZone(), { dataTransfer: { files: [fileOf('photo.jpg', 3072, 'image/jpeg')] } });
    expect(screen.getByText('photo.jpg')).toBeTruthy();
    expect(screen.getByText('(3.0 KB)')).toBeTruthy();

    fireEvent.drop(dropZone(), { dataTransfer: { files: [fileOf('notes.txt', 100, 'text/plain')] } });
    expect(screen.getByText(SUPPORT_TEXTS.badFileType)).toBeTruthy();
    // The file already attached stays.
    expect(screen.getByText('photo.jpg')).toBeTruthy();
  });

  it('posts multipart to our API, reads "Sending..." while disabled, then the success message for 5 s with the fields cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (value: FakeAnswer) => void = () => {};
    const api = stubApi(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    await openForm();
    set('E-mail', 'asha.verma@example.in');
    fillIn();
    pick(fileOf('photo.png', 2048, 'image/png'));
    send();

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button.closest('fieldset')?.disabled).toBe(true);
    const [call] = api.callsTo(SEND);
    expect(call?.method).toBe('POST');
    expect(call?.headers.accept).toBe('application/json');
    expect(call?.form?.get('email')).toBe('asha.verma@example.in');
    expect(call?.form?.get('subject')).toBe('Order Status');
    expect(call?.form?.get('message')).toBe('My order has not arrived.');
    expect((call?.form?.get('file') as File | null)?.name).toBe('photo.png');

    await act(async () => answer({ data: { id: STORED_ID } }));
    const sent = await screen.findByText(SUPPORT_TEXTS.sent);
    expect(sent.getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Send message' }).closest('fieldset')?.disabled).toBe(false);
    expect(control('E-mail').value).toBe(SHOPPER.email);
    expect(control('Subject').value).toBe('');
    expect(control('Message').value).toBe('');
    expect(screen.queryByText('photo.png')).toBeNull();
    expect(screen.getByText('0/1000 characters')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(screen.queryByText(SUPPORT_TEXTS.sent)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByText(SUPPORT_TEXTS.sent)).toBeNull();
  });

  it('keeps what was typed when the phone ends the tab while the shopper picks a photo, until it is sent', async () => {
    stubApi();
    await openForm();
    set('E-mail', 'asha.verma@example.in');
    fillIn();

    // The gallery opens; short of memory, the phone ends the browser's tab, which opens afresh on return.
    cleanup();
    await openForm();
    expect(control('E-mail').value).toBe('asha.verma@example.in');
    expect(control('Subject').value).toBe('Order Status');
    expect(control('Message').value).toBe('My order has not arrived.');

    // Another shopper signed in on this tab (the first one's session ran out) finds none of it.
    cleanup();
    renderApp('/dashboard/help', { session: { ...SHOPPER, id: 'another-shopper', email: 'ravi@example.in' } });
    await screen.findByRole('heading', { name: 'Contact Support' });
    expect(control('Message').value).toBe('');
    cleanup();
    await openForm();

    send();
    await screen.findByText(SUPPORT_TEXTS.sent);
    cleanup();
    await openForm();
    expect(control('Message').value, 'sent: the next message starts empty').toBe('');
    expect(control('E-mail').value).toBe(SHOPPER.email);
  });

  it('shows the server’s text when it refuses, keeping what was typed', async () => {
    stubApi({ status: 429, message: 'Too many messages.' });
    await openForm();
    fillIn();
    send();
    expect(await screen.findByText('Too many messages.')).toBeTruthy();
    expect(control('Message').value).toBe('My order has not arrived.');
    expect(screen.queryByText(SUPPORT_TEXTS.sent)).toBeNull();
  });

  it('when the shop cannot keep attachments (507), says so and lets the shopper send without the file', async () => {
    let answers = 0;
    const api = stubApi(() =>
      ++answers === 1 ? { status: 507, message: SUPPORT_TEXTS.noRoom } : { data: { id: STORED_ID } },
    );
    await openForm();
    fillIn();
    pick(fileOf('receipt.pdf', 4096));
    send();
    expect(await screen.findByText(SUPPORT_TEXTS.noRoom)).toBeTruthy();
    expect(control('Message').value).toBe('My order has not arrived.');

    fireEvent.click(screen.getByRole('button', { name: 'Remove attachment' }));
    send();
    expect(await screen.findByText(SUPPORT_TEXTS.sent)).toBeTruthy();
    const [withFile, withoutFile] = api.callsTo(SEND);
    expect((withFile?.form?.get('file') as File | null)?.name).toBe('receipt.pdf');
    expect(withoutFile?.form?.get('file')).toBeNull();
    expect(withoutFile?.form?.get('message')).toBe('My order has not arrived.');
  });

  it('says "Failed to send message" when the shop’s answer has no text to show, or is not understood', async () => {
    let answers = 0;
    stubApi(() => (++answers === 1 ? { status: 500, message: '' } : { data: { stored: true } }));
    await openForm();
    fillIn();
    send();
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    send();
    await waitFor(() => expect(answers).toBe(2));
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
  });

  it('says to check the network when a page from the way answers (a proxy’s 502), not the shop', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await openForm();
    fillIn();
    send();
    expect(await screen.findByText(SUPPORT_TEXTS.network)).toBeTruthy();
  });

  it('says to check the network connection when the request never arrives', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input).startsWith(SEND)) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 404 });
    });
    await openForm();
    fillIn();
    send();
    expect(
      await screen.findByText('Failed to send message. Please check your network connection and try again.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy());
    expect(control('Subject').value).toBe('Order Status');
  });

  it('when no answer comes, says to check the network once the limit is past, a file adding its upload time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A dead signal that sends no reset: the request waits until its own limit ends it.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith(SEND)
        ? new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          )
        : Promise.resolve(new Response('{}', { status: 404 })),
    );
    await openForm();
    fillIn();
    // 160 KB takes 10 s more at the 16 KB/s an upload is allowed (support.mutations.ts).
    pick(fileOf('receipt.pdf', 160_000));
    send();
    await screen.findByRole('button', { name: 'Sending...' });

    // Short of the limit by more than the real time this test may take on a busy machine (the clock also runs).
    await act(() => vi.advanceTimersByTimeAsync(NO_ANSWER_MS + 10_000 - 5000));
    expect(screen.getByRole('button', { name: 'Sending...' }), 'a slow upload is not cut short').toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText(SUPPORT_TEXTS.network)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(control('Message').value).toBe('My order has not arrived.');
    expect(onlineManager.isOnline(), 'the shop counts as unreachable, as for any request with no answer').toBe(false);
  });

  it('speaks Hindi when the shopper chose हिन्दी, still sending the subject’s English name', async () => {
    act(() => chooseLocale('hi'));
    const api = stubApi();
    renderApp('/dashboard/help', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'हमें लिखें' });
    const subject = control('विषय') as unknown as HTMLSelectElement;
    expect(Array.from(subject.options, (option) => option.text)).toEqual([
      'विषय चुनें...',
      'ऑर्डर की स्थिति',
      'वापसी का अनुरोध',
      'भुगतान में दिक्कत',
      'सामान के बारे में सवाल',
      'खाते में मदद',
      'कुछ और',
    ]);
    expect(screen.getByText('0/1000 अक्षर')).toBeTruthy();
    expect(control('अटैचमेंट (ज़रूरी नहीं)').type).toBe('file');

    set('संदेश', '');
    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(screen.getByText('कृपया सभी ज़रूरी जगहें भरें।').getAttribute('role')).toBe('alert');

    set('विषय', 'Order Status');
    set('संदेश', 'मेरा ऑर्डर नहीं आया।');
    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('संदेश भेज दिया गया! हम 24 घंटे के अंदर जवाब देंगे।')).toBeTruthy();
    expect(api.callsTo(SEND)[0]?.form?.get('subject')).toBe('Order Status');
  });
});
