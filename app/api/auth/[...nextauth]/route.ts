import { authResponse } from '@/lib/api/web/auth-route';

export { authResponse as GET, authResponse as POST };
