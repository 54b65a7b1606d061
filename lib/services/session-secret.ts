import type { DbOrTx } from '@/lib/db/client';
import { config } from '@/lib/config';
import { appSecret } from './app-secret';

/** The console's session secret: NEXTAUTH_SECRET when set, else the generated one. */
export const getSessionSecret = (db: DbOrTx): Promise<string> =>
  appSecret(db, 'nextauth_secret', config().session.secret);
