// HTTP POSTs from a process of its own, as agents' hooks call the approvals bridge from theirs:
// the caller's work (connects, writes, reads) does not share the server's thread. Asked over
// IPC: { port, path, headers, body, count, together } → the milliseconds of each call, made all
// at once (a burst) or one after another.
import http from 'node:http';

// A fresh connection per request, as each hook call of an agent opens its own.
const agent = new http.Agent({ keepAlive: false });

function timedPost({ port, path, headers, body }) {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - t0)
            : reject(new Error(`HTTP ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function calls(ask) {
  if (ask.together) return Promise.all(Array.from({ length: ask.count }, () => timedPost(ask)));
  const times = [];
  for (let i = 0; i < ask.count; i++) times.push(await timedPost(ask));
  return times;
}

process.on('message', (ask) => {
  calls(ask)
    .then((times) => process.send({ times }))
    .catch((error) => process.send({ error: error.message }));
});
