/**
 * The one failure the end-to-end config retries, once (vitest.e2e.config.ts): Chromium has stopped drawing the page (no
 * animation frame comes) while its scripts still answer, told apart in browser.ts after a test fails. Playwright's
 * clicks wait for an element to stay put across two animation frames, so on such a page every click waits until it
 * times out, whatever the shop does. Seen once in CI: a click in content.e2e.ts after 20 s of "waiting for element to
 * be visible, enabled and stable", on a page whose earlier clicks had worked.
 */
export const FRAMES_STALLED = 'Chromium stopped drawing the page: no animation frame in 3 s while its scripts answered'

/** Matches {@link FRAMES_STALLED} as the last error of a failed test. */
export const FRAMES_STALLED_PATTERN = /^Chromium stopped drawing the page: /
