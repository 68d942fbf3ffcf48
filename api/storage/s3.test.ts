import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../test/global-setup';
import { describeStorageDriver } from './driver-contract';
import { createS3Driver } from './s3';

// A real S3-compatible server on 127.0.0.1, spoken to over HTTP by the AWS SDK, path-style.
describeStorageDriver('S3', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  const config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    bucketPrefix: 'test-',
  };
  const closedPort = await freePort();
  return {
    driver: createS3Driver(config),
    unreachable: () => createS3Driver({ ...config, endpoint: `http://127.0.0.1:${closedPort}` }),
    teardown: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
