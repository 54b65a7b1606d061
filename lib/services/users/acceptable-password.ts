import { passwordProblem } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';

/**
 * Refuses a password the rules reject (too short, too common, or made of the user's own words,
 * such as the name and e-mail address), as a problem on `field`.
 */
export async function requireAcceptablePassword(
  password: string,
  ownWords: readonly (string | null | undefined)[],
  field = 'password',
): Promise<void> {
  const problem = await passwordProblem(password, ownWords);
  if (problem) throw AppError.field([field], problem.kind, problem.message);
}
