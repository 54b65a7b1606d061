import { installFrameLocalStorage } from '../../lib/node-server/async-context.mjs';

// As under `npm start` (lib/node-server/server.mjs), before anything creates an AsyncLocalStorage:
// the suites run on the server's one-frame async context.
installFrameLocalStorage();
