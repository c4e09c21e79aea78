import { messages } from '@app/shared';
import { ApiError } from './api-client';
import { showAlert } from './dialogs';

/**
 * After a quiet call that moves money: a refusal (400, e.g. too little money) comes back to be
 * shown in place; anything the common handling did not already tell the user is alerted.
 */
export function refusalOf(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 400) return error.messages.join(' ');
  if (!(error instanceof ApiError) || !error.handled) {
    const text = error instanceof ApiError ? error.messages.join('\n') : '';
    void showAlert(text || messages.serverUnavailable);
  }
  return null;
}
