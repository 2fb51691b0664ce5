'use strict';
/**
 * How a process that one jest worker's spec files share (the Chromium server, the shared API server) ends:
 * once, on SIGTERM or SIGINT, when the worker that owns it is gone, or when its caller calls the returned
 * function. Its record and log are deleted first, so that no later file finds a server that is going.
 */
const { rmSync } = require('node:fs');

/** Whether a process with this pid still exists (EPERM: it does, owned by someone else). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function endWithOwner(owner, record, close) {
  let ending = false;
  const end = async () => {
    if (ending) return;
    ending = true;
    rmSync(record, { force: true });
    rmSync(`${record}.log`, { force: true });
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void end());
  process.once('SIGINT', () => void end());
  setInterval(() => {
    if (!alive(owner)) void end();
  }, 500);
  return end;
}

module.exports = { endWithOwner };
