import NextAuth from 'next-auth';
import { buildAuthOptions } from '@/lib/api/auth-options';

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: Context) {
  return NextAuth(request as never, context as never, await buildAuthOptions());
}

export { handler as GET, handler as POST };
