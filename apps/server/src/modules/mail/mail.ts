/** A mail as the portal writes it, and where it leaves the server. */

export interface Mail {
  to: string;
  subject: string;
  /** The whole text, as the recipient gets it. */
  text: string;
  /**
   * The part of the text that works as a key (a password-reset link): it goes to the recipient
   * only. The outbox that staff read and the log keep the text with it hidden, so no staff member
   * and no reader of the logs can use it to take over an account.
   */
  secret?: string;
}

/** Where mail leaves the server: SMTP in production, a capturing transport in tests. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** What the outbox and the log show in place of a mail's secret. */
export const HIDDEN_SECRET = '[đường dẫn bảo mật: chỉ gửi tới người nhận, không lưu lại]';
