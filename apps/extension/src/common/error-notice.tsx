import type { ReactNode } from 'react';

/**
 * The server's (or our own) sentences about what went wrong, read out at once (role=alert): one
 * paragraph each. The popup and the panel share the look through the `notice error` style.
 */
export function ErrorNotice({
  messages,
  children,
}: {
  messages: readonly string[];
  /** What to do next (a sign-in button), under the sentences. */
  children?: ReactNode;
}) {
  return (
    <div className="notice error" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {children}
    </div>
  );
}
