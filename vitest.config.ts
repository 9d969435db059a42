import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import projects from './vitest.workspace'

export default defineConfig({
  test: {
    projects,
    // One test worker per core. Vitest's default leaves one core to its main process, which on the two cores of the
    // machine `npm test` must fit (20 minutes) meant one worker: the unit phase took 267 s of a fresh run that way
    // and 152 s with two workers, the main process's transforms running between them.
    maxWorkers: availableParallelism(),
  },
})
