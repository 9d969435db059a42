/**
 * The end-to-end files run two at a time (one per core), each worker against a stack of its own (stacks.ts): a
 * sandbox, a Redis and a shop process, so one file's sandbox reset or cache purge never reaches the other's pages.
 * One after another they took about 480 s of a fresh `npm test`, mostly waiting on the browser and the servers.
 */
export const E2E_WORKERS = 2
