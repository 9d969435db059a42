import { atom, type ReadableAtom } from 'nanostores'
import { fail } from '../internal/result'
import type { Result } from '../result/result.types'
import { busyError } from './account.notices'
import type { AccountAction } from './account.types'

/** The account forms' submit locks (spec §4 "Forms use a submit lock that is released on failure or end"). */
export interface SubmitLocks {
  /** The actions whose submit runs. */
  readonly $pending: ReadableAtom<readonly AccountAction[]>
  /** Runs `work` holding the action's lock; while it is held, another call answers `BUSY` without running anything. */
  run<T>(action: AccountAction, work: () => Promise<Result<T>>): Promise<Result<T>>
}

export function createSubmitLocks(): SubmitLocks {
  const $pending = atom<readonly AccountAction[]>([])
  return {
    $pending,
    async run(action, work) {
      if ($pending.get().includes(action)) return fail(busyError(action))
      $pending.set([...$pending.get(), action])
      try {
        return await work()
      } finally {
        // Released on every way out, a thrown programmer error included.
        $pending.set($pending.get().filter((pending) => pending !== action))
      }
    },
  }
}
