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

/** The lowest zxcvbn score (0 to 4) a new password must reach: 3 is "safely unguessable". */
const PASSWORD_MIN_SCORE = 3;

let common: Set<string> | undefined;
async function commonPasswords(): Promise<Set<string>> {
  // The zxcvbn-ts list of ~49,000 passwords most often seen in breaches, loaded on first use.
  common ??= new Set(
    (await import('@zxcvbn-ts/language-common')).dictionary['passwords-common'] as string[],
  );
  return common;
}

type Estimator = { check: (password: string, userInputs: string[]) => { score: number } };
let estimator: Promise<Estimator> | undefined;
/** zxcvbn-ts with the common (breached passwords, keyboard patterns) and English dictionaries. */
function strengthEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return estimator;
}

/** E-mail addresses, names: the words and the address parts a guesser would try first. */
function userWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    if (!input) continue;
    const lower = input.toLowerCase();
    words.add(lower);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

type PasswordProblem = {
  kind: 'too_short' | 'too_long' | 'password_compromised' | 'invalid_value';
  message: string;
};

const TOO_WEAK =
  'password is too easy to guess: it is close to a common password, a name, an e-mail address, a date or a keyboard pattern. ' +
  'Use a longer passphrase, for example three or four unrelated words';

/**
 * Why a new password is refused, or undefined when it is acceptable: its length, the list of
 * breached passwords, and a strength estimate (zxcvbn-ts, score at least PASSWORD_MIN_SCORE)
 * that treats `userInputs` (the user name, e-mail address, names) as guessable words.
 */
export async function passwordProblem(
  password: string,
  userInputs?: string | readonly (string | null | undefined)[],
): Promise<PasswordProblem | undefined> {
  if (password.length < PASSWORD_MIN_LENGTH)
    return {
      kind: 'too_short',
      message: `password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    };
  if (password.length > PASSWORD_MAX_LENGTH)
    return {
      kind: 'too_long',
      message: `password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    };
  const inputs = userWords(typeof userInputs === 'string' ? [userInputs] : (userInputs ?? []));
  const lower = password.toLowerCase();
  if ((await commonPasswords()).has(lower) || inputs.includes(lower)) {
    return {
      kind: 'password_compromised',
      message:
        'password has been compromised: it is on a list of common or breached passwords; choose another',
    };
  }
  // Past 100 characters a passphrase is long enough; the estimate's cost grows with length.
  const { score } = (await strengthEstimator()).check(password.slice(0, 100), inputs);
  if (score < PASSWORD_MIN_SCORE) return { kind: 'invalid_value', message: TOO_WEAK };
  return undefined;
}
