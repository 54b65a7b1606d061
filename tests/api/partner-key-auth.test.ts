import { describe, expect, it } from 'vitest';
import * as currentUserRoute from '@/app/(api)/v3/users/me/route';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';

const noAppKey = (userApiKey: string) =>
  `Basic ${Buffer.from(`:${userApiKey}`).toString('base64')}`;
const me = (auth: string) => call(currentUserRoute, '/v3/users/me', { auth });
const keyOf = (auth: string) =>
  Buffer.from(auth.replace(/^Basic /, ''), 'base64')
    .toString('utf8')
    .split(':')[1]!;

describe('partner users call the API without the application key', () => {
  it('accepts a partner user key with an empty application key', async () => {
    const net = await makeNetwork();
    const partner = await makePartnerUser(net);
    expect((await me(partner.auth)).status).toBe(200);
    const res = await me(noAppKey(keyOf(partner.auth)));
    expect(res.status, res.text).toBe(200);
  });

  it('still refuses staff and brand users without it, and anyone with a wrong one', async () => {
    const net = await makeNetwork();
    expect((await me(noAppKey(keyOf(net.auth)))).status).toBe(401);
    const brandUser = await makeBrandUser(net);
    expect((await me(noAppKey(keyOf(brandUser.auth)))).status).toBe(401);
    const partner = await makePartnerUser(net);
    const wrong = `Basic ${Buffer.from(`wrong-app-key:${keyOf(partner.auth)}`).toString('base64')}`;
    expect((await me(wrong)).status).toBe(401);
    expect((await me(noAppKey('not-a-key'))).status).toBe(401);
  });
});
