// A connection-level load balancer for benches that run several server nodes: what nginx or
// HAProxy in front of Jono does for its nodes, reduced to what a fault test needs. Each new
// client connection goes round-robin to the next node in service and is then piped both
// ways, so HTTP and Socket.IO's WebSockets pass alike.
//
// It behaves as a health-checked balancer does:
// - every `checkMs` it asks each node's GET /api/health directly; a node that does not answer
//   200 leaves service, and one that answers again returns (HAProxy `check`, `fall 1 rise 1`);
// - a connection the chosen node refuses is tried on the next one, since nothing of the
//   request has reached any node yet (nginx `proxy_next_upstream error`, HAProxy `redispatch`);
//   with no node in service a connection waits up to `queueMs` for one (HAProxy `timeout
//   queue`), then is closed;
// - `drain(node)` is the operator taking a node out before a planned stop (HAProxy `set server
//   state drain`, nginx removing it from the upstream block): no new connections, the open
//   ones run on, and health checks do not put it back until `undrain`.
// A connection that breaks after the request reached a node is not retried: for a POST the
// balancer cannot know whether the node acted on it, so the client sees the failure.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface BalancedNode {
  port: number;
  /** In service: receives new connections. */
  up: boolean;
  draining: boolean;
  /** Open client connections piped to this node, and whether each is a Socket.IO one. */
  open: Map<Socket, { live: boolean }>;
}

export interface TcpBalancer {
  port: number;
  nodes: BalancedNode[];
  drain(index: number): void;
  undrain(index: number): void;
  /** Resolves once the node has no open connection other than Socket.IO ones, or after `limitMs`. */
  requestsDone(index: number, limitMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpBalancer(
  nodePorts: readonly number[],
  { checkMs = 1_000, queueMs = 10_000 } = {},
): Promise<TcpBalancer> {
  const nodes: BalancedNode[] = nodePorts.map((port) => ({
    port,
    up: true,
    draining: false,
    open: new Map(),
  }));
  let turn = 0;

  const inService = () => nodes.filter((node) => node.up && !node.draining);
  const nextNode = (tried: Set<BalancedNode>): BalancedNode | undefined => {
    const candidates = inService().filter((node) => !tried.has(node));
    if (candidates.length === 0) return undefined;
    turn = (turn + 1) % candidates.length;
    return candidates[turn];
  };

  const check = async (node: BalancedNode) => {
    const healthy = await fetch(`http://127.0.0.1:${node.port}/api/health`, {
      signal: AbortSignal.timeout(checkMs),
    }).then(
      async (res) => {
        await res.body?.cancel();
        return res.status === 200;
      },
      () => false,
    );
    node.up = healthy;
  };
  const timer = setInterval(() => {
    for (const node of nodes) void check(node);
  }, checkMs);

  const pipeTo = (client: Socket, firstChunks: Buffer[], queuedSince: number) => {
    const tried = new Set<BalancedNode>();
    const attempt = () => {
      if (client.destroyed) return;
      const node = nextNode(tried);
      if (!node) {
        // Every node in service refused, or none is in service: wait for one, as a queue.
        if (performance.now() - queuedSince > queueMs) {
          client.destroy();
          return;
        }
        tried.clear();
        setTimeout(attempt, 100);
        return;
      }
      tried.add(node);
      const upstream = connect(node.port, '127.0.0.1');
      upstream.setNoDelay(true);
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        const head = Buffer.concat(firstChunks).toString('latin1', 0, 64);
        node.open.set(client, { live: head.startsWith('GET /socket.io/') });
        for (const chunk of firstChunks) upstream.write(chunk);
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on('error', () => {
        if (connected) {
          client.destroy();
          return;
        }
        // Refused: this node is not serving; the next one gets the connection.
        node.up = false;
        attempt();
      });
      upstream.on('close', (hadError) => {
        node.open.delete(client);
        if (!connected) return;
        // A node that closed after its answer: the answer's last bytes may still wait in the
        // client socket's buffer, which destroy() would throw away (and reset the connection).
        if (hadError) client.destroy();
        else client.end();
      });
      client.on('close', () => upstream.destroy());
    };
    attempt();
  };

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    client.setNoDelay(true);
    client.on('error', () => client.destroy());
    // The first bytes tell a Socket.IO connection from an HTTP request; they wait in memory
    // until a node has accepted the connection.
    const firstChunks: Buffer[] = [];
    const hold = (chunk: Buffer) => firstChunks.push(chunk);
    client.on('data', hold);
    client.once('data', () => {
      client.pause();
      client.off('data', hold);
      pipeTo(client, firstChunks, performance.now());
    });
    client.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  return {
    port: address.port,
    nodes,
    drain(index) {
      const node = nodes[index];
      if (node) node.draining = true;
    },
    undrain(index) {
      const node = nodes[index];
      if (node) node.draining = false;
    },
    async requestsDone(index, limitMs) {
      const node = nodes[index];
      const deadline = performance.now() + limitMs;
      while (node && performance.now() < deadline) {
        if (![...node.open.values()].some((connection) => !connection.live)) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      clearInterval(timer);
      for (const node of nodes) for (const client of node.open.keys()) client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
