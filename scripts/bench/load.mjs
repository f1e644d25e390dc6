// The load generator: `connections` keep-alive connections, each sending its next request as soon as
// the previous answer has been read, for `durationMs`. Plain node:http, so it measures the servers, not a client library.
import http from 'node:http';

function once(agent, target) {
  return new Promise((resolve, reject) => {
    const req = http.request(target.url, { method: target.method, headers: target.headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

/**
 * Everyone at once: `targets` sent together, each on its own connection (as many clients on their phones), over
 * plain node:http like the load, so the figures are the server's. Resolves with each answer's status and ms.
 */
export async function burst(targets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: targets.length });
  try {
    return await Promise.all(
      targets.map(async (target) => {
        const t0 = performance.now();
        const { status } = await once(agent, target);
        return { status, ms: performance.now() - t0 };
      }),
    );
  } finally {
    agent.destroy();
  }
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `target`: { url, method, headers, body }. Resolves with req/s, latency percentiles (ms) and failures. */
export async function runLoad(target, { connections = 8, durationMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let failures = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const answer = await once(agent, target);
        if (answer.status !== 200) failures += 1;
        bytes = answer.bytes;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = performance.now() - started;
  agent.destroy();
  return summary(latencies, elapsed, failures, bytes);
}

/** req/s and latency percentiles (ms) of `latencies` (sorted here) taken over `elapsedMs`. */
export function summary(latencies, elapsedMs, failures, bytes) {
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    elapsedMs,
    requests: latencies.length,
    rps: (latencies.length * 1000) / elapsedMs,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    bytes,
  };
}

/** One request, answer parsed: for checks, not for timing. */
export function fetchJson(target) {
  return fetch(target.url, { method: target.method, headers: target.headers, body: target.body }).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));
}
