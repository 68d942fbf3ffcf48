import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeStorageDriver } from './driver-contract';
import { createLocalDriver } from './local';

describeStorageDriver('local disk', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-local-storage-'));
  return {
    driver: createLocalDriver(dir),
    unreachable: () => createLocalDriver(path.join(dir, 'never-created')),
    teardown: () => rm(dir, { recursive: true, force: true }),
  };
});
