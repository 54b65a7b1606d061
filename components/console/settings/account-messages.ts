/**
 * The server's password and e-mail errors, said to the person at the form. The API names the
 * attribute first ("password must be at least 8 characters", "current_password is not your
 * current password"); the form speaks of "your new password" and "your password", in the
 * page's language (`say` reads the `account` messages).
 */

export type Say = (key: string, values?: Record<string, string | number>) => string;

export function newPasswordMessage(message: string, say: Say): string {
  const least = /at least (\d+) characters/.exec(message);
  if (least) return say('passwordTooShort', { min: Number(least[1]) });
  const most = /at most (\d+) characters/.exec(message);
  if (most) return say('passwordTooLong', { max: Number(most[1]) });
  if (/compromised|breached/.test(message)) return say('passwordLeaked');
  if (/too easy to guess/.test(message)) return say('passwordGuessable');
  return message.replace(/^new_password\b|^password\b/, 'Your new password');
}

export function currentPasswordMessage(message: string, say: Say): string {
  if (/required/.test(message)) return say('enterCurrentPassword');
  if (/not your current password/.test(message)) return say('notCurrentPassword');
  return message.replace(/^current_password\b/, 'Your current password');
}

export function emailMessage(message: string, say: Say): string {
  if (/valid|email/i.test(message) && !/already|another account/.test(message))
    return say('validEmail');
  return message.replace(/^emailAddress\b/, 'The e-mail address');
}
