// The server runs its TypeScript through tsx; a worker thread starts without the parent's loader, so it
// loads the worker body through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./imageWorker.ts', import.meta.url);
