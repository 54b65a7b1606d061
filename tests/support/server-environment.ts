import { installFrameLocalStorage } from '../../scripts/async-context.mjs';

// As under `npm start` (scripts/http-entry.mjs), before anything creates an AsyncLocalStorage:
// the suites run on the server's one-frame async context.
installFrameLocalStorage();
