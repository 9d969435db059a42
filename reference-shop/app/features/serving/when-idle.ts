/**
 * Runs `task` once the browser is idle (at the latest after 3 s), or after 1 s where it cannot tell: for work a page
 * does not need to show itself, such as loading what the shopper's first click will need.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3000 })
  else setTimeout(task, 1000)
}
