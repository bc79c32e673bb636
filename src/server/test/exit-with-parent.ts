/**
 * Preloaded (`--import`) into the servers a test starts. The test holds the other end of their
 * stdin: when its process ends, however it ends (a timeout, Ctrl-C, kill -9), the pipe closes and
 * the server goes too, so that no orphan keeps a port or a data directory.
 */
process.stdin.on('end', () => process.exit(1));
process.stdin.on('error', () => process.exit(1));
process.stdin.resume();
