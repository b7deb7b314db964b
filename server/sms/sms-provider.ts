/** Sends one-time codes. The demo/test provider writes to an outbox file; production uses an HTTP gateway. */
export interface SmsMessage {
  /** E.164 phone number. */
  to: string;
  code: string;
  text: string;
}

export interface SmsProvider {
  readonly name: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}
