/**
 * The server's password and e-mail errors, said to the person at the form. The API names the
 * attribute first ("password must be at least 8 characters", "current_password is not your
 * current password"); the form speaks of "your new password" and "your password".
 */

export function newPasswordMessage(message: string): string {
  if (/at least (\d+) characters/.test(message))
    return `Your new password is too short: use at least ${/at least (\d+)/.exec(message)![1]} characters.`;
  if (/at most (\d+) characters/.test(message))
    return `Your new password is too long: use at most ${/at most (\d+)/.exec(message)![1]} characters.`;
  if (/compromised|breached/.test(message))
    return 'This password is on a list of common or leaked passwords, so it is easy to guess. Choose another.';
  if (/too easy to guess/.test(message))
    return 'This password is too easy to guess: it is close to a common password, your name, your e-mail address, a date or a keyboard pattern. Try a longer passphrase, such as three or four unrelated words.';
  return message.replace(/^new_password\b|^password\b/, 'Your new password');
}

export function currentPasswordMessage(message: string): string {
  if (/required/.test(message)) return 'Enter your current password.';
  if (/not your current password/.test(message)) return 'That is not your current password.';
  return message.replace(/^current_password\b/, 'Your current password');
}

export function emailMessage(message: string): string {
  if (/valid|email/i.test(message) && !/already|another account/.test(message))
    return 'Enter a valid e-mail address, such as name@example.com.';
  return message.replace(/^emailAddress\b/, 'The e-mail address');
}
