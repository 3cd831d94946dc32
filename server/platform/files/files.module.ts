import { defineModule } from '../module';
import { forgetDeletedFiles } from './file-deletions';

/**
 * The file store's own work (decision 047): files listed for deletion (a deleted row's, or one
 * put before a row that never committed) leave the store, unless a module still uses them.
 */
export const filesModule = defineModule({
  name: 'files',
  jobs: [
    {
      name: 'file-deletions',
      everyMs: 60 * 1000,
      isRunAtStart: true,
      isOnEveryInstance: true,
      run: ({ db, files, clock, isFileUsed }) =>
        forgetDeletedFiles({ db, files, now: clock.now(), isStillUsed: isFileUsed }),
    },
  ],
});
