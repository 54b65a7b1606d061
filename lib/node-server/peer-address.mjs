// The peer address. Route handlers get a Fetch API Request without the socket, and Next.js only
// fills X-Forwarded-For from the socket when the client sent none. So the server writes the
// socket's address into PEER_ADDRESS_HEADER on every request, replacing any copy the client
// sent, and marks the process (registry.mjs) so lib/api/http/client-address.ts trusts that
// header, and only then.

export const PEER_ADDRESS_HEADER = 'x-anet-peer-address';

export function writePeerAddress(req) {
  req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? '';
}
