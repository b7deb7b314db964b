/** Sends the shop's e-mails (so far: the newsletter's confirmation link). The demo writes them to an outbox file. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailProvider {
  readonly name: 'outbox';
  send(message: MailMessage): Promise<void>;
}
