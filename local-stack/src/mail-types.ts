/** An e-mail the stack would have sent; the local mailbox keeps them for people and tests. */
export interface MailMessage {
  to: string;
  /** The sender as the message names it ('Name <address>'); the auth e-mails leave it out. */
  from?: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers the sender set (Resend's `headers`: List-Unsubscribe…). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
