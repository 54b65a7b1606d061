import { unsubscribeForm, unsubscribePost } from '@/lib/api/mail/unsubscribe';

// GET and POST /unsubscribe/{token}: the List-Unsubscribe link of a communication. POST (what
// mail clients send for RFC 8058 one-click) unsubscribes; GET shows a button that posts.
export const dynamic = 'force-dynamic';
type Context = { params: Promise<{ token: string }> };
export const GET = () => unsubscribeForm();
export const POST = async (_request: Request, { params }: Context) =>
  unsubscribePost((await params).token);
