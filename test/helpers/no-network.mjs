// Preloaded (`node --import`) into a tool that asks the network for something a test does not need
// (Electronegativity fetches translations and Electron's release list). This machine's network
// is closed: each name lookup waited for the resolver's timeout, ~10 s a run. Every lookup fails
// at once instead, with a code got does not retry (EAI_FAIL), so the tool goes on offline as it
// did before, only without the wait.
import dns from 'node:dns';

const noNetwork = (hostname) =>
  Object.assign(new Error(`getaddrinfo EAI_FAIL ${hostname} (no network in tests)`), {
    code: 'EAI_FAIL',
    syscall: 'getaddrinfo',
    hostname,
  });

dns.lookup = (hostname, options, callback) =>
  process.nextTick(typeof options === 'function' ? options : callback, noNetwork(hostname));
dns.promises.lookup = async (hostname) => {
  throw noNetwork(hostname);
};
