import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import * as authRoute from '@/app/api/auth/[...nextauth]/route';
import { checkedSignInRequest } from '@/lib/api/web/sign-in-body';

// Issue 30, finding 2: a sign-in body that is not JSON answered a bare 500 from next-auth.

const signInUrl = 'http://localhost:3000/api/auth/callback/credentials';
const context = { params: Promise.resolve({ nextauth: ['callback', 'credentials'] }) };

const post = (body: string, contentType = 'application/json') =>
  new NextRequest(signInUrl, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('sign-in routes and bodies that are not JSON', () => {
  it.each([
    ['broken JSON', '{"email": "a@b.test", '],
    ['an empty body', ''],
    ['text', 'email=a@b.test'],
  ])('answer 400 invalid_json to %s sent as JSON', async (_, body) => {
    const response = await authRoute.POST(post(body), context);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
    });
  });

  it('passes a JSON body on to next-auth unchanged, and leaves form bodies to it', async () => {
    const body = JSON.stringify({ email: 'a@b.test', password: 'secret', json: 'true' });
    const checked = await checkedSignInRequest(post(body));
    expect(checked).toBeInstanceOf(NextRequest);
    expect(await (checked as NextRequest).json()).toEqual(JSON.parse(body));
    const form = post('email=a%40b.test', 'application/x-www-form-urlencoded');
    expect(await checkedSignInRequest(form)).toBe(form);
  });
});
