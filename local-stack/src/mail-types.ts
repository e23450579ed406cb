/** An e-mail the stack would have sent; the local mailbox keeps them for people and tests. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
