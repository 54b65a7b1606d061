import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Hashing this once lets a login for an unknown e-mail cost the same as a real one.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}

export const PASSWORD_MAX_LENGTH = 256;

let common: Set<string> | undefined;
async function commonPasswords(): Promise<Set<string>> {
  // The zxcvbn-ts list of ~49,000 passwords most often seen in breaches, loaded on first use.
  common ??= new Set((await import('@zxcvbn-ts/language-common')).dictionary['passwords-common'] as string[]);
  return common;
}

export type PasswordProblem = { kind: 'too_short' | 'too_long' | 'password_compromised'; message: string };

/** Why a new password is refused, or undefined when it is acceptable. */
export async function passwordProblem(password: string, userName?: string): Promise<PasswordProblem | undefined> {
  if (password.length < PASSWORD_MIN_LENGTH) return { kind: 'too_short', message: `password must be at least ${PASSWORD_MIN_LENGTH} characters` };
  if (password.length > PASSWORD_MAX_LENGTH) return { kind: 'too_long', message: `password must be at most ${PASSWORD_MAX_LENGTH} characters` };
  const lower = password.toLowerCase();
  if ((await commonPasswords()).has(lower) || (userName && lower === userName.toLowerCase())) {
    return { kind: 'password_compromised', message: 'password has been compromised: it is on a list of common or breached passwords; choose another' };
  }
  return undefined;
}
